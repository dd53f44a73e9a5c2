import type { ErrorComponentProps } from '@tanstack/react-router';
import { useEffect, useSyncExternalStore } from 'react';
import { ApiError, appError, errorReports } from '@/api';
import { ErrorPage } from '@/ui/lazy-error-page';
import { NotSavedOffline } from '@/ui/not-saved-offline';
import { useOnline } from '@/ui/use-online';

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
  // Offline, a page whose code or data this device never saved failed for that reason alone.
  if (!online && status === undefined) return <NotSavedOffline page />;
  return status === undefined ? <ErrorPage kind="fallback" /> : <ErrorPage status={status} />;
}
