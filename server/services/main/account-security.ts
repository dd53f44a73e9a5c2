/**
 * Login and security for a signed-in customer (spec 1 §2, §7): change the password, the forced
 * password change, and two-factor setup and removal. Setting up proves the customer holds the
 * second factor before it is switched on: the authenticator secret (shown as an otpauth URI for a
 * QR code) or an emailed code must be answered with a correct code. A wrong answer here is a 422,
 * never a 401, which the PWA would read as an expired session.
 */
import { generateSecret, generateURI } from 'otplib';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { REQUIRED } from '../../../src/lib/form-messages';
import { PASSWORD_MAX_LENGTH, passwordProblem } from '../../../src/lib/account-rules';
import { hashPassword, verifyPassword } from '../../auth/password';
import { forgetDevices } from '../../auth/remembered-devices';
import { hashToken, revokeCustomerSessions } from '../../auth/tokens';
import {
  EMAIL_CODE_TTL_SECONDS,
  MAX_CODE_ATTEMPTS,
  maskEmail,
  randomCode,
  totpStep,
} from '../../auth/two-factor';
import type { AppEnv } from '../../http/app-env';
import { HttpError, ok, validate } from '../../http/envelope';
import { requireCustomer } from '../../http/require-customer';
import { sendEmail } from '../../sandbox/mailbox';
import { customerOverview } from './customer-overview';
import { REMEMBER_2FA_DAYS } from './site-config';

const INCORRECT_CODE = 'Code is incorrect or expired. Try again or contact support.';
const WRONG_PASSWORD = 'Your current password is incorrect.';
const SAME_PASSWORD = 'Choose a password you have not used for this account.';

