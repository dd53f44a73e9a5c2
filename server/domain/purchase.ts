/**
 * Buying a cart (spec 2 §7): price it again, check what blocks it, draw the quick picks, and hand
 * the plan to the one purchase transaction, which checks the limits and the wallet again as it
 * moves the money and writes the checkout, orders and tickets. The checkout call and the recurring
 * runner buy this one way; neither the rules nor the transaction know the request.
 */
import { randomBytes } from 'node:crypto';
import { quickPickGame } from '@contract/quick-pick';
import type { Game, UpcomingDraw } from '@contract/schemas/shop';
import type { StoredCart } from '../db/carts';
import { type PlannedOrder, type PurchasePlan, type ScheduledItem, type SpendFacts } from '../db/purchases';
import { priceCart, type PricingData, type ProductOnSale } from './cart-pricing';
import { itemRow, type PricedItem } from './items';
import type { CatalogueNow } from './catalogue';
import { CHECKOUT_MESSAGES, checkoutRefusal } from './checkout-rules';
import { Refused } from '../refusal';

const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

/** What the transaction's own checks refuse with (the others carry their message). */
const REFUSALS: Record<string, { status: 409 | 422; message: string }> = {
  cart_changed: { status: 409, message: CHECKOUT_MESSAGES.cartChanged },
  draw_closed: { status: 409, message: CHECKOUT_MESSAGES.drawClosed },
  sold_out: { status: 409, message: CHECKOUT_MESSAGES.soldOut },
  insufficient_funds: { status: 422, message: CHECKOUT_MESSAGES.notCovered },
  promotion_used: { status: 409, message: CHECKOUT_MESSAGES.cartChanged },
  already_bought: { status: 409, message: 'This draw was already bought.' },
};

/**
 * A refusal of the purchase's transaction in the customer's words; any other error as it was.
 * With `keepRulesWords`, a refusal the checkout rules wrote in the transaction (how much the
 * wallet is short) keeps its words: a customer paying their cart reads them; the transaction's
 * bare checks, and a recurring purchase's refusals, answer in the words above.
 */
export function inCustomersWords(error: unknown, { keepRulesWords = false } = {}): unknown {
  if (!(error instanceof Refused)) return error;
  const known = REFUSALS[error.code];
  if (!known || (keepRulesWords && error.message !== error.code)) return error;
  return Refused.of(known.status, error.code, known.message);
}

/** One product's order as it will be written, its quick picks drawn now. */
function plannedOrder({ row, gameOffer, draws, preOrder }: ProductOnSale): PlannedOrder {
  const raffle = row.product_type === 'raffle_ticket';
  const shares = row.syndicate_key !== null && row.num_shares !== null;
  // A syndicate's are picked here too, and played only if its draw has none yet (db/purchases.ts).
  const games: Game[] = raffle
    ? []
    : row.quickpick === 1 || shares
      ? Array.from({ length: row.num_games }, () => quickPickGame(gameOffer.numberSets))
      : (JSON.parse(row.games) as Game[]);
  return {
    row: {
      product_type: row.product_type,
      offer_key: row.offer_key,
      game_offer_key: row.game_offer_key,
      draw_no: row.draw_no,
      num_draws: row.num_draws,
      num_weeks: row.num_weeks,
      days: row.days,
      quickpick: row.quickpick,
      num_games: row.num_games,
      cause_key: row.cause_key,
      syndicate_key: row.syndicate_key,
      num_shares: row.num_shares,
      recurring: row.recurring,
      favourite: row.favourite,
      price_cents: row.unit_price_cents * row.quantity,
      // A pre-order becomes this order once its draw opens and it is paid.
      status: 'purchased',
    },
    draws: preOrder
      ? []
      : draws.map((draw) => ({
          id: draw.drawId,
          stopAt: seconds(draw.stop),
          drawAt: seconds(draw.drawDate),
          ticketsTotal: raffle ? (draw.drawData?.ticketsTotal ?? 0) : null,
        })),
    games,
    raffleTickets: raffle ? row.num_games : 0,
    shares: shares ? { syndicateKey: row.syndicate_key ?? '', count: row.num_shares ?? 0 } : null,
    autoplayGames: row.quickpick === 1 ? '[]' : row.games,
    preOrderDrawId: preOrder ? (draws[0]?.drawId ?? null) : null,
  };
}

/**
 * Buys the customer's cart, or their cart for a partner (`partner`), as they last saw it
 * (`cartReference`): what it holds now at today's prices, or nothing. Answers the checkout's id and whether it sold shares or raffle tickets (which
 * the catalogue counts).
 */
