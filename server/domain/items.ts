/**
 * Checking and pricing a cart item against its offer (spec 2 §5): the game offer belongs to the
 * offer, the draws are on sale, the games are complete with numbers in range and unrepeated, the
 * game count is within the offer's limits, the cause is one the offer supports, a syndicate has the
 * shares. The price is always worked out here from the offer's table; the client's is never read.
 * Every problem names its field, so the customer sees it beside what caused it.
 */
import type { Message } from '@contract/schemas/envelope';
import type { CartItem, cartItemInputSchema, UpcomingDraw } from '@contract/schemas/shop';
import { gameInReadingOrder, gameProblems, ticketPriceCents, TICKET_MESSAGES } from '@contract/ticket-rules';
import type { StoredGameOffer, StoredOffer, StoredSyndicate } from '../db/catalogue';
import type { CartItemRow, RecurringSetting } from '../db/schema';
import type { z } from 'zod';
import { money } from '../money';
import { weekdayOf } from './sydney-time';

export type ItemInput = z.output<typeof cartItemInputSchema>;

/** Ticket types whose numbers are always drawn for the customer when the ticket is bought. */
const QUICK_PICK_ONLY = new Set(['random', 'mega_combo', 'syndicate']);

export const ITEM_MESSAGES = {
  offer: 'This offer is not available',
  gameOffer: 'Choose a ticket type of this offer',
  closedDraw: 'Sales for this draw have closed',
  soldOut: 'This draw is sold out',
  notEnoughDraws: 'Not that many draws are on sale',
  noPrice: 'Choose one of the ticket sizes on offer',
  quickPickOnly: 'The numbers of this entry are picked for you',
  daysMismatch: 'The number of draws must match the days chosen',
  noDays: 'This game has no days to choose',
  weeksWithoutDays: 'Weeks apply only to games with a choice of days',
  causeNotAllowed: 'This cause is not supported by this offer',
  noCauses: 'This offer does not support causes',
  syndicate: 'Choose a syndicate of this offer',
  shares: (left: number) => `Only ${left} ${left === 1 ? 'share is' : 'shares are'} left`,
  sharesNeeded: 'Choose how many shares you want',
  recurring: 'This offer cannot be bought on autoplay',
  recurringPreOrder: 'Autoplay and subscriptions start with the draw on sale now, not a pre-order.',
  minimumJackpot: 'A minimum jackpot applies only to a lottery ticket on autoplay',
  partyDraw: "A Lotto Party share plays its session's draw only",
} as const;

/** A checked item, ready to store: what the customer chose, and the server's price for it. */
export interface PricedItem {
  productType: CartItem['productType'];
  offer: StoredOffer;
  gameOffer: StoredGameOffer;
  syndicate: StoredSyndicate | undefined;
  input: ItemInput;
  causeKey: string | null;
  unitPriceCents: number;
  draws: UpcomingDraw[];
}

export type Checked = { item: PricedItem } | { errors: Record<string, Message[]> };

export interface ItemContext {
  offer: StoredOffer | undefined;
  /** The offer's draws on sale now, soonest first. */
  draws: UpcomingDraw[];
}

