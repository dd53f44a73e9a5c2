import { queryOptions } from '@tanstack/react-query';
import { freshMs } from '@contract/cache-policy';
import * as siteEndpoints from '@contract/endpoints/site';
import { call } from '@/api/call';

export const capabilityQueries = {
  all: () =>
    queryOptions({
      queryKey: ['capabilities'],
      queryFn: () => call(siteEndpoints.capabilities),
      staleTime: freshMs('public'),
      meta: { persist: true },
    }),
};
