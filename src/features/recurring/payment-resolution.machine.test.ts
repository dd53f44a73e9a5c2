import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { PaymentResolution } from '@contract/schemas/shop';
import { GENERIC_ERROR_MESSAGE } from '@/api';
import { refusal } from '@/testing/factories';
import { paymentResolutionMachine, type RetryOutcome } from './payment-resolution.machine';

const money = (amount: number) => ({ amount, currency: 'AUD' });

function resolution(failing: { message: string | null }[]): PaymentResolution {
  return {
    fundKind: 'unfunded',
    fundSource: { kind: 'wallet', balance: money(0.1), card: null },
    amountDue: money(0),
    shortfall: money(0),
    recurringPurchases: [
      // The cart's item that turns autoplay on is checkout's, not this screen's.
      {
        type: 'autoplay',
        cartItemId: 5,
        autoplayId: null,
        description: 'In the cart',
        message: null,
        waits: false,
      },
      ...failing.map(({ message }, index) => ({
        type: 'autoplay' as const,
        cartItemId: null,
        autoplayId: index + 1,
        description: `Autoplay ${index + 1}`,
        message,
        waits: true,
      })),
    ],
  };
}

function run({
  load = () => Promise.resolve(resolution([{ message: 'Your card was declined.' }])),
  retry,
}: {
  load?: () => Promise<PaymentResolution>;
  retry: () => Promise<RetryOutcome>;
}) {
  const calls = { load: 0, retry: 0 };
  const actor = createActor(
    paymentResolutionMachine.provide({
      actors: {
        load: fromPromise(() => {
          calls.load += 1;
          return load();
        }),
        retry: fromPromise(() => {
          calls.retry += 1;
          return retry();
        }),
      },
    }),
  ).start();
  return { actor, calls };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('payment resolution', () => {
  it('loads, walks the steps, and completes once nothing is left unpaid', async () => {
    const { actor, calls } = run({ retry: () => Promise.resolve({ bought: 1, resolution: resolution([]) }) });
    expect(actor.getSnapshot().value).toBe('loading');
    await settle();
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(actor.getSnapshot().context.step).toBe('change-fund');
    actor.send({ type: 'resolution.addCard' });
    expect(actor.getSnapshot().context.step).toBe('add-card');
    actor.send({ type: 'resolution.methodUpdated' });
    expect(actor.getSnapshot().context.step).toBe('payment-method-updated');
    // Read again, how they are paid having changed; no retry until it is in.
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().can({ type: 'resolution.retry' })).toBe(false);
    await settle();
    expect(calls.load).toBe(2);
    actor.send({ type: 'resolution.retry' });
    expect(actor.getSnapshot().value).toBe('retrying');
    // A second tap while it is retrying tries nothing more.
    actor.send({ type: 'resolution.retry' });
    await settle();
    expect(calls).toEqual({ load: 2, retry: 1 });
    expect(actor.getSnapshot().value).toBe('completed');
    expect(actor.getSnapshot().context).toMatchObject({ bought: 1, retryError: null });
  });

  it('fails with the first message of what is still unpaid, and goes back to a step from there', async () => {
    const { actor } = run({
      retry: () =>
        Promise.resolve({
          bought: 0,
          resolution: resolution([{ message: 'Your card was declined.' }, { message: 'Another reason.' }]),
        }),
    });
    await settle();
    actor.send({ type: 'resolution.addCard' });
    expect(actor.getSnapshot().context.step).toBe('add-card');
    actor.send({ type: 'resolution.retry' });
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.retryError).toBe('Your card was declined.');
    actor.send({ type: 'resolution.methodUpdated' });
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'resolution.changeFund' });
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(actor.getSnapshot().context).toMatchObject({ step: 'change-fund' });
  });

  it('fails with the server’s first message when the retry is refused, else the generic one', async () => {
    const refused = refusal('/recurring/sync', 'on_break', 'You are taking a break from play.');
    const { actor } = run({ retry: () => Promise.reject(refused) });
    await settle();
    actor.send({ type: 'resolution.retry' });
    await settle();
    expect(actor.getSnapshot().context.retryError).toBe('You are taking a break from play.');
    const broken = run({ retry: () => Promise.reject(new Error('network')) });
    await settle();
    broken.actor.send({ type: 'resolution.retry' });
    await settle();
    expect(broken.actor.getSnapshot().context.retryError).toBe(GENERIC_ERROR_MESSAGE);
  });

  it('offers another load when the first fails', async () => {
    let fails = true;
    const { actor, calls } = run({
      load: () => (fails ? Promise.reject(new Error('offline')) : Promise.resolve(resolution([]))),
      retry: () => Promise.reject(new Error('unused')),
    });
    await settle();
    expect(actor.getSnapshot().value).toBe('loadFailed');
    fails = false;
    actor.send({ type: 'resolution.reload' });
    await settle();
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(calls.load).toBe(2);
  });
});
