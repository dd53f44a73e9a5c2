/**
 * Recurring purchases' calls (spec 2 §7): the customer's autoplays and subscriptions a page at a
 * time, both in one list, and one in full (personal, kept on the device to read offline like the
 * tickets), their changes, the combined cancel, the payment resolution and the sync that tries a
 * failed payment again. Spec 2 §4: a cancelled subscription or combined recurring purchase leaves
 * the cache.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { AUTOPLAY_PAGE_SIZE } from '@contract/recurring-rules';
import { pageOffset } from '@contract/paging';
import type {
  Autoplay,
  RecurringPurchase,
  Subscription,
  SubscriptionChange,
} from '@contract/schemas/recurring';
import type { PaymentResolution, ScheduledPurchase } from '@contract/schemas/shop';
import { mainApi } from '@/api';
import { customerKey } from '@/lib/customer-key';

const autoplayKey = (customerId: string) => [...customerKey(customerId), 'autoplay'] as const;
const subscriptionKey = (customerId: string) => [...customerKey(customerId), 'subscriptions'] as const;

/** A page of a recurring list, as the API pages it. */
const page = async <T>(path: string, at: number, version?: string) => {
  const response = await mainApi.request<T[]>(path, {
    query: { limit: AUTOPLAY_PAGE_SIZE, offset: pageOffset(at, AUTOPLAY_PAGE_SIZE) },
    version,
  });
  return { items: response.result, pageInfo: response.pageInfo };
};
const scheduledKey = (customerId: string) => [...customerKey(customerId), 'scheduled-purchases'] as const;

export const recurringQueries = {
  autoplays: (customerId: string, at: number) =>
    queryOptions({
      queryKey: [...autoplayKey(customerId), 'list', at],
      queryFn: () => page<RecurringPurchase>('/autoplay', at),
      meta: { persist: true },
    }),
  subscriptions: (customerId: string, at: number) =>
    queryOptions({
      queryKey: [...subscriptionKey(customerId), 'list', at],
      queryFn: () => page<RecurringPurchase>('/subscriptions', at, '3.3'),
      meta: { persist: true },
    }),
  /** Spec 2 §3: the combined recurring purchases, autoplays and subscriptions in one list. */
  recurringPurchases: (customerId: string, at: number) =>
    queryOptions({
      queryKey: [...autoplayKey(customerId), 'recurring', at],
      queryFn: () => page<RecurringPurchase>('/recurring_purchases', at),
      meta: { persist: true },
    }),
  autoplay: (customerId: string, id: number) =>
    queryOptions({
      queryKey: [...autoplayKey(customerId), 'one', id],
      queryFn: () => mainApi.get<RecurringPurchase>(`/autoplay/${id}`),
      meta: { persist: true },
    }),
  subscription: (customerId: string, id: number) =>
    queryOptions({
      queryKey: [...subscriptionKey(customerId), 'one', id],
      queryFn: () => mainApi.get<RecurringPurchase>(`/subscriptions/${id}`),
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

/** The one query of an autoplay or a subscription. */
export const recurringQuery = (customerId: string, item: Pick<RecurringPurchase, 'type' | 'autoplayId'>) =>
  item.type === 'subscription'
    ? recurringQueries.subscription(customerId, item.autoplayId)
    : recurringQueries.autoplay(customerId, item.autoplayId);

/**
 * The recurring purchase as changed is kept, every list of them read again; a cancelled
 * subscription, or one cancelled from the combined list, leaves the cache (spec 2 §4).
 */
async function keep(
  queryClient: QueryClient,
  customerId: string,
  item: RecurringPurchase,
  combined = false,
): Promise<RecurringPurchase> {
  const one = recurringQuery(customerId, item).queryKey;
  const cancelled = item.status === 'recurring_status_cancelled';
  if (cancelled && (combined || item.type === 'subscription')) queryClient.removeQueries({ queryKey: one });
  else queryClient.setQueryData(one, item);
  for (const list of [
    [...autoplayKey(customerId), 'list'],
    [...autoplayKey(customerId), 'recurring'],
    [...subscriptionKey(customerId), 'list'],
  ])
    await queryClient.invalidateQueries({ queryKey: list });
  return item;
}

const statusPath = (item: Pick<RecurringPurchase, 'type' | 'autoplayId'>) =>
  `/${item.type === 'subscription' ? 'subscriptions' : 'autoplays'}/${item.autoplayId}/status`;

export const recurringCalls = (queryClient: QueryClient, customerId: string) => ({
  changeStatus: async ({
    item,
    change,
  }: {
    item: Pick<RecurringPurchase, 'type' | 'autoplayId'>;
    change: AutoplayStatusChange;
  }) =>
    keep(
      queryClient,
      customerId,
      await mainApi.send<RecurringPurchase>(statusPath(item), { method: 'PATCH', body: change }),
    ),
  /** Spec 2 §7: the combined recurring purchases' cancel, whichever kind it is. */
  cancelCombined: async (id: number) =>
    keep(
      queryClient,
      customerId,
      await mainApi.send<RecurringPurchase>(`/recurring_purchases/${id}/status`, {
        method: 'PATCH',
        body: { status: 'cancelled' },
      }),
      true,
    ),
  /** Spec 2 §7: another number of tickets, cause or game offer. */
  changeSubscription: async ({ id, change }: { id: number; change: SubscriptionChange }) =>
    keep(
      queryClient,
      customerId,
      await mainApi.send<Subscription>(`/subscriptions/${id}`, { method: 'PATCH', body: change }),
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
    await queryClient.invalidateQueries({ queryKey: subscriptionKey(customerId) });
    await queryClient.invalidateQueries({
      queryKey: recurringQueries.paymentResolution(customerId).queryKey,
    });
    return bought;
  },
});
