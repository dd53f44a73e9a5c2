/**
 * Values the API makes once and keeps (migration 0027's settings table): the sandbox's VAPID keys
 * and its identity providers' signing keys, which must outlive a restart as a real party's do.
 */
import type { Queryable } from './database';

export function settingsData(db: Queryable) {
  const read = async (key: string) =>
    (await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst())?.value;
  return {
    /** The kept value, made on first use; the first writer's when two instances make one at once. */
    async kept(key: string, make: () => string | Promise<string>): Promise<string> {
      const known = await read(key);
      if (known !== undefined) return known;
      await db
        .insertInto('settings')
        .values({ key, value: await make() })
        .onConflict((conflict) => conflict.column('key').doNothing())
        .execute();
      return (await read(key)) ?? '';
    },
  };
}

export type SettingsData = ReturnType<typeof settingsData>;
