/**
 * Sign-in calls (spec 1 §7): POST /login (v3.3) with email and password, or with the pending
 * token and a two-factor code; POST /login/resend for a new emailed code; POST /autologin and
 * POST /transfer with a one-time token; POST /signup (v3.5); GET /check-email; POST
 * /forgot-password. A 2fa_required answer is not a failure here but the second step, so it
 * becomes a LoginOutcome. A remembered device's token rides along with the password.
 */
import { ApiError, mainApi, type SignedInSession } from '../../api';
import { rememberedDevice } from '../../lib/remembered-device';
import { readAttribution, type Attribution } from './attribution';

export type TwoFactorMethod = 'authenticator' | 'email';
export type { SignedInSession };

export type LoginOutcome =
  | { kind: 'signedIn'; session: SignedInSession }
  | { kind: 'twoFactor'; token: string; method: TwoFactorMethod; identifier: string };

const LOGIN_VERSION = '3.3';
const SIGNUP_VERSION = '3.5';

interface TwoFactorResult {
  token: string;
  twoFactorAuth: { method: TwoFactorMethod; identifier: string };
}

function asTwoFactor(error: unknown): LoginOutcome | undefined {
  if (!(error instanceof ApiError) || !error.hasCode('2fa_required')) return undefined;
  const result = error.result as TwoFactorResult | undefined;
  if (!result?.token) return undefined;
  return { kind: 'twoFactor', token: result.token, ...result.twoFactorAuth };
}

async function login(path: string, body: Record<string, unknown>): Promise<LoginOutcome> {
  try {
    const { result } = await mainApi.request<SignedInSession>(path, {
      method: 'POST',
      body,
      version: LOGIN_VERSION,
    });
    return { kind: 'signedIn', session: result };
  } catch (error) {
    const twoFactor = asTwoFactor(error);
    if (twoFactor) return twoFactor;
    throw error;
  }
}

export const loginWithPassword = ({ email, password }: { email: string; password: string }) =>
  login('/login', {
    email,
    password,
    deviceToken: rememberedDevice.get(),
    attribution: readAttribution(),
  });

/** POST /autologin with the emailed token: answered like a login, two-factor step included. */
export const loginWithAutologin = ({ token }: { token: string }) => login('/autologin', { token });

/** POST /transfer: the app hands over a customer who already passed two-factor there. */
export async function loginWithTransfer({ token }: { token: string }): Promise<LoginOutcome> {
  const { result } = await mainApi.request<SignedInSession>('/transfer', { method: 'POST', body: { token } });
  return { kind: 'signedIn', session: result };
}

export async function loginWithCode(input: {
  token: string;
  code: string;
  remember: boolean;
}): Promise<SignedInSession> {
  const outcome = await login('/login', {
    token: input.token,
    code: input.code,
    rememberDevice: input.remember,
  });
  if (outcome.kind !== 'signedIn') throw new Error('The server asked for a second code after a code');
  if (outcome.session.rememberDeviceToken) rememberedDevice.set(outcome.session.rememberDeviceToken);
  return outcome.session;
}

export async function logout(): Promise<void> {
  await mainApi.request('/logout');
}

export async function resendCode(input: { token: string }): Promise<void> {
  await mainApi.request('/login/resend', { method: 'POST', body: input, version: LOGIN_VERSION });
}

export interface SignupForm {
  email: string;
  password: string;
  firstname: string;
  lastname: string;
  dateOfBirth: string;
  phone: string;
  state: string;
  marketingOptIn: boolean;
  termsAccepted: boolean;
}

export async function signup(
  form: SignupForm,
  favouriteNumbers: number[] | undefined,
): Promise<SignedInSession> {
  const attribution: Attribution | undefined = readAttribution();
  const { result } = await mainApi.request<SignedInSession>('/signup', {
    method: 'POST',
    version: SIGNUP_VERSION,
    body: { ...form, attribution, metadata: { platform: 'Web' }, favouriteNumbers },
  });
  return result;
}

export async function isEmailAvailable(email: string): Promise<boolean> {
  return (await mainApi.get<{ available: boolean }>('/check-email', { query: { email } })).available;
}

/** Answers the server's own words ("If an account exists for …"), shown as they come. */
export async function requestPasswordReset(email: string): Promise<string | undefined> {
  const { messages } = await mainApi.request('/forgot-password', {
    method: 'POST',
    body: { email },
    quiet: true,
  });
  return messages[0]?.message;
}
