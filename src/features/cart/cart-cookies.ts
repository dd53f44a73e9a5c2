/**
 * The cookies of the cart (spec 2 §4, §9): the anonymous cart's reference, kept 14 days and read
 * back only if it is a valid stored value; the affiliate code from `?aff=`, kept 14 days (with
 * consent: it is not essential) and cleared once an item has been added.
 */
import Cookies from 'js-cookie';
import { validStoredValue } from '../../api/session';
import type { CookieJar } from '../../lib/cookies';

export const CART_COOKIE = 'cart_reference';
export const AFFILIATE_COOKIE = 'aff';
export const CART_COOKIE_DAYS = 14;
const AFFILIATE_PATTERN = /^[\w-]{1,40}$/;

export const cartReference = (): string | undefined => validStoredValue(Cookies.get(CART_COOKIE));

export function keepCartReference(jar: CookieJar, reference: string): void {
  jar.set(CART_COOKIE, reference, CART_COOKIE_DAYS);
}

export const forgetCartReference = () => Cookies.remove(CART_COOKIE, { path: '/' });

export const affiliateCode = (): string | undefined => {
  const code = Cookies.get(AFFILIATE_COOKIE);
  return code && AFFILIATE_PATTERN.test(code) ? code : undefined;
};

/** Remembers `?aff=` from a landing URL. */
export function keepAffiliateCode(jar: CookieJar, search: string): void {
  const code = new URLSearchParams(search).get('aff');
  if (code && AFFILIATE_PATTERN.test(code)) jar.set(AFFILIATE_COOKIE, code, CART_COOKIE_DAYS);
}

export const forgetAffiliateCode = () => Cookies.remove(AFFILIATE_COOKIE, { path: '/' });

const UTM_KEYS = ['utm_campaign', 'utm_medium', 'utm_source', 'utm_term', 'utm_content'] as const;

/** The campaign values of a URL's query, carried on to the cart (spec 2 §2). */
export function utmValues(search: string): Record<string, string> {
  const params = new URLSearchParams(search);
  return Object.fromEntries(
    UTM_KEYS.flatMap((key) => {
      const value = params.get(key);
      return value ? [[key, value]] : [];
    }),
  );
}
