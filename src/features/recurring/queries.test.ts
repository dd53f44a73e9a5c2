import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import * as cartEndpoints from '@contract/endpoints/cart';
import * as catalogueEndpoints from '@contract/endpoints/catalogue';
import * as checkoutEndpoints from '@contract/endpoints/checkout';
import { call } from '@/api/call';
import { serveInProcess, signInSession } from '@/testing/render';
import { recurringCalls, recurringQueries } from './queries';

/** subscriber@ subscribes to the Community Cash Club through the API, as checkout does. */
async function subscribe(): Promise<string> {
  const { api } = await serveInProcess();
  const { customer } = await signInSession(api, 'subscriber@luckydip.test');
  const { offers } = await call(catalogueEndpoints.offers, { params: { pricingId: 'standard' } });
  const draw = offers.find((offer) => offer.key === 'community-cash-club')!.draws[0]!;
  const cart = await call(cartEndpoints.add, {
    idempotencyKey: 'subscribe-community-cash-club',
    body: {
      productOfferKey: 'community-cash-club',
      gameType: 'deferred',
      gameOffer: 'community-cash-club-monthly',
      drawNo: draw.drawNo,
      numDraws: 1,
      quickpick: true,
      numGames: 1,
      games: [],
      causeKey: 'rural_fire',
    },
  });
  await call(checkoutEndpoints.purchase, {
    idempotencyKey: 'subscribe-once',
    body: { cartReference: cart.cartReference, fundKind: 'wallet' },
  });
  return customer.customerId;
}

describe('a cancelled subscription', () => {
  let queryClient: QueryClient;
  beforeEach(() => {
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  });

  it('leaves the cache when cancelled, its own copy and the lists (spec 2 §4)', async () => {
    const customerId = await subscribe();
    const { items } = await queryClient.fetchQuery(recurringQueries.subscriptions(customerId, 1));
    const [subscription] = items;
    expect(subscription).toMatchObject({ type: 'subscription', status: 'recurring_status_active' });
    const one = recurringQueries.subscription(customerId, subscription!.autoplayId);
    await queryClient.fetchQuery(one);

    await recurringCalls(queryClient, customerId).changeStatus({
      item: subscription!,
      change: { status: 'cancelled' },
    });
    expect(queryClient.getQueryData(one.queryKey)).toBeUndefined();
    const list = await queryClient.fetchQuery({
      ...recurringQueries.subscriptions(customerId, 1),
      staleTime: 0,
    });
    expect(list.items).toEqual([]);
  });

  it('leaves the cache when cancelled from the combined recurring purchases too', async () => {
    const customerId = await subscribe();
    const { items } = await queryClient.fetchQuery(recurringQueries.recurringPurchases(customerId, 1));
    const one = recurringQueries.subscription(customerId, items[0]!.autoplayId);
    await queryClient.fetchQuery(one);
    const paused = await recurringCalls(queryClient, customerId).changeStatus({
      item: items[0]!,
      change: { status: 'paused' },
    });
    // A pause keeps it, as changed.
    expect(queryClient.getQueryData(one.queryKey)).toEqual(paused);

    await recurringCalls(queryClient, customerId).cancelCombined(items[0]!.autoplayId);
    expect(queryClient.getQueryData(one.queryKey)).toBeUndefined();
    const combined = await queryClient.fetchQuery({
      ...recurringQueries.recurringPurchases(customerId, 1),
      staleTime: 0,
    });
    expect(combined.items).toEqual([]);
  });
});
