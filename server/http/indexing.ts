/**
 * What search engines are told (spec 1 §3 `disableIndexing`): robots.txt, and with indexing
 * disabled an `X-Robots-Tag` on every answer, so pages already built with an "index" robots meta
 * (the prerendered ones) are kept out of search all the same.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';

export const NOINDEX = 'noindex, nofollow';

export function robotsHeader(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.var.config.disableIndexing) c.header('X-Robots-Tag', NOINDEX);
  };
}

export function robotsTxt(): Hono<AppEnv> {
  const robots = new Hono<AppEnv>();
  robots.get('/robots.txt', (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    if (c.var.config.disableIndexing) return c.text('User-agent: *\nDisallow: /\n');
    const base = c.var.origin;
    return c.text(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        'Disallow: /my-account/',
        'Disallow: /3ds/',
        'Disallow: /preview',
        'Disallow: /marketing/',
        `Sitemap: ${base}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });
  return robots;
}
