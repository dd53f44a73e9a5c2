import type { ErrorComponentProps } from '@tanstack/react-router';
import { useEffect, useSyncExternalStore } from 'react';
import { ApiError, appError, errorReports } from '@/api';
import { ErrorPage } from '@/ui/lazy-error-page';
import { NotSavedOffline } from '@/ui/not-saved-offline';
import { useOnline } from '@/ui/use-online';
import frame from '@/ui/frame.module.css';

/** The status of an unrecoverable call, whose page replaces the current one. */
export function useAppError(): number | undefined {
  return useSyncExternalStore(appError.subscribe, appError.get, () => undefined);
}

/**
 * Render errors show the generic panel, unless a call already chose a page by its status, or the
 * device is offline (the page is not saved on it). They are reported online; a failed call was
 * already reported (or not) by the request convention. A page's own
 * error (its code could not load, say) shows inside the frame; one of the frame's, around a new one.
 */
export function PageError({ error }: ErrorComponentProps) {
  const status = useAppError();
  const online = useOnline();
  useEffect(() => {
    if (!(error instanceof ApiError) && online) errorReports.capture(error, { source: 'render' });
  }, [error, online]);
  if (status !== undefined) return <ErrorPage status={status} />;
  if (online) return <ErrorPage kind="fallback" />;
  // Offline, a page whose data this device never saved failed for that alone: it says so. One
  // whose code could not be fetched shows the spec's panel, and what does open offline.
  if (error instanceof ApiError) return <NotSavedOffline page />;
  return (
    <>
      <ErrorPage kind="fallback" />
      <section className={`${frame.container} ${frame.containerSm}`}>
        <NotSavedOffline />
      </section>
    </>
  );
}
