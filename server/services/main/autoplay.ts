/**
 * Autoplay, subscriptions and recurring purchases (spec 2 §7): the customer's autoplays and
 * subscriptions (paged), one in full, their changes (status with a timed pause; an autoplay's
 * minimum jackpot and quick pick; a subscription's game offer, cause and tickets), the combined
 * recurring purchases list and its cancel, the payment resolution of those that could not be paid,
 * and the sync that tries them again once the customer has sorted it out. Personal: never cached.
 */
import { Hono, type Context } from 'hono';
import { recurringRoutes } from '@contract/schemas/recurring';
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
} from '../../domain/autoplay';

import { priceCart } from '../../domain/cart-pricing';
import { money } from '../../money';
import type { AppEnv } from '../../http/app-env';
import { success } from '../../http/envelope';
import { pageInfo } from '../../http/paging';
import { handle, reply } from '../../http/route';
import { customersCart } from '../../http/request-deps';
import { catalogueNow, recurringDeps } from '../../http/request-deps';

export function autoplayRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  const routes = recurringRoutes;

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
    return reply(items, { pageInfo: pageInfo(limit, offset, total) });
  };

  handle(api, routes.autoplays, (c, { query: { limit, offset } }) =>
    list(c, { kinds: ['autoplay'] }, limit, offset),
  );
  handle(api, routes.subscriptions, (c, { query: { limit, offset, lotteryKeys } }) =>
    list(c, { kinds: ['subscription'], offerKeys: lotteryKeys }, limit, offset),
  );
  handle(api, routes.recurringPurchases, (c, { query: { limit, offset } }) =>
    list(c, { kinds: ['autoplay', 'subscription'] }, limit, offset),
  );

  handle(api, routes.subscription, async (c, { params }) =>
    present(c, await theirs(c, params.id, 'subscription')),
  );
  handle(api, routes.changeSubscription, async (c, { params, body }) => {
    const subscription = await theirs(c, params.id, 'subscription');
    await changeSubscription({ data: c.var.data }, await catalogueNow(c), subscription, body);
    return reply(await present(c, await theirs(c, subscription.id, 'subscription')), {
      messages: [success(SUBSCRIPTION_MESSAGES.saved)],
    });
  });

  handle(api, routes.autoplay, async (c, { params }) => present(c, await theirs(c, params.id)));

  handle(api, routes.changeAutoplay, async (c, { params, body }) => {
    let autoplay = await theirs(c, params.id);
    const messages: string[] = [];
    if (body.minimumJackpotAmount !== undefined) {
      await setMinimumJackpot({ data: c.var.data }, autoplay, body.minimumJackpotAmount);
      messages.push(AUTOPLAY_MESSAGES.minimumSaved);
    }
    if (body.quickpick !== undefined) await setQuickpick({ data: c.var.data }, autoplay, body.quickpick);
    if (body.status !== undefined)
      messages.push(
        await changeStatus({ data: c.var.data }, await catalogueNow(c), autoplay, {
          status: body.status,
          pausedUntil: body.pausedUntil,
        }),
      );
    autoplay = await theirs(c, autoplay.id);
    return reply(await present(c, autoplay), { messages: messages.map((text) => success(text)) });
  });

  handle(api, routes.setMinimumJackpot, async (c, { params, body }) => {
    const autoplay = await theirs(c, params.id);
    await setMinimumJackpot({ data: c.var.data }, autoplay, body.minimumJackpotAmount);
    return reply(await present(c, await theirs(c, autoplay.id)), {
      messages: [success(AUTOPLAY_MESSAGES.minimumSaved)],
    });
  });

  handle(api, routes.setQuickpick, async (c, { params, body }) => {
    const autoplay = await theirs(c, params.id);
    await setQuickpick({ data: c.var.data }, autoplay, body.quickpick);
    return reply(await present(c, await theirs(c, autoplay.id)), {
      messages: [success(AUTOPLAY_MESSAGES.quickpickSaved)],
    });
  });

  const setStatus = async (
    c: Context<AppEnv>,
    id: number,
    input: { status: string; pausedUntil?: string },
    kind: RecurringKind | null = 'autoplay',
  ) => {
    const autoplay = await theirs(c, id, kind);
    const message = await changeStatus({ data: c.var.data }, await catalogueNow(c), autoplay, input);
    return reply(await present(c, await theirs(c, id, kind)), { messages: [success(message)] });
  };
  handle(api, routes.pauseAutoplay, (c, { params }) => setStatus(c, params.id, { status: 'paused' }));
  handle(api, routes.unpauseAutoplay, (c, { params }) => setStatus(c, params.id, { status: 'active' }));
  handle(api, routes.autoplayStatus, (c, { params, body }) => setStatus(c, params.id, body));
  handle(api, routes.subscriptionStatus, (c, { params, body }) =>
    setStatus(c, params.id, body, 'subscription'),
  );
  // Spec 2 §7: the combined recurring purchases' cancel (or other status), whichever kind it is.
  handle(api, routes.recurringPurchaseStatus, (c, { params, body }) => setStatus(c, params.id, body, null));

  // Spec 2 §3: what pays for the cart now and for recurring purchases later, and what waits.
  handle(api, routes.paymentResolution, async (c) => {
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
                  waits: false,
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
              waits: autoplay.last_attempt_status === 'hard_failure',
            };
          }),
        )),
      ],
    };
    return resolution;
  });

  // Once the customer has topped up, added a card or changed how autoplay is paid: try again now.
  handle(api, routes.syncRecurring, async (c) => {
    const customerId = c.var.grant.customerId;
    await c.var.data.autoplay.resume(customerId);
    return { bought: await runAutoplays(recurringDeps(c), unixSeconds(c.var.now), customerId) };
  });

  return api;
}
