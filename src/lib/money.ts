/**
 * Amounts as the spec shows them (en-AU, AUD): 2 decimals for money, 0 for jackpots. Formatters
 * are built once per locale and currency; Intl's are slow to create and fast to use.
 */
import type { Money } from '@contract/schemas/fields';
import { SITE_LOCALE } from './site-locale';

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(currency: string, decimals: number, locale: string): Intl.NumberFormat {
  const key = `${locale}|${currency}|${decimals}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formatters.set(key, format);
  }
  return format;
}

export function formatMoney(money: Money, locale: string = SITE_LOCALE): string {
  return formatter(money.currency, 2, locale).format(money.amount);
}

/** A whole-dollar amount, as jackpots and prizes are shown. */
export function formatWhole(money: Money, locale: string = SITE_LOCALE): string {
  return formatter(money.currency, 0, locale).format(Math.trunc(money.amount));
}

/** The currency's symbol in this locale ("$" for AUD in en-AU). */
export function currencySymbol(currency: string, locale: string = SITE_LOCALE): string {
  return (
    formatter(currency, 0, locale)
      .formatToParts(0)
      .find((part) => part.type === 'currency')?.value ?? currency
  );
}
