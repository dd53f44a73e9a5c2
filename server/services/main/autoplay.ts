/**
 * Autoplay, subscriptions and recurring purchases (spec 2 §7): the customer's autoplays and
 * subscriptions (paged), one in full, their changes (status with a timed pause; an autoplay's
 * minimum jackpot and quick pick; a subscription's game offer, cause and tickets), the combined
 * recurring purchases list and its cancel, the payment resolution of those that could not be paid,
 * and the sync that tries them again once the customer has sorted it out. Personal: never cached.
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { AUTOPLAY_PAGE_SIZE } from '@contract/recurring-rules';
import {
  minimumJackpotInputSchema,
  quickpickInputSchema,
  recurringStatusInputSchema,
  subscriptionChangeSchema,
} from '@contract/schemas/recurring';
import type { PaymentResolution } from '@contract/schemas/shop';
import { unixSeconds } from '../../clock';
import type { RecurringFilter, StoredAutoplay } from '../../db/autoplay';
import type { RecurringKind } from '../../db/schema';
import {
  AUTOPLAY_MESSAGES,
  changeStatus,
  changeSubscription,
  SUBSCRIPTION_MESSAGES,
  customersAutoplay,
  presentAutoplay,
  runAutoplays,
  setMinimumJackpot,
  setQuickpick,
  type RecurringDeps,
} from '../../domain/autoplay';
import { priceCart } from '../../domain/cart-pricing';
import { drawCadence } from '../../domain/draws';
import { money } from '../../domain/money';
import type { AppEnv } from '../../http/app-env';
import { ok, success } from '../../http/envelope';
import { pageInfo } from '../../http/paging';
import { pagingQuery } from '@contract/schemas/fields';
import { requireCustomer } from '../../http/require-customer';
import { valid } from '../../http/validate';
import { customersCart } from './carts';
import { catalogueNow } from './shop';

const idParam = z.object({ id: z.coerce.number().int().positive() });

export const recurringDeps = (c: Context<AppEnv>): RecurringDeps => ({
  data: c.var.data,
  sandbox: c.var.config.sandbox,
  gatewaySecret: c.var.config.gatewaySecret,
  cadence: drawCadence(c.var.config),
  siteOrigin: c.var.origin,
});

export function autoplayRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  for (const path of [
    '/autoplay',
    '/autoplay/*',
    '/autoplays/*',
    '/subscriptions',
    '/subscriptions/*',
    '/recurring_purchases',
    '/recurring_purchases/*',
    '/payment_resolutions',
    '/process_recurring_purchases/*',
  ])
    api.use(path, requireCustomer(), async (c, next) => {
      c.header('Cache-Control', 'no-store');
      await next();
    });

  // `null`: either kind (the combined recurring purchases).
  const theirs = (c: Context<AppEnv>, id: number, kind: RecurringKind | null = 'autoplay') =>
    customersAutoplay({ data: c.var.data }, c.var.grant.customerId, id, kind ?? undefined);

  const present = async (c: Context<AppEnv>, autoplay: StoredAutoplay, attempts = 10) =>
    presentAutoplay(
      { data: c.var.data },
      await catalogueNow(c),
      autoplay,
      await c.var.data.autoplay.history(autoplay.id, attempts),
    );

  const list = async (c: Context<AppEnv>, filter: RecurringFilter, limit: number, offset: number) => {
    const { rows, total } = await c.var.data.autoplay.list(c.var.grant.customerId, filter, limit, offset);
    const now = await catalogueNow(c);
    const method = await c.var.data.customers.recurringPurchaseMethod(c.var.grant.customerId);
    const items = await Promise.all(
      rows.map(async (row) =>
        presentAutoplay({ data: c.var.data }, now, row, await c.var.data.autoplay.history(row.id, 3), method),
      ),
    );
    return ok(c, items, { pageInfo: pageInfo(limit, offset, total) });
  };

  api.get('/autoplay', valid('query', pagingQuery(AUTOPLAY_PAGE_SIZE)), (c) => {
    const { limit, offset } = c.req.valid('query');
    return list(c, { kinds: ['autoplay'] }, limit, offset);
  });
  // Spec 2 §7: ?lottery_keys=a,b narrows the list to those offers' subscriptions.
  const subscriptionsQuery = pagingQuery(AUTOPLAY_PAGE_SIZE).extend({
    lotteryKeys: z
      .string()
      .optional()
      .transform((keys) => keys?.split(',').filter(Boolean)),
  });
  api.get('/subscriptions', valid('query', subscriptionsQuery), (c) => {
    const { limit, offset, lotteryKeys: offerKeys } = c.req.valid('query');
    return list(c, { kinds: ['subscription'], offerKeys }, limit, offset);
  });
  // Spec 2 §3: the combined recurring purchases, autoplays and subscriptions in one list.
  api.get('/recurring_purchases', valid('query', pagingQuery(AUTOPLAY_PAGE_SIZE)), (c) => {
    const { limit, offset } = c.req.valid('query');
    return list(c, { kinds: ['autoplay', 'subscription'] }, limit, offset);
  });

  api.get('/subscriptions/:id', valid('param', idParam), async (c) =>
    ok(c, await present(c, await theirs(c, c.req.valid('param').id, 'subscription'))),
  );
  api.patch(
    '/subscriptions/:id',
    valid('param', idParam),
    valid('json', subscriptionChangeSchema),
    async (c) => {
      const subscription = await theirs(c, c.req.valid('param').id, 'subscription');
      await changeSubscription(
        { data: c.var.data },
        await catalogueNow(c),
        subscription,
        c.req.valid('json'),
      );
      return ok(c, await present(c, await theirs(c, subscription.id, 'subscription')), {
        messages: [success(SUBSCRIPTION_MESSAGES.saved)],
      });
    },
  );

  api.get('/autoplay/:id', valid('param', idParam), async (c) =>
    ok(c, await present(c, await theirs(c, c.req.valid('param').id))),
  );

  const patchSchema = z.object({
    status: recurringStatusInputSchema.shape.status.optional(),
    pausedUntil: recurringStatusInputSchema.shape.pausedUntil,
    minimumJackpotAmount: minimumJackpotInputSchema.shape.minimumJackpotAmount.optional(),
    quickpick: z.boolean().optional(),
  });
  api.patch('/autoplay/:id', valid('param', idParam), valid('json', patchSchema), async (c) => {
    const input = c.req.valid('json');
    let autoplay = await theirs(c, c.req.valid('param').id);
    const messages: string[] = [];
    if (input.minimumJackpotAmount !== undefined) {
      await setMinimumJackpot({ data: c.var.data }, autoplay, input.minimumJackpotAmount);
      messages.push(AUTOPLAY_MESSAGES.minimumSaved);
    }
    if (input.quickpick !== undefined) await setQuickpick({ data: c.var.data }, autoplay, input.quickpick);
    if (input.status !== undefined)
      messages.push(
        await changeStatus({ data: c.var.data }, await catalogueNow(c), autoplay, {
          status: input.status,
          pausedUntil: input.pausedUntil,
        }),
      );
    autoplay = await theirs(c, autoplay.id);
    return ok(c, await present(c, autoplay), { messages: messages.map((text) => success(text)) });
  });

  api.post(
    '/autoplay/:id/set-minimum-jackpot',
    valid('param', idParam),
    valid('form', minimumJackpotInputSchema),
    async (c) => {
      const autoplay = await theirs(c, c.req.valid('param').id);
      await setMinimumJackpot({ data: c.var.data }, autoplay, c.req.valid('form').minimumJackpotAmount);
      return ok(c, await present(c, await theirs(c, autoplay.id)), {
        messages: [success(AUTOPLAY_MESSAGES.minimumSaved)],
      });
    },
  );

  api.post(
    '/autoplay/:id/set-quickpick',
    valid('param', idParam),
    valid('form', quickpickInputSchema),
    async (c) => {
      const autoplay = await theirs(c, c.req.valid('param').id);
      await setQuickpick({ data: c.var.data }, autoplay, c.req.valid('form').quickpick);
      return ok(c, await present(c, await theirs(c, autoplay.id)), {
        messages: [success(AUTOPLAY_MESSAGES.quickpickSaved)],
      });
    },
  );

  const setStatus = async (
    c: Context<AppEnv>,
    id: number,
    input: { status: string; pausedUntil?: string },
    kind: RecurringKind | null = 'autoplay',
  ) => {
    const autoplay = await theirs(c, id, kind);
    const message = await changeStatus({ data: c.var.data }, await catalogueNow(c), autoplay, input);
    return ok(c, await present(c, await theirs(c, id, kind)), { messages: [success(message)] });
  };
  api.post('/autoplay/:id/pause', valid('param', idParam), (c) =>
    setStatus(c, c.req.valid('param').id, { status: 'paused' }),
  );
  api.post('/autoplay/:id/unpause', valid('param', idParam), (c) =>
    setStatus(c, c.req.valid('param').id, { status: 'active' }),
  );
  api.patch(
    '/autoplays/:id/status',
    valid('param', idParam),
    valid('json', recurringStatusInputSchema),
    (c) => setStatus(c, c.req.valid('param').id, c.req.valid('json')),
  );
  api.patch(
    '/subscriptions/:id/status',
    valid('param', idParam),
    valid('json', recurringStatusInputSchema),
    (c) => setStatus(c, c.req.valid('param').id, c.req.valid('json'), 'subscription'),
  );
  // Spec 2 §7: the combined recurring purchases' cancel (or other status), whichever kind it is.
  api.patch(
    '/recurring_purchases/:id/status',
    valid('param', idParam),
    valid('json', recurringStatusInputSchema),
    (c) => setStatus(c, c.req.valid('param').id, c.req.valid('json'), null),
  );

  // Spec 2 §3: what pays for the cart now and for recurring purchases later, and what waits.
  api.get('/payment_resolutions', async (c) => {
    const customerId = c.var.grant.customerId;
    const now = await catalogueNow(c);
    const [priced, waiting, method, funds] = await Promise.all([
      priceCart(c.var.data, await customersCart(c), now),
      c.var.data.autoplay.unresolved(customerId),
      c.var.data.customers.recurringPurchaseMethod(customerId),
      c.var.data.wallet.funds(customerId),
    ]);
    const cards = funds.filter((fund) => fund.kind === 'cc' && fund.verification !== 'Failed Verification');
    const card =
      method === 'wallet_then_card' ? (cards.find((fund) => fund.is_default === 1) ?? cards[0]) : undefined;
    const balanceCents = priced.facts?.balanceCents ?? 0;
    const due = Math.max(0, priced.chargedCents);
    const resolution: PaymentResolution = {
      fundKind: card ? 'cc' : balanceCents >= due ? 'wallet' : 'unfunded',
      fundSource: {
        kind: 'wallet',
        balance: money(balanceCents),
        card: card ? `${card.brand ?? 'Card'} ending ${card.last4 ?? ''}` : null,
      },
      amountDue: money(due),
      shortfall: money(Math.max(0, due - balanceCents)),
      recurringPurchases: [
        ...priced.cart.cartItems.flatMap((item) =>
          item.recurringPurchase?.enabled
            ? [
                {
                  type: item.recurringPurchase.type,
                  cartItemId: item.id,
                  autoplayId: null,
                  description: item.description,
                  message: null,
                },
              ]
            : [],
        ),
        ...(await Promise.all(
          waiting.map(async (autoplay) => {
            const [latest] = await c.var.data.autoplay.history(autoplay.id, 1);
            const shown = await presentAutoplay({ data: c.var.data }, now, autoplay, []);
            return {
              type: autoplay.kind,
              cartItemId: null,
              autoplayId: autoplay.id,
              description: shown.description,
              message: latest?.message ?? null,
            };
          }),
        )),
      ],
    };
    return ok(c, resolution);
  });

  // Once the customer has topped up, added a card or changed how autoplay is paid: try again now.
  api.post('/process_recurring_purchases/sync', async (c) => {
    const customerId = c.var.grant.customerId;
    await c.var.data.autoplay.resume(customerId);
    const bought = await runAutoplays(recurringDeps(c), unixSeconds(c.var.now), customerId);
    return ok(c, { bought });
  });

  return api;
}
