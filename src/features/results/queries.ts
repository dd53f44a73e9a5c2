/**
 * Results and the customer's tickets (spec 2 §7): the games with results (24 h), past draws a page
 * at a time (v3.7, five to a page), the month archive, one draw's full result; the customer's
 * orders upcoming and past and one in detail. Everything is persisted: results are readable on the
 * device indefinitely, and the customer's tickets too, under their own key, until they sign out.
 */
import { queryOptions } from '@tanstack/react-query';
import { freshMs } from '@contract/cache-policy';
import { pageOffset, RESULTS_PAGE_SIZE, TICKETS_PAGE_SIZE } from '@contract/paging';
import * as endpoints from '@contract/endpoints/results';
import type { OrderList, ResultCategory } from '@contract/schemas/results';
import type { ApiResponse } from '@/api';
import { call, callEnvelope } from '@/api/call';
import { customerKey } from '@/lib/customer-key';

export interface ResultsPage<T> {
  items: T[];
  pageInfo: ApiResponse<T[]>['pageInfo'];
}

/** A page of a paged answer, as the views read it. */
async function page<T>(answer: Promise<ApiResponse<T[]>>): Promise<ResultsPage<T>> {
  const { result, pageInfo } = await answer;
  return { items: result, pageInfo };
}

const PUBLIC = { staleTime: freshMs('results'), meta: { persist: true } } as const;

export const resultQueries = {
  keys: (pricingId: string) =>
    queryOptions({
      queryKey: ['results', 'keys', pricingId],
      queryFn: () => call(endpoints.keys, { params: { pricingId } }),
      staleTime: freshMs('result-keys'),
      meta: { persist: true },
    }),
  /** The latest result of each game, a page of games at a time. */
  latest: (pricingId: string, category: ResultCategory | undefined, pageNo: number) =>
    queryOptions({
      queryKey: ['results', 'latest', pricingId, category ?? 'all', pageNo],
      queryFn: () =>
        page(
          callEnvelope(endpoints.latest, {
            params: { pricingId },
            query: { category, limit: RESULTS_PAGE_SIZE, offset: pageOffset(pageNo, RESULTS_PAGE_SIZE) },
          }),
        ),
      ...PUBLIC,
    }),
  /** One game's draws, latest first. */
  game: (offerKey: string, pageNo: number) =>
    queryOptions({
      queryKey: ['results', 'game', offerKey, pageNo],
      queryFn: () =>
        page(
          callEnvelope(endpoints.game, {
            params: { key: offerKey },
            query: { limit: RESULTS_PAGE_SIZE, offset: pageOffset(pageNo, RESULTS_PAGE_SIZE) },
          }),
        ),
      ...PUBLIC,
    }),
  month: (offerKey: string, year: number, month: number) =>
    queryOptions({
      queryKey: ['results', 'month', offerKey, year, month],
      queryFn: () => call(endpoints.month, { params: { key: offerKey, year, month }, query: { limit: 50 } }),
      ...PUBLIC,
    }),
  draw: (offerKey: string, drawNo: number) =>
    queryOptions({
      queryKey: ['results', 'draw', offerKey, drawNo],
      queryFn: () => call(endpoints.draw, { query: { offerKey, drawNo } }),
      ...PUBLIC,
    }),
  /** A draw's prizes: a raffle's before its draw too. */
  prizes: (offerKey: string, drawNo: number) =>
    queryOptions({
      queryKey: ['results', 'prizes', offerKey, drawNo],
      queryFn: () => call(endpoints.prizes, { params: { offerKey, drawNo } }),
      ...PUBLIC,
    }),
  /** A drawn raffle's winners. */
  winners: (offerKey: string, drawNo: number) =>
    queryOptions({
      queryKey: ['results', 'winners', offerKey, drawNo],
      queryFn: () => call(endpoints.winners, { params: { offerKey, drawNo } }),
      ...PUBLIC,
    }),
};

/** The customer's own: kept under their key, wiped with it. */
export const ticketQueries = {
  /** A draw's full result with the customer's own tickets in it. */
  draw: (customerId: string, offerKey: string, drawNo: number) =>
    queryOptions({
      queryKey: [...customerKey(customerId), 'draw', offerKey, drawNo],
      queryFn: () => call(endpoints.customerDraw, { params: { offerKey, drawNo } }),
      meta: { persist: true },
    }),
  orders: (customerId: string, list: OrderList, pageNo: number) =>
    queryOptions({
      queryKey: [...customerKey(customerId), 'orders', list, pageNo],
      queryFn: () =>
        page(
          callEnvelope(endpoints.orders, {
            query: { status: list, limit: TICKETS_PAGE_SIZE, offset: pageOffset(pageNo, TICKETS_PAGE_SIZE) },
          }),
        ),
      meta: { persist: true },
    }),
  order: (customerId: string, orderId: number) =>
    queryOptions({
      queryKey: [...customerKey(customerId), 'order', orderId],
      queryFn: () => call(endpoints.order, { params: { id: orderId }, query: { showDetails: true } }),
      meta: { persist: true },
    }),
  /** Offers to play again (spec 2 §7's GET /orders/recommended): those played most, then popular ones. */
  recommended: (customerId: string) =>
    queryOptions({
      queryKey: [...customerKey(customerId), 'recommended'],
      queryFn: () => call(endpoints.recommended),
    }),
  /** The customer's shares in a lotto party session (spec 3 §7), readable offline like any order. */
  sessionOrder: (customerId: string, sessionId: number) =>
    queryOptions({
      queryKey: [...customerKey(customerId), 'session-order', sessionId],
      queryFn: () =>
        call(endpoints.sessionOrder, { params: { id: sessionId }, query: { showDetails: true } }),
      meta: { persist: true },
    }),
};
