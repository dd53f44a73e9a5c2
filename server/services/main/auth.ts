/**
 * Sign-in (spec 1 §7): POST /login takes email and password, then, for two-factor customers,
 * the pending-login token with a code; POST /login/resend sends a new email code; POST /autologin
 * and POST /transfer sign in with a one-time link; POST /forgot-password emails a reset link (an
 * autologin that then requires a new password); POST /refresh rotates tokens; GET /logout revokes
 * the session. Failed passwords are rate limited per account and per address, and answer the same
 * whether the account exists or not. A closed account cannot sign in.
 */
import { Hono, type Context } from 'hono';
import { authRoutes as authApi, sessionRoutes as sessionApi } from '@contract/schemas/auth';
import { ACCOUNT_LOCKED, CODE_INCORRECT, EMAIL_LINK_INVALID } from '@contract/messages';
import { verifyPassword } from '../../auth/password';
import { AttemptLimiter } from '../../auth/rate-limit';
import { checkCode, maskEmail } from '../../auth/two-factor';
import type { AppEnv } from '../../http/app-env';
import { success } from '../../http/envelope';
import { handle, reply } from '../../http/route';
import { LIMIT_WINDOW_MS, clientAddress, countFromAddress } from '../../http/address-limit';
import { emailCode, secondStep, signedIn } from '../../http/sign-in-steps';
import { REMEMBER_2FA_DAYS } from './site-config';
import { Refused } from '../../refusal';

const LOGIN_EXPIRED = 'Your sign-in has expired. Please sign in again.';

/** A body with a pending-login token is the code step; anything else is a password sign-in. */
const isCodeStep = async (c: Context<AppEnv>) => {
  const body: unknown = await c.req.json().catch(() => undefined);
  return body !== null && typeof body === 'object' && 'token' in body;
};

