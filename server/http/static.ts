/**
 * Serves the built PWA: precompressed .br/.gz siblings when the browser accepts them, immutable
 * caching for content-hashed assets, revalidation for everything else (index.html, sw.js and the
 * manifest must never be stale, or an update would not be seen), and the SPA fallback: any
 * non-/api path that is not a file gets index.html.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from './app-env';

const HASHED_ASSET = /^\/assets\/.+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;

export function mountStatic(app: Hono<AppEnv>, distDir: string): void {
  // Set after the file is found: serveStatic builds its Response before its onFound hook runs.
  app.use('*', async (c, next) => {
    await next();
    if (c.req.path.startsWith('/api/') || !c.res.ok) return;
    c.header(
      'Cache-Control',
      HASHED_ASSET.test(c.req.path) ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
    if (c.req.path.endsWith('.webmanifest')) c.header('Content-Type', 'application/manifest+json');
  });
  // Mounted after every /api route, so API paths never reach the file lookup.
  app.use('*', serveStatic<AppEnv>({ root: distDir, precompressed: true }));
  app.get('*', (c) => {
    if (c.req.path.startsWith('/api/')) return c.notFound();
    let html: string;
    try {
      html = readFileSync(join(distDir, 'index.html'), 'utf8');
    } catch {
      return c.text('The app is not built yet: run `npm run build`.', 503);
    }
    return c.html(html);
  });
}
