/** A customer's device subscribed through the sandbox's push service, and what it received. */
import { expect } from 'vitest';
import * as push from '@contract/endpoints/push';
import type { PushKinds, PushPayload } from '@contract/schemas/push';
import type { checkout } from './shop-helpers';
import { camel } from './shop-helpers';

type ShopApp = Pick<Awaited<ReturnType<typeof checkout>>, 'app' | 'call' | 'answer' | 'token'>;

/** Subscribed as a browser would be (the sandbox plays its push service), and saved with these kinds. */
export async function pushDevice(t: ShopApp, kinds: PushKinds, token = t.token) {
  const { publicKey } = (await t.answer(push.key, {})).result;
  const issued = await t.app.request('/api/sandbox/push/subscriptions', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ application_server_key: publicKey }),
  });
  const subscription = (
    await camel<{ id: string; endpoint: string; keys: { p256dh: string; auth: string } }>(issued)
  ).result;
  const saved = await t.call(
    push.subscribe,
    { body: { endpoint: subscription.endpoint, keys: subscription.keys, kinds } },
    { token },
  );
  expect(saved.status).toBe(200);
  return subscription;
}

/** What the sandbox's push service received for the subscription, decrypted. */
export const receivedPushes = async (t: ShopApp, subscriptionId: string) =>
  (
    await camel<{ payload: string }[]>(
      await t.app.request(`/api/sandbox/push/messages?subscription=${subscriptionId}`),
    )
  ).result.map((message) => JSON.parse(message.payload) as PushPayload);
