import { STATES } from '../../../src/lib/form-messages';

/**
 * GET /config: every web configuration constant of spec 1 §3, with values an Australian retailer
 * would ship. baseURL follows the address the request came in on, so the same build works on
 * localhost, a tunnel or a real host.
 */
/** How long "Don't require 2FA again" lasts; the login endpoint honours the same figure. */
export const REMEMBER_2FA_DAYS = 30;
export const MIN_REGISTRATION_AGE = 18;
/** Identity fields a customer cannot change online once the account exists. */
export const IMMUTABLE_CUSTOMER_FIELDS = ['firstname', 'lastname', 'date_of_birth'] as const;

export function siteConfig(origin: string) {
  return {
    site_name: 'Lucky Dip',
    site_locale: 'en-AU',
    base_currency: 'AUD',
    base_url: origin,
    session_timeout: 3600,
    min_registration_age: MIN_REGISTRATION_AGE,
    disable_indexing: false,
    heartbeat_enabled: true,
    heartbeat_active_timeout: 300,
    support_number: '1300 583 825',
    support_opening_hours: 'Monday to Friday 8:30am – 5:30pm AEST',
    support_email: 'support@luckydip.test',
    // No chat provider is connected in the reference API, so the widget offers phone and email.
    support_chat: { available: false, url: null },
    social_networks: {
      facebook: 'https://www.facebook.com/luckydip.au',
      instagram: 'https://www.instagram.com/luckydip.au',
      x: 'https://x.com/luckydip_au',
      youtube: 'https://www.youtube.com/@luckydip-au',
    },
    app_store_links: {
      apple: 'https://apps.apple.com/au/app/lucky-dip/id0000000000',
      google: 'https://play.google.com/store/apps/details?id=au.luckydip.app',
    },
    customer_address_config: {
      lookup_provider: 'GOOGLE',
      fields: {
        address: 'required',
        address_line_2: 'optional',
        country: 'required',
        postcode: 'required',
        state: 'required',
        suburb: 'required',
      },
      format: '{address}, {address_line_2}, {suburb} {state} {postcode}, {country}',
    },
    immutable_customer_fields: IMMUTABLE_CUSTOMER_FIELDS,
    two_factor_authentication_config: {
      methods: ['authenticator', 'email'],
      code_length: 6,
      email_resend_seconds: 60,
      remember_for_days: REMEMBER_2FA_DAYS,
    },
    support_page_urls: {
      help_centre: '/about/faq',
      contact: '/about/contact-us',
      responsible_gaming: '/about/responsible-gaming',
    },
    unsubscribe_reasons: [
      'I receive too many emails',
      'The emails are not relevant to me',
      'I no longer play',
      'I did not sign up for these emails',
      'Other',
    ],
    cause_lottery_binding: { default_cause_slug: 'surf-life-saving', share_percent: 50 },
    address_lookup_api: { url: '/api/v2/locate', min_characters: 3 },
    cookie_consent: {
      required: true,
      categories: ['essential', 'non_essential'],
      expiry_days: 365,
    },
    autoplay_timed_pause: { options_weeks: [1, 2, 4, 8], max_weeks: 8 },
    subscription_timed_pause: { options_weeks: [1, 2, 4, 8], max_weeks: 8 },
    supported_payment_methods: ['VISA', 'MASTERCARD', 'AMEX', 'APPLE_PAY', 'GOOGLE_PAY', 'PAYPAL'],
    default_partner: 'luckydip',
    signup_options: {
      marketing_opt_in_default: false,
      favourite_numbers: true,
      states: STATES,
    },
  };
}
