import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { createCookieJar } from '@/lib/cookies';
import { keepSubscriptionVariant, subscriptionVariant, variantChangeReloads } from './subscription-variant';

const jar = createCookieJar(() => true);

describe('the subscription variant', () => {
  afterEach(() => Cookies.remove('sv', { path: '/' }));

  it('keeps a known variant from a landing URL, and says whether it changed', () => {
    expect(keepSubscriptionVariant(jar, '?sv=subscriber')).toBe(true);
    expect(subscriptionVariant()).toBe('subscriber');
    expect(keepSubscriptionVariant(jar, '?sv=subscriber&utm_source=x')).toBe(false);
    expect(keepSubscriptionVariant(jar, '?utm_source=x')).toBe(false);
    expect(subscriptionVariant()).toBe('subscriber');
  });

  it('ignores a variant the storefront does not run, and a tampered cookie', () => {
    expect(keepSubscriptionVariant(jar, '?sv=free-tickets')).toBe(false);
    expect(subscriptionVariant()).toBeUndefined();
    Cookies.set('sv', 'subscriber<script>');
    expect(subscriptionVariant()).toBeUndefined();
  });

  it('reloads for a customer always, for a visitor only when the pricing changed', () => {
    expect(
      variantChangeReloads({ signedIn: true, pricingBefore: 'standard', pricingAfter: 'standard' }),
    ).toBe(true);
    expect(
      variantChangeReloads({ signedIn: false, pricingBefore: 'standard', pricingAfter: 'subscriber' }),
    ).toBe(true);
    expect(
      variantChangeReloads({ signedIn: false, pricingBefore: 'standard', pricingAfter: 'standard' }),
    ).toBe(false);
  });
});
