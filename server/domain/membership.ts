/**
 * Daily Winners' membership (issue 35, spec 3 §3, §4): where a customer stands, joining free,
 * upgrading to premium (from the wallet, or through a deposit of purchase type `membership` that
 * keeps them pending-deposit until it clears), leaving, and unlocking an entry; and the program's
 * configuration, giveaways and winners as the rewards service answers them.
 */
import {
  ENTRIES,
  MEMBERSHIP_MESSAGES,
  MEMBERSHIP_PROGRAM,
  PREMIUM_DAYS,
  PREMIUM_GIVEAWAYS,
  PREMIUM_PRICE_CENTS,
  PROGRAM_URL,
  entriesText,
  entryStatus,
  tierEnters,
  type GiveawayType,
  type MembershipStanding,
} from '@contract/membership';
import type {
  CustomerMembership,
  Giveaway,
  GiveawayDraw,
  MembershipConfig,
  UpcomingDraw,
} from '@contract/schemas/membership';
import { contentFileUrl } from '@contract/content-images';
import type { DataLayer } from '../db';
import type { GiveawayRow, GiveawayWinnerRow, MembershipRow } from '../db/schema';
import { money, moneyText, prizeText } from '../money';
import { Refused } from '../refusal';

type MembershipData = Pick<DataLayer, 'rewards' | 'customers' | 'wallet'>;

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

/** Where the membership row (and the deposit it waits on) leaves the customer. */
async function standingOf(data: MembershipData, customerId: number, row: MembershipRow | undefined) {
  const pending =
    row?.pending_deposit_id != null
      ? (await data.wallet.deposit(customerId, row.pending_deposit_id))?.status === 'pending'
      : false;
  const standing: MembershipStanding = {
    status: pending ? 'pending-deposit' : row?.tier ? 'member' : 'non-member',
    tier: row?.tier ?? null,
  };
  return { standing, pendingDepositId: pending ? (row?.pending_deposit_id ?? null) : null };
}

/** A customer on a break from gambling, or self-excluded, may not join or enter (spec 3 §4: eligibility). */
async function eligible(data: MembershipData, customerId: number) {
  const customer = await data.customers.overview(customerId);
  return customer !== undefined && customer.pause === null;
}

/** GET /v3/customer: the membership and an entry status for each giveaway open now. */
export async function customerMembership(
  data: MembershipData,
  customerId: number,
): Promise<CustomerMembership> {
  const row = await data.rewards.membership(customerId);
  const { standing, pendingDepositId } = await standingOf(data, customerId, row);
  const open = await data.rewards.open();
  const entries = await data.rewards.entriesOf(
    customerId,
    open.map((giveaway) => giveaway.id),
  );
  return {
    membershipProgram: MEMBERSHIP_PROGRAM,
    membershipStatus: standing.status,
    membershipTier: standing.tier,
    membershipUpdated: row ? iso(row.updated_at) : null,
    premiumUntil: row?.tier === 'premium' && row.premium_until !== null ? iso(row.premium_until) : null,
    eligibility: (await eligible(data, customerId)) ? 'eligible' : 'ineligible',
    pendingDepositId,
    upcomingDraws: open.map((giveaway): UpcomingDraw => {
      const status = tierEnters(standing.tier, giveaway.type)
        ? entryStatus(standing, entries.has(giveaway.id))
        : 'locked';
      return {
        drawId: giveaway.id,
        type: giveaway.type,
        number: giveaway.number,
        closeTime: iso(giveaway.closes_at),
        numberOfEntriesText: status === 'locked' ? entriesText(0) : entriesText(ENTRIES[status]),
        entryStatus: status,
      };
    }),
  };
}

/** Joins the free tier at once. */
export async function joinFree(data: MembershipData, customerId: number): Promise<void> {
  if (!(await eligible(data, customerId)))
    throw Refused.of(403, 'ineligible', MEMBERSHIP_MESSAGES.ineligible);
  await data.rewards.joinFree(customerId);
}

/** Before premium is paid for: an eligible customer who does not hold it already. */
export async function checkMayUpgrade(data: MembershipData, customerId: number): Promise<void> {
  if (!(await eligible(data, customerId)))
    throw Refused.of(403, 'ineligible', MEMBERSHIP_MESSAGES.ineligible);
  const row = await data.rewards.membership(customerId);
  if (row?.tier === 'premium') throw Refused.of(409, 'already_premium', MEMBERSHIP_MESSAGES.alreadyPremium);
}

