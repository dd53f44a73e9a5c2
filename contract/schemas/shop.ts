/**
 * The shop's shapes (spec 2 §3, §7): product offers with their game types and game offers, upcoming
 * draws, syndicates, causes, branding, tips, statistics, and the cart item a customer builds. Amounts
 * are dollars with the currency beside them (prices are whole cents on the server).
 */
import { z } from 'zod';
import * as cartEndpoints from '../endpoints/cart';
import * as catalogueEndpoints from '../endpoints/catalogue';
import * as checkoutEndpoints from '../endpoints/checkout';
import { moneySchema } from './fields';
import { routesOf } from './routes';

export const OFFER_TYPES = ['lottery_ticket', 'raffle_ticket', 'syndicate_share', 'membership'] as const;
/** How an offer's tickets are bought again (spec 2 §3): the kind, and whether it may, must or cannot be. */
const RECURRING_TYPES = ['autoplay', 'subscription'] as const;
const RECURRING_AVAILABILITIES = ['always', 'optional', 'never'] as const;
/** Spec 2 §3: a scheduled purchase is bought for a draw later; a pre-order, for a draw not yet open. */
export const SCHEDULED_KINDS = ['scheduled_purchase', 'pre_order'] as const;
/** The category analytics files a product under, as the receipt's tracking data names it. */
export const ANALYTICS_PRODUCT_TYPES = ['lottery', 'raffle'] as const;
export type AnalyticsProductType = (typeof ANALYTICS_PRODUCT_TYPES)[number];
export type OfferType = (typeof OFFER_TYPES)[number];

export const CART_PRODUCT_TYPES = [
  'lottery_ticket',
  'multi_draw_ticket',
  'raffle_ticket',
  'syndicate_share',
  'social_syndicate_share',
  'membership',
] as const;
export type CartProductType = (typeof CART_PRODUCT_TYPES)[number];

export const DRAW_STATUSES = [
  'DRAW_CLOSED',
  'DRAW_OPEN',
  'DRAW_DRAWN',
  'DRAW_SCORED',
  'DRAW_PAID',
  'DRAW_EMAILED',
  'DRAW_CAPPED',
] as const;
export type DrawStatus = (typeof DRAW_STATUSES)[number];

export const DRAW_TYPES = ['lottery_ticket_draw', 'syndicate_share_draw', 'raffle_ticket_draw'] as const;
export const RAFFLE_PURCHASE_STATUSES = ['open', 'sold_out', 'past_draw', 'pre_order'] as const;
export type RafflePurchaseStatus = (typeof RAFFLE_PURCHASE_STATUSES)[number];

/** Australian weekdays, as draw days and as the days a customer can choose (Mon & Wed Lotto). */
export const WEEKDAYS = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/**
 * One set of numbers in a game. `key` names the set in a game (`numbers`, `powerball`); `name` is
 * what the customer reads. `ordered`: the order picked is the order played (Lotto Strike).
 * `placeholder`: the set is covered by the entry type rather than picked (PH for PowerHit's
 * every Powerball, PP for Powerpik's last number), shown in the slot instead of a number.
 */
export const numberSetSchema = z.object({
  key: z.string(),
  name: z.string(),
  count: z.number().int(),
  min: z.number().int(),
  max: z.number().int(),
  ordered: z.boolean(),
  placeholder: z.enum(['PH', 'PP']).nullable(),
});
export type NumberSet = z.infer<typeof numberSetSchema>;

export const gameOfferSchema = z.object({
  key: z.string(),
  name: z.string(),
  minGames: z.number().int(),
  maxGames: z.number().int(),
  defaultGames: z.number().int(),
  defaultEntryCount: z.number().int(),
  numberSets: z.array(numberSetSchema),
  /** The price of a ticket with this many games, for one draw. */
  prices: z.array(z.object({ games: z.number().int(), price: z.number() })),
  priceCurrency: z.string(),
});
export type GameOffer = z.infer<typeof gameOfferSchema>;

export const gameTypeSchema = z.object({
  key: z.string(),
  name: z.string(),
  description: z.string(),
  gameOffers: z.array(gameOfferSchema),
});
export type GameType = z.infer<typeof gameTypeSchema>;

export const raffleDrawDataSchema = z.object({
  drawNumber: z.number().int(),
  drawStop: z.string(),
  featureImage: z.string().nullable(),
  name: z.string(),
  value: moneySchema,
  drawPreOrderStartDate: z.string().nullable(),
  ticketsTotal: z.number().int(),
  ticketsRemaining: z.number().int(),
});

