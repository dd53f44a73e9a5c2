/**
 * A partner's endpoints (spec 2 §7, "Partner purchase"): the partner, its cart priced with one item
 * (a visitor's kept nowhere, a customer's kept apart from their own cart) and its purchase through
 * the partner's web channel, with a deposit first when the wallet is short.
 */
import type {
  Partner,
  PartnerCart,
  PartnerCartItemInput,
  PartnerPurchase,
  PartnerPurchaseInput,
} from '../schemas/partners';
import { endpoint } from './endpoint';

export const partner = endpoint<{ answer: Partner }>()({
  service: 'main',
  personal: false,
  method: 'GET',
  path: '/partners/:slug',
});
export const customerCart = endpoint<{ body: PartnerCartItemInput; answer: PartnerCart }>()({
  service: 'main',
  personal: true,
  method: 'POST',
  path: '/cart/partner/:slug',
  status: 201,
});
/** A visitor's partner cart, priced and kept nowhere: it is kept once they sign in. */
export const visitorCart = endpoint<{ body: PartnerCartItemInput; answer: PartnerCart }>()({
  service: 'main',
  personal: false,
  method: 'POST',
  path: '/anon-cart/partner/:slug',
});
export const purchase = endpoint<{ body: PartnerPurchaseInput; answer: PartnerPurchase }>()({
  service: 'main',
  personal: true,
  method: 'POST',
  path: '/cart/partner/:slug/purchase',
  version: '3.2',
  idempotent: 'partner_purchase',
  status: 201,
});
