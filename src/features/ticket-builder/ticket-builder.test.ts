import { describe, expect, it } from 'vitest';
import type { GameOffer, NumberSet, ProductOffer } from '@contract/schemas/shop';
import { uniqueRandom } from '@contract/quick-pick';
import {
  addGame,
  addNumber,
  cartItem,
  clearGame,
  createTicket,
  fitSlots,
  moveNumber,
  playedGames,
  quickPick,
  quickPickAll,
  removeGame,
  removeNumber,
  reopenedDraw,
  replaceGame,
  setDraws,
  setNumGames,
  setSyndicate,
  setWeeks,
  ticketPrice,
  ticketProblems,
  toggleDay,
  toggleFavourites,
  toggleNumber,
  ticketFromItem,
  type Ticket,
} from './ticket-builder';

const set = (key: string, count: number, max: number, extra: Partial<NumberSet> = {}): NumberSet => ({
  key,
  name: key === 'numbers' ? 'Numbers' : 'Powerball',
  count,
  min: 1,
  max,
  ordered: false,
  placeholder: null,
  ...extra,
});
const gameOffer = (sets: NumberSet[], over: Partial<GameOffer> = {}): GameOffer => ({
  key: 'powerball-standard',
  name: 'Standard',
  minGames: 1,
  maxGames: 5,
  defaultGames: 2,
  defaultEntryCount: 7,
  numberSets: sets,
  prices: [1, 2, 3, 4, 5].map((games) => ({ games, price: games * 1.35 })),
  priceCurrency: 'AUD',
  ...over,
});
const POWERBALL = gameOffer([set('numbers', 7, 35), set('powerball', 1, 20)]);
const offer = (over: Partial<ProductOffer> = {}) =>
  ({ key: 'powerball', causes: [], days: [], syndicates: [], ...over }) as Pick<
    ProductOffer,
    'key' | 'causes' | 'days' | 'syndicates'
  >;
const standard = { key: 'standard' };
/** Deterministic "random": always the first of what is left. */
const first = () => 0;

const fill = (ticket: Ticket, index: number, numbers: number[], powerball?: number) => {
  let next = numbers.reduce((acc, n) => addNumber(acc, index, 'numbers', n), ticket);
  if (powerball !== undefined) next = addNumber(next, index, 'powerball', powerball);
  return next;
};

