/**
 * The database a server test runs on: SQLite in memory, or, when `TEST_POSTGRES_URL` names a
 * PostgreSQL server (scripts/with-postgres.mjs starts a throw-away one), a database of the test's
 * own on it, copied from a template migrated once per run. Either way seeded with the demo data
 * by the caller. `one`, `all` and `exec` let a test read and change tables directly, in SQL both
 * engines take (`?` for each parameter).
 */
import { randomUUID } from 'node:crypto';
import { CompiledQuery } from 'kysely';
import type { Clock } from '../clock';
import { openDatabase, postgresPool } from '../db/database';

const TEMPLATE = 'luckydip_template';
/** Test workers start at once: the first to take this lock makes the template, the rest wait. */
const TEMPLATE_LOCK = 7_041_002;

/** PostgreSQL's object_in_use: someone is connected to the template being copied. */
const TEMPLATE_IN_USE = '55006';

let template: Promise<void> | undefined;

function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Migrates the template once per PostgreSQL server (the first to ask makes it). */
export async function makeTemplate(serverUrl: string): Promise<void> {
  const admin = postgresPool(serverUrl);
  const client = await admin.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [TEMPLATE]);
    if (found.rowCount === 0) {
      await client.query(`CREATE DATABASE ${TEMPLATE}`);
      const migrated = await openDatabase({
        dataDir: ':memory:',
        databaseUrl: withDatabase(serverUrl, TEMPLATE),
      });
      // A template is copied only while nobody is connected to it.
      await migrated.db.destroy();
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    client.release();
    await admin.end();
  }
}

async function freshPostgres(serverUrl: string): Promise<string> {
  template ??= makeTemplate(serverUrl);
  await template;
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  const admin = postgresPool(serverUrl);
  try {
    // The template's own connections close a moment after its pool has ended: try again meanwhile.
    for (let attempt = 1; ; attempt += 1) {
      try {
        await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE}`);
        break;
      } catch (error) {
        const inUse = (error as { code?: string }).code === TEMPLATE_IN_USE;
        if (!inUse || attempt === 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  } finally {
    await admin.end();
  }
  return withDatabase(serverUrl, name);
}

export async function testDatabase(clock: Clock) {
  const serverUrl = process.env.TEST_POSTGRES_URL;
  const databaseUrl = serverUrl ? await freshPostgres(serverUrl) : undefined;
  const { db, engine } = await openDatabase({ dataDir: ':memory:', databaseUrl }, clock);
  const compile = (text: string, parameters: unknown[]) => {
    let n = 0;
    return CompiledQuery.raw(engine === 'postgres' ? text.replace(/\?/g, () => `$${++n}`) : text, parameters);
  };
  const exec = async (text: string, ...parameters: unknown[]): Promise<void> => {
    await db.executeQuery(compile(text, parameters));
  };
  return {
    db,
    engine,
    /** PostgreSQL's address of this database, for a second connection to it. */
    databaseUrl,
    /** The first row; throws when there is none. */
    one: async <Row>(text: string, ...parameters: unknown[]): Promise<Row> => {
      const [row] = (await db.executeQuery<Row>(compile(text, parameters))).rows;
      if (row === undefined) throw new Error(`No row: ${text}`);
      return row;
    },
    all: async <Row>(text: string, ...parameters: unknown[]): Promise<Row[]> =>
      (await db.executeQuery<Row>(compile(text, parameters))).rows,
    exec,
    /**
     * From now on every insert into `table` once it holds `rows` rows fails with "killed", as if
     * the process died there; the function returned ends that.
     */
    async killInsertsInto(table: string, rows = 0): Promise<() => Promise<void>> {
      const full = `(SELECT COUNT(*) FROM ${table}) >= ${rows}`;
      if (engine === 'sqlite') {
        await exec(`CREATE TEMP TRIGGER die BEFORE INSERT ON ${table} WHEN ${full}
          BEGIN SELECT RAISE(ABORT, 'killed'); END`);
        return () => exec('DROP TRIGGER die');
      }
      await exec(`CREATE FUNCTION die() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN IF ${full} THEN RAISE EXCEPTION 'killed'; END IF; RETURN NEW; END $$`);
      await exec(`CREATE TRIGGER die BEFORE INSERT ON ${table} FOR EACH ROW EXECUTE FUNCTION die()`);
      return async () => {
        await exec(`DROP TRIGGER die ON ${table}`);
        await exec('DROP FUNCTION die');
      };
    },
  };
}

export type TestDatabase = Awaited<ReturnType<typeof testDatabase>>;
