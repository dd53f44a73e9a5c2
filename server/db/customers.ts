/**
 * Customers (tables customers and two_factor_setups): sign-in facts, the overview and details,
 * passwords, two-factor settings, confirmations, favourite numbers, how recurring purchases are
 * paid, and closure. Changes that also end sessions or forget devices happen in one transaction
 * with them.
 */
import type { Updateable } from 'kysely';
import { snakeizeKeys } from '@contract/case';
import type { TwoFactorMethod } from '@contract/schemas/accounts';
import type { RecurringPurchaseMethodKey } from '@contract/wallet-rules';
import { isoTime, unixSeconds, type Clock } from '../clock';
import type { Queryable } from './database';
import type { CustomerRow, CustomersTable, NewCustomer, TwoFactorSetupRow } from './schema';
import { sessionsData } from './sessions';

/** What signing in needs to know about a customer. */
export type LoginFacts = Pick<
  CustomerRow,
  'id' | 'email' | 'password_hash' | 'two_factor_method' | 'closed_at'
>;

/** The columns behind the customer overview (spec 1 §3). */
export const OVERVIEW_COLUMNS = [
  'id',
  'customer_token',
  'email',
  'firstname',
  'lastname',
  'state',
  'segment_name',
  'pricing_id',
  'branding_region',
  'balance_cents',
  'currency',
  'is_verified',
  'migration_status',
  'migration_checks',
  'force_password_change',
  'favourite_numbers',
  'address_confirmation_required',
  'email_confirmation_required',
  'country_banned',
  'country_banned_confirmation_required',
  'account_upgrade',
  'can_edit',
] as const satisfies readonly (keyof CustomerRow)[];
export type OverviewRow = Pick<CustomerRow, (typeof OVERVIEW_COLUMNS)[number]> & {
  /** When the break the customer is taking ends; null when they are taking none. */
  break_ends_at: number | null;
  /** The self-exclusion in force; null when none. */
  exclusion: Exclusion | null;
  /** What stops the customer's play now, of the two: every spending check reads this. */
  pause: StoredPause | null;
};

/** The segment a break or a self-exclusion puts a customer in: everything that spends is suppressed. */
export const SELF_EXCLUDED = 'self_excluded';

/** A self-exclusion in force: when it ends (unix seconds), null for good. */
export interface Exclusion {
  endsAt: number | null;
}

/** Why a customer cannot play: a break, or a self-exclusion (the longer, where both run). */
export type StoredPause = { kind: 'break'; endsAt: number } | ({ kind: 'exclusion' } & Exclusion);

export const pauseOf = (breakEnds: number | null, exclusion: Exclusion | null): StoredPause | null =>
  exclusion
    ? { kind: 'exclusion', ...exclusion }
    : breakEnds === null
      ? null
      : { kind: 'break', endsAt: breakEnds };

/**
 * The self-exclusion in force on a customer at `at`: the latest-ending one they chose, or for good
 * when staff put them in the self-excluded segment themselves.
 */
export async function exclusionAt(
  on: Queryable,
  customer: Pick<CustomerRow, 'id' | 'segment_name'>,
  at: number,
): Promise<Exclusion | null> {
  if (customer.segment_name === SELF_EXCLUDED) return { endsAt: null };
  const running = await on
    .selectFrom('self_exclusions')
    .select('ends_at')
    .where('customer_id', '=', customer.id)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', at)]))
    .execute();
  if (running.length === 0) return null;
  const ends = running.map((row) => row.ends_at);
  return {
    endsAt: ends.some((end) => end === null) ? null : Math.max(...ends.filter((end) => end !== null)),
  };
}

/** The break or self-exclusion stopping a customer's play at `at`, if any. */
export async function pauseAt(
  on: Queryable,
  customer: Pick<CustomerRow, 'id' | 'segment_name'>,
  at: number,
): Promise<StoredPause | null> {
  return pauseOf(await breakEndsAt(on, customer.id, at), await exclusionAt(on, customer, at));
}

