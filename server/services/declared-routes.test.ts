import { describe, expect, it } from 'vitest';
import { pathOf } from '@contract/endpoints/endpoint';
import { policyFor } from '@contract/cache-policy';
import { apiTestApp, read } from '../testing/api-helpers';
import { DECLARED_ROUTES, SERVICES } from './registry';

/** A value of each param name that its path's pattern takes. */
const SAMPLE_PARAMS: Record<string, string> = {
  checkoutId: 'checkout-12345678',
  depositId: 'dep_12345678',
  drawNo: '1',
  drawId: '1',
  fundId: '1',
  gateway: 'braintree',
  id: '1',
  itemId: '1',
  key: 'powerball',
  locale: 'en-AU',
  lotteryKey: 'powerball',
  month: '1',
  offerKey: 'powerball',
  method: 'cc',
  number: '1',
  period: 'weekly',
  slug: 'sample-partner',
  pricingId: 'standard',
  productOfferKey: 'powerball',
  ref: 'cart-reference-1',
  token: 'invite-token',
  type: 'daily',
  withdrawalId: 'wd_12345678',
  year: '2026',
};

const routes = Object.entries(DECLARED_ROUTES).flatMap(([group, declared]) =>
  Object.entries(declared).map(([name, route]) => ({ name: `${group}.${name}`, ...route })),
);
const addressOf = ({ endpoint }: (typeof routes)[number]) =>
  `${SERVICES.find((service) => service.name === endpoint.service)?.base}${pathOf(endpoint, SAMPLE_PARAMS)}`;

describe('the declared routes', () => {
  it('are each registered where they are declared: a personal one asks for a sign-in', async () => {
    const t = await apiTestApp();
    for (const route of routes.filter(({ endpoint }) => endpoint.personal === true)) {
      const answer = await t.signed(addressOf(route), { method: route.endpoint.method });
      expect({ route: route.name, status: answer.status }).toEqual({ route: route.name, status: 401 });
      expect((await read(answer)).messages[0]?.code).toBe('unauthorised');
    }
  });

  it('keep personal answers out of every shared cache, and public ones in the policy they name', () => {
    for (const route of routes) {
      // A policy is a GET's: nothing else is kept by a cache.
      const policy = route.endpoint.method === 'GET' ? policyFor(addressOf(route))?.name : undefined;
      expect({ route: route.name, policy }).toEqual({
        route: route.name,
        policy: route.endpoint.personal === true ? undefined : route.endpoint.cache,
      });
    }
  });
});
