/**
 * Carts (spec 2 §7, v3.3): an anonymous cart made on demand and found by its reference, the
 * signed-in customer's own cart, items added, edited and deleted (each checked and priced by the
 * shop; an item is found only in its own cart), the build call that prices an item without keeping
 * it, and the conversion of an anonymous cart on sign-in. Carts are personal: never cached.
 */
import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import {
  cartItemInputSchema,
  promotionInputSchema,
  type Cart,
  type UpcomingDraw,
} from '@contract/schemas/shop';
import type { StoredCart } from '../../db/carts';
import type { StoredGameOffer, StoredOffer } from '../../db/catalogue';
import type { SpendFacts } from '../../db/purchases';
import type { CartItemRow } from '../../db/schema';
import type { AppEnv } from '../../http/app-env';
import { HttpError, VALIDATION_FAILED, ok, success } from '../../http/envelope';
import { requireCustomer } from '../../http/require-customer';
import { valid } from '../../http/validate';
import { blockedReasons, showsRegulation } from '../../shop/checkout-rules';
import { checkItem, presentItem, type ItemInput, type PricedItem } from '../../shop/items';
import { money } from '../../shop/money';
import { discountFor, PROMOTION_MESSAGES, PROMOTION_NOT_ADDED, type Priced } from '../../shop/promotions';
import { unixSeconds } from '../../clock';
import { catalogueNow, offerDraws, type CatalogueNow } from './shop';

const DAY = 24 * 60 * 60;
/** An untouched cart lapses after the anonymous cart cookie would (spec 2 §9: 14 days). */
const CART_LIFETIME = 14 * DAY;

const reference = z.object({ ref: z.string().regex(/^[\w-]{8,64}$/) });

async function price(c: Context<AppEnv>, input: ItemInput): Promise<{ item: PricedItem; now: CatalogueNow }> {
  const now = await catalogueNow(c);
  const offer = now.offers.find((entry) => entry.key === input.productOfferKey);
  const checked = checkItem(input, { offer, draws: offer ? offerDraws(now, offer) : [] });
  if ('errors' in checked) throw new HttpError(422, [VALIDATION_FAILED], checked.errors);
  return { item: checked.item, now };
}

function itemRow(item: PricedItem) {
  const { input } = item;
  return {
    product_type: item.productType,
    offer_key: item.offer.key,
    game_offer_key: item.gameOffer.key,
    draw_no: input.drawNo,
    num_draws: input.numDraws,
    num_weeks: input.numWeeks ?? 1,
    days: JSON.stringify(input.days ?? []),
    quickpick: input.quickpick ? (1 as const) : (0 as const),
    num_games: input.numGames,
    games: JSON.stringify(input.games),
    cause_key: item.causeKey,
    syndicate_key: item.syndicate?.key ?? null,
    num_shares: item.syndicate ? (input.numShares ?? null) : null,
    recurring: input.recurringPurchase ? JSON.stringify(input.recurringPurchase) : null,
    unit_price_cents: item.unitPriceCents,
    quantity: 1,
    affiliate_code: input.affiliateCode ?? null,
  };
}

/** A product of the cart that is on sale, with what it plays and what it costs now. */
export interface ProductOnSale {
  row: CartItemRow;
  offer: StoredOffer;
  gameOffer: StoredGameOffer;
  /** The draws it plays, soonest first. */
  draws: UpcomingDraw[];
  /** A raffle draw not yet open: paid and ticketed when it opens. */
  preOrder: boolean;
}

/** The cart as the server prices it now; `cart` is its answer to the customer. */
export interface PricedCart {
  stored: StoredCart;
  cart: Cart;
  products: ProductOnSale[];
  /** Every row id, products and promotions, as priced. */
  rowIds: number[];
  promotion: { code: string; cents: number } | null;
  /** What each product charges now, as promotions see it. */
  charges: Priced[];
  offerName: (offerKey: string) => string;
  /**
   * What this pricing took out of the cart: items off sale (their draw closed since the cart was
   * last read), and promotions that stopped applying (expired, or used up by another purchase).
   */
  newlyRemoved: { items: number; promotions: number };
  chargedCents: number;
  preOrderCents: number;
  facts: SpendFacts | null;
}

