import { QueryClient } from '@tanstack/react-query';
import { isRedirect } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { loginHref, requireCustomer } from './route-guard';

const context = (signedIn: boolean) => ({
  queryClient: new QueryClient(),
  visitor: {
    customerId: () => (signedIn ? '1' : undefined),
    segmentName: () => undefined,
    pricingId: () => undefined,
  },
});

describe('protected-route guard', () => {
  it('sends a signed-out visitor to /login with the way back', () => {
    let thrown: unknown;
    try {
      requireCustomer({ context: context(false), location: { href: '/my-account/deposit?amount=20' } });
    } catch (error) {
      thrown = error;
    }
    expect(isRedirect(thrown)).toBe(true);
    expect(loginHref('/my-account/deposit?amount=20')).toBe(
      '/login?redirect=%2Fmy-account%2Fdeposit%3Famount%3D20',
    );
  });

  it('lets a signed-in customer through', () => {
    expect(() =>
      requireCustomer({ context: context(true), location: { href: '/my-account' } }),
    ).not.toThrow();
  });
});
