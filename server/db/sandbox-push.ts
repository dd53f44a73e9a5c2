/**
 * The sandbox's push service's store (migration 0027): the subscriptions it issued, with the
 * receiving keys a browser would hold, and every message it accepted, decrypted.
 */
import { unixSeconds, type Clock } from '../clock';
import type { Queryable } from './database';

export interface IssuedSubscription {
  id: string;
  applicationServerKey: string;
  privateKey: string;
  publicKey: string;
  auth: string;
  expired: boolean;
}

export interface ReceivedPush {
  id: number;
  subscriptionId: string;
  payload: string;
  ttl: number;
  urgency: string | null;
  receivedAt: number;
}

export function sandboxPushData(db: Queryable, clock: Clock) {
  return {
    async issue(subscription: Omit<IssuedSubscription, 'expired'>): Promise<void> {
      await db
        .insertInto('sandbox_push_subscriptions')
        .values({
          id: subscription.id,
          application_server_key: subscription.applicationServerKey,
          private_key: subscription.privateKey,
          public_key: subscription.publicKey,
          auth: subscription.auth,
          expired: 0,
          created_at: unixSeconds(clock),
        })
        .execute();
    },

    async subscription(id: string): Promise<IssuedSubscription | undefined> {
      const row = await db
        .selectFrom('sandbox_push_subscriptions')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return (
        row && {
          id: row.id,
          applicationServerKey: row.application_server_key,
          privateKey: row.private_key,
          publicKey: row.public_key,
          auth: row.auth,
          expired: row.expired === 1,
        }
      );
    },

    /** As a push service does when the browser drops a subscription: it answers 410 from then on. */
    async expire(id: string): Promise<boolean> {
      const result = await db
        .updateTable('sandbox_push_subscriptions')
        .set({ expired: 1 })
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async receive(message: Omit<ReceivedPush, 'id' | 'receivedAt'>): Promise<void> {
      await db
        .insertInto('sandbox_push_messages')
        .values({
          subscription_id: message.subscriptionId,
          payload: message.payload,
          ttl: message.ttl,
          urgency: message.urgency,
          received_at: unixSeconds(clock),
        })
        .execute();
    },

    /** Oldest first; every subscription's without one. */
    async received(subscriptionId: string | undefined): Promise<ReceivedPush[]> {
      let query = db.selectFrom('sandbox_push_messages').selectAll().orderBy('id');
      if (subscriptionId) query = query.where('subscription_id', '=', subscriptionId);
      return (await query.execute()).map((row) => ({
        id: row.id,
        subscriptionId: row.subscription_id,
        payload: row.payload,
        ttl: row.ttl,
        urgency: row.urgency,
        receivedAt: row.received_at,
      }));
    },
  };
}
