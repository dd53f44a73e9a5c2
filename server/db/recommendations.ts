/**
 * What recommendations are chosen from (the recommendations service): how often offers were
 * bought, by one customer, by customers who bought what they bought, and by everyone lately.
 * Counts of customers, not of orders, outside a customer's own: one keen buyer is not a crowd.
 */
import { sql } from 'kysely';
import type { Queryable } from './database';

export type OfferCounts = Map<string, number>;

const counted = (rows: { offer_key: string; n: number | string | bigint }[]): OfferCounts =>
  new Map(rows.map((row) => [row.offer_key, Number(row.n)]));

export function recommendationsData(db: Queryable) {
  return {
    /** The customer's own orders by offer. */
    async ownCounts(customerId: number): Promise<OfferCounts> {
      const rows = await db
        .selectFrom('orders')
        .select(['offer_key', sql<number>`count(*)`.as('n')])
        .where('customer_id', '=', customerId)
        .groupBy('offer_key')
        .execute();
      return counted(rows);
    },

    /** Offers bought by the customers who bought any offer this customer bought, by buyer. */
    async similarCounts(customerId: number): Promise<OfferCounts> {
      const theirs = db.selectFrom('orders').select('offer_key').where('customer_id', '=', customerId);
      const peers = db
        .selectFrom('orders')
        .select('customer_id')
        .where('offer_key', 'in', theirs)
        .where('customer_id', '!=', customerId);
      const rows = await db
        .selectFrom('orders')
        .select(['offer_key', sql<number>`count(distinct customer_id)`.as('n')])
        .where('customer_id', 'in', peers)
        .groupBy('offer_key')
        .execute();
      return counted(rows);
    },

    /** Offers by how many customers bought them since `sinceSeconds`. */
    async popularCounts(sinceSeconds: number): Promise<OfferCounts> {
      const rows = await db
        .selectFrom('orders')
        .select(['offer_key', sql<number>`count(distinct customer_id)`.as('n')])
        .where('created_at', '>=', sinceSeconds)
        .groupBy('offer_key')
        .execute();
      return counted(rows);
    },
  };
}

export type RecommendationsData = ReturnType<typeof recommendationsData>;
