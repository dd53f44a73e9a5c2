/**
 * The reference API's settings, read once from the environment. Every default suits a demo on one
 * machine; tests override DATA_DIR, DIST_DIR, PORT and ACCESS_TOKEN_TTL.
 */
import { resolve } from 'node:path';
import { CAPABILITY_NAMES, type CapabilityName } from '@contract/capability-names';
import { DEFAULT_SITE_LOCALE, SITE_LOCALES, isSiteLocale, type SiteLocale } from '@contract/site-locale';
import { SOCIAL_PROVIDERS, type SocialProvider } from '@contract/social-providers';

export interface ServerConfig {
  /** `SITE_LOCALE`: en-AU (the default) or en-GB, the British site with GBP (contract/site-locale.ts). */
  siteLocale: SiteLocale;
  host: string;
  port: number;
  dataDir: string;
  /**
   * `DATABASE_URL`: a `postgres://` address runs the API on PostgreSQL (several instances may share
   * it); without one, SQLite in `dataDir`.
   */
  databaseUrl: string | undefined;
  /** `SEED_LOAD_CUSTOMERS`: how many load-run customers the seed adds (db/seed/customers.ts); none by default. */
  seedLoadCustomers: number;
  /** `SEED_DRAW_GAMES`: how many games the seed sells into the next Powerball draw (db/seed/draw-games.ts); none by default. */
  seedDrawGames: number;
  /** `SEED_HISTORY_ORDERS`: how many orders the seed gives the first load customer (db/seed/history-orders.ts); none by default. */
  seedHistoryOrders: number;
  distDir: string;
  sandbox: boolean;
  /** appkey -> app secret; the web app's pair is the default. */
  appKeys: Record<string, string>;
  accessTokenTtlSeconds: number;
  /** One line per request on stdout. */
  logRequests: boolean;
  /**
   * `CHECK_ANSWERS`: every declared route's answer is checked against its schema before it is sent,
   * and one that disagrees is a 500 (server/http/route.ts). On in the tests, off in production.
   */
  checkAnswers: boolean;
  /** Lets content editors' previews see drafts (header `x-preview-token`). */
  previewToken: string;
  /** Country reported by GET /locate for requests that carry no country header. */
  defaultCountry: string;
  /**
   * `PUBLIC_BASE_URL`: the site's one public origin, in every absolute link, email, party's address
   * and origin check. Required outside the sandbox; in it, unset means the address the server
   * listens on. Never the request's Host header, which whoever sends the request writes.
   */
  publicBaseUrl: string | undefined;
  /** `DEMO_DRAW_MINUTES`: every lottery draws every so many minutes instead of on its schedule. */
  demoDrawMinutes: number | undefined;
  /** The secret the card gateway signs its notifications with (the sandbox gateway's by default). */
  gatewaySecret: string;
  /**
   * Stripe as the card gateway for new cards: `STRIPE_SECRET_KEY`, `STRIPE_PUBLISHABLE_KEY` and
   * `STRIPE_WEBHOOK_SECRET`, set together. In the sandbox `CARD_GATEWAY=stripe` runs it on the demo
   * keys against the sandbox's Stripe on this site's own origin. Unset: the sandbox's gateway.
   */
  stripe: StripeSettings | undefined;
  /**
   * `LINK_SECRET`: signs the links in emails that open a customer's page without signing in
   * (communication preferences, unsubscribe), so an id in such a link cannot be swapped for another.
   */
  linkSecret: string;
  /**
   * `DISABLE_INDEXING`: a staging or demo site asks search engines to stay away: robots.txt
   * disallows everything, every answer carries `X-Robots-Tag: noindex, nofollow`, and the site
   * configuration tells pages to say so in their robots meta.
   */
  disableIndexing: boolean;
  /**
   * `ANALYTICS_WRITE_KEY`: the analytics source's key. Without one the PWA loads no analytics. With
   * the sandbox on, the SDK fetches its settings from the sandbox's collector, which is its CDN.
   */
  analyticsWriteKey: string | undefined;
  /** `ANALYTICS_CDN_URL`: where the analytics SDK reads its settings (the sandbox's collector by default). */
  analyticsCdnUrl: string;
  /**
   * `ERROR_REPORTING_DSN`: where the PWA sends error reports. With the sandbox on and none given,
   * the sandbox's collector on this origin receives them.
   */
  errorReportingDsn: string | undefined;
  /**
   * `APP_STORE_URL`, `GOOGLE_PLAY_URL`: the native apps' store pages (spec 1 §3 "app store links"),
   * https addresses. None by default: the site then offers its own install (/app) and no store.
   */
  appStoreLinks: { apple?: string; google?: string };
  /** `SUPPRESS_CAPABILITIES` (comma-separated names): capabilities no segment holds on this site. */
  suppressedCapabilities: CapabilityName[];
  /**
   * `MIGRATION_SUCCESS_URL`: a page on another site that a customer whose account has just moved
   * may read next (what is new, say). None by default: the success view then offers none.
   */
  migrationSuccessUrl: string | undefined;
  /**
   * `VAPID_PUBLIC_KEY`, `VAPID_PRIVATE_KEY` (base64url, as web-push generates them) and
   * `VAPID_SUBJECT` (a mailto: or https: contact for the push services): the API's Web Push
   * identity. Without them the sandbox makes a pair on its first start and keeps it; outside the
   * sandbox no push is offered.
   */
  vapid: VapidSettings | undefined;
  /**
   * `GOOGLE_CLIENT_ID` and `GOOGLE_CLIENT_SECRET`, `APPLE_CLIENT_ID` and `APPLE_CLIENT_SECRET`
   * (Apple's is the JWT signed with the team's key, which Apple accepts for six months): this site
   * as a client of each identity provider. Without them the sandbox plays the provider; outside
   * the sandbox, a provider without them is not offered (its capability is suppressed).
   */
  socialClients: Partial<Record<SocialProvider, SocialClient>>;
  /**
   * `METRICS_TOKEN`: with it, `GET /metrics` answers only `Authorization: Bearer <token>` (what
   * Prometheus's `authorization` setting sends); without it, anyone who reaches the instance.
   */
  metricsToken: string | undefined;
  /**
   * `SHUTDOWN_DRAIN_MS`: on SIGTERM, how long the instance says it is not ready before it stops
   * taking connections, so a load balancer's health checks take it out of rotation first. 5000 by
   * default (0 in the sandbox, where no balancer sends).
   */
  shutdownDrainMs: number;
}

