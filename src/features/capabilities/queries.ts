import { queryOptions } from '@tanstack/react-query';
import { freshMs } from '../../../sw/cache-policy';
import { mainApi } from '../../api';
import type { Capabilities } from './capabilities';

export const capabilityQueries = {
  all: () =>
    queryOptions({
      queryKey: ['capabilities'],
      queryFn: () => mainApi.get<Capabilities>('/capabilities'),
      staleTime: freshMs('public'),
      meta: { persist: true },
    }),
};
