/**
 * Idempotency-Key for requests that move money (DESIGN.md, the reference API): a key is required
 * (400 without one); the first request with a key runs; a repeat with the same body gets the first
 * one's stored answer, or 409 while it still runs; the same key with another body is refused (422).
 * Only a success is kept: a failure moved nothing, so its key is freed and a retry runs again.
 * Keys belong to the signed-in customer, so this runs after requireCustomer.
 */
import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';
import { Refused } from '../refusal';

export const IDEMPOTENCY_MESSAGES = {
  missing: 'This request needs an Idempotency-Key header.',
  reused: 'This Idempotency-Key was already used for a different request.',
  running: 'This request is still being processed. Try again in a moment.',
  invalid: 'This Idempotency-Key is not one: 8 to 128 letters, digits, hyphens or underscores.',
} as const;

export const IDEMPOTENCY_KEY = /^[\w-]{8,128}$/;

export function idempotent(scope: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = c.req.header('idempotency-key') ?? '';
    if (!IDEMPOTENCY_KEY.test(key))
      throw Refused.of(400, 'idempotency_key_required', IDEMPOTENCY_MESSAGES.missing);
    const hash = createHash('sha256')
      .update(await c.req.text())
      .digest('hex');
    const customerId = c.var.grant.customerId;
    const purchases = c.var.data.purchases;
    const claim = await purchases.claimKey(customerId, scope, key, hash);
    if (claim.state === 'mismatch')
      throw Refused.of(422, 'idempotency_key_reused', IDEMPOTENCY_MESSAGES.reused);
    if (claim.state === 'running') throw Refused.of(409, 'request_in_progress', IDEMPOTENCY_MESSAGES.running);
    if (claim.state === 'done') {
      c.header('Idempotent-Replayed', 'true');
      return c.body(claim.body, claim.status as 200, { 'Content-Type': 'application/json; charset=UTF-8' });
    }
    try {
      await next();
    } finally {
      if (c.res.ok && !c.error)
        await purchases.finishKey(customerId, scope, key, c.res.status, await c.res.clone().text());
      else await purchases.releaseKey(customerId, scope, key);
    }
  };
}
