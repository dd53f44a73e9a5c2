/**
 * THE ticket builder: one pure module behind every ticket type (spec 2 §3-§5). A ticket holds its
 * games as slots per number set (null is an empty slot), or, for entries whose numbers are always
 * drawn for the customer (random, Super Combos, raffles, syndicates), just a count. Every change
 * returns a new ticket; React state and tests drive it the same way.
 *
 * Favourites: a game may pin some of the customer's favourite numbers in `favourites`; its main
 * set then has as many fewer slots, so the game still plays exactly the set's count. Moving a
 * number between the two keeps that total; padding or trimming keeps the favourites.
 */
import type {
  CartItemInput,
  Game,
  GameOffer,
  GameType,
  NumberSet,
  ProductOffer,
  Weekday,
} from '@contract/schemas/shop';
import {
  basePriceCents,
  isOnSale,
  MAIN_SET,
  pickedSets,
  ticketPriceCents,
  TICKET_MESSAGES,
} from '@contract/ticket-rules';
import { uniqueRandom, type RandomInt, cryptoRandomInt } from '@contract/quick-pick';

export type Slot = number | null;
/** A game's slots by set key, plus the pinned favourites (of the main set). */
export interface BuilderGame {
  sets: Record<string, Slot[]>;
  favourites?: number[];
}

/** Ticket types whose numbers are drawn for the customer when bought: the customer picks a count. */
const COUNT_ONLY_TYPES = new Set(['random', 'mega_combo', 'syndicate']);

export interface Ticket {
  offerKey: string;
  gameType: string;
  gameOffer: GameOffer;
  /** `pick`: the customer fills games; `count`: numbers are drawn at purchase. */
  mode: 'pick' | 'count';
  games: BuilderGame[];
  /** Games in `count` mode. */
  numGames: number;
  drawOffset: number;
  numDraws: number;
  /** Days chosen, where the offer lets the customer choose (Mon & Wed Lotto). */
  days: Weekday[];
  numWeeks: number;
  causeKey: string | undefined;
  syndicate: { key: string; numShares: number } | undefined;
}

export interface TicketProblem {
  target: string;
  message: string;
}

export const isCountOnly = (gameType: string, gameOffer: GameOffer) =>
  COUNT_ONLY_TYPES.has(gameType) || pickedSets(gameOffer).length === 0;

const setOf = (offer: GameOffer, key: string): NumberSet | undefined =>
  offer.numberSets.find((set) => set.key === key);

export function emptyGame(offer: GameOffer): BuilderGame {
  return {
    sets: Object.fromEntries(pickedSets(offer).map((set) => [set.key, Array<Slot>(set.count).fill(null)])),
  };
}

export function createTicket(
  offer: Pick<ProductOffer, 'key' | 'causes' | 'days' | 'syndicates'>,
  gameType: Pick<GameType, 'key'>,
  gameOffer: GameOffer,
  options: { causeKey?: string; drawOffset?: number } = {},
): Ticket {
  const mode = isCountOnly(gameType.key, gameOffer) ? 'count' : 'pick';
  const syndicate =
    gameType.key === 'syndicate' ? offer.syndicates.find((entry) => entry.sharesRemaining > 0) : undefined;
  return {
    offerKey: offer.key,
    gameType: gameType.key,
    gameOffer,
    mode,
    games: mode === 'pick' ? Array.from({ length: gameOffer.defaultGames }, () => emptyGame(gameOffer)) : [],
    numGames: gameOffer.defaultGames,
    drawOffset: options.drawOffset ?? 0,
    numDraws: offer.days.length > 0 ? offer.days.length : 1,
    days: [...offer.days],
    numWeeks: 1,
    causeKey:
      options.causeKey && offer.causes.includes(options.causeKey)
        ? options.causeKey
        : offer.causes.length === 1
          ? offer.causes[0]
          : undefined,
    syndicate: syndicate && { key: syndicate.key, numShares: 1 },
  };
}

