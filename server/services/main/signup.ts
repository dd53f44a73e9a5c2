/**
 * Registration (spec 1 §7): POST /signup (v3.5) opens an account and signs the customer in, with
 * attribution, `metadata.platform` and optional favourite numbers; GET /check-email lets the form
 * say early that an address is taken. Both are rate limited per address, since check-email tells
 * whether an account exists (as the sign-up form itself must).
 */
import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import type { z } from 'zod';
import { EMAIL_TAKEN } from '@contract/messages';
import { authRoutes, type signupSchema } from '@contract/schemas/auth';
import { hashPassword } from '../../auth/password';
import { refuseUnderAge, welcomeEmail } from '../../domain/registration';
import { AttemptLimiter } from '../../auth/rate-limit';
import type { DataLayer } from '../../db';
import type { AppEnv } from '../../http/app-env';

import { handle } from '../../http/route';
import { LIMIT_WINDOW_MS, countFromAddress } from '../../http/address-limit';
import { loginResult } from './customer-overview';
import { MIN_REGISTRATION_AGE } from './site-config';
import { CURRENCY } from '../../money';
import { Refused } from '../../refusal';

/** Opens the account from the sign-up form's details, and welcomes its customer by email; answers its id. */
export async function openAccount(
  data: Pick<DataLayer, 'customers' | 'mailbox'>,
  origin: string,
  form: Omit<z.output<typeof signupSchema>, 'email' | 'password'>,
  email: string,
  passwordHash: string,
): Promise<number> {
  const customerId = await data.customers.create({
    customer_token: randomBytes(16).toString('hex'),
    email: email.toLowerCase(),
    password_hash: passwordHash,
    currency: CURRENCY,
    firstname: form.firstname,
    lastname: form.lastname,
    state: form.state,
    date_of_birth: form.dateOfBirth,
    phone: form.phone,
    marketing_opt_in: form.marketingOptIn ? 1 : 0,
    favourite_numbers: JSON.stringify(form.favouriteNumbers ?? []),
    attribution: form.attribution,
    signup_platform: form.metadata?.platform ?? null,
  });
  const welcome = welcomeEmail(form.firstname, origin);
  await data.mailbox.send(email, welcome.subject, welcome.text);
  return customerId;
}

export function signupRoutes(): Hono<AppEnv> {
  const signup = new Hono<AppEnv>();
  const perAddress = new AttemptLimiter('sign-up', 30, LIMIT_WINDOW_MS);
  // Counted before anything is checked, as every try tells something.
  for (const { endpoint } of [authRoutes.checkEmail, authRoutes.signup])
    signup.on(endpoint.method, endpoint.path, async (c, next) => {
      await countFromAddress(perAddress, c);
      await next();
    });

  handle(signup, authRoutes.checkEmail, async (c, { query: { email } }) => {
    c.header('Cache-Control', 'no-store');
    return { email, available: !(await c.var.data.customers.emailTaken(email)) };
  });

  handle(signup, authRoutes.signup, async (c, { body: form }) => {
    refuseUnderAge(form.dateOfBirth, MIN_REGISTRATION_AGE, new Date(c.var.now()));
    if (await c.var.data.customers.emailTaken(form.email))
      throw Refused.field('email', 'email_taken', EMAIL_TAKEN);
    const customerId = await openAccount(
      c.var.data,
      c.var.origin,
      form,
      form.email,
      await hashPassword(form.password),
    );
    c.header('Cache-Control', 'no-store');
    return loginResult(c.var.data, customerId, c.var.config.accessTokenTtlSeconds);
  });

  return signup;
}
