/**
 * Recurring purchases' calls (spec 2 §7): the customer's autoplays a page at a time and one in
 * full (personal, kept on the device to read offline like the tickets), their changes, the
 * payment resolution and the sync that tries a failed payment again.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { AUTOPLAY_PAGE_SIZE } from '@contract/recurring-rules';
import { pageOffset } from '@contract/paging';
import type { Autoplay } from '@contract/schemas/recurring';
import type { PaymentResolution, ScheduledPurchase } from '@contract/schemas/shop';
import { mainApi } from '@/api';
import { customerKey } from '@/lib/customer-key';

const autoplayKey = (customerId: string) => [...customerKey(customerId), 'autoplay'] as const;
const scheduledKey = (customerId: string) => [...customerKey(customerId), 'scheduled-purchases'] as const;

export const recurringQueries = {
  autoplays: (customerId: string, page: number) =>
    queryOptions({
      queryKey: [...autoplayKey(customerId), 'list', page],
      queryFn: async () => {
        const response = await mainApi.request<Autoplay[]>('/autoplay', {
          query: { limit: AUTOPLAY_PAGE_SIZE, offset: pageOffset(page, AUTOPLAY_PAGE_SIZE) },
        });
        return { items: response.result, pageInfo: response.pageInfo };
      },
      meta: { persist: true },
    }),
  /** Spec 2 §7: every recurring purchase, one list (autoplay is the kind on sale). */
  recurringPurchases: (customerId: string, page: number) =>
    queryOptions({
      queryKey: [...autoplayKey(customerId), 'recurring', page],
      queryFn: async () => {
        const response = await mainApi.request<Autoplay[]>('/recurring_purchases', {
          query: { limit: AUTOPLAY_PAGE_SIZE, offset: pageOffset(page, AUTOPLAY_PAGE_SIZE) },
        });
        return { items: response.result, pageInfo: response.pageInfo };
      },
      meta: { persist: true },
    }),
  autoplay: (customerId: string, id: number) =>
    queryOptions({
      queryKey: [...autoplayKey(customerId), 'one', id],
      queryFn: () => mainApi.get<Autoplay>(`/autoplay/${id}`),
      meta: { persist: true },
    }),
  /** The customer's pre-orders (spec 2 §7: not paged). */
  scheduled: (customerId: string) =>
    queryOptions({
      queryKey: [...scheduledKey(customerId), 'list'],
      queryFn: () => mainApi.get<ScheduledPurchase[]>('/scheduled-purchases', { version: '3.2' }),
      meta: { persist: true },
    }),
  scheduledPurchase: (customerId: string, id: string) =>
    queryOptions({
      queryKey: [...scheduledKey(customerId), 'one', id],
      queryFn: () => mainApi.get<ScheduledPurchase>(`/scheduled-purchases/${encodeURIComponent(id)}`),
      meta: { persist: true },
    }),
  paymentResolution: (customerId: string) =>
    queryOptions({
      queryKey: [...customerKey(customerId), 'payment-resolution'],
      queryFn: () => mainApi.get<PaymentResolution>('/payment_resolutions', { version: '3.3' }),
    }),
};

export type AutoplayStatusChange =
  { status: 'active' | 'paused' | 'cancelled' } | { status: 'timed_paused'; pausedUntil: string };

/** The autoplay as changed is kept; every list of them is read again. */
async function keep(queryClient: QueryClient, customerId: string, autoplay: Autoplay) {
  queryClient.setQueryData(recurringQueries.autoplay(customerId, autoplay.autoplayId).queryKey, autoplay);
  await queryClient.invalidateQueries({ queryKey: [...autoplayKey(customerId), 'list'] });
  await queryClient.invalidateQueries({ queryKey: [...autoplayKey(customerId), 'recurring'] });
  return autoplay;
}

export const recurringCalls = (queryClient: QueryClient, customerId: string) => ({
  changeStatus: async ({ id, change }: { id: number; change: AutoplayStatusChange }) =>
    keep(
      queryClient,
      customerId,
      await mainApi.send<Autoplay>(`/autoplays/${id}/status`, { method: 'PATCH', body: change }),
    ),
  setMinimumJackpot: async ({ id, dollars }: { id: number; dollars: number }) =>
    keep(
      queryClient,
      customerId,
      await mainApi.send<Autoplay>(`/autoplay/${id}/set-minimum-jackpot`, {
        method: 'POST',
        form: { minimum_jackpot_amount: String(dollars) },
      }),
    ),
  setQuickpick: async ({ id, quickpick }: { id: number; quickpick: boolean }) =>
    keep(
      queryClient,
      customerId,
      await mainApi.send<Autoplay>(`/autoplay/${id}/set-quickpick`, {
        method: 'POST',
        form: { quickpick: String(quickpick) },
      }),
    ),
  /**
   * Cancels a pre-order. Spec 2 §4: a cancelled scheduled purchase leaves the cache, the list's
   * copy and its own.
   */
  cancelScheduled: async (id: string) => {
    const cancelled = await mainApi.send<ScheduledPurchase>(
      `/scheduled-purchases/${encodeURIComponent(id)}/cancel`,
      { method: 'PATCH', body: {} },
    );
    queryClient.setQueryData(recurringQueries.scheduled(customerId).queryKey, (list) =>
      list?.filter((entry) => entry.encodedId !== id),
    );
    queryClient.removeQueries({ queryKey: recurringQueries.scheduledPurchase(customerId, id).queryKey });
    return cancelled;
  },
  /** After the customer sorted out how it is paid: the API tries what waited, now. */
  sync: async () => {
    const { bought } = await mainApi.send<{ bought: number }>('/process_recurring_purchases/sync', {
      method: 'POST',
      body: {},
    });
    await queryClient.invalidateQueries({ queryKey: autoplayKey(customerId) });
    await queryClient.invalidateQueries({
      queryKey: recurringQueries.paymentResolution(customerId).queryKey,
    });
    return bought;
  },
});