const newPassword = z
  .string()
  .max(PASSWORD_MAX_LENGTH)
  .superRefine((value, ctx) => {
    const problem = passwordProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
const changePassword = z.object({
  current_password: z.string().min(1, REQUIRED),
  new_password: newPassword,
});
const forcedChange = z.object({ password: newPassword });
const passwordOnly = z.object({ password: z.string().min(1, REQUIRED) });
const codeOnly = z.object({ code: z.string().regex(/^\d{6}$/, 'A 6 digit code is required.') });

interface SecurityRow {
  email: string;
  password_hash: string;
  force_password_change: number;
  two_factor_method: 'authenticator' | 'email' | null;
}

interface SetupRow {
  method: 'authenticator' | 'email';
  secret: string | null;
  code_hash: string | null;
  expires_at: number;
  attempts: number;
}

const SETUP_TTL_SECONDS = 15 * 60;

export function accountSecurityRoutes(now: () => number = () => Date.now()): Hono<AppEnv> {
  const security = new Hono<AppEnv>();
  security.use('/customer/change-password', requireCustomer(now));
  security.use('/customer/two-factor-auth/*', requireCustomer(now));
  security.use('/customer/two-factor-auth', requireCustomer(now));
  security.use('/password/force-change', requireCustomer(now));

  const row = (c: Context<AppEnv>) =>
    c.var.db
      .prepare(
        'SELECT email, password_hash, force_password_change, two_factor_method FROM customers WHERE id = ?',
      )
      .get(c.var.grant.customerId) as SecurityRow;

  /** A new password signs every other session out and forgets remembered devices. */
  const setPassword = async (c: Context<AppEnv>, password: string) => {
    const { customerId, familyId } = c.var.grant;
    c.var.db
      .prepare('UPDATE customers SET password_hash = ?, force_password_change = 0 WHERE id = ?')
      .run(await hashPassword(password), customerId);
    revokeCustomerSessions(c.var.db, customerId, familyId);
    forgetDevices(c.var.db, customerId);
    return ok(c, customerOverview(c.var.db, customerId), {
      messages: [{ code: 'success', message: 'Your password has been changed.', level: 'success' }],
    });
  };

  security.post('/customer/change-password', async (c) => {
    const form = validate(changePassword, await c.req.parseBody());
    const customer = row(c);
    if (!(await verifyPassword(form.current_password, customer.password_hash)))
      throw HttpError.field('current_password', 'incorrect_password', WRONG_PASSWORD);
    if (await verifyPassword(form.new_password, customer.password_hash))
      throw HttpError.field('new_password', 'password_reused', SAME_PASSWORD);
    return setPassword(c, form.new_password);
  });

  security.post('/password/force-change', async (c) => {
    const form = validate(forcedChange, await c.req.parseBody());
    const customer = row(c);
    if (!customer.force_password_change)
      throw HttpError.of(409, 'not_required', 'Your password does not need to be changed.');
    if (await verifyPassword(form.password, customer.password_hash))
      throw HttpError.field('password', 'password_reused', SAME_PASSWORD);
    return setPassword(c, form.password);
  });

  security.get('/customer/two-factor-auth', (c) =>
    ok(c, {
      method: row(c).two_factor_method,
      methods: ['authenticator', 'email'],
      remember_for_days: REMEMBER_2FA_DAYS,
    }),
  );

  const startSetup = (
    c: Context<AppEnv>,
    method: SetupRow['method'],
    secret: string | null,
    code: string | null,
  ) =>
    c.var.db
      .prepare(
        `INSERT INTO two_factor_setups (customer_id, method, secret, code_hash, expires_at) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (customer_id) DO UPDATE SET method = excluded.method, secret = excluded.secret,
           code_hash = excluded.code_hash, expires_at = excluded.expires_at, attempts = 0`,
      )
      .run(
        c.var.grant.customerId,
        method,
        secret,
        code === null ? null : hashToken(code),
        Math.floor(now() / 1000) + (method === 'email' ? EMAIL_CODE_TTL_SECONDS : SETUP_TTL_SECONDS),
      );

  security.post('/customer/two-factor-auth/authenticator', (c) => {
    const secret = generateSecret();
    startSetup(c, 'authenticator', secret, null);
    const otpauthUri = generateURI({ issuer: 'Lucky Dip', label: row(c).email, secret });
    return ok(c, { secret, otpauth_uri: otpauthUri });
  });

  security.post('/customer/two-factor-auth/email', (c) => {
    const code = randomCode();
    startSetup(c, 'email', null, code);
    const { email } = row(c);
    sendEmail(
      c.var.db,
      email,
      'Your Lucky Dip security code',
      `Your code to turn on two-factor sign-in is ${code}. It expires in 10 minutes.`,
    );
    return ok(c, { identifier: maskEmail(email) });
  });

  // Enabling is the same for both methods: the code must answer the setup that was started.
  security.post('/customer/two-factor-auth/:method/verify', async (c) => {
    const method = c.req.param('method');
    const { code } = validate(codeOnly, await c.req.json().catch(() => ({})));
    const { customerId } = c.var.grant;
    const setup = c.var.db
      .prepare('SELECT * FROM two_factor_setups WHERE customer_id = ?')
      .get(customerId) as SetupRow | undefined;
    if (!setup || setup.method !== method || setup.expires_at <= Math.floor(now() / 1000))
      throw HttpError.field('otp', 'setup_expired', 'This set-up has expired. Please start again.');
    const correct =
      setup.method === 'authenticator'
        ? setup.secret !== null && (await totpStep(setup.secret, code, now())) !== undefined
        : setup.code_hash === hashToken(code);
    if (!correct) {
      if (setup.attempts + 1 >= MAX_CODE_ATTEMPTS) {
        c.var.db.prepare('DELETE FROM two_factor_setups WHERE customer_id = ?').run(customerId);
        throw HttpError.field('otp', 'setup_expired', 'Too many incorrect codes. Please start again.');
      }
      c.var.db
        .prepare('UPDATE two_factor_setups SET attempts = attempts + 1 WHERE customer_id = ?')
        .run(customerId);
      throw HttpError.field('otp', '2fa_incorrect', INCORRECT_CODE);
    }
    c.var.db.transaction(() => {
      c.var.db
        .prepare(
          'UPDATE customers SET two_factor_method = ?, totp_secret = ?, totp_last_step = NULL WHERE id = ?',
        )
        .run(setup.method, setup.secret, customerId);
      c.var.db.prepare('DELETE FROM two_factor_setups WHERE customer_id = ?').run(customerId);
    })();
    forgetDevices(c.var.db, customerId);
    return ok(
      c,
      { method: setup.method },
      {
        messages: [{ code: 'success', message: 'Two-factor authentication is on.', level: 'success' }],
      },
    );
  });

  // Turning the second factor off asks for the password, so a borrowed unlocked phone cannot.
  security.delete('/customer/two-factor-auth', async (c) => {
    const { password } = validate(passwordOnly, await c.req.parseBody());
    if (!(await verifyPassword(password, row(c).password_hash)))
      throw HttpError.field('password', 'incorrect_password', WRONG_PASSWORD);
    const { customerId } = c.var.grant;
    c.var.db
      .prepare(
        'UPDATE customers SET two_factor_method = NULL, totp_secret = NULL, totp_last_step = NULL WHERE id = ?',
      )
      .run(customerId);
    forgetDevices(c.var.db, customerId);
    return ok(
      c,
      { method: null },
      {
        messages: [{ code: 'success', message: 'Two-factor authentication is off.', level: 'success' }],
      },
    );
  });

  return security;
}
