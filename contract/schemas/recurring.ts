/**
 * Recurring purchases (spec 2 §3, §4, §7): autoplays and subscriptions, the combined list of both,
 * their status changes and changes, and the payment resolution of those that could not be paid.
 */
import { z } from 'zod';
import * as recurringEndpoints from '../endpoints/recurring';
import { AUTOPLAY_PAGE_SIZE } from '../recurring-rules';
import { moneySchema, pagingQuery } from './fields';
import { routesOf } from './routes';
import { gameSchema, paymentResolutionSchema, scheduledPurchaseSchema } from './shop';

/** Spec 2 §4: the recurring statuses as the API writes them. */
export const RECURRING_STATUSES = [
  'recurring_status_active',
  'recurring_status_paused',
  'recurring_status_timed_pause',
  'recurring_status_cancelled',
] as const;
export type RecurringStatus = (typeof RECURRING_STATUSES)[number];

/** Spec 2 §4: last attempt status. */
export const LAST_ATTEMPT_STATUSES = ['purchased', 'soft_failure', 'hard_failure'] as const;

/** What happened for one draw since the autoplay was turned on. */
export const autoplayAttemptSchema = z.object({
  drawNo: z.number().int(),
  drawDate: z.string(),
  outcome: z.enum(['purchased', 'skipped', 'soft_failure', 'hard_failure']),
  message: z.string().nullable(),
  /** The order it bought, for its receipt. */
  checkoutId: z.string().nullable(),
});
export type AutoplayAttempt = z.infer<typeof autoplayAttemptSchema>;

/** What autoplays and subscriptions share; the combined list (spec 2 §3) is keyed by autoplayId. */
const recurringFields = z.object({
  autoplayId: z.number().int(),
  status: z.enum(RECURRING_STATUSES),
  /** When a timed pause ends by itself (ISO 8601). */
  pausedUntil: z.string().nullable(),
  productType: z.enum(['lottery_ticket', 'raffle_ticket', 'syndicate_share']),
  productOfferKey: z.string(),
  /** The offer's address (`/{offerUrl}`). */
  offerUrl: z.string(),
  lotteryId: z.string(),
  lottery: z.string(),
  gameType: z.string(),
  /** A raffle's offer key; null for a lottery. */
  raffleOfferKey: z.string().nullable(),
  /**
   * A membership's key, name and offer. Daily Winners is kept on its own pages, never as an
   * autoplay or subscription, so none here is one: null on every recurring purchase.
   */
  membershipKey: z.string().nullable(),
  membershipName: z.string().nullable(),
  membershipOfferKey: z.string().nullable(),
  membershipOfferName: z.string().nullable(),
  gameOfferName: z.string(),
  description: z.string(),
  numberOfGames: z.number().int(),
  numberOfTickets: z.number().int().nullable(),
  numberOfShares: z.number().int().nullable(),
  quickpick: z.boolean(),
  /** The customer's own numbers, played each draw unless quickpick. */
  games: z.array(gameSchema),
  causeKey: z.string().nullable(),
  minimumJackpotAmount: moneySchema.nullable(),
  /** Whether the offer has a jackpot a minimum can apply to. */
  hasJackpot: z.boolean(),
  /** What each draw's ticket costs at today's prices. */
  price: moneySchema,
  defaultFund: z.object({ kind: z.enum(['wallet', 'cc']) }),
  lastAttemptStatus: z.enum(LAST_ATTEMPT_STATUSES).nullable(),
  /** The draw it buys next, when one is on sale. */
  nextDraw: z.object({ drawNo: z.number().int(), drawDate: z.string() }).nullable(),
  /** The checkout that turned it on. */
  checkoutId: z.string(),
  createdAt: z.string(),
  attempts: z.array(autoplayAttemptSchema),
});

export const autoplaySchema = recurringFields.extend({ type: z.literal('autoplay') });
export type Autoplay = z.infer<typeof autoplaySchema>;