const NOT_ON_SALE = (name: string) =>
  `${name} is not on sale at the moment, so its ticket was removed from your cart.`;
const DRAW_CLOSED = (name: string, drawNo: number) =>
  `${name} draw ${drawNo} has closed, so its ticket was removed from your cart.`;

/** How often the cart's customer has used a code (a visitor's cart: not yet known, so none). */
const usesOf = (c: Context<AppEnv>, cart: StoredCart, code: string) =>
  cart.customerId === null ? 0 : c.var.data.carts.promotionUses(cart.customerId, code);

/**
 * Prices the cart: items whose draw closed or whose offer went off sale leave the totals and are
 * reported (once marked, until the customer closes them); promotions are applied to what is paid
 * now; a customer's cart carries what blocks paying for it.
 */
export async function priceCart(
  c: Context<AppEnv>,
  stored: StoredCart,
  now?: CatalogueNow,
): Promise<PricedCart> {
  const catalogue = now ?? (await catalogueNow(c));
  const carts = c.var.data.carts;
  const [rows, promotionRows] = await Promise.all([
    carts.items(stored.reference),
    carts.promotions(stored.reference),
  ]);
  const products: ProductOnSale[] = [];
  const autoRemovedItems: Cart['autoRemovedItems'] = [];
  const newlyRemoved = { items: 0, promotions: 0 };
  const removed = async (
    id: number,
    marked: string | null,
    reason: string,
    kind: keyof typeof newlyRemoved = 'items',
  ) => {
    if (marked === null) {
      newlyRemoved[kind] += 1;
      await carts.markRemoved(stored.reference, id, reason);
    }
    autoRemovedItems.push({ id, reason: marked ?? reason });
  };
  for (const row of rows) {
    const offer = catalogue.offers.find((entry) => entry.key === row.offer_key);
    const gameOffer = offer?.gameOffers.find((entry) => entry.key === row.game_offer_key);
    const onSale = offer ? offerDraws(catalogue, offer) : [];
    const start = onSale.findIndex((entry) => entry.drawNo === row.draw_no);
    if (
      row.removed_reason !== null ||
      !offer ||
      !gameOffer ||
      offer.suspended ||
      offer.availability !== 'available'
    )
      await removed(row.id, row.removed_reason, NOT_ON_SALE(offer?.name ?? 'This offer'));
    else if (start === -1) await removed(row.id, null, DRAW_CLOSED(offer.name, row.draw_no));
    else {
      const draws = onSale.slice(start, start + row.num_draws * row.num_weeks);
      products.push({ row, offer, gameOffer, draws, preOrder: draws[0]?.purchaseStatus === 'pre_order' });
    }
  }
  const charges = products.map(({ row, offer, preOrder }) => ({
    offerKey: offer.key,
    chargedCents: preOrder ? 0 : row.unit_price_cents * row.quantity,
  }));
  const offerName = (key: string) => catalogue.offers.find((offer) => offer.key === key)?.name ?? key;
  const promotions: Cart['promotions'] = [];
  let promotion: PricedCart['promotion'] = null;
  for (const entry of promotionRows) {
    const promotionRow = await carts.promotion(entry.code);
    const discount = promotionRow
      ? discountFor(
          promotionRow,
          charges,
          catalogue.nowSeconds,
          offerName,
          await usesOf(c, stored, entry.code),
        )
      : { refusal: PROMOTION_MESSAGES.unknown };
    if (entry.removed_reason !== null || 'refusal' in discount || promotion !== null || !promotionRow)
      await removed(
        entry.id,
        entry.removed_reason,
        PROMOTION_MESSAGES.removed('refusal' in discount ? discount.refusal : PROMOTION_MESSAGES.onePerCart),
        'promotions',
      );
    else {
      promotion = { code: entry.code, cents: discount.cents };
      promotions.push({
        id: entry.id,
        code: entry.code,
        description: promotionRow.description,
        discount: money(-discount.cents),
      });
    }
  }
  const itemsCents = products.reduce((sum, { row }) => sum + row.unit_price_cents * row.quantity, 0);
  const preOrderCents = products.reduce(
    (sum, { row, preOrder }) => sum + (preOrder ? row.unit_price_cents * row.quantity : 0),
    0,
  );
  const chargedCents = itemsCents - preOrderCents - (promotion?.cents ?? 0);
  const facts = stored.customerId === null ? null : await c.var.data.purchases.spendFacts(stored.customerId);
  return {
    stored,
    products,
    rowIds: [...rows, ...promotionRows].map((row) => row.id),
    promotion,
    charges,
    offerName,
    newlyRemoved,
    chargedCents,
    preOrderCents,
    facts,
    cart: {
      cartReference: stored.reference,
      cartItems: products.map(({ row, offer, gameOffer, draws }) =>
        presentItem(row, offer, gameOffer, draws[0]?.drawDate ?? ''),
      ),
      autoRemovedItems,
      promotions,
      cartTotal: money(itemsCents - (promotion?.cents ?? 0)),
      preOrderTotal: money(preOrderCents),
      blockedReasons: facts && products.length > 0 ? blockedReasons(facts, chargedCents) : {},
      requiresUnattendedPaymentMethod: products.some(
        ({ row }) => row.recurring !== null && isRecurring(row.recurring),
      ),
      showRegulation: facts !== null && showsRegulation(facts.state),
      expiry: new Date((stored.updatedAt + CART_LIFETIME) * 1000).toISOString(),
    },
  };
}

