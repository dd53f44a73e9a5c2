/**
 * The wallet's calls (spec 3 §7): payment methods, the customer's funds (cards from a gateway token,
 * bank accounts, the default, deleting), deposits with 3-D Secure, deposit purchases, withdrawals
 * and the ledger. Deposits, deposit purchases and withdrawals honour an Idempotency-Key; every
 * amount is checked against the method's rules and the customer's limits here, whatever the app
 * checked; a deposit is credited only by the gateway's signed notification (../gateway).
 */
import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import {
  walletRoutes as walletApi,
  type depositInputSchema,
  type CardGateway,
  type CardGateways,
  type Deposit,
  type Fund,
  type PaymentMethod,
  type WalletTransaction,
  type Withdrawal,
} from '@contract/schemas/wallet';
import { CHALLENGE_WINDOW_SIZES, type ChallengeWindowSize } from '@contract/wallet-rules';
import type { DepositRow, FundRow } from '../../db/schema';
import type { DataLayer } from '../../db';
import type { AppEnv } from '../../http/app-env';

import { pageInfo } from '../../http/paging';
import { handle, reply } from '../../http/route';
import { SANDBOX_GATEWAY } from '../../sandbox/card-gateway';
import { STRIPE_CARD_FORM } from '../../sandbox/stripe-pages';
import { STRIPE, cardSetup } from '../../domain/stripe-gateway';
import { CHECKOUT_MESSAGES } from '../../domain/checkout-rules';
import { money } from '../../money';
import { fundDescription, type MethodRule } from '../../domain/payment-methods';
import {
  WALLET_MESSAGES,
  addBankAccount,
  authenticateDeposit,
  cartDepositCents,
  currentDeposit,
  customersDeposit,
  giveUpDeposit,
  offeredMethods,
  openDeposit,
  saveFromToken,
  withdraw,
} from '../../domain/wallet';

import { priceCart } from '../../domain/cart-pricing';
import { customersCart } from '../../http/request-deps';
import { confirmPassword } from '../../http/confirm-password';
import { catalogueNow, walletDeps } from '../../http/request-deps';
import { Refused } from '../../refusal';

const iso = (unix: number) => new Date(unix * 1000).toISOString();
const cents = (dollars: number) => Math.round(dollars * 100);

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

/** A deposit as the API answers it: its fund's description, and the next step 3-D Secure asks for. */
export async function presentDeposit(data: Pick<DataLayer, 'wallet'>, deposit: DepositRow): Promise<Deposit> {
  const fund = deposit.fund_id ? await data.wallet.fundById(deposit.fund_id) : undefined;
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
                // A gateway's own challenge page (Stripe's), or the sandbox gateway's.
                url: deposit.action_url ?? `${base}/challenge/${deposit.id}`,
                windowSize: windowSizeOf(deposit.window_size),
              }
            : deposit.stage === 'redirect'
              ? { type: 'redirect', url: `/api/sandbox/gateway/paypal/pay/${deposit.id}` }
              : null,
    message: deposit.message,
    redirectUrl: deposit.stage === 'redirect' ? `/api/sandbox/gateway/paypal/pay/${deposit.id}` : null,
    balance: money(await data.wallet.balanceCents(deposit.customer_id)),
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

