/**
 * Failed attempts counted by the throttles (../auth/rate-limit), shared by every API instance on
 * the database. Times are milliseconds.
 */
import type { Queryable } from './database';

export function attemptsData(db: Queryable) {
  return {
    async countSince(scope: string, key: string, sinceMs: number): Promise<number> {
      const { n } = await db
        .selectFrom('attempt_failures')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('scope', '=', scope)
        .where('key', '=', key)
        .where('at', '>', sinceMs)
        .executeTakeFirstOrThrow();
      return n;
    },

    /** Records one, and forgets the scope's older than `forgetBeforeMs`, which its window no longer counts. */
    async record(scope: string, key: string, atMs: number, forgetBeforeMs: number): Promise<void> {
      await db
        .deleteFrom('attempt_failures')
        .where('scope', '=', scope)
        .where('at', '<=', forgetBeforeMs)
        .execute();
      await db.insertInto('attempt_failures').values({ scope, key, at: atMs }).execute();
    },

    async clear(scope: string, key: string): Promise<void> {
      await db.deleteFrom('attempt_failures').where('scope', '=', scope).where('key', '=', key).execute();
    },
  };
}

export type AttemptsData = ReturnType<typeof attemptsData>;
