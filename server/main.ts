/**
 * `npm run serve`: opens the database (migrating and seeding on first start), serves the API and
 * the built PWA, and shuts down cleanly on SIGINT/SIGTERM so the SQLite file is never left mid-write
 * (or, with `DATABASE_URL`, opens PostgreSQL instead).
 */
import { randomUUID } from 'node:crypto';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { observability } from './http/observability';
import { readConfig } from './config';
import { systemClock, unixSeconds } from './clock';
import { dataLayer } from './db';
import { openDatabase } from './db/database';
import { seed } from './db/seed';
import { engineLease, moveOntoCadence, startDrawEngine } from './domain/draw-engine';
import { engineDeps } from './domain/engine';

const config = (() => {
  try {
    return readConfig();
  } catch (error) {
    // A setting the operator must fix: say which, without a stack trace.
    console.error(`Lucky Dip reference API not started: ${(error as Error).message}`);
    process.exit(1);
  }
})();
const { db, pool } = await openDatabase(config, systemClock);
const observe = observability(systemClock, { pool, log: config.logRequests ? undefined : false });
await seed(db, systemClock, {
  loadCustomers: config.seedLoadCustomers,
  drawGames: config.seedDrawGames,
  historyOrders: config.seedHistoryOrders,
});
// The site's one public origin: the configured one, or (in the sandbox) the address it listens on.
let origin = config.publicBaseUrl ?? '';
const app = createApp({ db, config, now: systemClock, publicOrigin: () => origin, observability: observe });
// The draw engine runs beside the API on the same database: it takes up any draw a stop left
// half done, then keeps closing, drawing, scoring and paying as the clock reaches each draw. It
// starts once the API listens: what it emails links to the site's public address, or that one.
// Of several instances on one database, the one holding its lease runs it.
const data = dataLayer(db, systemClock);
const engine = { ...engineDeps(data, config, () => origin), observe };
const lease = engineLease(data.leases, randomUUID(), systemClock);
// Only by the instance that will run the engine: the others' draws are on the cadence already.
if (await lease.take()) await moveOntoCadence(engine, unixSeconds(systemClock));
let stopEngine: () => Promise<void> = () => Promise.resolve();

// An idle keep-alive connection stays open longer than a client or proxy keeps one (Node's 5 s is
// shorter than most: a client that sends on a connection the server is closing at that moment gets
// a reset, not an answer, and a load balancer's idle timeout is commonly 60 s).
const KEEP_ALIVE_MS = 65_000;

const server = serve(
  {
    fetch: app.fetch,
    hostname: config.host,
    port: config.port,
    serverOptions: { keepAliveTimeout: KEEP_ALIVE_MS },
  },
  (info) => {
    const listening = `http://${config.host === '0.0.0.0' ? 'localhost' : info.address}:${info.port}`;
    console.log(
      `Lucky Dip reference API listening on ${listening} (data in ${config.databaseUrl ? 'PostgreSQL' : config.dataDir}${config.sandbox ? ', sandbox on' : ''})`,
    );
    origin ||= listening;
    if (!stopping) stopEngine = startDrawEngine(engine, lease, systemClock);
  },
);

let stopping = false;
function stop(signal: string): void {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received, shutting down`);
  // Not ready from now: the balancer's checks take the instance out before connections close.
  observe.drain();
  // The engine finishes its step and frees its lease, so another instance takes it up at once (a
  // kill mid-step instead rolls the step back, and the lease lapses).
  let exiting = false;
  const exit = () => {
    if (exiting) return;
    exiting = true;
    void stopEngine()
      .catch((error: unknown) => console.error('draw engine:', error))
      .finally(() => {
        observe.logger?.flush();
        void db.destroy().finally(() => process.exit(0));
      });
  };
  setTimeout(() => {
    server.close(exit);
    // Keep-alive connections can hold close() open; give them a moment, then go anyway.
    setTimeout(exit, 3000).unref();
  }, config.shutdownDrainMs);
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
