/**
 * Sign-out (spec 1 §4, DESIGN "personal data on the device"): the server revokes the session,
 * then this device forgets it: customer cookies and the persisted query cache. A failed server
 * call still signs out here; the tokens expire on their own.
 */
import { clearPersistedCache } from '../../lib/persisted-cache';
import { logout } from './auth-api';
import { clearCustomerCookies } from './customer-cookies';

export async function signOutEverywhere(): Promise<void> {
  await logout().catch(() => undefined);
  clearCustomerCookies();
  await clearPersistedCache().catch(() => undefined);
}
