/**
 * The one way a wallet balance changes: inside the caller's transaction, by a conditional update
 * (a debit never takes the balance below zero), with a ledger row that says why. The ledger's
 * (kind, reference) is unique, so one deposit, prize or purchase can move money only once.
 *
 * Prize funds are the part of the balance that can be withdrawn (spec 3 §3, "withdrawable funds"):
 * a prize adds to them, a withdrawal takes from them and may take no more than they hold, and a
 * purchase spends deposited money first, so prize funds only shrink when the balance falls below them.
 */
import { SqliteAdapter } from 'kysely';
import type { Queryable } from './database';
import type { WalletTransactionsTable } from './schema';

/**
 * The first step of a transaction that checks a customer's balance, limits or cart before it
 * spends: holds the customer's row until the transaction ends, so that two of one customer's
 * (purchases of one cart racing, a deposit beside a purchase, on one API instance or two) run one
 * after the other, each reading what the other wrote. SQLite needs no lock: it runs one write
 * transaction at a time (Kysely's SQLite driver queues transactions on its one connection).
 */
export async function lockCustomer(trx: Queryable, customerId: number): Promise<void> {
  if (trx.getExecutor().adapter instanceof SqliteAdapter) return;
  await trx.selectFrom('customers').select('id').where('id', '=', customerId).forUpdate().execute();
}

export interface Movement {
  customerId: number;
  /** Positive credits, negative debits. */
  cents: number;
  kind: WalletTransactionsTable['kind'];
  reference: string;
  at: number;
}

/** Moves the money and writes its ledger row; the balance it left, or null when a debit does not fit. */
export async function moveBalance(trx: Queryable, movement: Movement): Promise<number | null> {
  const { customerId, cents, kind } = movement;
  const prizeChange = kind === 'prize' || kind === 'withdrawal' ? cents : 0;
  const moved = await trx
    .updateTable('customers')
    .set((eb) => ({
      balance_cents: eb('balance_cents', '+', cents),
      prize_funds_cents: eb('prize_funds_cents', '+', prizeChange),
    }))
    .where('id', '=', customerId)
    .where('balance_cents', '>=', Math.max(0, -cents))
    .where('prize_funds_cents', '>=', Math.max(0, -prizeChange))
    .returning(['balance_cents', 'prize_funds_cents'])
    .executeTakeFirst();
  if (!moved) return null;
  if (moved.prize_funds_cents > moved.balance_cents)
    await trx
      .updateTable('customers')
      .set({ prize_funds_cents: moved.balance_cents })
      .where('id', '=', customerId)
      .execute();
  await trx
    .insertInto('wallet_transactions')
    .values({
      customer_id: customerId,
      kind,
      amount_cents: cents,
      balance_after_cents: moved.balance_cents,
      reference: movement.reference,
      created_at: movement.at,
    })
    .execute();
  return moved.balance_cents;
}
