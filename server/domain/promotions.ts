/**
 * Promotion codes (spec 2 §7, §8): a fixed amount or a percentage off the tickets paid now, for the
 * whole cart or one game's tickets only, within its dates, above its minimum spend and as often as
 * it may be used by one customer (a welcome code once). The discount never takes more than half of
 * what it applies to, so no code makes a ticket free. A code that cannot be used is refused with
 * `promotion_not_added` and the reason; one that stops applying (its ticket was deleted, it expired)
 * leaves the cart with its reason, as an auto-removed item does.
 */
import { mayUseAgain } from '../db/purchases';
import type { PromotionRow } from '../db/schema';
import { moneyText as dollars } from '../money';

export const PROMOTION_NOT_ADDED = 'promotion_not_added';

export const PROMOTION_MESSAGES = {
  unknown: 'This promotion code is not valid. Check the code and try again.',
  expired: (code: string) => `The promotion ${code} has expired.`,
  notStarted: (code: string) => `The promotion ${code} has not started yet.`,
  emptyCart: 'Add a ticket to your cart before using a promotion code.',
  singleGame: (code: string, game: string) => `The promotion ${code} applies only to ${game} tickets.`,
  minSpend: (code: string, cents: number) =>
    `The promotion ${code} needs at least ${dollars(cents)} of tickets in your cart.`,
  usedUp: (code: string) => `You have already used the promotion ${code}.`,
  alreadyApplied: (code: string) => `The promotion ${code} is already in your cart.`,
  onePerCart: 'Only one promotion code can be used per order. Remove the one in your cart first.',
  applied: (code: string) => `Promotion ${code} applied.`,
  removed: (reason: string) => `${reason} It was removed from your cart.`,
} as const;

/** A ticket the promotion may apply to: its offer and what it costs now (pre-orders excluded). */
export interface Priced {
  offerKey: string;
  chargedCents: number;
}

/** The share of what a promotion applies to that it may take off at most. */
export const MAX_DISCOUNT_SHARE = 0.5;

export type Discount = { cents: number } | { refusal: string };

/**
 * What the promotion takes off these tickets at this moment, or why it does not apply; `used` is
 * how many of this customer's purchases used it already (none for a visitor's cart: the purchase
 * counts again when they sign in and pay).
 */
export function discountFor(
  promotion: PromotionRow,
  items: readonly Priced[],
  nowSeconds: number,
  offerName: (offerKey: string) => string,
  used = 0,
): Discount {
  const { code } = promotion;
  if (nowSeconds >= promotion.ends_at) return { refusal: PROMOTION_MESSAGES.expired(code) };
  if (nowSeconds < promotion.starts_at) return { refusal: PROMOTION_MESSAGES.notStarted(code) };
  if (!mayUseAgain(promotion, used)) return { refusal: PROMOTION_MESSAGES.usedUp(code) };
  const charged = items.filter((item) => item.chargedCents > 0);
  if (charged.length === 0) return { refusal: PROMOTION_MESSAGES.emptyCart };
  const eligible = promotion.offer_key
    ? charged.filter((item) => item.offerKey === promotion.offer_key)
    : charged;
  if (promotion.offer_key !== null && eligible.length === 0)
    return { refusal: PROMOTION_MESSAGES.singleGame(code, offerName(promotion.offer_key)) };
  const base = eligible.reduce((sum, item) => sum + item.chargedCents, 0);
  if (base < promotion.min_spend_cents)
    return { refusal: PROMOTION_MESSAGES.minSpend(code, promotion.min_spend_cents) };
  const cents = promotion.kind === 'fixed' ? promotion.amount : Math.floor((base * promotion.amount) / 100);
  return { cents: Math.min(cents, Math.floor(base * MAX_DISCOUNT_SHARE)) };
}

/**
 * What each order of a checkout was paid: its list price less its part of the promotion's
 * discount, shared over the tickets the promotion applied to in proportion to their prices, in
 * whole cents that add up to the discount (the largest remainders take the odd cents).
 */
export function paidByOrder(checkout: {
  discountCents: number;
  offerKey: string | null;
  orders: readonly { id: number; offer_key: string; price_cents: number }[];
}): Map<number, number> {
  const paid = new Map(checkout.orders.map((order) => [order.id, order.price_cents]));
  const eligible = checkout.orders.filter(
    (order) => order.price_cents > 0 && (checkout.offerKey === null || order.offer_key === checkout.offerKey),
  );
  const base = eligible.reduce((sum, order) => sum + order.price_cents, 0);
  if (checkout.discountCents <= 0 || base === 0) return paid;
  const parts = eligible.map((order) => ({
    id: order.id,
    cents: Math.floor((checkout.discountCents * order.price_cents) / base),
    remainder: (checkout.discountCents * order.price_cents) % base,
  }));
  let left = checkout.discountCents - parts.reduce((sum, part) => sum + part.cents, 0);
  for (const part of [...parts].sort((a, b) => b.remainder - a.remainder)) {
    if (left === 0) break;
    part.cents += 1;
    left -= 1;
  }
  for (const part of parts) paid.set(part.id, (paid.get(part.id) ?? 0) - part.cents);
  return paid;
}
