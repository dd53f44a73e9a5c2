/**
 * Pricing a cart (spec 2 §7): what each item costs now and what it plays, the items and
 * promotions that stopped applying (taken out and reported), the promotion's discount, what is
 * paid now and on pre-order, and what blocks paying. Over the data modules and the catalogue of
 * the moment, so the cart calls, the checkout and the deposit purchase price a cart one way.
 */
import type { Cart, UpcomingDraw } from '@contract/schemas/shop';
import type { StoredCart } from '../db/carts';
import type { StoredGameOffer, StoredOffer } from '../db/catalogue';
import type { DataLayer } from '../db';
import type { SpendFacts } from '../db/purchases';
import type { CartItemRow } from '../db/schema';
import { offerDraws, type CatalogueNow } from './catalogue';
import { blockedReasons, showsRegulation } from './checkout-rules';
import { presentItem } from './items';
import { money } from '../money';
import { discountFor, PROMOTION_MESSAGES, type Priced } from './promotions';

const DAY = 24 * 60 * 60;
/** An untouched cart lapses after the anonymous cart cookie would (spec 2 §9: 14 days). */
export const CART_LIFETIME = 14 * DAY;

/** The data a cart is priced from. */
export type PricingData = Pick<DataLayer, 'carts' | 'purchases'>;

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
export const usesOf = (data: PricingData, cart: StoredCart, code: string) =>
  cart.customerId === null ? 0 : data.carts.promotionUses(cart.customerId, code);

/**
 * Prices the cart: items whose draw closed or whose offer went off sale leave the totals and are
 * reported (once marked, until the customer closes them); promotions are applied to what is paid
 * now; a customer's cart carries what blocks paying for it, unless `withFacts` is false (a
 * purchase, whose transaction reads them itself).
 */
export async function priceCart(
  data: PricingData,
  stored: StoredCart,
  catalogue: CatalogueNow,
  { withFacts }: { withFacts: boolean } = { withFacts: true },
): Promise<PricedCart> {
  const carts = data.carts;
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
    // A promotion left on a cart with no tickets (the last one removed) goes quietly: there is
    // nothing it could apply to, and nothing to tell the customer.
    if (products.length === 0) {
      await carts.deleteItem(stored.reference, entry.id);
      continue;
    }
    const promotionRow = await carts.promotion(entry.code);
    const discount = promotionRow
      ? discountFor(
          promotionRow,
          charges,
          catalogue.nowSeconds,
          offerName,
          await usesOf(data, stored, entry.code),
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
  const facts =
    stored.customerId === null || !withFacts ? null : await data.purchases.spendFacts(stored.customerId);
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
        presentItem(row, offer, gameOffer, draws),
      ),
      autoRemovedItems,
      promotions,
      cartTotal: money(itemsCents - (promotion?.cents ?? 0)),
      preOrderTotal: money(preOrderCents),
      // Pre-orders are paid when their draws open; the wallet and the limits must hold them now.
      blockedReasons: facts && products.length > 0 ? blockedReasons(facts, chargedCents + preOrderCents) : {},
      requiresUnattendedPaymentMethod: products.some(
        ({ row }) => row.recurring !== null && isRecurring(row.recurring),
      ),
      showRegulation: facts !== null && showsRegulation(facts.state),
      expiry: new Date((stored.updatedAt + CART_LIFETIME) * 1000).toISOString(),
    },
  };
}

const isRecurring = (recurring: string) => (JSON.parse(recurring) as { enabled: boolean }).enabled;
