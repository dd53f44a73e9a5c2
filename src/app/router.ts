import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { appError } from '@/api';
import { cookieVisitor } from '@/features/auth/visitor';
import { gatePages } from '@/features/capabilities/route-gate';
import { contentQueries } from '@/features/content/queries';
import { routePathRewrite } from '@/lib/route-paths';
import { focusOnNavigate } from './focus-on-navigate';
import { PageError } from '@/routes/-components/page-error';
import { RouteNotFound } from '@/routes/-components/route-not-found';
import { routeTree } from '../route-tree.gen';
import { PendingPage } from '@/ui/not-saved-offline';

/**
 * The browser's history by default; the prerender passes a memory history at the page's path.
 * Its render leaves out the router's scroll-restoration script: inline, it would break the CSP.
 */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  const router = createRouter({
    routeTree,
    ...(history ? { history } : {}),
    context: { queryClient, visitor: cookieVisitor },
    defaultPreload: 'intent',
    // Loaders read through the query cache, which has its own freshness rules.
    defaultPreloadStaleTime: 0,
    // A skeleton, or offline with nothing saved for the page, that it is not saved on this device.
    defaultPendingComponent: PendingPage,
    // A loader's notFound() shows the 404 page inside its own route, under the site frame (or,
    // to a customer on a break, that play is paused for them).
    defaultNotFoundComponent: RouteNotFound,
    // A page that fails (its code could not be fetched offline, say) shows the spec's panel inside
    // the frame, never the router's own "Something went wrong!".
    defaultErrorComponent: PageError,
    scrollRestoration: history === undefined,
    rewrite: routePathRewrite(
      () => queryClient.getQueryData(contentQueries.site().queryKey)?.routePaths ?? {},
    ),
  });
  // An unrecoverable error page belongs to the page that failed; moving on clears it.
  router.subscribe('onBeforeNavigate', () => appError.clear());
  gatePages(Object.values(router.routesById));
  focusOnNavigate(router);
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface StaticDataRouteOption {
    /**
     * The page opens without a connection once the app is installed: the build precaches the code
     * it loads (scripts/offline-precache.ts), and an e2e opens it offline (tests/offline-pages.spec.ts).
     */
    offline?: true;
  }
}