export function checkItem(input: ItemInput, { offer, draws }: ItemContext): Checked {
  const errors: Record<string, Message[]> = {};
  const fail = (target: string, message: string, code = 'invalid_item') => {
    (errors[target] ??= []).push({ code, message, target, level: 'error' });
    return { errors };
  };
  if (!offer || offer.availability !== 'available' || offer.suspended === 1)
    return fail('productOfferKey', ITEM_MESSAGES.offer);
  const gameOffer = offer.gameOffers.find((entry) => entry.key === input.gameOffer);
  if (!gameOffer || gameOffer.game_type !== input.gameType) return fail('gameOffer', ITEM_MESSAGES.gameOffer);

  const start = draws.findIndex((draw) => draw.drawNo === input.drawNo);
  const first = draws[start];
  if (!first) return fail('drawNo', ITEM_MESSAGES.closedDraw, 'draw_closed');
  if (first.purchaseStatus === 'sold_out') return fail('drawNo', ITEM_MESSAGES.soldOut, 'sold_out');

  const days = input.days ?? [];
  if (offer.days.length > 0) {
    if (days.length === 0 || days.some((day) => !offer.days.includes(day))) fail('days', TICKET_MESSAGES.day);
    else if (new Set(days).size !== input.numDraws) fail('numDraws', ITEM_MESSAGES.daysMismatch);
  } else {
    if (days.length > 0) fail('days', ITEM_MESSAGES.noDays);
    if ((input.numWeeks ?? 1) !== 1) fail('numWeeks', ITEM_MESSAGES.weeksWithoutDays);
  }
  const drawsNeeded = offer.days.length > 0 ? input.numDraws * (input.numWeeks ?? 1) : input.numDraws;
  if (draws.length - start < drawsNeeded) fail('numDraws', ITEM_MESSAGES.notEnoughDraws);

  let causeKey: string | null = null;
  if (offer.causes.length > 0) {
    causeKey = input.causeKey ?? (offer.causes.length === 1 ? (offer.causes[0] ?? null) : null);
    if (causeKey === null) fail('causeKey', TICKET_MESSAGES.cause);
    else if (!offer.causes.includes(causeKey)) fail('causeKey', ITEM_MESSAGES.causeNotAllowed);
  } else if (input.causeKey !== undefined) fail('causeKey', ITEM_MESSAGES.noCauses);

  if (input.recurringPurchase?.enabled && offer.recurring_availability === 'never')
    fail('recurringPurchase', ITEM_MESSAGES.recurring);
  // Bought again each draw from the next one open: a draw still on pre-order is not open yet.
  const recurs =
    offer.recurring_availability === 'always' ||
    (offer.recurring_availability === 'optional' && input.recurringPurchase?.enabled === true);
  if (recurs && first.purchaseStatus === 'pre_order') fail('drawNo', ITEM_MESSAGES.recurringPreOrder);
  // The autoplay waits for a jackpot this big: only a lottery's ticket bought again has one.
  if (
    input.minimumJackpotAmount !== undefined &&
    (!recurs || offer.type !== 'lottery_ticket' || gameOffer.game_type === 'syndicate')
  )
    fail('minimumJackpotAmount', ITEM_MESSAGES.minimumJackpot);

  let syndicate: StoredSyndicate | undefined;
  let baseCents: number | undefined;
  // A lotto party session's shares play the offer's standard games in the session's one draw.
  const party = offer.syndicates.find(
    (entry) =>
      entry.partyDrawId !== null && entry.key === input.syndicateKey && entry.gameOfferKey === gameOffer.key,
  );
  if (gameOffer.game_type === 'syndicate' || party) {
    syndicate =
      party ??
      offer.syndicates.find((entry) => entry.partyDrawId === null && entry.key === input.syndicateKey);
    const left = syndicate ? syndicate.sharesTotal - syndicate.sharesSold : 0;
    if (!syndicate) fail('syndicateKey', ITEM_MESSAGES.syndicate);
    else if (input.numShares === undefined) fail('numShares', ITEM_MESSAGES.sharesNeeded);
    else if (input.numShares > left) fail('numShares', ITEM_MESSAGES.shares(left));
    if (party && (drawsNeeded !== 1 || draws[start]?.drawId !== party.partyDrawId))
      fail('drawNo', ITEM_MESSAGES.partyDraw);
    if (party && !input.quickpick) fail('quickpick', ITEM_MESSAGES.quickPickOnly);
    baseCents = syndicate?.sharePriceCents;
  } else {
    if (input.numGames < gameOffer.min_games) fail('numGames', TICKET_MESSAGES.minGames(gameOffer.min_games));
    else if (input.numGames > gameOffer.max_games)
      fail('numGames', TICKET_MESSAGES.maxGames(gameOffer.max_games));
    baseCents = gameOffer.prices.find((row) => row.games === input.numGames)?.priceCents;
    if (baseCents === undefined && !errors.numGames) fail('numGames', ITEM_MESSAGES.noPrice);
  }

  const picked = gameOffer.numberSets.some((set) => set.placeholder === null);
  const quickpick = input.quickpick || !picked;
  if (!quickpick && QUICK_PICK_ONLY.has(gameOffer.game_type)) fail('quickpick', ITEM_MESSAGES.quickPickOnly);
  if (quickpick) {
    if (input.games.length > 0) fail('games', ITEM_MESSAGES.quickPickOnly);
  } else if (input.games.length !== input.numGames) fail('games', TICKET_MESSAGES.gamesMismatch);
  else
    input.games.forEach((game, index) => {
      for (const [key, message] of Object.entries(gameProblems(game, gameOffer)))
        fail(`games.${index}.${key}`, message);
    });

  if (Object.keys(errors).length > 0 || baseCents === undefined) return { errors };
  const numShares = syndicate ? input.numShares : undefined;
  return {
    item: {
      productType: party
        ? 'social_syndicate_share'
        : syndicate
          ? 'syndicate_share'
          : offer.type === 'raffle_ticket'
            ? 'raffle_ticket'
            : drawsNeeded > 1
              ? 'multi_draw_ticket'
              : 'lottery_ticket',
      offer,
      gameOffer,
      syndicate,
      input: {
        ...input,
        quickpick,
        // Numbers drawn for the customer are nobody's favourites.
        favourite: !quickpick && input.favourite === true,
        games: quickpick ? [] : input.games,
        numGames: syndicate?.numGames ?? input.numGames,
      },
      causeKey,
      unitPriceCents: ticketPriceCents({
        baseCents,
        numDraws: input.numDraws,
        numWeeks: input.numWeeks,
        numShares,
      }),
      draws: draws.slice(start, start + drawsNeeded),
    },
  };
}

