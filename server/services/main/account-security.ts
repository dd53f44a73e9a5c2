/**
 * Login and security for a signed-in customer (spec 1 §2, §7): change the password, the forced
 * password change, and two-factor setup and removal. Setting up proves the customer holds the
 * second factor before it is switched on: the authenticator secret (shown as an otpauth URI for a
 * QR code) or an emailed code must be answered with a correct code. A wrong answer here is a 422,
 * never a 401, which the PWA would read as an expired session.
 */
import { generateSecret, generateURI } from 'otplib';
import { Hono, type Context } from 'hono';
import { CODE_INCORRECT } from '@contract/messages';
import { TWO_FACTOR_METHODS, accountRoutes as routes } from '@contract/schemas/accounts';
import { hashPassword, verifyPassword } from '../../auth/password';
import { hashToken } from '../../auth/tokens';
import { maskEmail, randomCode, totpStep } from '../../auth/two-factor';
import type { SecurityFacts } from '../../db/customers';
import { EMAIL_CODE_TTL_SECONDS, MAX_CODE_ATTEMPTS } from '../../db/sessions';
import type { AppEnv } from '../../http/app-env';
import { success } from '../../http/envelope';
import { confirmPassword, securityFacts } from '../../http/confirm-password';
import { handle, reply } from '../../http/route';
import { customerOverview } from './customer-overview';
import { REMEMBER_2FA_DAYS } from './site-config';
import { Refused } from '../../refusal';

const SAME_PASSWORD = 'Choose a password you have not used for this account.';
const SETUP_TTL_SECONDS = 15 * 60;

export function accountSecurityRoutes(): Hono<AppEnv> {
  const security = new Hono<AppEnv>();
  /** A new password signs every other session out and forgets remembered devices. */
  const setPassword = async (c: Context<AppEnv>, facts: SecurityFacts, password: string, field: string) => {
    if (await verifyPassword(password, facts.password_hash))
      throw Refused.field(field, 'password_reused', SAME_PASSWORD);
    const { customerId, familyId } = c.var.grant;
    await c.var.data.customers.setPassword(customerId, await hashPassword(password), familyId);
    return reply(await customerOverview(c.var.data, customerId), {
      messages: [success('Your password has been changed.')],
    });
  };

  handle(security, routes.changePassword, async (c, { body }) => {
    const facts = await confirmPassword(c, body.currentPassword, 'currentPassword');
    return setPassword(c, facts, body.newPassword, 'newPassword');
  });

  handle(security, routes.forceChangePassword, async (c, { body }) => {
    const facts = await securityFacts(c);
    if (!facts.force_password_change)
      throw Refused.of(409, 'not_required', 'Your password does not need to be changed.');
    return setPassword(c, facts, body.password, 'password');
  });

  handle(security, routes.twoFactor, async (c) => ({
    method: (await securityFacts(c)).two_factor_method,
    methods: [...TWO_FACTOR_METHODS],
    rememberForDays: REMEMBER_2FA_DAYS,
  }));

  handle(security, routes.startAuthenticator, async (c) => {
    const secret = generateSecret();
    await c.var.data.customers.startTwoFactorSetup(c.var.grant.customerId, {
      method: 'authenticator',
      secret,
      codeHash: null,
      ttlSeconds: SETUP_TTL_SECONDS,
    });
    const otpauthUri = generateURI({ issuer: 'Lucky Dip', label: (await securityFacts(c)).email, secret });
    return { secret, otpauthUri };
  });

  handle(security, routes.startEmailCode, async (c) => {
    const code = randomCode();
    await c.var.data.customers.startTwoFactorSetup(c.var.grant.customerId, {
      method: 'email',
      secret: null,
      codeHash: hashToken(code),
      ttlSeconds: EMAIL_CODE_TTL_SECONDS,
    });
    const { email } = await securityFacts(c);
    await c.var.data.mailbox.send(
      email,
      'Your Lucky Dip security code',
      `Your code to turn on two-factor sign-in is ${code}. It expires in 10 minutes.`,
    );
    return { identifier: maskEmail(email) };
  });

  // Enabling is the same for both methods: the code must answer the setup that was started.
  handle(security, routes.verifyTwoFactor, async (c, { params: { method }, body: { code } }) => {
    const { customers } = c.var.data;
    const { customerId } = c.var.grant;
    const setup = await customers.twoFactorSetup(customerId);
    if (!setup || setup.method !== method)
      throw Refused.field('otp', 'setup_expired', 'This set-up has expired. Please start again.');
    const correct =
      setup.method === 'authenticator'
        ? setup.secret !== null && (await totpStep(setup.secret, code, c.var.now())) !== undefined
        : setup.code_hash === hashToken(code);
    if (!correct) {
      if (setup.attempts + 1 >= MAX_CODE_ATTEMPTS) {
        await customers.abandonTwoFactorSetup(customerId);
        throw Refused.field('otp', 'setup_expired', 'Too many incorrect codes. Please start again.');
      }
      await customers.countSetupAttempt(customerId);
      throw Refused.field('otp', '2fa_incorrect', CODE_INCORRECT);
    }
    await customers.enableTwoFactor(customerId, setup.method, setup.secret);
    return reply({ method: setup.method }, { messages: [success('Two-factor authentication is on.')] });
  });

  // Turning the second factor off asks for the password, so a borrowed unlocked phone cannot.
  handle(security, routes.turnOffTwoFactor, async (c, { body }) => {
    await confirmPassword(c, body.password, 'password');
    await c.var.data.customers.disableTwoFactor(c.var.grant.customerId);
    return reply({ method: null }, { messages: [success('Two-factor authentication is off.')] });
  });

  return security;
}
