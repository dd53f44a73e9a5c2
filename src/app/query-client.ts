/**
 * The one QueryClient. Errors the request convention already turned into a page (5xx, 418) or
 * that a retry cannot fix (4xx) are not retried, nor anything while the device is offline; timeouts
 * and dropped connections get two tries.
 */
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/api';
import { PERSIST_MAX_AGE_MS } from '@/lib/persisted-cache';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** Keep this query in IndexedDB so it reads offline and before the network answers. */
      persist?: boolean;
    };
  }
}

export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.kind === 'http') return false;
  // Offline, a retry finds nothing the first try did not: the page says at once it is not saved.
  if (typeof navigator !== 'undefined' && !navigator.onLine) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // gcTime must outlive the persisted copy, or a restored query is dropped before use.
        gcTime: PERSIST_MAX_AGE_MS,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