/** When the break the customer is taking at `at` ends (unix seconds), or null when they take none. */
export async function breakEndsAt(on: Queryable, customerId: number, at: number): Promise<number | null> {
  const running = await on
    .selectFrom('account_breaks')
    .select((eb) => eb.fn.max('ends_at').as('ends_at'))
    .where('customer_id', '=', customerId)
    .where('ends_at', '>', at)
    .executeTakeFirst();
  return running?.ends_at ?? null;
}

/** The columns behind customer details. */
export const DETAIL_COLUMNS = [
  'firstname',
  'lastname',
  'date_of_birth',
  'email',
  'phone',
  'address',
  'address_line_2',
  'suburb',
  'state',
  'postcode',
  'country',
  'marketing_opt_in',
] as const satisfies readonly (keyof CustomerRow)[];
export type DetailRow = Pick<CustomerRow, (typeof DETAIL_COLUMNS)[number]>;
/** The detail columns a customer may write (as far as the schema goes; the API decides which). */
export type DetailChanges = Pick<
  Updateable<CustomersTable>,
  (typeof DETAIL_COLUMNS)[number] | 'address_confirmation_required' | 'email_confirmation_required'
>;

export type SecurityFacts = Pick<
  CustomerRow,
  'email' | 'password_hash' | 'force_password_change' | 'two_factor_method' | 'balance_cents' | 'currency'
>;

/** JSON columns keep the database's snake_case, like its column names. */
const storedJson = (value: object) => JSON.stringify(snakeizeKeys(value));

