/**
 * Where the query cache is persisted on the device (IndexedDB via idb-keyval), and its wipe. Apart
 * from ./persisted-cache, which says whose it is: IndexedDB is not needed to paint a page, so this
 * stays out of the first page's script (only the persister and sign-in or out load it).
 */
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
