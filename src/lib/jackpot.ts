/**
 * The jackpot line of a draw (spec 1 §9, spec 2 §3): "Announced soon" while the pool is unknown;
 * from a million, millions with one decimal, truncated ("$20.5 Million"); with a suffix,
 * "Win $20k a month for 20 years" with the thousands truncated; otherwise the whole amount. Each
 * carries a footnote marker that points at the estimate's small print.
 */
import type { Money } from '@contract/schemas/fields';
import { currencySymbol, formatWhole } from './money';
import { SITE_LOCALE } from './site-locale';

export const JACKPOT_FOOTNOTE_MARKER = '*';
export const JACKPOT_FOOTNOTE =
  'Jackpots are estimates from the official operators and may change before the draw.';

export interface PrizePool {
  prizePool: Money | null;
  prizePoolSuffix: string | null;
  isPrizePoolUnknown: boolean;
}

const truncate = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return (Math.trunc(value * factor) / factor).toFixed(decimals);
};

export function jackpotText(draw: PrizePool, locale: string = SITE_LOCALE): string {
  const pool = draw.prizePool;
  if (draw.isPrizePoolUnknown || !pool) return 'Announced soon';
  const symbol = currencySymbol(pool.currency, locale);
  if (pool.amount >= 1_000_000) return `${symbol}${truncate(pool.amount / 1_000_000, 1)} Million`;
  if (draw.prizePoolSuffix) return `Win ${symbol}${Math.trunc(pool.amount / 1000)}k ${draw.prizePoolSuffix}`;
  return formatWhole(pool, locale);
}
