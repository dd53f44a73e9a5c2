/**
 * The signed-in session on this device (spec 1 §3 cookies): tokens and customer ids in essential
 * cookies that last as long as the session timeout, read back through the stored-value check.
 * This is the session port the request convention uses once someone has signed in.
 */
import type { SessionPort, Tokens } from '@/api';
import { toSnake } from '@contract/case';
import { validStoredValue } from '@/api/session';
import { cookieValue, createCookieJar, removeCookie, type CookieJar } from '@/lib/cookies';
import type { LoginResult } from './queries';
import { subscriptionVariant } from './subscription-variant';

const SESSION_COOKIE = 'session_id';

/** Every cookie of the session is essential, so consent is never consulted for them. */
export const customerJar = createCookieJar(() => false);
export const CUSTOMER_COOKIES = [
  'customer_token',
  'customer_id',
  'pricing_id',
  'customer_segment_name',
  'atv_commercial',
  'atv_charity',
  'atv_social_syndicate',
  'atv_syndicate',
  'web_access_token',
  'web_refresh_token',
] as const;

const DEFAULT_SESSION_SECONDS = 3600;
const days = (seconds: number) => seconds / 86_400;

export function writeCustomerCookies(
  jar: CookieJar,
  session: LoginResult,
  sessionSeconds = DEFAULT_SESSION_SECONDS,
) {
  const expiry = days(sessionSeconds);
  const { customer } = session;
  jar.set('customer_token', customer.customerToken, expiry);
  jar.set('customer_id', customer.customerId, expiry);
  jar.set('customer_segment_name', customer.segmentName, expiry);
  jar.set('pricing_id', customer.pricingId, expiry);
  for (const [name, value] of Object.entries(customer.atv))
    jar.set(toSnake(name), String(value.amount), expiry);
  jar.set('web_access_token', session.accessToken, expiry);
  jar.set('web_refresh_token', session.refreshToken, expiry);
}

/**
 * The customer's segment and pricing as the server answers them now (a break taken puts them in
 * the self-excluded segment): the cookies follow, so every capability check does. Answers whether
 * either changed.
 */
export function followCustomerSegment(
  customer: Pick<LoginResult['customer'], 'segmentName' | 'pricingId'>,
  sessionSeconds = DEFAULT_SESSION_SECONDS,
): boolean {
  let changed = false;
  for (const [name, value] of [
    ['customer_segment_name', customer.segmentName],
    ['pricing_id', customer.pricingId],
  ] as const) {
    if (cookieValue(name) === value) continue;
    customerJar.set(name, value, days(sessionSeconds));
    changed = true;
  }
  return changed;
}

/** Activity keeps the session: the customer cookies' expiry moves to a full timeout from now. */
export function renewCustomerCookies(jar: CookieJar, sessionSeconds = DEFAULT_SESSION_SECONDS): void {
  for (const name of CUSTOMER_COOKIES) {
    const value = cookieValue(name);
    if (value !== undefined) jar.set(name, value, days(sessionSeconds));
  }
}

const SESSION_ID_SECONDS = 30 * 60;

/** A new session id (spec 1 §4): after 30 minutes without activity the old one is over. */
export function renewSessionId(jar: CookieJar): string {
  const fresh = crypto.randomUUID();
  jar.set(SESSION_COOKIE, fresh, days(SESSION_ID_SECONDS));
  return fresh;
}

export function clearCustomerCookies(): void {
  for (const name of CUSTOMER_COOKIES) removeCookie(name);
}

/** How often a call moves the session id's expiry on: a write, and every cookie parsed again after it. */
const SESSION_ID_RENEWAL_MS = 60_000;

export function cookieSessionPort(jar: CookieJar, onSignedOut: () => void): SessionPort {
  // Calls move the id's expiry on, so it lapses only after 30 minutes without one (29 at the
  // least: a page's burst of calls renews it once, not once per call).
  let renewed: { id: string; at: number } | undefined;
  const sessionId = () => {
    const existing = validStoredValue(cookieValue(SESSION_COOKIE));
    if (!existing) return renewSessionId(jar);
    const now = Date.now();
    if (renewed?.id === existing && now - renewed.at < SESSION_ID_RENEWAL_MS) return existing;
    jar.set(SESSION_COOKIE, existing, days(SESSION_ID_SECONDS));
    renewed = { id: existing, at: now };
    return existing;
  };
  return {
    tokens: () => ({
      accessToken: validStoredValue(cookieValue('web_access_token')),
      refreshToken: validStoredValue(cookieValue('web_refresh_token')),
    }),
    setTokens(tokens: Tokens) {
      jar.set('web_access_token', tokens.accessToken, days(DEFAULT_SESSION_SECONDS));
      jar.set('web_refresh_token', tokens.refreshToken, days(DEFAULT_SESSION_SECONDS));
    },
    signOut() {
      clearCustomerCookies();
      onSignedOut();
    },
    headers: () => ({
      sessionId: sessionId(),
      customerId: validStoredValue(cookieValue('customer_id')),
      subscriptionVariant: subscriptionVariant(),
    }),
  };
}
