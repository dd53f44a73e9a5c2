/** The cookie a consent choice is saved in (spec 1 §3), on its own so the boot script can read it. */
export const CONSENT_COOKIE = 'cookie_consent';

/** Whether a `document.cookie` string holds a saved consent choice. */
export const hasConsentCookie = (cookies: string) =>
  cookies
    .split(/;\s*/)
    .some((cookie) => cookie.startsWith(`${CONSENT_COOKIE}=`) && cookie.length > CONSENT_COOKIE.length + 1);
