/** Buying the cart from the wallet, and a purchase's receipt (spec 2 §7). */
import type { PurchaseInput, Receipt } from '../schemas/shop';
import { endpoint } from './endpoint';

export const purchase = endpoint<{ body: PurchaseInput; answer: Receipt }>()({
  service: 'main',
  personal: true,
  method: 'POST',
  path: '/cart/purchase',
  version: '3.3',
  idempotent: 'purchase',
  status: 201,
});
export const receipt = endpoint<{ answer: Receipt }>()({
  service: 'main',
  personal: true,
  method: 'GET',
  path: '/checkout/:checkoutId',
  version: '3.4',
});
