import type { ErrorComponentProps } from '@tanstack/react-router';
import { useEffect, useSyncExternalStore } from 'react';
import { ApiError, appError, errorReports } from '@/api';
import { ErrorPage } from '@/ui/lazy-error-page';

/** The status of an unrecoverable call, whose page replaces the current one. */
export function useAppError(): number | undefined {
  return useSyncExternalStore(appError.subscribe, appError.get, () => undefined);
}

/**
 * Render errors show the generic panel, unless a call already chose a page by its status. They are
 * reported; a failed call was already reported (or not) by the request convention. A page's own
 * error (its code could not load, say) shows inside the frame; one of the frame's, around a new one.
 */
export function PageError({ error }: ErrorComponentProps) {
  const status = useAppError();
  useEffect(() => {
    if (!(error instanceof ApiError)) errorReports.capture(error, { source: 'render' });
  }, [error]);
  return status === undefined ? <ErrorPage kind="fallback" /> : <ErrorPage status={status} />;
}
