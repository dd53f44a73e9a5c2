/**
 * The demo promotion codes (README): a welcome discount once per customer, a percentage, an
 * expired one and one for a single game. Dates are set around the first start, so they stay valid
 * for a year of demos.
 */
import type { Insertable } from 'kysely';
import type { Queryable } from '../database';
import type { PromotionsTable } from '../schema';

const DAY = 24 * 60 * 60;

export function demoPromotions(nowSeconds: number): Insertable<PromotionsTable>[] {
  // Every row names every column: SQLite has no DEFAULT in a multi-row VALUES list.
  const running = { starts_at: nowSeconds - 30 * DAY, ends_at: nowSeconds + 365 * DAY };
  const anyGame = { offer_key: null, min_spend_cents: 0, uses_per_customer: null };
  return [
    {
      code: 'WELCOME5',
      description: '$5 off your first order of $10 or more',
      kind: 'fixed',
      amount: 500,
      ...anyGame,
      min_spend_cents: 1000,
      uses_per_customer: 1,
      ...running,
    },
    {
      code: 'SAVE10',
      description: '10% off your order',
      kind: 'percent',
      amount: 10,
      ...anyGame,
      ...running,
    },
    {
      code: 'SPRING25',
      description: '$5 off (ended last spring)',
      kind: 'fixed',
      amount: 500,
      ...anyGame,
      starts_at: nowSeconds - 400 * DAY,
      ends_at: nowSeconds - 200 * DAY,
    },
    {
      code: 'POWERBALL3',
      description: '$3 off $10 or more of Powerball tickets',
      kind: 'fixed',
      amount: 300,
      offer_key: 'powerball',
      min_spend_cents: 1000,
      uses_per_customer: null,
      ...running,
    },
  ];
}

export async function seedPromotions(db: Queryable, nowSeconds: number): Promise<void> {
  await db
    .insertInto('promotions')
    .values(demoPromotions(nowSeconds))
    .onConflict((conflict) => conflict.column('code').doNothing())
    .execute();
}
