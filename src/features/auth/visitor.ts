/**
 * Who is visiting, read from the customer cookies of spec 1 §3. Stored values that are not plain
 * letters, digits, hyphens and underscores are treated as absent (a tampered cookie is no login).
 */
import { validStoredValue } from '@/api/session';
import { cookieValue } from '@/lib/cookies';
import type { Visitor } from '@/lib/router-context';
import { subscriptionVariant } from './subscription-variant';

const stored = (name: string) => validStoredValue(cookieValue(name));

export const cookieVisitor: Visitor = {
  customerId: () => (stored('customer_token') ? stored('customer_id') : undefined),
  segmentName: () => stored('customer_segment_name'),
  // A customer's own pricing id; a visitor's is the subscription variant they arrived in.
  pricingId: () => stored('pricing_id') ?? subscriptionVariant(),
};
