/**
 * Catalogue reads only one page makes, apart from the catalogue's queries, which the first page
 * loads: a draw further out than those on sale, from its preview (spec 2 §7 GET /draw/preview),
 * for the draw page; and one cause by its key (GET /causes/{key}), for the cause's pages.
 */
import { queryOptions } from '@tanstack/react-query';
import { freshMs } from '@contract/cache-policy';
import * as endpoints from '@contract/endpoints/catalogue';
import { call } from '@/api/call';

export const drawPreviewQuery = (lotteryKey: string, drawNo: number) =>
  queryOptions({
    queryKey: ['draw-preview', lotteryKey, drawNo],
    queryFn: () => call(endpoints.drawPreview, { params: { lotteryKey, drawNo } }),
    staleTime: freshMs('results'),
    meta: { persist: true },
  });

/** One cause, by its key or its address's slug. */
export const causeQuery = (key: string) =>
  queryOptions({
    queryKey: ['cause', key],
    queryFn: () => call(endpoints.cause, { params: { key } }),
    staleTime: freshMs('public'),
    meta: { persist: true },
  });
