/**
 * Sign-in (spec 1 §7): POST /login takes email and password, then, for two-factor customers,
 * the pending-login token with a code; POST /login/resend sends a new email code; POST /refresh
 * rotates tokens; GET /logout revokes the session. Failed passwords are rate limited per account
 * and per address, and answer the same whether the account exists or not.
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { verifyPassword } from '../../auth/password';
import { AttemptLimiter } from '../../auth/rate-limit';
import { issueTokens, revokeFamily, rotateRefreshToken } from '../../auth/tokens';
import {
  checkCode,
  findPendingLogin,
  maskEmail,
  newEmailCode,
  startPendingLogin,
  type TwoFactorMethod,
} from '../../auth/two-factor';
import type { AppEnv } from '../../http/app-env';
import { HttpError, ok, validate } from '../../http/envelope';
import { requireCustomer } from '../../http/require-customer';
import { sendEmail } from '../../sandbox/mailbox';
import { customerOverview } from './customer-overview';

const passwordLogin = z.object({
  email: z.email('Please enter a valid email address').max(254),
  password: z.string().min(1, 'This field is required').max(200),
});
const codeLogin = z.object({
  token: z.string().min(1),
  code: z.string(),
});
const resendRequest = z.object({ token: z.string().min(1) });

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const INCORRECT_CODE = 'Code is incorrect or expired. Try again or contact support.';
const LOCKED = 'Your account has been locked due to too many incorrect 2FA attempts. Please contact support.';

interface LoginCustomer {
  id: number;
  email: string;
  password_hash: string;
  two_factor_method: TwoFactorMethod | null;
}

function clientAddress(c: Context<AppEnv>): string {
  return c.env?.incoming?.socket?.remoteAddress ?? 'unknown';
}

export function authRoutes(now: () => number = () => Date.now()): Hono<AppEnv> {
  const auth = new Hono<AppEnv>();
  const perAccount = new AttemptLimiter(10, FIFTEEN_MINUTES);
  const perAddress = new AttemptLimiter(50, FIFTEEN_MINUTES);

  const signedIn = (c: Context<AppEnv>, customerId: number) => {
    const tokens = issueTokens(c.var.db, customerId, c.var.config.accessTokenTtlSeconds, now());
    c.header('Cache-Control', 'no-store');
    return ok(c, { ...tokens, customer: customerOverview(c.var.db, customerId) });
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
      const { token, code } = validate(codeLogin, body);
      const pending = findPendingLogin(c.var.db, token, now());
      if (!pending)
        throw HttpError.of(401, 'login_expired', 'Your sign-in has expired. Please sign in again.');
      const verdict = await checkCode(c.var.db, token, pending, code.trim(), now());
      if (verdict === 'locked') throw HttpError.of(403, '2fa_account_locked', LOCKED, 'otp');
      if (verdict === 'incorrect') throw HttpError.of(401, '2fa_incorrect', INCORRECT_CODE, 'otp');
      return signedIn(c, pending.customer_id);
    }

    const { email, password } = validate(passwordLogin, body);
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
      .prepare('SELECT id, email, password_hash, two_factor_method FROM customers WHERE email = ?')
      .get(account) as LoginCustomer | undefined;
    if (!customer || !(await verifyPassword(password, customer.password_hash))) {
      perAccount.fail(account, now());
      perAddress.fail(address, now());
      throw HttpError.of(401, 'invalid_credentials', 'The email or password is incorrect.');
    }
    perAccount.clear(account);

    if (!customer.two_factor_method) return signedIn(c, customer.id);

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
  });

  auth.post('/login/resend', async (c) => {
    const { token } = validate(resendRequest, await c.req.json().catch(() => ({})));
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
