/**
 * Sign-in (spec 1 §4): credentials -> submitting -> two-factor -> signed in, or back to the form
 * with the server's errors. The same two-factor states serve autologin and the app's transfer
 * link, and a return from Apple or Google, which may instead offer to open an account with the
 * provider's (`signupOffered`). In two-factor, code entry and the resend link run side by side: an incomplete code is
 * refused with the spec's message, a wrong one returns to entry, a locked attempt ends entry and
 * resend; after a resend the link rests for 60 seconds and "New email sent!" shows meanwhile.
 * Written to the machine convention of docs/machines.md.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { ApiError, formErrors } from '@/api';
import { CODE_INCORRECT, CODE_REQUIRED } from '@contract/messages';
import { isComplete } from '@/ui/code-cells';
import {
  loginWithAutologin,
  loginWithCode,
  loginWithPassword,
  loginWithTransfer,
  resendCode,
  type LoginResult,
  type TwoFactorMethod,
} from './queries';
import { completeSocialLogin, type SocialOutcome, type SocialSignupOffer } from './social-sign-in';

export const RESEND_COOLDOWN_MS = 60_000;

/** How a sign-in started: with the form, an emailed autologin token, or the app's transfer token. */
export type AuthenticateInput =
  | { via: 'password'; email: string; password: string }
  | { via: 'autologin' | 'transfer'; token: string }
  | { via: 'social'; state: string; code: string };

export interface CodeInput {
  token: string;
  code: string;
  remember: boolean;
}

export interface LoginContext {
  /** Field errors of the credentials form, by target ("general" when not about one field). */
  errors: Record<string, string>;
  /** The sign-in under way; the password in it is forgotten once the server has answered. */
  attempt?: AuthenticateInput;
  pending?: { token: string; method: TwoFactorMethod; identifier: string };
  /** The code under check, and whether to remember this device. */
  answer?: { code: string; remember: boolean };
  codeError?: string;
  /** Five wrong codes: entry and resend are both over. */
  locked: boolean;
  session?: LoginResult;
  /** A provider's account no customer uses yet. */
  offer?: SocialSignupOffer;
  /** A provider's account whose email is a customer's already, and what the server said of it. */
  registered?: { email: string; message: string };
}

export type LoginEvent =
  | { type: 'auth.submit'; email: string; password: string }
  | { type: 'auth.autologin'; token: string }
  | { type: 'auth.transfer'; token: string }
  | { type: 'auth.social'; state: string; code: string }
  | { type: 'auth.code'; code: string; remember?: boolean }
  | { type: 'auth.resend' }
  | { type: 'auth.reset' };

/** A password is kept no longer than its check. */
function withoutPassword(attempt: AuthenticateInput | undefined): AuthenticateInput | undefined {
  return attempt?.via === 'password' ? { ...attempt, password: '' } : attempt;
}

