import { QueryClient } from '@tanstack/react-query';
import { expect, it } from 'vitest';
import type { CookieJar } from '@/lib/cookies';
import { followSubscriptionVariant } from './subscription-variant-change';

const jar: CookieJar = {
  consentRequired: false,
  consent: () => undefined,
  set: () => true,
  setWhenAllowed: () => undefined,
  saveConsent: () => undefined,
};

it('clears the offers, statistics, draw result keys and cart when a customer’s variant changes, and keeps the rest', () => {
  const queryClient = new QueryClient();
  const cleared = [
    ['offers', 'standard'],
    ['statistics', 'powerball'],
    ['results', 'keys', 'standard'],
    ['customer', '7', 'cart'],
  ];
  const kept = [['results', 'latest', 'standard', 'all', 1], ['causes']];
  for (const queryKey of [...cleared, ...kept]) queryClient.setQueryData(queryKey, 'before');
  const visitor = { customerId: () => '7', segmentName: () => 'customer', pricingId: () => 'standard' };
  followSubscriptionVariant(queryClient, jar, visitor, '?sv=subscriber');
  expect(cleared.map((queryKey) => queryClient.getQueryData(queryKey))).toEqual(cleared.map(() => undefined));
  expect(kept.map((queryKey) => queryClient.getQueryData(queryKey))).toEqual(kept.map(() => 'before'));
});
