/**
 * `npm run bench` (after its build): measures the production build and the reference API and
 * writes bench/report.md and bench/report.json, every figure beside its budget. Times vary from
 * run to run and machine to machine, which is why they live here and never in a test.
 */
import { cpus, tmpdir, totalmem } from 'node:os';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import pg from 'pg';
import { chromiumLaunchOptions, findChromium } from '../tests/support/chromium';
import { PRERENDER_BASE_URL } from '../server/config';
import { AS_IN_PRODUCTION, startServer } from '../tests/support/server';
import { APP, loadTest } from './api-load';
import { BUDGETS, figure, type Figure } from './budgets';
import { bundleFigures, firstPageModules, measureBundle, routeEntryCost } from './bundle';
import { buildStackFloor, startBareServer } from './floor';
import { homeScripts } from './home-scripts';
import { runLighthouse, type LighthouseRun } from './lighthouse';
import { measureOffline } from './offline';
import { DRAW_GAMES, millionDraw } from './million-draw';
import { HISTORY_ORDERS, orderPages } from './order-pages';
import { purchaseFloorLoad } from './purchase-floor';
import { LOAD_CUSTOMERS, purchaseLoad, type PurchaseLoadResult } from './purchase-load';

const LIGHTHOUSE_RUNS = 5;
const OFFLINE_RUNS = 5;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * Pages to measure: the home page, /about (a content-service page, always there), and each code
 * route of the list once it exists in the route tree (an offer page: Powerball's; a news post).
 */
function pagesToMeasure(): string[] {
  const tree = readFileSync('src/route-tree.gen.ts', 'utf8');
  const exists = (route: string) =>
    tree.includes(`fullPath: '${route}'`) || tree.includes(`path: '${route}'`);
  const routes: [route: string, page: string][] = [
    ['/$productOfferKey/', '/powerball'],
    ['/lotto-results/{-$page}', '/lotto-results'],
    ['/daily-winners/', '/daily-winners'],
    ['/blog/$blogSlug', '/blog/powerball-jackpot-35-million'],
  ];
  return ['/', '/about', ...routes.filter(([route]) => exists(route)).map(([, page]) => page)];
}

const chromePath = findChromium();
if (!chromePath) throw new Error('No Chromium: set CHROMIUM_PATH or install Debian’s chromium package.');
const chrome = chromePath;

// At the public address the pages were prerendered with, as a deployment is served: otherwise
// each page's canonical link changes once it revalidates, work a real visit does not do.
const server = await startServer({
  ...AS_IN_PRODUCTION,
  PUBLIC_BASE_URL: process.env.PUBLIC_BASE_URL ?? PRERENDER_BASE_URL,
});
const browser = await chromium.launch(chromiumLaunchOptions());
const homeFiles = await homeScripts(browser, server.url);
const figures: Figure[] = bundleFigures(measureBundle('dist', homeFiles));
const largestModules = firstPageModules('dist', homeFiles);
const routeCost = routeEntryCost('dist', homeFiles);
figures.push(
  figure(
    `one more route, in JS to render / (gzip; of ${routeCost.routes})`,
    routeCost.gzipPerRoute,
    null,
    'B',
  ),
);
await browser.close();
const pages = pagesToMeasure();
/** Lighthouse runs of one page until LIGHTHOUSE_RUNS complete ones. */
async function lighthouseRuns(url: string, label: string): Promise<LighthouseRun[]> {
  const runs: LighthouseRun[] = [];
  let failures = 0;
  while (runs.length < LIGHTHOUSE_RUNS) {
    console.log(`lighthouse ${label} run ${runs.length + 1}/${LIGHTHOUSE_RUNS}`);
    try {
      runs.push(await runLighthouse(url, chrome));
    } catch (error) {
      // Now and then Chromium's trace comes back without the page's metrics; the median is
      // taken over complete runs only, and a page that keeps failing stops the bench.
      failures += 1;
      console.log(`  run failed (${failures}/${LIGHTHOUSE_RUNS}): ${String(error)}`);
      if (failures >= LIGHTHOUSE_RUNS) throw error;
    }
  }
  return runs;
}

const round = (value: number, places = 2) => Math.round(value * 10 ** places) / 10 ** places;

// The floors of this run (bench/floor.ts): the stack's own page, and a bare Node server.
const floorDist = await buildStackFloor();
const floorServer = await startServer({ ...AS_IN_PRODUCTION, DIST_DIR: floorDist });
const bare = await startBareServer();
try {
  const floorRuns = await lighthouseRuns(`${floorServer.url}/`, 'stack floor /');
  const floor = {
    lcp: median(floorRuns.map((run) => run.lcpMs)),
    tbt: median(floorRuns.map((run) => run.tbtMs)),
  };
  figures.push(
    figure('stack floor / LCP (React, Mantine provider, router, one heading)', floor.lcp, null, 'ms'),
    figure('stack floor / TBT', floor.tbt, null, 'ms'),
  );
  for (const path of pages) {
    const runs = await lighthouseRuns(server.url + path, path);
    const m = (pick: (run: LighthouseRun) => number) => median(runs.map(pick));
    figures.push(
      figure(
        `Lighthouse ${path} performance`,
        m((r) => r.performance),
        BUDGETS.lighthousePerformance,
      ),
      figure(
        `Lighthouse ${path} accessibility`,
        m((r) => r.accessibility),
        BUDGETS.lighthouseOther,
      ),
      figure(
        `Lighthouse ${path} best practices`,
        m((r) => r.bestPractices),
        BUDGETS.lighthouseOther,
      ),
      figure(
        `Lighthouse ${path} SEO`,
        m((r) => r.seo),
        BUDGETS.lighthouseOther,
      ),
      figure(
        `Lighthouse ${path} LCP`,
        m((r) => r.lcpMs),
        BUDGETS.lcp,
      ),
      figure(
        `Lighthouse ${path} TBT`,
        m((r) => r.tbtMs),
        BUDGETS.tbt,
      ),
      figure(
        `Lighthouse ${path} CLS`,
        m((r) => r.cls),
        BUDGETS.cls,
      ),
      // Beside the floor measured in this run: what the app itself adds, which travels.
      figure(
        `Lighthouse ${path} LCP ÷ stack floor`,
        round(m((r) => r.lcpMs) / floor.lcp),
        BUDGETS.lcpOverFloor,
      ),
      figure(`Lighthouse ${path} TBT − stack floor`, m((r) => r.tbtMs) - floor.tbt, BUDGETS.tbtOverFloor),
    );
  }

  console.log('offline warm start and repeat visit');
  const offline = await measureOffline(`${server.url}/`, OFFLINE_RUNS);
  // A results page read from the device: until its first result (not only its frame) shows.
  const offlineResults = await measureOffline(`${server.url}/lotto-results`, OFFLINE_RUNS, 'main article');
  figures.push(
    figure('offline warm start / (median of 5)', Math.round(median(offline.times)), BUDGETS.offlineWarmStart),
    figure(
      'offline warm start /lotto-results to its first result (median of 5)',
      Math.round(median(offlineResults.times)),
      BUDGETS.offlineWarmStart,
    ),
    figure(
      'repeat visit: app-shell requests reaching the network',
      offline.reachedNetwork.length,
      BUDGETS.repeatVisitShellRequests,
    ),
  );

  console.log('load the bare Node server');
  const floorLoad = await loadTest(bare.url, '/', APP);
  figures.push(
    figure('bare Node server requests/s (50 clients)', floorLoad.requestsPerSecond, null, 'req/s'),
    figure('bare Node server p95', floorLoad.p95, null, 'ms'),
  );
  for (const path of [
    '/api/v2/config',
    '/api/v2/capabilities',
    '/api/discover',
    // The catalogue: every offer with its game types, draws ahead and syndicates.
    '/api/v2/pricing/standard/product_offers',
  ]) {
    console.log(`load ${path}`);
    const result = await loadTest(server.url, path, APP);
    figures.push(
      figure(`API ${path} requests/s (50 clients)`, result.requestsPerSecond, BUDGETS.apiRequestsPerSecond),
      figure(`API ${path} p50`, result.p50, null, 'ms'),
      figure(`API ${path} p95`, result.p95, BUDGETS.apiP95),
      figure(
        `API ${path} requests/s, share of the bare server's`,
        Math.round((result.requestsPerSecond / floorLoad.requestsPerSecond) * 100),
        BUDGETS.apiShareOfBareServer,
      ),
      figure(
        `API ${path} p95 ÷ the bare server's`,
        round(result.p95 / floorLoad.p95),
        BUDGETS.apiP95OverBareServer,
      ),
    );
  }
} finally {
  await Promise.all([server.stop(), floorServer.stop(), bare.stop()]);
  rmSync(floorDist, { recursive: true, force: true });
}

/** Purchases at 50 clients on `label`'s instances, each started on a fresh database. */
async function purchases(label: string, instances: Record<string, string>[]): Promise<PurchaseLoadResult> {
  console.log(`purchases: ${label}`);
  const servers = [];
  try {
    // One after another: the first migrates and seeds, the next finds it done.
    for (const env of instances)
      servers.push(
        await startServer({ ...AS_IN_PRODUCTION, ...env, SEED_LOAD_CUSTOMERS: String(LOAD_CUSTOMERS) }),
      );
    const result = await purchaseLoad(servers);
    figures.push(
      figure(`purchases/s, ${label} (50 clients)`, result.purchasesPerSecond, null, 'purchases/s'),
      figure(
        `purchases/s, ${label}, share of the purchase floor's`,
        Math.round((result.purchasesPerSecond / purchaseFloor.purchasesPerSecond) * 100),
        BUDGETS.purchaseShareOfFloor,
      ),
      ...result.cpuMsPerPurchase.map((cpu, index) =>
        figure(
          `CPU per purchase, ${label}${instances.length > 1 ? `, instance ${index + 1}` : ''}`,
          cpu,
          BUDGETS.purchaseCpu,
        ),
      ),
      figure(`purchase p50, ${label}`, result.p50, null, 'ms'),
      figure(`purchase p95, ${label}`, result.p95, BUDGETS.purchaseP95),
      figure(`purchases failed or retries charged, ${label}`, result.failed, BUDGETS.purchaseFailures),
      figure(`customers charged twice, ${label}`, result.chargedTwice, BUDGETS.purchaseMistakes),
      figure(`spend limits overspent in a race, ${label}`, result.limitsOverspent, BUDGETS.purchaseMistakes),
    );
    return result;
  } finally {
    await Promise.all(servers.map((instance) => instance.stop()));
  }
}

/** A page of a 5,000-order history on `label`'s database. */
async function pagesOfOrders(label: string, env: Record<string, string>) {
  console.log(`pages of orders: ${label}`);
  const instance = await startServer({
    ...AS_IN_PRODUCTION,
    ...env,
    SEED_LOAD_CUSTOMERS: '1',
    SEED_HISTORY_ORDERS: String(HISTORY_ORDERS),
  });
  try {
    const times = await orderPages(instance.url);
    figures.push(
      figure(`past orders of a ${HISTORY_ORDERS}-order customer, ${label}`, times.pastTotal, null, 'orders'),
      figure(`a page of upcoming orders, ${label}`, times.upcoming, BUDGETS.orderPage),
      figure(`the first page of past orders, ${label}`, times.past, BUDGETS.orderPage),
      figure(`a page in the middle of past orders, ${label}`, times.pastMiddle, BUDGETS.orderPage),
    );
  } finally {
    await instance.stop();
  }
}

/** The million-game draw on `label`'s database: its time, the API's peak memory, others' waits. */
async function drawOfAMillion(label: string, env: Record<string, string>) {
  console.log(`a draw of ${DRAW_GAMES} games: ${label}`);
  const result = await millionDraw(env);
  figures.push(
    figure(
      `draw of a million games, ${label}: close to published`,
      result.seconds,
      BUDGETS.millionDrawSeconds,
    ),
    figure(`draw of a million games, ${label}: API peak memory`, result.peakMb, BUDGETS.millionDrawMemory),
    figure(
      `draw of a million games, ${label}: slowest other request meanwhile`,
      result.slowestOtherMs,
      null,
      'ms',
    ),
    figure(`draw of a million games, ${label}: winning games`, result.winners, null, 'games'),
  );
}

console.log('purchase floor');
const purchaseFloor = await purchaseFloorLoad();
figures.push(
  figure(
    'purchase floor purchases/s (bare Node, the minimum writes in one SQLite transaction; 50 clients)',
    purchaseFloor.purchasesPerSecond,
    null,
    'purchases/s',
  ),
  figure('purchase floor p95', purchaseFloor.p95, null, 'ms'),
  figure('purchase floor CPU per purchase', purchaseFloor.cpuMsPerPurchase, null, 'ms'),
);
const onSqlite = await purchases('SQLite, one instance', [{}]);
await pagesOfOrders('SQLite', {});
const drawDir = mkdtempSync(join(tmpdir(), 'luckydip-draw-'));
try {
  await drawOfAMillion('SQLite', { DATA_DIR: drawDir });
} finally {
  rmSync(drawDir, { recursive: true, force: true });
}
// npm run bench runs under scripts/with-postgres.mjs, which gives a throw-away server's address.
const postgresServer = process.env.TEST_POSTGRES_URL;
if (postgresServer) {
  const admin = new pg.Pool({ connectionString: postgresServer });
  const database = async (name: string) => {
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(postgresServer);
    url.pathname = `/${name}`;
    return url.toString();
  };
  try {
    const one = await database('bench_one_instance');
    const onPostgres = await purchases('PostgreSQL, one instance', [{ DATABASE_URL: one }]);
    const two = await database('bench_two_instances');
    const onTwo = await purchases('PostgreSQL, two instances', [
      { DATABASE_URL: two },
      { DATABASE_URL: two },
    ]);
    figures.push(
      figure(
        "purchases/s, PostgreSQL, share of SQLite's",
        Math.round((onPostgres.purchasesPerSecond / onSqlite.purchasesPerSecond) * 100),
        BUDGETS.postgresShareOfSqlite,
      ),
      figure(
        "purchases/s, two PostgreSQL instances ÷ one's",
        round(onTwo.purchasesPerSecond / onPostgres.purchasesPerSecond),
        BUDGETS.twoInstancesOverOne,
      ),
    );
    await pagesOfOrders('PostgreSQL', { DATABASE_URL: await database('bench_order_pages') });
    await drawOfAMillion('PostgreSQL', { DATABASE_URL: await database('bench_million_draw') });
  } finally {
    await admin.end();
  }
}

const machine = {
  cores: cpus().length,
  cpu: cpus()[0]?.model ?? 'unknown',
  memoryGiB: Math.round(totalmem() / 2 ** 30),
  node: process.version,
  date: new Date().toISOString(),
};

writeFileSync(
  'bench/report.json',
  `${JSON.stringify({ figures, machine, pages, firstPageModules: largestModules }, null, 2)}\n`,
);
const rows = figures.map(
  (f) =>
    `| ${f.name} | ${f.value} ${f.unit} | ${f.budget === null ? '—' : `${f.budget} ${f.unit}`} | ${f.budget === null ? '' : f.pass ? 'PASS' : 'OVER'} |`,
);
writeFileSync(
  'bench/report.md',
  `# Bench report

Machine: ${machine.cores} cores (${machine.cpu}), ${machine.memoryGiB} GiB, Node ${machine.node}, ${machine.date}.
Lighthouse pages measured: ${pages.join(', ')} (mobile preset, simulated throttling, median of ${LIGHTHOUSE_RUNS}).
API load: 50 concurrent clients for 10 s per path, loopback, on the same ${machine.cores} cores as the server.
Purchases (bench/purchase-load.ts): 50 clients, each its own customer, buying one game at a time for 10 s,
spread over the instances, then 50 races of two purchases against a spend limit; PostgreSQL is a
throw-away server on the same cores, syncing its commits as SQLite does.
Floors measured in the same run (bench/floor.ts): the stack floor page (React, Mantine's provider and the
router, one heading, built and served as the app is) for Lighthouse, a bare Node HTTP server for load.
Absolute figures move several-fold between machines and days; the figures beside the floors travel.

| figure | value | budget | result |
| --- | --- | --- | --- |
${rows.join('\n')}

## The first page's script, its ${largestModules.length} largest modules

Each chunk's gzip size shared out among its modules by their own code, gzipped alone before the
chunk is minified (the build's module map): an estimate, to aim a cut before it is made.

| module | gzip | of JS to render / |
| --- | --- | --- |
${largestModules.map((entry) => `| ${entry.module} | ${entry.gzip} kB | ${entry.share} % |`).join('\n')}
`,
);
const over = figures.filter((f) => !f.pass);
console.log(
  `wrote bench/report.md and bench/report.json: ${figures.length} figures, ${over.length} over budget`,
);
for (const f of over) console.log(`OVER  ${f.name}: ${f.value} ${f.unit} (budget ${f.budget})`);
