import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Receipt } from '@contract/schemas/shop';
import type { Deposit } from '@contract/schemas/wallet';
import { DEPOSIT_FAILED, THREE_DS_METHOD_TIMEOUT_MS } from '@contract/wallet-rules';
import { ApiError } from '@/api';
import {
  CHALLENGE_TIMED_OUT,
  CHALLENGE_TIMEOUT_MS,
  DEPOSIT_OFFLINE,
  STILL_CONFIRMING,
  VERIFY_DELAY_MS,
  VERIFY_TRIES,
  depositMachine,
  type DepositAttempt,
  type DepositInput,
} from './deposit.machine';

const deposit = (
  status: Deposit['status'],
  nextAction: Deposit['nextAction'] = null,
  message: string | null = null,
) => ({ id: 'dep_12345678', status, nextAction, message }) as Deposit;
const METHOD = deposit('pending', { type: 'method', url: '/method' });
const CHALLENGE = deposit('pending', { type: 'challenge', url: '/challenge', windowSize: 'Medium' });
const PENDING = deposit('pending');
const SUCCEEDED = deposit('succeeded');
const DECLINED = deposit('failed', null, 'Your card was declined.');
const CANCELLED = deposit('cancelled');

const AD_HOC: DepositInput = { purpose: 'ad_hoc', cartReference: null };

type Answers = Partial<Record<'startDeposit' | 'authenticate' | 'readDeposit' | 'cancelDeposit', Deposit[]>>;

