/**
 * Opens the SQLite file (or an in-memory database), applies pending migrations, and wraps it in
 * Kysely, through which every data module queries. Seeding is the caller's step (./seed), so this
 * module imports no data.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect, type Transaction } from 'kysely';
import { systemClock, type Clock } from '../clock';
import { migrate } from './migrate';
import type { Database } from './schema';

export type Db = Kysely<Database>;
/** The database, or a transaction on it: data modules work the same on either. */
export type Queryable = Db | Transaction<Database>;

export interface OpenDatabase {
  db: Db;
  /** The driver underneath, for the migration runner and for tests that read tables directly. */
  sqlite: BetterSqlite3.Database;
}

export function openDatabase(dataDir: string, clock: Clock = systemClock): OpenDatabase {
  let file = ':memory:';
  if (dataDir !== ':memory:') {
    mkdirSync(dataDir, { recursive: true });
    file = join(dataDir, 'luckydip.db');
  }
  const sqlite = new BetterSqlite3(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  migrate(sqlite, undefined, clock);
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) }), sqlite };
}
