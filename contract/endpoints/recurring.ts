/**
 * Recurring purchases' endpoints (spec 2 §3, §4, §7): the customer's autoplays and subscriptions a
 * page at a time and both in one list, one in full and its changes, pre-orders (scheduled
 * purchases), the payment resolution and the sync that tries a failed payment again.
 */
import type { RecurringPurchase, RecurringStatusInput, SubscriptionChange } from '../schemas/recurring';
import type { PaymentResolution, ScheduledPurchase } from '../schemas/shop';
import { endpoint } from './endpoint';

const customer = { service: 'main', personal: true } as const;
interface Paging {
  limit: number;
  offset: number;
}
type Page = { query: Paging; answer: RecurringPurchase[] };
type One = { answer: RecurringPurchase };
type StatusChange = { body: RecurringStatusInput; answer: RecurringPurchase };
/** An autoplay's or subscription's number in an address (checked by its schema: another is a 422). */
const ID = ':id';

export const autoplays = endpoint<Page>()({ ...customer, method: 'GET', path: '/autoplay', paged: true });
/** Spec 2 §7: `lotteryKeys` (`a,b`) narrows the list to those offers' subscriptions. */
export const subscriptions = endpoint<{
  query: Paging & { lotteryKeys?: string };
  answer: RecurringPurchase[];
}>()({
  ...customer,
  method: 'GET',
  path: '/subscriptions',
  version: '3.3',
  paged: true,
});
/** Spec 2 §3: the combined recurring purchases, autoplays and subscriptions in one list. */
export const recurringPurchases = endpoint<Page>()({
  ...customer,
  method: 'GET',
  path: '/recurring_purchases',
  paged: true,
});
export const autoplay = endpoint<One>()({ ...customer, method: 'GET', path: `/autoplay/${ID}` });
export const subscription = endpoint<One>()({ ...customer, method: 'GET', path: `/subscriptions/${ID}` });
/** Another number of tickets, cause or game offer. */
export const changeSubscription = endpoint<{ body: SubscriptionChange; answer: RecurringPurchase }>()({
  ...customer,
  method: 'PATCH',
  path: `/subscriptions/${ID}`,
});
/** Any of an autoplay's settings at once: its status, minimum jackpot and quick pick. */
export const changeAutoplay = endpoint<{
  body: Partial<RecurringStatusInput> & { minimumJackpotAmount?: number; quickpick?: boolean };
  answer: RecurringPurchase;
}>()({ ...customer, method: 'PATCH', path: `/autoplay/${ID}` });
/** Whole dollars; 0 turns the minimum off. */
export const setMinimumJackpot = endpoint<{
  body: { minimumJackpotAmount: string };
  answer: RecurringPurchase;
}>()({
  ...customer,
  method: 'POST',
  path: `/autoplay/${ID}/set-minimum-jackpot`,
  form: true,
});
export const setQuickpick = endpoint<{ body: { quickpick: 'true' | 'false' }; answer: RecurringPurchase }>()({
  ...customer,
  method: 'POST',
  path: `/autoplay/${ID}/set-quickpick`,
  form: true,
});
export const pauseAutoplay = endpoint<One>()({ ...customer, method: 'POST', path: `/autoplay/${ID}/pause` });
export const unpauseAutoplay = endpoint<One>()({
  ...customer,
  method: 'POST',
  path: `/autoplay/${ID}/unpause`,
});
export const autoplayStatus = endpoint<StatusChange>()({
  ...customer,
  method: 'PATCH',
  path: `/autoplays/${ID}/status`,
});
export const subscriptionStatus = endpoint<StatusChange>()({
  ...customer,
  method: 'PATCH',
  path: `/subscriptions/${ID}/status`,
});
/** The combined recurring purchases' cancel (or other status), whichever kind it is. */
export const recurringPurchaseStatus = endpoint<StatusChange>()({
  ...customer,
  method: 'PATCH',
  path: `/recurring_purchases/${ID}/status`,
});
/** What pays for the cart now and for recurring purchases later, and what waits for the customer. */
export const paymentResolution = endpoint<{ answer: PaymentResolution }>()({
  ...customer,
  method: 'GET',
  path: '/payment_resolutions',
  version: '3.3',
});
/** Once the customer has topped up, added a card or changed how autoplay is paid: try again now. */
export const syncRecurring = endpoint<{ answer: { bought: number } }>()({
  ...customer,
  method: 'POST',
  path: '/process_recurring_purchases/sync',
});
/** The customer's pre-orders (not paged). */
export const scheduledPurchases = endpoint<{ answer: ScheduledPurchase[] }>()({
  ...customer,
  method: 'GET',
  path: '/scheduled-purchases',
  version: '3.2',
});
export const scheduledPurchase = endpoint<{ answer: ScheduledPurchase }>()({
  ...customer,
  method: 'GET',
  path: '/scheduled-purchases/:id',
});
/** Cancelled until its draw opens. */
export const cancelScheduledPurchase = endpoint<{ answer: ScheduledPurchase }>()({
  ...customer,
  method: 'PATCH',
  path: '/scheduled-purchases/:id/cancel',
});
