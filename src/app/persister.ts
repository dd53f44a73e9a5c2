/**
 * The persisted query cache in IndexedDB (idb-keyval). Only queries marked `meta.persist` and in a
 * success state are written; the buster drops caches written by a build with another data shape.
 * Restored before the first render of a page that is not prerendered (main.tsx), so persisted
 * views never flash empty offline; loaded on demand, as no prerendered page needs it to paint.
 */
import type { Query, QueryClient, QueryState } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  type PersistedClient,
  type PersistedQueryClientSaveOptions,
  type Persister,
} from '@tanstack/query-persist-client-core';
import { PERSIST_MAX_AGE_MS, deviceCustomer } from '@/lib/persisted-cache';
import { idbPersister } from '@/lib/persisted-store';
import { whenIdle } from '@/lib/when-idle';

/**
 * A query the device keeps: marked `meta.persist` and read successfully at least once; a personal
 * one (keyed by `customerKey`) only of the customer the device keeps a snapshot of, so a save that
 * runs after a sign-out, from what is still in memory, never writes the customer back.
 */
export function shouldPersist(query: Query, owner: string | null = deviceCustomer()): boolean {
  const [scope, customerId] = query.queryKey;
  if (scope === 'customer' && customerId !== owner) return false;
  return query.meta?.persist === true && query.state.data !== undefined;
}

/**
 * Only the device customer's personal queries come back: a sign-out forgets whose copy it was at
 * once, and the copy itself, in IndexedDB, may outlive a page left before clearing it finished.
 */
function ownersOnly(saved: PersistedClient): PersistedClient {
  const owner = deviceCustomer();
  const queries = saved.clientState.queries.filter(
    ({ queryKey: [scope, customerId] }) => scope !== 'customer' || customerId === owner,
  );
  return { ...saved, clientState: { ...saved.clientState, queries } };
}

/**
 * A query whose last refresh failed is saved as it last read. A page opened offline refreshes what
 * is stale, and every refresh fails (the query library assumes a page starts online); saving only
 * successes dropped those queries from the device, and the next page opened offline that needed
 * one said it was not saved (a customer's capabilities, a minute after they were read).
 */
function asLastRead(state: QueryState): QueryState {
  if (state.status !== 'error') return state;
  return { ...state, status: 'success', error: null, fetchFailureCount: 0, fetchFailureReason: null };
}

const savingLastRead = (persister: Persister): Persister => ({
  ...persister,
  persistClient: (client) =>
    persister.persistClient({
      ...client,
      clientState: {
        ...client.clientState,
        queries: client.clientState.queries.map((query) => ({ ...query, state: asLastRead(query.state) })),
      },
    }),
});

export async function restoreAndPersist(queryClient: QueryClient, persister: Persister = idbPersister) {
  const options = {
    queryClient,
    persister,
    maxAge: PERSIST_MAX_AGE_MS,
    buster: __DATA_VERSION__,
  };
  // Watching for the page to hide starts before the store is first opened: WebKit fires pagehide
  // before visibilitychange, and the save it brings must begin before the store closes (its own
  // pagehide listener, added on first use, comes after this one).
  const saver = saveWhenIdle({ ...options, persister: savingLastRead(persister) });
  // When the saved copy was written: what the page read after that is not in it.
  let savedAt = 0;
  // Whether the copy held another customer's queries, which the next save leaves out.
  let othersKept = false;
  try {
    await persistQueryClientRestore({
      ...options,
      persister: {
        ...persister,
        restoreClient: async () => {
          const saved = await persister.restoreClient();
          savedAt = saved?.timestamp ?? 0;
          const kept = saved && ownersOnly(saved);
          othersKept = (kept?.clientState.queries.length ?? 0) < (saved?.clientState.queries.length ?? 0);
          return kept;
        },
      },
    });
  } catch {
    // A private window or a full disk: the app works without the offline copy.
  }
  saver.watch();
  // A prerendered page restores once it is idle, and what it read before then (its results, say)
  // changed nothing the saving watches: without this the copy missed it until the next change, and
  // a page left soon after kept nothing of it (seen in WebKit, issue #59).
  const owner = deviceCustomer();
  const readSince = queryClient
    .getQueryCache()
    .getAll()
    .some((query) => shouldPersist(query, owner) && query.state.dataUpdatedAt > savedAt);
  if (readSince || othersKept) saver.saveSoon();
  return saver.stop;
}

/**
 * Saves the cache once per burst of changes, when the browser is idle. A revalidation changes a
 * page's queries together, and saving on each change (the library's own subscription does)
 * dehydrated and wrote the whole cache some twenty times in one task after first paint. Only the
 * queries are watched: no mutation waits to run offline (money never moves offline). A page that
 * is hidden (a phone switching apps, a tab closed or navigated away) may never be idle again, so
 * what is waiting is saved as it hides (visibilitychange, or pagehide, which WebKit fires first).
 */
function saveWhenIdle(options: Omit<PersistedQueryClientSaveOptions, 'dehydrateOptions'>): {
  /** Starts watching the cache for changes to save. */
  watch: () => void;
  saveSoon: () => void;
  stop: () => void;
} {
  let queued = false;
  const saveSoon = () => {
    if (queued) return;
    queued = true;
    whenIdle(save);
  };
  const save = () => {
    if (!queued) return;
    queued = false;
    // Whose snapshot the device keeps, read once per save rather than once per query.
    const owner = deviceCustomer();
    void persistQueryClientSave({
      ...options,
      dehydrateOptions: { shouldDehydrateQuery: (query) => shouldPersist(query, owner) },
    });
  };
  const saveOnHide = () => {
    if (document.visibilityState === 'hidden') save();
  };
  document.addEventListener('visibilitychange', saveOnHide);
  window.addEventListener('pagehide', save);
  // Only what changes the saved copy: a query the device keeps, added, dropped or given new data
  // (read, set or hydrated); a failed read changes nothing, as it is saved as it last read. A
  // page's start brings many more events (every fetch that begins, every observer), and each save
  // writes the whole cache (measured: 65 ms at 4x slowdown).
  let unsubscribe = () => {};
  const watch = () => {
    unsubscribe = options.queryClient.getQueryCache().subscribe((event) => {
      if (queued || event.query.meta?.persist !== true) return;
      const changed =
        event.type === 'added' ||
        event.type === 'removed' ||
        (event.type === 'updated' && (event.action.type === 'success' || event.action.type === 'setState'));
      if (changed) saveSoon();
    });
  };
  return {
    watch,
    saveSoon,
    stop: () => {
      unsubscribe();
      document.removeEventListener('visibilitychange', saveOnHide);
      window.removeEventListener('pagehide', save);
    },
  };
}
