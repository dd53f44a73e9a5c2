/**
 * The affiliate code (spec 1 §3, spec 2 §2): `?aff=` on a landing address names the partner who
 * sent the visitor. It is kept 14 days in a non-essential cookie, so until the visitor accepts
 * such cookies it waits in memory; it goes with sign-up, sign-in and the first item added.
 */
import { forgetCookie, readCookie, type CookieJar } from './cookies';

const AFFILIATE_COOKIE = 'aff';
export const AFFILIATE_DAYS = 14;
const AFFILIATE_PATTERN = /^[\w-]{1,40}$/;

export const affiliateCode = (): string | undefined => {
  const code = readCookie(AFFILIATE_COOKIE);
  return code && AFFILIATE_PATTERN.test(code) ? code : undefined;
};

/** Remembers `?aff=` from a landing address. */
export function keepAffiliateCode(jar: CookieJar, search: string): void {
  const code = new URLSearchParams(search).get('aff');
  if (code && AFFILIATE_PATTERN.test(code)) jar.setWhenAllowed(AFFILIATE_COOKIE, code, AFFILIATE_DAYS);
}

export const forgetAffiliateCode = () => forgetCookie(AFFILIATE_COOKIE);
