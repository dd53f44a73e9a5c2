/**
 * Paying for the cart (spec 2 §7): `POST /cart/purchase` prices the customer's cart again, checks
 * what blocks it, draws the quick picks, and hands the plan to the one purchase transaction, which
 * moves the money and writes the checkout, orders and tickets; it honours an Idempotency-Key.
 * `GET /checkout/{id}` (v3.4) reads a receipt back, to its owner only; `GET /payment_resolutions`
 * (v3.3) says what pays for the cart. The customer's id always comes from their token, never the body.
 */
import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { quickPickGame } from '@contract/quick-pick';
import {
  purchaseInputSchema,
  type Game,
  type Order,
  type PaymentResolution,
  type Receipt,
  type ReplayItem,
} from '@contract/schemas/shop';
import type { Weekday } from '@contract/schemas/shop';
import { PurchaseRefused, type PlannedOrder, type SpendFacts, type StoredCheckout } from '../../db/purchases';
import type { AppEnv } from '../../http/app-env';
import { HttpError, ok } from '../../http/envelope';
import { idempotent } from '../../http/idempotency';
import { requireCustomer } from '../../http/require-customer';
import { valid } from '../../http/validate';
import { CHECKOUT_MESSAGES, checkoutRefusal } from '../../domain/checkout-rules';
import { itemDescription } from '../../domain/items';
import { money } from '../../domain/money';
import { priceCart, type ProductOnSale } from '../../domain/cart-pricing';
import { customersCart } from './carts';
import type { CatalogueNow } from '../../domain/catalogue';
import { catalogueNow, forgetKeptOffers } from './shop';

const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);
const iso = (unix: number) => new Date(unix * 1000).toISOString();

/** What the transaction's own checks refuse with (the others carry their message). */
const REFUSALS: Record<string, { status: 409 | 422; message: string }> = {
  cart_changed: { status: 409, message: CHECKOUT_MESSAGES.cartChanged },
  draw_closed: { status: 409, message: CHECKOUT_MESSAGES.drawClosed },
  sold_out: { status: 409, message: CHECKOUT_MESSAGES.soldOut },
  insufficient_funds: { status: 422, message: CHECKOUT_MESSAGES.notCovered },
  promotion_used: { status: 409, message: CHECKOUT_MESSAGES.cartChanged },
};

/** One product's order as it will be written, its quick picks drawn now. */
function plannedOrder({ row, gameOffer, draws, preOrder }: ProductOnSale): PlannedOrder {
  const raffle = row.product_type === 'raffle_ticket';
  const shares = row.syndicate_key !== null && row.num_shares !== null;
  // A syndicate's are picked here too, and played only if its draw has none yet (purchases.ts).
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
      price_cents: row.unit_price_cents * row.quantity,
      status: preOrder ? 'pre_order' : 'purchased',
    },
    draws: preOrder
      ? []
      : draws.map((draw) => ({
          id: draw.drawId,
          stopAt: seconds(draw.stop),
          ticketsTotal: raffle ? (draw.drawData?.ticketsTotal ?? 0) : null,
        })),
    games,
    raffleTickets: raffle ? row.num_games : 0,
    shares: shares ? { syndicateKey: row.syndicate_key ?? '', count: row.num_shares ?? 0 } : null,
  };
}

