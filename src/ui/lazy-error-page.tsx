/**
 * The error page, loaded when one shows: a first visit that goes well never fetches it. The
 * router uses the not-found page for every route whose loader throws `notFound()`, so each page
 * keeps its frame and no route names its own. When the error page's own code cannot be fetched
 * (offline with no service worker to serve it) the fallback panel, part of the first page's code,
 * stands in: never the router's default error.
 */
import { Suspense, lazy } from 'react';
import type { ErrorPageProps } from './error-page';
import { FallbackPanel } from './fallback-panel';
import { PageSkeleton } from './page-skeleton';

const LazyErrorPage = lazy(() =>
  import('./error-page').then(
    (module) => ({ default: module.ErrorPage }),
    () => ({ default: FallbackPanel }),
  ),
);

export function ErrorPage(props: ErrorPageProps) {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <LazyErrorPage {...props} />
    </Suspense>
  );
}

export function NotFoundPage() {
  return <ErrorPage kind="notFound" />;
}
