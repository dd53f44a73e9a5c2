/**
 * The rewards service (spec 3 §3, §7): the membership program's configuration, a customer's
 * membership with their upcoming giveaways, joining, unlocking an entry, member benefits and the
 * winners. Its rules: ../membership.ts.
 */
import { z } from 'zod';
import * as membershipEndpoints from '../endpoints/membership';
import {
  DRAW_STATES,
  GIVEAWAY_PAGE_SIZE,
  ENTRY_STATUSES,
  GIVEAWAY_TYPES,
  MEMBERSHIP_STATUSES,
  MEMBERSHIP_TIERS,
  NAVIGATION_STATUSES,
} from '../membership';
import { depositInputSchema, depositSchema } from './wallet';
import { moneySchema, pagingQuery } from './fields';
import { routesOf } from './routes';

const imageSchema = z.object({ imageUrl: z.string(), contentDescription: z.string() });
const imagesSchema = z.object({ mobile: imageSchema, desktop: imageSchema });

/** A giveaway draw (spec 3 §3). */
export const giveawayDrawSchema = z.object({
  drawId: z.number().int(),
  title: z.string(),
  description: z.string(),
  images: imagesSchema,
  /** Who may enter: every member, or premium members. */
  availability: z.enum(MEMBERSHIP_TIERS),
  details: z.object({ title: z.string(), transferToken: z.string().nullable(), url: z.string() }),
  openTime: z.string(),
  closeTime: z.string(),
  number: z.number().int(),
  externalId: z.string(),
  permits: z.string(),
  type: z.enum(GIVEAWAY_TYPES),
  pill: z.string(),
  prize: z.string(),
  state: z.enum(DRAW_STATES),
  lockedContent: z.object({ title: z.string(), images: imagesSchema }),
});
export type GiveawayDraw = z.infer<typeof giveawayDrawSchema>;

const tierSchema = z.object({
  tier: z.enum(MEMBERSHIP_TIERS),
  name: z.string(),
  price: moneySchema,
  /** How many days one payment keeps the tier; none for the free tier. */
  days: z.number().int().nullable(),
  benefits: z.array(z.string()),
});

const navigationItemSchema = z.object({
  location: z.enum(['primary', 'account']),
  visibility: z.array(z.enum(NAVIGATION_STATUSES)),
  textByStatus: z.record(z.enum(NAVIGATION_STATUSES), z.string()),
});

/** GET /v4/config. */
export const membershipConfigSchema = z.object({
  programName: z.string(),
  programUrl: z.string(),
  programId: z.string(),
  programLogo: z.string(),
  titleContent: z.object({ title: z.string(), subtitle: z.string() }),
  deposit: z.object({ purchaseType: z.literal('membership'), amount: moneySchema }),
  membershipTiers: z.array(tierSchema),
  monthlyGiveaways: z.array(giveawayDrawSchema),
  specialGiveaways: z.array(giveawayDrawSchema),
  dailyGiveaways: z.array(giveawayDrawSchema),
  majorGiveaways: z.array(giveawayDrawSchema),
  explanationCard: z.object({ title: z.string(), steps: z.array(z.string()) }),
  howItWorksYoutubeId: z.string(),
  optIn: z.object({ title: z.string(), text: z.string(), button: z.string() }),
  manageMembership: z.object({ title: z.string(), text: z.string() }),
  pastWinners: z.object({ title: z.string(), text: z.string() }),
  frequentlyAskedQuestions: z.array(z.object({ question: z.string(), answer: z.string() })),
  eligiblePricingIds: z.array(z.string()),
  discounts: z.array(z.object({ partner: z.string(), offer: z.string() })),
  /** What each giveaway says by where the customer stands (../membership.ts, giveawayContent). */
  contentByStatus: z.object({
    'join-all': z.string(),
    'join-premium': z.string(),
    premium: z.string(),
    'free-locked': z.string(),
    'closed-member': z.string(),
  }),
  navigationItems: z.array(navigationItemSchema),
  termsAndConditionsTranslationId: z.string(),
  footer: z.object({ disclaimerText: z.string() }),
  pastDrawsFilter: z.object({ months: z.number().int() }),
});
export type MembershipConfig = z.infer<typeof membershipConfigSchema>;

export const upcomingDrawSchema = z.object({
  drawId: z.number().int(),
  type: z.enum(GIVEAWAY_TYPES),
  number: z.number().int(),
  closeTime: z.string(),
  numberOfEntriesText: z.string(),
  entryStatus: z.enum(ENTRY_STATUSES),
});
export type UpcomingDraw = z.infer<typeof upcomingDrawSchema>;

