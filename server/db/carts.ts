/**
 * Carts and their items. A cart is anonymous (found by its reference) or a customer's (one open
 * cart each); items are stored as the shop checked and priced them.
 */
import { randomBytes } from 'node:crypto';
import type { Insertable, Selectable } from 'kysely';
import type { Clock } from '../clock';
import { unixSeconds } from '../clock';
import type { Queryable } from './database';
import { promotionUses } from './purchases';
import type { CartItemRow, CartItemsTable, CartPromotionRow, PromotionRow } from './schema';

export interface StoredCart {
  reference: string;
  customerId: number | null;
  updatedAt: number;
}

export type NewCartItem = Omit<
  Insertable<CartItemsTable>,
  'cart_reference' | 'created_at' | 'promotion_code'
> &
  Pick<
    CartItemRow,
    'offer_key' | 'game_offer_key' | 'draw_no' | 'num_draws' | 'num_games' | 'unit_price_cents'
  >;

/** Letters, digits, hyphens and underscores only: the spec's rule for a stored cart reference. */
const newCartReference = () => randomBytes(18).toString('base64url');

/** The cart's products, oldest first (a promotion's row is not one). */
export const productRows = (db: Queryable, reference: string): Promise<CartItemRow[]> =>
  db
    .selectFrom('cart_items')
    .selectAll()
    .where('cart_reference', '=', reference)
    .where('promotion_code', 'is', null)
    .orderBy('id')
    .$narrowType<Pick<CartItemRow, keyof NewCartItem & keyof CartItemRow>>()
    .execute();

