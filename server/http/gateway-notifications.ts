/**
 * The card gateway's notifications (/api/gateway/notifications): how a deposit is confirmed,
 * server to server, never from the browser. Not a call of the app's API (the gateway signs with
 * its own secret, not the app's key), so it sits with the site's other unsigned addresses. A
 * notification counts only with the gateway's signature; each is processed once (a replay changes
 * nothing), and one for a deposit that is no longer pending (the customer cancelled it) credits
 * nothing.
 */
import { Hono, type Context } from 'hono';
import { receiveSettlement } from '../domain/wallet';

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
  return gateway;
}
