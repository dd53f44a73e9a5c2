/**
 * Wires the after-sign-in steps (auth) to the site configuration (config) for every way in:
 * login, checkout login, sign-up, autologin and transfer. The last step is a full page load, so
 * every query, the header and the session port start again as this customer.
 */
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { SignedInSession } from '../../api';
import { completeSignIn } from '../../features/auth/after-sign-in';
import { configQueries } from '../../features/config/queries';
import { contentQueries } from '../../features/content/queries';
import { publicPath } from '../../features/content/route-paths';

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

/**
 * Support and responsible-gambling pages as the content service names them, at their public
 * paths (as the footer links them).
 * The root route has loaded the site content before any page shows, so this never waits.
 */
export function useHelpLinks(): { support: string; responsibleGambling: string } {
  const { footer, routePaths } = useSuspenseQuery(contentQueries.site()).data;
  return {
    support: publicPath(footer.supportUrl, routePaths),
    responsibleGambling: publicPath(footer.responsibleGamblingUrl, routePaths),
  };
}
