/**
 * Wires the after-sign-in steps (auth) to the site configuration (config) for every way in:
 * login, checkout login, sign-up, autologin and transfer. The last step is a full page load, so
 * every query, the header and the session port start again as this customer.
 */
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { SignedInSession } from '../../api';
import { completeSignIn } from '../../features/auth/after-sign-in';
import { configQueries } from '../../features/config/queries';

export const SUPPORT_HREF = '/about/contact-us';
const DEFAULT_REMEMBER_DAYS = 30;

export function useSignInSettings() {
  const { data: config } = useQuery(configQueries.site());
  return {
    sessionSeconds: config?.sessionTimeout,
    rememberForDays: config?.twoFactorAuthenticationConfig.rememberForDays ?? DEFAULT_REMEMBER_DAYS,
    minAge: config?.minRegistrationAge,
  };
}

export function useFinishSignIn(target: string): (session: SignedInSession) => Promise<void> {
  const { sessionSeconds } = useSignInSettings();
  return useCallback(
    async (session: SignedInSession) => {
      window.location.assign(await completeSignIn(session, { sessionSeconds, target }));
    },
    [sessionSeconds, target],
  );
}
