import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { drawMembers, entryTotal, type DrawPool, type Sha256 } from './giveaway-draw';

const sha256: Sha256 = (text) => Promise.resolve(createHash('sha256').update(text).digest());
const webSha256: Sha256 = async (text) =>
  new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));

const pool: DrawPool = {
  listed: [
    { member: 3, entries: 5 },
    { member: 8, entries: 1 },
  ],
  wider: { first: 1_000_001, count: 4_000 },
};

describe('a giveaway drawn from a committed seed', () => {
  it('draws the same winners from the same seed, in Node and with Web Crypto', async () => {
    const seed = 'a'.repeat(64);
    const winners = await drawMembers(seed, pool, 10, sha256);
    expect(winners).toHaveLength(10);
    expect(await drawMembers(seed, pool, 10, webSha256)).toEqual(winners);
    expect(await drawMembers('b'.repeat(64), pool, 10, sha256)).not.toEqual(winners);
  });

  it('never draws a member twice, and stops when the entrants run out', async () => {
    const small: DrawPool = { listed: pool.listed, wider: { first: 1_000_001, count: 3 } };
    for (let n = 0; n < 50; n += 1) {
      const winners = await drawMembers(`seed-${n}`, small, 10, sha256);
      expect(winners).toHaveLength(5);
      expect(new Set(winners).size).toBe(5);
      expect([...winners].sort()).toEqual([3, 8, 1_000_001, 1_000_002, 1_000_003].sort());
    }
  });

  it('gives each entry its chance: five entries win about five times as often as one', async () => {
    const wins = new Map<number, number>();
    for (let n = 0; n < 3_000; n += 1) {
      const [first] = await drawMembers(
        `chance-${n}`,
        { listed: pool.listed, wider: { first: 100, count: 4 } },
        1,
        sha256,
      );
      wins.set(first!, (wins.get(first!) ?? 0) + 1);
    }
    expect(entryTotal({ listed: pool.listed, wider: { first: 100, count: 4 } })).toBe(10);
    // Member 3 holds half the entries, member 8 and each of the wider four a tenth.
    expect(wins.get(3)! / 3_000).toBeGreaterThan(0.45);
    expect(wins.get(3)! / 3_000).toBeLessThan(0.55);
    for (const member of [8, 100, 101, 102, 103]) {
      expect(wins.get(member)! / 3_000).toBeGreaterThan(0.07);
      expect(wins.get(member)! / 3_000).toBeLessThan(0.13);
    }
  });
});