function updateGame(ticket: Ticket, index: number, change: (game: BuilderGame) => BuilderGame): Ticket {
  const game = ticket.games[index];
  if (!game) return ticket;
  const changed = change(game);
  // An unchanged game keeps the same ticket, so React skips a render that would change nothing.
  if (changed === game) return ticket;
  const games = ticket.games.slice();
  games[index] = changed;
  return { ...ticket, games };
}

const numbersIn = (game: BuilderGame, key: string): number[] => [
  ...(game.sets[key] ?? []).filter((slot): slot is number => slot !== null),
  ...(key === MAIN_SET ? (game.favourites ?? []) : []),
];

export function hasNumber(game: BuilderGame, key: string, number: number): boolean {
  return numbersIn(game, key).includes(number);
}

/** Puts a number in the set's first empty slot; a full set or a repeat changes nothing. */
export function addNumber(ticket: Ticket, index: number, key: string, number: number): Ticket {
  const set = setOf(ticket.gameOffer, key);
  if (!set || number < set.min || number > set.max) return ticket;
  return updateGame(ticket, index, (game) => {
    const slots = game.sets[key] ?? [];
    const empty = slots.indexOf(null);
    if (empty === -1 || hasNumber(game, key, number)) return game;
    const next = slots.slice();
    next[empty] = number;
    return { ...game, sets: { ...game.sets, [key]: next } };
  });
}

/**
 * Takes a number out. In an ordered set (Lotto Strike) its slot empties where it is, since the
 * position is part of the pick; otherwise the rest close up and the empty slot goes last.
 */
export function removeNumber(ticket: Ticket, index: number, key: string, number: number): Ticket {
  const ordered = setOf(ticket.gameOffer, key)?.ordered ?? false;
  return updateGame(ticket, index, (game) => {
    const slots = game.sets[key] ?? [];
    if (!slots.includes(number)) return game;
    const next = ordered
      ? slots.map((slot) => (slot === number ? null : slot))
      : [...slots.filter((slot) => slot !== number), null];
    return { ...game, sets: { ...game.sets, [key]: next } };
  });
}

export function toggleNumber(ticket: Ticket, index: number, key: string, number: number): Ticket {
  const game = ticket.games[index];
  if (game && (game.sets[key] ?? []).includes(number)) return removeNumber(ticket, index, key, number);
  return addNumber(ticket, index, key, number);
}

/** Pads with empty slots or trims (empty slots first, then the last picks) to `count`. */
export function fitSlots(slots: Slot[], count: number): Slot[] {
  if (slots.length <= count) return [...slots, ...Array<Slot>(count - slots.length).fill(null)];
  const picked = slots.filter((slot) => slot !== null);
  return picked.length >= count
    ? picked.slice(0, count)
    : [...picked, ...Array<Slot>(count - picked.length).fill(null)];
}

/** An entry set (spec 2 §3): the main set padded or trimmed so that with its favourites it plays `entryCount`. */
export function fitEntrySet(game: BuilderGame, entryCount: number): BuilderGame {
  const favourites = (game.favourites ?? []).slice(0, entryCount);
  const numbers = (game.sets[MAIN_SET] ?? []).filter((slot) => slot === null || !favourites.includes(slot));
  return {
    ...game,
    ...(game.favourites ? { favourites } : {}),
    sets: { ...game.sets, [MAIN_SET]: fitSlots(numbers, entryCount - favourites.length) },
  };
}

/** Moves a number between the main set and the favourites; the game plays the same count. */
export function moveNumber(
  ticket: Ticket,
  index: number,
  number: number,
  to: 'favourites' | 'numbers',
): Ticket {
  return updateGame(ticket, index, (game) => {
    const slots = game.sets[MAIN_SET] ?? [];
    const favourites = game.favourites ?? [];
    if (to === 'favourites') {
      if (!slots.includes(number)) return game;
      const at = slots.indexOf(number);
      return {
        favourites: [...favourites, number],
        sets: { ...game.sets, [MAIN_SET]: [...slots.slice(0, at), ...slots.slice(at + 1)] },
      };
    }
    if (!favourites.includes(number)) return game;
    return {
      favourites: favourites.filter((favourite) => favourite !== number),
      sets: { ...game.sets, [MAIN_SET]: [...slots, number] },
    };
  });
}

