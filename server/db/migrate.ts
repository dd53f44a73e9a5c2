/**
 * Schema migrations: numbered `.sql` files in ./migrations (`0005-what-it-does.sql`), applied in
 * order, once each, every file in one transaction, and recorded with a checksum in
 * `schema_migrations`. Append-only: a migration that has run somewhere must never change, so a
 * database whose recorded checksum no longer matches its file refuses to open rather than drift.
 * The runner speaks to the driver directly, since a migration file holds several statements.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import { isoTime, systemClock, type Clock } from '../clock';

export const MIGRATIONS_DIR = join(import.meta.dirname, 'migrations');

export interface Migration {
  id: number;
  name: string;
  sql: string;
  checksum: string;
}

const FILE = /^(\d{4})-([a-z0-9-]+)\.sql$/;

export const checksumOf = (sql: string) => createHash('sha256').update(sql).digest('hex');

export function readMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((file) => FILE.test(file))
    .sort()
    .map((file) => {
      const [, id, name] = FILE.exec(file) ?? [];
      const sql = readFileSync(join(dir, file), 'utf8');
      return { id: Number(id), name: name ?? file, sql, checksum: checksumOf(sql) };
    });
}

interface Applied {
  id: number;
  checksum: string | null;
}

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
  const applied = new Map(
    (sqlite.prepare('SELECT id, checksum FROM schema_migrations').all() as Applied[]).map((row) => [
      row.id,
      row.checksum,
    ]),
  );
  const record = sqlite.prepare(
    'INSERT INTO schema_migrations (id, name, applied_at, checksum) VALUES (?, ?, ?, ?)',
  );
  const trust = sqlite.prepare('UPDATE schema_migrations SET checksum = ? WHERE id = ?');
  let count = 0;
  for (const migration of migrations) {
    if (applied.has(migration.id)) {
      const recorded = applied.get(migration.id);
      if (recorded === null) trust.run(migration.checksum, migration.id);
      else if (recorded !== migration.checksum) {
        throw new Error(
          `Migration ${migration.id} (${migration.name}) changed after it was applied: add a new migration instead.`,
        );
      }
      continue;
    }
    sqlite.transaction(() => {
      sqlite.exec(migration.sql);
      record.run(migration.id, migration.name, isoTime(clock), migration.checksum);
    })();
    count += 1;
  }
  return count;
}
