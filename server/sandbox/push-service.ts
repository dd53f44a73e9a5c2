/**
 * The sandbox's push service, played as the real ones behave (RFC 8030, VAPID as RFC 8292, the
 * aes128gcm payload as RFC 8291). It issues a subscription for an application server key, as a
 * browser's PushManager.subscribe asks its push service for one, and keeps the receiving keys the
 * browser would hold. It accepts a message only with a TTL and a VAPID JWT (ES256, signed by the
 * key the subscription was made for, for this service's origin, expiring within a day, naming a
 * contact), decrypts it with the subscription's keys and lists it; a subscription it expired
 * answers 410 Gone, an unknown one 404.
 */
import { createECDH, randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { decrypt } from 'http_ece';
import { importJWK, jwtVerify } from 'jose';
import { z } from 'zod';
import type { AppEnv } from '../http/app-env';
import { ok } from '../http/envelope';
import { valid } from '../http/validate';
import { SANDBOX_PUSH_PATH } from '../domain/web-push';
import { Refused } from '../refusal';

const DAY_SECONDS = 24 * 3600;

const subscribeSchema = z.object({ applicationServerKey: z.string().regex(/^[\w-]{80,100}$/) });

/** The application server's key (an uncompressed P-256 point, base64url) as a JWK jose can verify with. */
function publicJwk(key: string) {
  const point = Buffer.from(key, 'base64url');
  if (point.length !== 65 || point[0] !== 4) return undefined;
  const coordinate = (from: number) => point.subarray(from, from + 32).toString('base64url');
  return { kty: 'EC', crv: 'P-256', x: coordinate(1), y: coordinate(33) };
}

/** Whether the request carries a VAPID JWT this subscription's server signed for this service. */
async function vapidValid(c: Context<AppEnv>, applicationServerKey: string): Promise<boolean> {
  const match = /^vapid t=([\w.-]+),\s*k=([\w-]+)$/.exec(c.req.header('authorization') ?? '');
  const jwk = match?.[2] === applicationServerKey ? publicJwk(applicationServerKey) : undefined;
  if (!match?.[1] || !jwk) return false;
  try {
    const { payload } = await jwtVerify(match[1], await importJWK(jwk, 'ES256'), {
      algorithms: ['ES256'],
      audience: c.var.origin,
      requiredClaims: ['exp', 'sub'],
    });
    const inADay = Date.now() / 1000 + DAY_SECONDS;
    return (payload.exp ?? Infinity) <= inADay && /^(mailto:|https:\/\/)\S+$/.test(payload.sub ?? '');
  } catch {
    return false;
  }
}

export function pushServiceRoutes(): Hono<AppEnv> {
  const push = new Hono<AppEnv>();

  push.post('/subscriptions', valid('json', subscribeSchema), async (c) => {
    const receiver = createECDH('prime256v1');
    const publicKey = receiver.generateKeys().toString('base64url');
    const subscription = {
      id: randomBytes(12).toString('base64url'),
      applicationServerKey: c.req.valid('json').applicationServerKey,
      privateKey: receiver.getPrivateKey().toString('base64url'),
      publicKey,
      auth: randomBytes(16).toString('base64url'),
    };
    await c.var.data.sandboxPush.issue(subscription);
    return ok(
      c,
      {
        id: subscription.id,
        endpoint: `${c.var.origin}${SANDBOX_PUSH_PATH}${subscription.id}`,
        expirationTime: null,
        keys: { p256dh: publicKey, auth: subscription.auth },
      },
      {},
      201,
    );
  });

  push.post('/subscriptions/:id/expire', async (c) => {
    if (!(await c.var.data.sandboxPush.expire(c.req.param('id'))))
      throw Refused.of(404, 'not_found', 'No such subscription.');
    return c.body(null, 204);
  });

  push.get('/messages', async (c) => {
    c.header('Cache-Control', 'no-store');
    return ok(c, await c.var.data.sandboxPush.received(c.req.query('subscription')));
  });

  // The push endpoint itself: answered with bare statuses, as push services answer.
  push.post('/send/:id', async (c) => {
    const subscription = await c.var.data.sandboxPush.subscription(c.req.param('id'));
    if (!subscription) return c.body(null, 404);
    if (subscription.expired) return c.body(null, 410);
    const ttl = Number(c.req.header('ttl'));
    if (!Number.isInteger(ttl) || ttl < 0) return c.body(null, 400);
    if (c.req.header('content-encoding') !== 'aes128gcm') return c.body(null, 415);
    if (!(await vapidValid(c, subscription.applicationServerKey))) return c.body(null, 403);
    const receiver = createECDH('prime256v1');
    receiver.setPrivateKey(Buffer.from(subscription.privateKey, 'base64url'));
    let payload: string;
    try {
      payload = decrypt(Buffer.from(await c.req.arrayBuffer()), {
        version: 'aes128gcm',
        privateKey: receiver,
        authSecret: subscription.auth,
      }).toString('utf8');
    } catch {
      return c.body(null, 400);
    }
    await c.var.data.sandboxPush.receive({
      subscriptionId: subscription.id,
      payload,
      ttl,
      urgency: c.req.header('urgency') ?? null,
    });
    return c.body(null, 201);
  });

  return push;
}