export function customersData(db: Queryable, clock: Clock) {
  const byId = (id: number) => db.selectFrom('customers').where('id', '=', id);
  const update = (id: number, changes: Updateable<CustomersTable>) =>
    db.updateTable('customers').set(changes).where('id', '=', id).execute();
  /** Runs `work` in one transaction with this module and the sessions module bound to it. */
  const atomically = <T>(
    work: (inTrx: { customers: CustomersData; sessions: ReturnType<typeof sessionsData> }) => Promise<T>,
  ) =>
    db
      .transaction()
      .execute((trx) => work({ customers: customersData(trx, clock), sessions: sessionsData(trx, clock) }));

  const loginColumns = ['id', 'email', 'password_hash', 'two_factor_method', 'closed_at'] as const;

  return {
    findLoginByEmail: (email: string): Promise<LoginFacts | undefined> =>
      db
        .selectFrom('customers')
        .select(loginColumns)
        .where('email', '=', email.toLowerCase())
        .executeTakeFirst(),

    findLoginById: (id: number): Promise<LoginFacts | undefined> =>
      byId(id).select(loginColumns).executeTakeFirst(),

    async emailTaken(email: string): Promise<boolean> {
      const row = await db
        .selectFrom('customers')
        .select('id')
        .where('email', '=', email.toLowerCase())
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Opens an account; answers its id. */
    async create(
      customer: Omit<NewCustomer, 'created_at' | 'terms_accepted_at' | 'attribution'> & {
        attribution?: object;
      },
    ): Promise<number> {
      const at = isoTime(clock);
      const { attribution, ...columns } = customer;
      const { id } = await db
        .insertInto('customers')
        .values({
          ...columns,
          attribution: attribution ? storedJson(attribution) : null,
          created_at: at,
          terms_accepted_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    /** Seeding: adds the customer unless one with that email exists. */
    /** Answers the new customer's id, or undefined when one with that email exists. */
    async createIfMissing(customer: Omit<NewCustomer, 'created_at'>): Promise<number | undefined> {
      const row = await db
        .insertInto('customers')
        .values({ ...customer, created_at: isoTime(clock) })
        .onConflict((conflict) => conflict.column('email').doNothing())
        .returning('id')
        .executeTakeFirst();
      return row?.id;
    },

    async overview(id: number): Promise<OverviewRow | undefined> {
      const at = unixSeconds(clock);
      const row = await byId(id)
        .select(OVERVIEW_COLUMNS)
        .select((eb) =>
          eb
            .selectFrom('account_breaks')
            .select((sub) => sub.fn.max('ends_at').as('ends_at'))
            .whereRef('account_breaks.customer_id', '=', 'customers.id')
            .where('ends_at', '>', at)
            .as('break_ends_at'),
        )
        .executeTakeFirst();
      if (!row) return undefined;
      const exclusion = await exclusionAt(db, row, at);
      return { ...row, exclusion, pause: pauseOf(row.break_ends_at, exclusion) };
    },

    /**
     * Starts a break of `period` ending at `endsAt`, unless a running one ends later: a break is
     * never shortened. Answers when the customer's break now ends.
     */
    /**
     * Starts a self-exclusion of `period` ending at `endsAt` (null: for good), unless one in force
     * ends later: a self-exclusion is never shortened. Answers the one now in force.
     */
    selfExclude: (
      customer: Pick<CustomerRow, 'id' | 'segment_name'>,
      period: string,
      endsAt: number | null,
    ): Promise<Exclusion> =>
      db.transaction().execute(async (trx) => {
        const at = unixSeconds(clock);
        const running = await exclusionAt(trx, customer, at);
        if (running && (running.endsAt === null || (endsAt !== null && running.endsAt >= endsAt)))
          return running;
        await trx
          .insertInto('self_exclusions')
          .values({ customer_id: customer.id, period, started_at: at, ends_at: endsAt })
          .execute();
        return { endsAt };
      }),

    takeBreak: (id: number, period: string, endsAt: number): Promise<number> =>
      db.transaction().execute(async (trx) => {
        const at = unixSeconds(clock);
        const running = await breakEndsAt(trx, id, at);
        if (running !== null && running >= endsAt) return running;
        await trx
          .insertInto('account_breaks')
          .values({ customer_id: id, period, started_at: at, ends_at: endsAt })
          .execute();
        return endsAt;
      }),

    details: (id: number): Promise<DetailRow | undefined> =>
      byId(id).select(DETAIL_COLUMNS).executeTakeFirst(),

    security: (id: number): Promise<SecurityFacts | undefined> =>
      byId(id)
        .select([
          'email',
          'password_hash',
          'force_password_change',
          'two_factor_method',
          'balance_cents',
          'currency',
        ])
        .executeTakeFirst(),

    async updateDetails(id: number, changes: DetailChanges): Promise<void> {
      if (Object.keys(changes).length > 0) await update(id, changes);
    },

    completeUpgrade: (id: number) => update(id, { account_upgrade: 0 }),

    recordAttribution: (id: number, attribution: object) =>
      update(id, { attribution: storedJson(attribution) }),

    requirePasswordChange: (id: number) => update(id, { force_password_change: 1 }),

    /** A new password signs every other session out and forgets remembered devices. */
    setPassword: (id: number, passwordHash: string, keepFamily: string): Promise<void> =>
      atomically(async ({ customers, sessions }) => {
        await customers.updatePassword(id, passwordHash);
        await sessions.revokeCustomerSessions(id, keepFamily);
        await sessions.forgetDevices(id);
      }),

    updatePassword: (id: number, passwordHash: string) =>
      update(id, { password_hash: passwordHash, force_password_change: 0 }),

    totp: (id: number) => byId(id).select(['totp_secret', 'totp_last_step']).executeTakeFirst(),

    /** Remembers the time step a TOTP code was used in, so the same code cannot sign in twice. */
    recordTotpStep: (id: number, step: number) => update(id, { totp_last_step: step }),

    /** Starts (or restarts) proving a second factor before it is switched on. */
    async startTwoFactorSetup(
      id: number,
      setup: { method: TwoFactorMethod; secret: string | null; codeHash: string | null; ttlSeconds: number },
    ): Promise<void> {
      const values = {
        method: setup.method,
        secret: setup.secret,
        code_hash: setup.codeHash,
        expires_at: unixSeconds(clock) + setup.ttlSeconds,
        attempts: 0,
      };
      await db
        .insertInto('two_factor_setups')
        .values({ customer_id: id, ...values })
        .onConflict((conflict) => conflict.column('customer_id').doUpdateSet(values))
        .execute();
    },

    /** The set-up under way, unless it has expired. */
    async twoFactorSetup(id: number): Promise<TwoFactorSetupRow | undefined> {
      const row = await db
        .selectFrom('two_factor_setups')
        .selectAll()
        .where('customer_id', '=', id)
        .executeTakeFirst();
      return row && row.expires_at > unixSeconds(clock) ? row : undefined;
    },

    async countSetupAttempt(id: number): Promise<void> {
      await db
        .updateTable('two_factor_setups')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('customer_id', '=', id)
        .execute();
    },

    async abandonTwoFactorSetup(id: number): Promise<void> {
      await db.deleteFrom('two_factor_setups').where('customer_id', '=', id).execute();
    },

    /** Switches a proven second factor on; remembered devices must then prove it again. */
    enableTwoFactor: (id: number, method: TwoFactorMethod, secret: string | null): Promise<void> =>
      atomically(async ({ customers, sessions }) => {
        await customers.setTwoFactor(id, method, secret);
        await customers.abandonTwoFactorSetup(id);
        await sessions.forgetDevices(id);
      }),

    disableTwoFactor: (id: number): Promise<void> =>
      atomically(async ({ customers, sessions }) => {
        await customers.setTwoFactor(id, null, null);
        await sessions.forgetDevices(id);
      }),

    setTwoFactor: (id: number, method: TwoFactorMethod | null, secret: string | null) =>
      update(id, { two_factor_method: method, totp_secret: secret, totp_last_step: null }),

    confirmAddress: (id: number) => update(id, { address_confirmation_required: 0 }),

    confirmEmail: (id: number) => update(id, { email_confirmation_required: 0 }),

    /**
     * A customer seen outside where we may sell accepts the terms that apply there (they may read
     * their account but not play) and goes on; `inAustralia` says they confirmed they are here after
     * all, which lifts the ban.
     */
    acceptTerms: (id: number, inAustralia: boolean) =>
      update(id, {
        country_banned_confirmation_required: 0,
        ...(inAustralia && { country_banned: 0 }),
        terms_accepted_at: isoTime(clock),
      }),

    migration: (id: number) =>
      byId(id).select(['migration_status', 'migration_checks', 'migration_fails']).executeTakeFirstOrThrow(),

    /** Starts the migration (no checks yet), counts a check, or ends it with the status it leaves. */
    setMigration: (id: number, checks: number | null, status?: CustomerRow['migration_status']) =>
      update(id, { migration_checks: checks, ...(status && { migration_status: status }) }),

    recurringPurchaseMethod: async (id: number): Promise<RecurringPurchaseMethodKey> =>
      (await byId(id).select('recurring_purchase_method').executeTakeFirstOrThrow())
        .recurring_purchase_method,

    setRecurringPurchaseMethod: (id: number, method: RecurringPurchaseMethodKey) =>
      update(id, { recurring_purchase_method: method }),

    setFavouriteNumbers: (id: number, numbers: readonly number[]) =>
      update(id, { favourite_numbers: JSON.stringify(numbers) }),

    /** Closes the account for good: every session ends and every device is forgotten. */
    close: (id: number): Promise<void> =>
      atomically(async ({ customers, sessions }) => {
        await customers.markClosed(id);
        await sessions.revokeCustomerSessions(id);
        await sessions.forgetDevices(id);
      }),

    markClosed: (id: number) => update(id, { closed_at: isoTime(clock) }),
  };
}

export type CustomersData = ReturnType<typeof customersData>;
