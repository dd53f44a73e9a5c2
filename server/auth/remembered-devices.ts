/**
 * "Don't require 2FA again for N days": after a correct code the browser may keep a device token;
 * presenting it with the right password skips the code until it expires. Turning two-factor off
 * or changing the password forgets every device.
 */
import type { Db } from '../db/database';
import { hashToken, randomToken } from './tokens';

export function rememberDevice(db: Db, customerId: number, days: number, nowMs: number): string {
  const token = randomToken();
  db.prepare('INSERT INTO remembered_devices (token_hash, customer_id, expires_at) VALUES (?, ?, ?)').run(
    hashToken(token),
    customerId,
    Math.floor(nowMs / 1000) + days * 86_400,
  );
  return token;
}

export function isRememberedDevice(db: Db, customerId: number, token: string, nowMs: number): boolean {
  const row = db
    .prepare('SELECT expires_at FROM remembered_devices WHERE token_hash = ? AND customer_id = ?')
    .get(hashToken(token), customerId) as { expires_at: number } | undefined;
  return row !== undefined && row.expires_at > Math.floor(nowMs / 1000);
}

export function forgetDevices(db: Db, customerId: number): void {
  db.prepare('DELETE FROM remembered_devices WHERE customer_id = ?').run(customerId);
}