/**
 * Pins the customer's favourite numbers in a game, or unpins them (they become ordinary picks).
 * Favourites outside the set's range are skipped; too many are trimmed to the set's count.
 */
export function toggleFavourites(ticket: Ticket, index: number, favouriteNumbers: number[]): Ticket {
  const main = setOf(ticket.gameOffer, MAIN_SET);
  if (!main) return ticket;
  return updateGame(ticket, index, (game) => {
    if (game.favourites) {
      const { favourites, ...rest } = game;
      const numbers = [...favourites, ...(rest.sets[MAIN_SET] ?? [])];
      return { ...rest, sets: { ...rest.sets, [MAIN_SET]: fitSlots(numbers, main.count) } };
    }
    const inRange = [...new Set(favouriteNumbers)].filter((n) => n >= main.min && n <= main.max);
    if (inRange.length === 0) return game;
    return fitEntrySet({ ...game, favourites: inRange }, main.count);
  });
}

/** Empties a game's picks; pinned favourites stay. */
export function clearGame(ticket: Ticket, index: number): Ticket {
  return updateGame(ticket, index, (game) =>
    fitEntrySet(
      { ...emptyGame(ticket.gameOffer), ...(game.favourites ? { favourites: game.favourites } : {}) },
      setOf(ticket.gameOffer, MAIN_SET)?.count ?? 0,
    ),
  );
}

export function replaceGame(ticket: Ticket, index: number, game: BuilderGame): Ticket {
  return updateGame(ticket, index, () => game);
}

export function addGame(ticket: Ticket): Ticket {
  if (ticket.games.length >= ticket.gameOffer.maxGames) return ticket;
  return { ...ticket, games: [...ticket.games, emptyGame(ticket.gameOffer)] };
}

export function removeGame(ticket: Ticket, index: number): Ticket {
  if (ticket.games.length <= 1 || !ticket.games[index]) return ticket;
  return { ...ticket, games: ticket.games.filter((_, at) => at !== index) };
}

/** Fills a game's empty slots with unique numbers from the CSPRNG, keeping what was picked. */
export function quickPick(ticket: Ticket, index: number, random: RandomInt = cryptoRandomInt): Ticket {
  return updateGame(ticket, index, (game) => {
    const sets = { ...game.sets };
    for (const set of pickedSets(ticket.gameOffer)) {
      const slots = sets[set.key] ?? [];
      const taken = numbersIn(game, set.key);
      const fresh = uniqueRandom(
        slots.filter((slot) => slot === null).length,
        set.min,
        set.max,
        taken,
        random,
      );
      sets[set.key] = slots.map((slot) => (slot === null ? (fresh.shift() ?? null) : slot));
    }
    return { ...game, sets };
  });
}

export function quickPickAll(ticket: Ticket, random: RandomInt = cryptoRandomInt): Ticket {
  return ticket.games.reduce((next, _, index) => quickPick(next, index, random), ticket);
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, Math.trunc(value)));

export const setNumGames = (ticket: Ticket, numGames: number): Ticket => ({
  ...ticket,
  numGames: clamp(numGames, ticket.gameOffer.minGames, ticket.gameOffer.maxGames),
});
export const setDraws = (ticket: Ticket, drawOffset: number, numDraws: number): Ticket => ({
  ...ticket,
  drawOffset: Math.max(0, Math.trunc(drawOffset)),
  numDraws: Math.max(1, Math.trunc(numDraws)),
});
/** Chooses or drops a day; the draws a week follow the days chosen. */
export function toggleDay(ticket: Ticket, day: Weekday): Ticket {
  const days = ticket.days.includes(day)
    ? ticket.days.filter((entry) => entry !== day)
    : [...ticket.days, day];
  return { ...ticket, days, numDraws: Math.max(1, days.length) };
}
export const setWeeks = (ticket: Ticket, numWeeks: number): Ticket => ({
  ...ticket,
  numWeeks: Math.max(1, Math.trunc(numWeeks)),
});
export const setCause = (ticket: Ticket, causeKey: string): Ticket => ({ ...ticket, causeKey });
export const setSyndicate = (ticket: Ticket, key: string, numShares = 1): Ticket => ({
  ...ticket,
  syndicate: { key, numShares: Math.max(1, Math.trunc(numShares)) },
});

