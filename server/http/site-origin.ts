import type { Context } from 'hono';
import type { AppEnv } from './app-env';

/** The site's address for links the API writes: the configured public one, or the request's own. */
export const siteOrigin = (c: Context<AppEnv>): string =>
  c.var.config.publicBaseUrl ?? new URL(c.req.url).origin;
