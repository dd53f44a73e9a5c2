import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/password';
import { openDatabase } from './database';
import { MIGRATIONS_DIR, migrate, readMigrations } from './migrate';
import { DEMO_CUSTOMERS, DEMO_PASSWORD, DEMO_TOTP_SECRET, seed } from './seed';

const clock = () => Date.now();

describe('database', () => {
  it('migrates once and seeds idempotently', async () => {
    const { db, sqlite } = openDatabase(':memory:');
    await seed(db, clock);
    expect(migrate(sqlite)).toBe(0);
    await seed(db, clock);
    const count = sqlite.prepare('SELECT COUNT(*) FROM customers').pluck().get();
    expect(count).toBe(DEMO_CUSTOMERS.length);
  });

  it('seeds the demo customers of the README', async () => {
    const { db, sqlite } = openDatabase(':memory:');
    await seed(db, clock);
    const row = (email: string) =>
      sqlite.prepare('SELECT * FROM customers WHERE email = ?').get(email) as Record<
        string,
        string | number | null
      >;
    expect(row('demo@luckydip.test').balance_cents).toBe(50_000);
    expect(row('demo@luckydip.test').is_verified).toBe(1);
    expect(row('authenticator@luckydip.test').totp_secret).toBe(DEMO_TOTP_SECRET);
    expect(row('email2fa@luckydip.test').two_factor_method).toBe('email');
    expect(row('migrate@luckydip.test').migration_status).toBe('eligible_soft');
    expect(row('reset@luckydip.test').force_password_change).toBe(1);
    expect(row('excluded@luckydip.test').segment_name).toBe('self_excluded');
    expect(await verifyPassword(DEMO_PASSWORD, String(row('demo@luckydip.test').password_hash))).toBe(true);
    expect(await verifyPassword('wrong', String(row('demo@luckydip.test').password_hash))).toBe(false);
  });

  it('takes every timestamp from the clock it is given', async () => {
    const { db, sqlite } = openDatabase(':memory:');
    await seed(db, () => Date.UTC(2030, 0, 2));
    const created = sqlite.prepare('SELECT DISTINCT created_at FROM customers').pluck().all();
    expect(created).toEqual(['2030-01-02T00:00:00.000Z']);
  });
});

describe('migrations', () => {
  it('never change once shipped: each file matches the checksum recorded when it shipped', () => {
    const shipped = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'shipped.json'), 'utf8')) as Record<
      string,
      string
    >;
    for (const migration of readMigrations()) {
      const file = `${String(migration.id).padStart(4, '0')}-${migration.name}.sql`;
      expect(shipped[file], `${file}: record its checksum in shipped.json`).toBe(migration.checksum);
    }
  });

  it('are numbered, and applied in order, once each', () => {
    const migrations = readMigrations();
    expect(migrations.map((m) => m.id)).toEqual(migrations.map((_, index) => index + 1));
    const sqlite = new BetterSqlite3(':memory:');
    expect(migrate(sqlite)).toBe(migrations.length);
    expect(migrate(sqlite)).toBe(0);
  });

  it('refuse to open a database whose applied migration has since changed', () => {
    const sqlite = new BetterSqlite3(':memory:');
    const migrations = readMigrations();
    migrate(sqlite, migrations);
    const edited = migrations.map((m) => (m.id === 2 ? { ...m, checksum: 'edited' } : m));
    expect(() => migrate(sqlite, edited)).toThrow(
      /Migration 2 \(content-service\) changed after it was applied/,
    );
  });

  it('record checksums for databases migrated before checksums were kept', () => {
    const sqlite = new BetterSqlite3(':memory:');
    sqlite.exec(`CREATE TABLE schema_migrations (id INTEGER PRIMARY KEY, name TEXT NOT NULL,
      applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')))`);
    const [first, ...rest] = readMigrations();
    sqlite.exec(first!.sql);
    sqlite.prepare('INSERT INTO schema_migrations (id, name) VALUES (1, ?)').run(first!.name);
    expect(migrate(sqlite)).toBe(rest.length);
    expect(sqlite.prepare('SELECT checksum FROM schema_migrations WHERE id = 1').pluck().get()).toBe(
      first!.checksum,
    );
  });
});
