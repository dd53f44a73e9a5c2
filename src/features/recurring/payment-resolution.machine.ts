/**
 * Payment resolution (spec 2 §4, spec 3 §4): a recurring purchase could not be paid, and the
 * customer sorts out how it is paid, then has it tried again. Loading, then loaded; or retrying,
 * then completed; or failed with the first message. While loaded the customer is at one of three
 * steps: change-fund (how their recurring purchases are paid), add-card (a card to pay what the
 * wallet lacks) and payment-method-updated (changed, and read again: try again). A failed retry
 * goes back to a step from there.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { PaymentResolution } from '@contract/schemas/shop';
import { ApiError, GENERIC_ERROR_MESSAGE } from '@/api';
import { unpaid, type ResolutionStep } from './resolution';

export interface RetryOutcome {
  /** Tickets bought by the retry. */
  bought: number;
  /** The resolution read again afterwards: what still could not be bought. */
  resolution: PaymentResolution;
}

export interface ResolutionContext {
  resolution: PaymentResolution | null;
  step: ResolutionStep;
  bought: number | null;
  retryError: string | null;
}

export type ResolutionEvent =
  | { type: 'resolution.reload' }
  | { type: 'resolution.changeFund' }
  | { type: 'resolution.addCard' }
  | { type: 'resolution.methodUpdated' }
  | { type: 'resolution.retry' };

const STEP_OF: Record<
  Exclude<ResolutionEvent['type'], 'resolution.reload' | 'resolution.retry'>,
  ResolutionStep
> = {
  'resolution.changeFund': 'change-fund',
  'resolution.addCard': 'add-card',
  'resolution.methodUpdated': 'payment-method-updated',
};

const toStep = {
  'resolution.changeFund': { actions: 'toStep' },
  'resolution.addCard': { actions: 'toStep' },
  // Read again: how the recurring purchases are paid has changed.
  'resolution.methodUpdated': { target: 'loading', actions: 'toStep' },
} as const;

export const paymentResolutionMachine = setup({
  types: {
    context: {} as ResolutionContext,
    events: {} as ResolutionEvent,
  },
  actors: {
    load: fromPromise<PaymentResolution>(() => Promise.reject(new Error('load not provided'))),
    retry: fromPromise<RetryOutcome>(() => Promise.reject(new Error('retry not provided'))),
  },
  actions: {
    toStep: assign(({ event }) => {
      assertEvent(event, ['resolution.changeFund', 'resolution.addCard', 'resolution.methodUpdated']);
      return { step: STEP_OF[event.type] };
    }),
    loaded: assign((_, resolution: PaymentResolution) => ({ resolution })),
    retrying: assign({ retryError: null, bought: null }),
    settled: assign((_, { bought, resolution }: RetryOutcome) => {
      // Still unpaid: the first message says why, as the spec's failed state holds it.
      const [first] = unpaid(resolution);
      return { bought, resolution, retryError: first ? (first.message ?? GENERIC_ERROR_MESSAGE) : null };
    }),
    failed: assign({
      retryError: ({ event }) =>
        'error' in event && event.error instanceof ApiError
          ? (event.error.messages[0]?.message ?? GENERIC_ERROR_MESSAGE)
          : GENERIC_ERROR_MESSAGE,
    }),
  },
  guards: { stillUnpaid: (_, { resolution }: RetryOutcome) => unpaid(resolution).length > 0 },
}).createMachine({
  id: 'paymentResolution',
  context: { resolution: null, step: 'change-fund', bought: null, retryError: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        onDone: { target: 'loaded', actions: { type: 'loaded', params: ({ event }) => event.output } },
        onError: 'loadFailed',
      },
    },
    loadFailed: { on: { 'resolution.reload': 'loading' } },
    loaded: { on: { ...toStep, 'resolution.retry': 'retrying' } },
    retrying: {
      entry: 'retrying',
      invoke: {
        src: 'retry',
        onDone: [
          {
            guard: { type: 'stillUnpaid', params: ({ event }) => event.output },
            target: 'failed',
            actions: { type: 'settled', params: ({ event }) => event.output },
          },
          { target: 'completed', actions: { type: 'settled', params: ({ event }) => event.output } },
        ],
        onError: { target: 'failed', actions: 'failed' },
      },
    },
    completed: {},
    failed: {
      on: {
        'resolution.changeFund': { target: 'loaded', actions: 'toStep' },
        'resolution.addCard': { target: 'loaded', actions: 'toStep' },
        'resolution.retry': 'retrying',
      },
    },
  },
});
