/**
 * Who is visiting, read from the customer cookies of spec 1 §3. Stored values that are not plain
 * letters, digits, hyphens and underscores are treated as absent (a tampered cookie is no login).
 */
import Cookies from 'js-cookie';
import { validStoredValue } from '../../api/session';
import type { Visitor } from '../../lib/router-context';

export const cookieVisitor: Visitor = {
  isAuthenticated: () =>
    Boolean(validStoredValue(Cookies.get('customer_id')) && validStoredValue(Cookies.get('customer_token'))),
  segmentName: () => validStoredValue(Cookies.get('customer_segment_name')),
};