const isRecurring = (recurring: string) => (JSON.parse(recurring) as { enabled: boolean }).enabled;

async function presentCart(c: Context<AppEnv>, cart: StoredCart, now?: CatalogueNow): Promise<Cart> {
  return (await priceCart(c, cart, now)).cart;
}

async function anonymousCart(c: Context<AppEnv>, ref: string): Promise<StoredCart> {
  c.header('Cache-Control', 'no-store');
  const cart = await c.var.data.carts.anonymous(ref);
  if (!cart || cart.updatedAt + CART_LIFETIME < Math.floor(c.var.now() / 1000))
    throw HttpError.of(404, 'cart_not_found', 'This cart no longer exists.');
  return cart;
}

export async function customersCart(c: Context<AppEnv>): Promise<StoredCart> {
  const customerId = c.var.grant.customerId;
  const carts = c.var.data.carts;
  return (await carts.customers(customerId)) ?? carts.create(newReference(), customerId);
}

/** Letters, digits, hyphens and underscores only: the spec's rule for a stored cart reference. */
const newReference = () => randomBytes(18).toString('base64url');

/** Adds a checked and priced item; the cart as it now stands. */
async function addTo(c: Context<AppEnv>, cart: StoredCart, input: ItemInput) {
  const { item: priced, now } = await price(c, input);
  await c.var.data.carts.addItem(cart.reference, itemRow(priced));
  return ok(c, await presentCart(c, cart, now), {}, 201);
}

/** Edits an item (checked and priced again, as new); another cart's item is not found. */
async function replaceIn(c: Context<AppEnv>, cart: StoredCart, itemId: number, input: ItemInput) {
  const { item: priced, now } = await price(c, input);
  if (!(await c.var.data.carts.replaceItem(cart.reference, itemId, itemRow(priced)))) throw itemNotFound();
  return ok(c, await presentCart(c, cart, now));
}

async function deleteFrom(c: Context<AppEnv>, cart: StoredCart, itemId: number) {
  if (!(await c.var.data.carts.deleteItem(cart.reference, itemId))) throw itemNotFound();
  return ok(c, await presentCart(c, cart));
}

/** Applies a promotion code, or refuses it with `promotion_not_added` and the reason (spec 2 §8). */
async function promote(c: Context<AppEnv>, cart: StoredCart, typed: string) {
  const code = typed.toUpperCase();
  const refuse = (message: string) => {
    const refusal = { code: PROMOTION_NOT_ADDED, message, target: 'promotionCode', level: 'error' as const };
    return new HttpError(422, [refusal], { promotionCode: [refusal] });
  };
  const promotion = await c.var.data.carts.promotion(code);
  if (!promotion) throw refuse(PROMOTION_MESSAGES.unknown);
  const priced = await priceCart(c, cart);
  if (priced.promotion?.code === code) throw refuse(PROMOTION_MESSAGES.alreadyApplied(code));
  if (priced.promotion) throw refuse(PROMOTION_MESSAGES.onePerCart);
  const discount = discountFor(
    promotion,
    priced.charges,
    unixSeconds(c.var.now),
    priced.offerName,
    await usesOf(c, cart, code),
  );
  if ('refusal' in discount) throw refuse(discount.refusal);
  await c.var.data.carts.addPromotion(cart.reference, code);
  return ok(c, await presentCart(c, cart), { messages: [success(PROMOTION_MESSAGES.applied(code))] }, 201);
}

