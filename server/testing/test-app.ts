/** A reference API on an in-memory database, and a signed-request helper, for server tests. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signRequest } from '../../src/api/signature';
import { createApp } from '../app';
import { readConfig, type ServerConfig } from '../config';
import { openDatabase } from '../db/database';

export const TEST_APP_KEY = 'luckydip-web';
export const TEST_APP_SECRET = 'luckydip-web-demo-secret';

export async function testApp(overrides: Partial<ServerConfig> = {}) {
  const distDir = mkdtempSync(join(tmpdir(), 'luckydip-dist-'));
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Lucky Dip</title><div id="root"></div>');
  const config: ServerConfig = { ...readConfig({}), distDir, logRequests: false, ...overrides };
  const db = await openDatabase(':memory:');
  const app = createApp({ db, config });

  async function signed(
    path: string,
    init: { method?: string; body?: string; headers?: Record<string, string>; timestamp?: number } = {},
  ): Promise<Response> {
    const method = init.method ?? 'GET';
    const timestamp = String(init.timestamp ?? Math.floor(Date.now() / 1000));
    const signature = await signRequest(TEST_APP_SECRET, {
      method,
      pathWithQuery: path,
      timestamp,
      body: init.body ?? '',
    });
    return app.request(path, {
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

  return { app, db, config, distDir, signed };
}