export const upcomingDrawSchema = z.object({
  drawId: z.number().int(),
  drawNo: z.number().int(),
  lotteryKey: z.string(),
  type: z.enum(DRAW_TYPES),
  /** Sales stop (ISO 8601). */
  stop: z.string(),
  /** When the numbers are drawn (ISO 8601). */
  drawDate: z.string(),
  status: z.enum(DRAW_STATUSES),
  purchaseStatus: z.enum(RAFFLE_PURCHASE_STATUSES),
  prizePool: moneySchema.nullable(),
  prizePoolSuffix: z.string().nullable(),
  isPrizePoolUnknown: z.boolean(),
  drawData: raffleDrawDataSchema.nullable(),
});
export type UpcomingDraw = z.infer<typeof upcomingDrawSchema>;

export const syndicateSchema = z.object({
  key: z.string(),
  name: z.string(),
  gameOffer: z.string(),
  numGames: z.number().int(),
  sharesTotal: z.number().int(),
  sharesRemaining: z.number().int(),
  sharePrice: moneySchema,
  drawNo: z.number().int(),
});
export type Syndicate = z.infer<typeof syndicateSchema>;

export const productOfferSchema = z.object({
  key: z.string(),
  type: z.enum(OFFER_TYPES),
  name: z.string(),
  url: z.string(),
  urlAliases: z.array(z.object({ subvariant: z.string(), url: z.string() })),
  description: z.string(),
  lotteryKey: z.string(),
  /** Lotto, Raffle, Jackpot or Strike. */
  gameName: z.string(),
  availability: z.enum(['available', 'unavailable']),
  suspended: z.boolean(),
  displayCategory: z.enum(['lottery', 'raffle']),
  /** The draw days a customer chooses between (Mon & Wed Lotto); empty where there is no choice. */
  days: z.array(z.enum(WEEKDAYS)),
  causes: z.array(z.string()),
  recurringPurchase: z.object({
    type: z.enum(RECURRING_TYPES),
    availability: z.enum(RECURRING_AVAILABILITIES),
  }),
  /** Where its tickets bought again take their look from; null when they cannot be. */
  recurringPurchaseInformation: z
    .object({ recurringContent: z.object({ recurringPurchaseBrandId: z.string() }) })
    .nullable(),
  gameTypes: z.array(gameTypeSchema),
  draws: z.array(upcomingDrawSchema),
  /** A raffle's draw on sale: its tickets in all (`size`) and those still to be bought; null otherwise. */
  size: z.number().int().nullable(),
  tickets: z.number().int().nullable(),
  syndicates: z.array(syndicateSchema),
  terms: z.string(),
});
export type ProductOffer = z.infer<typeof productOfferSchema>;

export const RESTRICTION_KINDS = ['licensing_restriction', 'migration_restriction'] as const;

/** GET /pricing/{key}/product_offers. */
export const productOffersSchema = z.object({
  offers: z.array(productOfferSchema),
  orderedKeys: z.array(z.string()),
  rankings: z.record(z.string(), z.number()),
  restrictions: z.array(z.object({ offerKey: z.string(), kind: z.enum(RESTRICTION_KINDS) })),
});
export type ProductOffers = z.infer<typeof productOffersSchema>;

/** GET /branding: per offer. */
export const productBrandingSchema = z.object({
  id: z.string(),
  offerKey: z.string(),
  aliases: z.array(z.string()),
  subvariant: z.string(),
  url: z.string(),
  brandColourBackgroundText: z.string(),
  regionOverrides: z.array(
    z.object({ brandingRegions: z.array(z.string()), subvariant: z.string(), url: z.string() }),
  ),
});
export type ProductBranding = z.infer<typeof productBrandingSchema>;

export const causeSchema = z.object({
  key: z.string(),
  urlSlug: z.string(),
  name: z.string(),
  charity: z.string(),
  summary: z.string(),
  description: z.string(),
  /** Its picture, a content-service file (sized by `?width=`), and what it shows in words. */
  image: z.object({ url: z.string(), alt: z.string() }).nullable(),
  /** The offers a ticket can support this cause through. */
  offerKeys: z.array(z.string()),
});
export type Cause = z.infer<typeof causeSchema>;

export const tipSchema = z.object({ id: z.string(), title: z.string(), text: z.string() });
export type Tip = z.infer<typeof tipSchema>;

/** GET /statistics/{key}: how often each number came up over the draws counted. */
export const statisticsSchema = z.object({
  offerKey: z.string(),
  drawsCounted: z.number().int(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  sets: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      frequencies: z.array(z.object({ number: z.number().int(), count: z.number().int() })),
    }),
  ),
});
export type Statistics = z.infer<typeof statisticsSchema>;

