/** The main API (/api/v2): site-wide reads and accounts; shopping mounts here later. */
import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { ok } from '../../http/envelope';
import { accountSecurityRoutes } from './account-security';
import { authRoutes } from './auth';
import { capabilities } from './capabilities';
import { customerAccountRoutes } from './customer-account';
import { signupRoutes } from './signup';
import { siteConfig } from './site-config';

/** Public reads every visitor shares: cacheable by browsers and the service worker. */
const PUBLIC_MAX_AGE = 'public, max-age=60';

export function mainService(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  api.get('/config', (c) => {
    c.header('Cache-Control', PUBLIC_MAX_AGE);
    return ok(c, siteConfig(new URL(c.req.url).origin));
  });

  api.get('/capabilities', (c) => {
    c.header('Cache-Control', PUBLIC_MAX_AGE);
    return ok(c, capabilities());
  });

  api.get('/branding', (c) => {
    c.header('Cache-Control', 'public, max-age=86400');
    return ok(c, {
      name: 'Lucky Dip',
      region: 'AU',
      locale: 'en-AU',
      currency: 'AUD',
      theme_color: '#5b21b6',
      background_color: '#ffffff',
      logo: '/icons/icon-192.png',
    });
  });

  // Where the visitor is: from a proxy's country header when one is in front, else the default.
  api.get('/locate', (c) => {
    c.header('Cache-Control', 'no-store');
    const country =
      c.req.header('cf-ipcountry') ?? c.req.header('x-country-code') ?? c.var.config.defaultCountry;
    return ok(c, { country_code: country.toUpperCase() });
  });

  api.route('/', authRoutes());
  api.route('/', signupRoutes());
  api.route('/', accountSecurityRoutes());
  api.route('/', customerAccountRoutes());

  return api;
}
