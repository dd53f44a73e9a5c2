/**
 * The router's not-found page: the 404, or, for a customer on a break or self-excluded, the page
 * that tells them play is paused (src/features/capabilities/route-gate.ts). That one is loaded
 * only when it shows.
 */
import { lazy, Suspense } from 'react';
import { isPlayPaused } from '@/features/capabilities/route-gate';
import { NotFoundPage } from '@/ui/lazy-error-page';
import { PageSkeleton } from '@/ui/page-skeleton';

const PlayPausedPage = lazy(() => import('./play-paused-page'));

export function RouteNotFound({ data }: { data?: unknown }) {
  if (!isPlayPaused(data)) return <NotFoundPage data={data} />;
  return (
    <Suspense fallback={<PageSkeleton />}>
      <PlayPausedPage />
    </Suspense>
  );
}
