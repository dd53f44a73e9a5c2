/**
 * Sign in with Apple or Google (spec 1 §6, §7): starting a sign-in or a link answers the provider's
 * address; the code and state the provider returns complete it. A provider account no customer uses
 * is answered a 404 `social_account_unknown` whose result is the offer to sign up with it.
 */
import type { LoginResult } from '../schemas/auth';
import type {
  SocialLogins,
  SocialProvider,
  SocialReturn,
  SocialSignupBody,
  SocialStartResult,
} from '../schemas/social-sign-in';
import * as authEndpoints from './auth';
import { endpoint } from './endpoint';

const visitor = { service: 'main', personal: false, method: 'POST' } as const;
const customer = { service: 'main', personal: true } as const;

export const startLogin = endpoint<{ body: { provider: SocialProvider }; answer: SocialStartResult }>()({
  ...visitor,
  path: '/social-authentication/login',
});
export const startLink = endpoint<{ body: { provider: SocialProvider }; answer: SocialStartResult }>()({
  ...customer,
  method: 'POST',
  path: '/social-authentication/link',
});
/** Answered like a password sign-in (v3.3), the two-factor step included. */
export const completeLogin = endpoint<{ body: SocialReturn; answer: LoginResult }>()({
  ...visitor,
  path: '/social-authentication/login/complete',
  version: '3.3',
});
export const completeLink = endpoint<{ body: SocialReturn; answer: SocialLogins }>()({
  ...customer,
  method: 'POST',
  path: '/social-authentication/link/complete',
});
export const logins = endpoint<{ answer: SocialLogins }>()({
  ...customer,
  method: 'GET',
  path: '/social-authentication/list',
});
/** Without a password, the last linked provider is the only way in, and is refused. */
export const unlink = endpoint<{ body: { provider: SocialProvider }; answer: SocialLogins }>()({
  ...customer,
  method: 'POST',
  path: '/social-authentication/unlink',
});
/** The sign-up form without a password or an email: the provider's stand. */
export const signup = endpoint<{ body: SocialSignupBody; answer: LoginResult }>()({
  ...visitor,
  path: '/social-authentication/signup',
  // At the version of the sign-up it stands for.
  version: authEndpoints.signup.version,
  status: 201,
});
