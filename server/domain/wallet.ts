/**
 * The wallet's rules (spec 3 §3, §5): which payment methods and funds a customer is offered, saving
 * a card or PayPal account from a gateway's one-time token, a bank account's checks, opening a
 * deposit and taking it as far as it goes without the customer (3-D Secure, the gateway's
 * settlement), the deposit a cart needs, and withdrawals. Every amount is checked against the
 * method's rules and the customer's limits here, whatever the app checked; a deposit is credited
 * only by the gateway's signed notification. Handlers, the partner purchase and the recurring
 * runner to come call these with the data modules; none of them takes Hono's Context.
 */
import type { BankAccountInput, DepositPurchaseType } from '@contract/schemas/wallet';
import { amountTooLarge, amountTooSmall, bankAccountProblems } from '@contract/wallet-rules';
import { REQUIRED } from '@contract/form-rules';
import { SPEND_PERIOD_DAYS } from '@contract/spend-limits';
import { VERIFIED_BEFORE_WITHDRAWAL, VERIFY_BEFORE_WITHDRAWAL_MESSAGE } from '@contract/verification';
import type { DataLayer } from '../db';
import type { DepositRow, FundRow, WithdrawalRow } from '../db/schema';
import { WalletRefused, type Settlement } from '../db/wallet';

import {
  authenticate,
  merchantInitiated,
  signedNotification,
  verifiedSettlement,
} from '../sandbox/card-gateway';
import type { PricedCart } from './cart-pricing';
import { moneyText } from '../money';
import { PAYMENT_METHODS, methodRule, type MethodRule } from './payment-methods';
import { Refused } from '../refusal';
import { settleMembershipDeposit } from './membership-fee';
import { pauseRefusal } from './play-pause';
import {
  STRIPE,
  cancelPayment,
  cardFromSetup,
  chargeCard,
  paymentNow,
  type StripeDeps,
  type StripePayment,
} from './stripe-gateway';

/** What the wallet's rules work with: the data modules and how this server meets the gateway. */
export interface WalletDeps {
  data: Pick<DataLayer, 'wallet' | 'customers' | 'purchases' | 'rewards'>;
  /** The sandbox's methods are offered only with the sandbox on. */
  sandbox: boolean;
  /** The secret the gateway signs its notifications with. */
  gatewaySecret: string;
  /** Stripe, where the site takes cards through it. */
  stripe?: Omit<StripeDeps, 'data'>;
}

/** Stripe with the wallet's data, or the method refused where the site does not take cards through it. */
function stripeOf(deps: WalletDeps): StripeDeps {
  if (!deps.stripe) throw unavailable();
  return { ...deps.stripe, data: deps.data };
}

const withStripe = (deps: Pick<WalletDeps, 'stripe'>) => deps.stripe !== undefined;

export const WALLET_MESSAGES = {
  depositLimit: (period: string, limitCents: number, remainingCents: number) =>
    `This deposit would pass your ${period} deposit limit of ${moneyText(limitCents)} ` +
    `(any ${SPEND_PERIOD_DAYS[period as keyof typeof SPEND_PERIOD_DAYS]} days): you can deposit ${moneyText(remainingCents)} more now.`,
  methodUnavailable: 'This payment method is not available. Choose another.',
  fundMissing: 'There is no such card or account.',
  depositMissing: 'There is no such deposit.',
  notWithdrawable: (cents: number) =>
    `You can withdraw up to ${moneyText(cents)}: only prize winnings can be withdrawn.`,
  wrongPassword: 'Your password is incorrect.',
  tokenUsed: 'Those card details have expired. Enter them again.',
  paypalExpired: 'That PayPal approval has expired. Connect your PayPal account again.',
  notNeeded: 'Your wallet already covers this order.',
  unsigned: 'This notification is not signed by the gateway.',
  noCard: 'There is no card saved to pay what your wallet lacks.',
} as const;

const unavailable = () => Refused.of(422, 'method_unavailable', WALLET_MESSAGES.methodUnavailable);
const fundMissing = () => Refused.of(404, 'fund_not_found', WALLET_MESSAGES.fundMissing);

