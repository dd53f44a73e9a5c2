/**
 * The signed-in customer's password asked for again before a change that matters (a new password,
 * two-factor removed, the account closed, a withdrawal to a new account): Context helpers, so they
 * live with the other request helpers. Guesses are counted per customer and, over the limit,
 * refused whatever is typed.
 */
import type { Context } from 'hono';
import { verifyPassword } from '../auth/password';
import type { SecurityFacts } from '../db/customers';
import type { AppEnv } from './app-env';
import { Refused } from '../refusal';

const WRONG_PASSWORD = 'Your current password is incorrect.';
const TOO_MANY_GUESSES = 'Too many incorrect passwords. Please wait 15 minutes and try again.';

/** The signed-in customer's security facts; the token proved they exist. */
export async function securityFacts(c: Context<AppEnv>): Promise<SecurityFacts> {
  const facts = await c.var.data.customers.security(c.var.grant.customerId);
  if (!facts) throw Refused.of(401, 'unauthorised', 'Please sign in again.');
  return facts;
}

/** Refuses with a field error unless `password` is the customer's own. */
export async function confirmPassword(
  c: Context<AppEnv>,
  password: string,
  field: string,
  message = WRONG_PASSWORD,
): Promise<SecurityFacts> {
  const facts = await securityFacts(c);
  const key = String(c.var.grant.customerId);
  const now = c.var.now();
  // Once over the limit even the right password is refused, so the answers tell a guesser nothing.
  const { attempts } = c.var.data;
  if (await c.var.passwordGuesses.isBlocked(attempts, key, now))
    throw Refused.of(429, 'too_many_attempts', TOO_MANY_GUESSES, field);
  if (!(await verifyPassword(password, facts.password_hash))) {
    await c.var.passwordGuesses.fail(attempts, key, now);
    throw Refused.field(field, 'incorrect_password', message);
  }
  await c.var.passwordGuesses.clear(attempts, key);
  return facts;
}
