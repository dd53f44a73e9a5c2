/**
 * Access and refresh tokens: random, opaque, stored only as SHA-256 hashes. A sign-in starts a
 * token family; each refresh uses up its refresh token and issues a new pair in the same family.
 * Presenting a used refresh token again means it was stolen or replayed, so the whole family is
 * revoked. Signing out revokes the family at once, access and refresh alike.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../db/database';

export const REFRESH_TTL_SECONDS = 30 * 24 * 60 * 60;

export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface TokenPair {
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

export function issueTokens(
  db: Db,
  customerId: number,
  accessTtlSeconds: number,
  nowMs: number,
  familyId: string = randomUUID(),
): TokenPair {
  const access = randomToken();
  const refresh = randomToken();
  const now = Math.floor(nowMs / 1000);
  db.prepare(
    'INSERT INTO access_tokens (token_hash, customer_id, family_id, expires_at) VALUES (?, ?, ?, ?)',
  ).run(hashToken(access), customerId, familyId, now + accessTtlSeconds);
  db.prepare(
    'INSERT INTO refresh_tokens (token_hash, customer_id, family_id, expires_at) VALUES (?, ?, ?, ?)',
  ).run(hashToken(refresh), customerId, familyId, now + REFRESH_TTL_SECONDS);
  return { access_token: access, refresh_token: refresh, expires_in: accessTtlSeconds };
}

export function revokeFamily(db: Db, familyId: string): void {
  db.prepare('UPDATE access_tokens SET revoked = 1 WHERE family_id = ?').run(familyId);
  db.prepare('UPDATE refresh_tokens SET revoked = 1 WHERE family_id = ?').run(familyId);
}

/** Signs the customer out everywhere, or everywhere but the session that asked (`keepFamily`). */
export function revokeCustomerSessions(db: Db, customerId: number, keepFamily?: string): void {
  for (const table of ['access_tokens', 'refresh_tokens']) {
    db.prepare(`UPDATE ${table} SET revoked = 1 WHERE customer_id = ? AND family_id IS NOT ?`).run(
      customerId,
      keepFamily ?? null,
    );
  }
}

export type RefreshOutcome =
  { ok: true; tokens: TokenPair } | { ok: false; reason: 'unknown' | 'expired' | 'reused' };

export function rotateRefreshToken(
  db: Db,
  token: string,
  accessTtlSeconds: number,
  nowMs: number,
): RefreshOutcome {
  return db.transaction((): RefreshOutcome => {
    const row = db
      .prepare(
        'SELECT customer_id, family_id, expires_at, used, revoked FROM refresh_tokens WHERE token_hash = ?',
      )
      .get(hashToken(token)) as
      | { customer_id: number; family_id: string; expires_at: number; used: number; revoked: number }
      | undefined;
    if (!row) return { ok: false, reason: 'unknown' };
    if (row.used || row.revoked) {
      revokeFamily(db, row.family_id);
      return { ok: false, reason: 'reused' };
    }
    if (row.expires_at <= Math.floor(nowMs / 1000)) return { ok: false, reason: 'expired' };
    db.prepare('UPDATE refresh_tokens SET used = 1 WHERE token_hash = ?').run(hashToken(token));
    return { ok: true, tokens: issueTokens(db, row.customer_id, accessTtlSeconds, nowMs, row.family_id) };
  })();
}

export interface AccessGrant {
  customerId: number;
  familyId: string;
}

export function checkAccessToken(db: Db, token: string, nowMs: number): AccessGrant | undefined {
  const row = db
    .prepare('SELECT customer_id, family_id, expires_at, revoked FROM access_tokens WHERE token_hash = ?')
    .get(hashToken(token)) as
    { customer_id: number; family_id: string; expires_at: number; revoked: number } | undefined;
  if (!row || row.revoked || row.expires_at <= Math.floor(nowMs / 1000)) return undefined;
  return { customerId: row.customer_id, familyId: row.family_id };
}
