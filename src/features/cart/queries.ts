/**
 * The cart (spec 2 §4, §7, v3.3): the signed-in customer's cart under their key (with the
 * device's anonymous cart merged into it after sign-in), or the anonymous cart found by the
 * reference cookie; an anonymous cart is made on demand when the first item is added, and one the
 * server no longer knows (404) is forgotten and made again. Carts are cached
 * 20 seconds in memory only (never persisted, never in the worker). Items are priced by the
 * server: the build call previews a price, the add call stores the item.
 */
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { CART_FRESH_SECONDS } from '../../../contract/cache-policy';
import type { Cart, CartItem, CartItemInput, PromotionInput } from '../../../contract/schemas/shop';
import { ApiError, mainApi, notifications } from '../../api';
import { coalesce } from '../../lib/coalesce';
import { customerKey } from '../../lib/customer-key';
import type { CookieJar } from '../../lib/cookies';
import {
  affiliateCode,
  cartReference,
  forgetAffiliateCode,
  forgetCartReference,
  keepCartReference,
} from './cart-cookies';

const CART_VERSION = '3.3';
export const CART_UPDATE_FAILED =
  'Sorry, there was an unexpected error while updating your cart. Please try again.';

export const emptyCart = (): Cart => ({
  cartReference: '',
  cartItems: [],
  autoRemovedItems: [],
  promotions: [],
  cartTotal: { amount: 0, currency: 'AUD' },
  preOrderTotal: { amount: 0, currency: 'AUD' },
  blockedReasons: {},
  requiresUnattendedPaymentMethod: false,
  showRegulation: false,
  expiry: '',
});

const notFound = (error: unknown) => error instanceof ApiError && error.status === 404;

async function anonymousCart(): Promise<Cart> {
  const reference = cartReference();
  if (!reference) return emptyCart();
  try {
    return await mainApi.get<Cart>(`/anon-cart/${reference}`, { version: CART_VERSION });
  } catch (error) {
    if (!notFound(error)) throw error;
    forgetCartReference();
    return emptyCart();
  }
}

/**
 * The signed-in customer's cart. An anonymous cart left on this device (filled before signing in)
 * is merged into it first, without duplicates, and its cookie removed (spec 2 §4): the first cart
 * read after sign-in, which the header's badge makes on the page the sign-in lands on.
 */
async function customersCart(): Promise<Cart> {
  const reference = cartReference();
  if (reference) {
    try {
      const merged = await mainApi.send<Cart>(`/anon-cart/${reference}/convert`, {
        method: 'POST',
        version: CART_VERSION,
      });
      forgetCartReference();
      return merged;
    } catch (error) {
      if (!notFound(error)) throw error;
      forgetCartReference();
    }
  }
  return mainApi.get<Cart>('/cart/items', { version: CART_VERSION });
}

async function newAnonymousCart(jar: CookieJar): Promise<string> {
  const { cartReference: reference } = await mainApi.send<{ cartReference: string }>('/anon-cart', {
    method: 'POST',
    version: CART_VERSION,
  });
  keepCartReference(jar, reference);
  return reference;
}

/** Runs a call on the anonymous cart, making the cart first if there is none or it has gone. */
async function onAnonymousCart<T>(jar: CookieJar, call: (reference: string) => Promise<T>): Promise<T> {
  const existing = cartReference();
  if (existing) {
    try {
      return await call(existing);
    } catch (error) {
      if (!notFound(error)) throw error;
      forgetCartReference();
    }
  }
  return call(await newAnonymousCart(jar));
}

export const cartKey = (customerId: string | undefined) =>
  customerId ? ([...customerKey(customerId), 'cart'] as const) : (['cart', 'anonymous'] as const);

export const cartQueries = {
  cart: (customerId: string | undefined) =>
    queryOptions({
      queryKey: cartKey(customerId),
      queryFn: () => (customerId ? customersCart() : anonymousCart()),
      staleTime: CART_FRESH_SECONDS * 1000,
    }),
  /** The server's price for a ticket as built; nothing is kept. */
  build: (customerId: string | undefined, item: CartItemInput, jar: CookieJar) =>
    queryOptions({
      queryKey: ['cart-build', customerId ?? 'anonymous', item],
      queryFn: () =>
        customerId
          ? mainApi.send<CartItem>('/cart/build', { method: 'POST', body: item, version: CART_VERSION })
          : onAnonymousCart(jar, (reference) =>
              mainApi.send<CartItem>(`/anon-cart/${reference}/build`, {
                method: 'POST',
                body: item,
                version: CART_VERSION,
              }),
            ),
      staleTime: CART_FRESH_SECONDS * 1000,
      retry: false,
    }),
};

/** What an add-to-cart failure tells the customer (spec 2 §8). */
function reportAddFailure(error: unknown) {
  const first = error instanceof ApiError && error.status < 500 ? error.messages[0]?.message : undefined;
  notifications.push({ code: 'cart_update_failed', message: first ?? CART_UPDATE_FAILED, level: 'error' });
}

/** The item with the affiliate code the visitor arrived with, if any (spec 2 §9). */
function withAffiliate(item: CartItemInput): CartItemInput {
  const code = affiliateCode();
  return code ? { ...item, affiliateCode: code } : item;
}

