/**
 * Every way in (login, checkout login, sign-up, autologin, transfer) ends here: the after-sign-in
 * steps, then a full page load of where to go, so every query, the header and the session port
 * start again as this customer.
 */
import { useCallback } from 'react';
import type { LoginResult } from '@/api';
import type { SignInKind } from '@/lib/analytics';
import { completeSignIn } from './after-sign-in';

export function useFinishSignIn(
  target: string,
  sessionSeconds: number | undefined,
  /** How the customer signed in, for analytics: with their email (and password), Apple or Google. */
  method?: SignInKind,
): (session: LoginResult) => Promise<void> {
  return useCallback(
    async (session: LoginResult) => {
      window.location.assign(await completeSignIn(session, { sessionSeconds, target, method }));
    },
    [sessionSeconds, target, method],
  );
}
