/**
 * Results and the customer's tickets (spec 2 §7): the offers with results, past draws a page at a
 * time (v3.7; limit, offset; five to a page), by month in the archive, one draw's full result with
 * its divisions or raffle winners, and a signed-in customer's own tickets in them; the customer's
 * orders, upcoming or past, one in detail (theirs only: anyone else's is not found) and the offers
 * recommended to them.
 */
import { TZDate } from '@date-fns/tz';
import { Hono, type Context } from 'hono';
import {
  resultRoutes as routes,
  type CustomerOrder,
  type CustomerTicket,
  type DrawPrize,
  type PastDraw,
  type RecommendedOffer,
  type ResultKey,
} from '@contract/schemas/results';
import type { Game } from '@contract/schemas/shop';
import type { GameScore } from '@contract/prize-divisions';
import type { Lottery, RaffleData, StoredOffer } from '../../db/catalogue';
import { DRAWN_STATUSES, type StoredCustomerOrder } from '../../db/results';
import type { DrawRow, TicketRow } from '../../db/schema';
import type { AppEnv } from '../../http/app-env';

import { pageInfo } from '../../http/paging';
import { handle, reply } from '../../http/route';
import { rafflePrizes } from '../../domain/draw-engine';
import { money } from '../../money';
import { visibleTo } from '../../domain/offers';
import { DRAW_TIME_ZONE } from '../../domain/schedule';
import { paidInCheckouts, presentOrder } from './checkout';
import { combineShareOrders } from './share-orders';
import type { CatalogueNow } from '../../domain/catalogue';
import { catalogueNow } from '../../http/request-deps';
import { Refused } from '../../refusal';

const iso = (unix: number) => new Date(unix * 1000).toISOString();
/** The customer a request was signed in as, on routes that answer visitors too. */
const customerOf = (c: Context<AppEnv>) =>
  c.req.header('authorization') === undefined ? undefined : c.var.grant.customerId;

const winningNumbers = (draw: Pick<DrawRow, 'winning_numbers'>) =>
  draw.winning_numbers ? (JSON.parse(draw.winning_numbers) as Record<string, number[]>) : null;

export function presentTicket(ticket: TicketRow): CustomerTicket {
  return {
    orderId: ticket.order_id,
    ticketId: ticket.id,
    gameNo: ticket.game_no,
    numbers: ticket.ticket_number === null ? (JSON.parse(ticket.numbers) as Game) : null,
    ticketNumber: ticket.ticket_number,
    result: ticket.result === null ? null : (JSON.parse(ticket.result) as GameScore[]),
    division: ticket.division,
    prize: ticket.prize_cents === null ? null : money(ticket.prize_cents),
  };
}

interface Offered {
  offer: StoredOffer;
  lottery: Lottery;
}

/** The offers visible to a pricing that sell draws with results (lotteries and raffles). */
function offersWithResults(now: CatalogueNow, pricingId?: string): Offered[] {
  return now.offers.flatMap((offer) => {
    const lottery = now.lotteries.find((entry) => entry.key === offer.lottery_key);
    const sells = offer.type === 'lottery_ticket' || offer.type === 'raffle_ticket';
    return lottery &&
      sells &&
      (pricingId === undefined || visibleTo(offer, { pricingId, segmentName: undefined }))
      ? [{ offer, lottery }]
      : [];
  });
}

function offerByKey(now: CatalogueNow, offerKey: string): Offered {
  const found = offersWithResults(now).find(({ offer }) => offer.key === offerKey || offer.url === offerKey);
  if (!found) throw Refused.of(404, 'not_found', 'There are no results for this game.');
  return found;
}

