/**
 * A reference API on a database of its own (./test-database) with the demo data, and a signed-request helper, for
 * server tests and for the PWA's component tests. `clock` is the app's one clock; move `time.ms`
 * to move it.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onTestFinished } from 'vitest';
import { signRequest } from '@contract/signature';
import { createApp } from '../app';
import { DEMO_SECRETS, readConfig, type ServerConfig } from '../config';
import { seed } from '../db/seed';
import { startApiProcess } from './api-process';
import { testDatabase } from './test-database';

type App = ReturnType<typeof createApp>;
/** Where a request is answered: an app in this process, or another process over HTTP. */
export interface Instance {
  request(path: string, init: RequestInit): Response | Promise<Response>;
}

export const TEST_APP_KEY = 'luckydip-web';
export const TEST_ORIGIN = 'http://localhost';
export const TEST_APP_SECRET = DEMO_SECRETS.APP_SECRET;

export async function testApp(overrides: Partial<ServerConfig> = {}) {
  const distDir = mkdtempSync(join(tmpdir(), 'luckydip-dist-'));
  // The build's shell, and the home page as the prerender writes it.
  writeFileSync(join(distDir, 'shell.html'), '<!doctype html><title>Lucky Dip</title><div id="root"></div>');
  writeFileSync(
    join(distDir, 'index.html'),
    '<!doctype html><title>Home</title><div id="root"><main>Home</main></div>',
  );
  // Uploads land in a directory of the test's own, never the repository's .data.
  const dataDir = mkdtempSync(join(tmpdir(), 'luckydip-data-'));
  const config: ServerConfig = {
    ...readConfig({}),
    distDir,
    dataDir,
    logRequests: false,
    checkAnswers: true,
    ...overrides,
  };
  const time = { ms: Date.now() };
  const clock = () => time.ms;
  const database = await testDatabase(clock);
  const { db } = database;
  await seed(db, clock);
  // Calls to other parties reach the sandbox in this same app (its identity providers).
  const anotherInstance = (): App =>
    createApp({
      db,
      config,
      now: clock,
      outbound: async (url, init) => app.request(url, init),
      // Where a test's requests arrive (Hono's app.request writes http://localhost).
      publicOrigin: () => config.publicBaseUrl ?? TEST_ORIGIN,
    });
  const app: App = anotherInstance();

  async function signed(
    path: string,
    init: {
      method?: string;
      body?: string | Uint8Array<ArrayBuffer>;
      headers?: Record<string, string>;
      timestamp?: number;
      /**
       * Another API instance on the same database (`anotherInstance()`, `anotherProcess()`); this
       * one by default.
       */
      instance?: Instance;
    } = {},
  ): Promise<Response> {
    const method = init.method ?? 'GET';
    const timestamp = String(init.timestamp ?? Math.floor(clock() / 1000));
    const signature = await signRequest(TEST_APP_SECRET, {
      method,
      pathWithQuery: path,
      timestamp,
      body: init.body ?? '',
    });
    return (init.instance ?? app).request(path, {
      method,
      body: init.body,
      headers: {
        appkey: TEST_APP_KEY,
        timestamp,
        signature,
        ...(init.body ? { 'content-type': 'application/json' } : {}),
        ...init.headers,
      },
    });
  }

  /**
   * The API as a process of its own on this test's PostgreSQL database (on the system clock, which
   * the test's starts at), stopped when the test ends: what two instances behind one address are.
   */
  async function anotherProcess(): Promise<Instance> {
    const { databaseUrl } = database;
    if (!databaseUrl) throw new Error('Two processes share a PostgreSQL database only');
    const api = await startApiProcess({ DATABASE_URL: databaseUrl, DIST_DIR: distDir, DATA_DIR: dataDir });
    onTestFinished(api.stop);
    return { request: (path, init) => fetch(new URL(path, api.url), init) };
  }

  return { ...database, app, anotherInstance, anotherProcess, config, distDir, time, signed };
}
