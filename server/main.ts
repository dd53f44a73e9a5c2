/**
 * `npm run serve`: opens the database (migrating and seeding on first start), serves the API and
 * the built PWA, and shuts down cleanly on SIGINT/SIGTERM so the SQLite file is never left mid-write
 * (or, with `DATABASE_URL`, opens PostgreSQL instead).
 */
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { readConfig } from './config';
import { systemClock, unixSeconds } from './clock';
import { dataLayer } from './db';
import { openDatabase } from './db/database';
import { seed } from './db/seed';
import { moveOntoCadence, startDrawEngine } from './domain/draw-engine';
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
const { db } = await openDatabase(config, systemClock);
await seed(db, systemClock);
const app = createApp({ db, config, now: systemClock });
// The draw engine runs beside the API on the same database: it takes up any draw a stop left
// half done, then keeps closing, drawing, scoring and paying as the clock reaches each draw. It
// starts once the API listens: what it emails links to the site's public address, or that one.
let origin = config.publicBaseUrl;
const engine = engineDeps(dataLayer(db, systemClock), config, () => origin ?? '');
await moveOntoCadence(engine, unixSeconds(systemClock));
let stopEngine: () => void = () => undefined;

const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, (info) => {
  const listening = `http://${config.host === '0.0.0.0' ? 'localhost' : info.address}:${info.port}`;
  console.log(
    `Lucky Dip reference API listening on ${listening} (data in ${config.databaseUrl ? 'PostgreSQL' : config.dataDir}${config.sandbox ? ', sandbox on' : ''})`,
  );
  origin ??= listening;
  if (!stopping) stopEngine = startDrawEngine(engine, systemClock);
});

let stopping = false;
function stop(signal: string): void {
  if (stopping) return;
  stopping = true;
  stopEngine();
  console.log(`${signal} received, shutting down`);
  const exit = () => void db.destroy().finally(() => process.exit(0));
  server.close(exit);
  // Keep-alive connections can hold close() open; give them a moment, then go anyway.
  setTimeout(exit, 3000).unref();
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
