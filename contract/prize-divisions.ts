/**
 * Prize divisions (issue "Results, my tickets and the draw engine"): which division a game wins in
 * a draw, by each game's own rules, and what an entry plays. Shared by the draw engine, which
 * scores every ticket, and "Check my numbers", which scores numbers against saved results on the
 * device, offline too.
 *
 * A game's numbers are matched against the draw's winning numbers ("numbers"); the second set a
 * game is scored on (its "extra") is the drawn Powerball matched against the Powerball picked, or
 * the drawn supplementary or bonus numbers matched against the numbers picked. Lotto Strike counts
 * the leading numbers picked in the order drawn.
 */
import type { Game } from './schemas/shop';
import { MAIN_SET } from './ticket-rules';

/** A division: the count of winning numbers it needs (any of them) and at least `extra` extras. */
export interface DivisionRule {
  division: number;
  numbers: readonly number[];
  extra?: number;
}

export interface LotteryRules {
  /** The drawn set scored as the extra, and the picked set matched against it. */
  extra?: { drawn: string; picked: string };
  /** Strike: winning numbers count only as a run from the first, each in its drawn place. */
  inOrder?: boolean;
  /** Most valuable first: a game wins the first division whose rule it meets. */
  divisions: readonly DivisionRule[];
}

const rules = (rows: [division: number, numbers: number | number[], extra?: number][]): DivisionRule[] =>
  rows.map(([division, numbers, extra]) => ({
    division,
    numbers: typeof numbers === 'number' ? [numbers] : numbers,
    ...(extra === undefined ? {} : { extra }),
  }));

const SUPPLEMENTARIES = { drawn: 'supplementary', picked: MAIN_SET };

/** Saturday Lotto and Mon & Wed Lotto: six numbers and two supplementaries, divisions 1 to 6. */
const SIX_FROM_45 = rules([
  [1, 6],
  [2, 5, 1],
  [3, 5],
  [4, 4],
  [5, 3, 1],
  [6, [1, 2], 2],
]);

export const LOTTERY_RULES: Record<string, LotteryRules> = {
  powerball: {
    extra: { drawn: 'powerball', picked: 'powerball' },
    divisions: rules([
      [1, 7, 1],
      [2, 7],
      [3, 6, 1],
      [4, 6],
      [5, 5, 1],
      [6, 4, 1],
      [7, 5],
      [8, 3, 1],
      [9, 2, 1],
    ]),
  },
  'oz-lotto': {
    extra: SUPPLEMENTARIES,
    divisions: rules([
      [1, 7],
      [2, 6, 1],
      [3, 6],
      [4, 5, 1],
      [5, 5],
      [6, 4],
      [7, 3, 1],
    ]),
  },
  'saturday-lotto': { extra: SUPPLEMENTARIES, divisions: SIX_FROM_45 },
  'mon-wed-lotto': { extra: SUPPLEMENTARIES, divisions: SIX_FROM_45 },
  'set-for-life': {
    extra: { drawn: 'bonus', picked: MAIN_SET },
    divisions: rules([
      [1, 7],
      [2, 6, 1],
      [3, 6],
      [4, 5],
      [5, 4],
      [6, 3, 1],
      [7, 3],
      [8, [1, 2], 1],
    ]),
  },
  'lotto-strike': {
    inOrder: true,
    divisions: rules([
      [1, 4],
      [2, 3],
      [3, 2],
      [4, 1],
    ]),
  },
};

export interface GameScore {
  /** Winning numbers matched (Strike: the run from the first, in order). */
  numbers: number;
  extra: number;
  /** The division won, or null. */
  division: number | null;
}

/** How one standard game scores against a draw's winning numbers, by its lottery's rules. */
export function scoreGame(rules: LotteryRules, game: Game, winning: Record<string, number[]>): GameScore {
  const picked = game[MAIN_SET] ?? [];
  const drawn = winning[MAIN_SET] ?? [];
  let numbers = 0;
  if (rules.inOrder) {
    while (numbers < picked.length && picked[numbers] === drawn[numbers]) numbers += 1;
  } else {
    numbers = picked.filter((number) => drawn.includes(number)).length;
  }
  const extraDrawn = rules.extra ? (winning[rules.extra.drawn] ?? []) : [];
  const extraPicked = rules.extra ? (game[rules.extra.picked] ?? []) : [];
  const extra = extraPicked.filter((number) => extraDrawn.includes(number)).length;
  const won = rules.divisions.find((rule) => rule.numbers.includes(numbers) && extra >= (rule.extra ?? 0));
  return { numbers, extra, division: won?.division ?? null };
}

/** Every way to choose `size` of `items`, in their order. */
function choose<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]];
  return items.flatMap((item, index) =>
    choose(items.slice(index + 1), size - 1).map((rest) => [item, ...rest]),
  );
}

function orders<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, index) =>
    orders([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]),
  );
}

export interface EntryShape {
  /** The game type's key (spec 2 §2): how the entry plays its numbers. */
  gameType: string;
  /** How many winning numbers a game has (7 for Powerball), and their range. */
  mainCount: number;
  mainMax: number;
  /** The Powerball's range, for PowerHit. */
  powerballMax?: number;
}

/**
 * The standard games an entry plays: a system every combination of its numbers, PowerHit its
 * numbers with every Powerball, Powerpik its six numbers with every other seventh, a boxed Strike
 * game its four numbers in every order; any other entry is one game.
 */
export function gamesPlayed(shape: EntryShape, game: Game): Game[] {
  const picked = game[MAIN_SET] ?? [];
  switch (shape.gameType) {
    case 'reduced_system':
      return choose(picked, shape.mainCount).map((numbers) => ({ ...game, [MAIN_SET]: numbers }));
    case 'powerhit':
      return Array.from({ length: shape.powerballMax ?? 0 }, (_, index) => ({
        ...game,
        powerball: [index + 1],
      }));
    case 'powerpik':
      return Array.from({ length: shape.mainMax }, (_, index) => index + 1)
        .filter((number) => !picked.includes(number))
        .map((number) => ({ ...game, [MAIN_SET]: [...picked, number] }));
    case 'strike_boxed':
      return orders(picked).map((numbers) => ({ ...game, [MAIN_SET]: numbers }));
    default:
      return [game];
  }
}
