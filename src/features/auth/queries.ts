/**
 * Sign-in calls (spec 1 §7): POST /login (v3.3) with email and password, or with the pending
 * token and a two-factor code; POST /login/resend for a new emailed code; POST /autologin and
 * POST /transfer with a one-time token; POST /signup (v3.5); GET /check-email; POST
 * /forgot-password. A 2fa_required answer is not a failure here but the second step, so it
 * becomes a LoginOutcome. A remembered device's token rides along with the password. The login
 * machine invokes the sign-in calls; forms use the mutation options.
 */
import { mutationOptions } from '@tanstack/react-query';
import * as accountEndpoints from '@contract/endpoints/account';
import * as authEndpoints from '@contract/endpoints/auth';
import * as sessionEndpoints from '@contract/endpoints/session';
import type { BodyOf } from '@contract/endpoints/endpoint';
import type { TwoFactorMethod } from '@contract/schemas/accounts';
import type { LoginResult, TwoFactorChallenge } from '@contract/schemas/auth';
import { ApiError } from '@/api';
import { call, callEnvelope } from '@/api/call';
import { analytics } from '@/lib/analytics';
import { rememberedDevice } from '@/lib/remembered-device';
import { readAttribution } from './attribution';

export type { LoginResult, TwoFactorMethod };

export type LoginOutcome =
  | { kind: 'signedIn'; session: LoginResult }
  | { kind: 'twoFactor'; token: string; method: TwoFactorMethod; identifier: string };

function asTwoFactor(error: unknown): LoginOutcome | undefined {
  if (!(error instanceof ApiError) || !error.hasCode('2fa_required')) return undefined;
  const result = error.result as TwoFactorChallenge | undefined;
  if (!result?.token) return undefined;
  return { kind: 'twoFactor', token: result.token, ...result.twoFactorAuth };
}

/** A sign-in call's answer: the session, or the two-factor step it asks for. */
export async function loginOutcome(signIn: () => Promise<LoginResult>): Promise<LoginOutcome> {
  try {
    return { kind: 'signedIn', session: await signIn() };
  } catch (error) {
    const twoFactor = asTwoFactor(error);
    if (twoFactor) return twoFactor;
    throw error;
  }
}

export const loginWithPassword = ({ email, password }: { email: string; password: string }) =>
  loginOutcome(() =>
    call(authEndpoints.login, {
      body: { email, password, deviceToken: rememberedDevice.get(), attribution: readAttribution() },
    }),
  );

/** POST /autologin with the emailed token: answered like a login, two-factor step included. */
export const loginWithAutologin = ({ token }: { token: string }) =>
  loginOutcome(() => call(authEndpoints.autologin, { body: { token } }));

/** POST /transfer: the app hands over a customer who already passed two-factor there. */
export async function loginWithTransfer({ token }: { token: string }): Promise<LoginOutcome> {
  return { kind: 'signedIn', session: await call(authEndpoints.transfer, { body: { token } }) };
}

export async function loginWithCode(input: {
  token: string;
  code: string;
  remember: boolean;
}): Promise<LoginResult> {
  const outcome = await loginOutcome(() =>
    call(authEndpoints.loginWithCode, {
      body: { token: input.token, code: input.code, rememberDevice: input.remember },
    }),
  );
  if (outcome.kind !== 'signedIn') throw new Error('The server asked for a second code after a code');
  if (outcome.session.rememberDeviceToken) rememberedDevice.set(outcome.session.rememberDeviceToken);
  return outcome.session;
}

export async function logout(): Promise<void> {
  await call(sessionEndpoints.logout, { endsSession: true });
}

export async function resendCode(input: { token: string }): Promise<void> {
  await call(authEndpoints.resendCode, { body: input });
}

/** PUT /favourite-numbers, quietly: saved on the way in, the customer is told nothing. */
export async function saveFavouriteNumbers(favouriteNumbers: number[]): Promise<void> {
  await call(accountEndpoints.favouriteNumbers, { body: { favouriteNumbers }, quiet: true });
}

export async function isEmailAvailable(email: string): Promise<boolean> {
  return (await call(authEndpoints.checkEmail, { query: { email } })).available;
}

/** The sign-up form's values: the body of POST /signup, before attribution and the platform. */
export type SignupForm = Required<
  Pick<
    BodyOf<typeof authEndpoints.signup>,
    'email' | 'password' | 'firstname' | 'lastname' | 'dateOfBirth' | 'phone' | 'marketingOptIn'
  >
> & { state: string; termsAccepted: boolean };

/** Opens the account; favourite numbers picked before signing up go with it. */
export const signUp = (form: SignupForm, favouriteNumbers: number[] | undefined) =>
  call(authEndpoints.signup, {
    body: { ...form, attribution: readAttribution(), metadata: { platform: 'Web' }, favouriteNumbers },
  });

export const authMutations = {
  /** Answers the server's own words ("If an account exists for …"), shown as they come. */
  requestPasswordReset: () =>
    mutationOptions({
      mutationFn: async ({ email }: { email: string }) => {
        const { messages } = await callEnvelope(authEndpoints.forgotPassword, {
          body: { email },
          quiet: true,
        });
        analytics.track('Password Reset Requested', {});
        return messages[0]?.message;
      },
    }),
};
