/**
 * Paying for the cart from the wallet: one state in one place (issue "Cart and checkout").
 * `checkout.buy` starts an intent with a fresh idempotency key; the key is kept for every attempt
 * of that intent, so a lost answer or a timeout is tried again with it and the server answers with
 * the one stored receipt instead of charging twice. A 5xx ends in `failed` with a retry (same key,
 * cart kept); a refusal (limits, funds, a closed draw) ends the intent, and the next Buy is a new
 * one. Offline, Buy is refused at once and nothing is queued to run later.
 */
import { assertEvent, assign, fromPromise, not, setup } from 'xstate';
import type { Receipt } from '@contract/schemas/shop';
import { ApiError, GENERIC_ERROR_MESSAGE } from '@/api';

/** Tries of one intent whose answer was lost before it counts as failed. */
export const LOST_ANSWER_TRIES = 3;
export const RETRY_DELAY_MS = 1500;
export const OFFLINE_MESSAGE =
  'Paying needs a connection. You are offline: your cart is kept, and nothing is paid until you buy again online.';
export const SERVER_FAILED_MESSAGE =
  'We could not complete your purchase, and nothing was charged. Your cart is kept: try again.';

export interface PurchaseAttempt {
  cartReference: string;
  idempotencyKey: string;
}

export interface PurchaseContext {
  cartReference: string;
  idempotencyKey: string | null;
  tries: number;
  receipt: Receipt | null;
  error: string | null;
  /** The failure can be tried again as the same intent. */
  retryable: boolean;
}

export type PurchaseEvent =
  { type: 'checkout.buy'; cartReference: string } | { type: 'checkout.retry' } | { type: 'checkout.dismiss' };

/** An answer that never arrived (or the server still running the same key): try the same key again. */
const answerLost = (error: unknown) =>
  error instanceof ApiError &&
  (error.kind === 'network' ||
    error.kind === 'timeout' ||
    (error.status === 409 && error.messages[0]?.code === 'request_in_progress'));

const serverFailed = (error: unknown) => error instanceof ApiError && error.status >= 500;

const newKey = () => crypto.randomUUID();

export const purchaseMachine = setup({
  types: {
    context: {} as PurchaseContext,
    events: {} as PurchaseEvent,
  },
  actors: {
    purchase: fromPromise<Receipt, PurchaseAttempt>(() => Promise.reject(new Error('purchase not provided'))),
  },
  guards: {
    isOnline: () => typeof navigator === 'undefined' || navigator.onLine,
    answerLost: ({ event }) => 'error' in event && answerLost(event.error),
    mayTryAgain: ({ context }) => context.tries < LOST_ANSWER_TRIES,
    serverFailed: ({ event }) => 'error' in event && serverFailed(event.error),
  },
  delays: { retryDelay: RETRY_DELAY_MS },
  actions: {
    startIntent: assign(({ event }) => {
      assertEvent(event, 'checkout.buy');
      return {
        cartReference: event.cartReference,
        idempotencyKey: newKey(),
        tries: 0,
        error: null,
        retryable: false,
      };
    }),
    countTry: assign({ tries: ({ context }) => context.tries + 1 }),
    refuseOffline: assign({ error: OFFLINE_MESSAGE, retryable: false }),
    keepReceipt: assign({
      receipt: ({ event }) => ('output' in event ? (event.output as Receipt) : null),
      error: null,
    }),
    failRetryable: assign({ error: SERVER_FAILED_MESSAGE, retryable: true }),
    failRefused: assign({
      error: ({ event }) =>
        'error' in event && event.error instanceof ApiError
          ? (event.error.messages[0]?.message ?? GENERIC_ERROR_MESSAGE)
          : GENERIC_ERROR_MESSAGE,
      idempotencyKey: null,
      retryable: false,
    }),
    clearError: assign({ error: null, tries: 0 }),
    endIntent: assign({ error: null, idempotencyKey: null, retryable: false }),
  },
}).createMachine({
  id: 'purchase',
  context: {
    cartReference: '',
    idempotencyKey: null,
    tries: 0,
    receipt: null,
    error: null,
    retryable: false,
  },
  initial: 'ready',
  states: {
    ready: {
      on: {
        'checkout.buy': [
          { guard: 'isOnline', target: 'purchasing', actions: 'startIntent' },
          { actions: 'refuseOffline' },
        ],
      },
    },
    purchasing: {
      entry: 'countTry',
      invoke: {
        src: 'purchase',
        input: ({ context }) => ({
          cartReference: context.cartReference,
          idempotencyKey: context.idempotencyKey ?? '',
        }),
        onDone: { target: 'purchased', actions: 'keepReceipt' },
        onError: [
          { guard: 'answerLost', target: 'waiting' },
          { guard: 'serverFailed', target: 'failed', actions: 'failRetryable' },
          { target: 'ready', actions: 'failRefused' },
        ],
      },
    },
    /** The answer was lost: the same intent is asked again shortly, with the same key. */
    waiting: {
      always: { guard: not('mayTryAgain'), target: 'failed', actions: 'failRetryable' },
      after: {
        retryDelay: [
          { guard: 'isOnline', target: 'purchasing' },
          { target: 'failed', actions: 'failRetryable' },
        ],
      },
    },
    failed: {
      on: {
        'checkout.retry': [
          { guard: 'isOnline', target: 'purchasing', actions: 'clearError' },
          { actions: 'refuseOffline' },
        ],
        'checkout.dismiss': { target: 'ready', actions: 'endIntent' },
      },
    },
    purchased: { type: 'final' },
  },
});
