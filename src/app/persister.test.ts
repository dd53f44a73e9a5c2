// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import type { PersistedClient, Persister } from '@tanstack/query-persist-client-core';
import { describe, expect, it } from 'vitest';
import { LAST_CUSTOMER_KEY, forgetDeviceCustomer } from '@/lib/persisted-cache';
import { idbPersister } from '@/lib/persisted-store';
import { restoreAndPersist, shouldPersist } from './persister';

function memoryPersister(): Persister & { saved: () => PersistedClient | undefined; writes: () => number } {
  let saved: PersistedClient | undefined;
  let writes = 0;
  return {
    persistClient: (client) => {
      saved = client;
      writes += 1;
    },
    restoreClient: () => saved,
    removeClient: () => {
      saved = undefined;
    },
    saved: () => saved,
    writes: () => writes,
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 1100));

describe('persisted query cache', () => {
  it('writes marked queries and restores them into a new client before use', async () => {
    const persister = memoryPersister();
    const first = new QueryClient();
    const unsubscribe = await restoreAndPersist(first, persister);
    await first.fetchQuery({
      queryKey: ['config'],
      queryFn: () => ({ siteName: 'Lucky Dip' }),
      meta: { persist: true },
    });
    await first.fetchQuery({ queryKey: ['cart'], queryFn: () => ({ items: 1 }) });
    await settle();
    unsubscribe();
    expect(persister.saved()?.clientState.queries.map((q) => q.queryKey)).toEqual([['config']]);

    const second = new QueryClient();
    await restoreAndPersist(second, persister);
    expect(second.getQueryData(['config'])).toEqual({ siteName: 'Lucky Dip' });
    expect(second.getQueryData(['cart'])).toBeUndefined();
  });

  it('restores no personal query but the device customer’s, and leaves the others out of the next save', async () => {
    const persister = memoryPersister();
    localStorage.setItem(LAST_CUSTOMER_KEY, '7');
    const first = new QueryClient();
    const unsubscribe = await restoreAndPersist(first, persister);
    const personal = { queryKey: ['customer', '7', 'tickets'], meta: { persist: true } };
    await first.fetchQuery({ ...personal, queryFn: () => ['ticket 1'] });
    await first.fetchQuery({ queryKey: ['results'], queryFn: () => 'draw 1', meta: { persist: true } });
    await settle();
    unsubscribe();

    // Signed out as the page was left: whose copy it was is forgotten, the copy not yet cleared.
    forgetDeviceCustomer();
    const next = new QueryClient();
    const stop = await restoreAndPersist(next, persister);
    expect(next.getQueryData(personal.queryKey)).toBeUndefined();
    expect(next.getQueryData(['results'])).toBe('draw 1');
    await settle();
    stop();
    expect(persister.saved()?.clientState.queries.map((query) => query.queryKey)).toEqual([['results']]);
  });

  it('saves a burst of changes once, when the browser is idle', async () => {
    const persister = memoryPersister();
    const client = new QueryClient();
    const unsubscribe = await restoreAndPersist(client, persister);
    await Promise.all(
      ['a', 'b', 'c'].map((key) =>
        client.fetchQuery({ queryKey: [key], queryFn: () => key, meta: { persist: true } }),
      ),
    );
    expect(persister.writes()).toBe(0);
    await settle();
    unsubscribe();
    expect(persister.writes()).toBe(1);
    expect(persister.saved()?.clientState.queries.map((q) => q.queryKey)).toEqual([['a'], ['b'], ['c']]);
  });

  it('saves only what changes the saved copy', async () => {
    const persister = memoryPersister();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const unsubscribe = await restoreAndPersist(client, persister);
    const results = { queryKey: ['results'], meta: { persist: true } };
    await client.fetchQuery({ ...results, queryFn: () => 'draw 1' });
    await settle();
    expect(persister.writes()).toBe(1);
    // Not kept, a refresh that fails, an observer that comes and goes: the saved copy stays as it is.
    await client.fetchQuery({ queryKey: ['cart'], queryFn: () => 'items' });
    await client
      .fetchQuery({ ...results, staleTime: 0, queryFn: () => Promise.reject(new Error('offline')) })
      .catch(() => undefined);
    new QueryObserver(client, { ...results, queryFn: () => 'draw 1', enabled: false }).subscribe(
      () => undefined,
    )();
    await settle();
    expect(persister.writes()).toBe(1);
    client.setQueryData(['results'], 'draw 2');
    await settle();
    unsubscribe();
    expect(persister.writes()).toBe(2);
    expect(persister.saved()?.clientState.queries[0]?.state.data).toBe('draw 2');
  });

  it('saves what a prerendered page read before it restored the saved copy (issue #59)', async () => {
    const persister = memoryPersister();
    const earlier = new QueryClient();
    (await restoreAndPersist(earlier, persister))();
    expect(persister.writes()).toBe(0);
    // The page hydrates and reads its results; only once idle does it restore and start saving.
    const page = new QueryClient();
    await page.fetchQuery({ queryKey: ['results'], queryFn: () => 'draw 1', meta: { persist: true } });
    const unsubscribe = await restoreAndPersist(page, persister);
    await settle();
    unsubscribe();
    expect(persister.saved()?.clientState.queries.map((query) => query.queryKey)).toEqual([['results']]);
  });

  it('saves what is waiting as the page hides, which may never be idle again', async () => {
    const persister = memoryPersister();
    const client = new QueryClient();
    const unsubscribe = await restoreAndPersist(client, persister);
    await client.fetchQuery({ queryKey: ['draw'], queryFn: () => 'drawn', meta: { persist: true } });
    expect(persister.saved()).toBeUndefined();
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    unsubscribe();
    expect(persister.saved()?.clientState.queries.map((q) => q.queryKey)).toEqual([['draw']]);
  });

  it('saves a query whose refresh failed as it last read, so a page opened offline loses nothing', async () => {
    const persister = memoryPersister();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const unsubscribe = await restoreAndPersist(client, persister);
    const capabilities = { queryKey: ['capabilities'], meta: { persist: true } };
    await client.fetchQuery({ ...capabilities, queryFn: () => ['autoplay_manage'] });
    await client
      .fetchQuery({ ...capabilities, staleTime: 0, queryFn: () => Promise.reject(new Error('offline')) })
      .catch(() => undefined);
    expect(client.getQueryState(['capabilities'])?.status).toBe('error');
    await settle();
    unsubscribe();

    const next = new QueryClient();
    await restoreAndPersist(next, persister);
    expect(next.getQueryState(['capabilities'])).toMatchObject({
      status: 'success',
      data: ['autoplay_manage'],
      error: null,
    });
  });

  it('drops a cache written by a build with another data version', async () => {
    const persister = memoryPersister();
    await persister.persistClient({
      timestamp: Date.now(),
      buster: 'some-older-version',
      clientState: { mutations: [], queries: [] },
    });
    await restoreAndPersist(new QueryClient(), persister);
    expect(persister.saved()).toBeUndefined();
  });

  it('keeps personal queries only of the customer whose snapshot the device keeps', async () => {
    const client = new QueryClient();
    const read = (key: unknown[]) =>
      client.fetchQuery({ queryKey: key, queryFn: () => 'data', meta: { persist: true } });
    await Promise.all([
      read(['customer', '7', 'orders']),
      read(['customer', '8', 'orders']),
      read(['results']),
    ]);
    const kept = (owner: string | null) =>
      client
        .getQueryCache()
        .getAll()
        .filter((query) => shouldPersist(query, owner))
        .map((query) => query.queryKey);
    expect(kept('7')).toEqual([['customer', '7', 'orders'], ['results']]);
    // Signed out: whatever is still in memory, nothing personal is written again.
    expect(kept(null)).toEqual([['results']]);
  });

  it('keeps the cache in IndexedDB', async () => {
    const client: PersistedClient = {
      timestamp: 1,
      buster: 'x',
      clientState: { mutations: [], queries: [] },
    };
    await idbPersister.persistClient(client);
    expect(await idbPersister.restoreClient()).toEqual(client);
    await idbPersister.removeClient();
    expect(await idbPersister.restoreClient()).toBeUndefined();
  });
});
