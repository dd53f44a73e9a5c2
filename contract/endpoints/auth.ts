/**
 * Signing in and up (spec 1 §3, §7): the password and code steps of POST /login (v3.3), a new
 * emailed code, the emailed autologin link, the app's hand-over (a transfer link and its redemption),
 * a password reset, whether an email is free, and sign-up (v3.5). A customer who owes a second
 * factor is answered a 403 `2fa_required` whose result is the challenge.
 */
import type { CodeSent } from '../schemas/accounts';
import type {
  CodeLogin,
  EmailAvailability,
  LoginResult,
  PasswordLogin,
  SignupBody,
  TransferLink,
} from '../schemas/auth';
import { endpoint } from './endpoint';

/** The sign-in calls are made at v3.3 (spec 1 §7). */
const signIn = { service: 'main', personal: false, method: 'POST', version: '3.3' } as const;
const visitor = { service: 'main', personal: false } as const;

/** The first step: email and password (and a remembered device's token, which skips the second). */
export const login = endpoint<{ body: PasswordLogin; answer: LoginResult }>()({ ...signIn, path: '/login' });
/** The second step at the same address: the pending sign-in's token and the code. */
export const loginWithCode = endpoint<{ body: CodeLogin; answer: LoginResult }>()({
  ...signIn,
  path: '/login',
});
export const resendCode = endpoint<{ body: { token: string }; answer: CodeSent }>()({
  ...signIn,
  path: '/login/resend',
});
/** An emailed link stands in for the password, so a two-factor customer still owes a code. */
export const autologin = endpoint<{ body: { token: string }; answer: LoginResult }>()({
  ...signIn,
  path: '/autologin',
});
/** The app's signed-in customer, handed to the browser: that session already passed two-factor. */
export const transfer = endpoint<{ body: { token: string }; answer: LoginResult }>()({
  ...visitor,
  method: 'POST',
  path: '/transfer',
});
/** The app asks for the link that signs its customer in on the web. */
export const transferLink = endpoint<{ answer: TransferLink }>()({
  service: 'main',
  personal: true,
  method: 'POST',
  path: '/customer/transfer',
});
/** Always the same answer (a message), so it tells no one who has an account. */
export const forgotPassword = endpoint<{ body: { email: string }; answer: null }>()({
  ...visitor,
  method: 'POST',
  path: '/forgot-password',
});
export const checkEmail = endpoint<{ query: { email: string }; answer: EmailAvailability }>()({
  ...visitor,
  method: 'GET',
  path: '/check-email',
});
export const signup = endpoint<{ body: SignupBody; answer: LoginResult }>()({
  ...visitor,
  method: 'POST',
  path: '/signup',
  version: '3.5',
  status: 201,
});
