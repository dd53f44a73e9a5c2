/** What the sign-in pages take from the site configuration, with the spec's defaults until it loads. */
import { useQuery } from '@tanstack/react-query';
import { CONFIG_DEFAULTS, configQueries } from './queries';

const DEFAULT_REMEMBER_DAYS = 30;

export function useSignInSettings() {
  const { data: config } = useQuery(configQueries.site());
  return {
    sessionSeconds: config?.sessionTimeout,
    rememberForDays: config?.twoFactorAuthenticationConfig.rememberForDays ?? DEFAULT_REMEMBER_DAYS,
    minAge: config?.minRegistrationAge ?? CONFIG_DEFAULTS.minRegistrationAge,
  };
}
