/**
 * The cart (spec 2 §4, §7, v3.3): the signed-in customer's, or an anonymous one found by its
 * reference (made on demand, merged into the customer's after sign-in). Each change is a call on
 * either: add an item, replace or delete one, preview an item's price (kept nowhere), apply a
 * promotion code. Every change answers the cart as it now stands.
 */
import type { Cart, CartItem, CartItemInput, PromotionInput } from '../schemas/shop';
import { endpoint } from './endpoint';

const cart = { service: 'main', version: '3.3' } as const;
const ofCustomer = { ...cart, personal: true } as const;
/** An anonymous cart's reference is its key: whoever holds it (this device's cookie) uses it. */
const ofAnonymous = { ...cart, personal: false } as const;
const ANONYMOUS = '/anon-cart/:ref';

type Adds = { body: CartItemInput; answer: Cart };
type Builds = { body: CartItemInput; answer: CartItem };
type Promotes = { body: PromotionInput; answer: Cart };

export const create = endpoint<{ answer: { cartReference: string } }>()({
  ...ofAnonymous,
  method: 'POST',
  path: '/anon-cart',
  status: 201,
});
export const anonymous = endpoint<{ answer: Cart }>()({ ...ofAnonymous, method: 'GET', path: ANONYMOUS });
export const customers = endpoint<{ answer: Cart }>()({ ...ofCustomer, method: 'GET', path: '/cart/items' });
/** On sign-in: the anonymous cart's items join the customer's, without duplicates. */
export const convert = endpoint<{ answer: Cart }>()({
  ...ofCustomer,
  method: 'POST',
  path: `${ANONYMOUS}/convert`,
});
/** One tap, one row: the add's Idempotency-Key is kept on the row it made (issue 62, point 7). */
export const add = endpoint<Adds>()({
  ...ofCustomer,
  method: 'POST',
  path: '/cart/items',
  status: 201,
  keyed: true,
});
export const addAnonymous = endpoint<Adds>()({
  ...ofAnonymous,
  method: 'POST',
  path: `${ANONYMOUS}/items`,
  status: 201,
  keyed: true,
});
/** The item as edited, checked and priced again. */
export const replace = endpoint<Adds>()({ ...ofCustomer, method: 'PUT', path: '/cart/items/:itemId' });
export const replaceAnonymous = endpoint<Adds>()({
  ...ofAnonymous,
  method: 'PUT',
  path: `${ANONYMOUS}/items/:itemId`,
});
/** A promotion is deleted the same way, by its item id. */
export const remove = endpoint<{ answer: Cart }>()({
  ...ofCustomer,
  method: 'DELETE',
  path: '/cart/items/:itemId',
});
export const removeAnonymous = endpoint<{ answer: Cart }>()({
  ...ofAnonymous,
  method: 'DELETE',
  path: `${ANONYMOUS}/items/:itemId`,
});
export const build = endpoint<Builds>()({ ...ofCustomer, method: 'POST', path: '/cart/build' });
export const buildAnonymous = endpoint<Builds>()({
  ...ofAnonymous,
  method: 'POST',
  path: `${ANONYMOUS}/build`,
});
/** A refusal carries `promotion_not_added` and its reason on the field. */
export const promote = endpoint<Promotes>()({
  ...ofCustomer,
  method: 'POST',
  path: '/cart/promotion',
  status: 201,
});
export const promoteAnonymous = endpoint<Promotes>()({
  ...ofAnonymous,
  method: 'POST',
  path: `${ANONYMOUS}/promotion`,
  status: 201,
});
