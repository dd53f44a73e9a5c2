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
import * as recurringEndpoints from '@contract/endpoints/recurring';
import type { RecurringPurchase, SubscriptionChange } from '@contract/schemas/recurring';
import { call, callEnvelope } from '@/api/call';
import { customerKey } from '@/lib/customer-key';

const autoplayKey = (customerId: string) => [...customerKey(customerId), 'autoplay'] as const;
const subscriptionKey = (customerId: string) => [...customerKey(customerId), 'subscriptions'] as const;

/** A page of a recurring list, as the API pages it. */
const page = async (
  list:
    | typeof recurringEndpoints.autoplays
    | typeof recurringEndpoints.subscriptions
    | typeof recurringEndpoints.recurringPurchases,
  at: number,
) => {
  const response = await callEnvelope(list, {
    query: { limit: AUTOPLAY_PAGE_SIZE, offset: pageOffset(at, AUTOPLAY_PAGE_SIZE) },
  });
  return { items: response.result, pageInfo: response.pageInfo };
};
const scheduledKey = (customerId: string) => [...customerKey(customerId), 'scheduled-purchases'] as const;

export const recurringQueries = {
  autoplays: (customerId: string, at: number) =>
    queryOptions({
      queryKey: [...autoplayKey(customerId), 'list', at],
      queryFn: () => page(recurringEndpoints.autoplays, at),
      meta: { persist: true },
    }),
  subscriptions: (customerId: string, at: number) =>
    queryOptions({
      queryKey: [...subscriptionKey(customerId), 'list', at],
      queryFn: () => page(recurringEndpoints.subscriptions, at),
      meta: { persist: true },
    }),
  /** Spec 2 §3: the combined recurring purchases, autoplays and subscriptions in one list. */
  recurringPurchases: (customerId: string, at: number) =>
    queryOptions({
      queryKey: [...autoplayKey(customerId), 'recurring', at],
      queryFn: () => page(recurringEndpoints.recurringPurchases, at),
      meta: { persist: true },
    }),
  autoplay: (customerId: string, id: number) =>
    queryOptions({
      queryKey: [...autoplayKey(customerId), 'one', id],
      queryFn: () => call(recurringEndpoints.autoplay, { params: { id } }),
      meta: { persist: true },
    }),
  subscription: (customerId: string, id: number) =>
    queryOptions({
      queryKey: [...subscriptionKey(customerId), 'one', id],
      queryFn: () => call(recurringEndpoints.subscription, { params: { id } }),
      meta: { persist: true },
    }),
  /** The customer's pre-orders (spec 2 §7: not paged). */
  scheduled: (customerId: string) =>
    queryOptions({
      queryKey: [...scheduledKey(customerId), 'list'],
      queryFn: () => call(recurringEndpoints.scheduledPurchases),
      meta: { persist: true },
    }),
  scheduledPurchase: (customerId: string, id: string) =>
    queryOptions({
      queryKey: [...scheduledKey(customerId), 'one', id],
      queryFn: () => call(recurringEndpoints.scheduledPurchase, { params: { id } }),
      meta: { persist: true },
    }),
  paymentResolution: (customerId: string) =>
    queryOptions({
      queryKey: [...customerKey(customerId), 'payment-resolution'],
      queryFn: () => call(recurringEndpoints.paymentResolution),
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
      await call(
        item.type === 'subscription'
          ? recurringEndpoints.subscriptionStatus
          : recurringEndpoints.autoplayStatus,
        { params: { id: item.autoplayId }, body: change },
      ),
    ),
  /** Spec 2 §7: the combined recurring purchases' cancel, whichever kind it is. */
  cancelCombined: async (id: number) =>
    keep(
      queryClient,
      customerId,
      await call(recurringEndpoints.recurringPurchaseStatus, {
        params: { id },
        body: { status: 'cancelled' },
      }),
      true,
    ),
  /** Spec 2 §7: another number of tickets, cause or game offer. */
  changeSubscription: async ({ id, change }: { id: number; change: SubscriptionChange }) =>
    keep(
      queryClient,
      customerId,
      await call(recurringEndpoints.changeSubscription, { params: { id }, body: change }),
    ),
  setMinimumJackpot: async ({ id, dollars }: { id: number; dollars: number }) =>
    keep(
      queryClient,
      customerId,
      await call(recurringEndpoints.setMinimumJackpot, {
        params: { id },
        body: { minimumJackpotAmount: String(dollars) },
      }),
    ),
  setQuickpick: async ({ id, quickpick }: { id: number; quickpick: boolean }) =>
    keep(
      queryClient,
      customerId,
      await call(recurringEndpoints.setQuickpick, {
        params: { id },
        body: { quickpick: quickpick ? 'true' : 'false' },
      }),
    ),
  /**
   * Cancels a pre-order. Spec 2 §4: a cancelled scheduled purchase leaves the cache, the list's
   * copy and its own.
   */
  cancelScheduled: async (id: string) => {
    const cancelled = await call(recurringEndpoints.cancelScheduledPurchase, { params: { id } });
    queryClient.setQueryData(recurringQueries.scheduled(customerId).queryKey, (list) =>
      list?.filter((entry) => entry.encodedId !== id),
    );
    queryClient.removeQueries({ queryKey: recurringQueries.scheduledPurchase(customerId, id).queryKey });
    return cancelled;
  },
  /** After the customer sorted out how it is paid: the API tries what waited, now. */
  sync: async () => {
    const { bought } = await call(recurringEndpoints.syncRecurring);
    await queryClient.invalidateQueries({ queryKey: autoplayKey(customerId) });
    await queryClient.invalidateQueries({ queryKey: subscriptionKey(customerId) });
    await queryClient.invalidateQueries({
      queryKey: recurringQueries.paymentResolution(customerId).queryKey,
    });
    return bought;
  },
});