/**
 * Spec 2 §4: whether the item is bought again, and as what. The offer decides the kind (autoplay
 * or subscription); availability always is always on, never is never.
 */
function recurringSetting(offer: StoredOffer, input: ItemInput): string | null {
  const requested = input.recurringPurchase;
  const availability = offer.recurring_availability;
  const enabled = availability === 'always' || (availability !== 'never' && requested?.enabled === true);
  const minimumJackpotCents =
    input.minimumJackpotAmount === undefined ? null : input.minimumJackpotAmount * 100;
  return enabled || requested
    ? JSON.stringify({ type: offer.recurring_type, enabled, minimumJackpotCents } satisfies RecurringSetting)
    : null;
}

export const recurringSettingOf = (recurring: string | null): RecurringSetting | null =>
  recurring === null ? null : (JSON.parse(recurring) as RecurringSetting);

/** A checked item as a cart keeps it (and as the recurring runner buys it). */
export function itemRow(item: PricedItem) {
  const { input } = item;
  return {
    product_type: item.productType,
    offer_key: item.offer.key,
    game_offer_key: item.gameOffer.key,
    draw_no: input.drawNo,
    num_draws: input.numDraws,
    num_weeks: input.numWeeks ?? 1,
    days: JSON.stringify(input.days ?? []),
    quickpick: input.quickpick ? (1 as const) : (0 as const),
    num_games: input.numGames,
    // Kept as they read (the customer picks in any order): every summary shows them sorted.
    games: JSON.stringify(input.games.map((game) => gameInReadingOrder(game, item.gameOffer.numberSets))),
    cause_key: item.causeKey,
    syndicate_key: item.syndicate?.key ?? null,
    num_shares: item.syndicate ? (input.numShares ?? null) : null,
    recurring: recurringSetting(item.offer, input),
    favourite: input.favourite ? (1 as const) : (0 as const),
    unit_price_cents: item.unitPriceCents,
    quantity: 1,
    affiliate_code: input.affiliateCode ?? null,
  };
}

type Described = Pick<
  CartItemRow,
  'product_type' | 'num_games' | 'num_shares' | 'syndicate_key' | 'num_draws' | 'num_weeks'
>;

