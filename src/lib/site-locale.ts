/**
 * The site's one locale (spec 1 §1, §3 `siteLocale`): every amount, count and date the app shows
 * is formatted in it, here and through ./money and ./draw-labels, so that the British site (en-GB)
 * is this one value rather than edits all over the app. The Australian site is the default.
 */
export const SITE_LOCALE = 'en-AU';

// Built on first use: an Intl formatter is slow to make and quick to use.
let countFormat: Intl.NumberFormat | undefined;

/** A count as the site writes it: "12,345". */
export const formatCount = (count: number): string =>
  (countFormat ??= new Intl.NumberFormat(SITE_LOCALE)).format(count);
