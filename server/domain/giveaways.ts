/**
 * Daily Winners' giveaways (issue 35): each type's schedule (a daily, a monthly, a fortnightly
 * special and a quarterly major, numbered from the program's start), their prizes, and the draw.
 * Each giveaway is written with the random seed it will be drawn with, whose hash its page shows
 * until the close (../../contract/giveaway-draw.ts). At each close the draw engine draws it from
 * that seed, the members' unlocked and guaranteed entries and the wider membership's
 * (./membership-roll.ts), records the winners, credits cash prizes and opens the next of its type. A draw claims its giveaway in its own transaction (../db/rewards.ts), so a
 * restart draws nothing twice.
 */
import { createHash, randomBytes } from 'node:crypto';
import { drawMembers, SEED_BYTES, toHex, type DrawPool, type Sha256 } from '@contract/giveaway-draw';
import { ENTRIES, type GiveawayType } from '@contract/membership';
import type { Entrant, GiveawayNotice, PickedWinner, RewardsData } from '../db/rewards';
import type { GiveawayRow } from '../db/schema';
import { prizeText } from '../money';
import { isCashPrize } from './draw-engine';
import { memberName, widerEntrants } from './membership-roll';

const DAY = 24 * 60 * 60;
/** The program's first giveaways closed the day after this (2025-01-01 09:00 UTC, 8 pm in Sydney). */
const PROGRAM_START = Date.UTC(2025, 0, 1, 9) / 1000;

interface GiveawayTemplate {
  title: string;
  description: string;
  prize: string;
  prizeCents: number;
  winners: number;
  /** Entries from the members outside the demo. */
  publicEntries: number;
  /** Seconds between closes. */
  period: number;
}

export const GIVEAWAY_TEMPLATES: Record<Exclude<GiveawayType, 'preview'>, GiveawayTemplate> = {
  daily: {
    title: `Daily ${prizeText(500_00)} cash`,
    description: `Ten members share ${prizeText(500_00)} every night: ${prizeText(50_00)} cash each, paid to their wallets.`,
    prize: `${prizeText(50_00)} cash`,
    prizeCents: 50_00,
    winners: 10,
    publicEntries: 4_000,
    period: DAY,
  },
  monthly: {
    title: `Monthly ${prizeText(10_000_00)} cash`,
    description: `One premium member takes ${prizeText(10_000_00)} cash at the end of each month.`,
    prize: `${prizeText(10_000_00)} cash`,
    prizeCents: 10_000_00,
    winners: 1,
    publicEntries: 30_000,
    period: 30 * DAY,
  },
  special: {
    title: `A ${prizeText(5_000_00)} holiday`,
    description: `A fortnightly special: a ${prizeText(5_000_00)} travel voucher for the member drawn.`,
    prize: `A ${prizeText(5_000_00)} travel voucher`,
    prizeCents: 5_000_00,
    winners: 1,
    publicEntries: 12_000,
    period: 14 * DAY,
  },
  major: {
    title: 'The major: a new Toyota RAV4 Hybrid',
    description: 'Every quarter one premium member drives away in a new Toyota RAV4 Hybrid.',
    prize: 'A Toyota RAV4 Hybrid',
    prizeCents: 52_000_00,
    winners: 1,
    publicEntries: 60_000,
    period: 91 * DAY,
  },
};

type ScheduledType = keyof typeof GIVEAWAY_TEMPLATES;
const SCHEDULED_TYPES = Object.keys(GIVEAWAY_TEMPLATES) as ScheduledType[];

/** When giveaway `number` of a type closes; number 1 closes one period after the program's start. */
const closesAt = (type: ScheduledType, number: number) =>
  PROGRAM_START + number * GIVEAWAY_TEMPLATES[type].period;

/** The number of the giveaway of a type open at `at`: the first whose close is after it. */
export const openNumber = (type: ScheduledType, at: number) =>
  Math.floor((at - PROGRAM_START) / GIVEAWAY_TEMPLATES[type].period) + 1;

export function scheduledGiveaway(type: ScheduledType, number: number) {
  const template = GIVEAWAY_TEMPLATES[type];
  return {
    type,
    number,
    title: template.title,
    description: template.description,
    prize: template.prize,
    prize_cents: template.prizeCents,
    winners: template.winners,
    public_entries: template.publicEntries,
    opens_at: closesAt(type, number - 1),
    closes_at: closesAt(type, number),
  };
}

const sha256: Sha256 = (text) => Promise.resolve(createHash('sha256').update(text).digest());

/** A new giveaway's seed and the hash it publishes of it. */
export function commitSeed(): { seed: string; seed_hash: string } {
  const seed = toHex(randomBytes(SEED_BYTES));
  return { seed, seed_hash: createHash('sha256').update(seed).digest('hex') };
}

/** Every entry a giveaway draws from: the site's members', by member number, then the wider membership's. */
export const drawPool = (
  giveaway: Pick<GiveawayRow, 'type' | 'number' | 'public_entries'>,
  listed: DrawPool['listed'],
): DrawPool => ({
  listed,
  wider: widerEntrants(giveaway.type, giveaway.number, giveaway.public_entries),
});

