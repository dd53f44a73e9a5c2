/**
 * Who is visiting, read from the customer cookies of spec 1 §3. Stored values that are not plain
 * letters, digits, hyphens and underscores are treated as absent (a tampered cookie is no login).
 */
import Cookies from 'js-cookie';
import { validStoredValue } from '../../api/session';
import type { Visitor } from '../../lib/router-context';

const stored = (name: string) => validStoredValue(Cookies.get(name));

export const cookieVisitor: Visitor = {
  customerId: () => (stored('customer_token') ? stored('customer_id') : undefined),
  segmentName: () => stored('customer_segment_name'),
  pricingId: () => stored('pricing_id'),
};
