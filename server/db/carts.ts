/**
 * Carts and their items. A cart is anonymous (found by its reference) or a customer's (one open
 * cart each); items are stored as the shop checked and priced them.
 */
import type { Insertable } from 'kysely';
import type { Clock } from '../clock';
import { unixSeconds } from '../clock';
import type { Queryable } from './database';
import type { CartItemRow, CartItemsTable } from './schema';

export interface StoredCart {
  reference: string;
  customerId: number | null;
  updatedAt: number;
}

export type NewCartItem = Omit<Insertable<CartItemsTable>, 'cart_reference' | 'created_at'>;

export function cartsData(db: Queryable, clock: Clock) {
  const now = () => unixSeconds(clock);
  return {
    async create(reference: string, customerId: number | null): Promise<StoredCart> {
      const at = now();
      await db
        .insertInto('carts')
        .values({ reference, customer_id: customerId, created_at: at, updated_at: at })
        .execute();
      return { reference, customerId, updatedAt: at };
    },

    /** An open anonymous cart by its reference. */
    async anonymous(reference: string): Promise<StoredCart | undefined> {
      const row = await db
        .selectFrom('carts')
        .select(['reference', 'customer_id', 'updated_at'])
        .where('reference', '=', reference)
        .where('customer_id', 'is', null)
        .where('status', '=', 'open')
        .executeTakeFirst();
      return row && { reference: row.reference, customerId: null, updatedAt: row.updated_at };
    },

    async customers(customerId: number): Promise<StoredCart | undefined> {
      const row = await db
        .selectFrom('carts')
        .select(['reference', 'updated_at'])
        .where('customer_id', '=', customerId)
        .where('status', '=', 'open')
        .executeTakeFirst();
      return row && { reference: row.reference, customerId, updatedAt: row.updated_at };
    },

    items: (reference: string): Promise<CartItemRow[]> =>
      db.selectFrom('cart_items').selectAll().where('cart_reference', '=', reference).orderBy('id').execute(),

    async addItem(reference: string, item: NewCartItem): Promise<number> {
      const at = now();
      const { id } = await db
        .insertInto('cart_items')
        .values({ ...item, cart_reference: reference, created_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.updateTable('carts').set({ updated_at: at }).where('reference', '=', reference).execute();
      return id;
    },
  };
}

export type CartsData = ReturnType<typeof cartsData>;
