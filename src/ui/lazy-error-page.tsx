/**
 * The error page, loaded when one shows: a first visit that goes well never fetches it. The
 * router uses the not-found page for every route whose loader throws `notFound()`, so each page
 * keeps its frame and no route names its own. When the error page's own code cannot be fetched
 * (offline with no service worker to serve it) the fallback panel, part of the first page's code,
 * stands in: never the router's default error.
 */
import { Suspense, lazy } from 'react';
import type { ErrorPageProps } from './error-page';
import type { NotFoundTexts } from './error-texts';
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

const isNotFoundTexts = (data: unknown): data is NotFoundTexts =>
  typeof data === 'object' && data !== null && 'heading' in data && 'body' in data;

/** The 404 page; a loader's `notFound({ data })` with texts names what was not found. */
export function NotFoundPage({ data }: { data?: unknown }) {
  return <ErrorPage kind="notFound" texts={isNotFoundTexts(data) ? data : undefined} />;
}