/** GET /draw/details and /draw/preview. */
export const drawDetailsSchema = upcomingDrawSchema.extend({
  offerKey: z.string(),
  offerName: z.string(),
  winningNumbers: z.record(z.string(), z.array(z.number().int())).nullable(),
});
export type DrawDetails = z.infer<typeof drawDetailsSchema>;

const count = (max: number) => z.number().int('Please enter a whole number').min(1).max(max);

/**
 * A game as sent: each set's numbers by set key. A quick-pick item sends no games; its numbers
 * are drawn when it is bought.
 */
export const gameSchema = z.record(z.string(), z.array(z.number().int()));
export type Game = z.infer<typeof gameSchema>;

/**
 * POST /cart/items, /anon-cart/{ref}/items and the build calls. The server prices it; a `price`
 * the client sends is not part of the shape and is dropped unread.
 */
export const cartItemInputSchema = z.object({
  productOfferKey: z.string().min(1).max(80),
  gameType: z.string().min(1).max(40),
  gameOffer: z.string().min(1).max(80),
  drawNo: z.number().int().positive(),
  numDraws: count(52),
  numWeeks: count(52).optional(),
  days: z.array(z.enum(WEEKDAYS)).max(7).optional(),
  quickpick: z.boolean().default(false),
  numGames: count(200),
  games: z.array(gameSchema).max(200).default([]),
  causeKey: z.string().max(80).optional(),
  syndicateKey: z.string().max(80).optional(),
  numShares: count(100).optional(),
  recurringPurchase: z.object({ type: z.enum(RECURRING_TYPES), enabled: z.boolean() }).optional(),
  /** Whole dollars: the autoplay it turns on waits for a jackpot this big (spec 2 §4). */
  minimumJackpotAmount: z.number().int().positive().max(1_000_000_000).optional(),
  /** Its numbers are the customer's favourites. */
  favourite: z.boolean().optional(),
  affiliateCode: z.string().max(40).optional(),
});
export type CartItemInput = z.input<typeof cartItemInputSchema>;

export const cartItemSchema = z.object({
  id: z.number().int(),
  productType: z.enum(CART_PRODUCT_TYPES),
  productOfferKey: z.string(),
  lotteryKey: z.string(),
  lottery: z.string(),
  gameType: z.string(),
  gameOffer: z.string(),
  gameOfferName: z.string(),
  drawNo: z.number().int(),
  drawDate: z.string(),
  /** The draws it plays, soonest first, by their ids as the draw details name them. */
  drawEncodedIds: z.array(z.string()),
  /** The weekday of its first draw, where the draws are held. */
  day: z.enum(WEEKDAYS).nullable(),
  numDraws: z.number().int(),
  numWeeks: z.number().int(),
  days: z.array(z.enum(WEEKDAYS)),
  quickpick: z.boolean(),
  favourite: z.boolean(),
  numGames: z.number().int(),
  games: z.array(gameSchema),
  causeKey: z.string().nullable(),
  syndicateKey: z.string().nullable(),
  syndicateName: z.string().nullable(),
  numShares: z.number().int().nullable(),
  numRaffleTickets: z.number().int().nullable(),
  /** Whether it is bought again, as what, and whether its offer lets the customer choose. */
  recurringPurchase: z.object({
    type: z.enum(RECURRING_TYPES),
    availability: z.enum(RECURRING_AVAILABILITIES),
    enabled: z.boolean(),
  }),
  /** The jackpot the autoplay it turns on waits for; null for none. */
  minimumJackpotAmount: moneySchema.nullable(),
  /** Paid when its draw opens; null when paid at checkout. */
  scheduledPurchase: z.object({ type: z.enum(SCHEDULED_KINDS) }).nullable(),
  analyticsProductType: z.enum(ANALYTICS_PRODUCT_TYPES),
  /**
   * A membership's program and offer. Daily Winners is joined on its own page (PUT /membership),
   * never through the cart, so no item here is one: null on every item.
   */
  membershipProgram: z.string().nullable(),
  membershipOffer: z.string().nullable(),
  membershipOfferName: z.string().nullable(),
  description: z.string(),
  unitPrice: moneySchema,
  quantity: z.number().int(),
  price: moneySchema,
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartPromotionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  description: z.string(),
  discount: moneySchema,
});
export type CartPromotion = z.infer<typeof cartPromotionSchema>;