/** This site as an OpenID Connect client of a provider. */
export interface SocialClient {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** The site as the sandbox identity providers' registered client (their issuer is on this origin). */
export const SANDBOX_SOCIAL_CLIENT = {
  clientId: 'luckydip-web',
  clientSecret: 'luckydip-sandbox-identity-secret',
} as const;

const SOCIAL_ISSUERS: Record<SocialProvider, string> = {
  google: 'https://accounts.google.com',
  apple: 'https://appleid.apple.com',
};

export interface VapidSettings {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** The sandbox's push contact, for the keys it makes itself. */
export const SANDBOX_VAPID_SUBJECT = 'mailto:support@luckydip.test';

/**
 * The public address prerendered pages carry when none is configured: the one `npm start`
 * serves at.
 */
export const PRERENDER_BASE_URL = 'http://localhost:8080';

/** The sandbox's collectors, on the PWA's own origin: the PWA resolves these against it. */
export const SANDBOX_ANALYTICS_CDN = '/api/sandbox/analytics';
export const SANDBOX_ERROR_DSN = '/api/sandbox/errors/1';

const isCapability = (name: string): name is CapabilityName =>
  (CAPABILITY_NAMES as readonly string[]).includes(name);

function capabilityList(value: string | undefined): CapabilityName[] {
  const names = (value ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !isCapability(name));
  if (unknown.length > 0)
    throw new Error(`SUPPRESS_CAPABILITIES names no such capability: ${unknown.join(', ')}`);
  return names.filter(isCapability);
}

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /**
   * `STRIPE_API_URL`: where Stripe's SDK sends its calls, when not to Stripe itself; undefined with
   * the sandbox's Stripe, which is on the site's own origin.
   */
  apiUrl: string | undefined;
  /** The sandbox plays Stripe: its hosted card fields stand in for Stripe.js, which cannot load here. */
  sandbox: boolean;
}

/** The sandbox's Stripe's keys, published here like the other demo secrets. */
export const SANDBOX_STRIPE = {
  secretKey: 'sk_test_luckydip_sandbox',
  publishableKey: 'pk_test_luckydip_sandbox',
  webhookSecret: 'whsec_luckydip_sandbox',
} as const;

function stripeSettings(env: NodeJS.ProcessEnv, sandbox: boolean): StripeSettings | undefined {
  const {
    STRIPE_SECRET_KEY: secretKey,
    STRIPE_PUBLISHABLE_KEY: publishableKey,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
  } = env;
  const apiUrl = env.STRIPE_API_URL || undefined;
  if (apiUrl !== undefined && !/^https?:\/\/[^/]+$/.test(apiUrl))
    throw new Error(`STRIPE_API_URL must be an origin such as https://api.stripe.com, not "${apiUrl}".`);
  if (!secretKey && !publishableKey && !webhookSecret) {
    if (env.CARD_GATEWAY === 'stripe' && sandbox) return { ...SANDBOX_STRIPE, apiUrl, sandbox: true };
    if (env.CARD_GATEWAY === 'stripe')
      throw new Error('CARD_GATEWAY=stripe outside the sandbox needs STRIPE_SECRET_KEY and its fellows.');
    return undefined;
  }
  if (!secretKey || !publishableKey || !webhookSecret)
    throw new Error('STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET are set together.');
  if (!/^sk_(test|live)_/.test(secretKey) && !/^rk_(test|live)_/.test(secretKey))
    throw new Error(
      'STRIPE_SECRET_KEY must be a Stripe secret key (sk_live_…, sk_test_… or a restricted rk_…).',
    );
  if (!/^pk_(test|live)_/.test(publishableKey))
    throw new Error('STRIPE_PUBLISHABLE_KEY must be a Stripe publishable key (pk_live_… or pk_test_…).');
  if (!/^whsec_/.test(webhookSecret))
    throw new Error("STRIPE_WEBHOOK_SECRET must be the webhook endpoint's signing secret (whsec_…).");
  return { secretKey, publishableKey, webhookSecret, apiUrl, sandbox: false };
}

/**
 * The secrets of the demo, published in this repository. The sandbox runs on them; outside it a
 * secret that is missing, one of these, or short enough to guess refuses the start, since with it
 * anyone could forge a payment notification (crediting an unpaid deposit), a link into another
 * customer's preferences, the app's request signature or an editor's preview.
 */
export const DEMO_SECRETS = {
  APP_SECRET: 'luckydip-web-demo-secret',
  GATEWAY_SECRET: 'luckydip-sandbox-gateway-secret',
  LINK_SECRET: 'luckydip-demo-link-secret',
  PREVIEW_TOKEN: 'luckydip-preview',
} as const;
const MIN_SECRET_LENGTH = 32;

function secret(env: NodeJS.ProcessEnv, name: keyof typeof DEMO_SECRETS, sandbox: boolean): string {
  const value = env[name];
  if (sandbox) return value || DEMO_SECRETS[name];
  const unfit = (problem: string) =>
    new Error(`${name} ${problem}: outside the sandbox (SANDBOX=0) set a secret of your own.`);
  if (!value) throw unfit('is not set');
  if (value === DEMO_SECRETS[name]) throw unfit('is the published demo value');
  if (value.length < MIN_SECRET_LENGTH) throw unfit(`is shorter than ${MIN_SECRET_LENGTH} characters`);
  return value;
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'off', 'no'].includes(value.toLowerCase());
}

