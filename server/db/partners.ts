/**
 * Partners (spec 2 §3): retailers and charities that send their customers to /purchase/{slug} to
 * buy the one product they sell through Lucky Dip.
 */
import type { Insertable } from 'kysely';
import type { Queryable } from './database';
import type { PartnerRow, PartnersTable } from './schema';

export function partnersData(db: Queryable) {
  return {
    bySlug: (slug: string): Promise<PartnerRow | undefined> =>
      db.selectFrom('partners').selectAll().where('slug', '=', slug).executeTakeFirst(),

    slugs: async (): Promise<string[]> =>
      (await db.selectFrom('partners').select('slug').orderBy('slug').execute()).map((row) => row.slug),

    /** Adds a partner unless one with its slug exists (the demo's are written on every start). */
    insertIfMissing: (partner: Insertable<PartnersTable>) =>
      db
        .insertInto('partners')
        .values(partner)
        .onConflict((conflict) => conflict.column('slug').doNothing())
        .execute(),
  };
}

export type PartnersData = ReturnType<typeof partnersData>;
