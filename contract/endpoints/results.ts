/**
 * Results and the customer's tickets (spec 2 §7): the offers with results, the latest draw of each
 * game and one game's past draws a page at a time (v3.7), a month of the archive, one draw's full
 * result, prizes and raffle winners, a signed-in customer's own tickets in a draw; their orders,
 * upcoming or past, one in detail, a lotto party session's shares, and the offers recommended.
 */
import type {
  CustomerOrder,
  DrawPrize,
  OrderList,
  PastDraw,
  RaffleWinner,
  RecommendedOffer,
  ResultCategory,
  ResultKey,
} from '../schemas/results';
import { endpoint } from './endpoint';

interface Paging {
  limit: number;
  offset: number;
}
/** Past draws are read at v3.7 (spec 2 §7); a signed-in customer's carry their own tickets. */
const pastDraws = { service: 'main', method: 'GET', version: '3.7', paged: true, cache: 'results' } as const;
const drawn = { service: 'main', personal: false, method: 'GET', cache: 'results' } as const;
const customer = { service: 'main', personal: true, method: 'GET' } as const;
const DRAW = '/draw/details/:offerKey/:drawNo';

export const keys = endpoint<{ answer: ResultKey[] }>()({
  service: 'main',
  personal: false,
  method: 'GET',
  path: '/draws/pricing/:pricingId/past/result_keys',
  cache: 'result-keys',
});
/** The latest result of each game, a page of games at a time. */
export const latest = endpoint<{ query: Paging & { category?: ResultCategory }; answer: PastDraw[] }>()({
  ...pastDraws,
  personal: false,
  path: '/draws/pricing/:pricingId/past',
});
/** One game's draws, latest first. */
export const game = endpoint<{ query: Paging; answer: PastDraw[] }>()({
  ...pastDraws,
  personal: 'if-signed-in',
  path: '/draws/past_customer/:key',
});
/** A month of the archive, Sydney time. */
export const month = endpoint<{ query: Partial<Paging>; answer: PastDraw[] }>()({
  ...pastDraws,
  personal: 'if-signed-in',
  path: '/draws/past/archived/:key/:year/:month',
});
export const draw = endpoint<{ query: { offerKey: string; drawNo: number }; answer: PastDraw }>()({
  ...drawn,
  path: '/draw/full_result',
});
/** A raffle's prizes are known before its draw; a lottery's divisions only after. */
export const prizes = endpoint<{ answer: DrawPrize[] }>()({ ...drawn, path: `${DRAW}/prizes` });
export const winners = endpoint<{ answer: RaffleWinner[] }>()({ ...drawn, path: `${DRAW}/winners` });
/** A draw's full result with the customer's own tickets in it. */
export const customerDraw = endpoint<{ answer: PastDraw }>()({
  ...customer,
  path: '/draw/full_result_customer/:offerKey/:drawNo',
});
export const orders = endpoint<{ query: Paging & { status: OrderList }; answer: CustomerOrder[] }>()({
  ...customer,
  path: '/orders',
  paged: true,
});
/** Theirs only: anyone else's is not found. */
export const order = endpoint<{ query: { showDetails?: boolean }; answer: CustomerOrder }>()({
  ...customer,
  path: '/orders/:id{[0-9]+}',
});
/** The customer's shares in a lotto party session (spec 3 §7), as one order. */
export const sessionOrder = endpoint<{ query: { showDetails?: boolean }; answer: CustomerOrder }>()({
  ...customer,
  path: '/orders/social_syndicate_session/:id',
});
/** Offers to play next, the customer's own favourites first. */
export const recommended = endpoint<{ answer: RecommendedOffer[] }>()({
  ...customer,
  path: '/orders/recommended',
});
