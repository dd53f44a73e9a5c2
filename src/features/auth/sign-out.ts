/**
 * Ending a session (spec 1 §4, DESIGN "personal data on the device").
 * - Signing out: the device forgets the session at once (./begin-sign-out, as /logout is entered),
 *   then this finishes: the persisted query cache is cleared and the analytics user forgotten.
 * - Closing the account: the server has already ended every session; the device forgets it.
 * - A session that ends by itself (inactivity, or a refresh the server refuses): the cookies go,
 *   but the read-only snapshot of that customer's tickets stays until they sign in or out.
 * A failed server call still signs out here; ./begin-sign-out tells the server again later.
 */
import { analytics } from '@/lib/analytics';
import { forgetDeviceCustomer } from '@/lib/persisted-cache';
import { clearPersistedCache } from '@/lib/persisted-store';
import { logout } from './queries';
import { clearCustomerCookies } from './customer-cookies';

/** What follows beginSignOut on the sign-out page, before it goes home. */
export async function finishSignOut(): Promise<void> {
  analytics.track('Signed Out', {});
  analytics.reset();
  await clearPersistedCache().catch(() => undefined);
}

/** After the account is closed the server has already ended every session. */
export function forgetDevice(): Promise<void> {
  clearCustomerCookies();
  forgetDeviceCustomer();
  analytics.reset();
  return clearPersistedCache().catch(() => undefined);
}

export async function endInactiveSession(): Promise<void> {
  await logout().catch(() => undefined);
  clearCustomerCookies();
}
