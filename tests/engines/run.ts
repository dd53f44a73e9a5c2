/**
 * The main journeys in the engines Playwright cannot drive (issue #59): Debian's Firefox ESR and
 * WebKitGTK, one browser at a time, each against the production build on a fresh server and
 * database. Run by `npm run test:engines` (under xvfb-run: MiniBrowser needs a display); `--only
 * firefox|webkit` runs one. A failing journey leaves a screenshot in test-results/engines/.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startServer } from '../support/server';
import { FIREFOX, MINIBROWSER, WEBKIT_DRIVER, firefox, webkit } from './drivers';
import type { Engine } from './engine-page';
import { journeys, type JourneyServer } from './journeys';

const ENGINES: Record<string, { engine: Engine; width: number }> = {
  firefox: { engine: firefox, width: 390 },
  // MiniBrowser's window is never narrower than 447 px.
  webkit: { engine: webkit, width: 460 },
};

const SHOTS = 'test-results/engines';

async function runEngine(key: string, { engine, width }: { engine: Engine; width: number }) {
  const started = Date.now();
  const testServer = await startServer();
  let stopped = false;
  const server: JourneyServer = {
    url: testServer.url,
    async errorReports() {
      const response = await fetch(`${testServer.url}/api/sandbox/errors`);
      return ((await response.json()) as { result: unknown[] }).result;
    },
    async stop() {
      stopped = true;
      await testServer.stop();
    },
  };
  const page = await engine.open(testServer.url, width);
  let passed = 0;
  let failed = 0;
  try {
    for (const journey of journeys) {
      const begun = Date.now();
      try {
        await journey.run(page, server);
        passed += 1;
        console.log(`  ✓ [${engine.name}] ${journey.name} (${((Date.now() - begun) / 1000).toFixed(1)} s)`);
      } catch (error) {
        failed += 1;
        console.log(`  ✘ [${engine.name}] ${journey.name}\n    ${String(error).replaceAll('\n', '\n    ')}`);
        const file = join(SHOTS, `${key}-${journeys.indexOf(journey) + 1}.png`);
        await page.screenshot(file).then(
          () => console.log(`    screenshot: ${file}`),
          () => undefined,
        );
      }
    }
  } finally {
    await page.close().catch((error: unknown) => console.log(`  (closing ${engine.name}: ${String(error)})`));
    if (!stopped) await testServer.stop();
  }
  console.log(
    `${engine.name}: ${passed} passed, ${failed} failed in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  return { passed, failed };
}

const missing = [FIREFOX, WEBKIT_DRIVER, MINIBROWSER].filter((path) => !existsSync(path));
if (missing.length > 0) {
  console.error(
    `Not found: ${missing.join(', ')}. On Debian: sudo apt-get install firefox-esr webkit2gtk-driver xvfb`,
  );
  process.exit(1);
}

const { values } = parseArgs({ options: { only: { type: 'string' } } });
const chosen = Object.entries(ENGINES).filter(([key]) => !values.only || key === values.only);
mkdirSync(SHOTS, { recursive: true });
let passed = 0;
let failed = 0;
for (const [key, engine] of chosen) {
  const outcome = await runEngine(key, engine);
  passed += outcome.passed;
  failed += outcome.failed;
}
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 || passed === 0 ? 1 : 0;
