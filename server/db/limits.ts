/**
 * The customer's limits (spec 3 §4, docs/decisions.md "Limits"): spend and deposit limits per
 * period, and the precommitment limit on what they lose in any 30 days. A lower limit applies at
 * once; a higher one, or the end of a limit, only once its cooling-off has passed, so a limit set
 * in a calm moment cannot be undone in a heated one. A waiting change is kept beside the limit and
 * read as in force from its date, so nothing has to run when the cooling-off ends.
 *
 * Purchases and deposits read what a window already holds inside their own transaction, so two at
 * once can never pass a limit together.
 */
import type { SpendPeriod } from '@contract/spend-limits';
import { unixSeconds, type Clock } from '../clock';
import type { Queryable } from './database';
import type { LimitRowKind } from './schema';

export const COOLING_OFF_DAYS = 7;
const DAY = 24 * 60 * 60;

export interface StoredLimit {
  id: number;
  kind: LimitRowKind;
  period: SpendPeriod;
  /** The limit in force now. */
  limitCents: number;
  /** A change waiting for its cooling-off: the higher limit, or null for the limit's end. */
  pending: { limitCents: number | null; from: number } | null;
}

/** What a row says is in force at `at`; null when its end has come. */
function inForce(
  row: { limit_cents: number; pending_limit_cents: number | null; pending_from: number | null },
  at: number,
): { limitCents: number | null; pending: StoredLimit['pending'] } {
  if (row.pending_from === null) return { limitCents: row.limit_cents, pending: null };
  if (row.pending_from <= at) return { limitCents: row.pending_limit_cents, pending: null };
  return {
    limitCents: row.limit_cents,
    pending: { limitCents: row.pending_limit_cents, from: row.pending_from },
  };
}

export type LimitChange =
  | { outcome: 'applied'; limit: StoredLimit }
  | { outcome: 'waiting'; limit: StoredLimit }
  | { outcome: 'ending'; from: number }
  | { outcome: 'missing' };

export function limitsData(db: Queryable, clock: Clock) {
  const rows = (customerId: number) =>
    db
      .selectFrom('spend_limits')
      .select(['id', 'kind', 'period', 'limit_cents', 'pending_limit_cents', 'pending_from'])
      .where('customer_id', '=', customerId)
      .orderBy('id')
      .execute();

  const data = {
    /** The customer's limits in force at `at` (of one kind, or all), with what waits to change them. */
    async limits(customerId: number, at: number, kind?: LimitRowKind): Promise<StoredLimit[]> {
      return (await rows(customerId)).flatMap((row) => {
        if (kind !== undefined && row.kind !== kind) return [];
        const { limitCents, pending } = inForce(row, at);
        return limitCents === null
          ? []
          : [{ id: row.id, kind: row.kind, period: row.period, limitCents, pending }];
      });
    },

    /** The customer's limits in force now. */
    current: (customerId: number) => data.limits(customerId, unixSeconds(clock)),

    /**
     * What the customer's purchases charged at or after `sinceSeconds`, and the membership fees
     * the wallet paid (spending too, though they buy no tickets).
     */
    async spentSince(customerId: number, sinceSeconds: number): Promise<number> {
      const row = await db
        .selectFrom('checkouts')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('charged_cents'), eb.lit(0)).as('spent'))
        .where('customer_id', '=', customerId)
        .where('created_at', '>=', sinceSeconds)
        .executeTakeFirstOrThrow();
      const fees = await db
        .selectFrom('wallet_transactions')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.lit(0)).as('paid'))
        .where('customer_id', '=', customerId)
        .where('kind', '=', 'membership')
        .where('created_at', '>=', sinceSeconds)
        .executeTakeFirstOrThrow();
      return Number(row.spent) - Number(fees.paid);
    },

    /** Each purchase's charge and time at or after `sinceSeconds`. */
    charges: (customerId: number, sinceSeconds: number) =>
      db
        .selectFrom('checkouts')
        .select(['charged_cents', 'created_at'])
        .where('customer_id', '=', customerId)
        .where('created_at', '>=', sinceSeconds)
        .execute(),

    /** Deposits made or still being made at or after `sinceSeconds`: a pending one holds its room. */
    async depositedSince(customerId: number, sinceSeconds: number): Promise<number> {
      const row = await db
        .selectFrom('deposits')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.lit(0)).as('deposited'))
        .where('customer_id', '=', customerId)
        .where('status', 'in', ['pending', 'succeeded'])
        .where('created_at', '>=', sinceSeconds)
        .executeTakeFirstOrThrow();
      return Number(row.deposited);
    },

    /** What the customer lost at or after `sinceSeconds`: spent less prizes won, never below 0. */
    async lostSince(customerId: number, sinceSeconds: number): Promise<number> {
      const won = await db
        .selectFrom('wallet_transactions')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.lit(0)).as('won'))
        .where('customer_id', '=', customerId)
        .where('kind', '=', 'prize')
        .where('created_at', '>=', sinceSeconds)
        .executeTakeFirstOrThrow();
      return Math.max(0, (await data.spentSince(customerId, sinceSeconds)) - Number(won.won));
    },

    /**
     * Sets a limit: a new one or a lower one applies at once (and drops any higher one waiting); a
     * higher one waits `COOLING_OFF_DAYS`.
     */
    async set(
      customerId: number,
      kind: LimitRowKind,
      period: SpendPeriod,
      limitCents: number,
      at: number,
    ): Promise<LimitChange> {
      const existing = (await rows(customerId)).find((row) => row.kind === kind && row.period === period);
      const current = existing ? inForce(existing, at).limitCents : null;
      if (existing && current !== null && limitCents > current) {
        const from = at + COOLING_OFF_DAYS * DAY;
        await db
          .updateTable('spend_limits')
          .set({ limit_cents: current, pending_limit_cents: limitCents, pending_from: from })
          .where('id', '=', existing.id)
          .execute();
        return {
          outcome: 'waiting',
          limit: { id: existing.id, kind, period, limitCents: current, pending: { limitCents, from } },
        };
      }
      const written = await db
        .insertInto('spend_limits')
        .values({ customer_id: customerId, kind, period, limit_cents: limitCents, created_at: at })
        .onConflict((oc) =>
          oc.columns(['customer_id', 'kind', 'period']).doUpdateSet({
            limit_cents: limitCents,
            pending_limit_cents: null,
            pending_from: null,
          }),
        )
        .returning('id')
        .executeTakeFirstOrThrow();
      return { outcome: 'applied', limit: { id: written.id, kind, period, limitCents, pending: null } };
    },

    /** Ends a limit once its cooling-off has passed. */
    async remove(customerId: number, id: number, at: number): Promise<LimitChange> {
      const row = (await rows(customerId)).find((entry) => entry.id === id);
      const current = row && inForce(row, at);
      if (!row || !current || current.limitCents === null) return { outcome: 'missing' };
      if (current.pending && current.pending.limitCents === null)
        return { outcome: 'ending', from: current.pending.from };
      const from = at + COOLING_OFF_DAYS * DAY;
      await db
        .updateTable('spend_limits')
        .set({ limit_cents: current.limitCents, pending_limit_cents: null, pending_from: from })
        .where('id', '=', id)
        .execute();
      return {
        outcome: 'waiting',
        limit: {
          id,
          kind: row.kind,
          period: row.period,
          limitCents: current.limitCents,
          pending: { limitCents: null, from },
        },
      };
    },
  };
  return data;
}

export type LimitsData = ReturnType<typeof limitsData>;
