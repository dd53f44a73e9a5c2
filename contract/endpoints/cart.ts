/**
 * The cart (spec 2 §4, §7, v3.3): the signed-in customer's, or an anonymous one found by its
 * reference (made on demand, merged into the customer's after sign-in). Each change is a call on
 * either: add an item, replace or delete one, preview an item's price (kept nowhere), apply a
 * promotion code. Every change answers the cart as it now stands.
 */
import type { Cart, CartItem, CartItemInput, PromotionInput } from '../schemas/shop';
import { endpoint } from './endpoint';

const cart = { service: 'main', version: '3.3' } as const;
const customers = { ...cart, personal: true } as const;
/** An anonymous cart's reference is its key: whoever holds it (this device's cookie) uses it. */
const anonymous = { ...cart, personal: false } as const;
const ANONYMOUS = '/anon-cart/:ref';

type Adds = { body: CartItemInput; answer: Cart };
type Builds = { body: CartItemInput; answer: CartItem };
type Promotes = { body: PromotionInput; answer: Cart };

export const cartEndpoints = {
  create: endpoint<{ answer: { cartReference: string } }>()({
    ...anonymous,
    method: 'POST',
    path: '/anon-cart',
    status: 201,
  }),
  anonymous: endpoint<{ answer: Cart }>()({ ...anonymous, method: 'GET', path: ANONYMOUS }),
  customers: endpoint<{ answer: Cart }>()({ ...customers, method: 'GET', path: '/cart/items' }),
  /** On sign-in: the anonymous cart's items join the customer's, without duplicates. */
  convert: endpoint<{ answer: Cart }>()({ ...customers, method: 'POST', path: `${ANONYMOUS}/convert` }),
  add: endpoint<Adds>()({ ...customers, method: 'POST', path: '/cart/items', status: 201 }),
  addAnonymous: endpoint<Adds>()({ ...anonymous, method: 'POST', path: `${ANONYMOUS}/items`, status: 201 }),
  /** The item as edited, checked and priced again. */
  replace: endpoint<Adds>()({ ...customers, method: 'PUT', path: '/cart/items/:itemId' }),
  replaceAnonymous: endpoint<Adds>()({ ...anonymous, method: 'PUT', path: `${ANONYMOUS}/items/:itemId` }),
  /** A promotion is deleted the same way, by its item id. */
  remove: endpoint<{ answer: Cart }>()({ ...customers, method: 'DELETE', path: '/cart/items/:itemId' }),
  removeAnonymous: endpoint<{ answer: Cart }>()({
    ...anonymous,
    method: 'DELETE',
    path: `${ANONYMOUS}/items/:itemId`,
  }),
  build: endpoint<Builds>()({ ...customers, method: 'POST', path: '/cart/build' }),
  buildAnonymous: endpoint<Builds>()({ ...anonymous, method: 'POST', path: `${ANONYMOUS}/build` }),
  /** A refusal carries `promotion_not_added` and its reason on the field. */
  promote: endpoint<Promotes>()({ ...customers, method: 'POST', path: '/cart/promotion', status: 201 }),
  promoteAnonymous: endpoint<Promotes>()({
    ...anonymous,
    method: 'POST',
    path: `${ANONYMOUS}/promotion`,
    status: 201,
  }),
};
