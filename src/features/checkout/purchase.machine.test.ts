import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Receipt } from '@contract/schemas/shop';
import { ApiError } from '@/api';
import {
  LOST_ANSWER_TRIES,
  OFFLINE_MESSAGE,
  purchaseMachine,
  RETRY_DELAY_MS,
  SERVER_FAILED_MESSAGE,
  type PurchaseAttempt,
} from './purchase.machine';

const receipt = { checkoutId: 'checkout-1' } as Receipt;
const lost = () =>
  new ApiError({ status: 500, url: '/cart/purchase', message: 'Something went wrong', kind: 'network' });
const failed = (status: number, code = 'server_error', message = 'Nope') =>
  new ApiError({ status, url: '/cart/purchase', message, kind: 'http', messages: [{ code, message }] });

/** A purchase actor answering each attempt in turn, recording the attempts. */
function run(answers: (() => Promise<Receipt>)[], online = true) {
  const attempts: PurchaseAttempt[] = [];
  const actor = createActor(
    purchaseMachine.provide({
      actors: {
        purchase: fromPromise<Receipt, PurchaseAttempt>(({ input }) => {
          attempts.push(input);
          const answer = answers[attempts.length - 1];
          return answer ? answer() : Promise.reject(new Error('no more answers'));
        }),
      },
      guards: { isOnline: () => online },
    }),
  ).start();
  return { actor, attempts };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

describe('the purchase machine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refuses to pay offline, and sends nothing', async () => {
    const { actor, attempts } = run([], false);
    actor.send({ type: 'checkout.buy', cartReference: 'cart-1' });
    await settle();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.error).toBe(OFFLINE_MESSAGE);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(attempts).toEqual([]);
  });

  it('asks again with the same key when the answer is lost, and ends on the one receipt', async () => {
    const { actor, attempts } = run([() => Promise.reject(lost()), () => Promise.resolve(receipt)]);
    actor.send({ type: 'checkout.buy', cartReference: 'cart-1' });
    await settle();
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(actor.getSnapshot().can({ type: 'checkout.buy', cartReference: 'cart-1' })).toBe(false);
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    expect(actor.getSnapshot().value).toBe('purchased');
    expect(actor.getSnapshot().context.receipt).toBe(receipt);
    expect(attempts).toHaveLength(2);
    expect(attempts[1]).toEqual(attempts[0]);
    expect(attempts[0]!.idempotencyKey).toMatch(/[\w-]{8,}/);
  });

  it('treats the same key still running as a lost answer', async () => {
    const { actor, attempts } = run([
      () => Promise.reject(failed(409, 'request_in_progress')),
      () => Promise.resolve(receipt),
    ]);
    actor.send({ type: 'checkout.buy', cartReference: 'cart-1' });
    await settle();
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    expect(actor.getSnapshot().value).toBe('purchased');
    expect(new Set(attempts.map((attempt) => attempt.idempotencyKey)).size).toBe(1);
  });

  it('offers a retry after a 5xx, with the same key, keeping the cart', async () => {
    const { actor, attempts } = run([() => Promise.reject(failed(500)), () => Promise.resolve(receipt)]);
    actor.send({ type: 'checkout.buy', cartReference: 'cart-1' });
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context).toMatchObject({ error: SERVER_FAILED_MESSAGE, retryable: true });
    actor.send({ type: 'checkout.retry' });
    await settle();
    expect(actor.getSnapshot().value).toBe('purchased');
    expect(attempts[1]!.idempotencyKey).toBe(attempts[0]!.idempotencyKey);
  });

  it('gives up asking after a few lost answers, still as the same intent', async () => {
    const { actor, attempts } = run(
      Array.from({ length: LOST_ANSWER_TRIES }, () => () => Promise.reject(lost())),
    );
    actor.send({ type: 'checkout.buy', cartReference: 'cart-1' });
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS * LOST_ANSWER_TRIES);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(attempts).toHaveLength(LOST_ANSWER_TRIES);
    expect(actor.getSnapshot().context.retryable).toBe(true);
  });

  it('ends the intent on a refusal; the next Buy is a new intent with a new key', async () => {
    const { actor, attempts } = run([
      () => Promise.reject(failed(422, 'spend_limit', 'This order would pass your weekly spend limit.')),
      () => Promise.resolve(receipt),
    ]);
    actor.send({ type: 'checkout.buy', cartReference: 'cart-1' });
    await settle();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.error).toBe('This order would pass your weekly spend limit.');
    actor.send({ type: 'checkout.buy', cartReference: 'cart-1' });
    await settle();
    expect(actor.getSnapshot().value).toBe('purchased');
    expect(attempts[1]!.idempotencyKey).not.toBe(attempts[0]!.idempotencyKey);
  });

  it('ignores a second Buy while one runs (a double click buys once)', async () => {
    let resolve: (value: Receipt) => void = () => undefined;
    const { actor, attempts } = run([() => new Promise<Receipt>((done) => (resolve = done))]);
    actor.send({ type: 'checkout.buy', cartReference: 'cart-1' });
    actor.send({ type: 'checkout.buy', cartReference: 'cart-1' });
    await settle();
    resolve(receipt);
    await settle();
    expect(attempts).toHaveLength(1);
    expect(actor.getSnapshot().value).toBe('purchased');
  });
});
