/**
 * Schema migrations: numbered `.sql` files in ./migrations (`0005-what-it-does.sql`), applied in
 * order, once each, every file in one transaction, and recorded with a checksum in
 * `schema_migrations`. Append-only: a migration that has run somewhere must never change, so a
 * database whose recorded checksum no longer matches its file refuses to open rather than drift.
 * The files are SQLite's; PostgreSQL runs them rewritten (./postgres-sql). The runner speaks to the
 * driver directly, since a migration file holds several statements.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import type { Pool } from 'pg';
import { isoTime, systemClock, type Clock } from '../clock';
import { POSTGRES_EXTENSIONS, toPostgres } from './postgres-sql';

export const MIGRATIONS_DIR = join(import.meta.dirname, 'migrations');

export interface Migration {
  id: number;
  name: string;
  sql: string;
  /** Of the file as shipped (and of its PostgreSQL file, where one stands in for it there). */
  checksum: string;
}

export type Engine = 'sqlite' | 'postgres';

const FILE = /^(\d{4})-([a-z0-9-]+)\.sql$/;

export const checksumOf = (sql: string) => createHash('sha256').update(sql).digest('hex');

export function readMigrations(dir: string = MIGRATIONS_DIR, engine: Engine = 'sqlite'): Migration[] {
  return readdirSync(dir)
    .filter((file) => FILE.test(file))
    .sort()
    .map((file) => {
      const [, id, name] = FILE.exec(file) ?? [];
      const sql = readFileSync(join(dir, file), 'utf8');
      const migration = { id: Number(id), name: name ?? file, sql, checksum: checksumOf(sql) };
      if (engine === 'sqlite') return migration;
      const own = join(dir, file.replace(/\.sql$/, '.postgres.sql'));
      if (!existsSync(own)) return { ...migration, sql: toPostgres(sql) };
      const ownSql = readFileSync(own, 'utf8');
      return { ...migration, sql: ownSql, checksum: checksumOf(ownSql) };
    });
}

interface Applied {
  id: number;
  checksum: string | null;
}

/**
 * What a database that has run `applied` must still run. Throws when one it ran has changed since;
 * `trust` lists those run before checksums were kept, whose checksum is recorded as it is now.
 */
function plan(migrations: Migration[], applied: Applied[]): { pending: Migration[]; trust: Migration[] } {
  const recorded = new Map(applied.map((row) => [row.id, row.checksum]));
  const pending: Migration[] = [];
  const trust: Migration[] = [];
  for (const migration of migrations) {
    if (!recorded.has(migration.id)) pending.push(migration);
    else if (recorded.get(migration.id) === null) trust.push(migration);
    else if (recorded.get(migration.id) !== migration.checksum) {
      throw new Error(
        `Migration ${migration.id} (${migration.name}) changed after it was applied: add a new migration instead.`,
      );
    }
  }
  return { pending, trust };
}

const RECORD = 'INSERT INTO schema_migrations (id, name, applied_at, checksum) VALUES';

export function migrate(
  sqlite: BetterSqlite3.Database,
  migrations: Migration[] = readMigrations(),
  clock: Clock = systemClock,
): number {
  sqlite.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    id INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL, checksum TEXT)`);
  // Databases made before checksums were recorded: add the column, then trust what they ran.
  const columns = sqlite.prepare('SELECT * FROM schema_migrations LIMIT 0').columns();
  if (!columns.some((column) => column.name === 'checksum')) {
    sqlite.exec('ALTER TABLE schema_migrations ADD COLUMN checksum TEXT');
  }
  const applied = sqlite.prepare('SELECT id, checksum FROM schema_migrations').all() as Applied[];
  const { pending, trust } = plan(migrations, applied);
  const trusted = sqlite.prepare('UPDATE schema_migrations SET checksum = ? WHERE id = ?');
  for (const migration of trust) trusted.run(migration.checksum, migration.id);
  const record = sqlite.prepare(`${RECORD} (?, ?, ?, ?)`);
  for (const migration of pending) {
    sqlite.transaction(() => {
      sqlite.exec(migration.sql);
      record.run(migration.id, migration.name, isoTime(clock), migration.checksum);
    })();
  }
  return pending.length;
}

/** Several API instances may start at once: the first to take the lock migrates, the rest wait. */
const MIGRATION_LOCK = 7_041_001;

export async function migratePostgres(
  pool: Pool,
  migrations: Migration[] = readMigrations(MIGRATIONS_DIR, 'postgres'),
  clock: Clock = systemClock,
): Promise<number> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    for (const extension of POSTGRES_EXTENSIONS) {
      await client.query(`CREATE EXTENSION IF NOT EXISTS ${extension}`);
    }
    await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      id BIGINT PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL, checksum TEXT NOT NULL)`);
    const applied = await client.query<Applied>('SELECT id, checksum FROM schema_migrations');
    const { pending } = plan(migrations, applied.rows);
    for (const migration of pending) {
      await client.query('BEGIN');
      try {
        await client.query(migration.sql);
        await client.query(`${RECORD} ($1, $2, $3, $4)`, [
          migration.id,
          migration.name,
          isoTime(clock),
          migration.checksum,
        ]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw new Error(`Migration ${migration.id} (${migration.name}) failed on PostgreSQL`, {
          cause: error,
        });
      }
    }
    return pending.length;
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}
