/**
 * The purchase floor (issue "Jackpot night", point 1): a bare Node HTTP server doing a purchase's
 * minimum writes, and nothing else, in one SQLite transaction: the idempotency row, the balance,
 * one ledger row, an order and its ticket. Run as a process of its own (`node --import tsx
 * bench/purchase-floor.ts`, which prints its address), so that its CPU time is read as the API's
 * is, and loaded by as many clients as the API's purchases are.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import BetterSqlite3 from 'better-sqlite3';
import { cpuMs } from './purchase-load';

const CUSTOMERS = 50;
const START_CENTS = 1_000_000_000;
const PRICE_CENTS = 135;

function serve(dataDir: string) {
  const db = new BetterSqlite3(join(dataDir, 'floor.db'));
  db.pragma('journal_mode = WAL');
  db.exec(`
    CREATE TABLE customers (id INTEGER PRIMARY KEY, balance_cents INTEGER NOT NULL);
    CREATE TABLE idempotency (customer_id INTEGER, key TEXT, status INTEGER, PRIMARY KEY (customer_id, key));
    CREATE TABLE ledger (id INTEGER PRIMARY KEY, customer_id INTEGER, amount_cents INTEGER, balance_after_cents INTEGER, created_at INTEGER);
    CREATE TABLE orders (id INTEGER PRIMARY KEY, customer_id INTEGER, price_cents INTEGER, created_at INTEGER);
    CREATE TABLE tickets (id INTEGER PRIMARY KEY, order_id INTEGER, numbers TEXT);
  `);
  const add = db.prepare('INSERT INTO customers (id, balance_cents) VALUES (?, ?)');
  for (let id = 1; id <= CUSTOMERS; id += 1) add.run(id, START_CENTS);
  const claim = db.prepare(
    'INSERT INTO idempotency (customer_id, key, status) VALUES (?, ?, 0) ON CONFLICT DO NOTHING',
  );
  const pay = db.prepare(
    'UPDATE customers SET balance_cents = balance_cents - ? WHERE id = ? AND balance_cents >= ? RETURNING balance_cents',
  );
  const ledger = db.prepare(
    'INSERT INTO ledger (customer_id, amount_cents, balance_after_cents, created_at) VALUES (?, ?, ?, ?)',
  );
  const order = db.prepare('INSERT INTO orders (customer_id, price_cents, created_at) VALUES (?, ?, ?)');
  const ticket = db.prepare('INSERT INTO tickets (order_id, numbers) VALUES (?, ?)');
  const settle = db.prepare('UPDATE idempotency SET status = 201 WHERE customer_id = ? AND key = ?');
  const buy = db.transaction((customer: number, key: string, numbers: string) => {
    if (claim.run(customer, key).changes === 0) return null;
    const paid = pay.get(PRICE_CENTS, customer, PRICE_CENTS) as { balance_cents: number } | undefined;
    if (!paid) return null;
    const now = Date.now();
    ledger.run(customer, -PRICE_CENTS, paid.balance_cents, now);
    const orderId = order.run(customer, PRICE_CENTS, now).lastInsertRowid;
    ticket.run(orderId, numbers);
    settle.run(customer, key);
    return { orderId: Number(orderId), balance: paid.balance_cents };
  });

  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const { customer, key, numbers } = JSON.parse(body) as {
        customer: number;
        key: string;
        numbers: number[];
      };
      const result = buy(customer, key, JSON.stringify(numbers));
      const text = JSON.stringify(result ? { status: 'ok', result } : { status: 'error' });
      response.writeHead(result ? 201 : 409, {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(text),
      });
      response.end(text);
    });
  });
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    if (address && typeof address !== 'string') console.log(`listening on http://127.0.0.1:${address.port}`);
  });
  process.on('SIGTERM', () => server.close(() => db.close()));
}

export interface FloorLoadResult {
  purchasesPerSecond: number;
  p95: number;
  cpuMsPerPurchase: number;
}

/** Starts the floor in a process of its own, loads it with `clients` for `seconds`, stops it. */
export async function purchaseFloorLoad(clients = CUSTOMERS, seconds = 10): Promise<FloorLoadResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'luckydip-purchase-floor-'));
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), dataDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        const match = /listening on (\S+)/.exec(chunk.toString());
        if (match?.[1]) resolve(match[1]);
      });
      child.once('exit', (code) => reject(new Error(`purchase floor exited with ${code}`)));
    });
    const times: number[] = [];
    const cpuBefore = cpuMs(child.pid!);
    const started = performance.now();
    const until = started + seconds * 1000;
    await Promise.all(
      Array.from({ length: clients }, async (_, client) => {
        for (let n = 0; performance.now() < until; n += 1) {
          const before = performance.now();
          const response = await fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              customer: (client % CUSTOMERS) + 1,
              key: `floor-${client}-${n}`,
              numbers: [1, 2, 3],
            }),
          });
          await response.text();
          if (response.status !== 201) throw new Error(`purchase floor refused: ${response.status}`);
          times.push(performance.now() - before);
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    const cpu = cpuMs(child.pid!) - cpuBefore;
    times.sort((a, b) => a - b);
    return {
      purchasesPerSecond: Math.round(times.length / elapsed),
      p95: Math.round(times[Math.floor(0.95 * times.length)] ?? Number.NaN),
      cpuMsPerPurchase: Math.round((cpu / times.length) * 100) / 100,
    };
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) serve(process.argv[2]!);
