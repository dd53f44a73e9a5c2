/**
 * Keeping draws ahead of the clock: each scheduled lottery always has its draws for the next five
 * weeks, numbered on from its last one, with the division-one pool its prize rule sets. Also the
 * seeded history (a year of drawn results with CSPRNG numbers) that statistics count over.
 */
import { randomInt } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { ServerConfig } from '../config';
import type { CatalogueData, Lottery } from '../db/catalogue';
import type { DrawsTable } from '../db/schema';
import { drawTimesBetween, type DrawTime } from './schedule';
import { prizeText } from '../money';

/**
 * A scheduled raffle's draw opens with this part of its tickets already sold at the retailer's
 * other outlets, so the demo's few buyers draw against a real field, not against themselves.
 */
const RAFFLE_SOLD_ELSEWHERE = 0.35;

const DAY = 24 * 60 * 60;
export const DRAWS_AHEAD_SECONDS = 35 * DAY;

/** A division-one pool that moves from draw to draw, as jackpots jump and reset. */
export function prizePoolCents(lottery: Lottery, drawNo: number): number | null {
  const rule = lottery.prizeRule;
  if (!rule) return null;
  return rule.fixed ? rule.baseCents : rule.baseCents + ((drawNo * 7919) % 9) * rule.stepCents;
}

/**
 * Numbers for each drawn set, from the CSPRNG. Sets over the same range come out of one barrel
 * (supplementaries never repeat a winning number); the Powerball has a barrel of its own.
 */
export function drawNumbers(lottery: Pick<Lottery, 'drawnSets'>): Record<string, number[]> {
  const numbers: Record<string, number[]> = {};
  const barrels = new Map<string, Set<number>>();
  for (const set of lottery.drawnSets) {
    const barrel = `${set.min}-${set.max}`;
    const out = barrels.get(barrel) ?? new Set<number>();
    barrels.set(barrel, out);
    const picked: number[] = [];
    while (picked.length < set.count) {
      const number = randomInt(set.min, set.max + 1);
      if (out.has(number)) continue;
      out.add(number);
      picked.push(number);
    }
    numbers[set.key] = picked;
  }
  return numbers;
}

/** A scheduled raffle's prize: a whole-dollar cash amount ("$100,000 cash"). */
const cashPrize = (cents: number) => `${prizeText(cents)} cash`;

function newDraw(lottery: Lottery, drawNo: number, drawAt: number, stopAt: number): Insertable<DrawsTable> {
  const rule = lottery.prizeRule;
  const raffleTickets = lottery.drawType === 'raffle_ticket_draw' ? rule?.raffleTickets : undefined;
  return {
    lottery_key: lottery.key,
    draw_no: drawNo,
    draw_at: drawAt,
    stop_at: stopAt,
    prize_pool_cents: raffleTickets ? null : prizePoolCents(lottery, drawNo),
    prize_pool_suffix: raffleTickets ? null : (rule?.suffix ?? null),
    raffle:
      rule && raffleTickets
        ? JSON.stringify({
            name: cashPrize(rule.baseCents),
            valueCents: rule.baseCents,
            featureImage: rule.featureImage ?? null,
            ticketsTotal: raffleTickets,
          })
        : null,
    tickets_sold: raffleTickets ? Math.round(raffleTickets * RAFFLE_SOLD_ELSEWHERE) : 0,
    pre_order_at: null,
    winning_numbers: null,
  };
}

/**
 * Draws every `minutes` instead of each lottery's weekly schedule (`DEMO_DRAW_MINUTES`), for demos
 * and tests that watch a draw happen; `DEMO_DRAWS_AHEAD` of them are kept ahead.
 */
export interface DrawCadence {
  minutes: number;
}
export const DEMO_DRAWS_AHEAD = 12;

export const drawCadence = (config: Pick<ServerConfig, 'demoDrawMinutes'>): DrawCadence | undefined =>
  config.demoDrawMinutes === undefined ? undefined : { minutes: config.demoDrawMinutes };

/** On a cadence: `count` draw times on its marks after `afterSeconds`, sales stopping half a step before. */
export function cadenceTimes(cadence: DrawCadence, afterSeconds: number, count: number): DrawTime[] {
  const step = cadence.minutes * 60;
  const first = (Math.floor(afterSeconds / step) + 1) * step;
  return Array.from({ length: Math.max(0, count) }, (_, index) => {
    const drawAt = first + index * step;
    return { drawAt, stopAt: drawAt - Math.floor(step / 2) };
  });
}

/**
 * Adds any scheduled draws missing up to `DRAWS_AHEAD_SECONDS` after now (on a demo cadence, up
 * to `DEMO_DRAWS_AHEAD` steps after now).
 */
export async function scheduleDrawsAhead(
  catalogue: CatalogueData,
  nowSeconds: number,
  cadence?: DrawCadence,
): Promise<void> {
  for (const lottery of await catalogue.lotteries()) {
    if (!lottery.schedule) continue;
    const latest = await catalogue.latestDraw(lottery.key);
    if (!latest) continue;
    const times = cadence
      ? cadenceTimes(
          cadence,
          latest.draw_at,
          Math.floor(
            (nowSeconds + DEMO_DRAWS_AHEAD * cadence.minutes * 60 - latest.draw_at) / (cadence.minutes * 60),
          ),
        )
      : drawTimesBetween(
          lottery.schedule,
          latest.draw_at + 1,
          // A monthly draw keeps the next month's on sale too, as five weeks would not always.
          nowSeconds + (lottery.schedule.weekOfMonth === undefined ? 1 : 2) * DRAWS_AHEAD_SECONDS,
        );
    await catalogue.insertDraws(
      times.map((time, index) => newDraw(lottery, latest.draw_no + index + 1, time.drawAt, time.stopAt)),
    );
  }
}

/**
 * A lottery's first draws: a year of drawn results ending now, numbered so that the last of them
 * is `lastDrawNo`, then the draws ahead.
 */
export async function seedLotteryDraws(
  catalogue: CatalogueData,
  lottery: Lottery,
  lastDrawNo: number,
  nowSeconds: number,
): Promise<void> {
  if (!lottery.schedule || (await catalogue.latestDraw(lottery.key))) return;
  const past = drawTimesBetween(lottery.schedule, nowSeconds - 365 * DAY, nowSeconds);
  const first = lastDrawNo - past.length + 1;
  await catalogue.insertDraws(
    past.map((time, index) => ({
      ...newDraw(lottery, first + index, time.drawAt, time.stopAt),
      status: 'DRAW_PAID',
      // A raffle's winners are drawn from its tickets (seedDrawResults), not from number sets.
      winning_numbers:
        lottery.drawType === 'raffle_ticket_draw' ? null : JSON.stringify(drawNumbers(lottery)),
    })),
  );
}
