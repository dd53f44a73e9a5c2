/**
 * One-time links: an autologin link in an email, a password-reset link (an autologin that then
 * requires a new password), and a transfer token that hands a signed-in app session to the web.
 * Stored as hashes; each works once and until it expires.
 */
import type { Db } from '../db/database';
import { hashToken, randomToken } from './tokens';

export type LinkPurpose = 'autologin' | 'password_reset' | 'transfer';

const LIFETIME_SECONDS: Record<LinkPurpose, number> = {
  autologin: 7 * 24 * 60 * 60,
  password_reset: 60 * 60,
  // Handed straight from the app to the browser, so it only needs to survive the hand-over.
  transfer: 2 * 60,
};

export function createLink(db: Db, customerId: number, purpose: LinkPurpose, nowMs: number): string {
  const token = randomToken();
  db.prepare(
    'INSERT INTO email_links (token_hash, customer_id, purpose, expires_at) VALUES (?, ?, ?, ?)',
  ).run(hashToken(token), customerId, purpose, Math.floor(nowMs / 1000) + LIFETIME_SECONDS[purpose]);
  return token;
}

/** Uses the link up; answers whose it was and why it was sent, or undefined if it is no good. */
export function redeemLink(
  db: Db,
  token: string,
  accepted: readonly LinkPurpose[],
  nowMs: number,
): { customerId: number; purpose: LinkPurpose } | undefined {
  return db.transaction(() => {
    const row = db
      .prepare('SELECT customer_id, purpose, expires_at, used FROM email_links WHERE token_hash = ?')
      .get(hashToken(token)) as
      { customer_id: number; purpose: LinkPurpose; expires_at: number; used: number } | undefined;
    if (!row || row.used || row.expires_at <= Math.floor(nowMs / 1000) || !accepted.includes(row.purpose))
      return undefined;
    db.prepare('UPDATE email_links SET used = 1 WHERE token_hash = ?').run(hashToken(token));
    return { customerId: row.customer_id, purpose: row.purpose };
  })();
}
