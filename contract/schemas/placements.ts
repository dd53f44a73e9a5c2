/**
 * The recommendations service (spec 3 §3, §7, base /recommend, 1.0): placements by key, each a
 * draw on sale recommended for the page it shows on. Every recommendation is a quick pick of the
 * offer's standard entry, so it can be added from where it shows. Keys and reasons:
 * ../placements.ts. (The main API's GET /orders/recommended is in ./results.)
 */
import { z } from 'zod';
import * as placementEndpoints from '../endpoints/placements';
import { moneySchema } from './fields';
import { CART_DRAW, PLACEMENT_KEYS, RECOMMENDATION_REASONS } from '../placements';
import { routesOf } from './routes';
import { OFFER_TYPES } from './shop';

export const placementQuerySchema = z.object({
  keys: z
    .string()
    .transform((value) => value.split(','))
    .pipe(z.array(z.enum(PLACEMENT_KEYS)).min(1).max(PLACEMENT_KEYS.length)),
  brandingKey: z.string().regex(/^[\w-]{1,80}$/),
  pricingId: z.string().regex(/^[\w-]{1,80}$/),
  customerKey: z
    .string()
    .regex(/^\d{1,12}$/)
    .optional(),
  cart: z
    .string()
    .optional()
    .transform((value) => (value ? value.split(',') : []))
    .pipe(z.array(z.string().regex(CART_DRAW)).max(50)),
  segmentDeviceId: z.string().max(80).optional(),
  segmentUserId: z.string().max(80).optional(),
});
export type PlacementQuery = z.input<typeof placementQuerySchema>;
/** What the PWA asks with: the keys and the cart's draws comma-joined on the wire. */
export type PlacementAsked = PlacementQuery;

export const recommendationSchema = z.object({
  productOfferKey: z.string(),
  offerName: z.string(),
  /** The offer page's address segment. */
  offerUrl: z.string(),
  lotteryKey: z.string(),
  gameType: z.string(),
  gameOffer: z.string(),
  gameOfferName: z.string(),
  numGames: z.number().int(),
  price: moneySchema,
  drawNo: z.number().int(),
  drawDate: z.string(),
  stop: z.string(),
  prizePool: moneySchema.nullable(),
  prizePoolSuffix: z.string().nullable(),
  isPrizePoolUnknown: z.boolean(),
  reason: z.enum(RECOMMENDATION_REASONS),
});
export type Recommendation = z.infer<typeof recommendationSchema>;

export const placementSchema = z.object({
  key: z.enum(PLACEMENT_KEYS),
  config: z.object({ productType: z.enum(OFFER_TYPES) }),
  items: z.array(recommendationSchema),
});
export type Placement = z.infer<typeof placementSchema>;

export const primeInputSchema = z.object({
  segmentUserId: z.string().max(80).optional(),
  segmentDeviceId: z.string().max(80),
});

export const placementRoutes = routesOf(placementEndpoints, {
  placements: { query: placementQuerySchema, answer: z.array(placementSchema).nullable() },
  prime: { body: primeInputSchema, answer: z.object({ primed: z.boolean() }) },
});
