import { QueryClient } from '@tanstack/react-query';
import { isRedirect } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LAST_CUSTOMER_KEY } from '@/lib/persisted-cache';
import { loginHref, requireCustomer } from './route-guard';
import { expiredSessionPath } from './session-paths';

const context = (signedIn: boolean) => ({
  queryClient: new QueryClient(),
  visitor: {
    customerId: () => (signedIn ? '1' : undefined),
    segmentName: () => undefined,
    pricingId: () => undefined,
  },
});

const at = (href: string) => ({ href, pathname: new URL(href, 'https://luckydip.test').pathname });

function thrownBy(run: () => void): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

/** The device keeps a customer's ticket snapshot (a session that ended by inactivity). */
const keepSnapshotOf = (customerId: string) =>
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => (key === LAST_CUSTOMER_KEY ? customerId : null),
  });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('protected-route guard', () => {
  it('sends a signed-out visitor to /login with the way back', () => {
    const thrown = thrownBy(() =>
      requireCustomer({ context: context(false), location: at('/my-account/deposit?amount=20') }),
    );
    expect(isRedirect(thrown)).toBe(true);
    expect(loginHref('/my-account/deposit?amount=20')).toBe(
      '/login?redirect=%2Fmy-account%2Fdeposit%3Famount%3D20',
    );
  });

  it('never names a page that signs in or out as the way back', () => {
    expect(loginHref('/logout')).toBe('/login');
    expect(loginHref('/logout', { expired: '1' })).toBe('/login?expired=1');
    expect(expiredSessionPath({ pathname: '/my-account', search: '' })).toBe(
      '/login?redirect=%2Fmy-account&expired=1',
    );
    // Signing out on purpose never says the session expired: /logout carries on home.
    expect(expiredSessionPath({ pathname: '/logout', search: '' })).toBeUndefined();
  });

  it('lets a signed-in customer through', () => {
    expect(requireCustomer({ context: context(true), location: at('/my-account') })).toEqual({
      customerId: '1',
      savedOnly: false,
    });
  });

  it("shows a timed-out customer's kept tickets read-only, and nothing else of the account", () => {
    keepSnapshotOf('7');
    for (const path of [
      '/my-account/upcoming-tickets',
      '/my-account/past-tickets/2',
      '/my-account/past-tickets/ticket/12',
      '/my-account/print-tickets',
    ])
      expect(requireCustomer({ context: context(false), location: at(path) })).toEqual({
        customerId: '7',
        savedOnly: true,
      });
    for (const path of ['/my-account', '/my-account/my-details', '/my-account/upcoming-ticketsx'])
      expect(
        isRedirect(thrownBy(() => requireCustomer({ context: context(false), location: at(path) }))),
      ).toBe(true);
  });

  it('shows no kept tickets to a visitor when the device keeps none', () => {
    keepSnapshotOf('');
    expect(
      isRedirect(
        thrownBy(() =>
          requireCustomer({ context: context(false), location: at('/my-account/upcoming-tickets') }),
        ),
      ),
    ).toBe(true);
  });
});
