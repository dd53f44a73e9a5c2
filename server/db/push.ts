/**
 * Web Push's store (migration 0027): each customer's devices with the kinds of notice they opted into, and each notice's delivery to each
 * device, claimed before it is sent so that a restart never sends one twice.
 */
import type { PushKind, PushKinds } from '@contract/schemas/push';
import { unixSeconds, type Clock } from '../clock';
import type { Queryable } from './database';
import type { NoticeKind } from './schema';

export interface PushDevice {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  kinds: PushKinds;
}

const flag = (on: boolean) => (on ? 1 : 0);

export function pushData(db: Queryable, clock: Clock) {
  const device = db
    .selectFrom('push_subscriptions')
    .select(['id', 'endpoint', 'p256dh', 'auth', 'results', 'wins', 'closing', 'customer_id']);
  const present = (row: {
    id: number;
    endpoint: string;
    p256dh: string;
    auth: string;
    results: 0 | 1;
    wins: 0 | 1;
    closing: 0 | 1;
  }) => ({
    id: row.id,
    endpoint: row.endpoint,
    p256dh: row.p256dh,
    auth: row.auth,
    kinds: { results: row.results === 1, wins: row.wins === 1, closing: row.closing === 1 },
  });

  return {
    /**
     * This device for this customer in this session (refresh token family): a device another
     * customer used moves to this one.
     */
    async subscribe(
      grant: { customerId: number; familyId: string },
      subscription: { endpoint: string; p256dh: string; auth: string },
      kinds: PushKinds,
    ): Promise<void> {
      const values = {
        customer_id: grant.customerId,
        session_family: grant.familyId,
        p256dh: subscription.p256dh,
        auth: subscription.auth,
        results: flag(kinds.results),
        wins: flag(kinds.wins),
        closing: flag(kinds.closing),
      } as const;
      await db
        .insertInto('push_subscriptions')
        .values({ ...values, endpoint: subscription.endpoint, created_at: unixSeconds(clock) })
        .onConflict((conflict) => conflict.column('endpoint').doUpdateSet(values))
        .execute();
    },

    async device(customerId: number, endpoint: string): Promise<PushDevice | undefined> {
      const row = await device
        .where('customer_id', '=', customerId)
        .where('endpoint', '=', endpoint)
        .executeTakeFirst();
      return row && present(row);
    },

    /** The customer's devices that take this kind of notice. */
    async devices(customerId: number, kind: PushKind): Promise<PushDevice[]> {
      const rows = await device
        .where('customer_id', '=', customerId)
        .where(kind, '=', 1)
        .orderBy('id')
        .execute();
      return rows.map(present);
    },

    /** This customer's device forgotten (signed out, or turned off): false when it was not theirs. */
    async unsubscribe(customerId: number, endpoint: string): Promise<boolean> {
      const result = await db
        .deleteFrom('push_subscriptions')
        .where('customer_id', '=', customerId)
        .where('endpoint', '=', endpoint)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /** Signing out of a session removes the devices saved in it. */
    async signedOut(familyId: string): Promise<void> {
      await db.deleteFrom('push_subscriptions').where('session_family', '=', familyId).execute();
    },

    /** A device its push service says is gone (404, 410). */
    async forget(deviceId: number): Promise<void> {
      await db.deleteFrom('push_subscriptions').where('id', '=', deviceId).execute();
    },

    /** Claims the notice's delivery to the device: false when it was claimed (or sent) already. */
    async claim(kind: NoticeKind, noticeId: number, deviceId: number): Promise<boolean> {
      const result = await db
        .insertInto('push_deliveries')
        .values({ notice_kind: kind, notice_id: noticeId, subscription_id: deviceId, sent_at: null })
        .onConflict((conflict) =>
          conflict.columns(['notice_kind', 'notice_id', 'subscription_id']).doNothing(),
        )
        .executeTakeFirst();
      return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
    },

    async sent(kind: NoticeKind, noticeId: number, deviceId: number): Promise<void> {
      await db
        .updateTable('push_deliveries')
        .set({ sent_at: unixSeconds(clock) })
        .where('notice_kind', '=', kind)
        .where('notice_id', '=', noticeId)
        .where('subscription_id', '=', deviceId)
        .execute();
    },

    /** A delivery that failed for now: released, to be tried again. */
    async release(kind: NoticeKind, noticeId: number, deviceId: number): Promise<void> {
      await db
        .deleteFrom('push_deliveries')
        .where('notice_kind', '=', kind)
        .where('notice_id', '=', noticeId)
        .where('subscription_id', '=', deviceId)
        .where('sent_at', 'is', null)
        .execute();
    },
  };
}

export type PushData = ReturnType<typeof pushData>;
