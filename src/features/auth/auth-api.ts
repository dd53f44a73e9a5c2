/**
 * Sign-in calls (spec 1 §7): POST /login (v3.3) with email and password, or with the pending
 * token and a two-factor code; POST /login/resend for a new emailed code. A 2fa_required answer
 * is not a failure here but the second step, so it becomes a LoginOutcome.
 */
import { ApiError, mainApi } from '../../api';

export type TwoFactorMethod = 'authenticator' | 'email';

export interface SignedInSession {
  accessToken: string;
  refreshToken: string;
  customer: {
    customerId: string;
    customerToken: string;
    segmentName: string;
    pricingId: string;
    email: string;
    atv: Record<string, { amount: number; currency: string }>;
  };
}

export type LoginOutcome =
  | { kind: 'signedIn'; session: SignedInSession }
  | { kind: 'twoFactor'; token: string; method: TwoFactorMethod; identifier: string };

const LOGIN_VERSION = '3.3';

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

async function login(path: string, body: Record<string, string>): Promise<LoginOutcome> {
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
  login('/login', { email, password });

/** POST /autologin with the emailed token: answered like a login, two-factor step included. */
export const loginWithAutologin = ({ token }: { token: string }) => login('/autologin', { token });

export async function loginWithCode(input: { token: string; code: string }): Promise<SignedInSession> {
  const outcome = await login('/login', input);
  if (outcome.kind !== 'signedIn') throw new Error('The server asked for a second code after a code');
  return outcome.session;
}

export async function logout(): Promise<void> {
  await mainApi.request('/logout');
}

export async function resendCode(input: { token: string }): Promise<void> {
  await mainApi.request('/login/resend', { method: 'POST', body: input, version: LOGIN_VERSION });
}
