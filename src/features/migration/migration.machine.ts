/**
 * Moving an account to the new platform, one state in one place (spec 3 §4; DESIGN.md, the fourth
 * machine):
 *
 * prompt (the terms box must be ticked) -> inProgress: the migrate call, then a status check (the
 * same call) 3 s later and every 3 s, at most 5 checks; a 202 keeps polling, a 200 is success, a
 * failed call or the 5th 202 is failure -> success | failure. Retry from failure starts again;
 * closing, from anywhere, resets to the prompt. Confirming and closing both remember the answer
 * (`remember`, the dismissal cookie); success reloads the customer and the offers (`migrated`).
 * Both are provided by the modal.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { ApiError, GENERIC_ERROR_MESSAGE } from '@/api';

export const MIGRATION_POLL_MS = 3000;
export const MIGRATION_MAX_CHECKS = 5;
export const MIGRATION_TIMED_OUT =
  'Your account is taking longer than usual to move. Nothing is lost: try again in a few minutes.';

/** What the migrate call answered: 202 while the move runs, 200 once it is done. */
export type MigrationAnswer = 200 | 202;

export interface MigrationContext {
  termsAccepted: boolean;
  /** Status checks made since the migrate call. */
  checks: number;
  error: string | null;
}

export type MigrationEvent =
  | { type: 'migration.terms'; accepted: boolean }
  | { type: 'migration.confirm' }
  | { type: 'migration.retry' }
  | { type: 'migration.close' };

const INITIAL: MigrationContext = { termsAccepted: false, checks: 0, error: null };

const failureMessage = (error: unknown) =>
  error instanceof ApiError ? (error.messages[0]?.message ?? error.message) : GENERIC_ERROR_MESSAGE;

export const migrationMachine = setup({
  types: {
    context: {} as MigrationContext,
    events: {} as MigrationEvent,
  },
  actors: {
    migrate: fromPromise<MigrationAnswer>(() => Promise.reject(new Error('migrate not provided'))),
  },
  actions: {
    remember: () => undefined,
    migrated: () => undefined,
    setTerms: assign({
      termsAccepted: ({ event }) => {
        assertEvent(event, 'migration.terms');
        return event.accepted;
      },
    }),
    startPolling: assign({ checks: 0, error: null }),
    countCheck: assign({ checks: ({ context }) => context.checks + 1 }),
    failWith: assign({ error: ({ event }) => ('error' in event ? failureMessage(event.error) : null) }),
    failTimedOut: assign({ error: MIGRATION_TIMED_OUT }),
    reset: assign(INITIAL),
  },
  guards: {
    termsAccepted: ({ context }) => context.termsAccepted,
    done: ({ event }) => 'output' in event && event.output === 200,
    checksLeft: ({ context }) => context.checks < MIGRATION_MAX_CHECKS,
  },
  delays: { poll: MIGRATION_POLL_MS },
}).createMachine({
  id: 'migration',
  context: INITIAL,
  initial: 'prompt',
  on: {
    'migration.close': { target: '.prompt', actions: ['remember', 'reset'] },
  },
  states: {
    prompt: {
      on: {
        'migration.terms': { actions: 'setTerms' },
        'migration.confirm': { guard: 'termsAccepted', target: 'inProgress', actions: 'remember' },
      },
    },
    inProgress: {
      entry: 'startPolling',
      initial: 'calling',
      states: {
        /** The migrate call, and then each status check. */
        calling: {
          invoke: {
            src: 'migrate',
            onDone: [
              { guard: 'done', target: '#migration.success' },
              { guard: 'checksLeft', target: 'waiting' },
              { target: '#migration.failure', actions: 'failTimedOut' },
            ],
            onError: { target: '#migration.failure', actions: 'failWith' },
          },
        },
        waiting: {
          after: { poll: { target: 'calling', actions: 'countCheck' } },
        },
      },
    },
    success: { entry: 'migrated' },
    failure: {
      on: { 'migration.retry': 'inProgress' },
    },
  },
});
