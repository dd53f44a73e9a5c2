/**
 * The wallet's calls (spec 3 §7): payment methods and funds, deposits (driven by the deposit
 * machine), withdrawals, the ledger and the limits. Personal, keyed under the customer, read again
 * when they come back to the page; every change that moves money or a limit refreshes what it
 * touched, the balance included (the whole customer key: the overview holds the balance).
 */
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type {
  BankAccountInput,
  BankAccountType,
  CardGateways,
  Deposit,
  DepositFields,
  DepositPurchase,
  Fund,
  PaymentMethod,
  RecurringPurchaseMethods,
  SpendLimits,
  WalletTransaction,
  WithdrawableFunds,
  Withdrawal,
} from '@contract/schemas/wallet';
import type { SpendPeriod } from '@contract/spend-limits';
import { DEPOSIT_FAILED, type RecurringPurchaseMethodKey } from '@contract/wallet-rules';
import { ApiError, mainApi, notifications } from '@/api';
import { analytics } from '@/lib/analytics';
import { customerKey } from '@/lib/customer-key';
import { browserData } from './browser-data';
import type { DepositAttempt } from './deposit.machine';

/** Spec 3 §7's filters: what pays for a cart (and tops up the wallet), and what pays out. */
const FILTERS = {
  deposit: 'funds.cart eq true,funds.withdraw eq false,funds.digital_wallets eq true',
  withdraw: 'funds.withdraw eq true,funds.failed_verification eq true',
} as const;

export const TRANSACTIONS_PAGE_SIZE = 10;

const walletKey = (customerId: string) => [...customerKey(customerId), 'wallet'] as const;

