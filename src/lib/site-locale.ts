/**
 * The site's one locale (spec 1 §1, §3 `siteLocale`), fixed when the app is built (`SITE_LOCALE`,
 * vite.config.ts): every amount, count and date the app shows is formatted in it, here and through
 * ./money and ./draw-labels, and what else the locale decides (the currency, the wording that
 * differs) is read from contract/site-locale.ts. The Australian site is the default.
 */
import { RUNNING_SITE, RUNNING_SITE_LOCALE } from '@contract/site-locale';

export const SITE_LOCALE = RUNNING_SITE_LOCALE;
export const SITE = RUNNING_SITE;
/** Amounts the app works out itself (a spend chart's total) are in the site's currency. */
export const SITE_CURRENCY = SITE.currency;

// Built on first use: an Intl formatter is slow to make and quick to use.
let countFormat: Intl.NumberFormat | undefined;

/** A count as the site writes it: "12,345". */
export const formatCount = (count: number): string =>
  (countFormat ??= new Intl.NumberFormat(SITE_LOCALE)).format(count);