export const gameComplete = (game: BuilderGame) =>
  Object.values(game.sets).every((slots) => slots.every((slot) => slot !== null)) &&
  (game.favourites === undefined || game.favourites.length > 0);
export const gameEmpty = (game: BuilderGame) =>
  Object.values(game.sets).every((slots) => slots.every((slot) => slot === null));

/** The games that will be played: complete ones, as the API takes them. Empty games are left out. */
export function playedGames(ticket: Ticket): Game[] {
  const ordered = new Set(ticket.gameOffer.numberSets.filter((set) => set.ordered).map((set) => set.key));
  return ticket.games.filter(gameComplete).map((game) =>
    Object.fromEntries(
      Object.keys(game.sets).map((key) => {
        const numbers = numbersIn(game, key);
        return [key, ordered.has(key) ? numbers : numbers.sort((a, b) => a - b)];
      }),
    ),
  );
}

export const gameCount = (ticket: Ticket): number =>
  ticket.mode === 'count' ? ticket.numGames : playedGames(ticket).length;

/** What stops the ticket going in the cart (spec 2 §5), each with the field it concerns. */
export function ticketProblems(
  ticket: Ticket,
  offer: Pick<ProductOffer, 'causes' | 'days'>,
): TicketProblem[] {
  const problems: TicketProblem[] = [];
  if (ticket.mode === 'pick') {
    ticket.games.forEach((game, index) => {
      if (!gameComplete(game) && !gameEmpty(game))
        problems.push({ target: `games.${index}`, message: `Finish game ${index + 1} or clear it` });
    });
    const complete = playedGames(ticket).length;
    if (complete < ticket.gameOffer.minGames)
      problems.push({ target: 'numGames', message: TICKET_MESSAGES.minGames(ticket.gameOffer.minGames) });
  }
  if (offer.days.length > 0 && ticket.days.length === 0)
    problems.push({ target: 'days', message: TICKET_MESSAGES.day });
  if (offer.causes.length > 0 && (!ticket.causeKey || !offer.causes.includes(ticket.causeKey)))
    problems.push({ target: 'causeKey', message: TICKET_MESSAGES.cause });
  return problems;
}

/** The price as the customer builds, in cents; the server's build call confirms it. */
export function ticketPrice(ticket: Ticket, syndicateSharePriceCents?: number): number | undefined {
  const base =
    ticket.gameType === 'syndicate'
      ? syndicateSharePriceCents
      : basePriceCents(ticket.gameOffer, gameCount(ticket));
  if (base === undefined) return undefined;
  return ticketPriceCents({
    baseCents: base,
    numDraws: ticket.numDraws,
    numWeeks: ticket.days.length > 0 ? ticket.numWeeks : 1,
    numShares: ticket.syndicate?.numShares,
  });
}

/**
 * The add-to-cart body: numDraws as a number, and autoplay as one draw with recurring purchase
 * enabled (spec 2 §5).
 */
