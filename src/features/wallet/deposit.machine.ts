/**
 * A deposit with 3-D Secure, one state in one place (DESIGN.md, the third machine; spec 3 §4; spec 2
 * payment resolution):
 *
 * form -> depositing -> method (the issuer's 3-D Secure method in a hidden frame, at most 10 s)
 * -> authenticating -> challenge (the issuer's page in a modal frame) -> verifying (the app asks
 * the server, which knows only what the gateway notified) -> succeeded | failed | cancelled.
 * A PayPal deposit goes from depositing to `redirecting`: PayPal's page, then the app's return page.
 *
 * The same machine pays for a checkout when the wallet is short (`purpose: 'checkout'`): the deposit
 * is a deposit purchase of what the cart lacks, and once it has succeeded the cart is bought with
 * the purchase's own key and the machine ends with the receipt.
 *
 * Each intent has one idempotency key, kept for every try of it: an answer lost on the way is asked
 * again with it. Offline, nothing starts. The form's steps (spec 2): `change-fund` while the
 * customer picks a card, `add-card` while the gateway's card frame is open, and
 * `payment-method-updated` once a new card is saved. Tags give the payment resolution's states:
 * loading, retrying, completed and failed.
 */
import { assertEvent, assign, fromPromise, not, setup } from 'xstate';
import type { Receipt } from '@contract/schemas/shop';
import type { Deposit } from '@contract/schemas/wallet';
import { DEPOSIT_FAILED, THREE_DS_METHOD_TIMEOUT_MS, type PaymentMethodCode } from '@contract/wallet-rules';
import { ApiError } from '@/api';

/** Asks for the deposit's outcome so many times, a second apart, before saying it is still being confirmed. */
export const VERIFY_TRIES = 5;
export const VERIFY_DELAY_MS = 1000;
/** An issuer's challenge left open this long is given up, so no deposit stays pending for ever. */
export const CHALLENGE_TIMEOUT_MS = 10 * 60 * 1000;

export const DEPOSIT_OFFLINE = 'Depositing needs a connection. You are offline: nothing has been charged.';
export const STILL_CONFIRMING =
  'Your bank has not confirmed this deposit yet. We will add it to your wallet as soon as it does.';
export const CHALLENGE_TIMED_OUT =
  'The verification with your bank took too long, so nothing was charged. Try again.';

export type DepositStep = 'change-fund' | 'add-card' | 'payment-method-updated';

export interface DepositRequest {
  amountCents: number;
  fundId: number;
  /** The fund's payment method: a card ('cc') or PayPal ('pl'). */
  methodCode: PaymentMethodCode;
  csc?: string;
}

export interface DepositAttempt extends DepositRequest {
  idempotencyKey: string;
  purpose: DepositContext['purpose'];
  cartReference: string | null;
}

export interface DepositContext {
  /** A deposit alone; a checkout's, whose cart is bought next; or premium membership's, which the server pays. */
  purpose: 'ad_hoc' | 'checkout' | 'membership';
  cartReference: string | null;
  request: DepositRequest | null;
  idempotencyKey: string | null;
  deposit: Deposit | null;
  receipt: Receipt | null;
  step: DepositStep | null;
  verifyTries: number;
  /** The customer asked to try again: the payment resolution is retrying, not loading. */
  retrying: boolean;
  /** What went wrong, as the customer reads it. */
  error: string | null;
  /** A refusal of the form's fields (amount, csc): the form hook places it. */
  refusal: unknown;
}

export type DepositEvent =
  | { type: 'deposit.submit'; request: DepositRequest }
  | { type: 'deposit.changeFund' }
  | { type: 'deposit.addCard' }
  | { type: 'deposit.cardAdded'; fundId: number }
  | { type: 'deposit.methodDone' }
  | { type: 'deposit.challengeDone' }
  | { type: 'deposit.cancel' }
  | { type: 'deposit.retry' }
  | { type: 'deposit.dismiss' };

