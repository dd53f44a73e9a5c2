/**
 * Starts the real reference API for a test run: its own copy of dist/ (or of the build `DIST_DIR`
 * names; so a test can publish a "new build"), a fresh temporary database, a free port on 127.0.0.1. stop() ends the process and
 * removes both folders.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TestServer {
  url: string;
  distDir: string;
  dataDir: string;
  stop(): Promise<void>;
}

export async function startServer(env: Record<string, string> = {}): Promise<TestServer> {
  const root = mkdtempSync(join(tmpdir(), 'luckydip-e2e-'));
  const distDir = join(root, 'dist');
  const dataDir = join(root, 'data');
  // A site's own build: the British site's (`DIST_DIR=dist-en-gb`) or the default.
  cpSync(env.DIST_DIR ?? 'dist', distDir, { recursive: true });
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_REQUESTS: '0',
      ...env,
      DIST_DIR: distDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 30_000);
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/[\d.]+:\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return {
    url,
    distDir,
    dataDir,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => {
          rmSync(root, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
