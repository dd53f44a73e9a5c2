import webpush from 'web-push';
import { describe, expect, it } from 'vitest';
import { testApp } from '../testing/test-app';

const result = async <T>(response: Response) => ((await response.json()) as { result: T }).result;

/** A subscription the sandbox's push service issued for this application server key. */
async function subscribed(app: Awaited<ReturnType<typeof testApp>>['app'], applicationServerKey: string) {
  const issued = await app.request('/api/sandbox/push/subscriptions', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ application_server_key: applicationServerKey }),
  });
  return result<{ id: string; endpoint: string; keys: { p256dh: string; auth: string } }>(issued);
}

describe("the sandbox's push service", () => {
  it('takes a message only with a VAPID JWT from the key the subscription was made for, and decrypts it', async () => {
    const { app } = await testApp();
    const server = webpush.generateVAPIDKeys();
    const subscription = await subscribed(app, server.publicKey);
    const send = (vapid: { publicKey: string; privateKey: string }, extra: Record<string, string> = {}) => {
      const request = webpush.generateRequestDetails(subscription, 'Results are in', {
        vapidDetails: { subject: 'mailto:support@luckydip.test', ...vapid },
        TTL: 60,
      });
      return app.request(request.endpoint, {
        method: 'POST',
        headers: { ...request.headers, ...extra },
        body: request.body && new Uint8Array(request.body),
      });
    };

    expect((await send(webpush.generateVAPIDKeys())).status).toBe(403);
    expect(
      (await send(server, { authorization: 'vapid t=forged.jwt.here, k=' + server.publicKey })).status,
    ).toBe(403);
    expect((await send(server, { 'content-encoding': 'aesgcm' })).status).toBe(415);
    expect((await send(server)).status).toBe(201);
    const messages = await result<{ payload: string; ttl: number }[]>(
      await app.request(`/api/sandbox/push/messages?subscription=${subscription.id}`),
    );
    expect(messages).toEqual([expect.objectContaining({ payload: 'Results are in', ttl: 60 })]);

    await app.request(`/api/sandbox/push/subscriptions/${subscription.id}/expire`, { method: 'POST' });
    expect((await send(server)).status).toBe(410);
  });
});
