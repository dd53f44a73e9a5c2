/**
 * Builds the reference API: logging and security headers on everything, the sandbox, discovery,
 * one sub-app per service behind signature and version checks, then the built PWA with the SPA
 * navigation fallback.
 */
import { Hono } from 'hono';
import type { ServerConfig } from './config';
import type { Db } from './db/database';
import type { AppEnv } from './http/app-env';
import { HttpError, errorBody, ok } from './http/envelope';
import { requestLog } from './http/request-log';
import { securityHeaders } from './http/security';
import { requireSignature, requireVersion } from './http/signature';
import { mountStatic } from './http/static';
import { FaultBook, injectFaults } from './sandbox/faults';
import { sandboxRoutes } from './sandbox';
import { cmsFiles, cmsService } from './services/cms';
import { mainService } from './services/main';
import { SERVICES, discoverResult } from './services/registry';

export interface AppDeps {
  db: Db;
  config: ServerConfig;
  now?: () => number;
}

export function createApp({ db, config, now }: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const faults = new FaultBook();

  if (config.logRequests) app.use('*', requestLog());
  app.use('*', securityHeaders());
  app.use('*', async (c, next) => {
    c.set('db', db);
    c.set('config', config);
    await next();
  });

  if (config.sandbox) {
    app.route('/api/sandbox', sandboxRoutes(faults));
    app.use('/api/*', injectFaults(faults));
  }

  // Discovery is the bootstrap call, made before the app knows any service: it is public and
  // unsigned, like the heartbeat page and content files.
  app.get('/api/discover', (c) => {
    c.header('Cache-Control', 'public, max-age=60');
    return ok(c, discoverResult());
  });
  app.get('/api/v2/blank.html', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.html('<!doctype html><title>ok</title>');
  });

  app.route('/api/cms/files', cmsFiles());

  const signature = requireSignature(config.appKeys, now);
  for (const service of SERVICES) {
    app.use(`${service.base}/*`, signature, requireVersion(service.versions));
  }
  app.route('/api/v2', mainService());
  app.route('/api/cms', cmsService());

  app.all('/api/*', () => {
    throw HttpError.of(404, 'not_found', 'There is nothing at this address.');
  });

  mountStatic(app, config.distDir);

  app.onError((error, c) => {
    if (error instanceof HttpError) return c.json(errorBody(error), error.status);
    console.error(error);
    return c.json(errorBody(HttpError.of(500, 'internal_error', 'Something went wrong on our side.')), 500);
  });

  return app;
}
