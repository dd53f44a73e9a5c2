/**
 * What each division pays per winning game: division one shares the draw's pool between its
 * winners; the others pay a fixed amount, near what the real games pay on an average draw. Also
 * the public's winners of a seeded draw, for the history's prize tables.
 */
import { LOTTERY_RULES } from '@contract/prize-divisions';

const dollars = (amounts: number[]) => amounts.map((amount) => amount * 100);

/** Fixed prizes of divisions two onwards, in cents, in division order. */
export const FIXED_PRIZES_CENTS: Record<string, readonly number[]> = {
  powerball: dollars([150_000, 5_000, 500, 150, 60, 40, 20, 12]),
  'oz-lotto': dollars([40_000, 3_000, 250, 60, 40, 20]),
  'saturday-lotto': dollars([8_000, 1_500, 35, 20, 12]),
  'mon-wed-lotto': dollars([6_000, 1_200, 30, 18, 11]),
  'set-for-life': dollars([5_000, 1_000, 100, 30, 25, 12, 10]),
  'lotto-strike': dollars([5_000, 50, 6]),
};

export interface DivisionPrize {
  division: number;
  prizeCents: number;
  winners: number;
}

/**
 * The prize per winning game of each division of a lottery's draw, given how many games won each:
 * division one splits the pool (an unwon pool pays nobody: it jackpots), the rest are fixed.
 */
export function divisionPrizes(
  lotteryKey: string,
  poolCents: number | null,
  winners: ReadonlyMap<number, number>,
): DivisionPrize[] {
  const rules = LOTTERY_RULES[lotteryKey];
  if (!rules) return [];
  const fixed = FIXED_PRIZES_CENTS[lotteryKey] ?? [];
  return rules.divisions.map(({ division }) => {
    const count = winners.get(division) ?? 0;
    const prizeCents =
      division === 1
        ? count > 0
          ? Math.floor((poolCents ?? 0) / count)
          : (poolCents ?? 0)
        : (fixed[division - 2] ?? 0);
    return { division, prizeCents, winners: count };
  });
}

/**
 * A seeded draw's winners per division across the public: about ten times as many games in each
 * division as in the one above, division one won now and then. Derived from the draw number, so
 * the history reads the same on every start.
 */
export function publicWinners(lotteryKey: string, drawNo: number): Map<number, number> {
  const divisions = LOTTERY_RULES[lotteryKey]?.divisions ?? [];
  const winners = new Map<number, number>();
  for (const { division } of divisions) {
    const spread = ((drawNo * 7919 + division * 104_729) % 1000) / 1000;
    const count =
      division === 1
        ? drawNo % 4 === 0
          ? 1 + (drawNo % 3)
          : 0
        : Math.round(3 * 9.5 ** (division - 2) * (0.6 + spread));
    winners.set(division, count);
  }
  return winners;
}
