/**
 * Contact-form messages (table contact_messages, issue 36): kept as they were sent, with the
 * customer's id when they were signed in. The sandbox lists them, as support's inbox would.
 */
import type { ContactMessage } from '@contract/schemas/content';
import { isoTime, type Clock } from '../clock';
import type { Queryable } from './database';

export interface StoredContactMessage extends ContactMessage {
  id: number;
  customerId: number | null;
  createdAt: string;
}

export function contactMessagesData(db: Queryable, clock: Clock) {
  return {
    async add(message: ContactMessage, customerId: number | null): Promise<number> {
      const row = await db
        .insertInto('contact_messages')
        .values({ ...message, customer_id: customerId, created_at: isoTime(clock) })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** Newest first. */
    async list(limit = 50): Promise<StoredContactMessage[]> {
      const rows = await db
        .selectFrom('contact_messages')
        .selectAll()
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        customerId: row.customer_id,
        name: row.name,
        email: row.email,
        message: row.message,
        createdAt: row.created_at,
      }));
    },
  };
}