export const cartSchema = z.object({
  cartReference: z.string(),
  cartItems: z.array(cartItemSchema),
  autoRemovedItems: z.array(z.object({ id: z.number().int(), reason: z.string() })),
  /** Promotions applied; each is also an item of the cart, deleted by its id. */
  promotions: z.array(cartPromotionSchema),
  /** What the items cost, less the promotions (pre-orders included: they are paid when their draw opens). */
  cartTotal: moneySchema,
  preOrderTotal: moneySchema,
  /** Why the cart cannot be bought now, by reason (its action follows from the id). */
  blockedReasons: z.record(z.string(), z.string()),
  /** An item buys again later (autoplay, subscription): it needs a way to pay with nobody there. */
  requiresUnattendedPaymentMethod: z.boolean(),
  /** The customer's region asks for its gambling regulation notice at checkout. */
  showRegulation: z.boolean(),
  expiry: z.string(),
});
export type Cart = z.infer<typeof cartSchema>;

/** POST /cart/promotion and /anon-cart/{ref}/promotion. */
export const promotionInputSchema = z.object({ promotionCode: z.string().trim().min(1).max(40) });
export type PromotionInput = z.input<typeof promotionInputSchema>;

/** POST /cart/purchase: pay for the cart the customer saw; every amount is the server's own. */
export const purchaseInputSchema = z.object({
  cartReference: z.string().regex(/^[\w-]{8,64}$/),
  fundKind: z.literal('wallet'),
});
export type PurchaseInput = z.infer<typeof purchaseInputSchema>;

/** What buying an order again puts in the cart (its first draw is the next one on sale). */
export const replayItemSchema = cartItemInputSchema.omit({ drawNo: true, affiliateCode: true });
export type ReplayItem = z.infer<typeof replayItemSchema>;

export const orderSchema = z.object({
  id: z.number().int(),
  productType: z.enum(CART_PRODUCT_TYPES),
  productOfferKey: z.string(),
  lotteryKey: z.string(),
  lottery: z.string(),
  gameType: z.string(),
  gameOffer: z.string(),
  gameOfferName: z.string(),
  quickpick: z.boolean(),
  favourite: z.boolean(),
  causeKey: z.string().nullable(),
  syndicateKey: z.string().nullable(),
  syndicateName: z.string().nullable(),
  numShares: z.number().int().nullable(),
  numRaffleTickets: z.number().int().nullable(),
  description: z.string(),
  price: moneySchema,
  /** What was paid for it: the price less its part of the checkout's promotion. */
  paid: moneySchema,
  status: z.enum(['purchased', 'pre_order']),
  /** The draws it plays, soonest first. */
  draws: z.array(z.object({ drawNo: z.number().int(), drawDate: z.string() })),
  /** One entry per game, the same on every draw (empty for raffle tickets and syndicate shares). */
  games: z.array(gameSchema),
  /** Raffle ticket numbers, per draw in the order of `draws`. */
  ticketNumbers: z.array(z.number().int()),
  /** The autoplay or subscription it turned on, or that bought it. */
  autoplayId: z.number().int().nullable(),
  recurringType: z.enum(['autoplay', 'subscription']).nullable(),
  replay: replayItemSchema,
});
export type Order = z.infer<typeof orderSchema>;

/**
 * Spec 2 §1: a scheduled purchase is active or cancelled; once its draw opens it is purchased
 * (paid and ticketed) or failed (with why).
 */
export const SCHEDULED_STATUSES = ['active', 'cancelled', 'purchased', 'failed'] as const;

export const scheduledPurchaseSchema = z.object({
  encodedId: z.string(),
  kind: z.enum(SCHEDULED_KINDS),
  status: z.enum(SCHEDULED_STATUSES),
  description: z.string(),
  productOfferKey: z.string(),
  /** The offer's address (`/{offerUrl}`). */
  offerUrl: z.string(),
  drawNo: z.number().int(),
  drawDate: z.string(),
  amount: moneySchema,
  /** Why it could not be paid, for a failed one. */
  message: z.string().nullable(),
  /** The checkout that ordered it, and the one that paid for it. */
  checkoutId: z.string(),
  paidCheckoutId: z.string().nullable(),
});
export type ScheduledPurchase = z.infer<typeof scheduledPurchaseSchema>;

