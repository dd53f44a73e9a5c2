import { describe, expect, it } from 'vitest';
import { jackpotText } from './jackpot';

const pool = (amount: number, suffix: string | null = null, unknown = false) => ({
  prizePool: { amount, currency: 'AUD' },
  prizePoolSuffix: suffix,
  isPrizePoolUnknown: unknown,
});

describe('jackpot display', () => {
  it('shows Announced soon while the pool is unknown', () => {
    expect(jackpotText(pool(20_000_000, null, true))).toBe('Announced soon');
    expect(jackpotText({ prizePool: null, prizePoolSuffix: null, isPrizePoolUnknown: false })).toBe(
      'Announced soon',
    );
  });

  it('shows millions with one decimal, truncated, from a million', () => {
    expect(jackpotText(pool(1_000_000))).toBe('$1.0 Million');
    expect(jackpotText(pool(20_590_000))).toBe('$20.5 Million');
    expect(jackpotText(pool(150_000_000))).toBe('$150.0 Million');
  });

  it('shows thousands, truncated, with the suffix', () => {
    expect(jackpotText(pool(20_000, 'a month for 20 years'))).toBe('Win $20k a month for 20 years');
    expect(jackpotText(pool(20_999, 'a month for 20 years'))).toBe('Win $20k a month for 20 years');
  });

  it('shows the plain whole amount otherwise', () => {
    expect(jackpotText(pool(450_000))).toBe('$450,000');
    expect(jackpotText(pool(999_999.99))).toBe('$999,999');
  });
});
