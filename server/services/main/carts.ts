/**
 * Carts (spec 2 §7, v3.3): an anonymous cart made on demand and found by its reference, the
 * signed-in customer's own cart, items added, edited and deleted (each checked and priced by the
 * shop; an item is found only in its own cart), the build call that prices an item without keeping
 * it, and the conversion of an anonymous cart on sign-in. Carts are personal: never cached.
 */
import { Hono, type Context } from 'hono';
import { cartRoutes as routes, type Cart } from '@contract/schemas/shop';
import type { StoredCart } from '../../db/carts';
import type { AppEnv } from '../../http/app-env';
import { success } from '../../http/envelope';
import { IDEMPOTENCY_KEY, IDEMPOTENCY_MESSAGES } from '../../http/idempotency';
import { handle, reply } from '../../http/route';
import { checkItem, itemRow, presentItem, type ItemInput, type PricedItem } from '../../domain/items';
import { discountFor, PROMOTION_MESSAGES, PROMOTION_NOT_ADDED } from '../../domain/promotions';
import { unixSeconds } from '../../clock';
import { offerDraws, type CatalogueNow } from '../../domain/catalogue';
import { CART_LIFETIME, priceCart, usesOf } from '../../domain/cart-pricing';
import { catalogueNow, customersCart } from '../../http/request-deps';
import { Refused, VALIDATION_FAILED } from '../../refusal';

/** An item checked against the catalogue at this moment and priced; its fields' problems refused. */
export function priceItem(now: CatalogueNow, input: ItemInput): PricedItem {
  const offer = now.offers.find((entry) => entry.key === input.productOfferKey);
  const checked = checkItem(input, { offer, draws: offer ? offerDraws(now, offer) : [] });
  if ('errors' in checked) throw new Refused(422, [VALIDATION_FAILED], checked.errors);
  return checked.item;
}

async function presentCart(c: Context<AppEnv>, cart: StoredCart, now?: CatalogueNow): Promise<Cart> {
  return (await priceCart(c.var.data, cart, now ?? (await catalogueNow(c)))).cart;
}

async function anonymousCart(c: Context<AppEnv>, ref: string): Promise<StoredCart> {
  c.header('Cache-Control', 'no-store');
  const cart = await c.var.data.carts.anonymous(ref);
  if (!cart || cart.updatedAt + CART_LIFETIME < Math.floor(c.var.now() / 1000))
    throw Refused.of(404, 'cart_not_found', 'This cart no longer exists.');
  return cart;
}

/**
 * Adds a checked and priced item; the cart as it now stands. The app's Idempotency-Key for the tap
 * goes on the row, so a repeat of the add (replayed, retried) answers the cart without a second one.
 */
async function addTo(c: Context<AppEnv>, cart: StoredCart, input: ItemInput) {
  const addKey = c.req.header('idempotency-key');
  if (addKey !== undefined && !IDEMPOTENCY_KEY.test(addKey))
    throw Refused.of(400, 'idempotency_key_invalid', IDEMPOTENCY_MESSAGES.invalid);
  const now = await catalogueNow(c);
  const priced = priceItem(now, input);
  await c.var.data.carts.addItem(cart.reference, itemRow(priced), addKey);
  return presentCart(c, cart, now);
}

/** Edits an item (checked and priced again, as new); another cart's item is not found. */
async function replaceIn(c: Context<AppEnv>, cart: StoredCart, itemId: number, input: ItemInput) {
  const now = await catalogueNow(c);
  const priced = priceItem(now, input);
  if (!(await c.var.data.carts.replaceItem(cart.reference, itemId, itemRow(priced)))) throw itemNotFound();
  return presentCart(c, cart, now);
}

async function deleteFrom(c: Context<AppEnv>, cart: StoredCart, itemId: number) {
  if (!(await c.var.data.carts.deleteItem(cart.reference, itemId))) throw itemNotFound();
  return presentCart(c, cart);
}

/** Applies a promotion code, or refuses it with `promotion_not_added` and the reason (spec 2 §8). */
async function promote(c: Context<AppEnv>, cart: StoredCart, typed: string) {
  const code = typed.toUpperCase();
  const refuse = (message: string) => {
    const refusal = { code: PROMOTION_NOT_ADDED, message, target: 'promotionCode', level: 'error' as const };
    return new Refused(422, [refusal], { promotionCode: [refusal] });
  };
  const promotion = await c.var.data.carts.promotion(code);
  if (!promotion) throw refuse(PROMOTION_MESSAGES.unknown);
  const priced = await priceCart(c.var.data, cart, await catalogueNow(c));
  if (priced.promotion?.code === code) throw refuse(PROMOTION_MESSAGES.alreadyApplied(code));
  if (priced.promotion) throw refuse(PROMOTION_MESSAGES.onePerCart);
  const discount = discountFor(
    promotion,
    priced.charges,
    unixSeconds(c.var.now),
    priced.offerName,
    await usesOf(c.var.data, cart, code),
  );
  if ('refusal' in discount) throw refuse(discount.refusal);
  await c.var.data.carts.addPromotion(cart.reference, code);
  return reply(await presentCart(c, cart), { messages: [success(PROMOTION_MESSAGES.applied(code))] });
}

const itemNotFound = () => Refused.of(404, 'cart_item_not_found', 'This item is no longer in your cart.');

export function cartRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  handle(api, routes.create, async (c) => {
    c.header('Cache-Control', 'no-store');
    const cart = await c.var.data.carts.anonymousCart();
    return { cartReference: cart.reference };
  });
  handle(api, routes.anonymous, async (c, { params }) => presentCart(c, await anonymousCart(c, params.ref)));
  handle(api, routes.customers, async (c) => presentCart(c, await customersCart(c)));
  handle(api, routes.convert, async (c, { params }) => {
    const anonymous = await anonymousCart(c, params.ref);
    const cart = await customersCart(c);
    await c.var.data.carts.convert(anonymous.reference, cart.reference);
    return presentCart(c, cart);
  });

  handle(api, routes.add, async (c, { body }) => addTo(c, await customersCart(c), body));
  handle(api, routes.addAnonymous, async (c, { params, body }) =>
    addTo(c, await anonymousCart(c, params.ref), body),
  );
  handle(api, routes.replace, async (c, { params, body }) =>
    replaceIn(c, await customersCart(c), params.itemId, body),
  );
  handle(api, routes.replaceAnonymous, async (c, { params, body }) =>
    replaceIn(c, await anonymousCart(c, params.ref), params.itemId, body),
  );
  handle(api, routes.remove, async (c, { params }) => deleteFrom(c, await customersCart(c), params.itemId));
  handle(api, routes.removeAnonymous, async (c, { params }) =>
    deleteFrom(c, await anonymousCart(c, params.ref), params.itemId),
  );
  handle(api, routes.build, (c, { body }) => build(c, body));
  handle(api, routes.buildAnonymous, async (c, { params, body }) => {
    await anonymousCart(c, params.ref);
    return build(c, body);
  });
  handle(api, routes.promote, async (c, { body }) => promote(c, await customersCart(c), body.promotionCode));
  handle(api, routes.promoteAnonymous, async (c, { params, body }) =>
    promote(c, await anonymousCart(c, params.ref), body.promotionCode),
  );

  return api;
}

/** A priced preview of an item: what it would cost, stored nowhere. */
async function build(c: Context<AppEnv>, input: ItemInput) {
  const item = priceItem(await catalogueNow(c), input);
  const row = { ...itemRow(item), id: 0 };
  return presentItem(row, item.offer, item.gameOffer, item.draws);
}