export function authRoutes(): Hono<AppEnv> {
  const auth = new Hono<AppEnv>();
  const perAccount = new AttemptLimiter('sign-in-account', 10, LIMIT_WINDOW_MS);
  const perAddress = new AttemptLimiter('sign-in-address', 50, LIMIT_WINDOW_MS);

  handle(
    auth,
    authApi.loginWithCode,
    async (c, { body }) => {
      const { sessions } = c.var.data;
      const pending = await sessions.findPendingLogin(body.token);
      if (!pending) throw Refused.of(401, 'login_expired', LOGIN_EXPIRED);
      const verdict = await checkCode(c.var.data, body.token, pending, body.code.trim(), c.var.now);
      if (verdict === 'locked') throw Refused.of(403, '2fa_account_locked', ACCOUNT_LOCKED, 'otp');
      if (verdict === 'incorrect') throw Refused.of(401, '2fa_incorrect', CODE_INCORRECT, 'otp');
      if (!body.rememberDevice) return signedIn(c, pending.customer_id);
      return signedIn(
        c,
        pending.customer_id,
        await sessions.rememberDevice(pending.customer_id, REMEMBER_2FA_DAYS),
      );
    },
    isCodeStep,
  );

  handle(auth, authApi.login, async (c, { body }) => {
    const { customers, attempts } = c.var.data;
    const account = body.email.toLowerCase();
    const address = clientAddress(c);
    const now = c.var.now();
    if (
      (await perAccount.isBlocked(attempts, account, now)) ||
      (await perAddress.isBlocked(attempts, address, now))
    ) {
      throw Refused.of(
        429,
        'too_many_attempts',
        'Too many sign-in attempts. Please wait 15 minutes and try again.',
      );
    }
    const customer = await customers.findLoginByEmail(account);
    if (!customer || !(await verifyPassword(body.password, customer.password_hash))) {
      await perAccount.fail(attempts, account, now);
      await perAddress.fail(attempts, address, now);
      throw Refused.of(401, 'invalid_credentials', 'The email or password is incorrect.');
    }
    await perAccount.clear(attempts, account);
    if (customer.closed_at) {
      throw Refused.of(403, 'account_closed', 'This account is closed. Contact support to reopen it.');
    }
    if (body.attribution) await customers.recordAttribution(customer.id, body.attribution);
    return secondStep(c, customer, body.deviceToken);
  });

  // An emailed autologin or password-reset link: the link stands in for the password, so a 2FA
  // customer still owes a code. A reset link signs in and then insists on a new password.
  handle(auth, authApi.autologin, async (c, { body }) => {
    const { customers, sessions } = c.var.data;
    const link = await sessions.redeemLink(body.token, ['autologin', 'password_reset']);
    const customer = link && (await customers.findLoginById(link.customerId));
    if (!link || !customer || customer.closed_at) throw Refused.of(401, 'link_invalid', EMAIL_LINK_INVALID);
    if (link.purpose === 'password_reset') await customers.requirePasswordChange(customer.id);
    return secondStep(c, customer);
  });

  // The app hands its signed-in customer to the browser; that session already passed 2FA.
  handle(auth, authApi.transfer, async (c, { body }) => {
    const { customers, sessions } = c.var.data;
    const link = await sessions.redeemLink(body.token, ['transfer']);
    const customer = link && (await customers.findLoginById(link.customerId));
    if (!link || !customer || customer.closed_at) throw Refused.of(401, 'link_invalid', EMAIL_LINK_INVALID);
    return signedIn(c, customer.id);
  });

  handle(auth, authApi.transferLink, async (c) => {
    const token = await c.var.data.sessions.createLink(c.var.grant.customerId, 'transfer');
    return { token, url: `${c.var.origin}/login/transfer/${token}` };
  });

  // Always the same answer, so the form cannot be used to learn who has an account.
  handle(auth, authApi.forgotPassword, async (c, { body: { email } }) => {
    await countFromAddress(perAddress, c);
    const customer = await c.var.data.customers.findLoginByEmail(email);
    if (customer && !customer.closed_at) {
      const token = await c.var.data.sessions.createLink(customer.id, 'password_reset');
      const link = `${c.var.origin}/login/autologin/${token}?redirect=/force-password-change`;
      await c.var.data.mailbox.send(
        customer.email,
        'Reset your Lucky Dip password',
        `Someone asked to reset the password for this account. To choose a new one, open ${link} within the next hour. If it was not you, ignore this email.`,
      );
    }
    return reply(null, {
      messages: [success(`If an account exists for ${email}, we've emailed a link to reset the password.`)],
    });
  });

  handle(auth, authApi.resendCode, async (c, { body: { token } }) => {
    const pending = await c.var.data.sessions.findPendingLogin(token);
    const customer = pending && (await c.var.data.customers.findLoginById(pending.customer_id));
    if (!pending || pending.method !== 'email' || !customer) {
      throw Refused.of(401, 'login_expired', LOGIN_EXPIRED);
    }
    if (pending.locked) throw Refused.of(403, '2fa_account_locked', ACCOUNT_LOCKED, 'otp');
    await emailCode(c, token, customer.email);
    return { identifier: maskEmail(customer.email) };
  });

  handle(auth, sessionApi.refresh, async (c, { body }) => {
    const outcome = await c.var.data.sessions.rotateRefreshToken(
      body.refreshToken,
      c.var.config.accessTokenTtlSeconds,
    );
    if (!outcome.ok) {
      throw Refused.of(
        401,
        outcome.reason === 'reused' ? 'refresh_token_reused' : 'refresh_token_invalid',
        'Please sign in again.',
      );
    }
    c.header('Cache-Control', 'no-store');
    return outcome.tokens;
  });

  handle(auth, sessionApi.logout, async (c) => {
    await c.var.data.sessions.revokeFamily(c.var.grant.familyId);
    // This device's notices stop with its session.
    await c.var.data.push.signedOut(c.var.grant.familyId);
    return null;
  });

  return auth;
}
