/**
 * The notifications feed (spec 3 §2): the signed-in customer's content cards, theirs and
 * everyone's, newest first, and marking cards viewed when the feed shows them.
 */
import { Hono } from 'hono';
import { contentCardRoutes as contentCardApi } from '@contract/schemas/notifications';
import type { AppEnv } from '../../http/app-env';
import { handle } from '../../http/route';

export function contentCardRoutes(): Hono<AppEnv> {
  const cards = new Hono<AppEnv>();

  handle(cards, contentCardApi.cards, (c) => c.var.data.contentCards.forCustomer(c.var.grant.customerId));

  handle(cards, contentCardApi.viewed, async (c, { body }) => {
    const ids = body.ids.map(Number).filter(Number.isInteger);
    await c.var.data.contentCards.markViewed(c.var.grant.customerId, ids);
    return null;
  });

  return cards;
}
