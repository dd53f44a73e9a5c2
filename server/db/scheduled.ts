/**
 * Scheduled purchases (table scheduled_purchases): pre-orders waiting for their draw to open. One
 * is written, and later marked paid, by the purchase transaction (./purchases.ts); this module
 * reads them, cancels one for its customer, and records one that could not be paid.
 */
import { unixSeconds, type Clock } from '../clock';
import type { Queryable } from './database';
import type { ScheduledPurchaseRow } from './schema';

/** A scheduled purchase with its draw's number and time. */
export type StoredScheduled = ScheduledPurchaseRow & {
  draw_no: number;
  draw_at: number;
  lottery_key: string;
};

export function scheduledData(db: Queryable, clock: Clock) {
  const now = () => unixSeconds(clock);
  const withDraw = () =>
    db
      .selectFrom('scheduled_purchases')
      .innerJoin('draws', 'draws.id', 'scheduled_purchases.draw_id')
      .selectAll('scheduled_purchases')
      .select(['draws.draw_no', 'draws.draw_at', 'draws.lottery_key']);

  return {
    /** The customer's, newest first; cancelled ones are gone from their list (spec 2 §4). */
    list: (customerId: number): Promise<StoredScheduled[]> =>
      withDraw()
        .where('scheduled_purchases.customer_id', '=', customerId)
        .where('scheduled_purchases.status', '<>', 'cancelled')
        .orderBy('scheduled_purchases.created_at', 'desc')
        .orderBy('scheduled_purchases.id')
        .execute(),

    /** One of the customer's; another customer's is not found. */
    one: (customerId: number, id: string): Promise<StoredScheduled | undefined> =>
      withDraw()
        .where('scheduled_purchases.customer_id', '=', customerId)
        .where('scheduled_purchases.id', '=', id)
        .executeTakeFirst(),

    /** Those a checkout ordered, for its receipt. */
    forCheckout: (checkoutId: string): Promise<StoredScheduled[]> =>
      withDraw()
        .where('scheduled_purchases.checkout_id', '=', checkoutId)
        .orderBy('scheduled_purchases.id')
        .execute(),

    /** Every one still waiting for its draw. */
    due: (): Promise<StoredScheduled[]> =>
      withDraw()
        .where('scheduled_purchases.status', '=', 'active')
        .orderBy('scheduled_purchases.created_at')
        .execute(),

    /** Cancels one still waiting; false when it is not (paid, failed or already cancelled). */
    async cancel(customerId: number, id: string): Promise<boolean> {
      const { numUpdatedRows } = await db
        .updateTable('scheduled_purchases')
        .set({ status: 'cancelled', updated_at: now() })
        .where('customer_id', '=', customerId)
        .where('id', '=', id)
        .where('status', '=', 'active')
        .executeTakeFirst();
      return numUpdatedRows === 1n;
    },

    /** One that could not be paid when its draw opened, and why; false when no longer waiting. */
    async fail(id: string, message: string): Promise<boolean> {
      const { numUpdatedRows } = await db
        .updateTable('scheduled_purchases')
        .set({ status: 'failed', message, updated_at: now() })
        .where('id', '=', id)
        .where('status', '=', 'active')
        .executeTakeFirst();
      return numUpdatedRows === 1n;
    },
  };
}

export type ScheduledData = ReturnType<typeof scheduledData>;