/** Which methods are offered for deposits or for withdrawals, with the funds each can use. */
export function offeredMethods(
  sandbox: boolean,
  funds: FundRow[],
  ask: { withdrawing: boolean; digitalWallets: boolean; failedVerification: boolean },
  stripe = false,
): { rule: MethodRule; funds: FundRow[] }[] {
  // Funds whose verification failed are left out unless asked for (spec 3 §3).
  const usable = funds.filter(
    (fund) => ask.failedVerification || fund.verification !== 'Failed Verification',
  );
  return PAYMENT_METHODS.flatMap((entry) => {
    const rule = methodRule(entry.code, entry.use, sandbox, stripe);
    if (!rule || (rule.use === 'withdraw') !== ask.withdrawing) return [];
    if (rule.digitalWallet && !ask.digitalWallets) return [];
    return [{ rule, funds: usable.filter((fund) => fund.kind === rule.fundKind) }];
  });
}

/** Refuses an amount outside the method's rules, with spec 3 §5's messages. */
function checkAmount(rule: MethodRule, amountCents: number) {
  if (amountCents < rule.minCents)
    throw Refused.field('amount', 'amount_too_small', amountTooSmall((rule.minCents / 100).toFixed(2)));
  if (amountCents > rule.maxCents)
    throw Refused.field('amount', 'amount_too_large', amountTooLarge((rule.maxCents / 100).toFixed(2)));
}

/** Saves the card or PayPal account a gateway's one-time token stands for; a token works once. */
export async function saveFromToken(
  deps: WalletDeps,
  customerId: number,
  input: {
    method: string;
    gateway: string;
    gatewayToken: string;
    holderName: string | null;
    makeDefault: boolean;
    /** Kept for next time, the customer's choice; a PayPal account is always kept. */
    save: boolean;
  },
): Promise<FundRow> {
  const rule = methodRule(input.method, 'deposit', deps.sandbox, withStripe(deps));
  const kind = rule?.fundKind;
  if (
    !rule?.enabled ||
    (kind !== 'cc' && kind !== 'paypal') ||
    !rule.gateways.some((offered) => offered === input.gateway)
  )
    throw unavailable();
  if (input.gateway === STRIPE && kind === 'cc') return saveStripeCard(deps, customerId, input);
  const fund = await deps.data.wallet.addFromToken(customerId, input.gatewayToken, {
    kind,
    gateway: input.gateway,
    holderName: input.holderName,
    makeDefault: input.makeDefault,
    save: input.save,
  });
  if (!fund)
    throw Refused.field(
      'gatewayToken',
      'token_used',
      kind === 'paypal' ? WALLET_MESSAGES.paypalExpired : WALLET_MESSAGES.tokenUsed,
    );
  return fund;
}

/**
 * Saves the card a Stripe setup intent holds (its id is the app's token): once, and only the
 * customer's own intent that Stripe confirmed.
 */
async function saveStripeCard(
  deps: WalletDeps,
  customerId: number,
  input: { gatewayToken: string; holderName: string | null; makeDefault: boolean; save: boolean },
): Promise<FundRow> {
  const card = await cardFromSetup(stripeOf(deps), customerId, input.gatewayToken);
  const fund =
    card &&
    (await deps.data.wallet.addGatewayCard(customerId, {
      gateway: STRIPE,
      gatewayRef: card.paymentMethod,
      brand: card.brand,
      last4: card.last4,
      expiry: card.expiry,
      holderName: input.holderName ?? '',
      makeDefault: input.makeDefault,
      save: input.save,
    }));
  if (!fund) throw Refused.field('gatewayToken', 'token_used', WALLET_MESSAGES.tokenUsed);
  return fund;
}

/** Saves a bank account for withdrawals once its details hold; a national one's BSB as 062-000. */
export async function addBankAccount(
  deps: WalletDeps,
  customerId: number,
  account: BankAccountInput,
): Promise<FundRow> {
  const problems = Object.entries(bankAccountProblems(account));
  if (problems.length > 0)
    throw Refused.fields(
      Object.fromEntries(
        problems.map(([field, message]) => [
          field === 'accountNumber' ? 'account_number' : field,
          { code: 'invalid', message },
        ]),
      ),
    );
  return deps.data.wallet.addBankAccount(customerId, {
    ...account,
    code:
      account.type === 'national'
        ? account.code.replace('-', '').replace(/^(\d{3})/, '$1-')
        : account.code.toUpperCase(),
  });
}

