/**
 * The wallet's data (spec 3): the customer's saved funds, deposits and the gateway notifications
 * that settle them, withdrawals, prize funds and the ledger. Every change that moves money is one
 * transaction that checks again what another request could have changed: a deposit's limits, a
 * deposit's state when its notification arrives, the prize funds a withdrawal takes.
 */
import { randomBytes } from 'node:crypto';
import type { SpendPeriod } from '@contract/spend-limits';
import { SPEND_PERIOD_DAYS } from '@contract/spend-limits';
import type { BankAccountInput, DepositPurchaseType } from '@contract/schemas/wallet';
import type { Clock } from '../clock';
import { unixSeconds } from '../clock';
import type { Queryable } from './database';
import { lockCustomer, moveBalance } from './ledger';
import { limitsData } from './limits';
import type { Insertable } from 'kysely';
import type { CardScenario, CustomerFundsTable, DepositRow, FundRow, WithdrawalRow } from './schema';

const DAY = 24 * 60 * 60;

/** Why a deposit or withdrawal did not go ahead; nothing was written. */
export class WalletRefused extends Error {
  constructor(
    readonly code: string,
    message: string,
    /** Which limit refused it, for the message. */
    readonly detail?: { period: SpendPeriod; limitCents: number; remainingCents: number },
  ) {
    super(message);
  }
}

export interface DepositPlan {
  customerId: number;
  fundId: number | null;
  methodCode: string;
  amountCents: number;
  purchaseType: DepositPurchaseType;
  cartReference: string | null;
}

export interface Settlement {
  /** The gateway's own id for the notification: a replay carries the same one. */
  id: string;
  depositId: string;
  outcome: 'succeeded' | 'failed';
  message: string | null;
}

export interface TokenDetails {
  brand: string;
  last4: string;
  expiry: string;
  scenario: CardScenario;
  email?: string;
}

export const newId = (bytes = 12) => randomBytes(bytes).toString('base64url');