export function cartItem(
  ticket: Ticket,
  drawNo: number,
  options: {
    autoplay?: boolean;
    recurringType?: 'autoplay' | 'subscription';
    /** Whole units of the site's currency: the jackpot the autoplay waits for; 0 for every draw. */
    minimumJackpot?: number;
  } = {},
): CartItemInput {
  const count = ticket.mode === 'count';
  return {
    productOfferKey: ticket.offerKey,
    gameType: ticket.gameType,
    gameOffer: ticket.gameOffer.key,
    drawNo,
    numDraws: options.autoplay ? 1 : ticket.numDraws,
    ...(ticket.days.length > 0
      ? { days: ticket.days, numWeeks: options.autoplay ? 1 : ticket.numWeeks }
      : {}),
    quickpick: count,
    numGames: gameCount(ticket),
    games: count ? [] : playedGames(ticket),
    ...(!count && ticket.games.some((game) => (game.favourites?.length ?? 0) > 0) ? { favourite: true } : {}),
    ...(ticket.causeKey ? { causeKey: ticket.causeKey } : {}),
    ...(ticket.syndicate
      ? { syndicateKey: ticket.syndicate.key, numShares: ticket.syndicate.numShares }
      : {}),
    ...(options.autoplay
      ? { recurringPurchase: { type: options.recurringType ?? 'autoplay', enabled: true } }
      : {}),
    ...(options.autoplay && options.minimumJackpot ? { minimumJackpotAmount: options.minimumJackpot } : {}),
  };
}

/** The draws a ticket can start at; one always bought again starts at a draw open now (not a pre-order). */
export const drawsOnSale = (offer: Pick<ProductOffer, 'draws' | 'recurringPurchase'>) =>
  offer.draws.filter(
    (draw) =>
      isOnSale(draw) &&
      !(offer.recurringPurchase.availability === 'always' && draw.purchaseStatus === 'pre_order'),
  );

/**
 * The draw to send again when the server refused a ticket's draw as closed: the page's catalogue
 * was older than the server's (a prerendered page, or sales closed while the customer chose). A
 * ticket for the next draw goes to the new next draw, as its "Next draw" label promised; a ticket
 * for a later draw the customer chose is not moved for them (undefined: they choose again).
 */
export function reopenedDraw(
  drawNo: number,
  before: Pick<ProductOffer, 'draws' | 'recurringPurchase'>,
  after: Pick<ProductOffer, 'draws' | 'recurringPurchase'>,
): number | undefined {
  if (drawsOnSale(before)[0]?.drawNo !== drawNo) return undefined;
  const next = drawsOnSale(after)[0]?.drawNo;
  // A catalogue that still sells the refused draw disagrees with the server: no retry loop.
  return next === drawNo ? undefined : next;
}

/** What of a cart item the builder loads back when the customer edits it. */
export interface EditableItem {
  gameOffer: string;
  drawNo: number;
  numDraws: number;
  numWeeks?: number;
  days?: Weekday[];
  numGames: number;
  games?: Game[];
  causeKey?: string | null;
  syndicateKey?: string | null;
  numShares?: number | null;
}

/**
 * The ticket a cart item was built from, for editing it (spec 2 §4: edit goes back to the builder
 * with the item loaded). Its draw is found among those on sale; a draw no longer on sale starts
 * the ticket at the next one.
 */
export function ticketFromItem(
  offer: Pick<ProductOffer, 'key' | 'causes' | 'days' | 'syndicates'>,
  gameType: Pick<GameType, 'key' | 'gameOffers'>,
  item: EditableItem,
  drawsOnSale: number[],
): Ticket {
  const gameOffer =
    gameType.gameOffers.find((entry) => entry.key === item.gameOffer) ?? gameType.gameOffers[0];
  if (!gameOffer) throw new Error(`The ticket type ${gameType.key} has no entries`);
  const base = createTicket(offer, gameType, gameOffer, {
    causeKey: item.causeKey ?? undefined,
    drawOffset: Math.max(0, drawsOnSale.indexOf(item.drawNo)),
  });
  const games = (item.games ?? []).map((game) => ({
    sets: Object.fromEntries(
      pickedSets(gameOffer).map((set) => [set.key, fitSlots(game[set.key] ?? [], set.count)]),
    ),
  }));
  return {
    ...base,
    games: base.mode === 'pick' && games.length > 0 ? games : base.games,
    numGames: item.numGames,
    numDraws: item.numDraws,
    days: item.days && item.days.length > 0 ? [...item.days] : base.days,
    numWeeks: item.numWeeks ?? base.numWeeks,
    syndicate: item.syndicateKey
      ? { key: item.syndicateKey, numShares: item.numShares ?? 1 }
      : base.syndicate,
  };
}
