/**
 * Feedback events (table feedback_events): what customers and visitors said of the site, with the
 * client that sent it. The sandbox lists them, as an operator's back office would.
 */
import { camelizeKeys, snakeizeKeys } from '@contract/case';
import type { ClientInformation, FeedbackEvent } from '@contract/schemas/feedback';
import { isoTime, type Clock } from '../clock';
import type { Queryable } from './database';

export interface StoredFeedback {
  id: number;
  customerId: number | null;
  rating: FeedbackEvent['rating'];
  comment: string;
  email: string;
  source: string;
  variant: string;
  clientInformation: ClientInformation;
  createdAt: string;
}

export function feedbackData(db: Queryable, clock: Clock) {
  return {
    async add(event: FeedbackEvent, customerId: number | null): Promise<number> {
      const row = await db
        .insertInto('feedback_events')
        .values({
          customer_id: customerId,
          rating: event.rating,
          comment: event.comment,
          email: event.email,
          source: event.source,
          variant: event.variant,
          client_information: JSON.stringify(snakeizeKeys(event.clientInformation)),
          created_at: isoTime(clock),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** Newest first. */
    async list(limit = 50): Promise<StoredFeedback[]> {
      const rows = await db
        .selectFrom('feedback_events')
        .selectAll()
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        customerId: row.customer_id,
        rating: row.rating,
        comment: row.comment,
        email: row.email,
        source: row.source,
        variant: row.variant,
        clientInformation: camelizeKeys<ClientInformation>(JSON.parse(row.client_information)),
        createdAt: row.created_at,
      }));
    },
  };
}
