/**
 * What an operator and a load balancer watch (issue 64, point 6):
 * - `GET /livez`: the process answers (liveness: restart it when this fails);
 * - `GET /readyz`: migrated (the app is built only after), the database answering, and not
 *   shutting down, so a balancer stops sending before connections close (readiness);
 * - `GET /metrics`: Prometheus's text format through prom-client: request duration by route,
 *   purchases and refusals by reason, the draw engine's lease and step times, the database pool,
 *   and Node's own (event loop lag, heap, CPU);
 * - the request log: one JSON line a request through pino, with the page's request id.
 * Each instance has its own registry: the figures are this process's, as Prometheus scrapes each.
 */
import { timingSafeEqual } from 'node:crypto';
import type { Hono, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { sql } from 'kysely';
import pino, { type DestinationStream, type Logger } from 'pino';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { REQUEST_ID } from '@contract/request-id';
import { isoTime, type Clock } from '../clock';
import type { Db, PoolCounts } from '../db/database';
import type { AppEnv } from './app-env';
import { Refused } from '../refusal';

/** How long the readiness check waits for the database before saying it is not ready. */
const DATABASE_CHECK_MS = 2000;

export function observability(
  clock: Clock,
  options: {
    pool?: PoolCounts;
    /** Where the request log goes (stdout unless given); false: no request log. */
    log?: DestinationStream | false;
  } = {},
) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'luckydip_' });
  const requests = new Histogram({
    name: 'luckydip_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  const purchases = new Counter({
    name: 'luckydip_purchases_total',
    help: 'Purchases made (checkouts that bought).',
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'luckydip_purchase_refusals_total',
    help: 'Purchases refused, by the reason given to the customer.',
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  const leaseHeld = new Gauge({
    name: 'luckydip_draw_engine_lease_held',
    help: '1 while this instance holds the draw engine’s lease (and runs the draws), else 0.',
    registers: [registry],
  });
  const engineSteps = new Histogram({
    name: 'luckydip_draw_engine_step_seconds',
    help: 'Time a draw engine step took, by the status it moved the draw on from.',
    labelNames: ['from'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60],
    registers: [registry],
  });
  const { pool } = options;
  if (pool)
    new Gauge({
      name: 'luckydip_db_pool_connections',
      help: 'The PostgreSQL pool’s connections: all, idle, and requests waiting for one.',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  // Written off the request's path: pino buffers and writes when the event loop is free.
  const logger: Logger | undefined =
    options.log === false
      ? undefined
      : pino(
          // The app's one clock, as every time the server writes.
          { base: undefined, timestamp: () => `,"time":"${isoTime(clock)}"` },
          options.log ?? pino.destination({ sync: false }),
        );
  let shuttingDown = false;

  /** Times every request by its route's pattern (never its address: ids would make a label each) and logs it. */
  const measure: MiddlewareHandler = async (c, next) => {
    const started = performance.now();
    await next();
    const seconds = (performance.now() - started) / 1000;
    // After `next`, the route that answered (a refusing middleware's own pattern, if one did).
    const route = routePath(c);
    requests.observe({ method: c.req.method, route, status: String(c.res.status) }, seconds);
    logger?.info({
      method: c.req.method,
      path: c.req.path,
      route,
      status: c.res.status,
      ms: Math.round(seconds * 10_000) / 10,
      requestId: c.req.header(REQUEST_ID),
    });
  };

  return {
    registry,
    logger,
    measure,
    /** A purchase, counted when it buys, or by its refusal's reason. */
    async purchasing<T>(buy: () => Promise<T>): Promise<T> {
      try {
        const bought = await buy();
        purchases.inc();
        return bought;
      } catch (error) {
        if (error instanceof Refused) refusals.inc({ reason: error.code });
        throw error;
      }
    },
    /** Whether this instance holds the draw engine's lease now. */
    leaseHeld: (held: boolean) => leaseHeld.set(held ? 1 : 0),
    /** One engine step: the status it moved the draw on from, and how long it took. */
    engineStep: (from: string, seconds: number) => engineSteps.observe({ from }, seconds),
    /** From now the instance says it is not ready; it still answers what it is sent. */
    drain: () => {
      shuttingDown = true;
    },
    /** The readiness check: not shutting down, and the database answering in time. */
    async ready(db: Db): Promise<{ ready: boolean; reason?: string }> {
      if (shuttingDown) return { ready: false, reason: 'shutting down' };
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), DATABASE_CHECK_MS);
      });
      try {
        await Promise.race([sql`SELECT 1`.execute(db), late]);
        return { ready: true };
      } catch {
        return { ready: false, reason: 'database unreachable' };
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

export type Observability = ReturnType<typeof observability>;

/** Compared in constant time: how long a refusal takes says nothing of how much was right. */
function sameSecret(given: string | undefined, expected: string): boolean {
  const a = Buffer.from(given ?? '');
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The operator's three addresses, outside the API's services: no app key, no signature. */
export function mountOperatorChecks(
  app: Hono<AppEnv>,
  db: Db,
  metricsToken: string | undefined,
  observe: Observability,
): void {
  app.get('/livez', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.text('ok');
  });
  app.get('/readyz', async (c) => {
    const { ready, reason } = await observe.ready(db);
    c.header('Cache-Control', 'no-store');
    return c.text(ready ? 'ready' : `not ready: ${reason ?? ''}`, ready ? 200 : 503);
  });
  app.get('/metrics', async (c) => {
    c.header('Cache-Control', 'no-store');
    if (metricsToken !== undefined && !sameSecret(c.req.header('Authorization'), `Bearer ${metricsToken}`))
      return c.text('unauthorised', 401);
    c.header('Content-Type', observe.registry.contentType);
    return c.body(await observe.registry.metrics());
  });
}
