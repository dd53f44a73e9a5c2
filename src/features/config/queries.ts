/** The site configuration (GET /config): constants of spec 1 §3, with the spec's defaults. */
import { queryOptions } from '@tanstack/react-query';
import { freshMs } from '@contract/cache-policy';
import type { SiteConfig } from '@contract/schemas/site';
import * as siteEndpoints from '@contract/endpoints/site';
import { call } from '@/api/call';

export type { SiteConfig };

/** Spec 1 §5 and §9: what applies when the server leaves a value out. */
export const CONFIG_DEFAULTS = { sessionTimeout: 3600, minRegistrationAge: 18 } as const;

export function withDefaults(config: Partial<SiteConfig> & Pick<SiteConfig, 'siteName'>): SiteConfig {
  return {
    ...config,
    sessionTimeout: config.sessionTimeout ?? CONFIG_DEFAULTS.sessionTimeout,
    minRegistrationAge: config.minRegistrationAge ?? CONFIG_DEFAULTS.minRegistrationAge,
  } as SiteConfig;
}

export const configQueries = {
  site: () =>
    queryOptions({
      queryKey: ['config'],
      queryFn: async () => withDefaults(await call(siteEndpoints.config)),
      staleTime: freshMs('public'),
      meta: { persist: true },
    }),
};