async function purchase(c: Context<AppEnv>, cartReference: string): Promise<Receipt> {
  const customerId = c.var.grant.customerId;
  const now = await catalogueNow(c);
  const stored = await customersCart(c);
  if (stored.reference !== cartReference)
    throw HttpError.of(409, 'cart_changed', CHECKOUT_MESSAGES.cartChanged);
  const priced = await priceCart(c.var.data, stored, now);
  if (priced.newlyRemoved.items > 0) throw HttpError.of(409, 'draw_closed', CHECKOUT_MESSAGES.drawClosed);
  // A promotion that stopped applying changes the total the customer agreed to: they look again.
  if (priced.newlyRemoved.promotions > 0)
    throw HttpError.of(409, 'cart_changed', CHECKOUT_MESSAGES.cartChanged);
  const refusal = (facts: SpendFacts) => checkoutRefusal(priced.products.length, priced.chargedCents, facts);
  const first = priced.facts && refusal(priced.facts);
  if (first) throw HttpError.of(422, first.code, first.message);
  const checkoutId = randomBytes(12).toString('base64url');
  const orders = priced.products.map(plannedOrder);
  try {
    await c.var.data.purchases.commit({
      checkoutId,
      customerId,
      cartReference,
      cartRowIds: priced.rowIds,
      cartUpdatedAt: stored.updatedAt,
      orders,
      chargedCents: priced.chargedCents,
      preOrderCents: priced.preOrderCents,
      discountCents: priced.promotion?.cents ?? 0,
      promotionCode: priced.promotion?.code ?? null,
      refusal,
    });
  } catch (error) {
    if (!(error instanceof PurchaseRefused)) throw error;
    const known = REFUSALS[error.code];
    throw HttpError.of(known?.status ?? 422, error.code, known?.message ?? error.message);
  }
  // Shares and raffle tickets left are part of the catalogue's answer.
  if (orders.some((order) => order.shares !== null || order.raffleTickets > 0)) forgetKeptOffers(c);
  const checkout = await c.var.data.purchases.checkout(customerId, checkoutId);
  if (!checkout) throw new Error(`checkout ${checkoutId} was not written`);
  return presentReceipt(c, checkout, now);
}

type StoredOrder = StoredCheckout['orders'][number];

/** What buying this order again puts in the cart. */
function replayOf(order: StoredOrder, gameType: string, games: Game[]): ReplayItem {
  return {
    productOfferKey: order.offer_key,
    gameType,
    gameOffer: order.game_offer_key,
    numDraws: order.num_draws,
    numWeeks: order.num_weeks,
    days: JSON.parse(order.days) as Weekday[],
    quickpick: order.quickpick === 1,
    numGames: order.num_games,
    games: order.quickpick === 1 ? [] : games,
    ...(order.cause_key ? { causeKey: order.cause_key } : {}),
    ...(order.syndicate_key ? { syndicateKey: order.syndicate_key } : {}),
    ...(order.num_shares ? { numShares: order.num_shares } : {}),
    ...(order.recurring
      ? { recurringPurchase: JSON.parse(order.recurring) as ReplayItem['recurringPurchase'] }
      : {}),
  };
}

/** An order as the receipt and the customer's tickets show it: its draws, games and ticket numbers. */
export async function presentOrder(
  c: Context<AppEnv>,
  order: StoredOrder,
  now: CatalogueNow,
): Promise<Order> {
  const offer = now.offers.find((entry) => entry.key === order.offer_key);
  const gameOffer = offer?.gameOffers.find((entry) => entry.key === order.game_offer_key);
  const lottery = offer?.name ?? order.offer_key;
  const firstDraw = order.tickets[0]?.draw_id;
  const drawNos = [...new Map(order.tickets.map((ticket) => [ticket.draw_id, ticket])).values()];
  const games = order.tickets
    .filter((ticket) => ticket.draw_id === firstDraw && ticket.ticket_number === null)
    .map((ticket) => JSON.parse(ticket.numbers) as Game);
  const preOrderDraw =
    order.status === 'pre_order' && offer
      ? await c.var.data.catalogue.draw(offer.lottery_key, order.draw_no)
      : undefined;
  return {
    id: order.id,
    productType: order.product_type as Order['productType'],
    productOfferKey: order.offer_key,
    lottery,
    gameOfferName: gameOffer?.name ?? '',
    description: itemDescription(order, {
      offer: lottery,
      gameOffer: gameOffer?.name ?? '',
      syndicate: offer?.syndicates.find((entry) => entry.key === order.syndicate_key)?.name,
    }),
    price: money(order.price_cents),
    status: order.status,
    draws:
      order.status === 'pre_order'
        ? [{ drawNo: order.draw_no, drawDate: preOrderDraw ? iso(preOrderDraw.draw_at) : '' }]
        : drawNos.map((ticket) => ({ drawNo: ticket.draw_no, drawDate: iso(ticket.draw_at) })),
    games,
    ticketNumbers: order.tickets.flatMap((ticket) =>
      ticket.ticket_number === null ? [] : [ticket.ticket_number],
    ),
    replay: replayOf(order, gameOffer?.game_type ?? '', games),
  };
}

