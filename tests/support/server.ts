/**
 * Starts the real reference API for a test run: its own copy of dist/ (or of the build `DIST_DIR`
 * names; so a test can publish a "new build"), a fresh temporary database, a free port on 127.0.0.1. stop() ends the process and
 * removes both folders.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApiProcess } from '../../server/testing/api-process';

export interface TestServer {
  url: string;
  /** The API's process id: the bench reads its CPU time. */
  pid: number;
  distDir: string;
  dataDir: string;
  stop(): Promise<void>;
}

/** The server as production runs it, for the bench: answers are not checked on their way out. */
export const AS_IN_PRODUCTION = { CHECK_ANSWERS: '0' } as const;

export async function startServer(env: Record<string, string> = {}): Promise<TestServer> {
  const root = mkdtempSync(join(tmpdir(), 'luckydip-e2e-'));
  const distDir = join(root, 'dist');
  const dataDir = join(root, 'data');
  // A site's own build: the British site's (`DIST_DIR=dist-en-gb`) or the default.
  cpSync(env.DIST_DIR ?? 'dist', distDir, { recursive: true });
  // Every declared answer is checked against its schema on its way out: one that drifted is a 500.
  const { url, pid, stop } = await startApiProcess({
    DATA_DIR: dataDir,
    CHECK_ANSWERS: '1',
    ...env,
    DIST_DIR: distDir,
  });
  return {
    url,
    pid,
    distDir,
    dataDir,
    stop: async () => {
      await stop();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
