/**
 * The cart's own rules (spec 2 §4): what is charged now, and what each blocked reason lets the
 * customer do.
 */
import { toSnake } from '@contract/case';
import type { Cart } from '@contract/schemas/shop';
import { BLOCKED_REASON_ACTIONS, type BlockedReasonAction } from '@contract/blocked-reasons';
import type { Money } from '@contract/schemas/fields';

const cents = (money: Money) => Math.round(money.amount * 100);
const dollars = (value: number, currency: string): Money => ({ amount: value / 100, currency });

export interface OrderTotal {
  /** The cart total less pre-orders (paid when their draw opens). */
  dueNow: Money;
  /** What the wallet pays of it. */
  fromWallet: Money;
  /**
   * What the wallet lacks, only a positive remainder: for what is paid now and for the pre-orders,
   * which it must hold when they are ordered (they are paid when their draws open).
   */
  remainder: Money;
}

/** Order total = cartTotal - preOrderTotal, paid from the wallet; the remainder counts pre-orders too. */
export function orderTotal(
  cart: Pick<Cart, 'cartTotal' | 'preOrderTotal'>,
  wallet: Money | null,
): OrderTotal {
  const currency = cart.cartTotal.currency;
  const due = Math.max(0, cents(cart.cartTotal) - cents(cart.preOrderTotal));
  const balance = wallet ? Math.max(0, cents(wallet)) : 0;
  const fromWallet = Math.min(due, balance);
  return {
    dueNow: dollars(due, currency),
    fromWallet: dollars(fromWallet, currency),
    remainder: dollars(Math.max(0, due + cents(cart.preOrderTotal) - balance), currency),
  };
}

/**
 * A blocked reason's action comes from its id (keys arrive camelCased, as every key does); an id
 * the app does not know is shown as fixed.
 */
export function blockedReasonAction(id: string): BlockedReasonAction {
  const action = toSnake(id);
  return (BLOCKED_REASON_ACTIONS as readonly string[]).includes(action)
    ? (action as BlockedReasonAction)
    : 'fixed';
}
