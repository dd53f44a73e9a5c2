/**
 * Content cards (tables content_cards and content_card_views): the notifications feed. A card is
 * a customer's own or everyone's; whether it was viewed is per customer.
 */
import type { ContentCard } from '@contract/schemas/notifications';
import { isoTime, type Clock } from '../clock';
import type { Queryable } from './database';

export interface NewCard {
  customerId: number | null;
  title: string;
  message: string;
  link?: string;
  linkText?: string;
  hideInFeed?: boolean;
}

/**
 * The newest cards the feed holds: a customer with years of draws has a card for each result, and
 * reads the latest, so the feed costs the same whatever their history.
 */
export const FEED_CARDS = 100;

export function contentCardsData(db: Queryable, clock: Clock) {
  return {
    async forCustomer(customerId: number): Promise<ContentCard[]> {
      const rows = await db
        .selectFrom('content_cards as card')
        .leftJoin('content_card_views as view', (join) =>
          join.onRef('view.card_id', '=', 'card.id').on('view.customer_id', '=', customerId),
        )
        .select([
          'card.id',
          'card.title',
          'card.message',
          'card.link',
          'card.link_text',
          'card.hide_in_feed',
          'card.created_at',
          'view.viewed_at',
        ])
        .where((eb) => eb.or([eb('card.customer_id', '=', customerId), eb('card.customer_id', 'is', null)]))
        .orderBy('card.created_at', 'desc')
        .orderBy('card.id', 'desc')
        .limit(FEED_CARDS)
        .execute();
      return rows.map((row) => ({
        id: String(row.id),
        title: row.title,
        message: row.message,
        link: row.link,
        linkText: row.link_text,
        hideInFeed: row.hide_in_feed === 1,
        viewed: row.viewed_at !== null,
        createdAt: row.created_at,
      }));
    },

    /** Marks the customer's cards among `ids` viewed; another customer's ids are ignored. */
    async markViewed(customerId: number, ids: number[]): Promise<void> {
      const visible = await db
        .selectFrom('content_cards')
        .select('id')
        .where('id', 'in', ids)
        .where((eb) => eb.or([eb('customer_id', '=', customerId), eb('customer_id', 'is', null)]))
        .execute();
      if (visible.length === 0) return;
      await db
        .insertInto('content_card_views')
        .values(
          visible.map(({ id }) => ({ card_id: id, customer_id: customerId, viewed_at: isoTime(clock) })),
        )
        .onConflict((conflict) => conflict.columns(['card_id', 'customer_id']).doNothing())
        .execute();
    },

    async add(card: NewCard): Promise<number> {
      const { id } = await db
        .insertInto('content_cards')
        .values({
          customer_id: card.customerId,
          title: card.title,
          message: card.message,
          link: card.link ?? null,
          link_text: card.linkText ?? null,
          hide_in_feed: card.hideInFeed ? 1 : 0,
          created_at: isoTime(clock),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    /** Seeding: whether any card for everyone exists yet. */
    hasSharedCards: async () =>
      (await db
        .selectFrom('content_cards')
        .select('id')
        .where('customer_id', 'is', null)
        .executeTakeFirst()) !== undefined,
  };
}
