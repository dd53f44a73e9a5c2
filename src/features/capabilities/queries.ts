import { queryOptions } from '@tanstack/react-query';
import { freshMs } from '@contract/cache-policy';
import { mainApi } from '@/api';
import type { Capabilities } from '@contract/schemas/site';

export const capabilityQueries = {
  all: () =>
    queryOptions({
      queryKey: ['capabilities'],
      queryFn: () => mainApi.get<Capabilities>('/capabilities'),
      staleTime: freshMs('public'),
      meta: { persist: true },
    }),
};
