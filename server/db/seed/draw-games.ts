/**
 * A draw of many games for load runs (`SEED_DRAW_GAMES`, npm run bench's million-game draw): that
 * many quick-pick standard games in the next Powerball draw, bought by the load customers (or the
 * demo customer), a thousand games an order, written a thousand rows a statement. Only into a draw
 * that has none of them yet, so a restart adds nothing.
 */
import { quickPickGame, type RandomInt } from '@contract/quick-pick';
import type { NumberSet } from '@contract/schemas/shop';
import { sql } from 'kysely';
import type { Queryable } from '../database';
import { nextPowerball } from './spending';

const GAMES_PER_ORDER = 1000;
const CHECKOUT_PREFIX = 'seed-draw-';
/** Demo data, not a draw: a fast generator will do (the CSPRNG makes a million games slowly). */
const fastRandom: RandomInt = (bound) => Math.floor(Math.random() * bound);

export async function seedDrawGames(db: Queryable, games: number, nowSeconds: number): Promise<void> {
  if (games <= 0) return;
  const { gameOffer, draw } = await nextPowerball(db, nowSeconds);
  if (!gameOffer || !draw) return;
  const seeded = await db
    .selectFrom('checkouts')
    .select('id')
    .where('id', 'like', `${CHECKOUT_PREFIX}%`)
    .executeTakeFirst();
  if (seeded) return;
  const load = await db.selectFrom('customers').select('id').where('email', 'like', 'load-%').execute();
  const buyers = load.length > 0 ? load : await db.selectFrom('customers').select('id').limit(1).execute();
  const onePrice = (JSON.parse(gameOffer.prices) as { games: number; priceCents: number }[]).find(
    (row) => row.games === 1,
  );
  const gameCents = onePrice?.priceCents ?? 0;
  const sets = JSON.parse(gameOffer.number_sets) as NumberSet[];
  for (let first = 0, n = 0; first < games; first += GAMES_PER_ORDER, n += 1) {
    const count = Math.min(GAMES_PER_ORDER, games - first);
    const customerId = buyers[n % buyers.length]!.id;
    const checkoutId = `${CHECKOUT_PREFIX}${draw.id}-${n}`;
    await db
      .insertInto('checkouts')
      .values({
        id: checkoutId,
        customer_id: customerId,
        charged_cents: count * gameCents,
        balance_after_cents: 0,
        created_at: nowSeconds,
      })
      .execute();
    const { id: orderId } = await db
      .insertInto('orders')
      .values({
        checkout_id: checkoutId,
        customer_id: customerId,
        product_type: 'lottery_ticket',
        offer_key: 'powerball',
        game_offer_key: gameOffer.key,
        draw_no: draw.draw_no,
        num_draws: 1,
        quickpick: 1,
        num_games: count,
        cause_key: null,
        syndicate_key: null,
        num_shares: null,
        recurring: null,
        price_cents: count * gameCents,
        status: 'purchased',
        created_at: nowSeconds,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('tickets')
      .values(
        Array.from({ length: count }, (_, index) => ({
          order_id: orderId,
          draw_id: draw.id,
          game_no: index + 1,
          numbers: JSON.stringify(quickPickGame(sets, fastRandom)),
        })),
      )
      .execute();
  }
  // A bulk load, so the planners' statistics now (PostgreSQL's autovacuum would gather them in a
  // while): without them PostgreSQL read each batch of the draw's scoring through all its tickets.
  await sql`ANALYZE tickets`.execute(db);
}