/**
 * The winners, one prize at a time from the entries left, from the giveaway's seed: a customer's
 * entries count as they hold them, and no member wins twice in a draw.
 */
export async function pickWinners(giveaway: GiveawayRow, entrants: Entrant[]): Promise<PickedWinner[]> {
  if (!giveaway.seed) throw new Error(`Giveaway ${giveaway.id} has no seed to draw with`);
  const byMember = new Map(entrants.map((entrant) => [entrant.customerId, entrant]));
  const pool = drawPool(
    giveaway,
    [...byMember.values()]
      .map((entrant) => ({ member: entrant.customerId, entries: entrant.entries }))
      .sort((a, b) => a.member - b.member),
  );
  const members = await drawMembers(giveaway.seed, pool, giveaway.winners, sha256);
  return members.map((member, index) => {
    const entrant = byMember.get(member);
    return {
      rank: index + 1,
      member,
      customerId: entrant ? entrant.customerId : null,
      winner: entrant ? entrant.name : memberName(member),
      prize: giveaway.prize,
      prizeCents: giveaway.prize_cents,
      cash: isCashPrize(giveaway.prize),
    };
  });
}

/**
 * What a member who entered hears of a giveaway's draw (issue 62, point 4), as a lottery winner
 * does: a win in the feed and by email, with where the prize went; otherwise "not this time", in
 * the feed only.
 */
export function giveawayNotice(
  giveaway: GiveawayRow,
  win: PickedWinner | undefined,
  firstname: string,
): GiveawayNotice {
  const link = `/daily-winners/giveaways/${giveaway.type}/${giveaway.number}`;
  if (!win)
    return {
      card: {
        title: `Not this time: ${giveaway.title}`,
        message: 'Your entry did not win this draw. The next giveaway is open, and the winners are listed.',
        link,
        linkText: 'See the winners',
      },
    };
  const where = win.cash ? 'It is paid into your Lucky Dip wallet.' : 'We will contact you to arrange it.';
  return {
    card: {
      title: `You won: ${giveaway.title}`,
      message: `${win.prize}. ${where}`,
      link,
      linkText: 'See the draw',
    },
    email: {
      subject: `You won in the ${giveaway.title} giveaway`,
      text: [
        `Congratulations, ${firstname}!`,
        `Your Daily Winners entry won ${win.prize} in the ${giveaway.title} giveaway. ${where}`,
        'The draw and its winners are on the giveaway’s page under Daily Winners.',
      ].join('\n\n'),
    },
  };
}

/**
 * Draws every giveaway whose close has come, and keeps each type's giveaway open now on sale:
 * premium that has run out first goes back to free, so a lapsed member's entries are not
 * guaranteed. Returns how many it drew.
 */
export async function runDueGiveaways(rewards: RewardsData, nowSeconds: number): Promise<number> {
  await rewards.endLapsedPremium(nowSeconds);
  await rewards.commitMissingSeeds(commitSeed);
  let drawn = 0;
  for (const giveaway of await rewards.due(nowSeconds)) {
    const entrants = await rewards.entrants(giveaway, ENTRIES.guaranteed);
    const winners = await pickWinners(giveaway, entrants);
    const tell = (win: PickedWinner | undefined, firstname: string) =>
      giveawayNotice(giveaway, win, firstname);
    if (await rewards.draw(giveaway, entrants, winners, nowSeconds, tell)) drawn += 1;
  }
  await openCurrent(rewards, nowSeconds);
  return drawn;
}

/** Each type's giveaway open at `at`, and the next after one brought forward by the sandbox. */
async function openCurrent(rewards: RewardsData, at: number) {
  for (const type of SCHEDULED_TYPES) {
    const latest = await rewards.latest(type);
    const number = Math.max(
      openNumber(type, at),
      (latest?.number ?? 0) + (latest?.state === 'DRAW_OPEN' ? 0 : 1),
    );
    const giveaway = scheduledGiveaway(type, number);
    // A giveaway brought forward closed early: the next opens now and closes on the schedule.
    await rewards.insertIfMissing({
      ...giveaway,
      ...commitSeed(),
      opens_at: Math.min(giveaway.opens_at, at),
    });
  }
}

/**
 * The seeded history: a year of each type's giveaways, drawn (from the wider membership, since no
 * demo customer was a member then), and the ones open now.
 */
export async function seedGiveaways(rewards: RewardsData, nowSeconds: number): Promise<void> {
  for (const type of SCHEDULED_TYPES) {
    const first = Math.max(1, openNumber(type, nowSeconds - 365 * DAY));
    for (let number = first; number < openNumber(type, nowSeconds); number += 1)
      await rewards.insertIfMissing({ ...scheduledGiveaway(type, number), ...commitSeed() });
  }
  await runDueGiveaways(rewards, nowSeconds);
}
