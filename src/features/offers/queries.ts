/**
 * Catalogue reads (spec 2 §7): product offers by pricing id and segment (v3.9), draw details
 * (v3.6), tips, statistics and causes. Public and persisted, so the catalogue and offer pages
 * read from the device offline after one visit; freshness comes from the one policy table.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { freshMs } from '@contract/cache-policy';
import { DEFAULT_PRICING_ID } from '@contract/pricing';
import * as endpoints from '@contract/endpoints/catalogue';
import type { ProductOffers } from '@contract/schemas/shop';
import { call } from '@/api/call';
import type { Visitor } from '@/lib/router-context';

const getOffers = (pricingId: string, segmentName: string | undefined, reload = false) =>
  call(endpoints.offers, { params: { pricingId }, query: { segmentName }, reload });

/** When the first draw the catalogue sells stops selling (ms); what is on sale changes then. */
export function nextSalesStop(offers: ProductOffers | undefined): number {
  let next = Number.POSITIVE_INFINITY;
  for (const offer of offers?.offers ?? [])
    for (const draw of offer.draws) {
      const stop = Date.parse(draw.stop);
      if (stop > Date.now() && stop < next) next = stop;
    }
  return next;
}

/** Once a draw it sells has stopped selling, a kept copy of the catalogue is past, whatever its age. */
const passedAStop = (offers: ProductOffers | undefined) =>
  offers?.offers.some((offer) => offer.draws.some((draw) => Date.parse(draw.stop) <= Date.now())) ?? false;

/** A little after the stop, so the server's own kept answer has moved on too. */
const AFTER_STOP_MS = 2000;

/** Every pricing's and segment's offers are read again (the customer's account changed under them). */
export const refreshOffers = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: ['offers'] });

export const offerQueries = {
  /**
   * Fresh until the policy's time or the next sales stop, whichever is first (issue 62, point 6): a
   * page open at a draw's close reads the catalogue again then, past every kept copy, and moves on
   * to the next draw without a reload.
   */
  all: (pricingId = DEFAULT_PRICING_ID, segmentName?: string) =>
    queryOptions({
      queryKey: ['offers', pricingId, segmentName ?? 'visitor'],
      queryFn: ({ client, queryKey }) =>
        getOffers(pricingId, segmentName, passedAStop(client.getQueryData<ProductOffers>(queryKey))),
      staleTime: (query) =>
        Math.max(0, Math.min(freshMs('product-offers'), nextSalesStop(query.state.data) - Date.now())),
      refetchInterval: (query) => {
        const untilStop = nextSalesStop(query.state.data) - Date.now();
        return Number.isFinite(untilStop) && untilStop < freshMs('product-offers')
          ? Math.max(0, untilStop) + AFTER_STOP_MS
          : false;
      },
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
