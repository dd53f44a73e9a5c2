/**
 * The cards every customer finds in the notifications feed: one to read, and one the home page's
 * placement shows that the feed leaves out (hide_in_feed). Written once.
 */
import type { contentCardsData } from '../content-cards';

export async function seedContentCards(cards: ReturnType<typeof contentCardsData>): Promise<void> {
  if (await cards.hasSharedCards()) return;
  await cards.add({
    customerId: null,
    title: 'Your tickets, even offline',
    message:
      'Install Lucky Dip on your phone and your tickets and the latest results are there without a connection.',
    link: '/lotto-results',
    linkText: 'See the latest results',
  });
  await cards.add({
    customerId: null,
    title: 'Summer of giving',
    message: 'Every charity raffle ticket this month adds an extra entry into the $10,000 prize draw.',
    link: '/charity-tickets',
    linkText: 'Find a raffle',
    hideInFeed: true,
  });
}
