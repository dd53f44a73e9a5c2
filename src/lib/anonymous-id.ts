/**
 * The visitor's anonymous id for analytics (spec 1 §3): a non-essential cookie kept 365 days,
 * written only once the visitor's consent allows (until then it lives in memory for the page).
 */
import { readCookie, type CookieJar } from './cookies';

export const ANONYMOUS_ID_COOKIE = 'generated_anonymous_id';
const ANONYMOUS_ID_DAYS = 365;
const ANONYMOUS_ID = /^[\w-]{1,64}$/;

export function anonymousId(jar: CookieJar): string {
  const kept = readCookie(ANONYMOUS_ID_COOKIE);
  if (kept && ANONYMOUS_ID.test(kept)) return kept;
  const fresh = crypto.randomUUID();
  jar.setWhenAllowed(ANONYMOUS_ID_COOKIE, fresh, ANONYMOUS_ID_DAYS);
  return fresh;
}
