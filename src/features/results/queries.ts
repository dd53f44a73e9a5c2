/**
 * Results and the customer's tickets (spec 2 §7): the games with results (24 h), past draws a page
 * at a time (v3.7, five to a page), the month archive, one draw's full result; the customer's
 * orders upcoming and past and one in detail. Everything is persisted: results are readable on the
 * device indefinitely, and the customer's tickets too, under their own key, until they sign out.
 */
import { queryOptions } from '@tanstack/react-query';
import { freshMs } from '@contract/cache-policy';
import { pageOffset, RESULTS_PAGE_SIZE, TICKETS_PAGE_SIZE } from '@contract/paging';
import type {
  CustomerOrder,
  DrawPrize,
  OrderList,
  PastDraw,
  RaffleWinner,
  ResultCategory,
  ResultKey,
} from '@contract/schemas/results';
import { mainApi, type ApiResponse } from '@/api';
import { customerKey } from '@/lib/customer-key';

export interface ResultsPage<T> {
  items: T[];
  pageInfo: ApiResponse<T[]>['pageInfo'];
}

const RESULTS_VERSION = '3.7';

async function page<T>(path: string, pageNo: number, limit: number, query: Record<string, string> = {}) {
  const response = await mainApi.request<T[]>(path, {
    version: RESULTS_VERSION,
    query: { ...query, limit, offset: pageOffset(pageNo, limit) },
  });
  return { items: response.result, pageInfo: response.pageInfo } satisfies ResultsPage<T>;
}

const PUBLIC = { staleTime: freshMs('results'), meta: { persist: true } } as const;

export const resultQueries = {
  keys: (pricingId: string) =>
    queryOptions({
      queryKey: ['results', 'keys', pricingId],
      queryFn: () =>
        mainApi.get<ResultKey[]>(`/draws/pricing/${encodeURIComponent(pricingId)}/past/result_keys`),
      staleTime: freshMs('result-keys'),
      meta: { persist: true },
    }),
  /** The latest result of each game, a page of games at a time. */
  latest: (pricingId: string, category: ResultCategory | undefined, pageNo: number) =>
    queryOptions({
      queryKey: ['results', 'latest', pricingId, category ?? 'all', pageNo],
      queryFn: () =>
        page<PastDraw>(
          `/draws/pricing/${encodeURIComponent(pricingId)}/past`,
          pageNo,
          RESULTS_PAGE_SIZE,
          category ? { category } : {},
        ),
      ...PUBLIC,
    }),
  /** One game's draws, latest first. */
  game: (offerKey: string, pageNo: number) =>
    queryOptions({
      queryKey: ['results', 'game', offerKey, pageNo],
      queryFn: () =>
        page<PastDraw>(`/draws/past_customer/${encodeURIComponent(offerKey)}`, pageNo, RESULTS_PAGE_SIZE),
      ...PUBLIC,
    }),
  month: (offerKey: string, year: number, month: number) =>
    queryOptions({
      queryKey: ['results', 'month', offerKey, year, month],
      queryFn: () =>
        mainApi.get<PastDraw[]>(`/draws/past/archived/${encodeURIComponent(offerKey)}/${year}/${month}`, {
          version: RESULTS_VERSION,
          query: { limit: 50 },
        }),
      ...PUBLIC,
    }),
  draw: (offerKey: string, drawNo: number) =>
    queryOptions({
      queryKey: ['results', 'draw', offerKey, drawNo],
      queryFn: () =>
        mainApi.get<PastDraw>('/draw/full_result', { query: { offer_key: offerKey, draw_no: drawNo } }),
      ...PUBLIC,
    }),
  /** A draw's prizes: a raffle's before its draw too. */
  prizes: (offerKey: string, drawNo: number) =>
    queryOptions({
      queryKey: ['results', 'prizes', offerKey, drawNo],
      queryFn: () =>
        mainApi.get<DrawPrize[]>(`/draw/details/${encodeURIComponent(offerKey)}/${drawNo}/prizes`),
      ...PUBLIC,
    }),
  /** A drawn raffle's winners. */
  winners: (offerKey: string, drawNo: number) =>
    queryOptions({
      queryKey: ['results', 'winners', offerKey, drawNo],
      queryFn: () =>
        mainApi.get<RaffleWinner[]>(`/draw/details/${encodeURIComponent(offerKey)}/${drawNo}/winners`),
      ...PUBLIC,
    }),
};

/** The customer's own: kept under their key, wiped with it. */
export const ticketQueries = {
  /** A draw's full result with the customer's own tickets in it. */
  draw: (customerId: string, offerKey: string, drawNo: number) =>
    queryOptions({
      queryKey: [...customerKey(customerId), 'draw', offerKey, drawNo],
      queryFn: () =>
        mainApi.get<PastDraw>(`/draw/full_result_customer/${encodeURIComponent(offerKey)}/${drawNo}`),
      meta: { persist: true },
    }),
  orders: (customerId: string, list: OrderList, pageNo: number) =>
    queryOptions({
      queryKey: [...customerKey(customerId), 'orders', list, pageNo],
      queryFn: async () => {
        const response = await mainApi.request<CustomerOrder[]>('/orders', {
          query: { status: list, limit: TICKETS_PAGE_SIZE, offset: pageOffset(pageNo, TICKETS_PAGE_SIZE) },
        });
        return { items: response.result, pageInfo: response.pageInfo } satisfies ResultsPage<CustomerOrder>;
      },
      meta: { persist: true },
    }),
  order: (customerId: string, orderId: number) =>
    queryOptions({
      queryKey: [...customerKey(customerId), 'order', orderId],
      queryFn: () => mainApi.get<CustomerOrder>(`/orders/${orderId}`, { query: { show_details: true } }),
      meta: { persist: true },
    }),
  /** The customer's shares in a lotto party session (spec 3 §7), readable offline like any order. */
  sessionOrder: (customerId: string, sessionId: number) =>
    queryOptions({
      queryKey: [...customerKey(customerId), 'session-order', sessionId],
      queryFn: () =>
        mainApi.get<CustomerOrder>(`/orders/social_syndicate_session/${sessionId}`, {
          query: { show_details: true },
        }),
      meta: { persist: true },
    }),
};
