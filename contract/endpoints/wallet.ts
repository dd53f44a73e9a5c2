/**
 * The wallet's endpoints (spec 3 §3, §7, §8): payment methods and funds, deposits with 3-D Secure
 * and deposit purchases, withdrawals, the ledger, limits and the recurring purchase method.
 */
import type { Money } from '../schemas/fields';
import type {
  BankAccountInput,
  CardGateways,
  Deposit,
  DepositInput,
  DepositPurchase,
  Fund,
  LimitKind,
  PaymentMethod,
  RecurringPurchaseMethods,
  SpendLimits,
  StripeSetup,
  WalletTransaction,
  Withdrawal,
  WithdrawInput,
} from '../schemas/wallet';
import type { SpendPeriod } from '../spend-limits';
import type { RecurringPurchaseMethodKey } from '../wallet-rules';
import { endpoint } from './endpoint';

const customer = { service: 'main', personal: true } as const;
/** A deposit's id in an address, told from a fund's number. */
const DEPOSIT = ':depositId{dep_[\\w-]+}';
const FUND = ':fundId{[0-9]+}';
/** A payment method's two-letter code and its gateway: `/funds/cc/braintree`. */
const METHOD = ':method{[a-z]{2}}/:gateway';
type DepositCall = { body: DepositInput; answer: Deposit };
/** A deposit, to a saved fund or by a wallet method: spec 3 §7 calls it at v3.4 when a security code is sent. */
const depositBy = {
  ...customer,
  method: 'POST',
  version: (body: DepositInput) => (body.csc ? '3.4' : '3.0'),
  idempotent: 'deposit',
  status: 201,
} as const;

/** `filter`: spec 3 §7's clauses, `funds.cart eq true,funds.withdraw eq false`. */
export const paymentMethods = endpoint<{ query: { filter: string }; answer: PaymentMethod[] }>()({
  ...customer,
  method: 'GET',
  path: '/payment_methods',
});
export const cardGateways = endpoint<{ answer: CardGateways }>()({
  ...customer,
  method: 'GET',
  path: '/funds/card_gateways',
});
/** A Stripe setup intent for a card kept for later: its client secret, which Stripe's card fields confirm. */
export const stripeSetup = endpoint<{ answer: StripeSetup }>()({
  ...customer,
  method: 'POST',
  path: '/funds/stripe/setup',
  status: 201,
});
export const addBankAccount = endpoint<{ body: BankAccountInput; answer: Fund }>()({
  ...customer,
  method: 'POST',
  path: '/funds/bank-account',
  version: '3.8',
  status: 201,
});
export const deposit = endpoint<{ answer: Deposit }>()({
  ...customer,
  method: 'GET',
  path: `/funds/${DEPOSIT}/deposit`,
});
/** After the 3-D Secure method has run (or the app gave up on it), the issuer decides. */
export const authenticateDeposit = endpoint<{ body: { methodCompleted: boolean }; answer: Deposit }>()({
  ...customer,
  method: 'POST',
  path: `/funds/${DEPOSIT}/deposit/authenticate`,
});
export const cancelDeposit = endpoint<{ answer: Deposit }>()({
  ...customer,
  method: 'POST',
  path: `/funds/${DEPOSIT}/deposit/cancel`,
});
export const fund = endpoint<{ answer: Fund }>()({ ...customer, method: 'GET', path: `/funds/${FUND}` });
export const makeDefault = endpoint<{ answer: null }>()({
  ...customer,
  method: 'POST',
  path: `/funds/${FUND}/default`,
  status: 204,
});
export const deleteFund = endpoint<{ answer: null }>()({
  ...customer,
  method: 'DELETE',
  path: `/funds/${FUND}`,
  status: 204,
});
export const depositToFund = endpoint<DepositCall>()({ ...depositBy, path: `/funds/${FUND}/deposit` });
/** A wallet method with no saved fund (Apple Pay, Google Pay). */
export const depositByMethod = endpoint<DepositCall>()({ ...depositBy, path: `/funds/${METHOD}/deposit` });
/** A PayPal account, from the token its approval page gave the app. */
export const addPaypal = endpoint<{ body: { gatewayToken: string; makeDefault?: boolean }; answer: Fund }>()({
  ...customer,
  method: 'POST',
  path: '/funds/pl/:gateway',
  status: 201,
});
/** A card, from the one-time token of the gateway's hosted form: never its number. */
export const addCard = endpoint<{
  body: { gatewayToken: string; holderName: string; makeDefault?: boolean; saveCard?: boolean };
  answer: Fund;
}>()({ ...customer, method: 'POST', path: `/funds/${METHOD}`, status: 201 });
/** What the wallet lacks for the cart, deposited; the app buys the cart once it is in. */
export const depositPurchase = endpoint<{
  body: { deposit: DepositInput; purchase: { cartReference: string } };
  answer: DepositPurchase;
}>()({
  ...customer,
  method: 'POST',
  path: '/cart/deposit_purchase',
  version: '3.3',
  idempotent: 'deposit_purchase',
  status: 201,
});
export const withdrawable = endpoint<{ answer: Money }>()({
  ...customer,
  method: 'GET',
  path: '/customer/withdrawable-funds',
});
export const withdraw = endpoint<{ body: WithdrawInput; answer: Withdrawal }>()({
  ...customer,
  method: 'POST',
  path: `/funds/${FUND}/withdraw`,
  version: '3.1',
  idempotent: 'withdraw',
  status: 201,
});
export const withdrawal = endpoint<{ answer: Withdrawal }>()({
  ...customer,
  method: 'GET',
  path: '/withdrawals/:withdrawalId',
});
export const transactions = endpoint<{
  query: { limit: number; offset: number };
  answer: WalletTransaction[];
}>()({
  ...customer,
  method: 'GET',
  path: '/transactions',
  paged: true,
});
export const limits = endpoint<{ answer: SpendLimits }>()({
  ...customer,
  method: 'GET',
  path: '/spend-limits',
});
/** A new limit (PUT) and a change of one (POST): a lower one applies at once, a higher one after cooling off. */
export const setLimit = endpoint<{ body: LimitForm; answer: SpendLimits }>()({
  ...customer,
  method: 'PUT',
  path: '/spend-limits/:period',
  form: true,
});
export const changeLimit = endpoint<{ body: LimitForm; answer: SpendLimits }>()({
  ...customer,
  method: 'POST',
  path: '/spend-limits/:period',
  form: true,
});
export const removeLimit = endpoint<{ answer: SpendLimits }>()({
  ...customer,
  method: 'DELETE',
  path: '/spend-limits/:id',
});
export const setPrecommitment = endpoint<{ body: { limit: string }; answer: SpendLimits }>()({
  ...customer,
  method: 'POST',
  path: '/precommitment',
  form: true,
});
export const removePrecommitment = endpoint<{ answer: SpendLimits }>()({
  ...customer,
  method: 'DELETE',
  path: '/precommitment',
});
export const recurringMethod = endpoint<{ answer: RecurringPurchaseMethods }>()({
  ...customer,
  method: 'GET',
  path: '/customer/recurring-purchase-method',
});
export const chooseRecurringMethod = endpoint<{
  query: { recurringPurchaseMethod: RecurringPurchaseMethodKey };
  answer: RecurringPurchaseMethods;
}>()({ ...customer, method: 'POST', path: '/customer/recurring-purchase-method' });

/** A limit as its form sends it: the amount as typed. */
export interface LimitForm {
  kind: LimitKind;
  period: SpendPeriod;
  limit: string;
}
