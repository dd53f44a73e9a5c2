/**
 * The limits demo customer's week so far: a weekly spend limit and an earlier Powerball purchase
 * (a real checkout, order and quick-pick tickets) that leaves little of it, so the cart shows the
 * spend-limit block with a modest order. Written once: skipped when the limit exists.
 */
import { quickPickGame } from '@contract/quick-pick';
import type { NumberSet } from '@contract/schemas/shop';
import type { Queryable } from '../database';

const DAY = 24 * 60 * 60;
export const LIMITS_WEEKLY_CENTS = 5000;
/** What the earlier purchase may cost at most: the largest Powerball ticket within it is bought. */
const SPENT_UP_TO_CENTS = 4500;

/** Powerball's standard game and its next draw still on sale: what the seeds buy games in. */
export async function nextPowerball(db: Queryable, nowSeconds: number) {
  const gameOffer = await db
    .selectFrom('game_offers')
    .select(['key', 'prices', 'number_sets'])
    .where('key', '=', 'powerball-standard')
    .executeTakeFirst();
  const draw = await db
    .selectFrom('draws')
    .select(['id', 'draw_no'])
    .where('lottery_key', '=', 'powerball')
    .where('status', '=', 'DRAW_OPEN')
    .where('stop_at', '>', nowSeconds)
    .orderBy('stop_at')
    .executeTakeFirst();
  return { gameOffer, draw };
}

export async function seedSpending(db: Queryable, email: string, nowSeconds: number): Promise<void> {
  const customer = await db
    .selectFrom('customers')
    .select(['id', 'balance_cents'])
    .where('email', '=', email)
    .executeTakeFirst();
  if (!customer) return;
  const existing = await db
    .selectFrom('spend_limits')
    .select('id')
    .where('customer_id', '=', customer.id)
    .executeTakeFirst();
  if (existing) return;
  await db
    .insertInto('spend_limits')
    .values({
      customer_id: customer.id,
      period: 'weekly',
      limit_cents: LIMITS_WEEKLY_CENTS,
      created_at: nowSeconds - 30 * DAY,
    })
    .execute();

  const { gameOffer, draw } = await nextPowerball(db, nowSeconds);
  if (!gameOffer || !draw) return;
  const prices = (JSON.parse(gameOffer.prices) as { games: number; priceCents: number }[]).filter(
    (row) => row.priceCents <= SPENT_UP_TO_CENTS,
  );
  const ticket = prices.at(-1);
  if (!ticket) return;
  const at = nowSeconds - 2 * DAY;
  const checkoutId = `seed-limits-${customer.id}`;
  await db
    .insertInto('checkouts')
    .values({
      id: checkoutId,
      customer_id: customer.id,
      charged_cents: ticket.priceCents,
      balance_after_cents: customer.balance_cents,
      created_at: at,
    })
    .execute();
  const { id: orderId } = await db
    .insertInto('orders')
    .values({
      checkout_id: checkoutId,
      customer_id: customer.id,
      product_type: 'lottery_ticket',
      offer_key: 'powerball',
      game_offer_key: gameOffer.key,
      draw_no: draw.draw_no,
      num_draws: 1,
      quickpick: 1,
      num_games: ticket.games,
      cause_key: null,
      syndicate_key: null,
      num_shares: null,
      recurring: null,
      price_cents: ticket.priceCents,
      status: 'purchased',
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const sets = JSON.parse(gameOffer.number_sets) as NumberSet[];
  await db
    .insertInto('tickets')
    .values(
      Array.from({ length: ticket.games }, (_, index) => ({
        order_id: orderId,
        draw_id: draw.id,
        game_no: index + 1,
        numbers: JSON.stringify(quickPickGame(sets)),
      })),
    )
    .execute();
}
