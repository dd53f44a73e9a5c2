/**
 * Partner purchase (spec 2 §3, §4, §7): `GET /partners/{slug}`; the partner cart, one item that
 * each add replaces (`POST /cart/partner/{slug}` for a customer, kept; `/anon-cart/partner/{slug}`
 * for a visitor, priced and kept nowhere); and `POST /cart/partner/{slug}/purchase` (v3.2), which
 * buys it through the partner's channel. A purchase with a deposit opens the deposit of what the
 * wallet lacks (purchase type `partner_purchase`, 3-D Secure as any deposit) and answers it; once
 * it is in, the same call without a deposit buys from the wallet. The cart is priced, blocked and
 * bought the one way a customer's own cart is (domain/cart-pricing.ts, domain/purchase.ts).
 */
import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import { PARTNER_MESSAGES } from '@contract/partners';
import { contentFileUrl } from '@contract/content-images';
import {
  partnerRoutes as partnerApi,
  type partnerCartItemInputSchema,
  type Partner,
  type PartnerCart,
  type PartnerPurchase,
} from '@contract/schemas/partners';
import type { StoredCart } from '../../db/carts';
import type { PartnerRow } from '../../db/schema';
import type { AppEnv } from '../../http/app-env';

import { handle } from '../../http/route';
import { CART_LIFETIME, priceCart } from '../../domain/cart-pricing';
import { itemRow, presentItem } from '../../domain/items';
import { money } from '../../money';
import { buyCart } from '../../domain/purchase';
import { cartDepositCents, openDeposit } from '../../domain/wallet';

import { priceItem } from './carts';
import { confirmPurchase } from './checkout';
import { depositRequest, presentDeposit } from './wallet';
import { catalogueNow, walletDeps } from '../../http/request-deps';
import { Refused } from '../../refusal';

type CartItemInput = z.output<typeof partnerCartItemInputSchema>;

const channelsOf = (row: PartnerRow) =>
  (JSON.parse(row.channels) as string[]).map((channelKey) => ({ channelKey }));

function presentPartner(row: PartnerRow): Partner {
  return {
    slug: row.slug,
    key: row.key,
    name: row.name,
    kind: row.kind,
    description: row.description,
    website: row.website,
    productOfferKey: row.offer_key,
    gameOffer: row.game_offer_key,
    causeKey: row.cause_key,
    channels: channelsOf(row),
    logo: row.logo_file ? { url: contentFileUrl(row.logo_file), alt: `${row.name} logo` } : null,
  };
}

async function partnerOf(c: Context<AppEnv>): Promise<PartnerRow> {
  const partner = await c.var.data.partners.bySlug(c.req.param('slug') ?? '');
  if (!partner) throw Refused.of(404, 'partner_not_found', PARTNER_MESSAGES.unknownPartner);
  return partner;
}

/** The partner's item checked and priced as any cart item: only what the partner sells. */
async function pricePartnerItem(c: Context<AppEnv>, partner: PartnerRow, input: CartItemInput) {
  if (input.lottery !== partner.offer_key)
    throw Refused.field('lottery', 'invalid_item', 'This partner does not sell this lottery');
  const now = await catalogueNow(c);
  const offer = now.offers.find((entry) => entry.key === input.lottery);
  const gameOffer = offer?.gameOffers.find((entry) => entry.key === input.raffleOffer);
  const item = priceItem(now, {
    productOfferKey: input.lottery,
    gameType: gameOffer?.game_type ?? '',
    gameOffer: input.raffleOffer,
    drawNo: input.drawNumber,
    numDraws: 1,
    quickpick: offer?.type !== 'raffle_ticket',
    numGames: input.numGames,
    games: [],
    ...(partner.cause_key ? { causeKey: partner.cause_key } : {}),
    ...(input.recurringPurchase.enabled
      ? { recurringPurchase: { type: offer?.recurring_type ?? 'autoplay', enabled: true } }
      : {}),
  });
  return { item, now };
}

/** The customer's cart for the partner, made when first needed. */
const partnerCart = (c: Context<AppEnv>, partner: PartnerRow): Promise<StoredCart> =>
  c.var.data.carts.openFor(c.var.grant.customerId, partner.slug);

