/**
 * Changes to the cart (spec 2 §7): adding items, editing and deleting them, promotions. Apart
 * from the cart's reads (queries.ts), which the header needs on every page: these load with the
 * pages that change the cart.
 */
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import * as endpoints from '@contract/endpoints/cart';
import type { Cart, CartItemInput, PromotionInput } from '@contract/schemas/shop';
import { ApiError, notifications } from '@/api';
import { call } from '@/api/call';
import { coalesce } from '@/lib/coalesce';
import type { CookieJar } from '@/lib/cookies';
import { affiliateCode, forgetAffiliateCode } from '@/lib/affiliate';
import { analytics, trackedProduct } from '@/lib/analytics';
import { cartReference } from './cart-cookies';
import { CART_UPDATE_FAILED, cartKey, emptyCart, onSomeCart } from './queries';

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

/** `idempotencyKey`: the tap's, so that however often the add is sent, it makes one row. */
const postItem = (
  customerId: string | undefined,
  jar: CookieJar,
  item: CartItemInput,
  idempotencyKey: string,
) => {
  const body = withAffiliate(item);
  return onSomeCart(
    customerId,
    jar,
    () => call(endpoints.add, { body, idempotencyKey }),
    (ref) => call(endpoints.addAnonymous, { params: { ref }, body, idempotencyKey }),
  );
};

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
      // One key per tap (a repeat within the window joins this one), one per item of it.
      const tap = crypto.randomUUID();
      for (const [index, item] of items.entries())
        cart = await postItem(customerId, jar, item, `${tap}-${index}`);
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
      customerId
        ? call(endpoints.promote, { body: { promotionCode } })
        : call(endpoints.promoteAnonymous, {
            params: { ref: anonymousReference() },
            body: { promotionCode },
          }),
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
  /** `shownInPage`: the page shows a refusal beside what it refused, so no notification says it too. */
  addItems: (
    queryClient: QueryClient,
    customerId: string | undefined,
    jar: CookieJar,
    { shownInPage = false }: { shownInPage?: boolean } = {},
  ) =>
    mutationOptions({
      mutationKey: ['cart', 'add'],
      // Never paused and replayed later: offline, the add fails now and the customer is told.
      networkMode: 'always',
      mutationFn: (items: CartItemInput[]) => postItems(queryClient)(customerId, jar, items),
      onSuccess: (cart) => {
        forgetAffiliateCode();
        const before = new Set(
          queryClient.getQueryData<Cart>(cartKey(customerId))?.cartItems.map((item) => item.id),
        );
        for (const item of cart.cartItems.filter((entry) => !before.has(entry.id)))
          analytics.track('Product Added', { ...trackedProduct(item), cart_id: cart.cartReference });
        queryClient.setQueryData(cartKey(customerId), cart);
      },
      // An add that failed part way still changed the cart: read it again.
      onError: (error) => {
        if (!shownInPage || !(error instanceof ApiError) || error.status >= 500) reportAddFailure(error);
        void queryClient.invalidateQueries({ queryKey: cartKey(customerId) });
      },
    }),
};

/** This device's anonymous cart, which a change to it needs by now (none: the server finds none). */
const anonymousReference = () => cartReference() ?? '';

export const cartChanges = {
  /** Replaces an item with the ticket as the customer edited it; the server prices it again. */
  updateItem: (queryClient: QueryClient, customerId: string | undefined, itemId: number) =>
    mutationOptions({
      mutationKey: ['cart', 'update', itemId],
      networkMode: 'always',
      mutationFn: (item: CartItemInput) =>
        customerId
          ? call(endpoints.replace, { params: { itemId }, body: item })
          : call(endpoints.replaceAnonymous, { params: { ref: anonymousReference(), itemId }, body: item }),
      onSuccess: (cart) => queryClient.setQueryData(cartKey(customerId), cart),
      onError: reportAddFailure,
    }),
  /** Deletes an item; a promotion is deleted the same way, by its item id (spec 2 §7). */
  deleteItem: (queryClient: QueryClient, customerId: string | undefined) =>
    mutationOptions({
      mutationKey: ['cart', 'delete'],
      networkMode: 'always',
      mutationFn: (itemId: number) =>
        customerId
          ? call(endpoints.remove, { params: { itemId } })
          : call(endpoints.removeAnonymous, { params: { ref: anonymousReference(), itemId } }),
      onSuccess: (cart, itemId) => {
        const removed = queryClient
          .getQueryData<Cart>(cartKey(customerId))
          ?.cartItems.find((item) => item.id === itemId);
        if (removed)
          analytics.track('Product Removed', { ...trackedProduct(removed), cart_id: cart.cartReference });
        queryClient.setQueryData(cartKey(customerId), cart);
      },
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
