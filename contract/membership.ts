/**
 * The Daily Winners membership program's rules (spec 3 §4, §8, §9), for the API and the app alike:
 * who may enter which giveaway, how many entries each tier holds, what each page says to whom, and
 * the program's navigation status. No schemas here: the app's pages read it.
 */

export const MEMBERSHIP_PROGRAM = 'daily_winners';
/** Where the program's pages live (spec 3 §3: programUrl, default daily-winners). */
export const PROGRAM_URL = 'daily-winners';

export const MEMBERSHIP_STATUSES = ['member', 'non-member', 'pending-deposit'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

export const MEMBERSHIP_TIERS = ['free', 'premium'] as const;
export type MembershipTier = (typeof MEMBERSHIP_TIERS)[number];

export const ENTRY_STATUSES = ['locked', 'unlocked', 'guaranteed'] as const;
export type EntryStatus = (typeof ENTRY_STATUSES)[number];

/** Their address segment: ./address-segments.ts (GIVEAWAY_TYPE_SEGMENT). */
export const GIVEAWAY_TYPES = ['daily', 'major', 'monthly', 'preview', 'special'] as const;
export type GiveawayType = (typeof GIVEAWAY_TYPES)[number];
/** The giveaways with a list page of their own, in the order the program shows them. */
export const LISTED_GIVEAWAY_TYPES = [
  'monthly',
  'daily',
  'special',
] as const satisfies readonly GiveawayType[];

export const DRAW_STATES = ['DRAW_OPEN', 'DRAW_PAID', 'DRAW_CLOSED'] as const;
export type DrawState = (typeof DRAW_STATES)[number];

export const NAVIGATION_STATUSES = ['anonymous', 'non-member', 'draw_locked', 'draw_unlocked'] as const;
export type NavigationStatus = (typeof NAVIGATION_STATUSES)[number];

/** Spec 3 §9: giveaway lists show nine a page. */
export const GIVEAWAY_PAGE_SIZE = 9;

/** The premium tier's price and how long one payment keeps it. */
export const PREMIUM_PRICE_CENTS = 10_00;
export const PREMIUM_DAYS = 30;

/** The giveaways only premium members enter; a free member sees them locked (spec 3 §4). */
export const PREMIUM_GIVEAWAYS: readonly GiveawayType[] = ['monthly', 'major'];
/** A free member's unlocked entry counts once; a premium member's guaranteed entry five times. */
export const ENTRIES: Record<Exclude<EntryStatus, 'locked'>, number> = { unlocked: 1, guaranteed: 5 };

export const entriesText = (count: number) => (count === 1 ? '1 entry' : `${count} entries`);

export const MEMBERSHIP_MESSAGES = {
  /** Spec 3 §8: what a failed membership call says when the API gives no reason. */
  unknown: 'An unknown error occurred',
  notMember: 'Join Daily Winners to enter its giveaways.',
  premiumOnly: 'This giveaway is for premium members. Upgrade to enter it.',
  closed: 'This giveaway has closed.',
  ineligible: 'Daily Winners is not open to you while your account is on a break.',
  alreadyPremium: 'You are already a premium member.',
  short: 'Your wallet is short of the premium membership’s price. Deposit the difference first.',
  depositPending: 'Your premium membership starts once your deposit is complete.',
  giveawayNotFound: 'We could not find this giveaway.',
  notDrawn: 'This giveaway has not been drawn yet: its entries are published with its winners.',
  benefitsLinkInvalid:
    'This benefits link is no longer valid. Open member benefits from Daily Winners again.',
} as const;

/**
 * Where a customer stands: their status, and the tier they hold (none for a non-member). A member
 * upgrading through a deposit is pending-deposit and keeps their free tier until it clears.
 */
export interface MembershipStanding {
  status: MembershipStatus;
  tier: MembershipTier | null;
}

/** Whether a giveaway of this type takes an entry from a member of this tier. */
export const tierEnters = (tier: MembershipTier | null, type: GiveawayType) =>
  tier === 'premium' || (tier === 'free' && !PREMIUM_GIVEAWAYS.includes(type));

/**
 * A customer's entry in an open giveaway: guaranteed for a premium member, unlocked once a free
 * member unlocked it, locked otherwise (a non-member, or a free member who has not unlocked it).
 * A premium giveaway cannot be unlocked by a free member (`tierEnters`).
 */
export function entryStatus(standing: MembershipStanding, unlocked: boolean): EntryStatus {
  if (standing.tier === null) return 'locked';
  if (standing.tier === 'premium') return 'guaranteed';
  return unlocked ? 'unlocked' : 'locked';
}

/** Which of the program's texts a giveaway shows (spec 3 §4, content by status). */
export type GiveawayContent = 'join-all' | 'join-premium' | 'premium' | 'free-locked' | 'closed-member';

export function giveawayContent(
  standing: MembershipStanding,
  giveaway: { type: GiveawayType; state: DrawState },
): GiveawayContent {
  const member = standing.tier !== null;
  if (member && giveaway.state !== 'DRAW_OPEN') return 'closed-member';
  if (member && standing.tier === 'premium') return 'premium';
  if (PREMIUM_GIVEAWAYS.includes(giveaway.type)) return member ? 'free-locked' : 'join-premium';
  return member ? 'join-premium' : 'join-all';
}

/**
 * The navigation's Daily Winners status: a visitor is anonymous; a customer who holds no tier (a
 * non-member, or one whose first, premium, deposit is still on its way) is a non-member; a member's status follows their
 * entry in the next daily giveaway.
 */
export function navigationStatus(
  signedIn: boolean,
  standing: MembershipStanding | undefined,
  nextDailyEntry: EntryStatus | undefined,
): NavigationStatus {
  if (!signedIn) return 'anonymous';
  if (!standing || standing.tier === null) return 'non-member';
  return nextDailyEntry === undefined || nextDailyEntry === 'locked' ? 'draw_locked' : 'draw_unlocked';
}
