/**
 * Public reads get their Cache-Control from contract/cache-policy, the table the service worker
 * and the query layer read too. A handler that set its own (no-store for anything personal) wins.
 */
import type { MiddlewareHandler } from 'hono';
import { cacheControl } from '@contract/cache-policy';

export function publicCacheControl(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.req.method !== 'GET' || c.res.status !== 200 || c.res.headers.has('cache-control')) return;
    const value = cacheControl(c.req.path);
    if (value) c.header('Cache-Control', value);
  };
}
