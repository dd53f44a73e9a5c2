/**
 * Outgoing email. The reference API has no mail relay: every message lands in the mailbox table,
 * which the sandbox exposes so people and tests can read 2FA codes and links.
 */
import type { Db } from '../db/database';

export interface MailboxEntry {
  id: number;
  to: string;
  subject: string;
  text: string;
  sent_at: string;
}

export function sendEmail(db: Db, to: string, subject: string, text: string): void {
  db.prepare('INSERT INTO mailbox (to_address, subject, body_text) VALUES (?, ?, ?)').run(to, subject, text);
}

/** Newest first; all recipients when `to` is empty. */
export function readMailbox(db: Db, to: string | undefined, limit = 50): MailboxEntry[] {
  return db
    .prepare(
      `SELECT id, to_address AS "to", subject, body_text AS text, sent_at FROM mailbox
       WHERE (@to IS NULL OR to_address = @to) ORDER BY id DESC LIMIT @limit`,
    )
    .all({ to: to || null, limit }) as MailboxEntry[];
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function mailboxPage(entries: MailboxEntry[], to: string | undefined): string {
  const items = entries
    .map(
      (entry) => `<article><h2>${escapeHtml(entry.subject)}</h2>
<p class="meta">To ${escapeHtml(entry.to)} · ${escapeHtml(entry.sent_at)}</p>
<pre>${escapeHtml(entry.text)}</pre></article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en-AU"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox mailbox</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}
article{border:1px solid #ccc;border-radius:8px;padding:0 1rem;margin:1rem 0}.meta{color:#555}
pre{white-space:pre-wrap}</style></head><body>
<h1>Sandbox mailbox${to ? ` for ${escapeHtml(to)}` : ''}</h1>
<form method="get"><label>Recipient <input name="to" type="email" value="${escapeHtml(to ?? '')}"></label>
<button>Show</button></form>
${items || '<p>No messages yet.</p>'}
</body></html>`;
}
