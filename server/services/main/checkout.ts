/**
 * Paying for the cart (spec 2 §7): `POST /cart/purchase` buys the customer's cart by the domain's
 * one way (../../domain/purchase.ts), answers the receipt and emails it (domain/purchase-email.ts);
 * it honours an Idempotency-Key.
 * `GET /checkout/{id}` (v3.4) reads a receipt back, to its owner only (`GET /payment_resolutions`,
 * what pays for the cart and for recurring purchases, is with autoplay: ./autoplay.ts). The
 * customer's id always comes from their token, never the body.
 */
import { Hono, type Context } from 'hono';
import {
  checkoutRoutes as checkoutApi,
  type Game,
  type Order,
  type Receipt,
  type ReplayItem,
} from '@contract/schemas/shop';
import type { Weekday } from '@contract/schemas/shop';
import type { DataLayer } from '../../db';
import type { StoredCheckout } from '../../db/purchases';
import type { AppEnv } from '../../http/app-env';

import { handle } from '../../http/route';
import type { RecurringSetting } from '../../db/schema';
import { itemDescription, recurringSettingOf } from '../../domain/items';
import { money } from '../../money';
import { PAYMENT_METHODS, fundDescription } from '../../domain/payment-methods';
import { paidByOrder } from '../../domain/promotions';
import { buyCart } from '../../domain/purchase';
import { purchaseEmail, type PartnerLinks } from '../../domain/purchase-email';

import type { CatalogueNow } from '../../domain/catalogue';
import { presentScheduled } from '../../domain/scheduled';
import { forgetKeptOffers } from './shop';
import { catalogueNow, customersCart } from '../../http/request-deps';
import { Refused } from '../../refusal';

const iso = (unix: number) => new Date(unix * 1000).toISOString();

function purchase(c: Context<AppEnv>, cartReference: string): Promise<Receipt> {
  return c.var.observe.purchasing(async () => {
    const now = await catalogueNow(c);
    const bought = await buyCart(
      c.var.data,
      now,
      c.var.grant.customerId,
      await customersCart(c),
      cartReference,
    );
    return confirmPurchase(
      c.var.data,
      { customerId: c.var.grant.customerId, origin: c.var.origin },
      bought,
      now,
    );
  });
}

/**
 * The receipt of what the signed-in customer just bought, emailed to them (a partner's purchase
 * with the partner's links).
 */
export async function confirmPurchase(
  data: DataLayer,
  { customerId, origin }: { customerId: number; origin: string },
  { checkoutId, soldCounted }: { checkoutId: string; soldCounted: boolean },
  now: CatalogueNow,
  partner?: PartnerLinks,
): Promise<Receipt> {
  // Shares and raffle tickets left are part of the catalogue's answer.
  if (soldCounted) forgetKeptOffers(data.catalogue);
  const checkout = await data.purchases.checkout(customerId, checkoutId);
  if (!checkout) throw new Error(`checkout ${checkoutId} was not written`);
  const receipt = await presentReceipt(data, checkout, now);
  const customer = await data.customers.overview(customerId);
  if (customer) {
    const email = purchaseEmail(receipt, customer, origin, partner);
    await data.mailbox.send(email.to, email.subject, email.text);
  }
  return receipt;
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
    ...(order.favourite === 1 ? { favourite: true } : {}),
    ...recurringReplay(recurringSettingOf(order.recurring)),
  };
}

/** What the order turned on, asked for again: the same kind, and the same minimum jackpot. */
function recurringReplay(setting: RecurringSetting | null): Partial<ReplayItem> {
  if (!setting) return {};
  const { type, enabled, minimumJackpotCents } = setting;
  return {
    recurringPurchase: { type, enabled },
    ...(minimumJackpotCents ? { minimumJackpotAmount: minimumJackpotCents / 100 } : {}),
  };
}

/** What each order of these checkouts was paid, after its checkout's promotion. */
export async function paidInCheckouts(data: DataLayer, checkoutIds: readonly string[]) {
  const discounts = await data.purchases.discountsOf([...new Set(checkoutIds)]);
  return new Map([...discounts.values()].flatMap((discount) => [...paidByOrder(discount)]));
}

/**
 * An order as the receipt and the customer's tickets show it: its draws, games and ticket
 * numbers. `paid` is what its checkout's orders were paid, when the caller read it already.
 */