async function presentReceipt(
  c: Context<AppEnv>,
  checkout: StoredCheckout,
  now: CatalogueNow,
): Promise<Receipt> {
  const orders: Receipt['orders'] = [];
  const scheduledPurchases: Receipt['scheduledPurchases'] = [];
  const products: Receipt['trackingData']['products'] = [];
  for (const stored of checkout.orders) {
    const order = await presentOrder(c, stored, now);
    const { draws } = order;
    orders.push(order);
    if (order.status === 'pre_order' && draws[0])
      scheduledPurchases.push({
        encodedId: `pre-order-${order.id}`,
        kind: 'pre_order',
        status: 'active',
        description: order.description,
        drawNo: draws[0].drawNo,
        drawDate: draws[0].drawDate,
        amount: money(stored.price_cents),
      });
    products.push({
      brand: order.lottery,
      category: now.offers.find((entry) => entry.key === stored.offer_key)?.display_category ?? 'lottery',
      cause: stored.cause_key,
      drawDate: draws[0]?.drawDate ?? '',
      drawNumber: stored.draw_no,
      price: money(stored.price_cents),
      recurring: stored.recurring !== null && (JSON.parse(stored.recurring) as { enabled: boolean }).enabled,
    });
  }
  return {
    checkoutId: checkout.id,
    createdAt: iso(checkout.created_at),
    orders,
    scheduledPurchases,
    total: money(checkout.charged_cents),
    discount: money(checkout.discount_cents),
    preOrderTotal: money(checkout.pre_order_cents),
    balance: money(checkout.balance_after_cents),
    trackingData: {
      goals: ['purchase', ...(scheduledPurchases.length > 0 ? ['pre_order'] : [])],
      products,
    },
  };
}

const checkoutId = z.object({ checkoutId: z.string().regex(/^[\w-]{8,64}$/) });

export function checkoutRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  api.post(
    '/cart/purchase',
    requireCustomer(),
    idempotent('purchase'),
    valid('json', purchaseInputSchema),
    async (c) => ok(c, await purchase(c, c.req.valid('json').cartReference), {}, 201),
  );

  api.get('/checkout/:checkoutId', requireCustomer(), valid('param', checkoutId), async (c) => {
    const checkout = await c.var.data.purchases.checkout(
      c.var.grant.customerId,
      c.req.valid('param').checkoutId,
    );
    if (!checkout) throw HttpError.of(404, 'checkout_not_found', 'There is no such purchase.');
    return ok(c, await presentReceipt(c, checkout, await catalogueNow(c)));
  });

  api.get('/payment_resolutions', requireCustomer(), async (c) => {
    const priced = await priceCart(c.var.data, await customersCart(c), await catalogueNow(c));
    const balanceCents = priced.facts?.balanceCents ?? 0;
    const due = Math.max(0, priced.chargedCents);
    const result: PaymentResolution = {
      fundKind: balanceCents >= due ? 'wallet' : 'unfunded',
      fundSource: { kind: 'wallet', balance: money(balanceCents) },
      amountDue: money(due),
      shortfall: money(Math.max(0, due - balanceCents)),
      recurringPurchases: priced.cart.cartItems.flatMap((item) =>
        item.recurringPurchase?.enabled ? [{ cartItemId: item.id, type: item.recurringPurchase.type }] : [],
      ),
    };
    return ok(c, result);
  });

  return api;
}
