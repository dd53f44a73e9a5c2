/**
 * Opens the database, applies pending migrations, and wraps it in Kysely, through which every
 * data module queries: SQLite (a file, or in memory) by default, PostgreSQL when a
 * `postgres://` address is given. Seeding is the caller's step (./seed), so this module imports no
 * data.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase, type Transaction } from 'kysely';
import pg from 'pg';
import { systemClock, type Clock } from '../clock';
import { migrate, migratePostgres, type Engine } from './migrate';
import type { Database } from './schema';

export type Db = Kysely<Database>;
/** The database, or a transaction on it: data modules work the same on either. */
export type Queryable = Db | Transaction<Database>;

/** A PostgreSQL pool's counts, as `pg` keeps them. */
export interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

export interface OpenDatabase {
  engine: Engine;
  db: Db;
  /** PostgreSQL's connection pool, whose counts the operator's metrics read. */
  pool?: PoolCounts;
}

export interface DatabaseLocation {
  /** SQLite's folder (`luckydip.db` in it), or `:memory:`. */
  dataDir: string;
  /** `postgres://…`: PostgreSQL instead of SQLite. */
  databaseUrl?: string | undefined;
}

const BIGINT_OID = pg.types.builtins.INT8;
const NUMERIC_OID = pg.types.builtins.NUMERIC;

/**
 * Every number the schema holds is a whole count of cents, milliseconds or rows, far inside a
 * double's exact range, so BIGINT and NUMERIC (what SUM of a BIGINT gives) are read as numbers,
 * as SQLite's driver reads them, not as the strings pg gives by default.
 */
const numbers: pg.CustomTypesConfig = {
  getTypeParser: (oid, format) =>
    oid === BIGINT_OID || oid === NUMERIC_OID ? Number : (pg.types.getTypeParser(oid, format) as unknown),
};

export function postgresPool(connectionString: string): pg.Pool {
  // Idle connections do not keep a finished process (a test run, a script) alive.
  return new pg.Pool({ connectionString, types: numbers, allowExitOnIdle: true });
}

/** Statements kept prepared: a little over the distinct texts the app sends (about 300). */
const STATEMENTS_KEPT = 500;

/**
 * Kysely's SQLite driver prepares every statement again on every query, which was a tenth of a
 * purchase's CPU under load; the same SQL text reuses its prepared statement instead. Kept in
 * least-recently-used order and bounded, since `in (?, ?, …)` lists of each length are texts of
 * their own. Reuse is safe because the driver runs one query at a time to completion.
 */
export function reusingStatements(sqlite: BetterSqlite3.Database, kept = STATEMENTS_KEPT): SqliteDatabase {
  const statements = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (statement) statements.delete(sql);
      else statement = sqlite.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > kept) statements.delete(statements.keys().next().value as string);
      return statement;
    },
  };
}

export async function openDatabase(
  location: DatabaseLocation,
  clock: Clock = systemClock,
): Promise<OpenDatabase> {
  if (location.databaseUrl) {
    const pool = postgresPool(location.databaseUrl);
    await migratePostgres(pool, undefined, clock);
    return {
      engine: 'postgres',
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      pool,
    };
  }
  let file = ':memory:';
  if (location.dataDir !== ':memory:') {
    mkdirSync(location.dataDir, { recursive: true });
    file = join(location.dataDir, 'luckydip.db');
  }
  const sqlite = new BetterSqlite3(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  migrate(sqlite, undefined, clock);
  return {
    engine: 'sqlite',
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: reusingStatements(sqlite) }) }),
  };
}