/** Puts the item in the customer's partner cart (replacing what it held) and prices the cart. */
async function receive(c: Context<AppEnv>, partner: PartnerRow, input: CartItemInput) {
  const { item, now } = await pricePartnerItem(c, partner, input);
  const stored = await partnerCart(c, partner);
  await c.var.data.carts.replaceItems(stored.reference, itemRow(item));
  const fresh = (await c.var.data.carts.customers(c.var.grant.customerId, partner.slug)) ?? stored;
  return { priced: await priceCart(c.var.data, fresh, now), now };
}

/** The customer's partner cart as it stands, priced. */
async function priceHeld(c: Context<AppEnv>, partner: PartnerRow) {
  const now = await catalogueNow(c);
  return { priced: await priceCart(c.var.data, await partnerCart(c, partner), now), now };
}

export function partnerRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  const routes = partnerApi;

  handle(api, routes.partner, async (c) => presentPartner(await partnerOf(c)));

  handle(api, routes.customerCart, async (c, { body }) => {
    const { priced } = await receive(c, await partnerOf(c), body);
    return { ...priced.cart, customerId: String(c.var.grant.customerId) };
  });

  // A visitor's partner cart is priced and kept nowhere: it is kept once they sign in.
  handle(api, routes.visitorCart, async (c, { body: input }) => {
    c.header('Cache-Control', 'no-store');
    const { item, now } = await pricePartnerItem(c, await partnerOf(c), input);
    const row = { ...itemRow(item), id: 0 };
    const preOrder = item.draws[0]?.purchaseStatus === 'pre_order';
    const cents = row.unit_price_cents * row.quantity;
    const cart: PartnerCart = {
      cartReference: '',
      customerId: null,
      cartItems: [presentItem(row, item.offer, item.gameOffer, item.draws)],
      autoRemovedItems: [],
      promotions: [],
      cartTotal: money(cents),
      preOrderTotal: money(preOrder ? cents : 0),
      blockedReasons: {},
      requiresUnattendedPaymentMethod: input.recurringPurchase.enabled,
      showRegulation: false,
      expiry: new Date((now.nowSeconds + CART_LIFETIME) * 1000).toISOString(),
    };
    return cart;
  });

  handle(api, routes.purchase, async (c, { body }): Promise<PartnerPurchase> => {
    const partner = await partnerOf(c);
    const channels = channelsOf(partner).map((channel) => channel.channelKey);
    if (body.purchase.partnerKey !== partner.key || !channels.includes(body.purchase.channelKey))
      throw Refused.of(422, 'partner_channel', PARTNER_MESSAGES.wrongChannel);
    const { priced, now } = body.cartItem
      ? await receive(c, partner, body.cartItem)
      : await priceHeld(c, partner);
    if (priced.products.length === 0) throw Refused.of(422, 'empty_cart', PARTNER_MESSAGES.emptyCart);
    const customerId = c.var.grant.customerId;
    if (body.deposit) {
      const deps = walletDeps(c);
      const deposit = await openDeposit(deps, customerId, {
        ...depositRequest(
          body.deposit,
          body.deposit.customerFundId,
          body.deposit.depositMethodCode,
          cartDepositCents(deps, priced, body.deposit.depositMethodCode),
        ),
        purchaseType: 'partner_purchase',
        cartReference: priced.stored.reference,
      });
      return { id: null, deposit: await presentDeposit(c.var.data, deposit) };
    }
    const bought = await buyCart(c.var.data, now, customerId, priced.stored, priced.stored.reference, {
      slug: partner.slug,
      channelKey: body.purchase.channelKey,
    });
    const token = await c.var.data.sessions.createLink(customerId, 'autologin');
    await confirmPurchase(c.var.data, { customerId, origin: c.var.origin }, bought, now, {
      partnerName: partner.name,
      receiptPath: `/purchase/${partner.slug}/receipt/${bought.checkoutId}`,
      buyAgainUrl: `${c.var.origin}/purchase/${partner.slug}/autologin/${token}`,
    });
    return { id: bought.checkoutId, deposit: null };
  });

  return api;
}
