/**
 * The second sign-in step. A password that checks out for a 2FA customer earns a pending-login
 * token, good for nothing but this step. Authenticator codes are TOTP (otplib), each usable once;
 * email codes are 6 random digits that expire in 10 minutes, and a resend voids the previous one.
 * Five wrong codes lock the attempt.
 */
import { randomInt } from 'node:crypto';
import { verify } from 'otplib';
import type { Db } from '../db/database';
import { hashToken, randomToken } from './tokens';

export const MAX_CODE_ATTEMPTS = 5;
export const EMAIL_CODE_TTL_SECONDS = 10 * 60;
const PENDING_LOGIN_TTL_SECONDS = 15 * 60;
const TOTP_PERIOD = 30;

export type TwoFactorMethod = 'authenticator' | 'email';

export interface PendingLogin {
  customer_id: number;
  method: TwoFactorMethod;
  attempts: number;
  locked: number;
  code_hash: string | null;
  code_expires_at: number | null;
  expires_at: number;
}

export function startPendingLogin(
  db: Db,
  customerId: number,
  method: TwoFactorMethod,
  nowMs: number,
): string {
  const token = randomToken();
  db.prepare(
    'INSERT INTO pending_logins (token_hash, customer_id, method, expires_at) VALUES (?, ?, ?, ?)',
  ).run(hashToken(token), customerId, method, Math.floor(nowMs / 1000) + PENDING_LOGIN_TTL_SECONDS);
  return token;
}

export function findPendingLogin(db: Db, token: string, nowMs: number): PendingLogin | undefined {
  const row = db.prepare('SELECT * FROM pending_logins WHERE token_hash = ?').get(hashToken(token)) as
    PendingLogin | undefined;
  return row && row.expires_at > Math.floor(nowMs / 1000) ? row : undefined;
}

/** A fresh emailed code; the previous one stops working. */
export function newEmailCode(db: Db, token: string, nowMs: number): string {
  const code = randomCode();
  db.prepare('UPDATE pending_logins SET code_hash = ?, code_expires_at = ? WHERE token_hash = ?').run(
    hashToken(code),
    Math.floor(nowMs / 1000) + EMAIL_CODE_TTL_SECONDS,
    hashToken(token),
  );
  return code;
}

/** The time step a TOTP code belongs to, or undefined when it is wrong (or not after `afterStep`). */
export async function totpStep(
  secret: string,
  code: string,
  nowMs: number,
  afterStep: number | null = null,
): Promise<number | undefined> {
  const epoch = Math.floor(nowMs / 1000);
  const result = await verify({
    secret,
    token: code,
    epoch,
    period: TOTP_PERIOD,
    // One step either side forgives a phone clock that is a little off.
    epochTolerance: TOTP_PERIOD,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  if (!result.valid) return undefined;
  return (
    Math.floor(epoch / TOTP_PERIOD) +
    ('delta' in result && typeof result.delta === 'number' ? result.delta : 0)
  );
}

async function checkTotp(db: Db, customerId: number, code: string, nowMs: number): Promise<boolean> {
  const row = db.prepare('SELECT totp_secret, totp_last_step FROM customers WHERE id = ?').get(customerId) as
    { totp_secret: string | null; totp_last_step: number | null } | undefined;
  if (!row?.totp_secret) return false;
  const step = await totpStep(row.totp_secret, code, nowMs, row.totp_last_step);
  if (step === undefined) return false;
  db.prepare('UPDATE customers SET totp_last_step = ? WHERE id = ?').run(step, customerId);
  return true;
}

/** Six random digits for an emailed code. */
export function randomCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export type CodeVerdict = 'ok' | 'incorrect' | 'locked';

export async function checkCode(
  db: Db,
  token: string,
  pending: PendingLogin,
  code: string,
  nowMs: number,
): Promise<CodeVerdict> {
  if (pending.locked) return 'locked';
  const valid =
    /^\d{6}$/.test(code) &&
    (pending.method === 'authenticator'
      ? await checkTotp(db, pending.customer_id, code, nowMs)
      : pending.code_hash === hashToken(code) && (pending.code_expires_at ?? 0) > Math.floor(nowMs / 1000));
  if (valid) {
    db.prepare('DELETE FROM pending_logins WHERE token_hash = ?').run(hashToken(token));
    return 'ok';
  }
  const attempts = pending.attempts + 1;
  const locked = attempts >= MAX_CODE_ATTEMPTS ? 1 : 0;
  db.prepare('UPDATE pending_logins SET attempts = ?, locked = ? WHERE token_hash = ?').run(
    attempts,
    locked,
    hashToken(token),
  );
  return locked ? 'locked' : 'incorrect';
}

/** "demo@luckydip.test" -> "demo@***********": the text before the @ kept, the rest hidden. */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  return at < 0 ? email : email.slice(0, at + 1) + '*'.repeat(email.length - at - 1);
}