describe('the ticket builder', () => {
  it('starts with the default number of empty games', () => {
    const ticket = createTicket(offer(), standard, POWERBALL);
    expect(ticket.mode).toBe('pick');
    expect(ticket.games).toHaveLength(2);
    expect(ticket.games[0]!.sets).toEqual({ numbers: Array(7).fill(null), powerball: [null] });
  });

  it('adds, refuses repeats, out-of-range and overflow, and removes numbers', () => {
    let ticket = createTicket(offer(), standard, POWERBALL);
    ticket = addNumber(ticket, 0, 'numbers', 5);
    expect(addNumber(ticket, 0, 'numbers', 5)).toBe(ticket);
    expect(addNumber(ticket, 0, 'numbers', 36)).toBe(ticket);
    expect(addNumber(ticket, 0, 'numbers', 0)).toBe(ticket);
    ticket = fill(ticket, 0, [1, 2, 3, 4, 6, 7]);
    expect(addNumber(ticket, 0, 'numbers', 8)).toBe(ticket);
    ticket = removeNumber(ticket, 0, 'numbers', 2);
    expect(ticket.games[0]!.sets.numbers).toEqual([5, 1, 3, 4, 6, 7, null]);
    ticket = toggleNumber(ticket, 0, 'numbers', 9);
    ticket = toggleNumber(ticket, 0, 'numbers', 9);
    expect(ticket.games[0]!.sets.numbers).toEqual([5, 1, 3, 4, 6, 7, null]);
  });

  it('keeps positions in an ordered set (Lotto Strike)', () => {
    const strike = gameOffer([set('numbers', 4, 45, { ordered: true })], { defaultGames: 1 });
    let ticket = fill(createTicket(offer(), standard, strike), 0, [9, 3, 27, 1]);
    ticket = removeNumber(ticket, 0, 'numbers', 3);
    expect(ticket.games[0]!.sets.numbers).toEqual([9, null, 27, 1]);
    ticket = addNumber(ticket, 0, 'numbers', 40);
    expect(playedGames(ticket)).toEqual([{ numbers: [9, 40, 27, 1] }]);
  });

  it('is valid only with complete games, at least minGames of them', () => {
    let ticket = createTicket(offer(), standard, gameOffer(POWERBALL.numberSets, { minGames: 2 }));
    expect(ticketProblems(ticket, offer()).map((p) => p.target)).toEqual(['numGames']);
    ticket = fill(ticket, 0, [1, 2, 3, 4, 5, 6, 7], 1);
    ticket = fill(ticket, 1, [1, 2, 3]);
    expect(ticketProblems(ticket, offer()).map((p) => p.target)).toEqual(['games.1', 'numGames']);
    ticket = quickPick(ticket, 1, first);
    expect(ticketProblems(ticket, offer())).toEqual([]);
    expect(playedGames(ticket)).toHaveLength(2);
  });

  it('quick picks unique numbers around what was picked, leaving picks in place', () => {
    let ticket = fill(createTicket(offer(), standard, POWERBALL), 0, [1, 2]);
    ticket = quickPick(ticket, 0, first);
    expect(ticket.games[0]!.sets.numbers).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(ticket.games[0]!.sets.powerball).toEqual([1]);
    for (let run = 0; run < 200; run++) {
      const game = quickPickAll(createTicket(offer(), standard, POWERBALL)).games[0]!;
      const numbers = game.sets.numbers as number[];
      expect(new Set(numbers).size).toBe(7);
      expect(numbers.every((n) => n >= 1 && n <= 35)).toBe(true);
      expect(game.sets.powerball![0]).toBeGreaterThanOrEqual(1);
      expect(game.sets.powerball![0]).toBeLessThanOrEqual(20);
    }
    expect(uniqueRandom(5, 1, 5)).toHaveLength(5);
    expect(new Set(uniqueRandom(5, 1, 5)).size).toBe(5);
  });

  it('clears, replaces, adds and removes games within the limits', () => {
    let ticket = quickPickAll(createTicket(offer(), standard, POWERBALL), first);
    ticket = clearGame(ticket, 0);
    expect(ticket.games[0]!.sets.numbers).toEqual(Array(7).fill(null));
    ticket = replaceGame(ticket, 0, ticket.games[1]!);
    expect(ticket.games[0]).toEqual(ticket.games[1]);
    ticket = addGame(addGame(addGame(addGame(ticket))));
    expect(ticket.games).toHaveLength(5);
    ticket = removeGame(removeGame(removeGame(removeGame(removeGame(ticket, 0), 0), 0), 0), 0);
    expect(ticket.games).toHaveLength(1);
  });

  it('pins favourite numbers, moves numbers between sets and unpins, keeping the count', () => {
    let ticket = fill(createTicket(offer(), standard, POWERBALL), 0, [30, 31, 32]);
    ticket = toggleFavourites(ticket, 0, [7, 11, 40]);
    expect(ticket.games[0]!.favourites).toEqual([7, 11]);
    expect(ticket.games[0]!.sets.numbers).toEqual([30, 31, 32, null, null]);
    ticket = moveNumber(ticket, 0, 30, 'favourites');
    expect(ticket.games[0]!.favourites).toEqual([7, 11, 30]);
    expect(ticket.games[0]!.sets.numbers).toEqual([31, 32, null, null]);
    ticket = moveNumber(ticket, 0, 7, 'numbers');
    expect(ticket.games[0]!.sets.numbers).toEqual([31, 32, null, null, 7]);
    ticket = quickPick(ticket, 0, first);
    ticket = addNumber(ticket, 0, 'powerball', 4);
    expect(playedGames(ticket)[0]!.numbers).toHaveLength(7);
    // Sent as the customer's favourites, so the cart and the order say so.
    expect(cartItem(ticket, 1581).favourite).toBe(true);
    ticket = toggleFavourites(ticket, 0, []);
    expect(cartItem(ticket, 1581).favourite).toBeUndefined();
    expect(ticket.games[0]!.favourites).toBeUndefined();
    expect(ticket.games[0]!.sets.numbers).toHaveLength(7);
  });

  it('trims favourites to the set and pads or trims entry sets keeping them', () => {
    const ticket = toggleFavourites(
      createTicket(offer(), standard, POWERBALL),
      0,
      [1, 2, 3, 4, 5, 6, 7, 8, 9],
    );
    expect(ticket.games[0]!.favourites).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(ticket.games[0]!.sets.numbers).toEqual([]);
    expect(fitSlots([1, null, 2], 2)).toEqual([1, 2]);
    expect(fitSlots([1], 3)).toEqual([1, null, null]);
  });

  it('prices base x draws x weeks, or x shares for a syndicate', () => {
    let ticket = quickPickAll(createTicket(offer(), standard, POWERBALL), first);
    expect(ticketPrice(ticket)).toBe(270);
    ticket = setDraws(ticket, 1, 3);
    expect(ticketPrice(ticket)).toBe(810);
    const monWed = offer({ days: ['monday', 'wednesday'] });
    let days = quickPickAll(createTicket(monWed, standard, POWERBALL), first);
    expect(days.numDraws).toBe(2);
    days = setWeeks(days, 3);
    expect(ticketPrice(days)).toBe(270 * 2 * 3);
    days = toggleDay(days, 'monday');
    expect(ticketPrice(days)).toBe(270 * 3);
    days = toggleDay(days, 'wednesday');
    expect(ticketProblems(days, monWed).map((p) => p.target)).toContain('days');

    const syndicates = offer({
      syndicates: [
        {
          key: 'big',
          name: 'Big',
          gameOffer: 'x',
          numGames: 50,
          sharesTotal: 50,
          sharesRemaining: 10,
          sharePrice: { amount: 1.5, currency: 'AUD' },
          drawNo: 1,
        },
      ],
    });
    let share = createTicket(syndicates, { key: 'syndicate' }, POWERBALL);
    expect(share.mode).toBe('count');
    share = setSyndicate(share, 'big', 4);
    expect(ticketPrice(share, 150)).toBe(600);
  });

  it('counts games for quick-pick-only entries and raffles, within min and max', () => {
    const raffle = gameOffer([], {
      key: 'raffle-tickets',
      minGames: 1,
      maxGames: 10,
      prices: [
        { games: 1, price: 5 },
        { games: 3, price: 12 },
      ],
    });
    let ticket = createTicket(offer({ causes: ['a', 'b'] }), standard, raffle);
    expect(ticket.mode).toBe('count');
    ticket = setNumGames(ticket, 3);
    expect(ticketPrice(ticket)).toBe(1200);
    expect(ticketPrice(setNumGames(ticket, 2))).toBeUndefined();
    expect(setNumGames(ticket, 99).numGames).toBe(10);
    expect(ticketProblems(ticket, offer({ causes: ['a', 'b'] })).map((p) => p.target)).toEqual(['causeKey']);
    expect(createTicket(offer({ causes: ['only'] }), standard, raffle).causeKey).toBe('only');
    expect(createTicket(offer({ causes: ['a', 'b'] }), standard, raffle, { causeKey: 'b' }).causeKey).toBe(
      'b',
    );
    expect(
      createTicket(offer({ causes: ['a', 'b'] }), standard, raffle, { causeKey: 'z' }).causeKey,
    ).toBeUndefined();
  });

  it('sends numDraws as a number, autoplay as one draw with recurring enabled, and sorted games', () => {
    let ticket = fill(createTicket(offer(), standard, POWERBALL), 0, [9, 3, 27, 1, 14, 33, 20], 5);
    ticket = setDraws(ticket, 0, 4);
    const item = cartItem(ticket, 1581);
    expect(item).toMatchObject({ numDraws: 4, numGames: 1, quickpick: false, drawNo: 1581 });
    expect(item.games).toEqual([{ numbers: [1, 3, 9, 14, 20, 27, 33], powerball: [5] }]);
    const autoplay = cartItem(ticket, 1581, { autoplay: true });
    expect(autoplay.numDraws).toBe(1);
    expect(autoplay.recurringPurchase).toEqual({ type: 'autoplay', enabled: true });
    expect(autoplay.minimumJackpotAmount).toBeUndefined();
    // The jackpot it waits for goes with an autoplay only; 0 is every draw.
    expect(cartItem(ticket, 1581, { autoplay: true, minimumJackpot: 20_000_000 }).minimumJackpotAmount).toBe(
      20_000_000,
    );
    expect(cartItem(ticket, 1581, { minimumJackpot: 20_000_000 }).minimumJackpotAmount).toBeUndefined();
    expect(
      cartItem(ticket, 1581, { autoplay: true, minimumJackpot: 0 }).minimumJackpotAmount,
    ).toBeUndefined();
  });

  it('loads a cart item back into the builder as it was built, so editing it changes nothing unasked', () => {
    let ticket = fill(createTicket(offer(), standard, POWERBALL), 0, [9, 3, 27, 1, 14, 33, 20], 5);
    ticket = setDraws(ticket, 1, 3);
    const item = cartItem(ticket, 1582);
    const loaded = ticketFromItem(
      offer(),
      { key: 'standard', gameOffers: [POWERBALL] },
      item,
      [1581, 1582, 1583],
    );
    expect(loaded.drawOffset).toBe(1);
    expect(loaded.games).toHaveLength(1);
    expect(cartItem(loaded, 1582)).toEqual(item);
  });

  it('starts an edited item at the next draw when its own draw is no longer on sale', () => {
    const item = cartItem(quickPickAll(createTicket(offer(), standard, POWERBALL), first), 1500);
    const loaded = ticketFromItem(offer(), { key: 'standard', gameOffers: [POWERBALL] }, item, [1581]);
    expect(loaded.drawOffset).toBe(0);
    expect(playedGames(loaded)).toEqual(item.games);
  });
});