/**
 * Settles a deposit as the gateway's signed notification says, once: a replay of the same
 * notification changes nothing. An unsigned one is refused.
 */
export async function receiveSettlement(
  deps: Pick<WalletDeps, 'data' | 'gatewaySecret'>,
  body: string,
  signature: string,
): Promise<'settled' | 'replayed' | 'ignored'> {
  const settlement = verifiedSettlement(deps.gatewaySecret, body, signature);
  if (!settlement) throw Refused.of(401, 'invalid_signature', WALLET_MESSAGES.unsigned);
  return applySettlement(deps, settlement);
}

/** Settles a deposit as its gateway says, once; a membership waiting on it follows. */
export async function applySettlement(
  deps: Pick<WalletDeps, 'data'>,
  settlement: Settlement,
): Promise<'settled' | 'replayed' | 'ignored'> {
  const result = await deps.data.wallet.settle(settlement);
  // A premium membership waiting on the deposit is paid (or let go) as it settles.
  if (result === 'settled') await settleMembershipDeposit(deps.data, settlement.depositId);
  return result;
}

/** The gateway's settlement of a deposit it decided at once, delivered as its notification. */
async function gatewaySettles(
  deps: WalletDeps,
  deposit: DepositRow,
  result: Omit<Settlement, 'id' | 'depositId'>,
) {
  const notification = signedNotification(deps.gatewaySecret, deposit, result);
  await receiveSettlement(deps, notification.body, notification.signature);
}

export interface DepositRequest {
  methodCode: string;
  /** A saved card or PayPal account; none for a method without funds (the sandbox's test deposit). */
  fundId: number | null;
  amountCents: number;
  purchaseType: DepositPurchaseType;
  csc?: string | null;
  /** The 3-D Secure challenge window the app asked for. */
  windowSize: string;
  /** The cart a deposit purchase pays for. */
  cartReference?: string | null;
}

/**
 * Opens a deposit and takes it as far as it goes without the customer: a card to its 3-D Secure
 * method step, PayPal to its approval page, a test deposit to its settlement. Within the deposit
 * limits, checked in the deposit's own transaction.
 */
export async function openDeposit(
  deps: WalletDeps,
  customerId: number,
  request: DepositRequest,
): Promise<DepositRow> {
  const { wallet } = deps.data;
  const customer = await deps.data.customers.overview(customerId);
  const pause = customer?.pause;
  if (pause) {
    const { code, message } = pauseRefusal(pause);
    throw Refused.of(403, code, message);
  }
  const rule = methodRule(request.methodCode, 'deposit', deps.sandbox, withStripe(deps));
  if (!rule?.enabled) throw unavailable();
  checkAmount(rule, request.amountCents);
  let fund: FundRow | undefined;
  if (request.fundId !== null) {
    fund = await wallet.fund(customerId, request.fundId);
    if (!fund || fund.kind !== rule.fundKind) throw fundMissing();
    // A card saved through Stripe pays only while the site takes cards through Stripe.
    if (fund.gateway === STRIPE && !deps.stripe) throw unavailable();
    const { brand, gateway } = fund;
    const needsCsc = Object.entries(rule.cscRequired).some(
      ([asking, brands]) => asking === gateway && brands.some((listed) => listed === brand),
    );
    if (needsCsc && !request.csc) throw Refused.field('csc', 'csc_required', REQUIRED);
  } else if (rule.fundKind !== null) throw unavailable();
  let deposit: DepositRow;
  try {
    deposit = await wallet.createDeposit({
      customerId,
      fundId: fund?.id ?? null,
      methodCode: rule.code,
      amountCents: request.amountCents,
      purchaseType: request.purchaseType,
      cartReference: request.cartReference ?? null,
    });
  } catch (error) {
    if (error instanceof WalletRefused && error.detail) {
      const { period, limitCents, remainingCents } = error.detail;
      throw Refused.of(
        422,
        'deposit_limit',
        WALLET_MESSAGES.depositLimit(period, limitCents, remainingCents),
      );
    }
    throw error;
  }
  // A pending deposit answered again (wallet.createDeposit) goes on from the stage it reached.
  if (deposit.stage !== null) return deposit;
  if (fund?.kind === 'paypal') await wallet.setStage(deposit.id, 'redirect', null);
  else if (fund?.gateway === STRIPE)
    await followPayment(
      deps,
      deposit,
      await chargeCard(stripeOf(deps), deposit, fund, false),
      request.windowSize,
    );
  else if (fund) await wallet.setStage(deposit.id, 'method', request.windowSize);
  else await gatewaySettles(deps, deposit, { outcome: 'succeeded', message: null });
  return (await wallet.deposit(customerId, deposit.id)) ?? deposit;
}

