/**
 * The card gateway's notifications (/api/gateway/notifications): how a deposit is confirmed,
 * server to server, never from the browser. Not a call of the app's API (the gateway signs with
 * its own secret, not the app's key), so it sits with the site's other unsigned addresses. A
 * notification counts only with the gateway's signature; each is processed once (a replay changes
 * nothing), and one for a deposit that is no longer pending (the customer cancelled it) credits
 * nothing.
 */
import { Hono, type Context } from 'hono';
import { settlementFromWebhook } from '../domain/stripe-gateway';
import { WALLET_MESSAGES, applySettlement, receiveSettlement } from '../domain/wallet';
import { Refused } from '../refusal';

import type { AppEnv } from './app-env';
import { ok } from './envelope';

export const SIGNATURE_HEADER = 'x-gateway-signature';

/** A notification as the gateway sends it, settled by the wallet's rules. */
export const receiveNotification = (c: Context<AppEnv>, body: string, signature: string) =>
  receiveSettlement({ data: c.var.data, gatewaySecret: c.var.config.gatewaySecret }, body, signature);

export function gatewayNotifications(): Hono<AppEnv> {
  const gateway = new Hono<AppEnv>();
  gateway.post('/notifications', async (c) => {
    const outcome = await receiveNotification(c, await c.req.text(), c.req.header(SIGNATURE_HEADER) ?? '');
    return ok(c, { outcome });
  });
  // Stripe's webhook endpoint: its events, checked by Stripe's SDK against the endpoint's signing
  // secret; an event about no deposit of ours is acknowledged and left alone.
  gateway.post('/stripe/webhook', async (c) => {
    const settings = c.var.config.stripe;
    if (!settings) return c.notFound();
    const settlement = settlementFromWebhook(
      { settings, origin: c.var.origin, outbound: c.var.outbound },
      await c.req.text(),
      c.req.header('stripe-signature') ?? '',
      c.var.now(),
    );
    if (settlement === undefined) throw Refused.of(400, 'invalid_signature', WALLET_MESSAGES.unsigned);
    return ok(c, {
      outcome: settlement ? await applySettlement({ data: c.var.data }, settlement) : 'ignored',
    });
  });
  return gateway;
}
