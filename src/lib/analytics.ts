/**
 * Analytics (spec 1 §7), the calls the app makes: identify, page and track over one typed
 * vocabulary, so an event the vocabulary lacks does not compile. A call made by name at run time
 * (from content, say) with an unknown name logs a warning and goes nowhere. Calls wait here until
 * the analytics SDK has loaded, which happens only with a configured key and the visitor's consent
 * to non-essential cookies; without them nothing is ever sent.
 */
import type { AnalyticsProductType, Cart, CartItem, ProductOffer } from '@contract/schemas/shop';

export type PurchaseStatus = 'standard' | 'pre_order';
export type RecurringType = 'autoplay' | 'subscription' | 'none';
export type AuthMethod = 'authenticator' | 'email' | 'sms';
export type SignInKind = 'apple' | 'email' | 'google';
export type WithdrawalKind = 'international' | 'national' | 'payid_email' | 'payid_phone';
export type GiveawayKind = 'daily' | 'monthly' | 'special';
export type MembershipProgram = 'daily_winners' | 'lotto_rewards';

/** A product as the cart and checkout events carry it. */
export interface TrackedProduct {
  product_id: string;
  name: string;
  category: AnalyticsProductType;
  price: number;
  quantity: number;
  recurring_type: RecurringType;
}

export function trackedProduct(item: CartItem): TrackedProduct {
  return {
    product_id: item.productOfferKey,
    name: item.description,
    // The receipt's tracking data files it the same way, so a product is one category throughout.
    category: item.analyticsProductType,
    price: item.price.amount,
    quantity: item.quantity,
    recurring_type: item.recurringPurchase.enabled ? item.recurringPurchase.type : 'none',
  };
}

/** A cart as the cart and checkout events carry it. */
export function trackedCart(cart: Pick<Cart, 'cartReference' | 'cartItems'>) {
  return { cart_id: cart.cartReference, products: cart.cartItems.map(trackedProduct) };
}

/** An offer as its page's view carries it. */
export function viewedProduct(offer: Pick<ProductOffer, 'key' | 'name' | 'displayCategory'>) {
  return { product_id: offer.key, name: offer.name, category: offer.displayCategory };
}

interface Amount {
  value: number;
  currency: string;
}

/** Every event the app tracks, with its properties. */
export interface AnalyticsEvents {
  'Product Viewed': { product_id: string; name: string; category: TrackedProduct['category'] };
  'Product Added': TrackedProduct & { cart_id: string };
  'Product Removed': TrackedProduct & { cart_id: string };
  'Cart Viewed': { cart_id: string; products: TrackedProduct[] };
  'Checkout Started': { cart_id: string; value: number; currency: string; products: TrackedProduct[] };
  'Order Completed': {
    order_id: string;
    total: number;
    currency: string;
    purchase_status: PurchaseStatus;
    products: { name: string; category: string; price: number; draw_number: number; recurring: boolean }[];
    /** The partner whose page it was bought on (spec 2 §2). */
    partner?: string;
  };
  'Signed Up': { method: SignInKind };
  'Signed In': { method: SignInKind };
  'Signed Out': Record<string, never>;
  'Password Reset Requested': Record<string, never>;
  'Password Reset': Record<string, never>;
  '2FA Set Up': { method: AuthMethod };
  /** A bank account's kind; none for other ways (PayPal). */
  'Withdrawal Requested': Amount & { withdrawal_kind?: WithdrawalKind };
  'Giveaway Entered': { giveaway_kind: GiveawayKind };
  'Membership Started': { program: MembershipProgram };
  'Rating Given': { value: 1 | 0 | -1 };
}
export type AnalyticsEvent = keyof AnalyticsEvents;

const EVENTS = new Set<string>([
  'Product Viewed',
  'Product Added',
  'Product Removed',
  'Cart Viewed',
  'Checkout Started',
  'Order Completed',
  'Signed Up',
  'Signed In',
  'Signed Out',
  'Password Reset Requested',
  'Password Reset',
  '2FA Set Up',
  'Withdrawal Requested',
  'Giveaway Entered',
  'Membership Started',
  'Rating Given',
] satisfies AnalyticsEvent[]);

/** Traits of the customer (spec 1 §7): favourite numbers and the session's campaign. */
export type Traits = Record<string, unknown>;

