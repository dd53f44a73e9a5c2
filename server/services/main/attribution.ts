/**
 * Where a customer came from (spec 1 §3 "sessions and attribution"): the utm session fields and
 * an affiliate code. Sent with sign-up and each sign-in; the latest touch is kept on the customer.
 */
import { z } from 'zod';

const field = z.string().max(200).optional();

export const attributionSchema = z.object({
  campaign: field,
  content: field,
  medium: field,
  referrer: z.string().max(2000).optional(),
  referring_domain: field,
  source: field,
  term: field,
  affiliate_code: z.string().max(64).optional(),
});

export type Attribution = z.infer<typeof attributionSchema>;
