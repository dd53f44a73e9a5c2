import { TIMED_PAUSE } from '@contract/recurring-rules';
import { LOCALE_SETTINGS } from '@contract/site-locale';
import { IMMUTABLE_CUSTOMER_FIELDS } from '@contract/schemas/accounts';
import type { SiteConfig } from '@contract/schemas/site';
import type { ServerConfig } from '../../config';

/**
 * GET /config: every web configuration constant of spec 1 §3, with values an Australian retailer
 * would ship. baseURL is the configured public address, else the one the request came in on.
 */
/** How long "Don't require 2FA again" lasts; the login endpoint honours the same figure. */
export const REMEMBER_2FA_DAYS = 30;
export const MIN_REGISTRATION_AGE = 18;
/** Why a customer leaves a mailing, as the unsubscribe page offers them (and the API accepts). */
export const UNSUBSCRIBE_REASONS = [
  'I receive too many emails',
  'The emails are not relevant to me',
  'I no longer play',
  'I did not sign up for these emails',
  'Other',
] as const;

type ConfiguredParts = Pick<
  ServerConfig,
  | 'disableIndexing'
  | 'analyticsWriteKey'
  | 'analyticsCdnUrl'
  | 'errorReportingDsn'
  | 'migrationSuccessUrl'
  | 'appStoreLinks'
  | 'siteLocale'
>;

export function siteConfig(origin: string, server: ConfiguredParts): SiteConfig {
  const locale = LOCALE_SETTINGS[server.siteLocale];
  return {
    siteName: 'Lucky Dip',
    siteLocale: server.siteLocale,
    baseCurrency: locale.currency,
    baseUrl: origin,
    sessionTimeout: 3600,
    minRegistrationAge: MIN_REGISTRATION_AGE,
    disableIndexing: server.disableIndexing,
    analytics: { writeKey: server.analyticsWriteKey ?? null, cdnUrl: server.analyticsCdnUrl },
    errorReporting: { dsn: server.errorReportingDsn ?? null },
    migrationSuccessUrl: server.migrationSuccessUrl ?? null,
    heartbeatEnabled: true,
    heartbeatActiveTimeout: 300,
    customerRefreshInterval: 300,
    supportNumber: '1300 583 825',
    // Sydney time, AEST or AEDT as the season has it: one abbreviation would be wrong half the year.
    supportOpeningHours: 'Monday to Friday 8:30am – 5:30pm Sydney time',
    supportEmail: 'support@luckydip.test',
    // No chat provider is connected in the reference API, so the widget offers phone and email.
    supportChat: { available: false, url: null },
    socialNetworks: {
      facebook: 'https://www.facebook.com/luckydip.au',
      instagram: 'https://www.instagram.com/luckydip.au',
      x: 'https://x.com/luckydip_au',
      youtube: 'https://www.youtube.com/@luckydip-au',
    },
    appStoreLinks: server.appStoreLinks,
    customerAddressConfig: locale.address,
    immutableCustomerFields: [...IMMUTABLE_CUSTOMER_FIELDS],
    twoFactorAuthenticationConfig: {
      methods: ['authenticator', 'email'],
      codeLength: 6,
      emailResendSeconds: 60,
      rememberForDays: REMEMBER_2FA_DAYS,
    },
    supportPageUrls: {
      helpCentre: '/about/faq',
      contact: '/about/contact-us',
      responsibleGaming: '/about/responsible-gaming',
    },
    unsubscribeReasons: [...UNSUBSCRIBE_REASONS],
    causeLotteryBinding: { defaultCauseSlug: 'surf-life-saving', sharePercent: 50 },
    addressLookupApi: { url: '/api/v2/locate', minCharacters: 3 },
    cookieConsent: {
      required: true,
      categories: ['essential', 'non_essential'],
      expiryDays: 365,
    },
    autoplayTimedPause: { optionsWeeks: [...TIMED_PAUSE.optionsWeeks], maxWeeks: TIMED_PAUSE.maxWeeks },
    subscriptionTimedPause: { optionsWeeks: [...TIMED_PAUSE.optionsWeeks], maxWeeks: TIMED_PAUSE.maxWeeks },
    supportedPaymentMethods: ['VISA', 'MASTERCARD', 'AMEX', 'APPLE_PAY', 'GOOGLE_PAY', 'PAYPAL'],
    defaultPartner: 'luckydip',
    signupOptions: {
      marketingOptInDefault: false,
      favouriteNumbers: true,
      states: [...locale.regions],
    },
  };
}
