/**
 * Ending a session (spec 1 §4, DESIGN "personal data on the device").
 * - Signing out (or closing the account): the server revokes the session, then this device
 *   forgets it: customer cookies, the persisted query cache, whose snapshot it was, and the
 *   analytics user.
 * - A session that ends by itself (inactivity, or a refresh the server refuses): the cookies go,
 *   but the read-only snapshot of that customer's tickets stays until they sign in or out.
 * A failed server call still signs out here; the tokens expire on their own.
 */
import { analytics } from '@/lib/analytics';
import { clearPersistedCache } from '@/lib/persisted-store';
import { forgetLastCustomer } from './after-sign-in';
import { logout } from './queries';
import { clearCustomerCookies } from './customer-cookies';

export async function signOutEverywhere(): Promise<void> {
  await logout().catch(() => undefined);
  analytics.track('Signed Out', {});
  await forgetDevice();
}

/** After the account is closed the server has already ended every session. */
export function forgetDevice(): Promise<void> {
  clearCustomerCookies();
  analytics.reset();
  forgetLastCustomer();
  return clearPersistedCache().catch(() => undefined);
}

export async function endInactiveSession(): Promise<void> {
  await logout().catch(() => undefined);
  clearCustomerCookies();
}
