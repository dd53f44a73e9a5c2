/** Where the query cache is persisted on the device (IndexedDB via idb-keyval), and its wipe. */
import type { PersistedClient, Persister } from '@tanstack/query-persist-client-core';
import { del, get, set } from 'idb-keyval';

const STORAGE_KEY = 'luckydip-query-cache';

export const idbPersister: Persister = {
  persistClient: (client: PersistedClient) => set(STORAGE_KEY, client),
  restoreClient: () => get<PersistedClient>(STORAGE_KEY),
  removeClient: () => del(STORAGE_KEY),
};

/** Sign-out and account closure remove every persisted answer, personal or not. */
export function clearPersistedCache(): Promise<void> {
  return del(STORAGE_KEY);
}

/** Where the device records whose snapshot it keeps (features/auth/after-sign-in writes it). */
export const LAST_CUSTOMER_KEY = 'luckydip.last-customer';

/**
 * The customer whose snapshot this device keeps: the last to sign in, until they sign out (an
 * inactivity time-out keeps it). Only their personal queries are written to the device.
 */
export function deviceCustomer(): string | null {
  try {
    return localStorage.getItem(LAST_CUSTOMER_KEY);
  } catch {
    return null;
  }
}
