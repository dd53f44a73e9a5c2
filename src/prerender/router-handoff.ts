/**
 * Handing the prerendered page's routes to the browser's router (issue "First paint"): which
 * routes matched, their status and loader data, so the router starts with the page already loaded
 * and React hydrates the very tree that was rendered. It feeds the router's own hydration with the
 * shape its server hand-off would have written as an inline script (which our CSP forbids); the
 * hydration test guards the shape against router updates, so the router version is pinned.
 */
import type { AnyRouter } from '@tanstack/react-router';
import { hydrate } from '@tanstack/router-core/ssr/client';

export interface RouterHandoff {
  matches: { i: string; s: string; u: number; l?: unknown; ssr: true }[];
}

interface LoadedMatch {
  id: string;
  status: string;
  updatedAt: number;
  loaderData?: unknown;
}

/** The router's id for a match in a hand-off (its `/` read as `#`). */
const handoffMatchId = (id: string) => id.replaceAll('/', '#');

export const routerHandoff = (matches: readonly LoadedMatch[]): RouterHandoff => ({
  matches: matches.map((match) => ({
    i: handoffMatchId(match.id),
    s: match.status,
    u: match.updatedAt,
    ...(match.loaderData !== undefined ? { l: match.loaderData } : {}),
    ssr: true,
  })),
});

export async function takeOverRouter(router: AnyRouter, handoff: RouterHandoff): Promise<void> {
  (window as unknown as { $_TSR: unknown }).$_TSR = {
    router: { matches: handoff.matches },
    buffer: [],
    initialized: false,
  };
  await hydrate(router);
}
