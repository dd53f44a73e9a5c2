/**
 * The wallet's calls (spec 3 §7): payment methods, the customer's funds (cards from a gateway token,
 * bank accounts, the default, deleting), deposits with 3-D Secure, deposit purchases, withdrawals
 * and the ledger. Deposits, deposit purchases and withdrawals honour an Idempotency-Key; every
 * amount is checked against the method's rules and the customer's limits here, whatever the app
 * checked; a deposit is credited only by the gateway's signed notification (../gateway).
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import {
  addCardInputSchema,
  addPaypalInputSchema,
  authenticateInputSchema,
  bankAccountInputSchema,
  depositInputSchema,
  depositPurchaseInputSchema,
  withdrawInputSchema,
  type CardGateways,
  type Deposit,
  type DepositPurchase,
  type Fund,
  type PaymentMethod,
  type WalletTransaction,
  type Withdrawal,
} from '@contract/schemas/wallet';
import {
  CHALLENGE_WINDOW_SIZES,
  amountTooLarge,
  amountTooSmall,
  bankAccountProblems,
  type ChallengeWindowSize,
} from '@contract/wallet-rules';
import { REQUIRED } from '@contract/form-rules';
import { SPEND_PERIOD_DAYS } from '@contract/spend-limits';
import { VERIFIED_BEFORE_WITHDRAWAL, VERIFY_BEFORE_WITHDRAWAL_MESSAGE } from '@contract/verification';
import type { DepositRow, FundRow } from '../../db/schema';
import { WalletRefused } from '../../db/wallet';
import type { AppEnv } from '../../http/app-env';
import { HttpError, VALIDATION_FAILED, ok } from '../../http/envelope';
import { idempotent } from '../../http/idempotency';
import { pageInfo, paging } from '../../http/paging';
import { requireCustomer } from '../../http/require-customer';
import { valid } from '../../http/validate';
import { SANDBOX_GATEWAY, authenticate, signedNotification } from '../../sandbox/card-gateway';
import { CHECKOUT_MESSAGES } from '../../domain/checkout-rules';
import { money, moneyText } from '../../domain/money';
import { PAYMENT_METHODS, fundDescription, methodRule, type MethodRule } from '../../domain/payment-methods';
import { receiveNotification } from '../gateway';
import { priceCart } from '../../domain/cart-pricing';
import { customersCart } from './carts';
import { catalogueNow } from './shop';
import { confirmPassword } from './account-security';

const iso = (unix: number) => new Date(unix * 1000).toISOString();
const cents = (dollars: number) => Math.round(dollars * 100);

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
} as const;

function presentFund(fund: FundRow): Fund {
  return {
    id: fund.id,
    default: fund.is_default === 1,
    kind: fund.kind,
    methodCode: fund.method_code,
    type: fund.kind === 'bank' ? 'bank' : fund.kind === 'cc' ? 'card' : 'paypal',
    description: fundDescription(fund),
    brand: (fund.brand as Fund['brand']) ?? (fund.kind === 'paypal' ? 'PAYPAL' : null),
    gateway: (fund.gateway as Fund['gateway']) ?? null,
    expiry: fund.expiry,
    holderName: fund.holder_name ?? fund.account_name,
    verification: fund.verification as Fund['verification'],
  };
}

function presentMethod(rule: MethodRule, funds: FundRow[]): PaymentMethod {
  return {
    code: rule.code,
    name: rule.name,
    funds: funds.filter((fund) => fund.kind === rule.fundKind).map(presentFund),
    availableGateways: rule.gateways,
    attributes: {
      cart: rule.use === 'deposit',
      withdraw: rule.use === 'withdraw',
      digitalWallet: rule.digitalWallet,
      instructions: rule.instructions,
    },
    rules: {
      enabled: rule.enabled,
      minAmount: rule.minCents / 100,
      maxAmount: rule.maxCents / 100,
      gatewayRules: rule.gateways.map((gateway) => ({
        gateway,
        cscRequired: rule.cscRequired[gateway] ?? [],
      })),
    },
  };
}

/** The challenge window the app asked for, as stored; the whole screen if it is not one the spec names. */
const windowSizeOf = (stored: string | null): ChallengeWindowSize =>
  CHALLENGE_WINDOW_SIZES.find((size) => size === stored) ?? 'FullScreen';

