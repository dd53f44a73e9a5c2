/**
 * Web Push (issue 41): `GET /push/key` answers the API's VAPID public key (404 when this site
 * offers no push), and `GET`, `PUT` and `DELETE /customer/push-subscription` read, save and forget
 * the signed-in customer's subscription on this device (its endpoint) with the kinds of notice it
 * takes. A device's endpoint must be a push service's: the API posts to it. Signing out of the
 * session it was saved in removes it (GET /logout). `GET` and `DELETE /customer/unviewed-results`
 * count the paid draws whose results the customer has not seen (the app badge) and clear them.
 */
import { Hono } from 'hono';
import { pushRoutes as pushApi } from '@contract/schemas/push';
import type { AppEnv } from '../../http/app-env';

import { handle } from '../../http/route';
import { isPushServiceEndpoint, vapidIdentity } from '../../domain/web-push';
import { Refused } from '../../refusal';

export const PUSH_MESSAGES = {
  unavailable: 'Notifications are not offered on this site.',
  notPushService: 'This browser’s push service is not one we can send to.',
  notFound: 'This device does not get notifications.',
} as const;

export function pushRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  const routes = pushApi;

  handle(api, routes.key, async (c) => {
    const vapid = await vapidIdentity(c.var.data.settings, c.var.config);
    if (!vapid) throw Refused.of(404, 'push_unavailable', PUSH_MESSAGES.unavailable);
    return { publicKey: vapid.publicKey };
  });

  handle(api, routes.device, async (c, { query }) => {
    const device = await c.var.data.push.device(c.var.grant.customerId, query.endpoint);
    if (!device) throw Refused.of(404, 'not_found', PUSH_MESSAGES.notFound);
    return { kinds: device.kinds };
  });

  handle(api, routes.subscribe, async (c, { body: { endpoint, keys, kinds } }) => {
    const sandboxOrigin = c.var.config.sandbox ? c.var.origin : undefined;
    if (!isPushServiceEndpoint(endpoint, sandboxOrigin))
      throw Refused.of(422, 'not_push_service', PUSH_MESSAGES.notPushService, 'endpoint');
    if (!(await vapidIdentity(c.var.data.settings, c.var.config)))
      throw Refused.of(404, 'push_unavailable', PUSH_MESSAGES.unavailable);
    await c.var.data.push.subscribe(c.var.grant, { endpoint, ...keys }, kinds);
    return { kinds };
  });

  // The app badge: paid draws whose results the customer has not seen, cleared once they have.
  handle(api, routes.unviewedResults, async (c) => ({
    count: await c.var.data.drawNotices.unviewed(c.var.grant.customerId),
  }));
  handle(api, routes.clearUnviewedResults, async (c) => {
    await c.var.data.drawNotices.viewed(c.var.grant.customerId);
    return null;
  });

  handle(api, routes.unsubscribe, async (c, { query }) => {
    await c.var.data.push.unsubscribe(c.var.grant.customerId, query.endpoint);
    return null;
  });

  return api;
}