const itemNotFound = () => HttpError.of(404, 'cart_item_not_found', 'This item is no longer in your cart.');

export function cartRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  const item = valid('json', cartItemInputSchema);
  const itemId = z.object({ itemId: z.coerce.number().int().positive() });
  const anonymousItem = valid('param', reference.extend(itemId.shape));

  api.post('/anon-cart', async (c) => {
    c.header('Cache-Control', 'no-store');
    const cart = await c.var.data.carts.create(newReference(), null);
    return ok(c, { cartReference: cart.reference }, {}, 201);
  });
  api.get('/anon-cart/:ref', valid('param', reference), async (c) => {
    const cart = await anonymousCart(c, c.req.valid('param').ref);
    return ok(c, await presentCart(c, cart));
  });
  api.post('/anon-cart/:ref/items', valid('param', reference), item, async (c) =>
    addTo(c, await anonymousCart(c, c.req.valid('param').ref), c.req.valid('json')),
  );
  api.put('/anon-cart/:ref/items/:itemId', anonymousItem, item, async (c) => {
    const { ref, itemId: id } = c.req.valid('param');
    return replaceIn(c, await anonymousCart(c, ref), id, c.req.valid('json'));
  });
  api.delete('/anon-cart/:ref/items/:itemId', anonymousItem, async (c) => {
    const { ref, itemId: id } = c.req.valid('param');
    return deleteFrom(c, await anonymousCart(c, ref), id);
  });
  api.post('/anon-cart/:ref/build', valid('param', reference), item, async (c) => {
    await anonymousCart(c, c.req.valid('param').ref);
    return ok(c, await build(c, c.req.valid('json')));
  });
  // On sign-in (spec 2 §4): the anonymous cart's items join the customer's, without duplicates.
  api.post('/anon-cart/:ref/convert', requireCustomer(), valid('param', reference), async (c) => {
    const anonymous = await anonymousCart(c, c.req.valid('param').ref);
    const cart = await customersCart(c);
    await c.var.data.carts.convert(anonymous.reference, cart.reference);
    return ok(c, await presentCart(c, cart));
  });

  const promotionCode = valid('json', promotionInputSchema);
  api.post('/anon-cart/:ref/promotion', valid('param', reference), promotionCode, async (c) =>
    promote(c, await anonymousCart(c, c.req.valid('param').ref), c.req.valid('json').promotionCode),
  );
  api.post('/cart/promotion', requireCustomer(), promotionCode, async (c) =>
    promote(c, await customersCart(c), c.req.valid('json').promotionCode),
  );

  api.get('/cart/items', requireCustomer(), async (c) => ok(c, await presentCart(c, await customersCart(c))));
  api.post('/cart/items', requireCustomer(), item, async (c) =>
    addTo(c, await customersCart(c), c.req.valid('json')),
  );
  api.put('/cart/items/:itemId', requireCustomer(), valid('param', itemId), item, async (c) =>
    replaceIn(c, await customersCart(c), c.req.valid('param').itemId, c.req.valid('json')),
  );
  api.delete('/cart/items/:itemId', requireCustomer(), valid('param', itemId), async (c) =>
    deleteFrom(c, await customersCart(c), c.req.valid('param').itemId),
  );
  api.post('/cart/build', requireCustomer(), item, async (c) => ok(c, await build(c, c.req.valid('json'))));

  return api;
}

/** A priced preview of an item: what it would cost, stored nowhere. */
async function build(c: Context<AppEnv>, input: ItemInput) {
  const { item } = await price(c, input);
  const row = { ...itemRow(item), id: 0 };
  return presentItem(row, item.offer, item.gameOffer, item.draws[0]?.drawDate ?? '');
}