/**
 * A Stripe payment's state applied to its deposit: a challenge waits for the customer, a payment
 * Stripe has not finished waits for its webhook, and one that ended settles the deposit under the
 * payment's id, as Stripe's own answer to this server (a webhook about it later changes nothing).
 */
async function followPayment(
  deps: WalletDeps,
  deposit: Pick<DepositRow, 'id'>,
  payment: StripePayment,
  windowSize: string | null,
) {
  if (payment.state === 'challenge' || payment.state === 'processing') {
    const challengeUrl = payment.state === 'challenge' ? payment.url : null;
    await deps.data.wallet.setGatewayPayment(deposit.id, { ref: payment.ref, challengeUrl, windowSize });
    return;
  }
  await deps.data.wallet.setGatewayPayment(deposit.id, { ref: payment.ref, challengeUrl: null, windowSize });
  await applySettlement(deps, {
    id: payment.ref,
    depositId: deposit.id,
    outcome: payment.state,
    message: payment.state === 'failed' ? payment.message : null,
  });
}

/**
 * The customer's deposit as it stands: one still waiting on Stripe is asked after first, so the
 * app hears how a challenge ended even before Stripe's webhook arrives.
 */
export async function currentDeposit(deps: WalletDeps, customerId: number, depositId: string) {
  const deposit = await customersDeposit(deps, customerId, depositId);
  if (deposit.status !== 'pending' || !deposit.gateway_ref || !deps.stripe) return deposit;
  await followPayment(
    deps,
    deposit,
    await paymentNow(stripeOf(deps), deposit.gateway_ref),
    deposit.window_size,
  );
  return customersDeposit(deps, customerId, depositId);
}

/** The customer gives a pending deposit up; Stripe is told, so a challenge left open never completes it. */
export async function giveUpDeposit(deps: WalletDeps, customerId: number, deposit: DepositRow) {
  if (deposit.status === 'pending' && deposit.gateway_ref && deps.stripe)
    await cancelPayment(stripeOf(deps), deposit.gateway_ref);
  await deps.data.wallet.cancelDeposit(customerId, deposit.id);
}

/** The customer's own deposit; another's is not found. */
export async function customersDeposit(deps: WalletDeps, customerId: number, depositId: string) {
  const deposit = await deps.data.wallet.deposit(customerId, depositId);
  if (!deposit) throw Refused.of(404, 'deposit_not_found', WALLET_MESSAGES.depositMissing);
  return deposit;
}

/**
 * After the 3-D Secure method step has run (or the app gave up on it), the card's issuer decides:
 * a challenge for the customer, or the gateway settles the deposit.
 */
export async function authenticateDeposit(deps: WalletDeps, deposit: DepositRow): Promise<void> {
  const fund = deposit.fund_id ? await deps.data.wallet.fundById(deposit.fund_id) : undefined;
  if (deposit.status !== 'pending' || deposit.stage !== 'method' || !fund?.scenario) return;
  const decision = authenticate(fund.scenario);
  if (decision.outcome === 'challenge')
    await deps.data.wallet.setStage(deposit.id, 'challenge', deposit.window_size);
  else
    await gatewaySettles(deps, deposit, {
      outcome: decision.outcome,
      message: decision.outcome === 'failed' ? decision.message : null,
    });
}

/** Why the default card could not top the wallet up while the customer was away. */
export type TopUpRefusal = { code: 'no_card' | 'deposit_limit' | 'card_declined'; message: string };

