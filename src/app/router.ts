import { createRouter } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { appError } from '../api';
import { cookieVisitor } from '../features/auth/visitor';
import { contentQueries } from '../features/content/queries';
import { routePathRewrite } from '../lib/route-paths';
import { routeTree } from '../route-tree.gen';
import { NotFoundPage } from '../ui/lazy-error-page';
import { PageSkeleton } from '../ui/page-skeleton';

export function createAppRouter(queryClient: QueryClient) {
  const router = createRouter({
    routeTree,
    context: { queryClient, visitor: cookieVisitor },
    defaultPreload: 'intent',
    // Loaders read through the query cache, which has its own freshness rules.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: PageSkeleton,
    // A loader's notFound() shows the 404 page inside its own route, under the site frame.
    defaultNotFoundComponent: NotFoundPage,
    scrollRestoration: true,
    rewrite: routePathRewrite(
      () => queryClient.getQueryData(contentQueries.site().queryKey)?.routePaths ?? {},
    ),
  });
  // An unrecoverable error page belongs to the page that failed; moving on clears it.
  router.subscribe('onBeforeNavigate', () => appError.clear());
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
