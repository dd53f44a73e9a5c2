/**
 * The rules a ticket must meet and how it is priced (spec 2 §5), shared so that the ticket builder
 * shows the price and problems the reference API will confirm. Money is whole cents here; the
 * game offer's price table is in dollars as the API sends it.
 */
import type { Game, GameOffer, NumberSet, UpcomingDraw } from './schemas/shop';

/** A draw tickets can be bought for now: open, or taking pre-orders. */
export const isOnSale = (draw: Pick<UpcomingDraw, 'purchaseStatus'>) =>
  draw.purchaseStatus === 'open' || draw.purchaseStatus === 'pre_order';

export const TICKET_MESSAGES = {
  count: (set: NumberSet) => `Choose ${set.count} ${set.name === 'Numbers' ? 'numbers' : set.name}`,
  range: (set: NumberSet) => `${set.name} must be between ${set.min} and ${set.max}`,
  duplicate: (set: NumberSet) => `Each of the ${set.name} may be picked once`,
  covered: (set: NumberSet) => `${set.name} is covered by this entry and is not picked`,
  unknownSet: 'This game has a set of numbers the entry does not use',
  minGames: (min: number) => `Choose at least ${min} ${min === 1 ? 'game' : 'games'}`,
  maxGames: (max: number) => `At most ${max} games fit on one ticket`,
  gamesMismatch: 'The number of games does not match the games sent',
  day: 'Choose the draw days you want to play',
  cause: 'Choose a cause to support',
} as const;

/** The set every game picks its main numbers in; the draw's winning numbers carry the same key. */
export const MAIN_SET = 'numbers';

/**
 * A set's numbers as they read: ascending, unless the set is played in order (Lotto Strike), where
 * the order is the bet. Empty slots (null) stay at the end.
 */
export function inReadingOrder<T extends number | null>(numbers: readonly T[], ordered: boolean): T[] {
  if (ordered) return [...numbers];
  const filled = numbers.filter((number) => number !== null).sort((a, b) => (a ?? 0) - (b ?? 0));
  return [...filled, ...numbers.filter((number) => number === null)];
}

/** A game as it reads and is kept: each set in reading order. */
export const gameInReadingOrder = (game: Game, sets: readonly Pick<NumberSet, 'key' | 'ordered'>[]): Game =>
  Object.fromEntries(
    Object.entries(game).map(([key, numbers]) => [
      key,
      inReadingOrder(numbers, sets.find((set) => set.key === key)?.ordered ?? false),
    ]),
  );

export const toCents = (dollars: number): number => Math.round(dollars * 100);

/** The sets a customer picks; a set covered by the entry type (PH, PP) is not picked. */
export const pickedSets = (offer: Pick<GameOffer, 'numberSets'>): NumberSet[] =>
  offer.numberSets.filter((set) => set.placeholder === null);

/** What is wrong with one complete game, by set key; empty when the game can be played. */
export function gameProblems(game: Game, offer: Pick<GameOffer, 'numberSets'>): Record<string, string> {
  const problems: Record<string, string> = {};
  const known = new Set(offer.numberSets.map((set) => set.key));
  for (const key of Object.keys(game)) if (!known.has(key)) problems[key] = TICKET_MESSAGES.unknownSet;
  for (const set of offer.numberSets) {
    const numbers = game[set.key] ?? [];
    if (set.placeholder !== null) {
      if (numbers.length > 0) problems[set.key] = TICKET_MESSAGES.covered(set);
    } else if (numbers.length !== set.count) problems[set.key] = TICKET_MESSAGES.count(set);
    else if (numbers.some((n) => !Number.isInteger(n) || n < set.min || n > set.max))
      problems[set.key] = TICKET_MESSAGES.range(set);
    else if (new Set(numbers).size !== numbers.length) problems[set.key] = TICKET_MESSAGES.duplicate(set);
  }
  return problems;
}

/** The price of `games` games for one draw, from the offer's table; undefined outside it. */
export function basePriceCents(offer: Pick<GameOffer, 'prices'>, games: number): number | undefined {
  const row = offer.prices.find((entry) => entry.games === games);
  return row ? toCents(row.price) : undefined;
}

export interface PriceInput {
  /** The price for the games on one draw: the table's, or a syndicate's share price. */
  baseCents: number;
  numDraws: number;
  numWeeks?: number;
  numShares?: number;
}

/** Ticket price = base price x draws x weeks, or x shares for a syndicate (spec 2 §5). */
export function ticketPriceCents({ baseCents, numDraws, numWeeks = 1, numShares }: PriceInput): number {
  return baseCents * numDraws * numWeeks * (numShares ?? 1);
}
