/**
 * Paying for Daily Winners' premium tier (issue 35): the price charged from the wallet within the
 * limits a purchase keeps, in one transaction with the tier it buys; and a premium deposit's end,
 * which pays it once the deposit is in or leaves the customer where they stood. Apart from
 * membership.ts so that the wallet's settlement, which calls it, imports nothing that imports it.
 */
import { MEMBERSHIP_MESSAGES, PREMIUM_DAYS, PREMIUM_PRICE_CENTS } from '@contract/membership';
import type { DataLayer } from '../db';
import { checkoutRefusal } from './checkout-rules';
import { inCustomersWords } from './purchase';
import { Refused } from '../refusal';

const DAY = 24 * 60 * 60;

type FeeData = Pick<DataLayer, 'purchases' | 'rewards'>;

/**
 * Charges premium's price and makes the customer premium for its days, from now or from the end
 * of the premium they hold. `reference` names the charge in the ledger, which takes it once: the
 * deposit that paid for it, or the request's own.
 */
export async function payPremium(data: FeeData, customerId: number, reference: string): Promise<void> {
  await data.purchases.chargeFee(
    {
      customerId,
      cents: PREMIUM_PRICE_CENTS,
      reference: `membership:${reference}`,
      // Spend limits, a break and the rest as for tickets; not the verified identity tickets need
      // (a membership buys none: a winner is verified before a prize leaves the wallet).
      refusal: (facts) => checkoutRefusal(1, PREMIUM_PRICE_CENTS, { ...facts, isVerified: true }),
    },
    (trx, at) => data.rewards.makePremium(trx, customerId, PREMIUM_DAYS * DAY, at),
  );
}

/** Premium paid from the wallet at the member's request; the transaction's no in their words. */
export async function joinPremium(data: FeeData, customerId: number, reference: string): Promise<void> {
  try {
    await payPremium(data, customerId, reference);
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    if (error.code === 'already_premium')
      throw Refused.of(409, error.code, MEMBERSHIP_MESSAGES.alreadyPremium);
    if (error.code === 'insufficient_funds') throw Refused.of(422, error.code, MEMBERSHIP_MESSAGES.short);
    throw inCustomersWords(error);
  }
}

/**
 * A settled deposit that premium waits on: in, it pays premium (a refusal meanwhile, a limit
 * reached, leaves the money in the wallet and the customer as they were); failed, the customer
 * stands where they stood before it.
 */
export async function settleMembershipDeposit(
  data: FeeData & Pick<DataLayer, 'wallet'>,
  depositId: string,
): Promise<void> {
  const waiting = await data.rewards.waitingOn(depositId);
  if (!waiting) return;
  const deposit = await data.wallet.deposit(waiting.customer_id, depositId);
  if (deposit?.status === 'pending') return;
  if (deposit?.status === 'succeeded')
    try {
      await payPremium(data, waiting.customer_id, depositId);
      return;
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
    }
  await data.rewards.depositFailed(waiting.customer_id, depositId);
}
