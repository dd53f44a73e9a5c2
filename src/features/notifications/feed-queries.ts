/**
 * The notifications feed (spec 3 §2, §9): the customer's content cards. A refresh that fails is
 * retried every 500 ms, up to 10 times, before the bell gives up until the next one. Cards flagged
 * hide_in_feed are shown elsewhere: the feed leaves them out and the bell does not count them.
 */
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import * as contentCardEndpoints from '@contract/endpoints/content-cards';
import type { ContentCard } from '@contract/schemas/notifications';
import { call } from '@/api/call';
import { customerKey } from '@/lib/customer-key';

export const CARD_REFRESH_RETRIES = 10;
export const CARD_REFRESH_RETRY_MS = 500;

export const feedQueries = {
  cards: (customerId: string) =>
    queryOptions({
      queryKey: [...customerKey(customerId), 'content-cards'],
      queryFn: ({ signal }) => call(contentCardEndpoints.cards, { signal }),
      retry: CARD_REFRESH_RETRIES,
      retryDelay: CARD_REFRESH_RETRY_MS,
      // New cards arrive while the customer is on the site, not only when a page loads.
      refetchInterval: 5 * 60_000,
    }),
};

export const feedCards = (cards: readonly ContentCard[]) => cards.filter((card) => !card.hideInFeed);

/** What the bell's badge shows: cards in the feed not yet viewed. */
export const unviewedCount = (cards: readonly ContentCard[]) =>
  feedCards(cards).filter((card) => !card.viewed).length;

export const feedMutations = {
  /** The feed marks what it showed; the cache follows at once, so the badge clears as it opens. */
  markViewed: (customerId: string) =>
    mutationOptions({
      mutationFn: ({ ids }: { ids: string[] }) =>
        call(contentCardEndpoints.viewed, { body: { ids }, quiet: true }),
      onMutate: ({ ids }, { client }) => {
        client.setQueryData(feedQueries.cards(customerId).queryKey, (cards) =>
          cards?.map((card) => (ids.includes(card.id) ? { ...card, viewed: true } : card)),
        );
      },
    }),
};
