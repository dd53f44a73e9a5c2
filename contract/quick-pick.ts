/**
 * Quick pick: unique numbers from the browser's CSPRNG (crypto.getRandomValues), unbiased by
 * rejection sampling rather than a modulo that would favour low numbers. The ticket builder's
 * quick pick and the purchase's (which draws the numbers of a quick-pick ticket) are the same.
 */
import type { NumberSet } from './schemas/shop';

/** A uniform whole number in [0, bound). */
export type RandomInt = (bound: number) => number;

const LIMIT = 2 ** 32;

export const cryptoRandomInt: RandomInt = (bound) => {
  const cutoff = LIMIT - (LIMIT % bound);
  const word = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(word);
    const value = word[0] ?? 0;
    if (value < cutoff) return value % bound;
  }
};

/** `count` numbers in [min, max], none of them in `taken` and none repeated. */
export function uniqueRandom(
  count: number,
  min: number,
  max: number,
  taken: readonly number[] = [],
  random: RandomInt = cryptoRandomInt,
): number[] {
  const pool: number[] = [];
  for (let number = min; number <= max; number++) if (!taken.includes(number)) pool.push(number);
  const picked: number[] = [];
  while (picked.length < count && pool.length > 0) picked.push(...pool.splice(random(pool.length), 1));
  return picked;
}

/** A whole game picked at random: every set the customer would pick, sorted unless played in order. */
export function quickPickGame(
  numberSets: readonly NumberSet[],
  random: RandomInt = cryptoRandomInt,
): Record<string, number[]> {
  const game: Record<string, number[]> = {};
  for (const set of numberSets) {
    if (set.placeholder !== null) continue;
    const numbers = uniqueRandom(set.count, set.min, set.max, [], random);
    game[set.key] = set.ordered ? numbers : numbers.sort((a, b) => a - b);
  }
  return game;
}
