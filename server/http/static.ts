/**
 * Serves the built PWA: precompressed .br/.gz siblings when the browser accepts them, immutable
 * caching for content-hashed assets, revalidation for everything else (index.html, sw.js and the
 * manifest must never be stale, or an update would not be seen), and the SPA fallback: any
 * non-/api path that is not a file gets index.html.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';

const HASHED_ASSET = /^\/assets\/.+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;

function cacheHeaders(path: string, c: Context): void {
  const requested = new URL(c.req.url).pathname;
  c.header(
    'Cache-Control',
    HASHED_ASSET.test(requested) ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
  if (path.endsWith('.webmanifest')) c.header('Content-Type', 'application/manifest+json');
}

export function mountStatic(app: Hono, distDir: string): void {
  app.use('*', async (c, next) => {
    if (c.req.path.startsWith('/api/')) return next();
    return serveStatic({ root: distDir, precompressed: true, onFound: cacheHeaders })(c, next);
  });
  app.get('*', (c) => {
    if (c.req.path.startsWith('/api/')) return c.notFound();
    let html: string;
    try {
      html = readFileSync(join(distDir, 'index.html'), 'utf8');
    } catch {
      return c.text('The app is not built yet: run `npm run build`.', 503);
    }
    c.header('Cache-Control', 'no-cache');
    return c.html(html);
  });
}