/** `filter=funds.cart eq true,funds.withdraw eq false`: each named flag and its wanted value. */
function parseFilters(raw: string | string[]): Record<string, boolean> {
  const filters: Record<string, boolean> = {};
  for (const clause of [raw].flat().flatMap((entry) => entry.split(','))) {
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
  const routes = walletApi;

  handle(api, routes.paymentMethods, async (c, { query }) => {
    const filters = parseFilters(query.filter);
    const funds = await c.var.data.wallet.funds(c.var.grant.customerId);
    const offered = offeredMethods(
      c.var.config.sandbox,
      funds,
      {
        withdrawing: filters.withdraw === true,
        digitalWallets: filters.digital_wallets !== false,
        failedVerification: filters.failed_verification === true,
      },
      c.var.config.stripe !== undefined,
    );
    return offered.map((method) => presentMethod(method.rule, method.funds));
  });

  // The gateway new cards are saved through comes first: Stripe where it is configured.
  handle(api, routes.cardGateways, (c): CardGateways => {
    const { sandbox, stripe } = c.var.config;
    const gateways: CardGateway[] = [];
    if (stripe) gateways.push(STRIPE);
    if (sandbox) gateways.push(SANDBOX_GATEWAY);
    return {
      availableCardGateways: gateways,
      hostedFormUrl: stripe?.sandbox
        ? STRIPE_CARD_FORM
        : stripe
          ? null
          : sandbox
            ? '/api/sandbox/gateway/card-form'
            : null,
      paypalApprovalUrl: sandbox ? '/api/sandbox/gateway/paypal/approve' : null,
      stripePublishableKey: stripe && !stripe.sandbox ? stripe.publishableKey : null,
    };
  });

  handle(api, routes.stripeSetup, async (c) => {
    const deps = walletDeps(c);
    if (!deps.stripe) throw Refused.of(404, 'not_found', WALLET_MESSAGES.methodUnavailable);
    return {
      clientSecret: await cardSetup({ ...deps.stripe, data: c.var.data }, c.var.grant.customerId),
    };
  });

  handle(api, routes.addBankAccount, async (c, { body }) =>
    presentFund(await addBankAccount(walletDeps(c), c.var.grant.customerId, body)),
  );

  handle(api, routes.deposit, async (c, { params }) =>
    presentDeposit(c.var.data, await currentDeposit(walletDeps(c), c.var.grant.customerId, params.depositId)),
  );

  handle(api, routes.authenticateDeposit, async (c, { params }) => {
    const deps = walletDeps(c);
    const customerId = c.var.grant.customerId;
    const deposit = await customersDeposit(deps, customerId, params.depositId);
    await authenticateDeposit(deps, deposit);
    return presentDeposit(c.var.data, await customersDeposit(deps, customerId, deposit.id));
  });

  handle(api, routes.cancelDeposit, async (c, { params: { depositId } }) => {
    const deps = walletDeps(c);
    const customerId = c.var.grant.customerId;
    await giveUpDeposit(deps, customerId, await customersDeposit(deps, customerId, depositId));
    return presentDeposit(c.var.data, await customersDeposit(deps, customerId, depositId));
  });

  handle(api, routes.fund, async (c, { params }) => {
    const fund = await c.var.data.wallet.fund(c.var.grant.customerId, params.fundId);
    if (!fund) throw Refused.of(404, 'fund_not_found', WALLET_MESSAGES.fundMissing);
    return presentFund(fund);
  });

  handle(api, routes.makeDefault, async (c, { params }) => {
    if (!(await c.var.data.wallet.setDefault(c.var.grant.customerId, params.fundId)))
      throw Refused.of(404, 'fund_not_found', WALLET_MESSAGES.fundMissing);
    return null;
  });

  handle(api, routes.deleteFund, async (c, { params }) => {
    if (!(await c.var.data.wallet.deleteFund(c.var.grant.customerId, params.fundId)))
      throw Refused.of(404, 'fund_not_found', WALLET_MESSAGES.fundMissing);
    return null;
  });

  handle(api, routes.depositToFund, async (c, { params, body }) => {
    const deposit = await openDeposit(
      walletDeps(c),
      c.var.grant.customerId,
      depositRequest(body, params.fundId, body.depositMethodCode, cents(body.amount)),
    );
    return presentDeposit(c.var.data, deposit);
  });

  handle(api, routes.depositByMethod, async (c, { params, body }) => {
    const deposit = await openDeposit(
      walletDeps(c),
      c.var.grant.customerId,
      depositRequest(body, null, params.method, cents(body.amount)),
    );
    return presentDeposit(c.var.data, deposit);
  });

  // Before a card's route, which `/funds/pl/braintree` would match too.
  handle(api, routes.addPaypal, async (c, { params, body: { gatewayToken, makeDefault } }) =>
    presentFund(
      await saveFromToken(walletDeps(c), c.var.grant.customerId, {
        method: 'pl',
        gateway: params.gateway,
        gatewayToken,
        holderName: null,
        makeDefault,
        save: true,
      }),
    ),
  );

  handle(api, routes.addCard, async (c, { params: { method, gateway }, body }) =>
    presentFund(
      await saveFromToken(walletDeps(c), c.var.grant.customerId, {
        method,
        gateway,
        gatewayToken: body.gatewayToken,
        holderName: body.holderName.trim(),
        makeDefault: body.makeDefault,
        save: body.saveCard,
      }),
    ),
  );

  // Deposits what the wallet lacks for the cart, never less than the method's minimum; the app buys
  // the cart once the deposit is in. When the wallet already covers it, the app just buys.
  handle(api, routes.depositPurchase, async (c, { body: { deposit: body, purchase } }) => {
    const stored = await customersCart(c);
    if (stored.reference !== purchase.cartReference)
      throw Refused.of(409, 'cart_changed', CHECKOUT_MESSAGES.cartChanged);
    const priced = await priceCart(c.var.data, stored, await catalogueNow(c));
    const deps = walletDeps(c);
    const amountCents = cartDepositCents(deps, priced, body.depositMethodCode);
    const deposit = await openDeposit(deps, c.var.grant.customerId, {
      ...depositRequest(body, body.customerFundId, body.depositMethodCode, amountCents),
      purchaseType: 'checkout',
      cartReference: stored.reference,
    });
    return {
      deposit: await presentDeposit(c.var.data, deposit),
      checkout: null,
      membershipProgramsUpdated: false,
    };
  });

  handle(api, routes.withdrawable, async (c) =>
    money(await c.var.data.wallet.withdrawableCents(c.var.grant.customerId)),
  );

  handle(api, routes.withdraw, async (c, { params, body }) => {
    const customerId = c.var.grant.customerId;
    await confirmPassword(c, body.password, 'password', WALLET_MESSAGES.wrongPassword);
    const withdrawal = await withdraw(walletDeps(c), customerId, {
      methodCode: body.withdrawalMethodCode,
      fundId: params.fundId,
      amountCents: cents(body.amount),
    });
    return presentWithdrawal(c, withdrawal.id);
  });

  handle(api, routes.withdrawal, async (c, { params }) => presentWithdrawal(c, params.withdrawalId));

  handle(api, routes.transactions, async (c, { query: { limit, offset } }) => {
    const { rows, total } = await c.var.data.wallet.transactions(c.var.grant.customerId, limit, offset);
    return reply(rows.map(presentTransaction), { pageInfo: pageInfo(limit, offset, total) });
  });

  return api;
}

async function presentWithdrawal(c: Context<AppEnv>, withdrawalId: string): Promise<Withdrawal> {
  const customerId = c.var.grant.customerId;
  const withdrawal = await c.var.data.wallet.withdrawal(customerId, withdrawalId);
  if (!withdrawal) throw Refused.of(404, 'withdrawal_not_found', 'There is no such withdrawal.');
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