export async function buyCart(
  data: PricingData,
  catalogue: CatalogueNow,
  customerId: number,
  stored: StoredCart,
  cartReference: string,
  partner?: PurchasePlan['partner'],
): Promise<{ checkoutId: string; soldCounted: boolean }> {
  if (stored.reference !== cartReference)
    throw Refused.of(409, 'cart_changed', CHECKOUT_MESSAGES.cartChanged);
  // What blocks paying (the balance, limits, a break) is read once, in the purchase's transaction.
  const priced = await priceCart(data, stored, catalogue, { withFacts: false });
  if (priced.newlyRemoved.items > 0) throw Refused.of(409, 'draw_closed', CHECKOUT_MESSAGES.drawClosed);
  // A promotion that stopped applying changes the total the customer agreed to: they look again.
  if (priced.newlyRemoved.promotions > 0)
    throw Refused.of(409, 'cart_changed', CHECKOUT_MESSAGES.cartChanged);
  // Pre-orders are paid when their draws open, but the wallet and the limits must hold them now.
  const refusal = (facts: SpendFacts) =>
    checkoutRefusal(priced.products.length, priced.chargedCents + priced.preOrderCents, facts);
  const checkoutId = randomBytes(12).toString('base64url');
  const orders = priced.products.map(plannedOrder);
  try {
    await data.purchases.commit({
      checkoutId,
      customerId,
      source: { cart: { reference: cartReference, rowIds: priced.rowIds, updatedAt: stored.updatedAt } },
      orders,
      chargedCents: priced.chargedCents,
      preOrderCents: priced.preOrderCents,
      discountCents: priced.promotion?.cents ?? 0,
      promotionCode: priced.promotion?.code ?? null,
      partner,
      refusal,
    });
  } catch (error) {
    throw inCustomersWords(error, { keepRulesWords: true });
  }
  return {
    checkoutId,
    soldCounted: orders.some((order) => order.shares !== null || order.raffleTickets > 0),
  };
}

/**
 * Buys one order outside a cart, for its source (an autoplay's draw, a pre-order whose draw
 * opened): charged `cents` from the wallet, within the limits, in the one purchase transaction.
 * Answers the checkout's id.
 */
async function buyOne(
  data: Pick<PricingData, 'purchases'>,
  customerId: number,
  source: PurchasePlan['source'],
  order: PlannedOrder,
  cents: number,
): Promise<string> {
  const checkoutId = randomBytes(12).toString('base64url');
  try {
    await data.purchases.commit({
      checkoutId,
      customerId,
      source,
      orders: [order],
      chargedCents: cents,
      preOrderCents: 0,
      discountCents: 0,
      promotionCode: null,
      refusal: (facts) => checkoutRefusal(1, cents, facts),
    });
  } catch (error) {
    throw inCustomersWords(error);
  }
  return checkoutId;
}

/**
 * Buys an autoplay's ticket for one draw (the recurring runner): the item checked and priced as a
 * cart's would be, its quick picks drawn now, through the same purchase transaction, which records
 * the draw as bought for the autoplay so that it is never bought twice. Answers the checkout's id.
 */
export function buyForAutoplay(
  data: Pick<PricingData, 'purchases'>,
  customerId: number,
  autoplayId: number,
  item: PricedItem,
  nowSeconds: number,
): Promise<string> {
  const [draw] = item.draws;
  if (!draw) throw Refused.of(409, 'draw_closed', CHECKOUT_MESSAGES.drawClosed);
  const row = {
    ...itemRow(item),
    id: 0,
    cart_reference: '',
    created_at: nowSeconds,
    removed_reason: null,
    promotion_code: null,
    // The ticket it buys is one of the autoplay's, not a new one on autoplay.
    recurring: null,
    add_key: null,
  };
  const order = plannedOrder({
    row,
    offer: item.offer,
    gameOffer: item.gameOffer,
    draws: [draw],
    preOrder: false,
  });
  return buyOne(
    data,
    customerId,
    { autoplay: { autoplayId, drawId: draw.drawId } },
    order,
    row.unit_price_cents,
  );
}

/**
 * Pays and tickets a pre-order now its draw is open (the recurring runner), at the price it was
 * ordered for, through the same purchase transaction, which marks it paid once. Answers the
 * checkout's id.
 */
export function buyScheduled(
  data: Pick<PricingData, 'purchases'>,
  scheduled: { id: string; customerId: number; item: ScheduledItem; amountCents: number },
  draw: UpcomingDraw,
): Promise<string> {
  const raffle = scheduled.item.raffleTickets > 0;
  const order: PlannedOrder = {
    ...scheduled.item,
    draws: [
      {
        id: draw.drawId,
        stopAt: seconds(draw.stop),
        drawAt: seconds(draw.drawDate),
        ticketsTotal: raffle ? (draw.drawData?.ticketsTotal ?? 0) : null,
      },
    ],
    preOrderDrawId: null,
  };
  return buyOne(
    data,
    scheduled.customerId,
    { scheduled: { scheduledId: scheduled.id } },
    order,
    scheduled.amountCents,
  );
}