/** A store's page from the environment, when set: an https address, or the operator is told. */
function storeLink(env: NodeJS.ProcessEnv, name: string, store: 'apple' | 'google') {
  const value = env[name];
  if (!value) return {};
  if (!/^https:\/\/\S+$/.test(value)) throw new Error(`${name} must be an https address, not "${value}".`);
  return { [store]: value };
}

function socialClients(env: NodeJS.ProcessEnv): Partial<Record<SocialProvider, SocialClient>> {
  const clients: Partial<Record<SocialProvider, SocialClient>> = {};
  for (const provider of SOCIAL_PROVIDERS) {
    const prefix = provider.toUpperCase();
    const clientId = env[`${prefix}_CLIENT_ID`];
    const clientSecret = env[`${prefix}_CLIENT_SECRET`];
    if (!clientId && !clientSecret) continue;
    if (!clientId || !clientSecret)
      throw new Error(`${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET are set together.`);
    clients[provider] = { issuer: SOCIAL_ISSUERS[provider], clientId, clientSecret };
  }
  return clients;
}

function vapidSettings(env: NodeJS.ProcessEnv): VapidSettings | undefined {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_SUBJECT: subject } = env;
  if (!publicKey && !privateKey) return undefined;
  if (!publicKey || !privateKey) throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together.');
  if (!subject || !/^(mailto:|https:\/\/)\S+$/.test(subject))
    throw new Error('VAPID_SUBJECT must be a mailto: or https: address the push services can reach you at.');
  return { publicKey, privateKey, subject };
}