export async function presentOrder(
  data: DataLayer,
  order: StoredOrder,
  now: CatalogueNow,
  paid?: Map<number, number>,
): Promise<Order> {
  const offer = now.offers.find((entry) => entry.key === order.offer_key);
  const gameOffer = offer?.gameOffers.find((entry) => entry.key === order.game_offer_key);
  const lottery = offer?.name ?? order.offer_key;
  const firstDraw = order.tickets[0]?.draw_id;
  const drawNos = [...new Map(order.tickets.map((ticket) => [ticket.draw_id, ticket])).values()];
  const games = order.tickets
    .filter((ticket) => ticket.draw_id === firstDraw && ticket.ticket_number === null)
    .map((ticket) => JSON.parse(ticket.numbers) as Game);
  const syndicateName = offer?.syndicates.find((entry) => entry.key === order.syndicate_key)?.name;
  return {
    id: order.id,
    productType: order.product_type as Order['productType'],
    productOfferKey: order.offer_key,
    lotteryKey: offer?.lottery_key ?? order.offer_key,
    lottery,
    gameType: gameOffer?.game_type ?? '',
    gameOffer: order.game_offer_key,
    gameOfferName: gameOffer?.name ?? '',
    quickpick: order.quickpick === 1,
    favourite: order.favourite === 1,
    causeKey: order.cause_key,
    syndicateKey: order.syndicate_key,
    syndicateName: syndicateName ?? null,
    numShares: order.num_shares,
    numRaffleTickets: order.product_type === 'raffle_ticket' ? order.num_games : null,
    description: itemDescription(order, {
      offer: lottery,
      gameOffer: gameOffer?.name ?? '',
      syndicate: syndicateName,
    }),
    price: money(order.price_cents),
    paid: money(
      (paid ?? (await paidInCheckouts(data, [order.checkout_id]))).get(order.id) ?? order.price_cents,
    ),
    status: order.status,
    draws: drawNos.map((ticket) => ({ drawNo: ticket.draw_no, drawDate: iso(ticket.draw_at) })),
    games,
    ticketNumbers: order.tickets.flatMap((ticket) =>
      ticket.ticket_number === null ? [] : [ticket.ticket_number],
    ),
    ...(await recurringOf(data, order)),
    replay: replayOf(order, gameOffer?.game_type ?? '', games),
  };
}

/** The autoplay or subscription that bought the order, or that it turned on. */
async function recurringOf(data: DataLayer, order: { id: number; autoplay_id: number | null }) {
  const recurring = await data.autoplay.ofOrder(order);
  return { autoplayId: recurring?.id ?? null, recurringType: recurring?.kind ?? null };
}

/** The deposits that topped the wallet up for the checkout, named as the customer knows them. */
async function depositsFor(data: DataLayer, checkoutId: string): Promise<Receipt['deposits']> {
  const { wallet } = data;
  return Promise.all(
    (await wallet.checkoutDeposits(checkoutId)).map(async (deposit) => {
      const fund = deposit.fund_id === null ? undefined : await wallet.fundById(deposit.fund_id);
      return {
        description: fund
          ? fundDescription(fund)
          : (PAYMENT_METHODS.find((method) => method.code === deposit.method_code)?.name ??
            deposit.method_code),
        amount: money(deposit.amount_cents),
      };
    }),
  );
}

async function presentReceipt(
  data: DataLayer,
  checkout: StoredCheckout,
  now: CatalogueNow,
): Promise<Receipt> {
  const orders: Receipt['orders'] = [];
  const scheduledPurchases = (await data.scheduled.forCheckout(checkout.id)).map((row) =>
    presentScheduled(now, row),
  );
  const products: Receipt['trackingData']['products'] = [];
  // One read of the checkout's discount for all its orders.
  const paid = await paidInCheckouts(data, [checkout.id]);
  for (const stored of checkout.orders) {
    const order = await presentOrder(data, stored, now, paid);
    const { draws } = order;
    orders.push(order);
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
    promotionCode: checkout.discount_cents > 0 ? checkout.promotion_code : null,
    deposits: await depositsFor(data, checkout.id),
    preOrderTotal: money(checkout.pre_order_cents),
    balance: money(checkout.balance_after_cents),
    trackingData: {
      goals: ['purchase', ...(scheduledPurchases.length > 0 ? ['pre_order'] : [])],
      partner: checkout.partner_slug,
      products,
    },
  };
}

export function checkoutRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  handle(api, checkoutApi.purchase, (c, { body }) => purchase(c, body.cartReference));

  handle(api, checkoutApi.receipt, async (c, { params }) => {
    const checkout = await c.var.data.purchases.checkout(c.var.grant.customerId, params.checkoutId);
    if (!checkout) throw Refused.of(404, 'checkout_not_found', 'There is no such purchase.');
    return presentReceipt(c.var.data, checkout, await catalogueNow(c));
  });

  return api;
}
