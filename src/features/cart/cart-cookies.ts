/**
 * The cookies of the cart (spec 2 §4, §9): the anonymous cart's reference, kept 14 days and read
 * back only if it is a valid stored value. (The affiliate code, cleared once an item has been
 * added, is in lib/affiliate.)
 */
import { validStoredValue } from '@/api/session';
import { cookieValue, removeCookie, type CookieJar } from '@/lib/cookies';

export const CART_COOKIE = 'cart_reference';
export const CART_COOKIE_DAYS = 14;

export const cartReference = (): string | undefined => validStoredValue(cookieValue(CART_COOKIE));

export function keepCartReference(jar: CookieJar, reference: string): void {
  jar.set(CART_COOKIE, reference, CART_COOKIE_DAYS);
}

export const forgetCartReference = () => removeCookie(CART_COOKIE);

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
