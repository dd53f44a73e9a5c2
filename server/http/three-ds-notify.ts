/**
 * The app's 3-D Secure notification page (/3ds/notify), where the issuer's frames end: a page of
 * the site, not a call of the API, that only tells the app's window to ask the API what happened.
 */
import { Hono } from 'hono';
import { THREE_DS_MESSAGE } from '@contract/wallet-rules';
import { SITE_LOCALE } from '../domain/site-locale';
import type { AppEnv } from './app-env';

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
