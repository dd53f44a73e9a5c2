/**
 * The second sign-in step's rules: authenticator codes are TOTP (otplib), each usable once;
 * email codes are 6 random digits that expire in 10 minutes, and a resend voids the previous one;
 * five wrong codes lock the attempt (the count lives with the pending login, db/sessions).
 */
import { randomInt } from 'node:crypto';
import { verify } from 'otplib';
import type { Clock } from '../clock';
import type { DataLayer } from '../db';
import type { PendingLoginRow } from '../db/schema';
import type { CodeVerdict } from '../db/sessions';
import { hashToken } from './tokens';

const TOTP_PERIOD = 30;

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

/** Six random digits for an emailed code. */
export function randomCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** "demo@luckydip.test" -> "demo@***********": the text before the @ kept, the rest hidden. */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  return at < 0 ? email : email.slice(0, at + 1) + '*'.repeat(email.length - at - 1);
}

/** A customer's authenticator code, once only: the step it used is remembered. */
async function checkTotp(data: DataLayer, customerId: number, code: string, clock: Clock): Promise<boolean> {
  const row = await data.customers.totp(customerId);
  if (!row?.totp_secret) return false;
  const step = await totpStep(row.totp_secret, code, clock(), row.totp_last_step);
  if (step === undefined) return false;
  await data.customers.recordTotpStep(customerId, step);
  return true;
}

/** Answers the code step of a pending login. */
export async function checkCode(
  data: DataLayer,
  token: string,
  pending: PendingLoginRow,
  code: string,
  clock: Clock,
): Promise<CodeVerdict> {
  if (pending.locked) return 'locked';
  const correct =
    /^\d{6}$/.test(code) &&
    (pending.method === 'authenticator'
      ? await checkTotp(data, pending.customer_id, code, clock)
      : pending.code_hash === hashToken(code) && (pending.code_expires_at ?? 0) > Math.floor(clock() / 1000));
  return data.sessions.settleCodeAttempt(token, correct);
}
