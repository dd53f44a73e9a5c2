/**
 * The prerender (issue "First paint"), run by the client build just before it builds the service
 * worker, so the pages join its precache: builds the render for Node, starts the reference API in
 * process on a fresh demo database, renders each public signed-out page and writes it to
 * dist/<path>/index.html. The build's own index.html, with the theme's stylesheet, is kept as
 * shell.html, the page every other
 * path gets.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { DehydratedState } from '@tanstack/react-query';
import { build } from 'vite';
import type { ProductOffers } from '@contract/schemas/shop';
import { createApp } from '../server/app';
import { systemClock } from '../server/clock';
import { PRERENDER_BASE_URL, readConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { seed } from '../server/db/seed';
import { ROUTE_PATTERNS_FILE } from '../server/http/page-status';
import type { RenderedPage } from '@/prerender/render-page';
import {
  cssForRoutes,
  pageFile,
  pageHtml,
  splitHoisted,
  splitSharedQueries,
  startAfterPaint,
  type ManifestChunk,
} from './prerender-html';

const DIST = resolve(process.env.DIST_DIR || 'dist');
const SSR_OUT = resolve('node_modules/.prerender');
/** The pages the catalogue and the content service do not list (each offer's and content page is added). */
const FIXED_PAGES = [
  '/',
  '/lotto-tickets',
  '/charity-tickets',
  '/syndicates',
  '/causes',
  '/about',
  '/lotto-results',
  '/lotto-results/lotteries',
  '/lotto-results/raffles',
  '/app',
  // Daily Winners' public pages; a giveaway's own page and the customer's pages read personal data.
  '/daily-winners',
  '/daily-winners/winners',
  '/daily-winners/monthly-giveaways',
  '/daily-winners/daily-giveaways',
  '/daily-winners/special-giveaways',
  '/daily-winners/membership-tiers',
  '/daily-winners/how-it-works',
];

await build({
  logLevel: 'warn',
  build: { ssr: 'src/prerender/render-page.tsx', outDir: SSR_OUT, emptyOutDir: true },
});

const dataDir = mkdtempSync(join(tmpdir(), 'luckydip-prerender-'));
// The demo data in a throw-away SQLite file, whatever database the API itself is given.
const config = readConfig({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_REQUESTS: '0' });
const { db } = await openDatabase(config, systemClock);
try {
  await seed(db, systemClock);
  // The app's calls go to the API in this process, at the site's public address.
  const origin = config.publicBaseUrl ?? PRERENDER_BASE_URL;
  const app = createApp({ db, config, now: systemClock, publicOrigin: () => origin });
  globalThis.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), origin);
    return Promise.resolve(app.fetch(new Request(url, init)));
  };
  const { renderPage, themeStylesheet, contentPaths, routePatterns } = (await import(
    pathToFileURL(join(SSR_OUT, 'render-page.js')).href
  )) as {
    renderPage: (path: string) => Promise<RenderedPage>;
    themeStylesheet: () => Promise<string>;
    contentPaths: () => Promise<string[]>;
    routePatterns: () => string[];
  };
  // What the server answers 404 for is what the router matches no page to (server/http/page-status.ts).
  writeFileSync(join(DIST, ROUTE_PATTERNS_FILE), JSON.stringify(routePatterns()));
  const shell = readFileSync(join(DIST, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;

  const pageShell = startAfterPaint(shell, await buildBoot());

  const pages = [...new Set([...FIXED_PAGES, ...(await contentPaths())])];
  const rendered: { path: string; page: RenderedPage }[] = [];
  for (let index = 0; index < pages.length; index += 1) {
    const path = pages[index]!;
    const page = await renderPage(path);
    if (page.notFound) throw new Error(`prerender: ${path} is not a page`);
    pages.push(...offerPages(page.state.queries).filter((offer) => !pages.includes(offer)));
    rendered.push({ path, page });
  }
  const { shared, own } = splitSharedQueries(
    rendered.map(({ path, page }) => ({ path, state: page.state.queries })),
  );
  mkdirSync(join(DIST, 'prerendered'), { recursive: true });
  const sharedUrl = writeShared('shared', 'json', JSON.stringify({ queries: shared, mutations: [] }));
  const themeUrl = writeShared('theme', 'css', await themeStylesheet());
  // The shell's pages link the theme's rules too, so they are styled before its code has loaded.
  writeFileSync(
    join(DIST, 'shell.html'),
    shell.replace('</head>', `<link rel="stylesheet" crossorigin href="${themeUrl}"></head>`),
  );
  const preload = `<link rel="preload" href="${sharedUrl}" as="fetch" crossorigin>`;
  rendered.forEach(({ path, page }, index) => {
    const { head, body } = splitHoisted(page.html);
    const file = join(DIST, pageFile(path));
    mkdirSync(dirname(file), { recursive: true });
    const state = { ...page.state, queries: own[index]!, shared: sharedUrl };
    writeFileSync(
      file,
      pageHtml(pageShell, {
        path,
        head: `${preload}${head}`,
        body,
        css: [themeUrl, ...cssForRoutes(manifest, page.routeIds)],
        state,
      }),
    );
  });
  console.log(`prerendered ${pages.length} pages: ${pages.join(' ')}`);
} finally {
  await db.destroy();
  rmSync(dataDir, { recursive: true, force: true });
}
// The API's own timers (draw schedule, rate limits) would keep the process alive.
process.exit(0);

/**
 * The script prerendered pages start the app with (src/prerender/boot.ts), built on its own: it
 * imports nothing. Returns its address.
 */
async function buildBoot(): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      outDir: DIST,
      emptyOutDir: false,
      copyPublicDir: false,
      target: 'es2022',
      modulePreload: false,
      rolldownOptions: {
        input: 'src/prerender/boot.ts',
        output: { entryFileNames: 'assets/boot-[hash].js' },
      },
    },
  });
  const chunk = (Array.isArray(output) ? output : [output])
    .flatMap((result) => ('output' in result ? result.output : []))
    .find((file) => file.type === 'chunk' && file.isEntry);
  if (!chunk) throw new Error('prerender: the boot script was not built');
  return `/${chunk.fileName}`;
}

/** A file every page shares, named by its content so a new build's copy is fetched anew. */
function writeShared(name: string, extension: string, content: string): string {
  const url = `/prerendered/${name}-${createHash('sha256').update(content).digest('hex').slice(0, 10)}.${extension}`;
  writeFileSync(join(DIST, url), content);
  return url;
}

/**
 * Every offer in the catalogue a page was rendered with (the catalogue pages have it), and the
 * results frame of each that draws (its results render after hydration).
 */
function offerPages(state: DehydratedState): string[] {
  const offers = state.queries.find((query) => query.queryKey[0] === 'offers')?.state.data as
    ProductOffers | undefined;
  return (offers?.offers ?? []).flatMap((offer) =>
    offer.type === 'lottery_ticket' || offer.type === 'raffle_ticket'
      ? [`/${offer.url}`, `/${offer.url}/results`]
      : [`/${offer.url}`],
  );
}
