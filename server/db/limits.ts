/**
 * Spend limits (spec 3 §4): the customer's own limits per period, and what they spent in a rolling
 * window (what their purchases charged). The purchase reads both inside its transaction, so two
 * purchases at once can never pass a limit together.
 */
import type { Queryable } from './database';
import type { SpendPeriod } from './schema';

export interface SpendLimit {
  id: number;
  period: SpendPeriod;
  limitCents: number;
}

export function limitsData(db: Queryable) {
  return {
    async limits(customerId: number): Promise<SpendLimit[]> {
      const rows = await db
        .selectFrom('spend_limits')
        .select(['id', 'period', 'limit_cents'])
        .where('customer_id', '=', customerId)
        .orderBy('id')
        .execute();
      return rows.map((row) => ({ id: row.id, period: row.period, limitCents: row.limit_cents }));
    },

    /** What the customer's purchases charged at or after `sinceSeconds`. */
    async spentSince(customerId: number, sinceSeconds: number): Promise<number> {
      const row = await db
        .selectFrom('checkouts')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('charged_cents'), eb.lit(0)).as('spent'))
        .where('customer_id', '=', customerId)
        .where('created_at', '>=', sinceSeconds)
        .executeTakeFirstOrThrow();
      return Number(row.spent);
    },
  };
}

export type LimitsData = ReturnType<typeof limitsData>;
