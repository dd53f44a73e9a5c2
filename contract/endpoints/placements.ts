/**
 * The recommendations service (spec 3 §7, 1.0): the draws recommended for a page's placement keys
 * (none at all is a 204), a customer's from their buying, their cart and their segment ids; and a
 * prime that reads the customer's buying again after a purchase.
 */
import type { Placement, PlacementAsked } from '../schemas/placements';
import { endpoint } from './endpoint';

export const placements = endpoint<{ query: PlacementAsked; answer: Placement[] | null }>()({
  service: 'recommend',
  personal: 'if-signed-in',
  method: 'GET',
  path: '/placement',
  cache: 'placements',
});
export const prime = endpoint<{
  body: { segmentUserId?: string; segmentDeviceId: string };
  answer: { primed: boolean };
}>()({
  service: 'recommend',
  personal: 'if-signed-in',
  method: 'POST',
  path: '/placement/cart/prime',
});
