/**
 * The wallet's calls (spec 3 §7): payment methods and funds, deposits (driven by the deposit
 * machine), withdrawals, the ledger and the limits. Personal, keyed under the customer, read again
 * when they come back to the page; every change that moves money or a limit refreshes what it
 * touched, the balance included (the whole customer key: the overview holds the balance).
 */
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { BankAccountInput, BankAccountType, Deposit, DepositFields } from '@contract/schemas/wallet';
import * as walletEndpoints from '@contract/endpoints/wallet';
import { TRANSACTIONS_PAGE_SIZE, pageOffset } from '@contract/paging';
import type { SpendPeriod } from '@contract/spend-limits';
import {
  DEPOSIT_FAILED,
  type RecurringPurchaseMethodKey,
  type WithdrawalMethodCode,
} from '@contract/wallet-rules';
import { ApiError, notifications } from '@/api';
import { call, callEnvelope } from '@/api/call';
import { analytics } from '@/lib/analytics';
import { customerKey } from '@/lib/customer-key';
import { browserData } from './browser-data';
import type { DepositAttempt } from './deposit.machine';

/** Spec 3 §7's filters: what pays for a cart (and tops up the wallet), and what pays out. */
const FILTERS = {
  deposit: 'funds.cart eq true,funds.withdraw eq false,funds.digital_wallets eq true',
  withdraw: 'funds.withdraw eq true,funds.failed_verification eq true',
} as const;

const walletKey = (customerId: string) => [...customerKey(customerId), 'wallet'] as const;

export const walletQueries = {
  methods: (customerId: string, use: keyof typeof FILTERS) =>
    queryOptions({
      queryKey: [...walletKey(customerId), 'methods', use],
      queryFn: () => call(walletEndpoints.paymentMethods, { query: { filter: FILTERS[use] } }),
      refetchOnWindowFocus: true,
    }),
  cardGateways: (customerId: string) =>
    queryOptions({
      queryKey: [...walletKey(customerId), 'card-gateways'],
      queryFn: () => call(walletEndpoints.cardGateways),
      staleTime: Infinity,
    }),
  withdrawable: (customerId: string) =>
    queryOptions({
      queryKey: [...walletKey(customerId), 'withdrawable'],
      queryFn: () => call(walletEndpoints.withdrawable),
      refetchOnWindowFocus: true,
    }),
  transactions: (customerId: string, page: number) =>
    queryOptions({
      queryKey: [...walletKey(customerId), 'transactions', page],
      queryFn: () =>
        callEnvelope(walletEndpoints.transactions, {
          query: { limit: TRANSACTIONS_PAGE_SIZE, offset: pageOffset(page, TRANSACTIONS_PAGE_SIZE) },
        }),
    }),
  deposit: (customerId: string, depositId: string) =>
    queryOptions({
      queryKey: [...walletKey(customerId), 'deposit', depositId],
      queryFn: () => call(walletEndpoints.deposit, { params: { depositId } }),
    }),
  withdrawal: (customerId: string, withdrawalId: string) =>
    queryOptions({
      queryKey: [...walletKey(customerId), 'withdrawal', withdrawalId],
      queryFn: () => call(walletEndpoints.withdrawal, { params: { withdrawalId } }),
      staleTime: Infinity,
    }),
  /** Under the wallet's key: a card added or deleted changes which ways are open. */
  recurringMethod: (customerId: string) =>
    queryOptions({
      queryKey: [...walletKey(customerId), 'recurring-method'],
      queryFn: () => call(walletEndpoints.recurringMethod),
    }),
  limits: (customerId: string) =>
    queryOptions({
      queryKey: [...walletKey(customerId), 'limits'],
      queryFn: () => call(walletEndpoints.limits),
      refetchOnWindowFocus: true,
    }),
};

/** After money moved: the balance, the funds and the ledger are read again. */
const refreshWallet = (queryClient: QueryClient, customerId: string) =>
  queryClient.invalidateQueries({ queryKey: customerKey(customerId) });