async function presentDeposit(c: Context<AppEnv>, deposit: DepositRow): Promise<Deposit> {
  const fund = deposit.fund_id ? await c.var.data.wallet.fundById(deposit.fund_id) : undefined;
  const base = '/api/sandbox/gateway/3ds';
  return {
    id: deposit.id,
    status: deposit.status,
    amount: money(deposit.amount_cents),
    methodCode: deposit.method_code,
    fundDescription: fund ? fundDescription(fund) : null,
    purchaseType: deposit.purchase_type as Deposit['purchaseType'],
    nextAction:
      deposit.status !== 'pending'
        ? null
        : deposit.stage === 'method'
          ? { type: 'method', url: `${base}/method/${deposit.id}` }
          : deposit.stage === 'challenge'
            ? {
                type: 'challenge',
                url: `${base}/challenge/${deposit.id}`,
                windowSize: windowSizeOf(deposit.window_size),
              }
            : deposit.stage === 'redirect'
              ? { type: 'redirect', url: `/api/sandbox/gateway/paypal/pay/${deposit.id}` }
              : null,
    message: deposit.message,
    redirectUrl: deposit.stage === 'redirect' ? `/api/sandbox/gateway/paypal/pay/${deposit.id}` : null,
    balance: money(await c.var.data.wallet.balanceCents(deposit.customer_id)),
    createdAt: iso(deposit.created_at),
    completedAt: deposit.completed_at === null ? null : iso(deposit.completed_at),
  };
}

/** Refuses an amount outside the method's rules, with spec 3 §5's messages. */
function checkAmount(rule: MethodRule, amountCents: number) {
  if (amountCents < rule.minCents)
    throw HttpError.field('amount', 'amount_too_small', amountTooSmall((rule.minCents / 100).toFixed(2)));
  if (amountCents > rule.maxCents)
    throw HttpError.field('amount', 'amount_too_large', amountTooLarge((rule.maxCents / 100).toFixed(2)));
}

type DepositBody = z.output<typeof depositInputSchema>;

/** The gateway's settlement of a deposit, delivered to the API as its notification. */
async function notifyGateway(
  c: Context<AppEnv>,
  deposit: DepositRow,
  result: Parameters<typeof signedNotification>[2],
) {
  const notification = signedNotification(c.var.config.gatewaySecret, deposit, result);
  await receiveNotification(c, notification.body, notification.signature);
}

/**
 * Opens a deposit for the signed-in customer with a saved card (`fundId`) or a wallet method, and
 * takes it as far as it goes without the customer: a card to its 3-D Secure method step, a test
 * deposit to its settlement.
 */
async function openDeposit(
  c: Context<AppEnv>,
  body: DepositBody,
  target: { fundId: number } | { method: string },
  amountCents: number,
  cartReference: string | null = null,
): Promise<DepositRow> {
  const customerId = c.var.grant.customerId;
  const { wallet } = c.var.data;
  const code = 'fundId' in target ? body.depositMethodCode : target.method;
  const rule = methodRule(code, 'deposit', c.var.config.sandbox);
  if (!rule?.enabled) throw HttpError.of(422, 'method_unavailable', WALLET_MESSAGES.methodUnavailable);
  checkAmount(rule, amountCents);
  let fund: FundRow | undefined;
  if ('fundId' in target) {
    fund = await wallet.fund(customerId, target.fundId);
    if (!fund || fund.kind !== rule.fundKind)
      throw HttpError.of(404, 'fund_not_found', WALLET_MESSAGES.fundMissing);
    const { brand, gateway } = fund;
    const needsCsc = Object.entries(rule.cscRequired).some(
      ([asking, brands]) => asking === gateway && brands.some((listed) => listed === brand),
    );
    if (needsCsc && !body.csc) throw HttpError.field('csc', 'csc_required', REQUIRED);
  } else if (rule.fundKind !== null)
    throw HttpError.of(422, 'method_unavailable', WALLET_MESSAGES.methodUnavailable);
  let deposit: DepositRow;
  try {
    deposit = await wallet.createDeposit({
      customerId,
      fundId: fund?.id ?? null,
      methodCode: rule.code,
      amountCents,
      purchaseType: body.purchaseType,
      cartReference,
    });
  } catch (error) {
    if (error instanceof WalletRefused && error.detail)
      throw HttpError.of(
        422,
        'deposit_limit',
        WALLET_MESSAGES.depositLimit(
          error.detail.period,
          error.detail.limitCents,
          error.detail.remainingCents,
        ),
      );
    throw error;
  }
  // A card goes through 3-D Secure; PayPal sends the customer to approve the payment on its page.
  if (fund?.kind === 'paypal') await wallet.setStage(deposit.id, 'redirect', null);
  else if (fund) {
    const windowSize = body.strongCustomerAuthentication?.browser.challengeWindowSize ?? 'FullScreen';
    await wallet.setStage(deposit.id, 'method', windowSize);
  } else await notifyGateway(c, deposit, { outcome: 'succeeded', message: null });
  return (await wallet.deposit(customerId, deposit.id)) ?? deposit;
}