function postItem(customerId: string | undefined, jar: CookieJar, input: CartItemInput): Promise<Cart> {
  const item = withAffiliate(input);
  return customerId
    ? mainApi.send<Cart>('/cart/items', { method: 'POST', body: item, version: CART_VERSION })
    : onAnonymousCart(jar, (reference) =>
        mainApi.send<Cart>(`/anon-cart/${reference}/items`, {
          method: 'POST',
          body: item,
          version: CART_VERSION,
        }),
      );
}

/** Spec 2 §7: item creation is debounced 1000 ms, a promotion 500 ms (a repeat joins the first). */
const ITEM_CREATION_MS = 1000;
const PROMOTION_MS = 500;

/** Made once per query client: the app has one, and each test its own, so no state leaks between them. */
function perClient<F>(make: () => F): (queryClient: QueryClient) => F {
  const made = new WeakMap<QueryClient, F>();
  return (queryClient) => {
    const existing = made.get(queryClient);
    if (existing) return existing;
    const fresh = make();
    made.set(queryClient, fresh);
    return fresh;
  };
}

const postItems = perClient(() =>
  coalesce(
    async (customerId: string | undefined, jar: CookieJar, items: CartItemInput[]) => {
      let cart: Cart | undefined;
      for (const item of items) cart = await postItem(customerId, jar, item);
      return cart ?? emptyCart();
    },
    ITEM_CREATION_MS,
    // The same items from the same customer or visitor: a repeat (the first add may have made the
    // cart since, so its reference is not part of it).
    (customerId, _jar, items) => JSON.stringify([customerId, affiliateCode(), items]),
  ),
);

const postPromotion = perClient(() =>
  coalesce(
    (customerId: string | undefined, promotionCode: string) =>
      onCart<Cart>(customerId, '/promotion', { method: 'POST', body: { promotionCode } }),
    PROMOTION_MS,
    (customerId, promotionCode) =>
      JSON.stringify([customerId, cartReference(), promotionCode.trim().toUpperCase()]),
  ),
);

export const cartMutations = {
  /**
   * Adds items (one from the builder; several when a receipt is bought again), carrying the
   * affiliate code; the code is spent once an item is in. One after another, so that the first
   * makes the anonymous cart the rest go into.
   */
  addItems: (queryClient: QueryClient, customerId: string | undefined, jar: CookieJar) =>
    mutationOptions({
      mutationKey: ['cart', 'add'],
      // Never paused and replayed later: offline, the add fails now and the customer is told.
      networkMode: 'always',
      mutationFn: (items: CartItemInput[]) => postItems(queryClient)(customerId, jar, items),
      onSuccess: (cart) => {
        forgetAffiliateCode();
        queryClient.setQueryData(cartKey(customerId), cart);
      },
      // An add that failed part way still changed the cart: read it again.
      onError: (error) => {
        reportAddFailure(error);
        void queryClient.invalidateQueries({ queryKey: cartKey(customerId) });
      },
    }),
};

/** The call on the customer's cart, or on this device's anonymous cart (which must exist by now). */
function onCart<T>(
  customerId: string | undefined,
  path: string,
  options: { method: 'POST' | 'PUT' | 'DELETE'; body?: unknown },
) {
  const reference = cartReference();
  const base = customerId ? '/cart' : `/anon-cart/${reference ?? ''}`;
  return mainApi.send<T>(`${base}${path}`, { ...options, version: CART_VERSION });
}

export const cartChanges = {
  /** Replaces an item with the ticket as the customer edited it; the server prices it again. */
  updateItem: (queryClient: QueryClient, customerId: string | undefined, itemId: number) =>
    mutationOptions({
      mutationKey: ['cart', 'update', itemId],
      networkMode: 'always',
      mutationFn: (item: CartItemInput) =>
        onCart<Cart>(customerId, `/items/${itemId}`, { method: 'PUT', body: item }),
      onSuccess: (cart) => queryClient.setQueryData(cartKey(customerId), cart),
      onError: reportAddFailure,
    }),
  /** Deletes an item; a promotion is deleted the same way, by its item id (spec 2 §7). */
  deleteItem: (queryClient: QueryClient, customerId: string | undefined) =>
    mutationOptions({
      mutationKey: ['cart', 'delete'],
      networkMode: 'always',
      mutationFn: (itemId: number) => onCart<Cart>(customerId, `/items/${itemId}`, { method: 'DELETE' }),
      onSuccess: (cart) => queryClient.setQueryData(cartKey(customerId), cart),
      onError: reportAddFailure,
    }),
  /** Applies a promotion code; a refusal carries promotion_not_added and its reason on the field. */
  applyPromotion: (queryClient: QueryClient, customerId: string | undefined) =>
    mutationOptions({
      mutationKey: ['cart', 'promotion'],
      networkMode: 'always',
      mutationFn: ({ promotionCode }: PromotionInput) =>
        postPromotion(queryClient)(customerId, promotionCode),
      onSuccess: (cart) => queryClient.setQueryData(cartKey(customerId), cart),
    }),
};

/** What the navigation shortcuts need to know of the cart (spec 1 §2). */
export function cartContents(cart: Cart | undefined) {
  const items = cart?.cartItems ?? [];
  return {
    count: items.length,
    hasLotteryTicket: items.some(
      (item) => item.productType === 'lottery_ticket' || item.productType === 'multi_draw_ticket',
    ),
    hasSyndicateShare: items.some((item) => item.productType === 'syndicate_share'),
  };
}
