/**
 * Scheduled purchases (spec 2 §7, v3.2): the customer's pre-orders, one of them, and its cancel
 * while its draw has not opened. Personal: never cached.
 */
import { Hono } from 'hono';
import { recurringRoutes } from '@contract/schemas/recurring';
import {
  cancelScheduled,
  customersScheduled,
  presentScheduled,
  SCHEDULED_MESSAGES,
} from '../../domain/scheduled';
import type { AppEnv } from '../../http/app-env';
import { success } from '../../http/envelope';
import { handle, reply } from '../../http/route';
import { catalogueNow } from '../../http/request-deps';

export function scheduledPurchaseRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  handle(api, recurringRoutes.scheduledPurchases, async (c) => {
    const now = await catalogueNow(c);
    const rows = await c.var.data.scheduled.list(c.var.grant.customerId);
    return rows.map((row) => presentScheduled(now, row));
  });

  handle(api, recurringRoutes.scheduledPurchase, async (c, { params }) =>
    presentScheduled(
      await catalogueNow(c),
      await customersScheduled({ data: c.var.data }, c.var.grant.customerId, params.id),
    ),
  );

  handle(api, recurringRoutes.cancelScheduledPurchase, async (c, { params }) => {
    const deps = { data: c.var.data };
    const customerId = c.var.grant.customerId;
    const row = await customersScheduled(deps, customerId, params.id);
    await cancelScheduled(deps, row);
    return reply(
      presentScheduled(await catalogueNow(c), await customersScheduled(deps, customerId, row.id)),
      {
        messages: [success(SCHEDULED_MESSAGES.cancelled)],
      },
    );
  });

  return api;
}
