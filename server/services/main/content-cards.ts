/**
 * The notifications feed (spec 3 §2): the signed-in customer's content cards, theirs and
 * everyone's, newest first, and marking cards viewed when the feed shows them.
 */
import { Hono } from 'hono';
import { cardsViewedSchema } from '@contract/schemas/notifications';
import type { AppEnv } from '../../http/app-env';
import { ok } from '../../http/envelope';
import { requireCustomer } from '../../http/require-customer';
import { valid } from '../../http/validate';

export function contentCardRoutes(): Hono<AppEnv> {
  const cards = new Hono<AppEnv>();
  cards.use('/customer/content-cards', requireCustomer());
  cards.use('/customer/content-cards/*', requireCustomer());

  cards.get('/customer/content-cards', async (c) =>
    ok(c, await c.var.data.contentCards.forCustomer(c.var.grant.customerId)),
  );

  cards.post('/customer/content-cards/viewed', valid('json', cardsViewedSchema), async (c) => {
    const ids = c.req.valid('json').ids.map(Number).filter(Number.isInteger);
    await c.var.data.contentCards.markViewed(c.var.grant.customerId, ids);
    return c.body(null, 204);
  });

  return cards;
}
