import { Writable } from 'node:stream';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { checkout, game } from '../testing/shop-helpers';
import { testApp } from '../testing/test-app';
import { testDatabase } from '../testing/test-database';
import { observability } from './observability';

describe('what an operator watches', () => {
  it('answers liveness and readiness, and counts requests by route, purchases and refusals by reason', async () => {
    const t = await checkout();
    expect(await (await t.app.request('/livez')).text()).toBe('ok');
    const ready = await t.app.request('/readyz');
    expect([ready.status, await ready.text()]).toEqual([200, 'ready']);

    await t.add(t.powerball([game]));
    expect((await t.pay('metrics-bought')).status).toBe(201);
    // The wallet emptied: the next is refused for the funds it lacks.
    await t.exec("UPDATE customers SET balance_cents = 0 WHERE email = 'demo@luckydip.test'");
    await t.add(t.powerball([game]));
    expect((await t.pay('metrics-refused')).status).toBe(422);

    const metrics = await t.app.request('/metrics');
    expect(metrics.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await metrics.text();
    expect(text).toMatch(/^luckydip_purchases_total 1$/m);
    expect(text).toMatch(/^luckydip_purchase_refusals_total\{reason="insufficient_funds"\} 1$/m);
    // By the route's pattern, never its address.
    expect(text).toMatch(
      /^luckydip_http_request_duration_seconds_count\{method="GET",route="\/livez",status="200"\} 1$/m,
    );
    expect(text).toMatch(/^luckydip_nodejs_eventloop_lag_seconds /m);
  });

  it('keeps the metrics to the operator when a token is set', async () => {
    const t = await checkout();
    const locked = await testApp({ metricsToken: 's3cret-token' });
    expect((await locked.app.request('/metrics')).status).toBe(401);
    const wrong = { headers: { Authorization: 'Bearer s3cret-tokeN' } };
    expect((await locked.app.request('/metrics', wrong)).status).toBe(401);
    const right = { headers: { Authorization: 'Bearer s3cret-token' } };
    expect((await locked.app.request('/metrics', right)).status).toBe(200);
    // Without one, as the sandbox runs.
    expect((await t.app.request('/metrics')).status).toBe(200);
  });

  it('says it is not ready once shutting down, or when the database does not answer', async () => {
    const { db } = await testDatabase(() => Date.now());
    const observe = observability(() => Date.now(), { log: false });
    expect(await observe.ready(db)).toEqual({ ready: true });
    observe.drain();
    expect(await observe.ready(db)).toEqual({ ready: false, reason: 'shutting down' });
    const other = observability(() => Date.now(), { log: false });
    await db.destroy();
    expect(await other.ready(db)).toEqual({ ready: false, reason: 'database unreachable' });
  });

  it('logs each request as one JSON line with the page’s request id, on the app’s clock', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    const observe = observability(() => Date.parse('2026-11-24T00:00:00Z'), { log: sink });
    const app = new Hono().use('*', observe.measure);
    app.get('/api/v2/draw/:id', (c) => c.json({}));
    await app.request('/api/v2/draw/7', { headers: { 'request-id': 'abc-123" forged' } });
    observe.logger?.flush();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(lines.map((line) => JSON.parse(line) as unknown)).toEqual([
      {
        level: 30,
        time: '2026-11-24T00:00:00.000Z',
        method: 'GET',
        path: '/api/v2/draw/7',
        route: '/api/v2/draw/:id',
        status: 200,
        ms: expect.any(Number) as number,
        // Quoted by JSON: a forged id cannot start a log line of its own.
        requestId: 'abc-123" forged',
      },
    ]);
  });
});
