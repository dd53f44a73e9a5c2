/**
 * Builds the reference API: logging and security headers on everything, the sandbox, discovery,
 * one sub-app per service behind signature and version checks, then the built PWA with the SPA
 * navigation fallback. Every service reads one clock and one data layer from the context.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { PHOTO_ID_MAX_BYTES, PHOTO_ID_MAX_FILES, PHOTO_ID_MESSAGES } from '@contract/verification';
import type { ServiceName } from '@contract/schemas/site';
import { AttemptLimiter } from './auth/rate-limit';
import { systemClock, type Clock } from './clock';
import type { ServerConfig } from './config';
import { dataLayer } from './db';
import type { Db } from './db/database';
import type { AppEnv } from './http/app-env';
import { publicCacheControl } from './http/cache-control';
import { Refused } from './refusal';
import type { Outbound } from './domain/social-sign-in';
import { errorBody, ok } from './http/envelope';
import { robotsHeader, robotsTxt } from './http/indexing';
import { cmsFiles } from './http/content-files';
import { gatewayNotifications } from './http/gateway-notifications';
import { newsFeed } from './http/news-feed';
import { threeDsNotifyPage } from './http/three-ds-notify';
import { sitemap } from './http/sitemap';
import { subscriptionCalendar } from './http/subscription-calendar';
import {
  mountOperatorChecks,
  observability as newObservability,
  type Observability,
} from './http/observability';
import { securityHeaders } from './http/security';
import { requireSignature, requireVersion } from './http/signature';
import { mountStatic } from './http/static';
import { mountWebManifest } from './http/web-manifest';
import { injectFaults } from './sandbox/faults';
import { sandboxRoutes } from './sandbox';
import { stripeApi } from './sandbox/stripe-api';
import { cmsService } from './services/cms';
import { customerVerifyService } from './services/customer-verify';
import { mainService } from './services/main';
import { LIMIT_WINDOW_MS, PASSWORD_GUESSES } from './http/address-limit';
import { SERVICES, discoverResult } from './services/registry';
import { recommendService } from './services/recommend';
import { rewardsService } from './services/rewards';
import { socialService } from './services/social';

const baseOf = (name: ServiceName, fallback: string) =>
  SERVICES.find((service) => service.name === name)?.base ?? fallback;
const verifyBase = baseOf('customer-verify', '/api/customer-verify');
const socialBase = baseOf('social', '/api/social/v3');
const rewardsBase = baseOf('rewards', '/api/rewards');
const recommendBase = baseOf('recommend', '/api/recommend');
const uploadPath = `${verifyBase}/customer/verification`;

/** The photo-ID upload at its largest: its files and the multipart framing around them. */
const UPLOAD_MAX_BYTES = PHOTO_ID_MAX_BYTES * PHOTO_ID_MAX_FILES + 64 * 1024;
/** Far above any body the contract sends (a full cart item is a few kB). */
const BODY_MAX_BYTES = 64 * 1024;
/** Error reports and analytics batches, which the SDKs cap at about half a megabyte. */
const COLLECTOR_MAX_BYTES = 1024 * 1024;

/**
 * Every body is refused with a 413 once it passes its route's limit: by its Content-Length before a
 * byte is read, or as it streams in, so nothing larger is ever read, hashed or parsed.
 */
const bodyLimits: MiddlewareHandler = (() => {
  const limit = (maxSize: number, message: string, target?: string) =>
    bodyLimit({
      maxSize,
      onError: () => {
        throw Refused.of(413, 'payload_too_large', message, target);
      },
    });
  const tooLarge = 'The request is too large.';
  const upload = limit(UPLOAD_MAX_BYTES, PHOTO_ID_MESSAGES.tooBig, 'files');
  const collector = limit(COLLECTOR_MAX_BYTES, tooLarge);
  const json = limit(BODY_MAX_BYTES, tooLarge);
  return (c, next) => {
    const { path } = c.req;
    if (path === uploadPath) return upload(c, next);
    return (path.startsWith('/api/sandbox/') ? collector : json)(c, next);
  };
})();

export interface AppDeps {
  db: Db;
  config: ServerConfig;
  /** The one clock; tests and the draw engine's demo mode move it. */
  now?: Clock;
  /** How the API calls other parties; fetch unless a test routes them to the app itself. */
  outbound?: Outbound;
  /**
   * The site's one public origin: `PUBLIC_BASE_URL`, or in the sandbox the address the server
   * listens on (known once it listens, before any request). Every absolute link, email, party's
   * address and origin check is written from it, never from the request's Host header.
   */
  publicOrigin: () => string;
  /** The instance's metrics, readiness and request log (a new set unless the caller keeps one). */
  observability?: Observability;
}

