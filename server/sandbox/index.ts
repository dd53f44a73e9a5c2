/** The sandbox routes (/api/sandbox): fault injection, the mailbox, token expiry. Off with SANDBOX=0. */
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { ok, validate } from '../http/envelope';
import { faultSchema, type FaultBook } from './faults';
import { mailboxPage, readMailbox } from './mailbox';

export function sandboxRoutes(faults: FaultBook): Hono<AppEnv> {
  const sandbox = new Hono<AppEnv>();

  sandbox.get('/faults', (c) => ok(c, faults.list()));
  sandbox.post('/faults', async (c) => {
    const fault = validate(faultSchema, await c.req.json());
    faults.add(fault);
    return ok(c, fault, {}, 201);
  });
  sandbox.delete('/faults', (c) => {
    faults.clear();
    return c.body(null, 204);
  });

  // Ages every access token out at once, so a test can watch the PWA refresh without waiting.
  sandbox.post('/expire-access-tokens', (c) => {
    const { changes } = c.var.db.prepare('UPDATE access_tokens SET expires_at = 0 WHERE revoked = 0').run();
    return ok(c, { expired: changes });
  });

  sandbox.get('/mailbox', (c) => {
    c.header('Cache-Control', 'no-store');
    return ok(c, readMailbox(c.var.db, c.req.query('to')));
  });
  sandbox.get('/mailbox.html', (c) => {
    c.header('Cache-Control', 'no-store');
    const to = c.req.query('to');
    return c.html(mailboxPage(readMailbox(c.var.db, to), to));
  });

  return sandbox;
}
