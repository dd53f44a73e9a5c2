import { describe, expect, it } from 'vitest';
import { testDatabase } from '../testing/test-database';
import { catalogueData } from './catalogue';
import { seed } from './seed';

const NOW_MS = Date.UTC(2026, 11, 1, 1);
const clock = () => NOW_MS;
const nowSeconds = NOW_MS / 1000;

async function seeded() {
  const database = await testDatabase(clock);
  await seed(database.db, clock);
  return database;
}

const sharesSold = async (catalogue: ReturnType<typeof catalogueData>, key: string) =>
  (await catalogue.offers()).flatMap((offer) => offer.syndicates).find((row) => row.key === key)?.sharesSold;

describe("the catalogue an instance keeps while the catalogue's version stands", () => {
  it('is read once, and shared frozen, until a table it is read from changes', async () => {
    const { db, one, exec } = await seeded();
    const catalogue = catalogueData(db);
    const offers = await catalogue.offers();
    expect(await catalogue.offers()).toBe(offers);
    expect(await catalogue.lotteries()).toBe(await catalogue.lotteries());
    expect(() => offers[0]!.days.push('Friday')).toThrow(TypeError);
    expect(Object.isFrozen(offers[0]!.gameOffers[0]!.prices[0])).toBe(true);

    // As another instance, or the draw engine, would change it: any write to the tables.
    const { key, shares_sold } = await one<{ key: string; shares_sold: number }>(
      'SELECT key, shares_sold FROM syndicates ORDER BY key LIMIT 1',
    );
    await exec('UPDATE syndicates SET shares_sold = shares_sold + 1 WHERE key = ?', key);
    expect(await catalogue.offers()).not.toBe(offers);
    expect(await sharesSold(catalogue, key)).toBe(shares_sold + 1);
    await db.destroy();
  });

  it('keeps nothing a transaction read: its change is seen in it, and not once it is rolled back', async () => {
    const { db, one } = await seeded();
    const catalogue = catalogueData(db);
    const { key, shares_sold } = await one<{ key: string; shares_sold: number }>(
      'SELECT key, shares_sold FROM syndicates ORDER BY key LIMIT 1',
    );
    await expect(
      db.transaction().execute(async (trx) => {
        await trx
          .updateTable('syndicates')
          .set({ shares_sold: shares_sold + 5 })
          .where('key', '=', key)
          .execute();
        expect(await sharesSold(catalogueData(trx), key)).toBe(shares_sold + 5);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await sharesSold(catalogue, key)).toBe(shares_sold);
    await db.destroy();
  });

  it('gives the draws stopping after any later moment from what it read, and reads again for an earlier one', async () => {
    const { db, all } = await seeded();
    const catalogue = catalogueData(db);
    const keys = (await catalogue.lotteries()).map((lottery) => lottery.key);
    const stored = async (after: number) =>
      (await all<{ id: number }>('SELECT id FROM draws WHERE stop_at > ? ORDER BY stop_at, id', after)).map(
        (row) => row.id,
      );
    const ids = async (after: number, lotteryKeys = keys) =>
      (await catalogue.drawsStoppingAfter(lotteryKeys, after)).map((draw) => draw.id);

    const inADay = nowSeconds + 24 * 60 * 60;
    expect(await ids(nowSeconds)).toEqual(await stored(nowSeconds));
    expect(await ids(inADay)).toEqual(await stored(inADay));
    expect(await ids(nowSeconds - 60)).toEqual(await stored(nowSeconds - 60));
    const [first] = keys;
    expect(
      (await catalogue.drawsStoppingAfter([first!], nowSeconds)).every((draw) => draw.lottery_key === first),
    ).toBe(true);
    await db.destroy();
  });
});