function siteLocale(value: string | undefined): SiteLocale {
  if (value === undefined || value === '') return DEFAULT_SITE_LOCALE;
  if (!isSiteLocale(value)) throw new Error(`SITE_LOCALE must be one of ${SITE_LOCALES.join(', ')}.`);
  return value;
}

/** A count from the environment: a whole number, 0 when unset or not one. */
const count = (value: string | undefined) => Math.max(0, Math.floor(Number(value ?? 0)) || 0);

/** The public origin from the environment: an http(s) origin with no path, required outside the sandbox. */
function publicBaseUrl(value: string | undefined, sandbox: boolean): string | undefined {
  if (value === undefined || value === '') {
    if (sandbox) return undefined;
    throw new Error(
      'PUBLIC_BASE_URL is not set: outside the sandbox (SANDBOX=0) set the site’s public address (https://…), which every link and email names.',
    );
  }
  const url = URL.canParse(value) ? new URL(value) : undefined;
  const origin = value.replace(/\/$/, '');
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.origin !== origin)
    throw new Error(`PUBLIC_BASE_URL must be an origin such as https://www.luckydip.com.au, not "${value}".`);
  return origin;
}

function databaseUrl(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^postgres(ql)?:\/\//.test(value)) throw new Error('DATABASE_URL must be a postgres:// address.');
  return value;
}

/** The settings; outside the sandbox, throws naming the first secret that is missing or unfit. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const sandbox = flag(env.SANDBOX, true);
  const social = socialClients(env);
  // Outside the sandbox nobody plays a provider this site is no client of.
  const withoutClient = sandbox
    ? []
    : SOCIAL_PROVIDERS.filter((provider) => !social[provider]).map(
        (provider): CapabilityName => `social_sign_in_${provider}`,
      );
  return {
    siteLocale: siteLocale(env.SITE_LOCALE),
    host: env.HOST ?? '127.0.0.1',
    port: Number(env.PORT ?? 8080),
    dataDir: resolve(env.DATA_DIR ?? '.data'),
    databaseUrl: databaseUrl(env.DATABASE_URL),
    seedLoadCustomers: count(env.SEED_LOAD_CUSTOMERS),
    seedDrawGames: count(env.SEED_DRAW_GAMES),
    seedHistoryOrders: count(env.SEED_HISTORY_ORDERS),
    distDir: resolve(env.DIST_DIR ?? 'dist'),
    sandbox,
    appKeys: { [env.APP_KEY ?? 'luckydip-web']: secret(env, 'APP_SECRET', sandbox) },
    accessTokenTtlSeconds: Number(env.ACCESS_TOKEN_TTL ?? 900),
    logRequests: flag(env.LOG_REQUESTS, true),
    checkAnswers: flag(env.CHECK_ANSWERS, false),
    defaultCountry: env.DEFAULT_COUNTRY ?? 'AU',
    previewToken: secret(env, 'PREVIEW_TOKEN', sandbox),
    publicBaseUrl: publicBaseUrl(env.PUBLIC_BASE_URL, sandbox),
    demoDrawMinutes: Number(env.DEMO_DRAW_MINUTES) > 0 ? Number(env.DEMO_DRAW_MINUTES) : undefined,
    gatewaySecret: secret(env, 'GATEWAY_SECRET', sandbox),
    stripe: stripeSettings(env, sandbox),
    linkSecret: secret(env, 'LINK_SECRET', sandbox),
    disableIndexing: flag(env.DISABLE_INDEXING, false),
    analyticsWriteKey: env.ANALYTICS_WRITE_KEY || undefined,
    analyticsCdnUrl: env.ANALYTICS_CDN_URL ?? SANDBOX_ANALYTICS_CDN,
    errorReportingDsn: env.ERROR_REPORTING_DSN || (sandbox ? SANDBOX_ERROR_DSN : undefined),
    suppressedCapabilities: [...new Set([...capabilityList(env.SUPPRESS_CAPABILITIES), ...withoutClient])],
    appStoreLinks: {
      ...storeLink(env, 'APP_STORE_URL', 'apple'),
      ...storeLink(env, 'GOOGLE_PLAY_URL', 'google'),
    },
    migrationSuccessUrl: env.MIGRATION_SUCCESS_URL || undefined,
    vapid: vapidSettings(env),
    socialClients: social,
    metricsToken: env.METRICS_TOKEN || undefined,
    shutdownDrainMs: env.SHUTDOWN_DRAIN_MS ? count(env.SHUTDOWN_DRAIN_MS) : sandbox ? 0 : 5000,
  };
}