export function cartsData(db: Queryable, clock: Clock) {
  const now = () => unixSeconds(clock);

  /** A new open cart, or nothing when the customer already has one open (for that partner). */
  const insert = async (customerId: number | null, partnerSlug?: string) => {
    const at = now();
    const reference = newCartReference();
    const { numInsertedOrUpdatedRows } = await db
      .insertInto('carts')
      .values({
        reference,
        customer_id: customerId,
        partner_slug: partnerSlug ?? null,
        created_at: at,
        updated_at: at,
      })
      .onConflict((conflict) => conflict.doNothing())
      .executeTakeFirst();
    return numInsertedOrUpdatedRows === 1n ? { reference, customerId, updatedAt: at } : undefined;
  };

  /** The customer's open cart: their own, or with `partnerSlug` the one for that partner. */
  const customers = async (customerId: number, partnerSlug?: string): Promise<StoredCart | undefined> => {
    const row = await db
      .selectFrom('carts')
      .select(['reference', 'updated_at'])
      .where('customer_id', '=', customerId)
      .where('status', '=', 'open')
      .where('partner_slug', partnerSlug === undefined ? 'is' : '=', partnerSlug ?? null)
      .executeTakeFirst();
    return row && { reference: row.reference, customerId, updatedAt: row.updated_at };
  };

  return {
    /** A new anonymous cart. */
    async anonymousCart(): Promise<StoredCart> {
      return (await insert(null)) ?? Promise.reject(new Error('a new cart reference was taken'));
    },

    /** An open anonymous cart by its reference. */
    async anonymous(reference: string): Promise<StoredCart | undefined> {
      const row = await db
        .selectFrom('carts')
        .select(['reference', 'customer_id', 'updated_at'])
        .where('reference', '=', reference)
        .where('customer_id', 'is', null)
        .where('status', '=', 'open')
        .where('partner_slug', 'is', null)
        .executeTakeFirst();
      return row && { reference: row.reference, customerId: null, updatedAt: row.updated_at };
    },

    customers,

    /**
     * The customer's open cart (their own, or with `partnerSlug` the one for that partner), made
     * when they have none. Two requests making it at once (a purchase just closed the last one)
     * both answer the one made: the unique index keeps one open cart per customer and partner.
     */
    async openFor(customerId: number, partnerSlug?: string): Promise<StoredCart> {
      const cart =
        (await customers(customerId, partnerSlug)) ??
        (await insert(customerId, partnerSlug)) ??
        (await customers(customerId, partnerSlug));
      return cart ?? Promise.reject(new Error(`customer ${customerId}'s new cart was closed at once`));
    },

    /** A partner cart holds one item: a new one replaces what it held (spec 2 §4). */
    async replaceItems(reference: string, item: NewCartItem): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('cart_items').where('cart_reference', '=', reference).execute();
        const at = now();
        await trx
          .insertInto('cart_items')
          .values({ ...item, cart_reference: reference, created_at: at })
          .execute();
        await trx.updateTable('carts').set({ updated_at: at }).where('reference', '=', reference).execute();
      });
    },

    items: (reference: string): Promise<CartItemRow[]> => productRows(db, reference),

    /** The promotions applied to the cart, oldest first. */
    promotions: (reference: string): Promise<CartPromotionRow[]> =>
      db
        .selectFrom('cart_items')
        .select(['id', 'promotion_code as code', 'removed_reason'])
        .where('cart_reference', '=', reference)
        .where('promotion_code', 'is not', null)
        .orderBy('id')
        .$narrowType<{ code: string }>()
        .execute(),

    promotion: (code: string): Promise<PromotionRow | undefined> =>
      db.selectFrom('promotions').selectAll().where('code', '=', code).executeTakeFirst(),
    /** How many of the customer's purchases used the code. */
    promotionUses: (customerId: number, code: string) => promotionUses(db, customerId, code),

    async addPromotion(reference: string, code: string): Promise<number> {
      const at = now();
      const { id } = await db
        .insertInto('cart_items')
        .values({
          cart_reference: reference,
          product_type: 'promotion',
          promotion_code: code,
          created_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await touch(reference, at);
      return id;
    },

    /**
     * Adds an item; with the add's key, only once: a repeat of an add this cart has taken changes
     * nothing. Answers whether the item was added.
     */
    async addItem(reference: string, item: NewCartItem, addKey?: string): Promise<boolean> {
      const at = now();
      const added = await db
        .insertInto('cart_items')
        .values({ ...item, cart_reference: reference, created_at: at, add_key: addKey ?? null })
        .onConflict((conflict) => conflict.columns(['cart_reference', 'add_key']).doNothing())
        .executeTakeFirst();
      if (added.numInsertedOrUpdatedRows === 0n) return false;
      await touch(reference, at);
      return true;
    },

    /** Replaces an item's content in place, keeping its id; false if the cart has no such item. */
    async replaceItem(reference: string, id: number, item: NewCartItem): Promise<boolean> {
      const { numUpdatedRows } = await db
        .updateTable('cart_items')
        .set({ ...item, removed_reason: null })
        .where('cart_reference', '=', reference)
        .where('id', '=', id)
        .where('promotion_code', 'is', null)
        .executeTakeFirst();
      if (numUpdatedRows === 0n) return false;
      await touch(reference, now());
      return true;
    },

    /** Takes an item off sale, keeping it (outside the totals) until the customer closes it. */
    async markRemoved(reference: string, id: number, reason: string): Promise<void> {
      await db
        .updateTable('cart_items')
        .set({ removed_reason: reason })
        .where('cart_reference', '=', reference)
        .where('id', '=', id)
        .execute();
    },

    async deleteItem(reference: string, id: number): Promise<boolean> {
      const { numDeletedRows } = await db
        .deleteFrom('cart_items')
        .where('cart_reference', '=', reference)
        .where('id', '=', id)
        .executeTakeFirst();
      if (numDeletedRows === 0n) return false;
      await touch(reference, now());
      return true;
    },

    /**
     * Moves an anonymous cart's items into a customer's cart, in one transaction: an item the
     * customer's cart already holds (the same ticket for the same draws) is not added twice, and a
     * promotion joins only a cart without one. The anonymous cart is closed, so its reference finds
     * nothing afterwards.
     */
    convert(anonymousReference: string, customerReference: string): Promise<void> {
      return db.transaction().execute(async (trx) => {
        const content = (row: Selectable<CartItemsTable>) => {
          const {
            id: _id,
            cart_reference: _cart,
            created_at: _created,
            affiliate_code: _aff,
            add_key: _key,
            ...rest
          } = row;
          return JSON.stringify(rest);
        };
        const load = (reference: string) =>
          trx
            .selectFrom('cart_items')
            .selectAll()
            .where('cart_reference', '=', reference)
            .orderBy('id')
            .execute();
        const customers = await load(customerReference);
        const held = new Set(customers.map(content));
        let promoted = customers.some((row) => row.promotion_code !== null);
        for (const row of await load(anonymousReference)) {
          if (held.has(content(row)) || (row.promotion_code !== null && promoted)) continue;
          promoted ||= row.promotion_code !== null;
          held.add(content(row));
          await trx
            .updateTable('cart_items')
            .set({ cart_reference: customerReference })
            .where('id', '=', row.id)
            .execute();
        }
        const at = now();
        await trx
          .updateTable('carts')
          .set({ status: 'converted', updated_at: at })
          .where('reference', '=', anonymousReference)
          .execute();
        await trx
          .updateTable('carts')
          .set({ updated_at: at })
          .where('reference', '=', customerReference)
          .execute();
      });
    },
  };

  async function touch(reference: string, at: number) {
    await db.updateTable('carts').set({ updated_at: at }).where('reference', '=', reference).execute();
  }
}

export type CartsData = ReturnType<typeof cartsData>;