/** A change of funds or limits: the wallet's own queries are read again once it succeeded. */
const changesWallet = <Variables, Result>(
  customerId: string,
  call: (variables: Variables) => Promise<Result>,
) =>
  mutationOptions({
    // Never paused and replayed later: offline, it fails now and the customer is told.
    networkMode: 'always',
    mutationFn: call,
    onSuccess: (_result, _variables, _context, { client }) =>
      client.invalidateQueries({ queryKey: walletKey(customerId) }),
  });

export interface WithdrawInput {
  fundId: number;
  amount: number;
  password: string;
  withdrawalMethodCode: WithdrawalMethodCode;
  bankType?: BankAccountType;
  idempotencyKey: string;
}

export interface LimitInput {
  kind: 'spend' | 'deposit';
  period: SpendPeriod;
  limit: string;
  /** A change of an existing limit (POST) rather than a new one (PUT). */
  existing: boolean;
}

export const walletMutations = {
  /** A Stripe setup intent for the card about to be typed: its client secret. */
  stripeSetup: () =>
    mutationOptions({
      mutationFn: async () => (await call(walletEndpoints.stripeSetup, { quiet: true })).clientSecret,
    }),
  addCard: (customerId: string, gateway: string) =>
    changesWallet(
      customerId,
      (card: { gatewayToken: string; holderName: string; saveCard: boolean; makeDefault: boolean }) =>
        call(walletEndpoints.addCard, { params: { method: 'cc', gateway }, body: card, quiet: true }),
    ),
  addPaypal: (customerId: string, gateway: string) =>
    changesWallet(customerId, (gatewayToken: string) =>
      call(walletEndpoints.addPaypal, {
        params: { gateway },
        body: { gatewayToken, makeDefault: true },
        quiet: true,
      }),
    ),
  addBankAccount: (customerId: string) =>
    changesWallet(customerId, (account: BankAccountInput) =>
      call(walletEndpoints.addBankAccount, { body: account, quiet: true }),
    ),
  setRecurringMethod: (customerId: string) =>
    changesWallet(customerId, (key: RecurringPurchaseMethodKey) =>
      call(walletEndpoints.chooseRecurringMethod, { query: { recurringPurchaseMethod: key } }),
    ),
  setDefault: (customerId: string) =>
    changesWallet(customerId, (fundId: number) => call(walletEndpoints.makeDefault, { params: { fundId } })),
  deleteFund: (customerId: string) =>
    changesWallet(customerId, (fundId: number) => call(walletEndpoints.deleteFund, { params: { fundId } })),
  withdraw: (customerId: string) =>
    mutationOptions({
      networkMode: 'always',
      mutationFn: ({ fundId, idempotencyKey, ...body }: WithdrawInput) =>
        call(walletEndpoints.withdraw, { params: { fundId }, body, idempotencyKey, quiet: true }),
      onSuccess: (withdrawal, { bankType }, _context, { client }) => {
        client.setQueryData(walletQueries.withdrawal(customerId, withdrawal.id).queryKey, withdrawal);
        analytics.track('Withdrawal Requested', {
          value: withdrawal.amount.amount,
          currency: withdrawal.amount.currency,
          ...(bankType && { withdrawal_kind: bankType }),
        });
        return refreshWallet(client, customerId);
      },
    }),
  setLimit: (customerId: string) =>
    changesWallet(customerId, ({ kind, period, limit, existing }: LimitInput) =>
      call(existing ? walletEndpoints.changeLimit : walletEndpoints.setLimit, {
        params: { period },
        body: { kind, period, limit },
      }),
    ),
  /** Spec 3 §8: a 422 with messages shows the first as a notification; anything else reads the limits again. */
  removeLimit: (customerId: string) =>
    mutationOptions({
      networkMode: 'always',
      mutationFn: (id: number) => call(walletEndpoints.removeLimit, { params: { id } }),
      onError: (error, _variables, _context, { client }) => {
        const first =
          error instanceof ApiError && error.status === 422 ? error.messages[0]?.message : undefined;
        if (first) notifications.push({ code: 'limit_not_removed', message: first, level: 'error' });
        else return client.invalidateQueries({ queryKey: walletKey(customerId) });
      },
      onSuccess: (_result, _variables, _context, { client }) =>
        client.invalidateQueries({ queryKey: walletKey(customerId) }),
    }),
  setPrecommitment: (customerId: string) =>
    changesWallet(customerId, ({ limit }: { limit: string }) =>
      call(walletEndpoints.setPrecommitment, { body: { limit } }),
    ),
  removePrecommitment: (customerId: string) =>
    changesWallet(customerId, () => call(walletEndpoints.removePrecommitment)),
};

