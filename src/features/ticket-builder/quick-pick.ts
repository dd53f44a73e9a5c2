/**
 * Quick pick: unique numbers from the browser's CSPRNG (crypto.getRandomValues), unbiased by
 * rejection sampling rather than a modulo that would favour low numbers.
 */

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
