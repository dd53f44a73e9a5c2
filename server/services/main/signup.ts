/**
 * Registration (spec 1 §7): POST /signup (v3.5) opens an account and signs the customer in, with
 * attribution, `metadata.platform` and optional favourite numbers; GET /check-email lets the form
 * say early that an address is taken. Both are rate limited per address, since check-email tells
 * whether an account exists (as the sign-up form itself must).
 */
import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import {
  FAVOURITE_NUMBER_MAX,
  FAVOURITE_NUMBERS_LIMIT,
  PASSWORD_MAX_LENGTH,
  DATE_OF_BIRTH_NEEDED,
  ageOn,
  passwordProblem,
  underAgeMessage,
} from '../../../src/lib/account-rules';
import {
  CHOOSE_STATE,
  INVALID_EMAIL,
  INVALID_PHONE,
  PHONE_PATTERN,
  REQUIRED,
  STATES,
} from '../../../src/lib/form-messages';
import { hashPassword } from '../../auth/password';
import { AttemptLimiter } from '../../auth/rate-limit';
import type { AppEnv } from '../../http/app-env';
import { HttpError, ok, validate } from '../../http/envelope';
import { LIMIT_WINDOW_MS, countFromAddress } from './address-limit';
import { attributionSchema } from './attribution';
import { loginResult } from './customer-overview';
import { MIN_REGISTRATION_AGE } from './site-config';

export const EMAIL_TAKEN = 'An account with this email already exists. Log in or reset your password.';

export const favouriteNumbersSchema = z
  .array(z.number().int().min(1).max(FAVOURITE_NUMBER_MAX))
  .max(FAVOURITE_NUMBERS_LIMIT)
  .refine((numbers) => new Set(numbers).size === numbers.length, 'Each favourite number may appear once.');

export const phoneSchema = z.string().trim().regex(PHONE_PATTERN, INVALID_PHONE);
export const dateOfBirthSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, DATE_OF_BIRTH_NEEDED);

const required = (max: number) => z.string().trim().min(1, REQUIRED).max(max);

const signupSchema = z.object({
  email: z.email(INVALID_EMAIL).max(254),
  password: z
    .string()
    .max(PASSWORD_MAX_LENGTH)
    .superRefine((value, ctx) => {
      const problem = passwordProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  firstname: required(60),
  lastname: required(60),
  date_of_birth: dateOfBirthSchema,
  phone: phoneSchema,
  state: z.enum(STATES, CHOOSE_STATE),
  marketing_opt_in: z.boolean().default(false),
  terms_accepted: z.literal(true, 'You must agree to the terms and conditions to proceed.'),
  attribution: attributionSchema.optional(),
  metadata: z.object({ platform: z.string().max(20) }).optional(),
  favourite_numbers: favouriteNumbersSchema.optional(),
});

export function signupRoutes(now: () => number = () => Date.now()): Hono<AppEnv> {
  const signup = new Hono<AppEnv>();
  const perAddress = new AttemptLimiter(30, LIMIT_WINDOW_MS);
  const throttle = (c: Context<AppEnv>) => countFromAddress(perAddress, c, now());
  const emailTaken = (c: Context<AppEnv>, email: string) =>
    c.var.db.prepare('SELECT 1 FROM customers WHERE email = ?').get(email) !== undefined;

  signup.get('/check-email', (c) => {
    throttle(c);
    const { email } = validate(z.object({ email: z.email(INVALID_EMAIL) }), {
      email: c.req.query('email'),
    });
    c.header('Cache-Control', 'no-store');
    return ok(c, { email, available: !emailTaken(c, email.toLowerCase()) });
  });

  signup.post('/signup', async (c) => {
    throttle(c);
    const form = validate(signupSchema, await c.req.json().catch(() => ({})));
    const email = form.email.toLowerCase();
    const age = ageOn(form.date_of_birth, new Date(now()));
    if (age === undefined) throw HttpError.field('date_of_birth', 'invalid_date', DATE_OF_BIRTH_NEEDED);
    if (age < MIN_REGISTRATION_AGE)
      throw HttpError.field('date_of_birth', 'under_age', underAgeMessage(MIN_REGISTRATION_AGE));
    if (emailTaken(c, email)) throw HttpError.field('email', 'email_taken', EMAIL_TAKEN);

    const hash = await hashPassword(form.password);
    const { lastInsertRowid } = c.var.db
      .prepare(
        `INSERT INTO customers (customer_token, email, password_hash, firstname, lastname, state,
          date_of_birth, phone, marketing_opt_in, favourite_numbers, attribution, signup_platform,
          terms_accepted_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
      )
      .run(
        randomBytes(16).toString('hex'),
        email,
        hash,
        form.firstname,
        form.lastname,
        form.state,
        form.date_of_birth,
        form.phone,
        form.marketing_opt_in ? 1 : 0,
        JSON.stringify(form.favourite_numbers ?? []),
        form.attribution ? JSON.stringify(form.attribution) : null,
        form.metadata?.platform ?? null,
      );
    const customerId = Number(lastInsertRowid);
    c.header('Cache-Control', 'no-store');
    return ok(c, loginResult(c.var.db, customerId, c.var.config.accessTokenTtlSeconds, now()), {}, 201);
  });

  return signup;
}
