/**
 * Leases: which one of several API instances on the database does a job (the draw engine) until
 * its lease expires. Times are milliseconds on the app's clock.
 */
import type { Queryable } from './database';

export function leasesData(db: Queryable) {
  return {
    /**
     * Takes `name` for `holder` until `untilMs`, or renews it when `holder` has it already. False
     * while another holder's lease runs. Two instances taking a lapsed lease at once: the second's
     * update waits for the first's and then no longer matches (PostgreSQL re-reads the row).
     */
    async take(name: string, holder: string, nowMs: number, untilMs: number): Promise<boolean> {
      await db
        .insertInto('leases')
        .values({ name, holder, expires_at: 0 })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
      const { numUpdatedRows } = await db
        .updateTable('leases')
        .set({ holder, expires_at: untilMs })
        .where('name', '=', name)
        .where((eb) => eb.or([eb('holder', '=', holder), eb('expires_at', '<=', nowMs)]))
        .executeTakeFirst();
      return numUpdatedRows === 1n;
    },

    /** Lets another instance take it straight away (a clean stop). */
    async release(name: string, holder: string): Promise<void> {
      await db
        .updateTable('leases')
        .set({ expires_at: 0 })
        .where('name', '=', name)
        .where('holder', '=', holder)
        .execute();
    },
  };
}

export type LeasesData = ReturnType<typeof leasesData>;