/** A subscription: a subscription product's tickets for every draw, its count, cause and offer changeable. */
export const subscriptionSchema = recurringFields.extend({
  type: z.literal('subscription'),
  /** The game offer its tickets are bought in. */
  gameOffer: z.string(),
  /** The product draws monthly (spec 2 §5 frequency labels). */
  monthly: z.boolean(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** Spec 2 §3: the combined recurring purchases, autoplays and subscriptions in one list. */
export const recurringPurchaseSchema = z.discriminatedUnion('type', [autoplaySchema, subscriptionSchema]);
export type RecurringPurchase = z.infer<typeof recurringPurchaseSchema>;

/** Spec 2 §7: PATCH /subscriptions/{id}, the changed fields. */
export const subscriptionChangeSchema = z
  .object({
    gameOffer: z.string().min(1).optional(),
    causeKey: z.string().min(1).optional(),
    numGames: z.number().int().positive().optional(),
  })
  .refine((change) => Object.values(change).some((value) => value !== undefined), {
    message: 'Nothing to change.',
  });
export type SubscriptionChange = z.infer<typeof subscriptionChangeSchema>;

/** Spec 2 §4: a status change carries a status and an optional pausedUntil. */
export const recurringStatusInputSchema = z.object({
  status: z.enum(['active', 'paused', 'timed_paused', 'cancelled', ...RECURRING_STATUSES]),
  pausedUntil: z.iso.datetime({ offset: true }).optional(),
});
export type RecurringStatusInput = z.input<typeof recurringStatusInputSchema>;

export const minimumJackpotInputSchema = z.object({
  /** Whole dollars; 0 turns the minimum off. */
  minimumJackpotAmount: z.coerce.number().int().min(0).max(1_000_000_000),
});

export const quickpickInputSchema = z.object({
  quickpick: z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1'),
});

const id = { params: z.object({ id: z.coerce.number().int().positive() }) };
const page = { query: pagingQuery(AUTOPLAY_PAGE_SIZE), answer: z.array(recurringPurchaseSchema) };
const one = { ...id, answer: recurringPurchaseSchema };
const statusChange = { ...one, body: recurringStatusInputSchema };
const scheduled = { params: z.object({ id: z.string().regex(/^sp_[\w-]{1,40}$/) }) };

export const recurringRoutes = routesOf(recurringEndpoints, {
  autoplays: page,
  subscriptions: {
    // `?lottery_keys=a,b`: those offers' subscriptions only.
    query: pagingQuery(AUTOPLAY_PAGE_SIZE).extend({
      lotteryKeys: z
        .string()
        .optional()
        .transform((keys) => keys?.split(',').filter(Boolean)),
    }),
    answer: page.answer,
  },
  recurringPurchases: page,
  autoplay: one,
  subscription: one,
  changeSubscription: { ...one, body: subscriptionChangeSchema },
  changeAutoplay: {
    ...one,
    body: z.object({
      status: recurringStatusInputSchema.shape.status.optional(),
      pausedUntil: recurringStatusInputSchema.shape.pausedUntil,
      minimumJackpotAmount: minimumJackpotInputSchema.shape.minimumJackpotAmount.optional(),
      quickpick: z.boolean().optional(),
    }),
  },
  setMinimumJackpot: { ...one, body: minimumJackpotInputSchema },
  setQuickpick: { ...one, body: quickpickInputSchema },
  pauseAutoplay: one,
  unpauseAutoplay: one,
  autoplayStatus: statusChange,
  subscriptionStatus: statusChange,
  recurringPurchaseStatus: statusChange,
  paymentResolution: { answer: paymentResolutionSchema },
  syncRecurring: { answer: z.object({ bought: z.number().int() }) },
  scheduledPurchases: { answer: z.array(scheduledPurchaseSchema) },
  scheduledPurchase: { ...scheduled, answer: scheduledPurchaseSchema },
  cancelScheduledPurchase: { ...scheduled, answer: scheduledPurchaseSchema },
});