/**
 * Tops the wallet up from the customer's default card while no one is at checkout (an autoplay's
 * ticket, paid "wallet, then my default card"): a card deposit of what the wallet lacks (at least
 * the method's minimum) that the merchant starts, exempt from 3-D Secure, within the deposit
 * limits, and credited only by the gateway's signed notification like any other deposit.
 */
export async function topUpFromDefaultCard(
  deps: WalletDeps,
  customerId: number,
  shortfallCents: number,
): Promise<TopUpRefusal | null> {
  const cards = (await deps.data.wallet.funds(customerId)).filter(
    (fund) =>
      fund.kind === 'cc' &&
      fund.verification !== 'Failed Verification' &&
      (fund.gateway !== STRIPE || withStripe(deps)),
  );
  const card = cards.find((fund) => fund.is_default === 1) ?? cards[0];
  const rule = methodRule('cc', 'deposit', deps.sandbox, withStripe(deps));
  if (!card || !rule?.enabled) return { code: 'no_card', message: WALLET_MESSAGES.noCard };
  let deposit: DepositRow;
  try {
    deposit = await deps.data.wallet.createDeposit({
      customerId,
      fundId: card.id,
      methodCode: rule.code,
      amountCents: Math.min(rule.maxCents, Math.max(shortfallCents, rule.minCents)),
      purchaseType: 'checkout',
      cartReference: null,
    });
  } catch (error) {
    if (!(error instanceof WalletRefused && error.detail)) throw error;
    const { period, limitCents, remainingCents } = error.detail;
    return {
      code: 'deposit_limit',
      message: WALLET_MESSAGES.depositLimit(period, limitCents, remainingCents),
    };
  }
  if (card.gateway === STRIPE) {
    const payment = await chargeCard(stripeOf(deps), deposit, card, true);
    await followPayment(deps, deposit, payment, null);
    return payment.state === 'failed' ? { code: 'card_declined', message: payment.message } : null;
  }
  const result = merchantInitiated(card.scenario ?? 'frictionless');
  await gatewaySettles(deps, deposit, result);
  return result.outcome === 'failed'
    ? { code: 'card_declined', message: result.message ?? WALLET_MESSAGES.noCard }
    : null;
}

/**
 * The deposit a cart needs before it can be bought: what the wallet lacks for what is paid now and
 * for its pre-orders, never less than the method's minimum. A cart the wallet covers needs none.
 */
export function cartDepositCents(deps: WalletDeps, priced: PricedCart, methodCode: string): number {
  const shortfall = priced.chargedCents + priced.preOrderCents - (priced.facts?.balanceCents ?? 0);
  if (shortfall <= 0) throw Refused.of(422, 'deposit_not_needed', WALLET_MESSAGES.notNeeded);
  return Math.max(
    shortfall,
    methodRule(methodCode, 'deposit', deps.sandbox, withStripe(deps))?.minCents ?? 0,
  );
}

/**
 * Pays prize winnings out to a saved account of the method's kind, once the customer is verified
 * (where the rules ask it), within the method's amounts and what is withdrawable, taken in the
 * withdrawal's own transaction. The customer's password is checked before.
 */
export async function withdraw(
  deps: WalletDeps,
  customerId: number,
  request: { methodCode: string; fundId: number; amountCents: number },
): Promise<WithdrawalRow> {
  const { wallet } = deps.data;
  const overview = await deps.data.customers.overview(customerId);
  if (VERIFIED_BEFORE_WITHDRAWAL && overview?.is_verified !== 1)
    throw Refused.of(403, 'verify_account_required', VERIFY_BEFORE_WITHDRAWAL_MESSAGE);
  const rule = methodRule(request.methodCode, 'withdraw', deps.sandbox);
  const fund = await wallet.fund(customerId, request.fundId);
  if (!rule?.enabled) throw unavailable();
  if (!fund || fund.kind !== rule.fundKind) throw fundMissing();
  checkAmount(rule, request.amountCents);
  try {
    return await wallet.withdraw(customerId, fund, rule.code, request.amountCents);
  } catch (error) {
    if (!(error instanceof WalletRefused)) throw error;
    const withdrawable = await wallet.withdrawableCents(customerId);
    throw Refused.field('amount', error.code, WALLET_MESSAGES.notWithdrawable(withdrawable));
  }
}