/** A deposit as the app sends it, before the call that opens it. */
export type DepositBody = DepositFields & { amount: number };

/**
 * How a checkout opens the deposit of what the wallet lacks for what it buys: the cart's deposit
 * purchase by default; a partner purchase opens its own (features/partners), and premium
 * membership its own (features/daily-winners).
 */
export type CheckoutDepositOpener = (
  deposit: DepositBody,
  attempt: { cartReference: string; idempotencyKey: string },
) => Promise<Deposit | null>;

async function cartDepositPurchase(
  deposit: DepositBody,
  { cartReference, idempotencyKey }: { cartReference: string; idempotencyKey: string },
) {
  const answer = await call(walletEndpoints.depositPurchase, {
    body: { deposit, purchase: { cartReference } },
    idempotencyKey,
    ownsServerErrors: true,
    quiet: true,
  });
  // Spec 3 §5: an answer with no deposit and no scheduled purchase is no deposit purchase.
  return answer.deposit;
}

/** The deposit machine's calls to the server. */
export function depositCalls(
  queryClient: QueryClient,
  customerId: string,
  openCheckoutDeposit: CheckoutDepositOpener = cartDepositPurchase,
) {
  const kept = (deposit: Deposit) => {
    queryClient.setQueryData(walletQueries.deposit(customerId, deposit.id).queryKey, deposit);
    // A checkout's deposit is followed by its purchase, which reads everything again itself: read
    // now, the covered wallet would take the checkout's deposit (and its machine) off the page.
    if (
      deposit.status === 'succeeded' &&
      deposit.purchaseType !== 'checkout' &&
      deposit.purchaseType !== 'partner_purchase'
    )
      void refreshWallet(queryClient, customerId);
    return deposit;
  };
  return {
    async startDeposit({
      amountCents,
      fundId,
      methodCode,
      csc,
      idempotencyKey,
      purpose,
      cartReference,
    }: DepositAttempt) {
      const deposit: DepositBody = {
        amount: amountCents / 100,
        checkout: purpose === 'checkout',
        customerFundId: fundId,
        depositMethodCode: methodCode,
        strongCustomerAuthentication: { browser: browserData() },
        ...(csc ? { csc } : {}),
        metadata: {},
      };
      if (purpose !== 'ad_hoc') {
        const opened = await openCheckoutDeposit(deposit, {
          cartReference: cartReference ?? '',
          idempotencyKey,
        });
        if (!opened) throw new Error(DEPOSIT_FAILED);
        return kept(opened);
      }
      return kept(
        await call(walletEndpoints.depositToFund, {
          params: { fundId },
          body: deposit,
          idempotencyKey,
          ownsServerErrors: true,
          quiet: true,
        }),
      );
    },
    authenticate: async ({ depositId, methodCompleted }: { depositId: string; methodCompleted: boolean }) =>
      kept(
        await call(walletEndpoints.authenticateDeposit, {
          params: { depositId },
          body: { methodCompleted },
          ownsServerErrors: true,
        }),
      ),
    readDeposit: async ({ depositId }: { depositId: string }) =>
      kept(await call(walletEndpoints.deposit, { params: { depositId }, ownsServerErrors: true })),
    cancelDeposit: async ({ depositId }: { depositId: string }) =>
      kept(await call(walletEndpoints.cancelDeposit, { params: { depositId }, ownsServerErrors: true })),
  };
}