async function customersDeposit(c: Context<AppEnv>, depositId: string): Promise<DepositRow> {
  const deposit = await c.var.data.wallet.deposit(c.var.grant.customerId, depositId);
  if (!deposit) throw HttpError.of(404, 'deposit_not_found', WALLET_MESSAGES.depositMissing);
  return deposit;
}

/** Saves the card or PayPal account a gateway's one-time token stands for; a token works once. */
async function saveFromToken(
  c: Context<AppEnv>,
  method: string,
  gateway: string,
  gatewayToken: string,
  holderName: string | null,
  makeDefault: boolean,
): Promise<FundRow> {
  const rule = methodRule(method, 'deposit', c.var.config.sandbox);
  const kind = rule?.fundKind;
  if (
    !rule?.enabled ||
    (kind !== 'cc' && kind !== 'paypal') ||
    !rule.gateways.some((offered) => offered === gateway)
  )
    throw HttpError.of(422, 'method_unavailable', WALLET_MESSAGES.methodUnavailable);
  const fund = await c.var.data.wallet.addFromToken(c.var.grant.customerId, gatewayToken, {
    kind,
    gateway,
    holderName,
    makeDefault,
  });
  if (!fund)
    throw HttpError.field(
      'gatewayToken',
      'token_used',
      kind === 'paypal' ? WALLET_MESSAGES.paypalExpired : WALLET_MESSAGES.tokenUsed,
    );
  return fund;
}

const fundParam = z.object({ fundId: z.coerce.number().int().positive() });
const depositParam = z.object({ depositId: z.string().regex(/^dep_[\w-]{8,64}$/) });
const withdrawalParam = z.object({ withdrawalId: z.string().regex(/^wd_[\w-]{8,64}$/) });
const methodParams = z.object({
  method: z.string().regex(/^[a-z]{2}$/),
  gateway: z.string().regex(/^[a-z]{2,20}$/),
});

/** `filter=funds.cart eq true,funds.withdraw eq false`: each named flag and its wanted value. */
function parseFilters(raw: string[]): Record<string, boolean> {
  const filters: Record<string, boolean> = {};
  for (const clause of raw.flatMap((entry) => entry.split(','))) {
    const match = /^\s*funds\.(\w+)\s+eq\s+(true|false)\s*$/.exec(clause);
    if (match?.[1]) filters[match[1]] = match[2] === 'true';
  }
  return filters;
}

function presentTransaction(row: {
  id: number;
  kind: WalletTransaction['kind'];
  amount_cents: number;
  balance_after_cents: number;
  reference: string;
  created_at: number;
}): WalletTransaction {
  const descriptions: Record<WalletTransaction['kind'], string> = {
    deposit: 'Deposit',
    withdrawal: 'Withdrawal',
    purchase: 'Ticket purchase',
    prize: 'Prize',
  };
  return {
    id: row.id,
    kind: row.kind,
    description: descriptions[row.kind],
    amount: money(row.amount_cents),
    balanceAfter: money(row.balance_after_cents),
    reference: row.reference,
    createdAt: iso(row.created_at),
  };
}

