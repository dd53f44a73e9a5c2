/**
 * The sites this retailer runs (spec 1 §1, §3): the Australian site, the default, in en-AU with
 * AUD, and the British site in en-GB with GBP wording. A site is one locale from its first start:
 * the API reads it from `SITE_LOCALE` and the PWA is built for it (its prerendered pages are in the
 * site's words). What the locale decides lives here, once, for both.
 */
/** Australian states and territories, and "other" for customers elsewhere (spec 1 §1). */
export const STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA', 'OTHER'] as const;
export type StateCode = (typeof STATES)[number];

export const SITE_LOCALES = ['en-AU', 'en-GB'] as const;
export type SiteLocale = (typeof SITE_LOCALES)[number];
export const DEFAULT_SITE_LOCALE: SiteLocale = 'en-AU';

export const isSiteLocale = (value: unknown): value is SiteLocale =>
  (SITE_LOCALES as readonly unknown[]).includes(value);

type Requirement = 'required' | 'optional' | 'hidden';

export interface LocaleSettings {
  currency: 'AUD' | 'GBP';
  /** customerAddressConfig (spec 1 §3): a British address is a postcode's, with no state. */
  address: {
    lookupProvider: 'GOOGLE' | 'IDEAL_POSTCODES';
    fields: Record<'address' | 'addressLine2' | 'country' | 'postcode' | 'state' | 'suburb', Requirement>;
    format: string;
  };
  /** The regions a customer says they live in (spec 1 §1): Australia's states, else none asked. */
  regions: readonly StateCode[];
  /** What the suburb field is called where the customer lives. */
  suburbLabel: string;
  postcodePattern: RegExp;
  /** A landline or mobile of the site's country, with or without its country code and spaces. */
  phonePattern: RegExp;
  /** Spec 3 §5's help text for a weekly limit, in the site's wording. */
  weeklyLimitHelp: string;
  /**
   * A long date as the site writes it, filled from the date's parts: the same words in every
   * engine, where a formatted string is not (for en-AU WebKit's ICU puts a comma after the
   * weekday and V8's none, and a prerendered page must read as its hydration does).
   */
  longDate: string;
}

const EN_AU: LocaleSettings = {
  currency: 'AUD',
  address: {
    lookupProvider: 'GOOGLE',
    fields: {
      address: 'required',
      addressLine2: 'optional',
      country: 'required',
      postcode: 'required',
      state: 'required',
      suburb: 'required',
    },
    format: '{address}, {address_line_2}, {suburb} {state} {postcode}, {country}',
  },
  regions: STATES,
  suburbLabel: 'Suburb',
  postcodePattern: /^\d{4}$/,
  phonePattern: /^(\+?61|0)[2-478](?:[ -]?\d){8}$/,
  weeklyLimitHelp: 'A weekly limit applies to any 7-day period.',
  longDate: '{weekday} {day} {month} {year}',
};

const EN_GB: LocaleSettings = {
  currency: 'GBP',
  address: {
    lookupProvider: 'IDEAL_POSTCODES',
    fields: {
      address: 'required',
      addressLine2: 'optional',
      country: 'required',
      postcode: 'required',
      state: 'hidden',
      suburb: 'required',
    },
    format: '{address}, {address_line_2}, {suburb}, {postcode}, {country}',
  },
  regions: [],
  suburbLabel: 'Town or city',
  postcodePattern: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i,
  phonePattern: /^(\+?44 ?|0)\d(?:[ -]?\d){9}$/,
  weeklyLimitHelp: 'A weekly deposit limit in GBP applies to any 7-day period.',
  longDate: '{weekday}, {day} {month} {year}',
};

export const LOCALE_SETTINGS: Record<SiteLocale, LocaleSettings> = { 'en-AU': EN_AU, 'en-GB': EN_GB };

// The PWA's build defines it (vite.config.ts); elsewhere it is not there.
declare const __SITE_LOCALE__: string | undefined;

const envLocale = () =>
  (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env?.SITE_LOCALE;

/**
 * The site this code runs for: the one the PWA was built for, or the API's `SITE_LOCALE` (which
 * config.ts checks). Written out in full in both, so that the PWA's bundler folds the built
 * constant and leaves the other site's settings out of the app.
 */
export const RUNNING_SITE_LOCALE: SiteLocale =
  (typeof __SITE_LOCALE__ === 'string' ? __SITE_LOCALE__ : envLocale()) === 'en-GB' ? 'en-GB' : 'en-AU';
export const RUNNING_SITE: LocaleSettings =
  (typeof __SITE_LOCALE__ === 'string' ? __SITE_LOCALE__ : envLocale()) === 'en-GB' ? EN_GB : EN_AU;