/** "Powerball Standard: 4 games, 2 draws", as the cart and the receipt say it. */
export function itemDescription(
  row: Described,
  names: { offer: string; gameOffer: string; syndicate: string | undefined },
): string {
  const shares = row.num_shares ?? 0;
  const count =
    row.product_type === 'raffle_ticket'
      ? `${row.num_games} ${row.num_games === 1 ? 'ticket' : 'tickets'}`
      : row.syndicate_key !== null
        ? `${shares} ${shares === 1 ? 'share' : 'shares'}${names.syndicate ? ` in ${names.syndicate}` : ''}`
        : `${row.num_games} ${row.num_games === 1 ? 'game' : 'games'}`;
  const draws = row.num_draws * row.num_weeks;
  return `${itemTitle(row, names)}: ${count}, ${draws} ${draws === 1 ? 'draw' : 'draws'}`;
}

/**
 * The offer and its game offer. A raffle's count already says "tickets", so its game offer adds
 * only the word before that, and nothing when the offer's name ends with it: "Community Cash Club
 * Monthly: 5 tickets", "Surf Life Saving Raffle: 2 tickets" (not "… Raffle Raffle tickets: 2 tickets").
 */
function itemTitle(row: Described, names: { offer: string; gameOffer: string }): string {
  if (row.product_type !== 'raffle_ticket') return `${names.offer} ${names.gameOffer}`;
  const kind = names.gameOffer.replace(/\s*tickets?$/i, '');
  return kind === '' || names.offer.toLowerCase().endsWith(kind.toLowerCase())
    ? names.offer
    : `${names.offer} ${kind}`;
}

/** How a stored item reads back, with its offer's names and its first draw's date. */
export function presentItem(
  row: Pick<
    CartItemRow,
    | 'id'
    | 'product_type'
    | 'draw_no'
    | 'num_draws'
    | 'num_weeks'
    | 'days'
    | 'quickpick'
    | 'num_games'
    | 'games'
    | 'cause_key'
    | 'syndicate_key'
    | 'num_shares'
    | 'recurring'
    | 'favourite'
    | 'unit_price_cents'
    | 'quantity'
  >,
  offer: StoredOffer,
  gameOffer: StoredGameOffer,
  /** The draws it plays, soonest first. */
  draws: UpcomingDraw[],
): CartItem {
  const syndicate = offer.syndicates.find((entry) => entry.key === row.syndicate_key);
  const raffle = row.product_type === 'raffle_ticket';
  const [first] = draws;
  const recurring = recurringSettingOf(row.recurring);
  const minimumJackpotCents = recurring?.minimumJackpotCents ?? null;
  return {
    id: row.id,
    productType: row.product_type as CartItem['productType'],
    productOfferKey: offer.key,
    lotteryKey: offer.lottery_key,
    lottery: offer.name,
    gameType: gameOffer.game_type,
    gameOffer: gameOffer.key,
    gameOfferName: gameOffer.name,
    drawNo: row.draw_no,
    drawDate: first?.drawDate ?? '',
    drawEncodedIds: draws.map((draw) => String(draw.drawId)),
    day: first ? weekdayOf(first.drawDate) : null,
    numDraws: row.num_draws,
    numWeeks: row.num_weeks,
    days: JSON.parse(row.days) as CartItem['days'],
    quickpick: row.quickpick === 1,
    favourite: row.favourite === 1,
    numGames: row.num_games,
    games: JSON.parse(row.games) as CartItem['games'],
    causeKey: row.cause_key,
    syndicateKey: row.syndicate_key,
    syndicateName: syndicate?.name ?? null,
    numShares: row.num_shares,
    numRaffleTickets: raffle ? row.num_games : null,
    recurringPurchase: {
      type: offer.recurring_type,
      availability: offer.recurring_availability,
      enabled: recurring?.enabled ?? false,
    },
    minimumJackpotAmount: minimumJackpotCents === null ? null : money(minimumJackpotCents),
    scheduledPurchase: first?.purchaseStatus === 'pre_order' ? { type: 'pre_order' } : null,
    analyticsProductType: offer.display_category,
    membershipProgram: null,
    membershipOffer: null,
    membershipOfferName: null,
    description: itemDescription(row, {
      offer: offer.name,
      gameOffer: gameOffer.name,
      syndicate: syndicate?.name,
    }),
    unitPrice: money(row.unit_price_cents),
    quantity: row.quantity,
    price: money(row.unit_price_cents * row.quantity),
  };
}
