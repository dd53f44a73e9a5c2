/**
 * Sign-in (spec 1 §7): POST /login takes email and password, then, for two-factor customers,
 * the pending-login token with a code; POST /login/resend sends a new email code; POST /autologin
 * and POST /transfer sign in with a one-time link; POST /forgot-password emails a reset link (an
 * autologin that then requires a new password); POST /refresh rotates tokens; GET /logout revokes
 * the session. Failed passwords are rate limited per account and per address, and answer the same
 * whether the account exists or not. A closed account cannot sign in.
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { INVALID_EMAIL, REQUIRED } from '../../../src/lib/form-messages';
import { verifyPassword } from '../../auth/password';
import { AttemptLimiter } from '../../auth/rate-limit';
import { createLink, redeemLink } from '../../auth/email-links';
import { isRememberedDevice, rememberDevice } from '../../auth/remembered-devices';
import { revokeFamily, rotateRefreshToken } from '../../auth/tokens';
import {
  checkCode,
  findPendingLogin,
  maskEmail,
  newEmailCode,
  startPendingLogin,
  type TwoFactorMethod,
} from '../../auth/two-factor';
import type { Db } from '../../db/database';
import type { AppEnv } from '../../http/app-env';
import { HttpError, ok, validate } from '../../http/envelope';
import { requireCustomer } from '../../http/require-customer';
import { sendEmail } from '../../sandbox/mailbox';
import { LIMIT_WINDOW_MS, clientAddress, countFromAddress } from './address-limit';
import { attributionSchema, type Attribution } from './attribution';
import { customerOverview, loginResult } from './customer-overview';
import { REMEMBER_2FA_DAYS } from './site-config';

const passwordLogin = z.object({
  email: z.email(INVALID_EMAIL).max(254),
  password: z.string().min(1, REQUIRED).max(200),
  device_token: z.string().max(100).optional(),
  attribution: attributionSchema.optional(),
});
const codeLogin = z.object({
  token: z.string().min(1),
  code: z.string(),
  remember_device: z.boolean().optional(),
});
const tokenOnly = z.object({ token: z.string().min(1).max(100) });
const forgotPassword = z.object({ email: z.email(INVALID_EMAIL).max(254) });

const INCORRECT_CODE = 'Code is incorrect or expired. Try again or contact support.';
const LOCKED = 'Your account has been locked due to too many incorrect 2FA attempts. Please contact support.';

const LINK_INVALID = 'Email link no longer valid';

interface LoginCustomer {
  id: number;
  email: string;
  password_hash: string;
  two_factor_method: TwoFactorMethod | null;
  closed_at: string | null;
}

const LOGIN_COLUMNS = 'id, email, password_hash, two_factor_method, closed_at';

function findCustomer(db: Db, id: number): LoginCustomer | undefined {
  return db.prepare(`SELECT ${LOGIN_COLUMNS} FROM customers WHERE id = ?`).get(id) as
    LoginCustomer | undefined;
}

function recordAttribution(db: Db, customerId: number, attribution: Attribution): void {
  db.prepare('UPDATE customers SET attribution = ? WHERE id = ?').run(
    JSON.stringify(attribution),
    customerId,
  );
}

export function authRoutes(now: () => number = () => Date.now()): Hono<AppEnv> {
  const auth = new Hono<AppEnv>();
  const perAccount = new AttemptLimiter(10, LIMIT_WINDOW_MS);
  const perAddress = new AttemptLimiter(50, LIMIT_WINDOW_MS);

  const signedIn = (c: Context<AppEnv>, customerId: number, extra: Record<string, string> = {}) => {
    c.header('Cache-Control', 'no-store');
    return ok(c, loginResult(c.var.db, customerId, c.var.config.accessTokenTtlSeconds, now(), extra));
  };

  /** The customer is who they say; a 2FA customer still owes a code unless this device is remembered. */
  const secondStep = (c: Context<AppEnv>, customer: LoginCustomer, deviceToken?: string) => {
    if (
      !customer.two_factor_method ||
      (deviceToken && isRememberedDevice(c.var.db, customer.id, deviceToken, now()))
    )
      return signedIn(c, customer.id);
    const token = startPendingLogin(c.var.db, customer.id, customer.two_factor_method, now());
    const identifier =
      customer.two_factor_method === 'email'
        ? maskEmail(emailCode(c, token, customer.id))
        : 'authenticator app';
    c.header('Cache-Control', 'no-store');
    return c.json(
      {
        result: { token, two_factor_auth: { method: customer.two_factor_method, identifier } },
        messages: [
          { code: '2fa_required', message: 'Enter the 6 digit code to finish signing in.', level: 'info' },
        ],
      },
      403,
    );
  };

  const emailCode = (c: Context<AppEnv>, token: string, customerId: number) => {
    const code = newEmailCode(c.var.db, token, now());
    const { email } = c.var.db.prepare('SELECT email FROM customers WHERE id = ?').get(customerId) as {
      email: string;
    };
    sendEmail(
      c.var.db,
      email,
      'Your Lucky Dip sign-in code',
      `Your sign-in code is ${code}. It expires in 10 minutes. If you did not try to sign in, change your password.`,
    );
    return email;
  };

  auth.post('/login', async (c) => {
    const body: unknown = await c.req.json().catch(() => ({}));
    if (body && typeof body === 'object' && 'token' in body) {
      const { token, code, remember_device } = validate(codeLogin, body);
      const pending = findPendingLogin(c.var.db, token, now());
      if (!pending)
        throw HttpError.of(401, 'login_expired', 'Your sign-in has expired. Please sign in again.');
      const verdict = await checkCode(c.var.db, token, pending, code.trim(), now());
      if (verdict === 'locked') throw HttpError.of(403, '2fa_account_locked', LOCKED, 'otp');
      if (verdict === 'incorrect') throw HttpError.of(401, '2fa_incorrect', INCORRECT_CODE, 'otp');
      if (!remember_device) return signedIn(c, pending.customer_id);
      const device = rememberDevice(c.var.db, pending.customer_id, REMEMBER_2FA_DAYS, now());
      return signedIn(c, pending.customer_id, { remember_device_token: device });
    }

    const { email, password, device_token, attribution } = validate(passwordLogin, body);
    const account = email.toLowerCase();
    const address = clientAddress(c);
    if (perAccount.isBlocked(account, now()) || perAddress.isBlocked(address, now())) {
      throw HttpError.of(
        429,
        'too_many_attempts',
        'Too many sign-in attempts. Please wait 15 minutes and try again.',
      );
    }
    const customer = c.var.db
      .prepare(`SELECT ${LOGIN_COLUMNS} FROM customers WHERE email = ?`)
      .get(account) as LoginCustomer | undefined;
    if (!customer || !(await verifyPassword(password, customer.password_hash))) {
      perAccount.fail(account, now());
      perAddress.fail(address, now());
      throw HttpError.of(401, 'invalid_credentials', 'The email or password is incorrect.');
    }
    perAccount.clear(account);
    if (customer.closed_at) {
      throw HttpError.of(403, 'account_closed', 'This account is closed. Contact support to reopen it.');
    }
    if (attribution) recordAttribution(c.var.db, customer.id, attribution);
    return secondStep(c, customer, device_token);
  });

  // An emailed autologin or password-reset link: the link stands in for the password, so a 2FA
  // customer still owes a code. A reset link signs in and then insists on a new password.
  auth.post('/autologin', async (c) => {
    const { token } = validate(tokenOnly, await c.req.json().catch(() => ({})));
    const link = redeemLink(c.var.db, token, ['autologin', 'password_reset'], now());
    const customer = link && findCustomer(c.var.db, link.customerId);
    if (!link || !customer || customer.closed_at) throw HttpError.of(401, 'link_invalid', LINK_INVALID);
    if (link.purpose === 'password_reset') {
      c.var.db.prepare('UPDATE customers SET force_password_change = 1 WHERE id = ?').run(customer.id);
    }
    return secondStep(c, customer);
  });

  // The app hands its signed-in customer to the browser; that session already passed 2FA.
  auth.post('/transfer', async (c) => {
    const { token } = validate(tokenOnly, await c.req.json().catch(() => ({})));
    const link = redeemLink(c.var.db, token, ['transfer'], now());
    const customer = link && findCustomer(c.var.db, link.customerId);
    if (!link || !customer || customer.closed_at) throw HttpError.of(401, 'link_invalid', LINK_INVALID);
    return signedIn(c, customer.id);
  });

  auth.post('/customer/transfer', requireCustomer(now), (c) => {
    const token = createLink(c.var.db, c.var.grant.customerId, 'transfer', now());
    return ok(c, { token, url: `${new URL(c.req.url).origin}/login/transfer/${token}` });
  });

  // Always the same answer, so the form cannot be used to learn who has an account.
  auth.post('/forgot-password', async (c) => {
    const { email } = validate(forgotPassword, await c.req.json().catch(() => ({})));
    countFromAddress(perAddress, c, now());
    const customer = c.var.db
      .prepare(`SELECT ${LOGIN_COLUMNS} FROM customers WHERE email = ?`)
      .get(email.toLowerCase()) as LoginCustomer | undefined;
    if (customer && !customer.closed_at) {
      const token = createLink(c.var.db, customer.id, 'password_reset', now());
      const link = `${new URL(c.req.url).origin}/login/autologin/${token}?redirect=/force-password-change`;
      sendEmail(
        c.var.db,
        customer.email,
        'Reset your Lucky Dip password',
        `Someone asked to reset the password for this account. To choose a new one, open ${link} within the next hour. If it was not you, ignore this email.`,
      );
    }
    return ok(c, null, {
      messages: [
        {
          code: 'success',
          message: `If an account exists for ${email}, we've emailed a link to reset the password.`,
          level: 'success',
        },
      ],
    });
  });

  auth.post('/login/resend', async (c) => {
    const { token } = validate(tokenOnly, await c.req.json().catch(() => ({})));
    const pending = findPendingLogin(c.var.db, token, now());
    if (!pending || pending.method !== 'email') {
      throw HttpError.of(401, 'login_expired', 'Your sign-in has expired. Please sign in again.');
    }
    if (pending.locked) throw HttpError.of(403, '2fa_account_locked', LOCKED, 'otp');
    const email = emailCode(c, token, pending.customer_id);
    return ok(c, { identifier: maskEmail(email) });
  });

  auth.post('/refresh', async (c) => {
    const form = await c.req.parseBody();
    const token = typeof form.refresh_token === 'string' ? form.refresh_token : '';
    if (!token)
      throw HttpError.of(400, 'refresh_token_required', 'refresh_token is required.', 'refresh_token');
    const outcome = rotateRefreshToken(c.var.db, token, c.var.config.accessTokenTtlSeconds, now());
    if (!outcome.ok) {
      throw HttpError.of(
        401,
        outcome.reason === 'reused' ? 'refresh_token_reused' : 'refresh_token_invalid',
        'Please sign in again.',
      );
    }
    c.header('Cache-Control', 'no-store');
    return ok(c, outcome.tokens);
  });

  auth.get('/logout', requireCustomer(now), (c) => {
    revokeFamily(c.var.db, c.var.grant.familyId);
    return c.body(null, 204);
  });

  auth.get('/customer', requireCustomer(now), (c) =>
    ok(c, customerOverview(c.var.db, c.var.grant.customerId)),
  );

  return auth;
}