/** Drawn draws with their divisions, raffle winners and, for a customer, their own tickets. */
async function presentPastDraws(
  c: Context<AppEnv>,
  draws: { draw: DrawRow; offered: Offered }[],
  customerId?: number,
): Promise<PastDraw[]> {
  const ids = draws.map(({ draw }) => draw.id);
  const results = c.var.data.results;
  const [divisions, winners, tickets] = await Promise.all([
    results.divisions(ids),
    results.winners(ids),
    customerId === undefined ? Promise.resolve([]) : results.customerTickets(customerId, ids),
  ]);
  return draws.map(({ draw, offered: { offer, lottery } }) => {
    const raffle = draw.raffle ? (JSON.parse(draw.raffle) as RaffleData) : null;
    return {
      drawId: draw.id,
      drawNo: draw.draw_no,
      lotteryKey: draw.lottery_key,
      offerKey: offer.key,
      offerName: offer.name,
      offerUrl: offer.url,
      type: lottery.drawType,
      drawDate: iso(draw.draw_at),
      status: draw.status as PastDraw['status'],
      winningNumbers: winningNumbers(draw),
      prizePool: draw.prize_pool_cents === null ? null : money(draw.prize_pool_cents),
      prizePoolSuffix: draw.prize_pool_suffix,
      drawData: raffle && { name: raffle.name, value: money(raffle.valueCents) },
      divisions: divisions
        .filter((row) => row.draw_id === draw.id)
        .map((row) => ({ division: row.division, prize: money(row.prize_cents), winners: row.winners })),
      winnerInfo: winners
        .filter((row) => row.draw_id === draw.id)
        .map((row) => ({
          rank: row.rank,
          prize: row.prize,
          value: money(row.prize_cents),
          ticketNumber: row.ticket_number,
          winner: row.winner,
        })),
      customerData:
        customerId === undefined
          ? null
          : { orders: tickets.filter((ticket) => ticket.draw_id === draw.id).map(presentTicket) },
    };
  });
}

const NO_RESULT = () => Refused.of(404, 'draw_not_found', 'There is no result for this draw yet.');

const isDrawn = (draw: DrawRow) => (DRAWN_STATUSES as readonly string[]).includes(draw.status);

/** One draw of an offer by number, drawn or not, or 404. */
async function offerDraw(c: Context<AppEnv>, offerKey: string, drawNo: number) {
  const offered = offerByKey(await catalogueNow(c), offerKey);
  const draw = (await c.var.data.results.drawsByNo(offered.lottery.key, [drawNo]))[0];
  if (!draw) throw NO_RESULT();
  return { draw, offered };
}

/** One drawn draw of an offer by number, or 404. */
async function drawnDraw(c: Context<AppEnv>, offerKey: string, drawNo: number) {
  const found = await offerDraw(c, offerKey, drawNo);
  if (!isDrawn(found.draw)) throw NO_RESULT();
  return found;
}

/** Where an order's draws stand, and what it won so far. */
async function presentCustomerOrder(
  c: Context<AppEnv>,
  order: StoredCustomerOrder,
  now: CatalogueNow,
  details: boolean,
  paid?: Map<number, number>,
): Promise<CustomerOrder> {
  const { replay: _, ...presented } = await presentOrder(c.var.data, order, now, paid);
  const offer = now.offers.find((entry) => entry.key === order.offer_key);
  const draws = await orderDraws(c, order);
  const won = order.tickets.reduce((sum, ticket) => sum + (ticket.prize_cents ?? 0), 0);
  const divisions = order.tickets.flatMap((ticket) => (ticket.division === null ? [] : [ticket.division]));
  const next = draws.find((draw) => !(DRAWN_STATUSES as readonly string[]).includes(draw.status));
  return {
    ...presented,
    lotteryKey: order.lottery_key,
    offerUrl: offer?.url ?? order.offer_key,
    createdAt: iso(order.created_at),
    nextDrawDate: next ? iso(next.draw_at) : null,
    prize: money(won),
    bestDivision: divisions.length > 0 ? Math.min(...divisions) : null,
    ...(details
      ? {
          drawResults: draws.map((draw) => {
            const tickets = order.tickets.filter((ticket) => ticket.draw_id === draw.id);
            const scored = tickets.length > 0 && tickets.every((ticket) => ticket.prize_cents !== null);
            return {
              drawId: draw.id,
              drawNo: draw.draw_no,
              drawDate: iso(draw.draw_at),
              status: draw.status as PastDraw['status'],
              winningNumbers: winningNumbers(draw),
              tickets: tickets.map(presentTicket),
              prize: scored
                ? money(tickets.reduce((sum, ticket) => sum + (ticket.prize_cents ?? 0), 0))
                : null,
            };
          }),
        }
      : {}),
  };
}

