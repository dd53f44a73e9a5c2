import { expect, it } from 'vitest';
import { dataLayer } from '../db';
import { testDatabase } from '../testing/test-database';
import { seed } from '../db/seed';
import { limitsNow } from './limits';

it('lays out the last 30 days of charges as rolling days ending now', async () => {
  const clock = () => Date.now();
  const { db, one } = await testDatabase(clock);
  await seed(db, clock);
  const data = dataLayer(db, clock);
  const { id } = await one<{
    id: number;
  }>("SELECT id FROM customers WHERE email = 'demo@luckydip.test'");
  const at = Math.floor(clock() / 1000);
  const { history } = await limitsNow(data, id, at);
  expect(history).toHaveLength(30);
  expect(history.at(-1)?.endsAt).toBe(at);
  expect(history[0]?.endsAt).toBe(at - 29 * 24 * 60 * 60);
  const charged = (await data.limits.charges(id, at - 30 * 24 * 60 * 60)).reduce(
    (sum, charge) => sum + charge.charged_cents,
    0,
  );
  expect(history.reduce((sum, day) => sum + day.cents, 0)).toBe(charged);
});