export function createApp({
  db,
  config,
  now = systemClock,
  outbound = fetch,
  publicOrigin,
  observability = newObservability(now, { log: config.logRequests ? undefined : false }),
}: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const data = dataLayer(db, now);
  const passwordGuesses = new AttemptLimiter('password-confirmation', PASSWORD_GUESSES, LIMIT_WINDOW_MS);

  app.use('*', observability.measure);
  mountOperatorChecks(app, db, config.metricsToken, observability);
  app.use(
    '*',
    securityHeaders(
      config.sandbox ? '/api/sandbox/csp-reports' : undefined,
      config.stripe !== undefined && !config.stripe.sandbox,
    ),
  );
  app.use('*', async (c, next) => {
    c.set('data', data);
    c.set('config', config);
    c.set('origin', publicOrigin());
    c.set('now', now);
    c.set('outbound', outbound);
    c.set('passwordGuesses', passwordGuesses);
    c.set('observe', observability);
    await next();
  });
  // Before anything reads a body (the signature check hashes it).
  app.use('*', bodyLimits);
  app.use('*', robotsHeader());
  app.use('/api/*', publicCacheControl());

  if (config.sandbox) {
    app.route('/api/sandbox', sandboxRoutes());
    // Stripe's API as the sandbox plays it, at Stripe's own paths (its SDK takes a host, not a path).
    app.route('/v1', stripeApi());
    app.use('/api/*', injectFaults());
  }

  // Discovery is the bootstrap call, made before the app knows any service: it is public and
  // unsigned, like the heartbeat page and content files.
  app.get('/api/discover', (c) => ok(c, discoverResult()));
  app.get('/api/v2/blank.html', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.html('<!doctype html><title>ok</title>');
  });

  app.route('/api/cms/files', cmsFiles());
  // The card gateway calls in unsigned by the app's key: its notifications carry its own signature.
  app.route('/api/gateway', gatewayNotifications());
  app.route('/3ds', threeDsNotifyPage());
  app.route('/', robotsTxt());
  app.route('/', sitemap());
  app.route('/', newsFeed());
  app.route('/', subscriptionCalendar());

  const signature = requireSignature(config.appKeys, now);
  for (const service of SERVICES) {
    app.use(`${service.base}/*`, signature, requireVersion(service.versions));
  }
  app.route('/api/v2', mainService());
  app.route('/api/cms', cmsService());
  app.route(verifyBase, customerVerifyService());
  app.route(socialBase, socialService());
  app.route(rewardsBase, rewardsService());
  app.route(recommendBase, recommendService());
  // Every service discovery lists answers, even before its calls arrive: its base says what it
  // is, and a call it does not have is a 404 that names the service.
  for (const service of SERVICES) {
    app.get(service.base, (c) => ok(c, { service: service.name, versions: service.versions }));
    app.all(`${service.base}/*`, () => {
      throw Refused.of(404, 'not_found', `The ${service.name} service has no such call.`);
    });
  }

  app.all('/api/*', () => {
    throw Refused.of(404, 'not_found', 'There is nothing at this address.');
  });

  // Apple answers a sign-in by posting it (form_post): the page it returns to reads it from the query.
  app.post('/login/social/:provider', async (c) => {
    const form = await c.req.parseBody();
    const answer = new URLSearchParams();
    for (const field of ['code', 'state', 'error'])
      if (typeof form[field] === 'string') answer.set(field, form[field]);
    return c.redirect(
      `/login/social/${encodeURIComponent(c.req.param('provider'))}?${answer.toString()}`,
      303,
    );
  });

  mountWebManifest(app, config.distDir);
  mountStatic(app, config.distDir);

  app.onError((error, c) => {
    // Every refusal, from a rule, a transaction's check or a handler, is answered here.
    if (error instanceof Refused) return c.json(errorBody(error), error.status);
    // Hono's own refusals (a malformed JSON body, say) keep their status, in our envelope.
    if (error instanceof HTTPException && error.status < 500) {
      return c.json(errorBody(Refused.of(error.status, 'bad_request', error.message)), error.status);
    }
    console.error(error);
    return c.json(errorBody(Refused.of(500, 'internal_error', 'Something went wrong on our side.')), 500);
  });

  return app;
}
