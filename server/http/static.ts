/**
 * Serves the built PWA: precompressed .br/.gz siblings when the browser accepts them, immutable
 * caching for content-hashed assets, revalidation for everything else (index.html, sw.js and the
 * manifest must never be stale, or an update would not be seen), and the SPA fallback: a
 * non-/api path that is not a file gets its prerendered page, or else the shell, with a 404 status
 * when the path is no page (./page-status.ts). The first page of
 * a visit goes out with a request id (contract/request-id.ts) for the calls the visit makes.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import { parse, serialize } from 'hono/utils/cookie';
import { pageCapabilities } from '@contract/capability-gates';
import type { CapabilityName } from '@contract/capability-names';
import { REQUEST_ID } from '@contract/request-id';
import type { AppEnv } from './app-env';
import { isPage, ownAddress, readRoutePatterns } from './page-status';
import { siteAddresses } from './site-addresses';

const HASHED_ASSET = /^\/assets\/.+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;

/** Whether the site switched the page at `path` (an address, or a route's pattern) off. */
const switchedOff = (suppressed: readonly CapabilityName[], path: string) =>
  pageCapabilities(path).some((name) => suppressed.includes(name));

export function mountStatic(app: Hono<AppEnv>, distDir: string): void {
  // Set after the file is found: serveStatic builds its Response before its onFound hook runs.
  app.use('*', async (c, next) => {
    await next();
    if (c.req.path.startsWith('/api/')) return;
    c.header(
      'Cache-Control',
      c.res.ok && HASHED_ASSET.test(c.req.path) ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
    if (c.req.path.endsWith('.webmanifest')) c.header('Content-Type', 'application/manifest+json');
    // Once a visit: the worker's precaching fetches every page too. Read by the PWA (not HttpOnly).
    const visit = parse(c.req.header('Cookie') ?? '', REQUEST_ID)[REQUEST_ID];
    if (c.res.headers.get('Content-Type')?.startsWith('text/html') && !visit)
      c.header(
        'Set-Cookie',
        serialize(REQUEST_ID, crypto.randomUUID(), {
          path: '/',
          sameSite: 'Lax',
          secure: c.var.origin.startsWith('https:'),
        }),
        { append: true },
      );
  });
  const shell = join(distDir, 'shell.html');
  // Any path that is not a file gets the shell, never another page's HTML: the app renders its
  // page, or the 404 page for an address that is none, which the status then says too.
  const shellAnswer = (status: 200 | 404) =>
    existsSync(shell)
      ? new Response(readFileSync(shell, 'utf8'), {
          status,
          headers: { 'Content-Type': 'text/html; charset=UTF-8' },
        })
      : new Response('The app is not built yet: run `npm run build`.', { status: 503 });
  // A page whose capability the site switched off (contract/capability-gates) is no page, even one
  // the build prerendered.
  app.use('*', async (c, next) =>
    !c.req.path.startsWith('/api/') && switchedOff(c.var.config.suppressedCapabilities, c.req.path)
      ? shellAnswer(404)
      : next(),
  );
  // Mounted after every /api route, so API paths never reach the file lookup.
  app.use('*', serveStatic<AppEnv>({ root: distDir, precompressed: true }));
  const patterns = readRoutePatterns(distDir);
  app.get('*', async (c) => {
    if (c.req.path.startsWith('/api/')) return c.notFound();
    // A prerendered page is its path's own index.html (`/about` without the slash, too).
    const page = join(distDir, normalize(c.req.path), 'index.html');
    if (page.startsWith(distDir) && existsSync(page)) return c.html(readFileSync(page, 'utf8'));
    const suppressed = c.var.config.suppressedCapabilities;
    const addresses = await siteAddresses(c);
    // With sub-variants, a game's regional name is its own page's other address, for good.
    const own = suppressed.includes('sub_variants') ? undefined : ownAddress(c.req.path, addresses.offers);
    if (own) return c.redirect(`${own}${new URL(c.req.url).search}`, 301);
    const found =
      !patterns ||
      (await isPage(
        c.req.path,
        patterns.filter((pattern) => !switchedOff(suppressed, pattern)),
        { ...addresses, draw: (lotteryKey, drawNo) => c.var.data.catalogue.draw(lotteryKey, drawNo) },
      ));
    return shellAnswer(found ? 200 : 404);
  });
}
