/**
 * Outgoing email (table mailbox). The reference API has no mail relay: every message lands here,
 * and the sandbox shows them so people and tests can read 2FA codes and links.
 */
import { isoTime, type Clock } from '../clock';
import type { Queryable } from './database';

export interface MailboxEntry {
  id: number;
  to: string;
  subject: string;
  text: string;
  sentAt: string;
}

/** An email to send: the mailbox keeps it as sent. */
export interface Email {
  to: string;
  subject: string;
  text: string;
}

export function mailboxData(db: Queryable, clock: Clock) {
  return {
    async send(to: string, subject: string, text: string): Promise<void> {
      await db
        .insertInto('mailbox')
        .values({ to_address: to, subject, body_text: text, sent_at: isoTime(clock) })
        .execute();
    },

    /** Newest first; every recipient's when `to` is empty. */
    async read(to: string | undefined, limit = 50): Promise<MailboxEntry[]> {
      let query = db
        .selectFrom('mailbox')
        .select(['id', 'to_address', 'subject', 'body_text', 'sent_at'])
        .orderBy('id', 'desc')
        .limit(limit);
      if (to) query = query.where('to_address', '=', to);
      const rows = await query.execute();
      return rows.map((row) => ({
        id: row.id,
        to: row.to_address,
        subject: row.subject,
        text: row.body_text,
        sentAt: row.sent_at,
      }));
    },
  };
}

export type MailboxData = ReturnType<typeof mailboxData>;
