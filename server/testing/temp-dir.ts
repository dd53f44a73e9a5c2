/**
 * Vitest's global setup: the test run's temporary files (each test app's build folder and uploads)
 * go in one folder of the run's own, removed when the run ends, so that runs leave nothing in /tmp.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default function setup(): () => void {
  const root = mkdtempSync(join(tmpdir(), 'luckydip-tests-'));
  // Read by os.tmpdir() in the test workers, which start after this.
  process.env.TMPDIR = root;
  return () => rmSync(root, { recursive: true, force: true });
}
