/**
 * Who is visiting, read from the customer cookies of spec 1 §3. Stored values that are not plain
 * letters, digits, hyphens and underscores are treated as absent (a tampered cookie is no login).
 */
import Cookies from 'js-cookie';
import { validStoredValue } from '@/api/session';
import type { Visitor } from '@/lib/router-context';
import { subscriptionVariant } from './subscription-variant';

let parsed: { from: string; values: Record<string, string> } | undefined;

/**
 * The cookies, parsed once per change: the visitor is read by every render that asks (each
 * capability check does), and js-cookie parses every cookie on each read.
 */
function cookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const from = document.cookie;
  if (parsed?.from !== from) parsed = { from, values: Cookies.get() };
  return parsed.values[name];
}

const stored = (name: string) => validStoredValue(cookie(name));

export const cookieVisitor: Visitor = {
  customerId: () => (stored('customer_token') ? stored('customer_id') : undefined),
  segmentName: () => stored('customer_segment_name'),
  // A customer's own pricing id; a visitor's is the subscription variant they arrived in.
  pricingId: () => stored('pricing_id') ?? subscriptionVariant(),
};