/** The machine with each call answering in turn from `answers`, recording what it was asked. */
function run(
  answers: Answers,
  {
    online = true,
    input = AD_HOC,
    purchase = Promise.resolve({} as Receipt),
  }: { online?: boolean; input?: DepositInput; purchase?: Promise<Receipt> } = {},
) {
  const calls: { name: string; input: unknown }[] = [];
  const answer = <Input>(name: keyof Answers) =>
    fromPromise<Deposit, Input>(({ input: given }) => {
      calls.push({ name, input: given });
      const next = answers[name]?.shift();
      return next
        ? Promise.resolve(next)
        : Promise.reject(new ApiError({ status: 500, url: name, message: 'x', kind: 'http' }));
    });
  const actor = createActor(
    depositMachine.provide({
      actors: {
        startDeposit: answer<DepositAttempt>('startDeposit'),
        authenticate: answer<{ depositId: string; methodCompleted: boolean }>('authenticate'),
        readDeposit: answer<{ depositId: string }>('readDeposit'),
        cancelDeposit: answer<{ depositId: string }>('cancelDeposit'),
        purchase: fromPromise(({ input: given }) => {
          calls.push({ name: 'purchase', input: given });
          return purchase;
        }),
      },
      guards: { isOnline: () => online },
    }),
    { input },
  ).start();
  const submit = () =>
    actor.send({ type: 'deposit.submit', request: { amountCents: 2000, fundId: 7, methodCode: 'cc' } });
  const state = () => actor.getSnapshot();
  return { actor, calls, submit, state };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

describe('the deposit machine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('frictionless: runs the method, then the issuer settles it without a challenge', async () => {
    const t = run({ startDeposit: [METHOD], authenticate: [SUCCEEDED] });
    t.submit();
    await settle();
    expect(t.state().value).toBe('method');
    expect(t.state().hasTag('loading')).toBe(true);
    t.actor.send({ type: 'deposit.methodDone' });
    await settle();
    expect(t.state().value).toBe('succeeded');
    expect(t.state().hasTag('completed')).toBe(true);
    expect(t.calls.map((call) => call.name)).toEqual(['startDeposit', 'authenticate']);
    expect(t.calls[1]!.input).toEqual({ depositId: 'dep_12345678', methodCompleted: true });
    expect((t.calls[0]!.input as DepositAttempt).idempotencyKey).toMatch(/-/);
  });

  it('goes on without the method after 10 s when the issuer never answers it', async () => {
    const t = run({ startDeposit: [METHOD], authenticate: [SUCCEEDED] });
    t.submit();
    await settle();
    await vi.advanceTimersByTimeAsync(THREE_DS_METHOD_TIMEOUT_MS - 1);
    expect(t.state().value).toBe('method');
    await vi.advanceTimersByTimeAsync(1);
    expect(t.calls[1]!.input).toEqual({ depositId: 'dep_12345678', methodCompleted: false });
    expect(t.state().value).toBe('succeeded');
  });

  it('challenge passed: shows the challenge, then asks the server, which waits for the gateway', async () => {
    const t = run({ startDeposit: [METHOD], authenticate: [CHALLENGE], readDeposit: [PENDING, SUCCEEDED] });
    t.submit();
    await settle();
    t.actor.send({ type: 'deposit.methodDone' });
    await settle();
    expect(t.state().value).toBe('challenge');
    expect(t.state().context.deposit?.nextAction).toMatchObject({ type: 'challenge', windowSize: 'Medium' });
    t.actor.send({ type: 'deposit.challengeDone' });
    await settle();
    expect(t.state().value).toBe('waitingToVerify');
    await vi.advanceTimersByTimeAsync(VERIFY_DELAY_MS);
    expect(t.state().value).toBe('succeeded');
  });

  it('challenge failed: ends failed with the issuer’s message; retry is a new intent', async () => {
    const failedChallenge = deposit('failed', null, 'Authentication with your bank failed.');
    const t = run({ startDeposit: [CHALLENGE, METHOD], readDeposit: [failedChallenge] });
    t.submit();
    await settle();
    t.actor.send({ type: 'deposit.challengeDone' });
    await settle();
    expect(t.state().value).toBe('failed');
    expect(t.state().context.error).toBe('Authentication with your bank failed.');
    const firstKey = (t.calls[0]!.input as DepositAttempt).idempotencyKey;
    t.actor.send({ type: 'deposit.retry' });
    await settle();
    expect(t.state().value).toBe('method');
    expect(t.state().context.retrying).toBe(true);
    expect((t.calls[2]!.input as DepositAttempt).idempotencyKey).not.toBe(firstKey);
  });

  it('declined: ends failed with the decline, and credits nothing', async () => {
    const t = run({ startDeposit: [METHOD], authenticate: [DECLINED] });
    t.submit();
    await settle();
    t.actor.send({ type: 'deposit.methodDone' });
    await settle();
    expect(t.state().value).toBe('failed');
    expect(t.state().hasTag('failed')).toBe(true);
    expect(t.state().context.error).toBe('Your card was declined.');
    t.actor.send({ type: 'deposit.dismiss' });
    expect(t.state().value).toBe('form');
  });

  it('cancel: a challenge given up is cancelled on the server; one left open times out', async () => {
    const t = run({ startDeposit: [CHALLENGE, CHALLENGE], cancelDeposit: [CANCELLED, CANCELLED] });
    t.submit();
    await settle();
    t.actor.send({ type: 'deposit.cancel' });
    await settle();
    expect(t.state().value).toBe('cancelled');
    expect(t.calls.map((call) => call.name)).toEqual(['startDeposit', 'cancelDeposit']);
    t.actor.send({ type: 'deposit.retry' });
    await settle();
    expect(t.state().value).toBe('challenge');
    await vi.advanceTimersByTimeAsync(CHALLENGE_TIMEOUT_MS);
    expect(t.state().value).toBe('cancelled');
    expect(t.state().context.error).toBe(CHALLENGE_TIMED_OUT);
  });

  it('says the bank has not confirmed yet after its tries, and checks again on retry', async () => {
    const t = run({
      startDeposit: [PENDING],
      readDeposit: [PENDING, PENDING, PENDING, PENDING, PENDING, SUCCEEDED],
    });
    t.submit();
    await settle();
    await vi.advanceTimersByTimeAsync(VERIFY_DELAY_MS * VERIFY_TRIES);
    expect(t.state().value).toBe('unconfirmed');
    expect(t.state().context.error).toBe(STILL_CONFIRMING);
    t.actor.send({ type: 'deposit.retry' });
    await settle();
    expect(t.state().value).toBe('succeeded');
  });

  it('puts a refusal of the form back on the form, and a server failure in failed', async () => {
    const refusal = new ApiError({
      status: 422,
      url: '/funds/7/deposit',
      message: 'x',
      kind: 'http',
      messages: [
        { code: 'amount_too_small', message: 'Please enter an amount equal to or greater than 10.00.' },
      ],
    });
    const t = run({});
    const refused = createActor(
      depositMachine.provide({
        actors: { startDeposit: fromPromise<Deposit, DepositAttempt>(() => Promise.reject(refusal)) },
        guards: { isOnline: () => true },
      }),
      { input: AD_HOC },
    ).start();
    refused.send({ type: 'deposit.submit', request: { amountCents: 500, fundId: 7, methodCode: 'cc' } });
    await settle();
    expect(refused.getSnapshot().value).toBe('form');
    expect(refused.getSnapshot().context.refusal).toBe(refusal);
    t.submit();
    await settle();
    expect(t.state().value).toBe('failed');
    expect(t.state().context.error).toBe(DEPOSIT_FAILED);
  });

  it('refuses offline and sends nothing', async () => {
    const t = run({ startDeposit: [METHOD] }, { online: false });
    t.submit();
    await settle();
    expect(t.state().value).toBe('form');
    expect(t.state().context.error).toBe(DEPOSIT_OFFLINE);
    expect(t.calls).toEqual([]);
  });

  it('checkout: buys the cart once the deposit is in, and ends with the receipt', async () => {
    const receipt = { checkoutId: 'checkout-1' } as Receipt;
    const t = run(
      { startDeposit: [METHOD], authenticate: [SUCCEEDED] },
      { input: { purpose: 'checkout', cartReference: 'cart-1' }, purchase: Promise.resolve(receipt) },
    );
    t.submit();
    await settle();
    expect((t.calls[0]!.input as DepositAttempt).purpose).toBe('checkout');
    t.actor.send({ type: 'deposit.methodDone' });
    await settle();
    expect(t.state().value).toBe('purchased');
    expect(t.state().context.receipt).toBe(receipt);
    expect(t.calls[2]).toMatchObject({ name: 'purchase', input: { cartReference: 'cart-1' } });
  });

  it('hands a PayPal deposit over to PayPal’s page', async () => {
    const t = run({ startDeposit: [deposit('pending', { type: 'redirect', url: '/paypal' })] });
    t.submit();
    await settle();
    expect(t.state().value).toBe('redirecting');
    expect(t.state().context.deposit?.nextAction).toEqual({ type: 'redirect', url: '/paypal' });
  });

  it('steps through choosing and adding a card', () => {
    const t = run({});
    t.actor.send({ type: 'deposit.changeFund' });
    expect(t.state().context.step).toBe('change-fund');
    t.actor.send({ type: 'deposit.addCard' });
    expect(t.state().context.step).toBe('add-card');
    t.actor.send({ type: 'deposit.cardAdded', fundId: 9 });
    expect(t.state().context.step).toBe('payment-method-updated');
  });
});