export function walletData(db: Queryable, clock: Clock) {
  const now = () => unixSeconds(clock);

  const activeFunds = (on: Queryable, customerId: number) =>
    on
      .selectFrom('customer_funds')
      .selectAll()
      .where('customer_id', '=', customerId)
      .where('deleted_at', 'is', null)
      .orderBy('id');

  /** A card the customer chose not to keep is forgotten once the deposit it paid has ended. */
  const forgetUnsaved = (trx: Queryable, fundId: number | null) =>
    fundId === null
      ? Promise.resolve()
      : trx
          .updateTable('customer_funds')
          .set({ deleted_at: now() })
          .where('id', '=', fundId)
          .where('saved', '=', 0)
          .where('deleted_at', 'is', null)
          .execute()
          .then(() => undefined);

  /** Adds a fund; the customer's first fund, or one asked for, becomes the default. */
  async function addFund(
    trx: Queryable,
    customerId: number,
    values: Omit<Insertable<CustomerFundsTable>, 'customer_id' | 'created_at' | 'is_default'>,
    makeDefault: boolean,
  ): Promise<FundRow> {
    const others = await activeFunds(trx, customerId).where('saved', '=', 1).execute();
    // A card not kept is never the default: recurring purchases must not reach for it.
    const isDefault = values.saved !== 0 && (makeDefault || others.length === 0);
    if (isDefault)
      await trx
        .updateTable('customer_funds')
        .set({ is_default: 0 })
        .where('customer_id', '=', customerId)
        .execute();
    return trx
      .insertInto('customer_funds')
      .values({ ...values, customer_id: customerId, created_at: now(), is_default: isDefault ? 1 : 0 })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** The customer's id at a gateway (Stripe's customer), once made. */
  async function gatewayCustomer(customerId: number, gateway: string): Promise<string | undefined> {
    const row = await db
      .selectFrom('gateway_customers')
      .select('reference')
      .where('customer_id', '=', customerId)
      .where('gateway', '=', gateway)
      .executeTakeFirst();
    return row?.reference;
  }

  return {
    /** The funds the customer keeps (a card not saved pays its one deposit, unlisted). */
    funds: (customerId: number): Promise<FundRow[]> =>
      activeFunds(db, customerId).where('saved', '=', 1).execute(),

    fund: (customerId: number, fundId: number): Promise<FundRow | undefined> =>
      activeFunds(db, customerId).where('id', '=', fundId).executeTakeFirst(),

    /** The sandbox gateway's one-time token for card details its hosted form took. */
    async createToken(details: TokenDetails): Promise<string> {
      const token = `tok_${newId(18)}`;
      await db
        .insertInto('gateway_tokens')
        .values({ token, ...details, created_at: now(), used_at: null })
        .execute();
      return token;
    },

    /** Saves a card or a PayPal account from a gateway token, which can be used once. */
    addFromToken(
      customerId: number,
      token: string,
      fund: {
        kind: 'cc' | 'paypal';
        gateway: string;
        holderName: string | null;
        makeDefault: boolean;
        save: boolean;
      },
    ) {
      return db.transaction().execute(async (trx): Promise<FundRow | undefined> => {
        const used = await trx
          .updateTable('gateway_tokens')
          .set({ used_at: now() })
          .where('token', '=', token)
          .where('used_at', 'is', null)
          .where('brand', fund.kind === 'paypal' ? '=' : '<>', 'PAYPAL')
          .returningAll()
          .executeTakeFirst();
        if (!used) return undefined;
        return addFund(
          trx,
          customerId,
          {
            kind: fund.kind,
            method_code: fund.kind === 'paypal' ? 'pl' : 'cc',
            gateway: fund.gateway,
            brand: used.brand,
            last4: used.last4 || null,
            expiry: used.expiry || null,
            holder_name: fund.holderName,
            scenario: used.scenario,
            paypal_email: used.email,
            saved: fund.save ? 1 : 0,
          },
          fund.makeDefault,
        );
      });
    },

    gatewayCustomer,

    /** Records the customer's id at a gateway; the first recorded stands, and is the answer. */
    async keepGatewayCustomer(customerId: number, gateway: string, reference: string): Promise<string> {
      await db
        .insertInto('gateway_customers')
        .values({ customer_id: customerId, gateway, reference })
        .onConflict((oc) => oc.columns(['customer_id', 'gateway']).doNothing())
        .execute();
      return (await gatewayCustomer(customerId, gateway)) ?? reference;
    },

    /**
     * Saves a card a gateway holds for the customer (Stripe's payment method), once: the same card
     * given again, the way a token would be, is undefined.
     */
    addGatewayCard(
      customerId: number,
      card: {
        gateway: string;
        gatewayRef: string;
        brand: string;
        last4: string;
        expiry: string;
        holderName: string;
        makeDefault: boolean;
        save: boolean;
      },
    ): Promise<FundRow | undefined> {
      return db.transaction().execute(async (trx) => {
        await lockCustomer(trx, customerId);
        const known = await trx
          .selectFrom('customer_funds')
          .select('id')
          .where('customer_id', '=', customerId)
          .where('gateway', '=', card.gateway)
          .where('gateway_ref', '=', card.gatewayRef)
          .executeTakeFirst();
        if (known) return undefined;
        return addFund(
          trx,
          customerId,
          {
            kind: 'cc',
            method_code: 'cc',
            gateway: card.gateway,
            gateway_ref: card.gatewayRef,
            brand: card.brand,
            last4: card.last4,
            expiry: card.expiry,
            holder_name: card.holderName,
            scenario: null,
            saved: card.save ? 1 : 0,
          },
          card.makeDefault,
        );
      });
    },

    /** The gateway's payment for a pending deposit, and the challenge it asks for, if any. */
    async setGatewayPayment(
      depositId: string,
      payment: { ref: string; challengeUrl: string | null; windowSize: string | null },
    ): Promise<void> {
      // Kept even when the payment's webhook has already settled the deposit.
      await db
        .updateTable('deposits')
        .set({ gateway_ref: payment.ref })
        .where('id', '=', depositId)
        .execute();
      await db
        .updateTable('deposits')
        .set({
          action_url: payment.challengeUrl,
          stage: payment.challengeUrl === null ? null : 'challenge',
          window_size: payment.windowSize,
        })
        .where('id', '=', depositId)
        .where('status', '=', 'pending')
        .execute();
    },

    addBankAccount(customerId: number, account: BankAccountInput): Promise<FundRow> {
      return db.transaction().execute((trx) =>
        addFund(
          trx,
          customerId,
          {
            kind: 'bank',
            method_code: 'tt',
            bank_type: account.type,
            bank_code: account.code,
            account_number: account.accountNumber,
            account_name: account.accountName,
            last4: account.accountNumber.slice(-4),
          },
          false,
        ),
      );
    },

    /** Makes one of the customer's funds the default; false when it is not theirs. */
    setDefault(customerId: number, fundId: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const fund = await activeFunds(trx, customerId).where('id', '=', fundId).executeTakeFirst();
        if (!fund) return false;
        await trx
          .updateTable('customer_funds')
          .set({ is_default: 0 })
          .where('customer_id', '=', customerId)
          .execute();
        await trx.updateTable('customer_funds').set({ is_default: 1 }).where('id', '=', fundId).execute();
        return true;
      });
    },

    /** Forgets a fund (its deposits and withdrawals keep naming it); false when it is not theirs. */
    async deleteFund(customerId: number, fundId: number): Promise<boolean> {
      const { numUpdatedRows } = await db
        .updateTable('customer_funds')
        .set({ deleted_at: now(), is_default: 0 })
        .where('id', '=', fundId)
        .where('customer_id', '=', customerId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return numUpdatedRows > 0n;
    },

    /**
     * Opens a deposit, pending until the gateway settles it, unless it would pass one of the
     * customer's deposit limits: a pending deposit holds its room, so two at once cannot pass one.
     */
    createDeposit(plan: DepositPlan): Promise<DepositRow> {
      return db.transaction().execute(async (trx) => {
        await lockCustomer(trx, plan.customerId);
        const at = now();
        // A deposit that pays for something (a cart, a partner's purchase, a membership) is asked
        // for again by a double tap or a retry with a key of its own: while the same one is pending,
        // that one is the answer, so one fee or purchase never charges the card twice.
        if (plan.purchaseType !== 'ad_hoc') {
          const pending = await trx
            .selectFrom('deposits')
            .selectAll()
            .where('customer_id', '=', plan.customerId)
            .where('status', '=', 'pending')
            .where('purchase_type', '=', plan.purchaseType)
            .where('cart_reference', plan.cartReference === null ? 'is' : '=', plan.cartReference)
            .where('fund_id', plan.fundId === null ? 'is' : '=', plan.fundId)
            .where('method_code', '=', plan.methodCode)
            .where('amount_cents', '=', plan.amountCents)
            .orderBy('created_at', 'desc')
            .executeTakeFirst();
          if (pending) return pending;
        }
        const limits = limitsData(trx, clock);
        for (const limit of await limits.limits(plan.customerId, at, 'deposit')) {
          const deposited = await limits.depositedSince(
            plan.customerId,
            at - SPEND_PERIOD_DAYS[limit.period] * DAY,
          );
          if (deposited + plan.amountCents > limit.limitCents)
            throw new WalletRefused('deposit_limit', 'deposit_limit', {
              period: limit.period,
              limitCents: limit.limitCents,
              remainingCents: Math.max(0, limit.limitCents - deposited),
            });
        }
        return trx
          .insertInto('deposits')
          .values({
            id: `dep_${newId()}`,
            customer_id: plan.customerId,
            fund_id: plan.fundId,
            method_code: plan.methodCode,
            amount_cents: plan.amountCents,
            status: 'pending',
            stage: null,
            window_size: null,
            purchase_type: plan.purchaseType,
            cart_reference: plan.cartReference,
            message: null,
            created_at: at,
            completed_at: null,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
      });
    },

    /** A customer's deposit; another customer's is not found. */
    deposit: (customerId: number, depositId: string): Promise<DepositRow | undefined> =>
      db
        .selectFrom('deposits')
        .selectAll()
        .where('id', '=', depositId)
        .where('customer_id', '=', customerId)
        .executeTakeFirst(),

    /** The deposit a gateway page is about, whoever it belongs to (the gateway knows no customers). */
    depositForGateway: (depositId: string): Promise<DepositRow | undefined> =>
      db.selectFrom('deposits').selectAll().where('id', '=', depositId).executeTakeFirst(),

    async setStage(depositId: string, stage: DepositRow['stage'], windowSize: string | null): Promise<void> {
      await db
        .updateTable('deposits')
        .set({ stage, window_size: windowSize })
        .where('id', '=', depositId)
        .where('status', '=', 'pending')
        .execute();
    },

    /** The customer gives up a pending deposit; a late notification for it then credits nothing. */
    cancelDeposit(customerId: number, depositId: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const cancelled = await trx
          .updateTable('deposits')
          .set({ status: 'cancelled', stage: null, completed_at: now() })
          .where('id', '=', depositId)
          .where('customer_id', '=', customerId)
          .where('status', '=', 'pending')
          .returning('fund_id')
          .executeTakeFirst();
        if (!cancelled) return false;
        await forgetUnsaved(trx, cancelled.fund_id);
        return true;
      });
    },

    /**
     * Settles a deposit from the gateway's notification, once: a replayed notification, or one for
     * a deposit no longer pending (cancelled, settled), changes nothing. A success credits the wallet.
     */
    settle(settlement: Settlement): Promise<'settled' | 'replayed' | 'ignored'> {
      return db.transaction().execute(async (trx) => {
        const at = now();
        const recorded = await trx
          .insertInto('gateway_notifications')
          .values({
            id: settlement.id,
            deposit_id: settlement.depositId,
            outcome: settlement.outcome,
            received_at: at,
          })
          .onConflict((oc) => oc.column('id').doNothing())
          .executeTakeFirst();
        if (recorded.numInsertedOrUpdatedRows === 0n) return 'replayed';
        const deposit = await trx
          .updateTable('deposits')
          .set({
            status: settlement.outcome,
            stage: null,
            message: settlement.message,
            completed_at: at,
          })
          .where('id', '=', settlement.depositId)
          .where('status', '=', 'pending')
          .returningAll()
          .executeTakeFirst();
        if (!deposit) return 'ignored';
        await forgetUnsaved(trx, deposit.fund_id);
        if (settlement.outcome === 'succeeded')
          await moveBalance(trx, {
            customerId: deposit.customer_id,
            cents: deposit.amount_cents,
            kind: 'deposit',
            reference: deposit.id,
            at,
          });
        return 'settled';
      });
    },

    /** What can be withdrawn: prize funds, never more than the balance. */
    async withdrawableCents(customerId: number): Promise<number> {
      const row = await db
        .selectFrom('customers')
        .select(['balance_cents', 'prize_funds_cents'])
        .where('id', '=', customerId)
        .executeTakeFirstOrThrow();
      return Math.max(0, Math.min(row.balance_cents, row.prize_funds_cents));
    },

    /** Takes the amount from the prize funds and the balance and records the withdrawal, or refuses. */
    withdraw(
      customerId: number,
      fund: FundRow,
      methodCode: string,
      amountCents: number,
    ): Promise<WithdrawalRow> {
      return db.transaction().execute(async (trx) => {
        await lockCustomer(trx, customerId);
        const at = now();
        const id = `wd_${newId()}`;
        const balance = await moveBalance(trx, {
          customerId,
          cents: -amountCents,
          kind: 'withdrawal',
          reference: id,
          at,
        });
        if (balance === null)
          throw new WalletRefused('insufficient_withdrawable_funds', 'insufficient_withdrawable_funds');
        return trx
          .insertInto('withdrawals')
          .values({
            id,
            customer_id: customerId,
            fund_id: fund.id,
            method_code: methodCode,
            amount_cents: amountCents,
            status: 'requested',
            created_at: at,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
      });
    },

    withdrawal: (customerId: number, withdrawalId: string): Promise<WithdrawalRow | undefined> =>
      db
        .selectFrom('withdrawals')
        .selectAll()
        .where('id', '=', withdrawalId)
        .where('customer_id', '=', customerId)
        .executeTakeFirst(),

    /** A fund by id whoever holds it, deleted or not, to name it on a past deposit or withdrawal. */
    /** The deposits that topped the wallet up for a checkout. */
    checkoutDeposits: (checkoutId: string): Promise<DepositRow[]> =>
      db
        .selectFrom('deposits')
        .selectAll()
        .where('checkout_id', '=', checkoutId)
        .orderBy('created_at')
        .execute(),

    fundById: (fundId: number): Promise<FundRow | undefined> =>
      db.selectFrom('customer_funds').selectAll().where('id', '=', fundId).executeTakeFirst(),

    async balanceCents(customerId: number): Promise<number> {
      const row = await db
        .selectFrom('customers')
        .select('balance_cents')
        .where('id', '=', customerId)
        .executeTakeFirstOrThrow();
      return row.balance_cents;
    },

    /** One page of the ledger, newest first, and how many entries there are. */
    async transactions(customerId: number, limit: number, offset: number) {
      const rows = await db
        .selectFrom('wallet_transactions')
        .selectAll()
        .where('customer_id', '=', customerId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
      const { total } = await db
        .selectFrom('wallet_transactions')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .where('customer_id', '=', customerId)
        .executeTakeFirstOrThrow();
      return { rows, total: Number(total) };
    },
  };
}

export type WalletData = ReturnType<typeof walletData>;
