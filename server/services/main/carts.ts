/**
 * Carts (spec 2 §7, v3.3): an anonymous cart made on demand and found by its reference, the
 * signed-in customer's own cart, items added, edited and deleted (each checked and priced by the
 * shop; an item is found only in its own cart), the build call that prices an item without keeping
 * it, and the conversion of an anonymous cart on sign-in. Carts are personal: never cached.
 */
import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { cartItemInputSchema, type Cart } from '../../../contract/schemas/shop';
import type { StoredCart } from '../../db/carts';
import type { AppEnv } from '../../http/app-env';
import { HttpError, VALIDATION_FAILED, ok } from '../../http/envelope';
import { requireCustomer } from '../../http/require-customer';
import { valid } from '../../http/validate';
import { checkItem, presentItem, type ItemInput, type PricedItem } from '../../shop/items';
import { catalogueNow, offerDraws, type CatalogueNow } from './shop';

const DAY = 24 * 60 * 60;
/** An untouched cart lapses after the anonymous cart cookie would (spec 2 §9: 14 days). */
const CART_LIFETIME = 14 * DAY;

const reference = z.object({ ref: z.string().regex(/^[\w-]{8,64}$/) });

const money = (cents: number) => ({ amount: cents / 100, currency: 'AUD' });

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

async function presentCart(c: Context<AppEnv>, cart: StoredCart, now?: CatalogueNow): Promise<Cart> {
  const catalogue = now ?? (await catalogueNow(c));
  const rows = await c.var.data.carts.items(cart.reference);
  let totalCents = 0;
  let preOrderCents = 0;
  const cartItems = [];
  const autoRemovedItems: Cart['autoRemovedItems'] = [];
  for (const row of rows) {
    const offer = catalogue.offers.find((entry) => entry.key === row.offer_key);
    const gameOffer = offer?.gameOffers.find((entry) => entry.key === row.game_offer_key);
    const draw = offer && offerDraws(catalogue, offer).find((entry) => entry.drawNo === row.draw_no);
    const reason =
      row.removed_reason ??
      (!offer || !gameOffer || offer.suspended || offer.availability !== 'available'
        ? `${offer?.name ?? 'This offer'} is not on sale at the moment, so its ticket was removed from your cart.`
        : !draw
          ? `${offer.name} draw ${row.draw_no} has closed, so its ticket was removed from your cart.`
          : null);
    if (reason !== null || !offer || !gameOffer || !draw) {
      if (row.removed_reason === null && reason !== null)
        await c.var.data.carts.markRemoved(cart.reference, row.id, reason);
      autoRemovedItems.push({ id: row.id, reason: reason ?? '' });
      continue;
    }
    const item = presentItem(row, offer, gameOffer, draw.drawDate);
    totalCents += row.unit_price_cents * row.quantity;
    if (draw?.purchaseStatus === 'pre_order') preOrderCents += row.unit_price_cents * row.quantity;
    cartItems.push(item);
  }
  return {
    cartReference: cart.reference,
    cartItems,
    autoRemovedItems,
    cartTotal: money(totalCents),
    preOrderTotal: money(preOrderCents),
    expiry: new Date((cart.updatedAt + CART_LIFETIME) * 1000).toISOString(),
  };
}

async function anonymousCart(c: Context<AppEnv>, ref: string): Promise<StoredCart> {
  c.header('Cache-Control', 'no-store');
  const cart = await c.var.data.carts.anonymous(ref);
  if (!cart || cart.updatedAt + CART_LIFETIME < Math.floor(c.var.now() / 1000))
    throw HttpError.of(404, 'cart_not_found', 'This cart no longer exists.');
  return cart;
}

async function customersCart(c: Context<AppEnv>): Promise<StoredCart> {
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
