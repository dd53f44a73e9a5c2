/**
 * The process `npm run serve` starts (server/main.ts), as a client on the network meets it.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { Agent, get, type ClientRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startApiProcess, type ApiProcess } from './testing/api-process';

let api: ApiProcess;

beforeAll(async () => {
  const distDir = mkdtempSync(join(tmpdir(), 'luckydip-dist-'));
  writeFileSync(join(distDir, 'shell.html'), '<!doctype html><title>Lucky Dip</title><div id="root"></div>');
  // On its own SQLite file, whichever database the other server tests use.
  api = await startApiProcess({
    DATABASE_URL: '',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'luckydip-data-')),
    DIST_DIR: distDir,
  });
}, 60_000);

afterAll(() => api.stop());

/** Whether the request went on a connection an earlier request had left open. */
function reusedConnection(agent: Agent): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const request: ClientRequest = get(new URL('/robots.txt', api.url), { agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(request.reusedSocket));
    });
    request.on('error', reject);
  });
}

test('keeps an idle connection open past the 5 s clients commonly keep theirs', async () => {
  // Node's own 5 s closed a connection as the end-to-end tests' client sent on it: a reset.
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    expect(await reusedConnection(agent)).toBe(false);
    await sleep(6_000);
    expect(await reusedConnection(agent)).toBe(true);
  } finally {
    agent.destroy();
  }
}, 20_000);

test('says it is not ready from SIGTERM, and still answers while the balancer notices', async () => {
  const distDir = mkdtempSync(join(tmpdir(), 'luckydip-dist-'));
  writeFileSync(join(distDir, 'shell.html'), '<!doctype html><title>Lucky Dip</title><div id="root"></div>');
  const draining = await startApiProcess({
    DATABASE_URL: '',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'luckydip-data-')),
    DIST_DIR: distDir,
    SHUTDOWN_DRAIN_MS: '3000',
  });
  const status = async (path: string) => (await fetch(new URL(path, draining.url))).status;
  expect(await status('/readyz')).toBe(200);
  const stopped = draining.stop();
  await expect.poll(() => status('/readyz'), { timeout: 2_000 }).toBe(503);
  expect(await status('/livez')).toBe(200);
  await stopped;
}, 60_000);
