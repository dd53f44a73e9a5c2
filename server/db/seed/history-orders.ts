/**
 * A long history for load runs (`SEED_HISTORY_ORDERS`, npm run bench's pages of orders): that many
 * one-game Powerball orders of the first load customer's (`load-1@luckydip.test`), a checkout and a
 * ticket each, spread over Powerball's drawn draws, with one in ten in the next draw still to
 * come; written five hundred rows a statement. Only once: a restart adds nothing.
 */
import { quickPickGame } from '@contract/quick-pick';
import type { NumberSet } from '@contract/schemas/shop';
import { sql } from 'kysely';
import type { Queryable } from '../database';
import { DRAWN_STATUSES } from '../results';
import { nextPowerball } from './spending';

const BATCH = 500;
const CHECKOUT_PREFIX = 'seed-history-';
/** Before its draw's time: when the customer bought the order. */
const BOUGHT_BEFORE_DRAW = 6 * 60 * 60;

export async function seedHistoryOrders(db: Queryable, orders: number, nowSeconds: number): Promise<void> {
  if (orders <= 0) return;
  const customer = await db
    .selectFrom('customers')
    .select('id')
    .where('email', '=', 'load-1@luckydip.test')
    .executeTakeFirst();
  const seeded = await db
    .selectFrom('checkouts')
    .select('id')
    .where('id', 'like', `${CHECKOUT_PREFIX}%`)
    .executeTakeFirst();
  const { gameOffer, draw: next } = await nextPowerball(db, nowSeconds);
  if (!customer || seeded || !gameOffer || !next) return;
  const drawn = await db
    .selectFrom('draws')
    .select(['id', 'draw_no', 'draw_at'])
    .where('lottery_key', '=', 'powerball')
    .where('status', 'in', DRAWN_STATUSES)
    .orderBy('draw_at')
    .execute();
  const nextDraw = await db
    .selectFrom('draws')
    .select(['id', 'draw_no', 'draw_at'])
    .where('id', '=', next.id)
    .executeTakeFirstOrThrow();
  const priceCents =
    (JSON.parse(gameOffer.prices) as { games: number; priceCents: number }[]).find((row) => row.games === 1)
      ?.priceCents ?? 0;
  const sets = JSON.parse(gameOffer.number_sets) as NumberSet[];
  const drawOf = (n: number) =>
    n % 10 === 9 || drawn.length === 0 ? nextDraw : drawn[Math.floor((n / orders) * drawn.length)]!;

  for (let first = 0; first < orders; first += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, orders - first) }, (_, index) => {
      const n = first + index;
      const draw = drawOf(n);
      // A second apart, in the order they were bought, before their draw.
      const createdAt = Math.min(nowSeconds, draw.draw_at - BOUGHT_BEFORE_DRAW) - (orders - n);
      return { n, draw, createdAt, checkoutId: `${CHECKOUT_PREFIX}${n}` };
    });
    await db
      .insertInto('checkouts')
      .values(
        batch.map(({ checkoutId, createdAt }) => ({
          id: checkoutId,
          customer_id: customer.id,
          charged_cents: priceCents,
          balance_after_cents: 0,
          created_at: createdAt,
        })),
      )
      .execute();
    const written = await db
      .insertInto('orders')
      .values(
        batch.map(({ checkoutId, draw, createdAt }) => ({
          checkout_id: checkoutId,
          customer_id: customer.id,
          product_type: 'lottery_ticket',
          offer_key: 'powerball',
          game_offer_key: gameOffer.key,
          draw_no: draw.draw_no,
          num_draws: 1,
          quickpick: 1,
          num_games: 1,
          cause_key: null,
          syndicate_key: null,
          num_shares: null,
          recurring: null,
          price_cents: priceCents,
          status: 'purchased',
          created_at: createdAt,
        })),
      )
      .returning(['id', 'checkout_id'])
      .execute();
    const drawOfCheckout = new Map(batch.map(({ checkoutId, draw }) => [checkoutId, draw.id]));
    await db
      .insertInto('tickets')
      .values(
        written.map((order) => ({
          order_id: order.id,
          draw_id: drawOfCheckout.get(order.checkout_id)!,
          game_no: 1,
          numbers: JSON.stringify(quickPickGame(sets)),
        })),
      )
      .execute();
  }
  // A bulk load: the planners' statistics now, as for the million-game draw (./draw-games.ts).
  await sql`ANALYZE orders`.execute(db);
  await sql`ANALYZE tickets`.execute(db);
}
