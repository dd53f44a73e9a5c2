/**
 * What stands between a signed-in customer and paying for their cart (spec 2 §4): blocked reasons
 * by id (the PWA picks each one's action from its id), and the states whose rules ask for the
 * gambling regulation notice at checkout. The cart shows them and the purchase enforces them from
 * the same facts, read again inside the purchase's transaction.
 */
import { spendStatus, SPEND_PERIOD_DAYS } from '@contract/spend-limits';
import type { Refusal, SpendFacts } from '../db/purchases';
import { moneyText as dollars } from '../money';
import { pauseRefusal } from './play-pause';

const days = (period: keyof typeof SPEND_PERIOD_DAYS) =>
  SPEND_PERIOD_DAYS[period] === 1 ? 'any 24 hours' : `any ${SPEND_PERIOD_DAYS[period]} days`;

export const CHECKOUT_MESSAGES = {
  verify: 'We need to verify your identity before you can buy tickets.',
  countryBanned:
    'Lucky Dip sells tickets for play within Australia only, so you cannot buy while you are outside Australia.',
  spendLimit: (period: string, limitCents: number, remainingCents: number, window: string) =>
    `This order would pass your ${period} spend limit of ${dollars(limitCents)} (${window}): ` +
    `you can spend ${dollars(remainingCents)} more now.`,
  precommitment: (limitCents: number, remainingCents: number, window: string) =>
    `This order would pass your precommitment limit of ${dollars(limitCents)} on what you lose (${window}): ` +
    `you can spend ${dollars(remainingCents)} more now.`,
  globalLimit: (limitCents: number, remainingCents: number, window: string) =>
    `This order would pass the limit of ${dollars(limitCents)} that applies to every customer (${window}): ` +
    `you can spend ${dollars(remainingCents)} more now.`,
  shortfall: (cents: number) => `Your wallet is ${dollars(cents)} short of this order.`,
  depositLimit: (shortCents: number, roomCents: number) =>
    `Your wallet is ${dollars(shortCents)} short of this order, and your deposit limits let you deposit ` +
    `${dollars(roomCents)} more now.`,
  notCovered: 'Your wallet no longer covers this order.',
  cartChanged: 'Your cart changed while you were paying. Check it and buy again.',
  drawClosed: 'A draw in your cart has closed. Check your cart and buy again.',
  soldOut: 'Some tickets in your cart have sold out. Check your cart and buy again.',
  empty: 'Your cart is empty.',
} as const;

/** Why the customer cannot buy an order charging `chargedCents` now, by reason id. */
export function blockedReasons(facts: SpendFacts, chargedCents: number): Record<string, string> {
  const reasons: Record<string, string> = {};
  // First: no other reason could be mended while it holds.
  if (facts.pause !== null) {
    const { code, message } = pauseRefusal(facts.pause);
    reasons[code] = message;
  }
  if (facts.countryBanned) reasons.country_banned = CHECKOUT_MESSAGES.countryBanned;
  if (!facts.isVerified) reasons.verify_account_required = CHECKOUT_MESSAGES.verify;
  for (const window of facts.windows) {
    const { remainingCents, excessCents } = spendStatus(window.spentCents, window.limitCents, chargedCents);
    if (excessCents === 0) continue;
    const span = days(window.period);
    if (window.kind === 'system')
      reasons.global_spend_limit = CHECKOUT_MESSAGES.globalLimit(window.limitCents, remainingCents, span);
    else
      reasons.spend_limit ??=
        window.kind === 'precommitment'
          ? CHECKOUT_MESSAGES.precommitment(window.limitCents, remainingCents, span)
          : CHECKOUT_MESSAGES.spendLimit(window.period, window.limitCents, remainingCents, span);
  }
  const short = chargedCents - facts.balanceCents;
  if (short > 0 && facts.depositRoomCents !== null && facts.depositRoomCents < short)
    reasons.deposit_limit = CHECKOUT_MESSAGES.depositLimit(short, facts.depositRoomCents);
  return reasons;
}

/** States and territories whose rules ask for the regulation notice at checkout (spec 2 §9). */
const REGULATION_STATES = new Set(['SA', 'VIC', 'TAS', 'NT']);

export const showsRegulation = (state: string) => REGULATION_STATES.has(state);

/** What stops the customer paying `chargedCents` for `products` products now, if anything. */
export function checkoutRefusal(products: number, chargedCents: number, facts: SpendFacts): Refusal | null {
  if (products === 0) return { code: 'cart_empty', message: CHECKOUT_MESSAGES.empty };
  const [code, message] = Object.entries(blockedReasons(facts, chargedCents))[0] ?? [];
  if (code !== undefined && message !== undefined) return { code, message };
  const shortfall = chargedCents - facts.balanceCents;
  if (shortfall > 0) return { code: 'insufficient_funds', message: CHECKOUT_MESSAGES.shortfall(shortfall) };
  return null;
}
