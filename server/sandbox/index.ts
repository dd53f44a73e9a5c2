/**
 * The sandbox routes (/api/sandbox): the card gateway's and ConnectID's pages, a push service,
 * Google and Apple as identity providers, fault injection, the mailbox, the
 * marketing emails, content cards, the feedback received, token expiry, running a draw or a giveaway
 * now, the Daily Winners benefits partner's page, and the collectors
 * of error reports, analytics and CSP reports.
 * Off with SANDBOX=0.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/app-env';
import { unixSeconds } from '../clock';
import { ok } from '../http/envelope';
import { forgetKeptOffers } from '../services/main/shop';

import { oneAtATime, runDueDraws } from '../domain/draw-engine';
import { engineDeps } from '../domain/engine';
import { runDueGiveaways } from '../domain/giveaways';
import { GIVEAWAY_TYPES } from '@contract/membership';
import { valid } from '../http/validate';
import { newContentCardSchema } from '@contract/schemas/notifications';
import { benefitsPage } from './benefits';
import { collectorRoutes } from './collectors';
import { connectIdPages } from './connect-id';
import { faultSchema } from './faults';
import { gatewayPages } from './gateway-pages';
import { identityProviderRoutes } from './identity-provider';
import { mailboxPage } from './mailbox';
import { pushServiceRoutes } from './push-service';
import { stripePages } from './stripe-pages';
import { addressReminderSchema, newsletterSchema, sendAddressReminder, sendNewsletter } from './newsletter';
import { Refused } from '../refusal';

const runNextSchema = z.object({
  numbers: z.record(z.string(), z.array(z.number().int().min(1).max(99)).max(10)).optional(),
});

export function sandboxRoutes(): Hono<AppEnv> {
  const sandbox = new Hono<AppEnv>();

  sandbox.route('/gateway', gatewayPages());
  sandbox.route('/stripe', stripePages());
  sandbox.route('/connectid', connectIdPages());
  sandbox.route('/push', pushServiceRoutes());
  sandbox.route('/identity', identityProviderRoutes());
  sandbox.route('/', collectorRoutes());
  sandbox.route('/benefits', benefitsPage());

  sandbox.get('/faults', async (c) => ok(c, await c.var.data.sandboxFaults.list()));
  sandbox.post('/faults', valid('json', faultSchema), async (c) => {
    const fault = c.req.valid('json');
    await c.var.data.sandboxFaults.add(fault);
    return ok(c, fault, {}, 201);
  });
  sandbox.delete('/faults', async (c) => {
    await c.var.data.sandboxFaults.clear();
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
  sandbox.post('/newsletter', valid('json', newsletterSchema), (c) =>
    sendNewsletter(c, c.req.valid('json').productOfferKey),
  );

  sandbox.post('/address-reminder', valid('json', addressReminderSchema), (c) =>
    sendAddressReminder(c, c.req.valid('json').email),
  );

  // Sends a customer a content card, as the retailer's messaging would (a win, a new draw).
  sandbox.post('/content-cards', valid('json', newContentCardSchema), async (c) => {
    const { email, ...card } = c.req.valid('json');
    const customer = await c.var.data.customers.findLoginByEmail(email);
    if (!customer) throw Refused.of(404, 'not_found', 'There is no customer with that email.');
    return ok(
      c,
      { id: String(await c.var.data.contentCards.add({ customerId: customer.id, ...card })) },
      {},
      201,
    );
  });

  // What the site-feedback widget received, newest first (an operator's back office would list it).
  sandbox.get('/feedback', async (c) => {
    c.header('Cache-Control', 'no-store');
    return ok(c, await c.var.data.feedback.list());
  });
  // What the contact form received, newest first (support's inbox).
  sandbox.get('/contact-messages', async (c) => {
    c.header('Cache-Control', 'no-store');
    return ok(c, await c.var.data.contactMessages.list());
  });
  sandbox.get('/mailbox.html', async (c) => {
    c.header('Cache-Control', 'no-store');
    const to = c.req.query('to');
    return c.html(mailboxPage(await c.var.data.mailbox.read(to), to));
  });

  // Runs a lottery's or raffle's next draw now (closes its sales, draws, scores and pays), so a
  // demo or a test watches a ticket win without waiting for the schedule. A lottery's numbers may
  // be given (a demo of a win); otherwise the CSPRNG draws them.
  sandbox.post('/draws/:lotteryKey/run-next', valid('json', runNextSchema), async (c) => {
    const { drawResults } = c.var.data;
    const nowSeconds = unixSeconds(c.var.now);
    // The next draw is the one on sale now; one whose sales have just stopped (drawn later today)
    // is run first, with it, or a ticket bought for the next would wait for its own draw.
    const open = await drawResults.openDraws(c.req.param('lotteryKey'));
    const next = open.find((draw) => draw.stop_at > nowSeconds);
    if (!next) throw Refused.of(404, 'not_found', 'No open draw');
    const due = open.filter((entry) => entry.draw_no <= next.draw_no);
    // A second apart, in their order, so that the latest drawn is the next.
    for (const [index, draw] of due.entries())
      await drawResults.bringForward(draw.id, nowSeconds - (due.length - 1 - index));
    const { numbers } = c.req.valid('json');
    if (numbers) {
      await drawResults.closeDue(nowSeconds);
      await drawResults.recordNumbers(next.id, numbers);
    }
    await oneAtATime(() =>
      runDueDraws(
        engineDeps(c.var.data, c.var.config, () => c.var.origin, c.var.outbound),
        nowSeconds,
      ),
    );
    forgetKeptOffers(c.var.data.catalogue);
    return ok(c, { drawId: next.id, drawNo: next.draw_no });
  });

  // Draws a Daily Winners giveaway now (the open one of its type), and opens the next.
  sandbox.post(
    '/giveaways/:type/run-next',
    valid('param', z.object({ type: z.enum(GIVEAWAY_TYPES) })),
    async (c) => {
      const { rewards } = c.var.data;
      const nowSeconds = unixSeconds(c.var.now);
      const open = (await rewards.open()).find((giveaway) => giveaway.type === c.req.valid('param').type);
      if (!open) throw Refused.of(404, 'not_found', 'No open giveaway');
      await rewards.closeNow(open.id, nowSeconds);
      await runDueGiveaways(rewards, nowSeconds);
      return ok(c, { drawId: open.id, number: open.number });
    },
  );

  return sandbox;
}
