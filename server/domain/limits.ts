/**
 * Where a customer stands against their limits (spec 3 §3): each spend and deposit limit with what
 * its rolling window has used and what is left, the precommitment limit, the limit every customer
 * has, and what purchases charged on each of the last 30 days. A limit's cooling-off (a lower limit
 * at once, a higher one or an end later) is the data module's, decided in the change's transaction.
 */
import { SPEND_PERIOD_DAYS, SYSTEM_SPEND_LIMIT, spendStatus } from '@contract/spend-limits';
import type { DataLayer } from '../db';
import type { StoredLimit } from '../db/limits';

const DAY = 24 * 60 * 60;
const HISTORY_DAYS = 30;

type LimitsData = Pick<DataLayer, 'limits'>;

export interface LimitWindow {
  limit: StoredLimit;
  usedCents: number;
  remainingCents: number;
}

export interface LimitsNow {
  /** The spend and deposit limits, each with its window now. */
  windows: LimitWindow[];
  precommitment: StoredLimit | undefined;
  /** The limit every customer has. */
  system: { usedCents: number; remainingCents: number };
  /** What purchases charged on each of the last 30 rolling days, the oldest first, the last ending at `at`. */
  history: { endsAt: number; cents: number }[];
}

/** What a limit's rolling window has used by `at`: deposits, losses or purchases, by its kind. */
function used(data: LimitsData, customerId: number, limit: StoredLimit, at: number): Promise<number> {
  const since = at - SPEND_PERIOD_DAYS[limit.period] * DAY;
  if (limit.kind === 'deposit') return data.limits.depositedSince(customerId, since);
  if (limit.kind === 'precommitment') return data.limits.lostSince(customerId, since);
  return data.limits.spentSince(customerId, since);
}

async function history(data: LimitsData, customerId: number, at: number): Promise<LimitsNow['history']> {
  const since = at - HISTORY_DAYS * DAY;
  const days = Array.from({ length: HISTORY_DAYS }, () => 0);
  for (const charge of await data.limits.charges(customerId, since)) {
    const index = Math.min(HISTORY_DAYS - 1, Math.floor((charge.created_at - since) / DAY));
    days[index] = (days[index] ?? 0) + charge.charged_cents;
  }
  return days.map((cents, index) => ({ endsAt: since + (index + 1) * DAY, cents }));
}

export async function limitsNow(data: LimitsData, customerId: number, at: number): Promise<LimitsNow> {
  const all = await data.limits.limits(customerId, at);
  const windows: LimitWindow[] = [];
  for (const limit of all.filter((entry) => entry.kind !== 'precommitment')) {
    const usedCents = await used(data, customerId, limit, at);
    windows.push({
      limit,
      usedCents,
      remainingCents: spendStatus(usedCents, limit.limitCents).remainingCents,
    });
  }
  const systemUsed = await data.limits.spentSince(
    customerId,
    at - SPEND_PERIOD_DAYS[SYSTEM_SPEND_LIMIT.period] * DAY,
  );
  return {
    windows,
    precommitment: all.find((entry) => entry.kind === 'precommitment'),
    system: {
      usedCents: systemUsed,
      remainingCents: spendStatus(systemUsed, SYSTEM_SPEND_LIMIT.limitCents).remainingCents,
    },
    history: await history(data, customerId, at),
  };
}
