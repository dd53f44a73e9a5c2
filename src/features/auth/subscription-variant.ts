/**
 * The subscription variant (spec 1 §3 `sv` cookie, a year; spec 2 §4): a campaign link's `?sv=`
 * puts a visitor in a variant; the variant is sent with every call and is the visitor's pricing id
 * (a customer's own pricing id wins). Only the storefront's variants are kept.
 */
import { isSubscriptionVariant } from '@contract/pricing';
import { validStoredValue } from '@/api/session';
import { cookieValue, type CookieJar } from '@/lib/cookies';

const SV_COOKIE = 'sv';
const SV_DAYS = 365;

export function subscriptionVariant(): string | undefined {
  const value = validStoredValue(cookieValue(SV_COOKIE));
  return isSubscriptionVariant(value) ? value : undefined;
}

/** Keeps the variant a landing URL names; true when it changed. */
export function keepSubscriptionVariant(jar: CookieJar, search: string): boolean {
  const next = new URLSearchParams(search).get(SV_COOKIE);
  if (!isSubscriptionVariant(next) || next === subscriptionVariant()) return false;
  jar.set(SV_COOKIE, next, SV_DAYS);
  return true;
}

/**
 * Whether a variant change clears and reloads what depends on pricing (spec 2 §4): always for a
 * customer (every call carries the variant, so what the server answered before may differ now),
 * for a visitor only if their pricing id changed with it.
 */
export const variantChangeReloads = (change: {
  signedIn: boolean;
  pricingBefore: string | undefined;
  pricingAfter: string | undefined;
}) => change.signedIn || change.pricingBefore !== change.pricingAfter;
