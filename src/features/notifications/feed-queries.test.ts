import { describe, expect, it } from 'vitest';
import type { ContentCard } from '@contract/schemas/notifications';
import {
  CARD_REFRESH_RETRIES,
  CARD_REFRESH_RETRY_MS,
  feedCards,
  feedQueries,
  unviewedCount,
} from './feed-queries';

const card = (id: string, viewed: boolean, hideInFeed = false): ContentCard => ({
  id,
  title: `Card ${id}`,
  message: 'Hello',
  link: null,
  linkText: null,
  hideInFeed,
  viewed,
  createdAt: '2026-11-24T00:00:00.000Z',
});

describe('the notifications feed', () => {
  it('counts unviewed cards, leaving out those hidden from the feed', () => {
    const cards = [card('1', false), card('2', true), card('3', false, true), card('4', false)];
    expect(unviewedCount(cards)).toBe(2);
    expect(feedCards(cards).map((c) => c.id)).toEqual(['1', '2', '4']);
    expect(unviewedCount([card('5', false, true)])).toBe(0);
  });

  it('retries a failed refresh every 500 ms, up to 10 times', () => {
    const options = feedQueries.cards('42');
    expect(options.retry).toBe(CARD_REFRESH_RETRIES);
    expect(CARD_REFRESH_RETRIES).toBe(10);
    expect(options.retryDelay).toBe(CARD_REFRESH_RETRY_MS);
    expect(CARD_REFRESH_RETRY_MS).toBe(500);
    expect(options.queryKey).toEqual(['customer', '42', 'content-cards']);
  });
});
