/** The sandbox routes (/api/sandbox): fault injection, the mailbox, token expiry. Off with SANDBOX=0. */
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { ok } from '../http/envelope';
import { valid } from '../http/validate';
import { faultSchema, type FaultBook } from './faults';
import { mailboxPage } from './mailbox';

export function sandboxRoutes(faults: FaultBook): Hono<AppEnv> {
  const sandbox = new Hono<AppEnv>();

  sandbox.get('/faults', (c) => ok(c, faults.list()));
  sandbox.post('/faults', valid('json', faultSchema), (c) => {
    const fault = c.req.valid('json');
    faults.add(fault);
    return ok(c, fault, {}, 201);
  });
  sandbox.delete('/faults', (c) => {
    faults.clear();
    return c.body(null, 204);
  });

  // Ages every access token out at once, so a test can watch the PWA refresh without waiting.
  sandbox.post('/expire-access-tokens', async (c) =>
    ok(c, { expired: await c.var.data.sessions.expireAccessTokens() }),
  );

  sandbox.get('/mailbox', async (c) => {
    c.header('Cache-Control', 'no-store');
    return ok(c, await c.var.data.mailbox.read(c.req.query('to')));
  });
  sandbox.get('/mailbox.html', async (c) => {
    c.header('Cache-Control', 'no-store');
    const to = c.req.query('to');
    return c.html(mailboxPage(await c.var.data.mailbox.read(to), to));
  });

  return sandbox;
}
