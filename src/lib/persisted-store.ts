/**
 * Where the query cache is persisted on the device (IndexedDB via idb-keyval), and its wipe. Apart
 * from ./persisted-cache, which says whose it is: IndexedDB is not needed to paint a page, so this
 * stays out of the first page's script (only the persister and sign-in or out load it).
 */
import type { PersistedClient, Persister } from '@tanstack/query-persist-client-core';
import { del, get, promisifyRequest, set, type UseStore } from 'idb-keyval';

const STORAGE_KEY = 'luckydip-query-cache';

/**
 * idb-keyval's own store, made safe for the back/forward cache. A page kept in that cache is frozen
 * with what it had begun, and in WebKit a write still running then (the save as the page hides)
 * held the store: the next page's read of it never finished (issue #59, defect B: a blank
 * /checkout after signing in). A transaction commits on its own only once the page has heard back
 * from its requests, which a frozen page never does; so each one here is committed as soon as its
 * requests are made (`commit()`), and finishes whether or not the page is frozen. On `pagehide` the
 * connection is closed (what was committed still lands); none begins while the page is hidden, and
 * one opens again on use after a `pageshow` that brings the page back: the web platform's advice
 * for the back/forward cache. Only single-request calls (get, set, del) use it.
 */
const LEFT = 'The page has been left: its storage is closed.';

export function closableStore(dbName: string, storeName: string, target: EventTarget = window): UseStore {
  let connection: Promise<IDBDatabase> | undefined;
  let left = false;
  const open = () => {
    const request = indexedDB.open(dbName);
    request.onupgradeneeded = () => request.result.createObjectStore(storeName);
    const opened = promisifyRequest(request);
    opened.then(
      (db) => {
        // The browser may close it (storage cleared, a version change elsewhere): open anew on use.
        db.onclose = () => {
          if (connection === opened) connection = undefined;
        };
        db.onversionchange = () => db.close();
      },
      () => {
        if (connection === opened) connection = undefined;
      },
    );
    return opened;
  };
  target.addEventListener('pagehide', () => {
    left = true;
    const closing = connection;
    connection = undefined;
    void closing?.then(
      (db) => db.close(),
      () => undefined,
    );
  });
  target.addEventListener('pageshow', () => {
    left = false;
  });
  return (mode, callback) => {
    if (left) return Promise.reject(new Error(LEFT));
    connection ??= open();
    return connection.then((db) => {
      // The page may have been left while the database opened.
      if (left) throw new Error(LEFT);
      const transaction = db.transaction(storeName, mode);
      const result = callback(transaction.objectStore(storeName));
      transaction.commit();
      return result;
    });
  };
}

// idb-keyval's default names: the device's earlier saves are read as before.
let store: UseStore | undefined;
const deviceStore: UseStore = (mode, callback) =>
  (store ??= closableStore('keyval-store', 'keyval'))(mode, callback);

export const idbPersister: Persister = {
  persistClient: (client: PersistedClient) => set(STORAGE_KEY, client, deviceStore),
  restoreClient: () => get<PersistedClient>(STORAGE_KEY, deviceStore),
  removeClient: () => del(STORAGE_KEY, deviceStore),
};

/** Sign-out and account closure remove every persisted answer, personal or not. */
export function clearPersistedCache(): Promise<void> {
  return del(STORAGE_KEY, deviceStore);
}
