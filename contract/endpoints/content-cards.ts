/** The notifications feed's endpoints (spec 3 §7): the customer's content cards, and those they have seen. */
import type { CardsViewed, ContentCard } from '../schemas/notifications';
import { endpoint } from './endpoint';

export const cards = endpoint<{ answer: ContentCard[] }>()({
  service: 'main',
  personal: true,
  method: 'GET',
  path: '/customer/content-cards',
});
export const viewed = endpoint<{ body: CardsViewed; answer: null }>()({
  service: 'main',
  personal: true,
  method: 'POST',
  path: '/customer/content-cards/viewed',
  status: 204,
});
