import { type Query, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api';
import { shouldPersist } from './persister';
import { shouldRetry } from './query-client';

describe('query client', () => {
  it('does not retry answers the server meant, but retries dropped connections twice', () => {
    const http = new ApiError({ status: 404, url: '/x', message: 'm', kind: 'http' });
    const timeout = new ApiError({ status: 408, url: '/x', message: 'm', kind: 'timeout' });
    expect(shouldRetry(0, http)).toBe(false);
    expect(shouldRetry(0, timeout)).toBe(true);
    expect(shouldRetry(1, timeout)).toBe(true);
    expect(shouldRetry(2, timeout)).toBe(false);
  });

  it('persists only successful queries marked for it', async () => {
    const client = new QueryClient();
    await client.fetchQuery({ queryKey: ['kept'], queryFn: () => 1, meta: { persist: true } });
    await client.fetchQuery({ queryKey: ['memory'], queryFn: () => 2 });
    await client
      .fetchQuery({
        queryKey: ['failed'],
        queryFn: () => Promise.reject(new Error('x')),
        meta: { persist: true },
      })
      .catch(() => undefined);
    const persisted = client
      .getQueryCache()
      .getAll()
      .filter((query: Query) => shouldPersist(query))
      .map((query) => query.queryKey[0]);
    expect(persisted).toEqual(['kept']);
  });
});
