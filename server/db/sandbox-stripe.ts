/**
 * The sandbox's Stripe's objects (../sandbox/stripe-api.ts) as Stripe's own JSON, in the database
 * so that every API instance answers for an object another made.
 */
import type { Queryable } from './database';

export function sandboxStripeData(db: Queryable) {
  return {
    async get<T>(id: string): Promise<T | undefined> {
      const row = await db
        .selectFrom('sandbox_stripe_objects')
        .select('body')
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? (JSON.parse(row.body) as T) : undefined;
    },

    async put<T extends { id: string }>(object: T): Promise<void> {
      const body = JSON.stringify(object);
      await db
        .insertInto('sandbox_stripe_objects')
        .values({ id: object.id, body })
        .onConflict((oc) => oc.column('id').doUpdateSet({ body }))
        .execute();
    },
  };
}