/** The attempt the machine entered `authenticating` with; entering without one is a bug. */
function attemptOf(context: LoginContext): AuthenticateInput {
  if (!context.attempt) throw new Error('authenticating without a sign-in attempt');
  return context.attempt;
}

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
  },
  actors: {
    authenticate: fromPromise<SocialOutcome, AuthenticateInput>(({ input }) => {
      switch (input.via) {
        case 'password':
          return loginWithPassword(input);
        case 'transfer':
          return loginWithTransfer(input);
        case 'social':
          return completeSocialLogin(input);
        default:
          return loginWithAutologin(input);
      }
    }),
    verifyCode: fromPromise<LoginResult, CodeInput>(({ input }) => loginWithCode(input)),
    resendCode: fromPromise<void, { token: string }>(({ input }) => resendCode(input)),
  },
  guards: {
    codeIncomplete: (_, { code }: { code: string }) => !isComplete([...code]),
    asksForCode: (_, outcome: SocialOutcome) => outcome.kind === 'twoFactor',
    offersSignup: (_, outcome: SocialOutcome) => outcome.kind === 'signup',
    knowsAccount: (_, outcome: SocialOutcome) => outcome.kind === 'registered',
    startedFromLink: ({ context }) => context.attempt?.via !== 'password',
    attemptLocked: (_, { error }: { error: unknown }) =>
      error instanceof ApiError && error.hasCode('2fa_account_locked'),
    canResend: ({ context }) => context.pending?.method === 'email' && !context.locked,
  },
  actions: {
    useCredentials: assign(({ event }) => {
      assertEvent(event, 'auth.submit');
      return { attempt: { via: 'password', email: event.email, password: event.password }, errors: {} };
    }),
    useAutologinToken: assign(({ event }) => {
      assertEvent(event, 'auth.autologin');
      return { attempt: { via: 'autologin', token: event.token }, errors: {} };
    }),
    useTransferToken: assign(({ event }) => {
      assertEvent(event, 'auth.transfer');
      return { attempt: { via: 'transfer', token: event.token }, errors: {} };
    }),
    useProviderAnswer: assign(({ event }) => {
      assertEvent(event, 'auth.social');
      return { attempt: { via: 'social', state: event.state, code: event.code }, errors: {} };
    }),
    takeOutcome: assign(({ context }, outcome: SocialOutcome) => ({
      attempt: withoutPassword(context.attempt),
      errors: {},
      ...(outcome.kind === 'twoFactor'
        ? { pending: { token: outcome.token, method: outcome.method, identifier: outcome.identifier } }
        : outcome.kind === 'signup'
          ? { offer: outcome.offer }
          : outcome.kind === 'registered'
            ? { registered: { email: outcome.registered.email, message: outcome.message } }
            : { session: outcome.session }),
    })),
    showErrors: assign(({ context }, { error }: { error: unknown }) => ({
      attempt: withoutPassword(context.attempt),
      errors: formErrors(error),
    })),
    takeCode: assign(({ event }) => {
      assertEvent(event, 'auth.code');
      return { answer: { code: event.code, remember: event.remember === true }, codeError: undefined };
    }),
    refuseIncompleteCode: assign({ codeError: CODE_REQUIRED }),
    refuseCode: assign({ codeError: CODE_INCORRECT }),
    lock: assign({ locked: true, codeError: undefined }),
    keepSession: assign((_, session: LoginResult) => ({ session })),
    startOver: assign({
      errors: {},
      attempt: undefined,
      pending: undefined,
      answer: undefined,
      codeError: undefined,
      locked: false,
    }),
  },
  delays: { resendCooldown: RESEND_COOLDOWN_MS },
}).createMachine({
  id: 'login',
  initial: 'credentials',
  context: { errors: {}, locked: false },
  on: {
    'auth.reset': { target: '.credentials', actions: 'startOver' },
  },
  states: {
    credentials: {
      on: {
        'auth.submit': { target: 'authenticating', actions: 'useCredentials' },
        'auth.autologin': { target: 'authenticating', actions: 'useAutologinToken' },
        'auth.transfer': { target: 'authenticating', actions: 'useTransferToken' },
        'auth.social': { target: 'authenticating', actions: 'useProviderAnswer' },
      },
    },
    authenticating: {
      invoke: {
        src: 'authenticate',
        input: ({ context }) => attemptOf(context),
        onDone: [
          {
            guard: { type: 'asksForCode', params: ({ event }) => event.output },
            target: 'twoFactor',
            actions: { type: 'takeOutcome', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'offersSignup', params: ({ event }) => event.output },
            target: 'signupOffered',
            actions: { type: 'takeOutcome', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'knowsAccount', params: ({ event }) => event.output },
            target: 'passwordOffered',
            actions: { type: 'takeOutcome', params: ({ event }) => event.output },
          },
          { target: 'signedIn', actions: { type: 'takeOutcome', params: ({ event }) => event.output } },
        ],
        onError: [
          {
            guard: 'startedFromLink',
            target: 'autologinFailed',
            actions: { type: 'showErrors', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'credentials',
            actions: { type: 'showErrors', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    twoFactor: {
      type: 'parallel',
      states: {
        entry: {
          initial: 'waiting',
          states: {
            waiting: {
              on: {
                'auth.code': [
                  {
                    guard: { type: 'codeIncomplete', params: ({ event }) => ({ code: event.code }) },
                    actions: 'refuseIncompleteCode',
                  },
                  { target: 'verifying', actions: 'takeCode' },
                ],
              },
            },
            verifying: {
              invoke: {
                src: 'verifyCode',
                input: ({ context }): CodeInput => ({
                  token: context.pending?.token ?? '',
                  code: context.answer?.code ?? '',
                  remember: context.answer?.remember ?? false,
                }),
                onDone: {
                  target: '#login.signedIn',
                  actions: { type: 'keepSession', params: ({ event }) => event.output },
                },
                onError: [
                  {
                    guard: { type: 'attemptLocked', params: ({ event }) => ({ error: event.error }) },
                    target: 'locked',
                    actions: 'lock',
                  },
                  { target: 'waiting', actions: 'refuseCode' },
                ],
              },
            },
            locked: { type: 'final' },
          },
        },
        resend: {
          initial: 'ready',
          states: {
            ready: { on: { 'auth.resend': { guard: 'canResend', target: 'sending' } } },
            sending: {
              invoke: {
                src: 'resendCode',
                input: ({ context }) => ({ token: context.pending?.token ?? '' }),
                onDone: 'sent',
                onError: 'ready',
              },
            },
            /** "New email sent!" with the link disabled until the cooldown passes. */
            sent: { after: { resendCooldown: 'ready' } },
          },
        },
      },
    },
    signedIn: { type: 'final' },
    signupOffered: { type: 'final' },
    passwordOffered: { type: 'final' },
    autologinFailed: { type: 'final' },
  },
});