export const walletQueries = {
  methods: (customerId: string, use: keyof typeof FILTERS) =>
    queryOptions({
      queryKey: [...walletKey(customerId), 'methods', use],
      queryFn: () => mainApi.get<PaymentMethod[]>('/payment_methods', { query: { filter: FILTERS[use] } }),
      refetchOnWindowFocus: true,
    }),
  cardGateways: (customerId: string) =>
    queryOptions({
      queryKey: [...walletKey(customerId), 'card-gateways'],
      queryFn: () => mainApi.get<CardGateways>('/funds/card_gateways'),
      staleTime: Infinity,
    }),
  withdrawable: (customerId: string) =>
    queryOptions({
      queryKey: [...walletKey(customerId), 'withdrawable'],
      queryFn: () => mainApi.get<WithdrawableFunds>('/customer/withdrawable-funds'),
      refetchOnWindowFocus: true,
    }),
  transactions: (customerId: string, page: number) =>
    queryOptions({
      queryKey: [...walletKey(customerId), 'transactions', page],
      queryFn: () =>
        mainApi.request<WalletTransaction[]>('/transactions', {
          query: { limit: TRANSACTIONS_PAGE_SIZE, offset: (page - 1) * TRANSACTIONS_PAGE_SIZE },
        }),
    }),
  deposit: (customerId: string, depositId: string) =>
    queryOptions({
      queryKey: [...walletKey(customerId), 'deposit', depositId],
      queryFn: () => mainApi.get<Deposit>(`/funds/${depositId}/deposit`),
    }),
  withdrawal: (customerId: string, withdrawalId: string) =>
    queryOptions({
      queryKey: [...walletKey(customerId), 'withdrawal', withdrawalId],
      queryFn: () => mainApi.get<Withdrawal>(`/withdrawals/${withdrawalId}`),
      staleTime: Infinity,
    }),
  /** Under the wallet's key: a card added or deleted changes which ways are open. */
  recurringMethod: (customerId: string) =>
    queryOptions({
      queryKey: [...walletKey(customerId), 'recurring-method'],
      queryFn: () => mainApi.get<RecurringPurchaseMethods>('/customer/recurring-purchase-method'),
    }),
  limits: (customerId: string) =>
    queryOptions({
      queryKey: [...walletKey(customerId), 'limits'],
      queryFn: () => mainApi.get<SpendLimits>('/spend-limits'),
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
  withdrawalMethodCode: string;
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
  addCard: (customerId: string, gateway: string) =>
    changesWallet(
      customerId,
      (card: { gatewayToken: string; holderName: string; saveCard: boolean; makeDefault: boolean }) =>
        mainApi.send<Fund>(`/funds/cc/${gateway}`, { method: 'POST', body: card, quiet: true }),
    ),
  addPaypal: (customerId: string, gateway: string) =>
    changesWallet(customerId, (gatewayToken: string) =>
      mainApi.send<Fund>(`/funds/pl/${gateway}`, {
        method: 'POST',
        body: { gatewayToken, makeDefault: true },
        quiet: true,
      }),
    ),
  addBankAccount: (customerId: string) =>
    changesWallet(customerId, (account: BankAccountInput) =>
      mainApi.send<Fund>('/funds/bank-account', {
        method: 'POST',
        body: account,
        version: '3.8',
        quiet: true,
      }),
    ),
  setRecurringMethod: (customerId: string) =>
    changesWallet(customerId, (key: RecurringPurchaseMethodKey) =>
      mainApi.send<RecurringPurchaseMethods>('/customer/recurring-purchase-method', {
        method: 'POST',
        query: { recurring_purchase_method: key },
      }),
    ),
  setDefault: (customerId: string) =>
    changesWallet(customerId, (fundId: number) =>
      mainApi.send<null>(`/funds/${fundId}/default`, { method: 'POST' }),
    ),
  deleteFund: (customerId: string) =>
    changesWallet(customerId, (fundId: number) =>
      mainApi.send<null>(`/funds/${fundId}`, { method: 'DELETE' }),
    ),
  withdraw: (customerId: string) =>
    mutationOptions({
      networkMode: 'always',
      mutationFn: ({ fundId, idempotencyKey, ...body }: WithdrawInput) =>
        mainApi.send<Withdrawal>(`/funds/${fundId}/withdraw`, {
          method: 'POST',
          body,
          version: '3.1',
          idempotencyKey,
          quiet: true,
        }),
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
      mainApi.send<SpendLimits>(`/spend-limits/${period}`, {
        method: existing ? 'POST' : 'PUT',
        form: { kind, period, limit },
      }),
    ),
  /** Spec 3 §8: a 422 with messages shows the first as a notification; anything else reads the limits again. */
  removeLimit: (customerId: string) =>
    mutationOptions({
      networkMode: 'always',
      mutationFn: (id: number) => mainApi.send<SpendLimits>(`/spend-limits/${id}`, { method: 'DELETE' }),
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
      mainApi.send<SpendLimits>('/precommitment', { method: 'POST', form: { limit } }),
    ),
  removePrecommitment: (customerId: string) =>
    changesWallet(customerId, () => mainApi.send<SpendLimits>('/precommitment', { method: 'DELETE' })),
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
  const answer = await mainApi.send<DepositPurchase>('/cart/deposit_purchase', {
    method: 'POST',
    body: { deposit, purchase: { cartReference } },
    version: '3.3',
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
        await mainApi.send<Deposit>(`/funds/${fundId}/deposit`, {
          method: 'POST',
          body: deposit,
          version: csc ? '3.4' : '3.0',
          idempotencyKey,
          ownsServerErrors: true,
          quiet: true,
        }),
      );
    },
    authenticate: async ({ depositId, methodCompleted }: { depositId: string; methodCompleted: boolean }) =>
      kept(
        await mainApi.send<Deposit>(`/funds/${depositId}/deposit/authenticate`, {
          method: 'POST',
          body: { methodCompleted },
          ownsServerErrors: true,
        }),
      ),
    readDeposit: async ({ depositId }: { depositId: string }) =>
      kept(await mainApi.get<Deposit>(`/funds/${depositId}/deposit`, { ownsServerErrors: true })),
    cancelDeposit: async ({ depositId }: { depositId: string }) =>
      kept(
        await mainApi.send<Deposit>(`/funds/${depositId}/deposit/cancel`, {
          method: 'POST',
          ownsServerErrors: true,
        }),
      ),
  };
}