/** The draws an order plays: its tickets' draws, or (shares, pre-orders) its run of draw numbers. */
async function orderDraws(c: Context<AppEnv>, order: StoredCustomerOrder) {
  if (order.tickets.length > 0)
    return [...new Map(order.tickets.map((ticket) => [ticket.draw_id, ticket])).values()].map((ticket) => ({
      id: ticket.draw_id,
      draw_no: ticket.draw_no,
      draw_at: ticket.draw_at,
      status: ticket.draw_status,
      winning_numbers: ticket.winning_numbers,
    }));
  const numbers = Array.from({ length: Math.max(1, order.num_draws) }, (_, index) => order.draw_no + index);
  return c.var.data.results.drawsByNo(order.lottery_key, numbers);
}

export function resultsRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  handle(api, routes.keys, async (c, { params }) => {
    const now = await catalogueNow(c);
    const offered = offersWithResults(now, params.pricingId);
    const drawn = await c.var.data.results.latestDrawn(offered.map(({ lottery }) => lottery.key));
    const result: ResultKey[] = offered
      .filter(({ lottery }) => drawn.some((draw) => draw.lottery_key === lottery.key))
      .map(({ offer, lottery }) => ({
        key: offer.key,
        lotteryKey: lottery.key,
        name: offer.name,
        url: offer.url,
        category: offer.display_category,
      }));
    return result;
  });

  // The latest result of every game, a page of games at a time.
  handle(api, routes.latest, async (c, { params, query: { limit, offset, category } }) => {
    const now = await catalogueNow(c);
    const offered = offersWithResults(now, params.pricingId).filter(
      ({ offer }) => category === undefined || offer.display_category === category,
    );
    const latest = await c.var.data.results.latestDrawn(offered.map(({ lottery }) => lottery.key));
    const all = latest
      .map((draw) => ({ draw, offered: offered.find(({ lottery }) => lottery.key === draw.lottery_key) }))
      .filter((entry): entry is { draw: DrawRow; offered: Offered } => entry.offered !== undefined)
      .sort((a, b) => b.draw.draw_at - a.draw.draw_at);
    return reply(await presentPastDraws(c, all.slice(offset, offset + limit)), {
      pageInfo: pageInfo(limit, offset, all.length),
    });
  });

  // One game's past draws, latest first; a signed-in customer's own tickets in each.
  handle(api, routes.game, async (c, { params, query: { limit, offset } }) => {
    const offered = offerByKey(await catalogueNow(c), params.key);
    const { rows, total } = await c.var.data.results.pastDraws(offered.lottery.key, limit, offset);
    const draws = await presentPastDraws(
      c,
      rows.map((draw) => ({ draw, offered })),
      customerOf(c),
    );
    return reply(draws, { pageInfo: pageInfo(limit, offset, total) });
  });

  // The archive: one game's draws of a month (Sydney time).
  handle(
    api,
    routes.month,
    async (c, { params: { key: offerKey, year, month }, query: { limit, offset } }) => {
      const offered = offerByKey(await catalogueNow(c), offerKey);
      const from = new TZDate(year, month - 1, 1, 0, 0, DRAW_TIME_ZONE).getTime() / 1000;
      const to = new TZDate(year, month, 1, 0, 0, DRAW_TIME_ZONE).getTime() / 1000;
      const rows = await c.var.data.results.pastDrawsBetween(offered.lottery.key, from, to);
      const draws = await presentPastDraws(
        c,
        rows.slice(offset, offset + limit).map((draw) => ({ draw, offered })),
        customerOf(c),
      );
      return reply(draws, { pageInfo: pageInfo(limit, offset, rows.length) });
    },
  );

  /** One drawn draw's full result, with a customer's own tickets in it when one is given. */
  const fullResult = async (c: Context<AppEnv>, offerKey: string, drawNo: number, customerId?: number) => {
    const [draw] = await presentPastDraws(c, [await drawnDraw(c, offerKey, drawNo)], customerId);
    if (!draw) throw NO_RESULT();
    return draw;
  };
  handle(api, routes.draw, (c, { query: { offerKey, drawNo } }) => fullResult(c, offerKey, drawNo));
  handle(api, routes.customerDraw, (c, { params: { offerKey, drawNo } }) =>
    fullResult(c, offerKey, drawNo, c.var.grant.customerId),
  );

  // A raffle's prizes are known before its draw (none won yet); a lottery's divisions only after.
  handle(api, routes.prizes, async (c, { params: { offerKey, drawNo } }) => {
    const found = await offerDraw(c, offerKey, drawNo);
    if (!isDrawn(found.draw)) {
      if (!found.draw.raffle) throw NO_RESULT();
      const prizes = rafflePrizes(JSON.parse(found.draw.raffle) as RaffleData);
      return prizes.map((prize, index) => ({
        division: index + 1,
        name: prize.prize,
        prize: money(prize.prizeCents),
        winners: 0,
      }));
    }
    const [draw] = await presentPastDraws(c, [found]);
    const result: DrawPrize[] = draw
      ? draw.divisions.length > 0
        ? draw.divisions.map((row) => ({
            division: row.division,
            name: `Division ${row.division}`,
            prize: row.prize,
            winners: row.winners,
          }))
        : draw.winnerInfo.map((row) => ({
            division: row.rank,
            name: row.prize,
            prize: row.value,
            winners: 1,
          }))
      : [];
    return result;
  });
  handle(api, routes.winners, async (c, { params: { offerKey, drawNo } }) => {
    const [draw] = await presentPastDraws(c, [await drawnDraw(c, offerKey, drawNo)]);
    return draw?.winnerInfo ?? [];
  });

  // Upcoming: a draw still to come; past: a draw held (a run of draws is in both lists while it
  // lasts). Chosen, counted and paged in the database: a page costs a page, whatever the history.
  handle(api, routes.orders, async (c, { query: { status, limit, offset } }) => {
    const now = await catalogueNow(c);
    const { orders, total } = await c.var.data.results.customerOrdersPage(
      c.var.grant.customerId,
      status,
      now.nowSeconds,
      limit,
      offset,
    );
    // What each was paid, read for the page's checkouts at once.
    const paid = await paidInCheckouts(
      c.var.data,
      orders.map((order) => order.checkout_id),
    );
    const presented = await Promise.all(
      orders.map((order) => presentCustomerOrder(c, order, now, false, paid)),
    );
    return reply(presented, { pageInfo: pageInfo(limit, offset, total) });
  });

  handle(api, routes.recommended, async (c) => {
    const now = await catalogueNow(c);
    const counts = await c.var.data.results.ordersByOffer(c.var.grant.customerId);
    const offered = offersWithResults(now).filter(({ offer }) => offer.availability === 'available');
    const played = offered
      .filter(({ offer }) => counts.has(offer.key))
      .sort((a, b) => (counts.get(b.offer.key) ?? 0) - (counts.get(a.offer.key) ?? 0));
    const popular = offered.filter(({ offer }) => !counts.has(offer.key));
    const result: RecommendedOffer[] = [...played, ...popular].slice(0, 4).map(({ offer }) => ({
      productOfferKey: offer.key,
      name: offer.name,
      url: offer.url,
      reason: counts.has(offer.key) ? 'played_before' : 'popular',
    }));
    return result;
  });

  // A lotto party session's order: the customer's own shares in it (spec 3 §7).
  handle(api, routes.sessionOrder, async (c, { params: { id }, query: { showDetails } }) => {
    const customerId = c.var.grant.customerId;
    const orderIds = await c.var.data.lottoParty.shareOrdersOf(customerId, id);
    const order = combineShareOrders(await c.var.data.results.customerOrders(customerId, orderIds));
    if (!order) throw Refused.of(404, 'not_found', 'There is no such order.');
    return presentCustomerOrder(c, order, await catalogueNow(c), showDetails === true);
  });

  handle(api, routes.order, async (c, { params: { id }, query: { showDetails } }) => {
    const [order] = await c.var.data.results.customerOrders(c.var.grant.customerId, [id]);
    if (!order) throw Refused.of(404, 'not_found', 'There is no such order.');
    return presentCustomerOrder(c, order, await catalogueNow(c), showDetails === true);
  });

  return api;
}
