/**
 * The catalogue (spec 2 §7): product offers by pricing id and segment (v3.9), each game's branding,
 * a draw's details (v3.6) and preview (v3.3), tips, number statistics and causes. All public, each
 * in the cache policy that says how long it stays fresh.
 */
import type { Cause, DrawDetails, ProductBranding, ProductOffers, Statistics, Tip } from '../schemas/shop';
import { endpoint } from './endpoint';

const read = { service: 'main', personal: false, method: 'GET' } as const;

export const offers = endpoint<{ query: { segmentName?: string }; answer: ProductOffers }>()({
  ...read,
  path: '/pricing/:pricingId/product_offers',
  version: '3.9',
  cache: 'product-offers',
});
export const branding = endpoint<{ answer: ProductBranding[] }>()({
  ...read,
  path: '/branding',
  cache: 'branding',
});
/** What is or was on sale. */
export const draw = endpoint<{ answer: DrawDetails }>()({
  ...read,
  path: '/draw/details/:lotteryKey/:drawNo',
  version: '3.6',
  cache: 'results',
});
/** A raffle draw not yet on sale too. */
export const drawPreview = endpoint<{ answer: DrawDetails }>()({
  ...read,
  path: '/draw/preview/:lotteryKey/:drawNo',
  version: '3.3',
  cache: 'results',
});
export const tips = endpoint<{ answer: Tip[] }>()({ ...read, path: '/tips', cache: 'tips' });
export const statistics = endpoint<{ answer: Statistics }>()({
  ...read,
  path: '/statistics/:key',
  cache: 'public',
});
export const causes = endpoint<{ answer: Cause[] }>()({ ...read, path: '/causes', cache: 'public' });
export const cause = endpoint<{ answer: Cause }>()({ ...read, path: '/causes/:key', cache: 'public' });