describe('a ticket whose draw closed before it was added', () => {
  type Sale = 'open' | 'past_draw' | 'pre_order';
  const catalogue = (draws: [number, Sale][], availability: 'always' | 'optional' = 'optional') =>
    ({
      draws: draws.map(([drawNo, purchaseStatus]) => ({ drawNo, purchaseStatus })),
      recurringPurchase: { availability },
    }) as Pick<ProductOffer, 'draws' | 'recurringPurchase'>;
  const before = catalogue([
    [1581, 'open'],
    [1582, 'open'],
  ]);

  it('goes to the new next draw when it was for the next draw', () => {
    const after = catalogue([
      [1581, 'past_draw'],
      [1582, 'open'],
      [1583, 'open'],
    ]);
    expect(reopenedDraw(1581, before, after)).toBe(1582);
  });

  it('is not moved for the customer from a later draw they chose', () => {
    expect(reopenedDraw(1582, before, catalogue([[1583, 'open']]))).toBeUndefined();
  });

  it('is not sent again while the catalogue still sells the refused draw', () => {
    expect(reopenedDraw(1581, before, before)).toBeUndefined();
  });

  it('skips a pre-order for a ticket always bought again', () => {
    const always = catalogue([[1581, 'open']], 'always');
    const after = catalogue(
      [
        [1582, 'pre_order'],
        [1583, 'open'],
      ],
      'always',
    );
    expect(reopenedDraw(1581, always, after)).toBe(1583);
  });
});
