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
import { CHALLENGE_WINDOW_SIZES, type ChallengeWindowSize } from '@contract/wallet-rules';
import type { DepositRow, FundRow } from '../../db/schema';
import type { AppEnv } from '../../http/app-env';
import { HttpError, ok } from '../../http/envelope';
import { idempotent } from '../../http/idempotency';
import { pageInfo, paging } from '../../http/paging';
import { requireCustomer } from '../../http/require-customer';
import { valid } from '../../http/validate';
import { SANDBOX_GATEWAY } from '../../sandbox/card-gateway';
import { CHECKOUT_MESSAGES } from '../../domain/checkout-rules';
import { money } from '../../domain/money';
import { fundDescription, type MethodRule } from '../../domain/payment-methods';
import {
  WALLET_MESSAGES,
  addBankAccount,
  authenticateDeposit,
  cartDepositCents,
  customersDeposit,
  offeredMethods,
  openDeposit,
  saveFromToken,
  withdraw,
  type WalletDeps,
} from '../../domain/wallet';
import { priceCart } from '../../domain/cart-pricing';
import { customersCart } from './carts';
import { catalogueNow } from './shop';
import { confirmPassword } from './account-security';

const iso = (unix: number) => new Date(unix * 1000).toISOString();
const cents = (dollars: number) => Math.round(dollars * 100);

/** The wallet's rules with what they need from the request's server. */
export const walletDeps = (c: Context<AppEnv>): WalletDeps => ({
  data: c.var.data,
  sandbox: c.var.config.sandbox,
  gatewaySecret: c.var.config.gatewaySecret,
});

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
    saved: fund.saved === 1,
  };
}

function presentMethod(rule: MethodRule, funds: FundRow[]): PaymentMethod {
  return {
    code: rule.code,
    name: rule.name,
    funds: funds.map(presentFund),
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

export async function presentDeposit(c: Context<AppEnv>, deposit: DepositRow): Promise<Deposit> {
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

/** A deposit as the app asked for it: the amount in cents, the challenge window it can show. */
export const depositRequest = (
  body: Pick<z.output<typeof depositInputSchema>, 'purchaseType' | 'csc' | 'strongCustomerAuthentication'>,
  fundId: number | null,
  methodCode: string,
  amountCents: number,
) => ({
  methodCode,
  fundId,
  amountCents,
  purchaseType: body.purchaseType,
  csc: body.csc,
  windowSize: body.strongCustomerAuthentication?.browser.challengeWindowSize ?? 'FullScreen',
});

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
    membership: 'Daily Winners premium membership',
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
    const offered = offeredMethods(c.var.config.sandbox, funds, {
      withdrawing: filters.withdraw === true,
      digitalWallets: filters.digital_wallets !== false,
      failedVerification: filters.failed_verification === true,
    });
    return ok(
      c,
      offered.map((method) => presentMethod(method.rule, method.funds)),
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
    const fund = await addBankAccount(walletDeps(c), c.var.grant.customerId, c.req.valid('json'));
    return ok(c, presentFund(fund), {}, 201);
  });

  api.get(
    '/funds/:depositId{dep_[\\w-]+}/deposit',
    requireCustomer(),
    valid('param', depositParam),
    async (c) =>
      ok(
        c,
        await presentDeposit(
          c,
          await customersDeposit(walletDeps(c), c.var.grant.customerId, c.req.valid('param').depositId),
        ),
      ),
  );

  // After the 3-D Secure method has run (or the app gave up on it), the issuer decides.
  api.post(
    '/funds/:depositId{dep_[\\w-]+}/deposit/authenticate',
    requireCustomer(),
    valid('param', depositParam),
    valid('json', authenticateInputSchema),
    async (c) => {
      const deps = walletDeps(c);
      const customerId = c.var.grant.customerId;
      const deposit = await customersDeposit(deps, customerId, c.req.valid('param').depositId);
      await authenticateDeposit(deps, deposit);
      return ok(c, await presentDeposit(c, await customersDeposit(deps, customerId, deposit.id)));
    },
  );

  api.post(
    '/funds/:depositId{dep_[\\w-]+}/deposit/cancel',
    requireCustomer(),
    valid('param', depositParam),
    async (c) => {
      const { depositId } = c.req.valid('param');
      const deps = walletDeps(c);
      const customerId = c.var.grant.customerId;
      await customersDeposit(deps, customerId, depositId);
      await c.var.data.wallet.cancelDeposit(customerId, depositId);
      return ok(c, await presentDeposit(c, await customersDeposit(deps, customerId, depositId)));
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
      const deposit = await openDeposit(
        walletDeps(c),
        c.var.grant.customerId,
        depositRequest(body, c.req.valid('param').fundId, body.depositMethodCode, cents(body.amount)),
      );
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
      const deposit = await openDeposit(
        walletDeps(c),
        c.var.grant.customerId,
        depositRequest(body, null, c.req.valid('param').method, cents(body.amount)),
      );
      return ok(c, await presentDeposit(c, deposit), {}, 201);
    },
  );

  // A PayPal account, from the token its approval page gave the app (POST /funds/pl/braintree).
  api.post('/funds/pl/:gateway', requireCustomer(), valid('json', addPaypalInputSchema), async (c) => {
    const { gatewayToken, makeDefault } = c.req.valid('json');
    const fund = await saveFromToken(walletDeps(c), c.var.grant.customerId, {
      method: 'pl',
      gateway: c.req.param('gateway'),
      gatewayToken,
      holderName: null,
      makeDefault,
      save: true,
    });
    return ok(c, presentFund(fund), {}, 201);
  });

  api.post(
    '/funds/:method{[a-z]{2}}/:gateway',
    requireCustomer(),
    valid('param', methodParams),
    valid('json', addCardInputSchema),
    async (c) => {
      const { method, gateway } = c.req.valid('param');
      const { gatewayToken, holderName, makeDefault, saveCard } = c.req.valid('json');
      const fund = await saveFromToken(walletDeps(c), c.var.grant.customerId, {
        method,
        gateway,
        gatewayToken,
        holderName: holderName.trim(),
        makeDefault,
        save: saveCard,
      });
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
      const deps = walletDeps(c);
      const amountCents = cartDepositCents(deps, priced, body.depositMethodCode);
      const deposit = await openDeposit(deps, c.var.grant.customerId, {
        ...depositRequest(body, body.customerFundId, body.depositMethodCode, amountCents),
        purchaseType: 'checkout',
        cartReference: stored.reference,
      });
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
      const withdrawal = await withdraw(walletDeps(c), customerId, {
        methodCode: body.withdrawalMethodCode,
        fundId: c.req.valid('param').fundId,
        amountCents: cents(body.amount),
      });
      return ok(c, await presentWithdrawal(c, withdrawal.id), {}, 201);
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
