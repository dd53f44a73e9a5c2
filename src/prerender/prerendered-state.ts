/**
 * The query state a prerendered page was rendered from (issue "First paint"), carried in the page
 * as `<script type="application/json">`: data, never code, so script-src 'self' holds.
 */
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { whenIdle } from '@/lib/when-idle';
import type { RouterHandoff } from './router-handoff';

export const PRERENDERED_STATE_ID = 'prerendered-state';

/**
 * The queries the page was rendered from, and the routes it matched. Queries every page reads
 * (configuration, site content, the catalogue) are in one file the pages share, `shared`, so each
 * page carries only its own.
 */
export interface PrerenderedPage {
  queries: DehydratedState;
  router: RouterHandoff;
  shared?: string;
  /** When it was rendered (ms since the epoch): the clock its first render reads again. */
  renderedAt: number;
}

/** The page's queries with those of the file it shares (preloaded by the page, precached). */
export async function withSharedQueries(page: PrerenderedPage): Promise<DehydratedState> {
  if (!page.shared) return page.queries;
  const response = await fetch(page.shared);
  if (!response.ok) throw new Error(`${page.shared}: ${response.status}`);
  const shared = (await response.json()) as DehydratedState;
  return { ...page.queries, queries: [...shared.queries, ...page.queries.queries] };
}

const samePath = (a: string, b: string) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');

/** The state of this very page, if it was prerendered (the shell, or another path's page: none). */
export function prerenderedState(doc: Document, pathname: string): PrerenderedPage | undefined {
  const element = doc.getElementById(PRERENDERED_STATE_ID);
  if (!element?.textContent || !samePath(element.dataset.path ?? '', pathname)) return undefined;
  return JSON.parse(element.textContent) as PrerenderedPage;
}

/**
 * Puts the page's state in the cache as if it had just been read, so nothing refetches while the
 * page hydrates; `revalidate` then reads it all again, once the browser is idle.
 */
export function hydratePrerendered(queryClient: QueryClient, state: DehydratedState, now = Date.now()) {
  hydrate(queryClient, {
    ...state,
    queries: state.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: now } })),
  });
  return {
    /** Reads the page's queries again; true when every one of them was read. */
    revalidate: async () => {
      // One read started per idle moment: starting them all at once (each signs and sends its
      // request) was one of the longest tasks after first paint.
      const reads: Promise<void>[] = [];
      for (const query of state.queries) {
        await new Promise<void>((resolve) => whenIdle(resolve));
        reads.push(queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true }));
      }
      await Promise.all(reads);
      return state.queries.every((query) => queryClient.getQueryState(query.queryKey)?.status !== 'error');
    },
  };
}
