/**
 * Routes for signed-in customers: a valid, unrevoked, unexpired bearer token or 401, which the
 * PWA answers with one refresh. Personal answers are never cached anywhere.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';
import { Refused } from '../refusal';

export function requireCustomer(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await signIn(c);
    await next();
  };
}

/**
 * Routes that answer anyone, and a signed-in customer with their own part too (their tickets in a
 * draw): a request with a bearer token is a customer's, checked as strictly; one without is public.
 */
export function optionalCustomer(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.header('authorization') !== undefined) await signIn(c);
    await next();
  };
}

/** The request's customer from its bearer token, or a 401. */
export async function signIn(c: Context<AppEnv>) {
  const header = c.req.header('authorization') ?? '';
  const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  const grant = token ? await c.var.data.sessions.checkAccessToken(token) : undefined;
  if (!grant) throw Refused.of(401, 'unauthorised', 'Please sign in again.');
  c.set('grant', grant);
  c.header('Cache-Control', 'no-store');
}