/** POST /cart/purchase and GET /checkout/{checkoutID} (v3.4). */
export const receiptSchema = z.object({
  checkoutId: z.string(),
  createdAt: z.string(),
  orders: z.array(orderSchema),
  scheduledPurchases: z.array(scheduledPurchaseSchema),
  /** Charged now, from the wallet. */
  total: moneySchema,
  discount: moneySchema,
  /** The promotion code the discount came from. */
  promotionCode: z.string().nullable(),
  /** The deposits that topped the wallet up for this purchase: "Visa ending 1111". */
  deposits: z.array(z.object({ description: z.string(), amount: moneySchema })),
  preOrderTotal: moneySchema,
  /** The wallet balance the purchase left. */
  balance: moneySchema,
  trackingData: z.object({
    goals: z.array(z.string()),
    /** The partner it was bought through (spec 2 §3), for analytics. */
    partner: z.string().nullable(),
    products: z.array(
      z.object({
        brand: z.string(),
        category: z.string(),
        cause: z.string().nullable(),
        drawDate: z.string(),
        drawNumber: z.number().int(),
        price: moneySchema,
        recurring: z.boolean(),
      }),
    ),
  }),
});
export type Receipt = z.infer<typeof receiptSchema>;

export const FUND_KINDS = ['unfunded', 'wallet', 'cc', 'paypal', 'bank'] as const;

/**
 * GET /payment_resolutions (v3.3): what pays for the cart now and for recurring purchases later,
 * and the recurring purchases: the cart's items that turn one on, and the customer's autoplays
 * whose purchase failed (with why, and whether they wait for the customer).
 */
export const paymentResolutionSchema = z.object({
  /** wallet: it covers the cart; cc: the default card tops it up for recurring purchases; else unfunded. */
  fundKind: z.enum(FUND_KINDS),
  fundSource: z
    .object({ kind: z.enum(FUND_KINDS), balance: moneySchema, card: z.string().nullable() })
    .nullable(),
  /** Charged now: the cart total less pre-orders. */
  amountDue: moneySchema,
  /** What the wallet lacks to pay it; zero when it is covered. */
  shortfall: moneySchema,
  recurringPurchases: z.array(
    z.object({
      type: z.enum(['autoplay', 'subscription']),
      /** The cart item that turns it on, or the autoplay that waits. */
      cartItemId: z.number().int().nullable(),
      autoplayId: z.number().int().nullable(),
      description: z.string(),
      /** Why it could not be bought, for an autoplay whose purchase failed. */
      message: z.string().nullable(),
      /** It waits for the customer; false while it is tried again on its own (and for cart items). */
      waits: z.boolean(),
    }),
  ),
});
export type PaymentResolution = z.infer<typeof paymentResolutionSchema>;

/** POST /anon-cart. */
export const anonCartCreatedSchema = z.object({ cartReference: z.string() });

export const checkoutRoutes = routesOf(checkoutEndpoints, {
  purchase: { body: purchaseInputSchema, answer: receiptSchema },
  receipt: {
    params: z.object({ checkoutId: z.string().regex(/^[\w-]{8,64}$/) }),
    answer: receiptSchema,
  },
});

/** A key (of an offer, a lottery, a pricing or a cause) in a path or query. */
const key = z.string().regex(/^[\w-]{1,80}$/);
const drawOf = z.object({ lotteryKey: key, drawNo: z.coerce.number().int().positive() });

export const catalogueRoutes = routesOf(catalogueEndpoints, {
  offers: {
    params: z.object({ pricingId: key }),
    query: z.object({ segmentName: key.optional() }),
    answer: productOffersSchema,
  },
  branding: { answer: z.array(productBrandingSchema) },
  draw: { params: drawOf, answer: drawDetailsSchema },
  drawPreview: { params: drawOf, answer: drawDetailsSchema },
  tips: { answer: z.array(tipSchema) },
  statistics: { params: z.object({ key }), answer: statisticsSchema },
  causes: { answer: z.array(causeSchema) },
  cause: { params: z.object({ key }), answer: causeSchema },
});

const anonymous = z.object({ ref: z.string().regex(/^[\w-]{8,64}$/) });
const itemId = z.object({ itemId: z.coerce.number().int().positive() });
const adds = { body: cartItemInputSchema, answer: cartSchema };
const builds = { body: cartItemInputSchema, answer: cartItemSchema };
const promotes = { body: promotionInputSchema, answer: cartSchema };

export const cartRoutes = routesOf(cartEndpoints, {
  create: { answer: anonCartCreatedSchema },
  anonymous: { params: anonymous, answer: cartSchema },
  customers: { answer: cartSchema },
  convert: { params: anonymous, answer: cartSchema },
  add: adds,
  addAnonymous: { params: anonymous, ...adds },
  replace: { params: itemId, ...adds },
  replaceAnonymous: { params: anonymous.extend(itemId.shape), ...adds },
  remove: { params: itemId, answer: cartSchema },
  removeAnonymous: { params: anonymous.extend(itemId.shape), answer: cartSchema },
  build: builds,
  buildAnonymous: { params: anonymous, ...builds },
  promote: promotes,
  promoteAnonymous: { params: anonymous, ...promotes },
});
