/**
 * The steps every way of signing in ends with: the session's tokens, or first the second factor
 * (an emailed code or the authenticator's) unless the device is remembered.
 */
import type { Context } from 'hono';
import type { TwoFactorChallenge } from '@contract/schemas/auth';
import { maskEmail, randomCode } from '../auth/two-factor';
import type { LoginFacts } from '../db/customers';
import { loginResult } from '../services/main/customer-overview';
import { Refused } from '../refusal';
import type { AppEnv } from './app-env';

export const signedIn = (c: Context<AppEnv>, customerId: number, rememberDeviceToken?: string) => {
  c.header('Cache-Control', 'no-store');
  const extra = rememberDeviceToken ? { rememberDeviceToken } : {};
  return loginResult(c.var.data, customerId, c.var.config.accessTokenTtlSeconds, extra);
};

/** Mails a fresh sign-in code for the pending login; the previous one stops working. */
export const emailCode = async (c: Context<AppEnv>, token: string, email: string) => {
  const code = randomCode();
  await c.var.data.sessions.setEmailCode(token, code);
  await c.var.data.mailbox.send(
    email,
    'Your Lucky Dip sign-in code',
    `Your sign-in code is ${code}. It expires in 10 minutes. If you did not try to sign in, change your password.`,
  );
};

/**
 * The customer is who they say; a 2FA customer still owes a code unless this device is remembered:
 * a 403 `2fa_required` whose result is the challenge.
 */
export const secondStep = async (c: Context<AppEnv>, customer: LoginFacts, deviceToken?: string) => {
  const { sessions } = c.var.data;
  const method = customer.two_factor_method;
  if (!method || (deviceToken && (await sessions.isRememberedDevice(customer.id, deviceToken)))) {
    return signedIn(c, customer.id);
  }
  const token = await sessions.startPendingLogin(customer.id, method);
  if (method === 'email') await emailCode(c, token, customer.email);
  c.header('Cache-Control', 'no-store');
  const challenge: TwoFactorChallenge = {
    token,
    twoFactorAuth: {
      method,
      identifier: method === 'email' ? maskEmail(customer.email) : 'authenticator app',
    },
  };
  throw Refused.step(403, '2fa_required', 'Enter the 6 digit code to finish signing in.', challenge);
};