/**
 * A call and its message id, which names it to the collector: a call sent twice (again by the next
 * page, having left this one unconfirmed) is counted once, as the analytics API dedupes by it.
 */
export type AnalyticsCall = { messageId: string } & (
  | { call: 'identify'; userId: string; traits: Traits }
  | { call: 'page'; properties: Traits }
  | { call: 'track'; event: string; properties: object }
  | { call: 'reset' }
);

/** Hands a call to the SDK; a promise it returns settles once the SDK has delivered the call. */
export type AnalyticsSink = (call: AnalyticsCall) => unknown;

type Unnamed<C> = C extends AnalyticsCall ? Omit<C, 'messageId'> : never;

const WAITING_AT_MOST = 50;

/** Where calls still waiting when a page goes are kept for the tab's next page. */
export interface WaitingStore {
  take(): AnalyticsCall[];
  keep(calls: AnalyticsCall[]): void;
}

const CARRIED_KEY = 'luckydip.analytics-waiting';

/**
 * The tab's session storage. A sign-in ends with a full page load, often before the SDK has
 * loaded (it comes after the first paint, when the browser is idle), or before the SDK has sent
 * what it was given (it sends on a timer): "Signed In" would otherwise go with the page. Calls kept
 * here still need the SDK, so consent still decides whether they go.
 */
export const tabStore: WaitingStore = {
  take() {
    const kept = sessionStorage.getItem(CARRIED_KEY);
    sessionStorage.removeItem(CARRIED_KEY);
    try {
      const calls: unknown = JSON.parse(kept ?? '[]');
      return Array.isArray(calls) ? (calls as AnalyticsCall[]).slice(0, WAITING_AT_MOST) : [];
    } catch {
      return [];
    }
  },
  keep: (calls) => sessionStorage.setItem(CARRIED_KEY, JSON.stringify(calls)),
};

export function createAnalytics(store?: WaitingStore) {
  let sink: AnalyticsSink | undefined;
  let waiting: AnalyticsCall[] = store?.take() ?? [];
  // Given to the SDK and not yet confirmed delivered: what a page that goes now could lose.
  const unconfirmed = new Map<string, AnalyticsCall>();
  if (store)
    addEventListener('pagehide', () => {
      const carried = [...unconfirmed.values(), ...waiting];
      if (carried.length === 0) return;
      store.keep(carried);
      // Sent by the next page now: a page restored from the back-forward cache must not send them too.
      waiting = [];
      unconfirmed.clear();
    });
  const deliver = (to: AnalyticsSink, call: AnalyticsCall) => {
    unconfirmed.set(call.messageId, call);
    void Promise.resolve(to(call)).then(
      () => unconfirmed.delete(call.messageId),
      () => undefined,
    );
  };
  const send = (unnamed: Unnamed<AnalyticsCall>) => {
    const call = { ...unnamed, messageId: crypto.randomUUID() } as AnalyticsCall;
    if (sink) deliver(sink, call);
    else if (waiting.length < WAITING_AT_MOST) waiting.push(call);
  };
  const trackByName = (event: string, properties: object) => {
    if (!EVENTS.has(event)) console.warn(`analytics: unknown event "${event}"`);
    else send({ call: 'track', event, properties });
  };
  return {
    identify: (userId: string, traits: Traits = {}) => send({ call: 'identify', userId, traits }),
    page: (properties: Traits = {}) => send({ call: 'page', properties }),
    track: <E extends AnalyticsEvent>(event: E, properties: AnalyticsEvents[E]) =>
      trackByName(event, properties),
    /** For names that come from outside the code (content); unknown ones are refused with a warning. */
    trackByName,
    /** Sign-out: the SDK forgets the customer; calls waiting for it are dropped. */
    reset() {
      waiting = waiting.filter((call) => call.call !== 'identify');
      send({ call: 'reset' });
    },
    connect(next: AnalyticsSink) {
      sink = next;
      for (const call of waiting.splice(0)) deliver(next, call);
    },
  };
}

export type Analytics = ReturnType<typeof createAnalytics>;

/** The app's one analytics instance (none kept across pages where there are none: the prerender). */
export const analytics = createAnalytics(typeof sessionStorage === 'undefined' ? undefined : tabStore);