/** PUT /v3/draws/{drawId}: a free member's entry in an open giveaway of their tier. */
export async function unlockEntry(
  data: MembershipData,
  customerId: number,
  giveawayId: number,
  nowSeconds: number,
) {
  const giveaway = await data.rewards.giveawayById(giveawayId);
  if (!giveaway) throw Refused.of(404, 'giveaway_not_found', MEMBERSHIP_MESSAGES.giveawayNotFound);
  if (giveaway.state !== 'DRAW_OPEN' || giveaway.closes_at <= nowSeconds)
    throw Refused.of(422, 'giveaway_closed', MEMBERSHIP_MESSAGES.closed);
  if (!(await eligible(data, customerId)))
    throw Refused.of(403, 'ineligible', MEMBERSHIP_MESSAGES.ineligible);
  const row = await data.rewards.membership(customerId);
  if (!row?.tier) throw Refused.of(403, 'not_member', MEMBERSHIP_MESSAGES.notMember);
  if (!tierEnters(row.tier, giveaway.type))
    throw Refused.of(403, 'premium_only', MEMBERSHIP_MESSAGES.premiumOnly);
  // A premium member's entry is guaranteed already: nothing to unlock.
  if (row.tier === 'free') await data.rewards.unlock(giveaway.id, customerId, ENTRIES.unlocked);
  return (await customerMembership(data, customerId)).upcomingDraws;
}

const PILLS: Record<GiveawayType, string> = {
  daily: 'Every night',
  monthly: 'Premium · monthly',
  special: 'Special',
  major: 'Premium · major',
  preview: 'Coming soon',
};

/** A giveaway as the program's pages show it. */
export function presentDraw(giveaway: GiveawayRow): GiveawayDraw {
  const art = { imageUrl: contentFileUrl(`giveaway-${giveaway.type}`), contentDescription: giveaway.prize };
  const locked = { imageUrl: contentFileUrl('giveaway-locked'), contentDescription: 'Premium members only' };
  const premium = PREMIUM_GIVEAWAYS.includes(giveaway.type);
  return {
    drawId: giveaway.id,
    title: giveaway.title,
    description: giveaway.description,
    images: { mobile: art, desktop: art },
    availability: premium ? 'premium' : 'free',
    details: {
      title: `${giveaway.title} #${giveaway.number}`,
      transferToken: null,
      url: `/${PROGRAM_URL}/giveaways/${giveaway.type}/${giveaway.number}`,
    },
    openTime: iso(giveaway.opens_at),
    closeTime: iso(giveaway.closes_at),
    number: giveaway.number,
    externalId: `DW-${giveaway.type.toUpperCase()}-${giveaway.number}`,
    permits: 'NSW Permit No. TP/04521; ACT Permit No. TP 25/01197; SA Licence No. T25/1288',
    type: giveaway.type,
    pill: PILLS[giveaway.type],
    prize: giveaway.winners > 1 ? `${giveaway.prize} × ${giveaway.winners}` : giveaway.prize,
    state: giveaway.state,
    lockedContent: { title: 'Upgrade to premium to enter', images: { mobile: locked, desktop: locked } },
  };
}

/** A giveaway with its winners, and the customer's entry in it if they are signed in. */
export function presentGiveaway(
  giveaway: GiveawayRow,
  winners: GiveawayWinnerRow[],
  customerId: number | undefined,
  entry: Giveaway['entryStatus'],
  /** The entries the site's members held in it. */
  listedEntries: number,
): Giveaway {
  const drawn = giveaway.drawn_at !== null;
  return {
    ...presentDraw(giveaway),
    drawnAt: giveaway.drawn_at === null ? null : iso(giveaway.drawn_at),
    // The seed stays secret until the draw: with it, anyone could tell the winners beforehand.
    seedHash: giveaway.seed_hash,
    seed: drawn ? giveaway.seed : null,
    entryCount: drawn ? listedEntries + giveaway.public_entries : null,
    winners: winners
      .filter((winner) => winner.giveaway_id === giveaway.id)
      .map((winner) => ({
        rank: winner.rank,
        member: winner.member,
        winner: winner.winner,
        prize: winner.prize,
        isYou: customerId !== undefined && winner.customer_id === customerId,
      })),
    entryStatus: entry,
  };
}

