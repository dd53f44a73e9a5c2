import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/password';
import { testDatabase } from '../testing/test-database';
import { postgresPool, reusingStatements } from './database';
import { MIGRATIONS_DIR, checksumOf, migrate, migratePostgres, readMigrations } from './migrate';
import { toPostgres } from './postgres-sql';
import { DEMO_CUSTOMERS, DEMO_PASSWORD, DEMO_TOTP_SECRET, seed } from './seed';

const clock = () => Date.now();

describe('database', () => {
  it('seeds idempotently', async () => {
    const { db, one } = await testDatabase(clock);
    await seed(db, clock);
    await seed(db, clock);
    expect(await one('SELECT COUNT(*) AS n FROM customers')).toEqual({ n: DEMO_CUSTOMERS.length });
  });

  it('seeds the demo customers of the README', async () => {
    const { db, one } = await testDatabase(clock);
    await seed(db, clock);
    const row = (email: string) =>
      one<Record<string, string | number | null>>('SELECT * FROM customers WHERE email = ?', email);
    expect((await row('demo@luckydip.test')).balance_cents).toBe(50_000);
    expect((await row('demo@luckydip.test')).is_verified).toBe(1);
    expect((await row('authenticator@luckydip.test')).totp_secret).toBe(DEMO_TOTP_SECRET);
    expect((await row('email2fa@luckydip.test')).two_factor_method).toBe('email');
    expect((await row('migrate@luckydip.test')).migration_status).toBe('eligible_soft');
    expect((await row('reset@luckydip.test')).force_password_change).toBe(1);
    expect((await row('excluded@luckydip.test')).segment_name).toBe('self_excluded');
    expect(await verifyPassword(DEMO_PASSWORD, String((await row('demo@luckydip.test')).password_hash))).toBe(
      true,
    );
    expect(await verifyPassword('wrong', String((await row('demo@luckydip.test')).password_hash))).toBe(
      false,
    );
  });

  it('gives the first load customer a history of orders for a load run, once', async () => {
    const { db, one } = await testDatabase(clock);
    const options = { loadCustomers: 1, historyOrders: 30 };
    await seed(db, clock, options);
    await seed(db, clock, options);
    const history = (sql: string) =>
      one<{ n: number }>(
        `${sql} JOIN customers ON customers.id = orders.customer_id WHERE customers.email = 'load-1@luckydip.test'`,
      );
    expect(Number((await history('SELECT COUNT(*) AS n FROM orders')).n)).toBe(30);
    expect(
      Number(
        (await history('SELECT COUNT(*) AS n FROM tickets JOIN orders ON orders.id = tickets.order_id')).n,
      ),
    ).toBe(30);
  });

  it('takes every timestamp from the clock it is given', async () => {
    const { db, all } = await testDatabase(clock);
    await seed(db, () => Date.UTC(2030, 0, 2));
    expect(await all('SELECT DISTINCT created_at FROM customers')).toEqual([
      { created_at: '2030-01-02T00:00:00.000Z' },
    ]);
  });

  it('finds an address whatever its case, and holds it once whatever its case', async () => {
    const { db, one, exec } = await testDatabase(clock);
    await seed(db, clock);
    expect(await one('SELECT email FROM customers WHERE email = ?', 'Demo@LuckyDip.test')).toEqual({
      email: 'demo@luckydip.test',
    });
    await expect(
      exec(
        "INSERT INTO customers (customer_token, email, password_hash, firstname, lastname, state) VALUES ('t', 'DEMO@luckydip.test', '', '', '', 'NSW')",
      ),
    ).rejects.toThrow();
  });
});

describe('prepared statements', () => {
  it('are prepared once per text and reused, the least recently used let go past the bound', () => {
    const sqlite = new BetterSqlite3(':memory:');
    const prepared: string[] = [];
    const counting = Object.assign(Object.create(sqlite) as BetterSqlite3.Database, {
      prepare: (sql: string) => (prepared.push(sql), sqlite.prepare(sql)),
    });
    const database = reusingStatements(counting, 2);
    const one = database.prepare('SELECT 1 AS n');
    expect(database.prepare('SELECT 1 AS n')).toBe(one);
    expect(one.all([])).toEqual([{ n: 1 }]);
    database.prepare('SELECT 2');
    database.prepare('SELECT 1 AS n');
    database.prepare('SELECT 3');
    database.prepare('SELECT 1 AS n');
    database.prepare('SELECT 2');
    expect(prepared).toEqual(['SELECT 1 AS n', 'SELECT 2', 'SELECT 3', 'SELECT 2']);
    database.close();
  });
});

describe('migrations', () => {
  it("never change once shipped: each file, PostgreSQL's own included, matches the checksum recorded when it shipped", () => {
    const shipped = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'shipped.json'), 'utf8')) as Record<
      string,
      string
    >;
    const files = readdirSync(MIGRATIONS_DIR).filter((file) => file.endsWith('.sql'));
    expect(files.length).toBeGreaterThan(readMigrations().length);
    for (const file of files) {
      const checksum = checksumOf(readFileSync(join(MIGRATIONS_DIR, file), 'utf8'));
      expect(shipped[file], `${file}: record its checksum in shipped.json`).toBe(checksum);
    }
  });

  it('are rewritten for PostgreSQL where SQLite spells a thing its own way', () => {
    expect(
      toPostgres('  id INTEGER PRIMARY KEY,\n  customer_id INTEGER PRIMARY KEY REFERENCES customers (id),'),
    ).toBe(
      '  id BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,\n  customer_id BIGINT PRIMARY KEY REFERENCES customers (id),',
    );
    expect(toPostgres('email TEXT NOT NULL UNIQUE COLLATE NOCASE,')).toBe('email CITEXT NOT NULL UNIQUE,');
    expect(toPostgres('data TEXT NOT NULL CHECK (json_valid(data)),')).toBe(
      'data TEXT NOT NULL CHECK ((data IS NULL OR data::json IS NOT NULL)),',
    );
    const postgres = readMigrations(MIGRATIONS_DIR, 'postgres');
    expect(postgres.map((m) => m.id)).toEqual(readMigrations().map((m) => m.id));
    // What only SQLite runs never reaches PostgreSQL.
    expect(
      postgres.filter((m) => /AUTOINCREMENT|NOCASE|json_valid|json_object|strftime|\bBLOB\b/.test(m.sql)),
    ).toEqual([]);
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

  it.runIf(process.env.TEST_POSTGRES_URL)(
    'run on PostgreSQL once each, and refuse a changed one there too',
    async () => {
      const { engine, databaseUrl } = await testDatabase(clock);
      expect(engine).toBe('postgres');
      const pool = postgresPool(databaseUrl!);
      try {
        const migrations = readMigrations(MIGRATIONS_DIR, 'postgres');
        expect(await migratePostgres(pool, migrations)).toBe(0);
        const edited = migrations.map((m) => (m.id === 2 ? { ...m, checksum: 'edited' } : m));
        await expect(migratePostgres(pool, edited)).rejects.toThrow(
          /Migration 2 \(content-service\) changed/,
        );
      } finally {
        await pool.end();
      }
    },
  );

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
