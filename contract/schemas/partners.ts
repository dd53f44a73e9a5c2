/**
 * Partner purchase (spec 2 §3, §7): the partner, its cart (one item, replaced by each add), and the
 * purchase that may deposit what the wallet lacks in the same step. Its rules: ../partners.ts.
 */
import { z } from 'zod';
import * as partnerEndpoints from '../endpoints/partners';
import { routesOf } from './routes';
import { cartSchema } from './shop';
import { depositInputSchema, depositSchema } from './wallet';

export const partnerSchema = z.object({
  slug: z.string(),
  key: z.string(),
  name: z.string(),
  kind: z.enum(['charity', 'retailer']),
  description: z.string(),
  website: z.string().nullable(),
  /** What the partner sells: an offer of the catalogue and its ticket type. */
  productOfferKey: z.string(),
  gameOffer: z.string(),
  causeKey: z.string().nullable(),
  channels: z.array(z.object({ channelKey: z.string() })),
  /** Its logo, a content-service file, and what it is in words. */
  logo: z.object({ url: z.string(), alt: z.string() }).nullable(),
});
export type Partner = z.infer<typeof partnerSchema>;

/** A partner cart's item as the partner's page sends it. */
export const partnerCartItemInputSchema = z.object({
  lottery: z.string().min(1).max(80),
  /** The ticket type (a raffle's or a lottery's game offer). */
  raffleOffer: z.string().min(1).max(80),
  drawNumber: z.number().int().positive(),
  numGames: z.number().int().min(1).max(200),
  recurringPurchase: z.object({ enabled: z.boolean() }).default({ enabled: false }),
});
export type PartnerCartItemInput = z.input<typeof partnerCartItemInputSchema>;

export const partnerCartSchema = cartSchema.extend({ customerId: z.string().nullable() });
export type PartnerCart = z.infer<typeof partnerCartSchema>;

/** POST /cart/partner/{slug}/purchase (v3.2). */
export const partnerPurchaseInputSchema = z.object({
  /** What to buy; null buys what the partner cart holds. */
  cartItem: partnerCartItemInputSchema.nullable(),
  /** What the wallet lacks, deposited first (3-D Secure as any deposit); null pays from the wallet. */
  deposit: depositInputSchema.omit({ amount: true }).nullable(),
  purchase: z.object({
    channelKey: z.string().min(1).max(80),
    partnerKey: z.string().min(1).max(80),
    metadata: z.record(z.string(), z.string().max(200)).default({}),
  }),
});
export type PartnerPurchaseInput = z.input<typeof partnerPurchaseInputSchema>;

/** The purchase's id (its checkout) once bought, or the deposit to complete first. */
export const partnerPurchaseSchema = z.object({
  id: z.string().nullable(),
  deposit: depositSchema.nullable(),
});
export type PartnerPurchase = z.infer<typeof partnerPurchaseSchema>;

const slug = { params: z.object({ slug: z.string().regex(/^[a-z0-9-]{1,60}$/) }) };
const cart = { ...slug, body: partnerCartItemInputSchema, answer: partnerCartSchema };

export const partnerRoutes = routesOf(partnerEndpoints, {
  partner: { ...slug, answer: partnerSchema },
  customerCart: cart,
  visitorCart: cart,
  purchase: { ...slug, body: partnerPurchaseInputSchema, answer: partnerPurchaseSchema },
});