export interface DepositInput {
  purpose: DepositContext['purpose'];
  cartReference: string | null;
}

/** What a deposit that came back from the server asks for next. */
const outcome = (deposit: Deposit | undefined) => {
  if (!deposit) return 'unknown';
  if (deposit.status !== 'pending') return deposit.status;
  return deposit.nextAction?.type ?? 'pending';
};

const isRefusal = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

const messageOf = (error: unknown) =>
  error instanceof ApiError && error.status < 500
    ? (error.messages[0]?.message ?? DEPOSIT_FAILED)
    : DEPOSIT_FAILED;

const newKey = () => crypto.randomUUID();

const returned = (event: { output?: unknown }) => event.output as Deposit | undefined;

export const depositMachine = setup({
  types: {
    context: {} as DepositContext,
    events: {} as DepositEvent,
    input: {} as DepositInput,
    tags: {} as 'loading' | 'retrying' | 'completed' | 'failed',
  },
  actors: {
    startDeposit: fromPromise<Deposit, DepositAttempt>(() =>
      Promise.reject(new Error('startDeposit not provided')),
    ),
    authenticate: fromPromise<Deposit, { depositId: string; methodCompleted: boolean }>(() =>
      Promise.reject(new Error('authenticate not provided')),
    ),
    readDeposit: fromPromise<Deposit, { depositId: string }>(() =>
      Promise.reject(new Error('readDeposit not provided')),
    ),
    cancelDeposit: fromPromise<Deposit, { depositId: string }>(() =>
      Promise.reject(new Error('cancelDeposit not provided')),
    ),
    purchase: fromPromise<Receipt, { cartReference: string; idempotencyKey: string }>(() =>
      Promise.reject(new Error('purchase not provided')),
    ),
  },
  guards: {
    isOnline: () => typeof navigator === 'undefined' || navigator.onLine,
    succeeded: ({ event }) => 'output' in event && outcome(returned(event)) === 'succeeded',
    failed: ({ event }) => 'output' in event && outcome(returned(event)) === 'failed',
    cancelled: ({ event }) => 'output' in event && outcome(returned(event)) === 'cancelled',
    needsMethod: ({ event }) => 'output' in event && outcome(returned(event)) === 'method',
    needsChallenge: ({ event }) => 'output' in event && outcome(returned(event)) === 'challenge',
    needsRedirect: ({ event }) => 'output' in event && outcome(returned(event)) === 'redirect',
    forCheckout: ({ context }) => context.purpose === 'checkout',
    refused: ({ event }) => 'error' in event && isRefusal(event.error),
    mayVerifyAgain: ({ context }) => context.verifyTries < VERIFY_TRIES,
  },
  delays: {
    methodTimeout: THREE_DS_METHOD_TIMEOUT_MS,
    verifyDelay: VERIFY_DELAY_MS,
    challengeTimeout: CHALLENGE_TIMEOUT_MS,
  },
  actions: {
    startIntent: assign(({ event }) => {
      assertEvent(event, 'deposit.submit');
      return {
        request: event.request,
        idempotencyKey: newKey(),
        error: null,
        refusal: null,
        deposit: null,
        retrying: false,
      };
    }),
    retryIntent: assign({
      idempotencyKey: () => newKey(),
      error: null,
      refusal: null,
      deposit: null,
      retrying: true,
    }),
    newPurchaseKey: assign({ idempotencyKey: () => newKey() }),
    keepDeposit: assign({ deposit: ({ event }) => ('output' in event ? (returned(event) ?? null) : null) }),
    failWithDeposit: assign({
      deposit: ({ event }) => ('output' in event ? (returned(event) ?? null) : null),
      error: ({ event }) =>
        'output' in event ? (returned(event)?.message ?? DEPOSIT_FAILED) : DEPOSIT_FAILED,
    }),
    failWithError: assign({
      error: ({ event }) => ('error' in event ? messageOf(event.error) : DEPOSIT_FAILED),
    }),
    refuse: assign({
      refusal: ({ event }) => ('error' in event ? event.error : null),
      error: ({ event }) => ('error' in event ? messageOf(event.error) : DEPOSIT_FAILED),
      idempotencyKey: null,
    }),
    refuseOffline: assign({ error: DEPOSIT_OFFLINE }),
    countVerify: assign({ verifyTries: ({ context }) => context.verifyTries + 1 }),
    resetVerify: assign({ verifyTries: 0 }),
    stillConfirming: assign({ error: STILL_CONFIRMING }),
    challengeTimedOut: assign({ error: CHALLENGE_TIMED_OUT }),
    keepReceipt: assign({ receipt: ({ event }) => ('output' in event ? (event.output as Receipt) : null) }),
    stepChangeFund: assign({ step: 'change-fund' as const }),
    stepAddCard: assign({ step: 'add-card' as const }),
    cardAdded: assign(({ context, event }) => {
      assertEvent(event, 'deposit.cardAdded');
      return {
        step: 'payment-method-updated' as const,
        request: context.request && { ...context.request, fundId: event.fundId },
      };
    }),
    clearError: assign({ error: null, refusal: null }),
    retry: assign({ error: null, refusal: null, retrying: true }),
  },
}).createMachine({
  id: 'deposit',
  context: ({ input }) => ({
    purpose: input.purpose,
    cartReference: input.cartReference,
    request: null,
    idempotencyKey: null,
    deposit: null,
    receipt: null,
    step: null,
    verifyTries: 0,
    retrying: false,
    error: null,
    refusal: null,
  }),
  initial: 'form',
  states: {
    form: {
      on: {
        'deposit.submit': [
          { guard: 'isOnline', target: 'depositing', actions: 'startIntent' },
          { actions: 'refuseOffline' },
        ],
        'deposit.changeFund': { actions: 'stepChangeFund' },
        'deposit.addCard': { actions: ['stepAddCard', 'clearError'] },
        'deposit.cardAdded': { actions: 'cardAdded' },
      },
    },
    depositing: {
      tags: 'loading',
      invoke: {
        src: 'startDeposit',
        input: ({ context }) => ({
          amountCents: context.request?.amountCents ?? 0,
          fundId: context.request?.fundId ?? 0,
          methodCode: context.request?.methodCode ?? 'cc',
          csc: context.request?.csc,
          idempotencyKey: context.idempotencyKey ?? '',
          purpose: context.purpose,
          cartReference: context.cartReference,
        }),
        onDone: [
          { guard: 'succeeded', target: 'settled', actions: 'keepDeposit' },
          { guard: 'failed', target: 'failed', actions: 'failWithDeposit' },
          { guard: 'needsMethod', target: 'method', actions: 'keepDeposit' },
          { guard: 'needsChallenge', target: 'challenge', actions: 'keepDeposit' },
          { guard: 'needsRedirect', target: 'redirecting', actions: 'keepDeposit' },
          { target: 'verifying', actions: 'keepDeposit' },
        ],
        onError: [
          { guard: 'refused', target: 'form', actions: 'refuse' },
          { target: 'failed', actions: 'failWithError' },
        ],
      },
    },
    method: {
      tags: 'loading',
      on: {
        'deposit.methodDone': 'authenticating',
        'deposit.cancel': 'cancelling',
      },
      after: { methodTimeout: { target: 'authenticating' } },
    },
    authenticating: {
      tags: 'loading',
      invoke: {
        src: 'authenticate',
        input: ({ context, event }) => ({
          depositId: context.deposit?.id ?? '',
          methodCompleted: event.type === 'deposit.methodDone',
        }),
        onDone: [
          { guard: 'succeeded', target: 'settled', actions: 'keepDeposit' },
          { guard: 'failed', target: 'failed', actions: 'failWithDeposit' },
          { guard: 'needsChallenge', target: 'challenge', actions: 'keepDeposit' },
          { target: 'verifying', actions: 'keepDeposit' },
        ],
        onError: { target: 'failed', actions: 'failWithError' },
      },
    },
    /**
     * The payment provider's own page (PayPal) takes over: the app leaves for it, and its return
     * page asks the server what happened.
     */
    redirecting: { tags: 'loading', type: 'final' },
    challenge: {
      on: {
        'deposit.challengeDone': 'verifying',
        'deposit.cancel': 'cancelling',
      },
      after: { challengeTimeout: { target: 'cancelling', actions: 'challengeTimedOut' } },
    },
    verifying: {
      tags: 'loading',
      entry: 'countVerify',
      invoke: {
        src: 'readDeposit',
        input: ({ context }) => ({ depositId: context.deposit?.id ?? '' }),
        onDone: [
          { guard: 'succeeded', target: 'settled', actions: ['keepDeposit', 'resetVerify'] },
          { guard: 'failed', target: 'failed', actions: ['failWithDeposit', 'resetVerify'] },
          { guard: 'cancelled', target: 'cancelled', actions: ['keepDeposit', 'resetVerify'] },
          { target: 'waitingToVerify', actions: 'keepDeposit' },
        ],
        onError: { target: 'waitingToVerify' },
      },
    },
    waitingToVerify: {
      tags: 'loading',
      always: { guard: not('mayVerifyAgain'), target: 'unconfirmed' },
      after: { verifyDelay: 'verifying' },
    },
    /** The bank has not answered yet: the server credits the deposit when it does. */
    unconfirmed: {
      tags: 'failed',
      entry: ['stillConfirming', 'resetVerify'],
      on: { 'deposit.retry': { target: 'verifying', actions: 'retry' }, 'deposit.dismiss': 'form' },
    },
    /** The deposit is in the wallet; a checkout's cart is bought next. */
    settled: {
      // The purchase's own key, kept if it is tried again: an answer lost on the way never buys twice.
      always: [
        { guard: 'forCheckout', target: 'purchasing', actions: 'newPurchaseKey' },
        { target: 'succeeded' },
      ],
    },
    purchasing: {
      tags: 'loading',
      invoke: {
        src: 'purchase',
        input: ({ context }) => ({
          cartReference: context.cartReference ?? '',
          idempotencyKey: context.idempotencyKey ?? '',
        }),
        onDone: { target: 'purchased', actions: 'keepReceipt' },
        onError: { target: 'purchaseFailed', actions: 'failWithError' },
      },
    },
    /** The deposit went in but the cart could not be bought (a draw closed, say): the money stays in the wallet. */
    purchaseFailed: {
      tags: 'failed',
      on: {
        'deposit.retry': { target: 'purchasing', actions: 'retry' },
        'deposit.dismiss': 'succeeded',
      },
    },
    cancelling: {
      tags: 'loading',
      invoke: {
        src: 'cancelDeposit',
        input: ({ context }) => ({ depositId: context.deposit?.id ?? '' }),
        onDone: [
          // The bank had already settled it: what it says stands.
          { guard: 'succeeded', target: 'settled', actions: 'keepDeposit' },
          { guard: 'failed', target: 'failed', actions: 'failWithDeposit' },
          { target: 'cancelled', actions: 'keepDeposit' },
        ],
        onError: { target: 'cancelled' },
      },
    },
    cancelled: {
      on: {
        'deposit.retry': [
          { guard: 'isOnline', target: 'depositing', actions: 'retryIntent' },
          { actions: 'refuseOffline' },
        ],
        'deposit.dismiss': { target: 'form', actions: 'clearError' },
      },
    },
    failed: {
      tags: 'failed',
      on: {
        'deposit.retry': [
          { guard: 'isOnline', target: 'depositing', actions: 'retryIntent' },
          { actions: 'refuseOffline' },
        ],
        'deposit.dismiss': { target: 'form', actions: 'clearError' },
      },
    },
    succeeded: { tags: 'completed', type: 'final' },
    purchased: { tags: 'completed', type: 'final' },
  },
});