/** GET /v4/config: the program, its tiers and the giveaways open now. */
export async function membershipConfig(data: Pick<DataLayer, 'rewards'>): Promise<MembershipConfig> {
  const open = (await data.rewards.open()).map(presentDraw);
  const ofType = (type: GiveawayType) => open.filter((draw) => draw.type === type);
  const price = moneyText(PREMIUM_PRICE_CENTS);
  return {
    programName: 'Daily Winners',
    programUrl: PROGRAM_URL,
    programId: MEMBERSHIP_PROGRAM,
    programLogo: contentFileUrl('giveaway-daily'),
    titleContent: {
      title: 'Daily Winners',
      subtitle: `A members’ club with cash giveaways every night, a ${prizeText(10_000_00)} draw every month and a car each quarter.`,
    },
    deposit: { purchaseType: 'membership', amount: money(PREMIUM_PRICE_CENTS) },
    membershipTiers: [
      {
        tier: 'free',
        name: 'Free',
        price: money(0),
        days: null,
        benefits: ['Unlock one entry in each nightly and special giveaway', 'See every draw’s winners'],
      },
      {
        tier: 'premium',
        name: 'Premium',
        price: money(PREMIUM_PRICE_CENTS),
        days: PREMIUM_DAYS,
        benefits: [
          'Five entries in every giveaway, guaranteed: nothing to unlock',
          `The monthly ${prizeText(10_000_00)} and the quarterly major`,
          'Member discounts with our partners',
        ],
      },
    ],
    monthlyGiveaways: ofType('monthly'),
    specialGiveaways: ofType('special'),
    dailyGiveaways: ofType('daily'),
    majorGiveaways: ofType('major'),
    explanationCard: {
      title: 'How Daily Winners works',
      steps: [
        'Join free, or go premium for five entries in every giveaway.',
        'Free members unlock their entry in each giveaway before it closes.',
        'Winners are drawn at each close and paid to their wallets.',
      ],
    },
    howItWorksYoutubeId: 'aqz-KE-bpKQ',
    optIn: {
      title: 'Join Daily Winners',
      text: 'Membership is free. Premium costs ' + price + ` for ${PREMIUM_DAYS} days.`,
      button: 'Join free',
    },
    manageMembership: {
      title: 'Your membership',
      text: `Premium runs ${PREMIUM_DAYS} days from each payment. You can leave at any time.`,
    },
    pastWinners: { title: 'Past winners', text: 'Every giveaway’s winners, the latest first.' },
    frequentlyAskedQuestions: [
      {
        question: 'How are the winners drawn?',
        answer: 'By a certified random number generator at each giveaway’s close, from every entry in it.',
      },
      {
        question: 'How are prizes paid?',
        answer: 'Cash prizes go to the winner’s wallet at once. We call the winners of other prizes.',
      },
      {
        question: 'Can I leave?',
        answer: 'Yes, at any time from Manage membership. Premium already paid for is not refunded.',
      },
    ],
    eligiblePricingIds: ['standard'],
    discounts: [
      { partner: 'Harbour Rewards', offer: '10% off at partner stores' },
      { partner: 'Surf Life Saving Australia', offer: 'A free raffle ticket each month' },
    ],
    contentByStatus: {
      'join-all': 'Join Daily Winners free to enter this giveaway.',
      'join-premium': `Go premium (${price} for ${PREMIUM_DAYS} days) for five guaranteed entries.`,
      premium: 'You are in: five guaranteed entries as a premium member.',
      'free-locked': 'This giveaway is for premium members. Upgrade to enter.',
      'closed-member': 'This giveaway has closed. See the winners below.',
    },
    navigationItems: [
      {
        location: 'primary',
        visibility: ['anonymous', 'non-member', 'draw_locked', 'draw_unlocked'],
        textByStatus: {
          anonymous: 'Daily Winners',
          'non-member': 'Daily Winners',
          draw_locked: 'Unlock tonight’s entry',
          draw_unlocked: 'You’re in tonight',
        },
      },
    ],
    termsAndConditionsTranslationId: 'daily_winners_terms',
    footer: {
      disclaimerText:
        'Daily Winners is a trade promotion. Entrants must be 18 or over and live in Australia. ' +
        'Full terms apply.',
    },
    pastDrawsFilter: { months: 12 },
  };
}
