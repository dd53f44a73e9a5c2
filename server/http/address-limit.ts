/**
 * Limits per caller address on the endpoints anyone can call without signing in: the account ones
 * (sign-in, sign-up, check-email, forgot password), so none can be used to probe accounts at
 * speed, and the contact form, whose acknowledgement goes to any address typed into it.
 */
import type { Context } from 'hono';
import type { AttemptLimiter } from '../auth/rate-limit';
import type { AppEnv } from './app-env';
import { Refused } from '../refusal';

export const LIMIT_WINDOW_MS = 15 * 60 * 1000;
/** Wrong passwords confirming an action, per customer in the window, before even the right one is refused. */
export const PASSWORD_GUESSES = 5;

export function clientAddress(c: Context<AppEnv>): string {
  return c.env?.incoming?.socket?.remoteAddress ?? 'unknown';
}

/** Counts one request from the caller's address, refused (429) once the address is over its limit. */
export async function countFromAddress(limiter: AttemptLimiter, c: Context<AppEnv>): Promise<void> {
  const address = clientAddress(c);
  const now = c.var.now();
  const { attempts } = c.var.data;
  if (await limiter.isBlocked(attempts, address, now)) {
    throw Refused.of(429, 'too_many_attempts', 'Too many requests. Please wait 15 minutes and try again.');
  }
  await limiter.fail(attempts, address, now);
}
