/**
 * Bundle figures from a production build: the JS needed to render `/` (every script a first visit
 * to `/` loads, as recorded by a browser: entry, route chunks and the lazy pieces the page pulls in
 * by itself, but not those waiting on a click), each route's own chunk (from Vite's manifest), the
 * CSS, and the service worker's precache. Sizes are exact and repeat from run to run.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { BUDGETS, figure, type Figure } from './budgets';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

const kB = (bytes: number) => Math.round(bytes / 10) / 100;

function sizesOf(dist: string, files: Iterable<string>): Sizes {
  const total: Sizes = { raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const content = readFileSync(join(dist, file));
    total.raw += content.length;
    total.gzip += gzipSync(content, { level: 9 }).length;
    total.brotli += brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return total;
}

/** The precache manifest, injected into sw.js as a list of { url, revision } objects. */
function precachedUrls(dist: string): string[] {
  const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
  return [...new Set([...sw.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]!))];
}

/**
 * Each precached script's static imports that the precache leaves out, as "chunk -> import": an
 * offline load of that chunk fails, and online it pulls in the left-out chunk whether needed or not.
 */
export function precacheGaps(dist: string): string[] {
  const precached = new Set(precachedUrls(dist));
  return [...precached]
    .filter((url) => url.endsWith('.js'))
    .flatMap((url) =>
      [...readFileSync(join(dist, url), 'utf8').matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)]
        .map((match) => `assets/${match[1]!}`)
        .filter((imported) => !precached.has(imported))
        .map((imported) => `${url} -> ${imported}`),
    );
}

function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return files;
}

/** The route file behind a split chunk key, e.g. `src/routes/index.tsx?tsr-split=component`. */
function routeOf(key: string): string | undefined {
  return key.startsWith('src/routes/') && key.includes('?tsr-split')
    ? key.slice(0, key.indexOf('?'))
    : undefined;
}

export interface BundleReport {
  home: Sizes;
  homeFiles: string[];
  routes: { route: string; sizes: Sizes }[];
  css: Sizes;
  precache: { entries: number; bytes: number };
  /** Each prerendered page's HTML, and the shell every other path gets. */
  pages: { path: string; sizes: Sizes }[];
}

/** `/about` for about/index.html; the shell by its file name. */
const pagePath = (file: string) =>
  file === 'shell.html' ? file : `/${file.replace(/(^|\/)index\.html$/, '')}`;

/** `homeFiles`: the scripts a browser loaded for `/`, as dist-relative paths (assets/...). */
export function measureBundle(dist: string, homeFiles: string[]): BundleReport {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const keys = Object.keys(manifest);
  const splitKeys = (route: string) => keys.filter((key) => routeOf(key) === route);

  const routeFiles = [
    ...new Set(keys.map(routeOf).filter((route): route is string => route !== undefined)),
  ].sort();
  const routes = routeFiles.map((route) => ({
    route: route.replace('src/routes/', ''),
    sizes: sizesOf(
      dist,
      splitKeys(route).map((key) => manifest[key]!.file),
    ),
  }));

  const cssFiles = readdirSync(join(dist, 'assets'))
    .filter((file) => file.endsWith('.css'))
    .map((file) => `assets/${file}`);

  const urls = precachedUrls(dist);
  const precacheBytes = urls.reduce((sum, url) => sum + readFileSync(join(dist, url)).length, 0);

  const pageFiles = readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((file) => file === 'shell.html' || file === 'index.html' || file.endsWith('/index.html'))
    .sort();

  return {
    pages: pageFiles.map((file) => ({ path: pagePath(file), sizes: sizesOf(dist, [file]) })),
    home: sizesOf(dist, homeFiles),
    homeFiles,
    routes,
    css: sizesOf(dist, cssFiles),
    precache: { entries: urls.length, bytes: precacheBytes },
  };
}

export interface ModuleShare {
  module: string;
  /** Its chunk's gzip size shared out by each module's own code, gzipped alone. */
  gzip: number;
  /** Of the JS to render `/`. */
  share: number;
}

/** Each first-page module's gzip bytes: its chunk's size shared out by each module's own code. */
function moduleShares(dist: string, homeFiles: string[]): { module: string; gzip: number }[] {
  const map = JSON.parse(readFileSync(join(dist, '.vite', 'modules.json'), 'utf8')) as Record<
    string,
    Record<string, number>
  >;
  return homeFiles.flatMap((file) => {
    const modules = Object.entries(map[file] ?? {});
    const written = modules.reduce((sum, [, length]) => sum + length, 0);
    const gzip = sizesOf(dist, [file]).gzip;
    return modules.map(([module, length]) => ({ module, gzip: written > 0 ? (gzip * length) / written : 0 }));
  });
}

/**
 * The largest modules of the scripts `/` loads, from the build's module map (vite.config.ts,
 * `moduleMap`): where the first page's bytes are spent, so a cut is aimed before it is made.
 */
export function firstPageModules(dist: string, homeFiles: string[], top = 20): ModuleShare[] {
  const shares = moduleShares(dist, homeFiles);
  const total = shares.reduce((sum, entry) => sum + entry.gzip, 0);
  return shares
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, top)
    .map((entry) => ({
      module: entry.module,
      gzip: kB(entry.gzip),
      share: Math.round((entry.gzip / total) * 1000) / 10,
    }));
}

/**
 * What one more route costs the first page's script, in bytes: the route files' stubs (path,
 * options, the lazy import of their page) and the generated tree, per route. Each stub gzipped
 * alone compresses worse than among its like, so this is an upper bound (a build with nine routes
 * more measured about 60 B a route).
 */
export function routeEntryCost(dist: string, homeFiles: string[]): { routes: number; gzipPerRoute: number } {
  const shares = moduleShares(dist, homeFiles);
  // A route file is a .tsx under src/routes with no segment of its path named with a leading `-`.
  const stubs = shares.filter((entry) => /^src\/routes\/(?![^?]*\/-)(?!-).*\.tsx$/.test(entry.module));
  const tree = shares.find((entry) => entry.module === 'src/route-tree.gen.ts')?.gzip ?? 0;
  const total = stubs.reduce((sum, entry) => sum + entry.gzip, tree);
  return { routes: stubs.length, gzipPerRoute: Math.round(total / stubs.length) };
}

export function bundleFigures(report: BundleReport): Figure[] {
  return [
    figure('JS to render / (gzip)', kB(report.home.gzip), BUDGETS.jsToRenderHomeGzip),
    figure('JS to render / (brotli)', kB(report.home.brotli), null, 'kB'),
    ...report.routes.flatMap((route) => [
      figure(`route chunk ${route.route} (gzip)`, kB(route.sizes.gzip), BUDGETS.routeChunkGzip),
      figure(`route chunk ${route.route} (brotli)`, kB(route.sizes.brotli), null, 'kB'),
    ]),
    figure('CSS (gzip)', kB(report.css.gzip), BUDGETS.cssGzip),
    figure('CSS (brotli)', kB(report.css.brotli), null, 'kB'),
    figure('precache total', kB(report.precache.bytes), BUDGETS.precacheTotal),
    figure('precache entries', report.precache.entries, null, 'entries'),
    // What a first visit waits for before anything paints (sent precompressed).
    ...report.pages.map((page) =>
      figure(`page ${page.path} HTML (brotli)`, kB(page.sizes.brotli), null, 'kB'),
    ),
  ];
}
