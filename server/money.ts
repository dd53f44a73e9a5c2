/**
 * The shop's money: whole cents on the server, units of the site's currency (AUD, or GBP on the
 * British site) on the wire and in its texts, written in the site's locale: one formatter for all.
 * Beside the clock rather than among the rules, as the data, the rules and the handlers all write it.
 */
import { RUNNING_SITE as SITE, RUNNING_SITE_LOCALE as SITE_LOCALE } from '@contract/site-locale';

export const CURRENCY = SITE.currency;

export const money = (cents: number) => ({ amount: cents / 100, currency: CURRENCY });

const exact = new Intl.NumberFormat(SITE_LOCALE, { style: 'currency', currency: CURRENCY });
const whole = new Intl.NumberFormat(SITE_LOCALE, {
  style: 'currency',
  currency: CURRENCY,
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** An amount as the customer reads it in a message: $1,234.50 (£1,234.50 on the British site). */
export const moneyText = (cents: number) => exact.format(cents / 100);

/** A prize's amount, its cents only where it has some: $10,000. */
export const prizeText = (cents: number) => whole.format(cents / 100);

const symbol = whole.formatToParts(0).find((part) => part.type === 'currency')?.value ?? '';

/** A headline prize as it is said: "$1 million" (£1 million on the British site). */
export const millionsText = (millions: number) => `${symbol}${millions} million`;
