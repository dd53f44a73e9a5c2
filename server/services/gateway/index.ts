/**
 * The card gateway's notifications (/api/gateway/notifications): how a deposit is confirmed,
 * server to server, never from the browser. A notification counts only with the gateway's
 * signature; each is processed once (a replay changes nothing), and one for a deposit that is no
 * longer pending (the customer cancelled it) credits nothing. Also the app's 3-D Secure
 * notification page (/3ds/notify), where the issuer's frames end: it only tells the app's window
 * to ask the API what happened.
 */
import { Hono, type Context } from 'hono';
import { THREE_DS_MESSAGE } from '@contract/wallet-rules';
import type { AppEnv } from '../../http/app-env';
import { ok } from '../../http/envelope';
import { receiveSettlement } from '../../domain/wallet';
import { SITE_LOCALE } from '../../domain/site-locale';

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

const NOTIFY_SCRIPT = `(() => {
  const search = new URLSearchParams(window.location.search);
  window.parent.postMessage({ type: '${THREE_DS_MESSAGE}', depositId: search.get('deposit'),
    stage: search.get('stage') }, window.location.origin);
})();
`;

export function threeDsNotifyPage(): Hono<AppEnv> {
  const notify = new Hono<AppEnv>();
  notify.get('/notify', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.html(
      `<!doctype html><html lang="${SITE_LOCALE}"><head><meta charset="utf-8"><title>Payment verification</title>` +
        '<script src="/3ds/notify.js" defer></script></head><body></body></html>',
    );
  });
  notify.get('/notify.js', (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    c.header('Cache-Control', 'no-store');
    return c.body(NOTIFY_SCRIPT);
  });
  return notify;
}