export function walletRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  api.get('/payment_methods', requireCustomer(), async (c) => {
    const filters = parseFilters(c.req.queries('filter') ?? []);
    const funds = await c.var.data.wallet.funds(c.var.grant.customerId);
    const withdrawing = filters.withdraw === true;
    const rules = PAYMENT_METHODS.flatMap((entry) => {
      const rule = methodRule(entry.code, entry.use, c.var.config.sandbox);
      if (!rule || (rule.use === 'withdraw') !== withdrawing) return [];
      if (rule.digitalWallet && filters.digital_wallets === false) return [];
      return [rule];
    });
    // Funds whose verification failed are left out unless asked for (spec 3 §3).
    const usable = funds.filter(
      (fund) => filters.failed_verification === true || fund.verification !== 'Failed Verification',
    );
    return ok(
      c,
      rules.map((rule) => presentMethod(rule, usable)),
    );
  });

  api.get('/funds/card_gateways', requireCustomer(), (c) => {
    const gateways: CardGateways = c.var.config.sandbox
      ? {
          availableCardGateways: [SANDBOX_GATEWAY],
          hostedFormUrl: '/api/sandbox/gateway/card-form',
          paypalApprovalUrl: '/api/sandbox/gateway/paypal/approve',
        }
      : { availableCardGateways: [], hostedFormUrl: null, paypalApprovalUrl: null };
    return ok(c, gateways);
  });

  api.post('/funds/bank-account', requireCustomer(), valid('json', bankAccountInputSchema), async (c) => {
    const account = c.req.valid('json');
    const problems = bankAccountProblems(account);
    const targets = Object.entries(problems).map(([field, message]) => [
      field === 'accountNumber' ? 'account_number' : field,
      message,
    ]);
    if (targets.length > 0)
      throw new HttpError(
        422,
        [VALIDATION_FAILED],
        Object.fromEntries(
          targets.map(([target = '', message = '']) => [
            target,
            [{ code: 'invalid', message, target, level: 'error' }],
          ]),
        ),
      );
    const fund = await c.var.data.wallet.addBankAccount(c.var.grant.customerId, {
      ...account,
      code:
        account.type === 'national'
          ? account.code.replace('-', '').replace(/^(\d{3})/, '$1-')
          : account.code.toUpperCase(),
    });
    return ok(c, presentFund(fund), {}, 201);
  });

  api.get(
    '/funds/:depositId{dep_[\\w-]+}/deposit',
    requireCustomer(),
    valid('param', depositParam),
    async (c) => ok(c, await presentDeposit(c, await customersDeposit(c, c.req.valid('param').depositId))),
  );

  // After the 3-D Secure method has run (or the app gave up on it), the issuer decides.
  api.post(
    '/funds/:depositId{dep_[\\w-]+}/deposit/authenticate',
    requireCustomer(),
    valid('param', depositParam),
    valid('json', authenticateInputSchema),
    async (c) => {
      const deposit = await customersDeposit(c, c.req.valid('param').depositId);
      const fund = deposit.fund_id ? await c.var.data.wallet.fundById(deposit.fund_id) : undefined;
      if (deposit.status === 'pending' && deposit.stage === 'method' && fund?.scenario) {
        const decision = authenticate(fund.scenario);
        if (decision.outcome === 'challenge')
          await c.var.data.wallet.setStage(deposit.id, 'challenge', deposit.window_size);
        else
          await notifyGateway(c, deposit, {
            outcome: decision.outcome,
            message: decision.outcome === 'failed' ? decision.message : null,
          });
      }
      return ok(c, await presentDeposit(c, await customersDeposit(c, deposit.id)));
    },
  );

  api.post(
    '/funds/:depositId{dep_[\\w-]+}/deposit/cancel',
    requireCustomer(),
    valid('param', depositParam),
    async (c) => {
      const { depositId } = c.req.valid('param');
      await customersDeposit(c, depositId);
      await c.var.data.wallet.cancelDeposit(c.var.grant.customerId, depositId);
      return ok(c, await presentDeposit(c, await customersDeposit(c, depositId)));
    },
  );

  api.get('/funds/:fundId{[0-9]+}', requireCustomer(), valid('param', fundParam), async (c) => {
    const fund = await c.var.data.wallet.fund(c.var.grant.customerId, c.req.valid('param').fundId);
    if (!fund) throw HttpError.of(404, 'fund_not_found', WALLET_MESSAGES.fundMissing);
    return ok(c, presentFund(fund));
  });

  api.post('/funds/:fundId{[0-9]+}/default', requireCustomer(), valid('param', fundParam), async (c) => {
    if (!(await c.var.data.wallet.setDefault(c.var.grant.customerId, c.req.valid('param').fundId)))
      throw HttpError.of(404, 'fund_not_found', WALLET_MESSAGES.fundMissing);
    return c.body(null, 204);
  });

  api.delete('/funds/:fundId{[0-9]+}', requireCustomer(), valid('param', fundParam), async (c) => {
    if (!(await c.var.data.wallet.deleteFund(c.var.grant.customerId, c.req.valid('param').fundId)))
      throw HttpError.of(404, 'fund_not_found', WALLET_MESSAGES.fundMissing);
    return c.body(null, 204);
  });

  api.post(
    '/funds/:fundId{[0-9]+}/deposit',
    requireCustomer(),
    idempotent('deposit'),
    valid('param', fundParam),
    valid('json', depositInputSchema),
    async (c) => {
      const body = c.req.valid('json');
      const deposit = await openDeposit(c, body, { fundId: c.req.valid('param').fundId }, cents(body.amount));
      return ok(c, await presentDeposit(c, deposit), {}, 201);
    },
  );

  api.post(
    '/funds/:method{[a-z]{2}}/:gateway/deposit',
    requireCustomer(),
    idempotent('deposit'),
    valid('param', methodParams),
    valid('json', depositInputSchema),
    async (c) => {
      const body = c.req.valid('json');
      const deposit = await openDeposit(c, body, { method: c.req.valid('param').method }, cents(body.amount));
      return ok(c, await presentDeposit(c, deposit), {}, 201);
    },
  );

  // A PayPal account, from the token its approval page gave the app (POST /funds/pl/braintree).
  api.post('/funds/pl/:gateway', requireCustomer(), valid('json', addPaypalInputSchema), async (c) => {
    const { gatewayToken, makeDefault } = c.req.valid('json');
    const fund = await saveFromToken(c, 'pl', c.req.param('gateway'), gatewayToken, null, makeDefault);
    return ok(c, presentFund(fund), {}, 201);
  });

  api.post(
    '/funds/:method{[a-z]{2}}/:gateway',
    requireCustomer(),
    valid('param', methodParams),
    valid('json', addCardInputSchema),
    async (c) => {
      const { method, gateway } = c.req.valid('param');
      const { gatewayToken, holderName, makeDefault } = c.req.valid('json');
      const fund = await saveFromToken(c, method, gateway, gatewayToken, holderName.trim(), makeDefault);
      return ok(c, presentFund(fund), {}, 201);
    },
  );

  // Deposits what the wallet lacks for the cart, never less than the method's minimum; the app buys
  // the cart once the deposit is in. When the wallet already covers it, the app just buys.
  api.post(
    '/cart/deposit_purchase',
    requireCustomer(),
    idempotent('deposit_purchase'),
    valid('json', depositPurchaseInputSchema),
    async (c) => {
      const { deposit: body, purchase } = c.req.valid('json');
      const stored = await customersCart(c);
      if (stored.reference !== purchase.cartReference)
        throw HttpError.of(409, 'cart_changed', CHECKOUT_MESSAGES.cartChanged);
      const priced = await priceCart(c.var.data, stored, await catalogueNow(c));
      const shortfall = priced.chargedCents - (priced.facts?.balanceCents ?? 0);
      // A deposit purchase with no deposit (and no scheduled purchase) is no deposit purchase.
      if (shortfall <= 0) throw HttpError.of(422, 'deposit_not_needed', WALLET_MESSAGES.notNeeded);
      const rule = methodRule(body.depositMethodCode, 'deposit', c.var.config.sandbox);
      const amountCents = Math.max(shortfall, rule?.minCents ?? 0);
      const target =
        body.customerFundId === null ? { method: body.depositMethodCode } : { fundId: body.customerFundId };
      const deposit = await openDeposit(
        c,
        { ...body, purchaseType: 'checkout' },
        target,
        amountCents,
        stored.reference,
      );
      const result: DepositPurchase = {
        deposit: await presentDeposit(c, deposit),
        checkout: null,
        membershipProgramsUpdated: false,
      };
      return ok(c, result, {}, 201);
    },
  );

  api.get('/customer/withdrawable-funds', requireCustomer(), async (c) =>
    ok(c, money(await c.var.data.wallet.withdrawableCents(c.var.grant.customerId))),
  );

  api.post(
    '/funds/:fundId{[0-9]+}/withdraw',
    requireCustomer(),
    idempotent('withdraw'),
    valid('param', fundParam),
    valid('json', withdrawInputSchema),
    async (c) => {
      const customerId = c.var.grant.customerId;
      const body = c.req.valid('json');
      await confirmPassword(c, body.password, 'password', WALLET_MESSAGES.wrongPassword);
      const overview = await c.var.data.customers.overview(customerId);
      if (VERIFIED_BEFORE_WITHDRAWAL && overview?.is_verified !== 1)
        throw HttpError.of(403, 'verify_account_required', VERIFY_BEFORE_WITHDRAWAL_MESSAGE);
      const rule = methodRule(body.withdrawalMethodCode, 'withdraw', c.var.config.sandbox);
      const fund = await c.var.data.wallet.fund(customerId, c.req.valid('param').fundId);
      if (!rule?.enabled) throw HttpError.of(422, 'method_unavailable', WALLET_MESSAGES.methodUnavailable);
      if (!fund || fund.kind !== rule.fundKind)
        throw HttpError.of(404, 'fund_not_found', WALLET_MESSAGES.fundMissing);
      const amountCents = cents(body.amount);
      checkAmount(rule, amountCents);
      try {
        const withdrawal = await c.var.data.wallet.withdraw(customerId, fund, rule.code, amountCents);
        return ok(c, await presentWithdrawal(c, withdrawal.id), {}, 201);
      } catch (error) {
        if (!(error instanceof WalletRefused)) throw error;
        const withdrawable = await c.var.data.wallet.withdrawableCents(customerId);
        throw HttpError.field('amount', error.code, WALLET_MESSAGES.notWithdrawable(withdrawable));
      }
    },
  );

  api.get('/withdrawals/:withdrawalId', requireCustomer(), valid('param', withdrawalParam), async (c) =>
    ok(c, await presentWithdrawal(c, c.req.valid('param').withdrawalId)),
  );

  api.get('/transactions', requireCustomer(), valid('query', paging(10)), async (c) => {
    const { limit, offset } = c.req.valid('query');
    const { rows, total } = await c.var.data.wallet.transactions(c.var.grant.customerId, limit, offset);
    return ok(c, rows.map(presentTransaction), { pageInfo: pageInfo(limit, offset, total) });
  });

  return api;
}

async function presentWithdrawal(c: Context<AppEnv>, withdrawalId: string): Promise<Withdrawal> {
  const customerId = c.var.grant.customerId;
  const withdrawal = await c.var.data.wallet.withdrawal(customerId, withdrawalId);
  if (!withdrawal) throw HttpError.of(404, 'withdrawal_not_found', 'There is no such withdrawal.');
  const fund = await c.var.data.wallet.fundById(withdrawal.fund_id);
  return {
    id: withdrawal.id,
    status: withdrawal.status,
    amount: money(withdrawal.amount_cents),
    withdrawalMethodCode: withdrawal.method_code as Withdrawal['withdrawalMethodCode'],
    fundDescription: fund ? fundDescription(fund) : '',
    balance: money(await c.var.data.wallet.balanceCents(customerId)),
    createdAt: iso(withdrawal.created_at),
  };
}
