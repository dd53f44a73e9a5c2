/**
 * Scheduled purchases (spec 2 §7, v3.2): the customer's pre-orders, one of them, and its cancel
 * while its draw has not opened. Personal: never cached.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import {
  cancelScheduled,
  customersScheduled,
  presentScheduled,
  SCHEDULED_MESSAGES,
} from '../../domain/scheduled';
import type { AppEnv } from '../../http/app-env';
import { ok, success } from '../../http/envelope';
import { requireCustomer } from '../../http/require-customer';
import { valid } from '../../http/validate';
import { catalogueNow } from './shop';

const idParam = z.object({ id: z.string().regex(/^sp_[\w-]{1,40}$/) });

export function scheduledPurchaseRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  for (const path of ['/scheduled-purchases', '/scheduled-purchases/*'])
    api.use(path, requireCustomer(), async (c, next) => {
      c.header('Cache-Control', 'no-store');
      await next();
    });

  api.get('/scheduled-purchases', async (c) => {
    const now = await catalogueNow(c);
    const rows = await c.var.data.scheduled.list(c.var.grant.customerId);
    return ok(
      c,
      rows.map((row) => presentScheduled(now, row)),
    );
  });

  api.get('/scheduled-purchases/:id', valid('param', idParam), async (c) => {
    const row = await customersScheduled(
      { data: c.var.data },
      c.var.grant.customerId,
      c.req.valid('param').id,
    );
    return ok(c, presentScheduled(await catalogueNow(c), row));
  });

  api.patch('/scheduled-purchases/:id/cancel', valid('param', idParam), async (c) => {
    const deps = { data: c.var.data };
    const customerId = c.var.grant.customerId;
    const row = await customersScheduled(deps, customerId, c.req.valid('param').id);
    await cancelScheduled(deps, row);
    return ok(
      c,
      presentScheduled(await catalogueNow(c), await customersScheduled(deps, customerId, row.id)),
      {
        messages: [success(SCHEDULED_MESSAGES.cancelled)],
      },
    );
  });

  return api;
}
