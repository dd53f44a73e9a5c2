/**
 * Sign-in (spec 1 §4): credentials -> submitting -> two-factor -> signed in, or back to the form
 * with the server's errors. The same two-factor states serve autologin. In two-factor, code entry
 * and the resend link run side by side: an incomplete code is refused with the spec's message, a
 * wrong one returns to entry, a locked attempt ends entry and resend; after a resend the link
 * rests for 60 seconds and "New email sent!" shows meanwhile.
 */
import { assign, fromPromise, setup } from 'xstate';
import { ApiError, formErrors } from '../../api';
import {
  loginWithAutologin,
  loginWithCode,
  loginWithPassword,
  loginWithTransfer,
  resendCode,
  type LoginOutcome,
  type SignedInSession,
  type TwoFactorMethod,
} from './auth-api';
import { CODE_INCORRECT, CODE_REQUIRED, isComplete } from '../../ui/code-cells';

export const RESEND_COOLDOWN_MS = 60_000;

export interface LoginContext {
  /** Field errors of the credentials form, by target ("general" when not about one field). */
  errors: Record<string, string>;
  pending?: { token: string; method: TwoFactorMethod; identifier: string };
  codeError?: string;
  /** Five wrong codes: entry and resend are both over. */
  locked: boolean;
  via: AuthenticateInput['via'];
  session?: SignedInSession;
}

export type LoginEvent =
  | { type: 'auth.submit'; email: string; password: string }
  | { type: 'auth.autologin'; token: string }
  | { type: 'auth.transfer'; token: string }
  | { type: 'auth.code'; code: string; remember?: boolean }
  | { type: 'auth.resend' }
  | { type: 'auth.reset' };

const isCode = (error: unknown, code: string) => error instanceof ApiError && error.hasCode(code);

function afterLogin(outcome: LoginOutcome): Partial<LoginContext> {
  return outcome.kind === 'twoFactor'
    ? {
        pending: { token: outcome.token, method: outcome.method, identifier: outcome.identifier },
        errors: {},
      }
    : { session: outcome.session, errors: {} };
}

/** How a sign-in started: with the form, an emailed autologin token, or the app's transfer token. */
export type AuthenticateInput =
  { via: 'password'; email: string; password: string } | { via: 'autologin' | 'transfer'; token: string };

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
  },
  actors: {
    authenticate: fromPromise<LoginOutcome, AuthenticateInput>(({ input }) =>
      input.via === 'password'
        ? loginWithPassword(input)
        : input.via === 'transfer'
          ? loginWithTransfer(input)
          : loginWithAutologin(input),
    ),
    verifyCode: fromPromise<SignedInSession, { token: string; code: string; remember: boolean }>(
      ({ input }) => loginWithCode(input),
    ),
    resendCode: fromPromise<void, { token: string }>(({ input }) => resendCode(input)),
  },
  guards: {
    codeIncomplete: ({ event }) => event.type === 'auth.code' && !isComplete([...event.code]),
    canResend: ({ context }) => context.pending?.method === 'email' && !context.locked,
  },
  delays: { resendCooldown: RESEND_COOLDOWN_MS },
}).createMachine({
  id: 'login',
  initial: 'credentials',
  context: { errors: {}, locked: false, via: 'password' },
  on: {
    'auth.reset': {
      target: '.credentials',
      actions: assign({ errors: {}, pending: undefined, codeError: undefined, locked: false }),
    },
  },
  states: {
    credentials: {
      on: {
        'auth.submit': {
          target: 'authenticating',
          actions: assign({ via: 'password', errors: {} }),
        },
        'auth.autologin': { target: 'authenticating', actions: assign({ via: 'autologin', errors: {} }) },
        'auth.transfer': { target: 'authenticating', actions: assign({ via: 'transfer', errors: {} }) },
      },
    },
    authenticating: {
      invoke: {
        src: 'authenticate',
        input: ({ event }): AuthenticateInput =>
          event.type === 'auth.autologin' || event.type === 'auth.transfer'
            ? { via: event.type === 'auth.autologin' ? 'autologin' : 'transfer', token: event.token }
            : {
                via: 'password',
                email: event.type === 'auth.submit' ? event.email : '',
                password: event.type === 'auth.submit' ? event.password : '',
              },
        onDone: [
          {
            guard: ({ event }) => event.output.kind === 'twoFactor',
            target: 'twoFactor',
            actions: assign(({ event }) => afterLogin(event.output)),
          },
          { target: 'signedIn', actions: assign(({ event }) => afterLogin(event.output)) },
        ],
        onError: [
          {
            guard: ({ context }) => context.via !== 'password',
            target: 'autologinFailed',
            actions: assign({ errors: ({ event }) => formErrors(event.error) }),
          },
          { target: 'credentials', actions: assign({ errors: ({ event }) => formErrors(event.error) }) },
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
                  { guard: 'codeIncomplete', actions: assign({ codeError: CODE_REQUIRED }) },
                  { target: 'verifying', actions: assign({ codeError: undefined }) },
                ],
              },
            },
            verifying: {
              invoke: {
                src: 'verifyCode',
                input: ({ context, event }) => ({
                  token: context.pending?.token ?? '',
                  code: event.type === 'auth.code' ? event.code : '',
                  remember: event.type === 'auth.code' && event.remember === true,
                }),
                onDone: {
                  target: '#login.signedIn',
                  actions: assign({ session: ({ event }) => event.output }),
                },
                onError: [
                  {
                    guard: ({ event }) => isCode(event.error, '2fa_account_locked'),
                    target: 'locked',
                    actions: assign({ locked: true, codeError: undefined }),
                  },
                  { target: 'waiting', actions: assign({ codeError: CODE_INCORRECT }) },
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
    autologinFailed: { type: 'final' },
  },
});