/** GET /v3/customer: the customer's membership (spec 3 §3) and their open giveaways. */
export const customerMembershipSchema = z.object({
  membershipProgram: z.string(),
  membershipStatus: z.enum(MEMBERSHIP_STATUSES),
  membershipTier: z.enum(MEMBERSHIP_TIERS).nullable(),
  membershipUpdated: z.string().nullable(),
  /** Until when a premium membership runs. */
  premiumUntil: z.string().nullable(),
  eligibility: z.enum(['eligible', 'ineligible']),
  /** The premium deposit still on its way, for the app to complete or wait on. */
  pendingDepositId: z.string().nullable(),
  upcomingDraws: z.array(upcomingDrawSchema),
});
export type CustomerMembership = z.infer<typeof customerMembershipSchema>;

/** PUT /membership (v3.2). */
export const membershipInputSchema = z.object({
  membershipProgram: z.literal('daily_winners'),
  membershipStatus: z.enum(['member', 'non-member']),
  metadata: z
    .object({
      tier: z.enum(MEMBERSHIP_TIERS).default('free'),
      /** Premium's price deposited first (3-D Secure as any deposit); none pays from the wallet. */
      deposit: depositInputSchema.omit({ amount: true, purchaseType: true }).nullable().default(null),
    })
    .default({ tier: 'free', deposit: null }),
});
export type MembershipInput = z.input<typeof membershipInputSchema>;

export const membershipAnswerSchema = z.object({
  membership: customerMembershipSchema,
  deposit: depositSchema.nullable(),
});
export type MembershipAnswer = z.infer<typeof membershipAnswerSchema>;

/** PUT /v3/draws/{drawId}. */
export const unlockInputSchema = z.object({ entryStatus: z.literal('unlocked') });

/** One of the giveaway's winners; the customer's own winning entry says so. */
export const giveawayWinnerSchema = z.object({
  rank: z.number().int(),
  /** The member number the draw picked; none for giveaways drawn before seeds (issue 62, point 3). */
  member: z.number().int().nullable(),
  winner: z.string(),
  prize: z.string(),
  isYou: z.boolean(),
});

/** A giveaway with its state and, once drawn, its winners. */
export const giveawaySchema = giveawayDrawSchema.extend({
  drawnAt: z.string().nullable(),
  winners: z.array(giveawayWinnerSchema),
  /**
   * The draw's commitment (../giveaway-draw.ts): the SHA-256 of the seed it is drawn with, from
   * its opening, and the seed itself once drawn. None for giveaways drawn before seeds.
   */
  seedHash: z.string().nullable(),
  seed: z.string().nullable(),
  /** How many entries it was drawn from, once drawn. */
  entryCount: z.number().int().nullable(),
  /** The signed-in customer's entry, if they had one. */
  entryStatus: z.enum(ENTRY_STATUSES).nullable(),
});
export type Giveaway = z.infer<typeof giveawaySchema>;

/** GET /v3/giveaways/{type}/{number}/entries: every entry a drawn giveaway was drawn from. */
export const drawPoolSchema = z.object({
  listed: z.array(z.object({ member: z.number().int(), entries: z.number().int() })),
  wider: z.object({ first: z.number().int(), count: z.number().int() }),
});

/** GET /v3/benefits: the benefits partner's page, reached with a one-time token. */
export const benefitsSchema = z.object({ ssoUrl: z.string() });

const typeParams = z.object({ type: z.enum(GIVEAWAY_TYPES) });
const giveawayParams = typeParams.extend({ number: z.coerce.number().int().positive() });
const giveawayPage = { query: pagingQuery(GIVEAWAY_PAGE_SIZE), answer: z.array(giveawaySchema) };

export const membershipRoutes = routesOf(membershipEndpoints, {
  config: { answer: membershipConfigSchema },
  giveaways: { params: typeParams, ...giveawayPage },
  giveaway: { params: giveawayParams, answer: giveawaySchema },
  drawPool: { params: giveawayParams, answer: drawPoolSchema },
  winners: giveawayPage,
  membership: { answer: customerMembershipSchema },
  customerGiveaways: {
    query: pagingQuery(GIVEAWAY_PAGE_SIZE).extend({ status: z.enum(['current', 'closed']) }),
    answer: giveawayPage.answer,
  },
  setMembership: { body: membershipInputSchema, answer: membershipAnswerSchema },
  unlockEntry: {
    params: z.object({ drawId: z.coerce.number().int().positive() }),
    body: unlockInputSchema,
    answer: z.object({ upcomingDraws: z.array(upcomingDrawSchema) }),
  },
  benefits: { answer: benefitsSchema },
});
