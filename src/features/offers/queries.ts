/**
 * Catalogue reads (spec 2 §7): product offers by pricing id and segment (v3.9), draw details
 * (v3.6), tips, statistics and causes. Public and persisted, so the catalogue and offer pages
 * read from the device offline after one visit; freshness comes from the one policy table.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { freshMs } from '@contract/cache-policy';
import { DEFAULT_PRICING_ID } from '@contract/pricing';
import * as endpoints from '@contract/endpoints/catalogue';
import { call } from '@/api/call';
import type { Visitor } from '@/lib/router-context';

const getOffers = (pricingId: string, segmentName: string | undefined, reload = false) =>
  call(endpoints.offers, { params: { pricingId }, query: { segmentName }, reload });

/** Every pricing's and segment's offers are read again (the customer's account changed under them). */
export const refreshOffers = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: ['offers'] });

export const offerQueries = {
  all: (pricingId = DEFAULT_PRICING_ID, segmentName?: string) =>
    queryOptions({
      queryKey: ['offers', pricingId, segmentName ?? 'visitor'],
      queryFn: () => getOffers(pricingId, segmentName),
      staleTime: freshMs('product-offers'),
      meta: { persist: true },
    }),
  draw: (lotteryKey: string, drawNo: number) =>
    queryOptions({
      queryKey: ['draw', lotteryKey, drawNo],
      queryFn: () => call(endpoints.draw, { params: { lotteryKey, drawNo } }),
      staleTime: freshMs('results'),
      meta: { persist: true },
    }),
  tips: () =>
    queryOptions({
      queryKey: ['tips'],
      queryFn: () => call(endpoints.tips),
      staleTime: freshMs('tips'),
      meta: { persist: true },
    }),
  statistics: (offerKey: string) =>
    queryOptions({
      queryKey: ['statistics', offerKey],
      queryFn: () => call(endpoints.statistics, { params: { key: offerKey } }),
      staleTime: freshMs('public'),
      meta: { persist: true },
    }),
  /** Each game's brand colour and mark (ui/game-brand.tsx), kept on the device for offline pages. */
  branding: () =>
    queryOptions({
      queryKey: ['branding'],
      queryFn: () => call(endpoints.branding),
      staleTime: freshMs('branding'),
      meta: { persist: true },
    }),
  causes: () =>
    queryOptions({
      queryKey: ['causes'],
      queryFn: () => call(endpoints.causes),
      staleTime: freshMs('public'),
      meta: { persist: true },
    }),
};

/** The offers this visitor sees: their pricing id (standard for visitors) and segment decide. */
export const offersFor = ({ visitor }: { visitor: Pick<Visitor, 'pricingId' | 'segmentName'> }) =>
  offerQueries.all(visitor.pricingId() ?? DEFAULT_PRICING_ID, visitor.segmentName());

/**
 * This visitor's offers as the server has them now, past every kept copy: the server refused a
 * draw the page's copy still sells (sales closed since it was kept).
 */
export const reloadOffers = (
  queryClient: QueryClient,
  visitor: Pick<Visitor, 'pricingId' | 'segmentName'>,
) => {
  const pricingId = visitor.pricingId() ?? DEFAULT_PRICING_ID;
  return queryClient.fetchQuery({
    ...offerQueries.all(pricingId, visitor.segmentName()),
    queryFn: () => getOffers(pricingId, visitor.segmentName(), true),
    staleTime: 0,
  });
};
