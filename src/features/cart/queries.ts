/**
 * The cart (spec 2 §4, §7, v3.3): the signed-in customer's cart under their key (with the
 * device's anonymous cart merged into it after sign-in), or the anonymous cart found by the
 * reference cookie; an anonymous cart is made on demand when the first item is added, and one the
 * server no longer knows (404) is forgotten and made again. Carts are cached
 * 20 seconds in memory only (never persisted, never in the worker). Items are priced by the
 * server: the build call previews a price, the add call stores the item.
 */
import { queryOptions } from '@tanstack/react-query';
import { CART_FRESH_SECONDS } from '@contract/cache-policy';
import * as endpoints from '@contract/endpoints/cart';
import type { Cart, CartItemInput } from '@contract/schemas/shop';
import { isNotFound } from '@/api';
import { call } from '@/api/call';
import { customerKey } from '@/lib/customer-key';
import type { CookieJar } from '@/lib/cookies';
import { cartReference, forgetCartReference, keepCartReference } from './cart-cookies';
import { SITE_CURRENCY } from '@/lib/site-locale';

export const CART_UPDATE_FAILED =
  'Sorry, there was an unexpected error while updating your cart. Please try again.';

export const emptyCart = (): Cart => ({
  cartReference: '',
  cartItems: [],
  autoRemovedItems: [],
  promotions: [],
  cartTotal: { amount: 0, currency: SITE_CURRENCY },
  preOrderTotal: { amount: 0, currency: SITE_CURRENCY },
  blockedReasons: {},
  requiresUnattendedPaymentMethod: false,
  showRegulation: false,
  expiry: '',
});

async function anonymousCart(): Promise<Cart> {
  const reference = cartReference();
  if (!reference) return emptyCart();
  try {
    return await call(endpoints.anonymous, { params: { ref: reference } });
  } catch (error) {
    if (!isNotFound(error)) throw error;
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
      const merged = await call(endpoints.convert, { params: { ref: reference } });
      forgetCartReference();
      return merged;
    } catch (error) {
      if (!isNotFound(error)) throw error;
      forgetCartReference();
    }
  }
  return call(endpoints.customers);
}

async function newAnonymousCart(jar: CookieJar): Promise<string> {
  const { cartReference: reference } = await call(endpoints.create);
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
      if (!isNotFound(error)) throw error;
      forgetCartReference();
    }
  }
  return call(await newAnonymousCart(jar));
}

/**
 * A call on the customer's cart, or on this device's anonymous cart, made first if there is none
 * or it has gone: pricing a ticket and adding it both need a cart.
 */
export function onSomeCart<T>(
  customerId: string | undefined,
  jar: CookieJar,
  customers: () => Promise<T>,
  anonymous: (ref: string) => Promise<T>,
): Promise<T> {
  return customerId ? customers() : onAnonymousCart(jar, anonymous);
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
        onSomeCart(
          customerId,
          jar,
          () => call(endpoints.build, { body: item }),
          (ref) => call(endpoints.buildAnonymous, { params: { ref }, body: item }),
        ),
      staleTime: CART_FRESH_SECONDS * 1000,
      retry: false,
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
