/**
 * Routes for signed-in customers: a valid, unrevoked, unexpired bearer token or 401, which the
 * PWA answers with one refresh. Personal answers are never cached anywhere.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';
import { HttpError } from './envelope';

export function requireCustomer(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
    const grant = token ? await c.var.data.sessions.checkAccessToken(token) : undefined;
    if (!grant) throw HttpError.of(401, 'unauthorised', 'Please sign in again.');
    c.set('grant', grant);
    c.header('Cache-Control', 'no-store');
    await next();
  };
}
