/**
 * THE cache-policy table: how long each kind of public GET stays fresh. The reference API's
 * Cache-Control, the service worker's runtime caching and the query layer's staleTime all read it,
 * so the three never disagree.
 *
 * Freshness decides when an entry is revalidated, not when it is thrown away: a stale entry is
 * still served when the network cannot be reached, so the app reads offline. Entries are capped by
 * count instead of age. Personal responses (sent with Authorization, or marked no-store/private),
 * cart, opaque and error responses are never cached here. Plain data, no worker types, so the app
 * can import it too.
 */

const SECOND = 1;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

export interface CachePolicy {
  /** Also the Cache Storage name (prefixed), so one policy owns one cache. */
  name: string;
  /** Tested against the request's pathname. */
  match: RegExp;
  freshSeconds: number;
  /**
   * `background`: a stale entry is answered at once and refreshed behind it (catalogue data,
   * where a slightly old list beats a spinner). `foreground`: a stale entry waits for the network
   * and is used only if the network fails (config-like data that should be current when it can).
   */
  revalidate: 'background' | 'foreground';
  maxEntries: number;
}

export const CACHE_POLICIES = [
  {
    name: 'product-offers',
    match: /^\/api\/v2\/pricing\/[\w-]+\/product_offers$/,
    freshSeconds: 18 * MINUTE,
    revalidate: 'background',
    maxEntries: 60,
  },
  {
    name: 'tips',
    match: /^\/api\/v2\/tips$/,
    freshSeconds: 18 * MINUTE,
    revalidate: 'background',
    maxEntries: 30,
  },
  {
    name: 'branding',
    match: /^\/api\/v2\/branding$/,
    freshSeconds: 24 * HOUR,
    revalidate: 'background',
    maxEntries: 2,
  },
  {
    name: 'result-keys',
    match: /^\/api\/v2\/draws\/pricing\/[\w-]+\/past\/result_keys$/,
    freshSeconds: 24 * HOUR,
    revalidate: 'background',
    maxEntries: 20,
  },
  {
    name: 'results',
    match: /^\/api\/v2\/(results|draws?)\//,
    freshSeconds: 5 * MINUTE,
    revalidate: 'foreground',
    maxEntries: 200,
  },
  {
    name: 'cms-theme',
    match: /^\/api\/cms\/items\/theme$/,
    freshSeconds: 10 * MINUTE,
    revalidate: 'background',
    maxEntries: 2,
  },
  {
    name: 'cms-navigation',
    match: /^\/api\/cms\/navigation(\/|$)/,
    freshSeconds: 24 * HOUR,
    revalidate: 'background',
    maxEntries: 5,
  },
  {
    name: 'cms-components',
    match: /^\/api\/cms\/components(\/|$)/,
    freshSeconds: 24 * HOUR,
    revalidate: 'background',
    maxEntries: 50,
  },
  {
    // Logos and images, loaded straight from <img>: branding, which changes as rarely.
    name: 'cms-files',
    match: /^\/api\/cms\/files\//,
    freshSeconds: 24 * HOUR,
    revalidate: 'background',
    maxEntries: 30,
  },
  {
    name: 'cms-translations',
    match: /^\/api\/cms\/[a-z]{2}-[A-Z]{2}\/items(\/|$)/,
    freshSeconds: 24 * HOUR,
    revalidate: 'background',
    maxEntries: 20,
  },
  {
    name: 'placements',
    match: /^\/api\/recommend\/placement$/,
    freshSeconds: 5 * MINUTE,
    revalidate: 'background',
    maxEntries: 30,
  },
  {
    name: 'lotto-party-config',
    match: /^\/api\/social\/v3\/config(\/[\w-]+)?$/,
    freshSeconds: 5 * MINUTE,
    revalidate: 'background',
    maxEntries: 2,
  },
  {
    // Daily Winners' program and its giveaways and winners (the customer's own are personal).
    name: 'membership',
    match: /^\/api\/rewards\/(v4\/config|v3\/giveaways\/|v3\/winners)/,
    freshSeconds: 5 * MINUTE,
    revalidate: 'foreground',
    maxEntries: 60,
  },
  {
    name: 'public',
    match: /^\/api\/(discover|v2\/(config|capabilities|causes|statistics)|cms\/items(\/|$))/,
    freshSeconds: 60 * SECOND,
    revalidate: 'foreground',
    maxEntries: 120,
  },
] as const satisfies readonly CachePolicy[];

export type PolicyName = (typeof CACHE_POLICIES)[number]['name'];

/** The cart is cached only in memory by the query layer, never in the worker. */
export const CART_FRESH_SECONDS = 20;

export function policyFor(pathname: string): CachePolicy | undefined {
  return CACHE_POLICIES.find((policy: CachePolicy) => policy.match.test(pathname));
}

/** The reference API's Cache-Control for a public GET, or undefined when no policy covers it. */
export function cacheControl(pathname: string): string | undefined {
  const policy = policyFor(pathname);
  return policy && `public, max-age=${policy.freshSeconds}`;
}

/** staleTime for the query layer, in milliseconds. */
export function freshMs(name: PolicyName): number {
  const policy = CACHE_POLICIES.find((entry: CachePolicy) => entry.name === name);
  return (policy?.freshSeconds ?? 0) * 1000;
}

/**
 * Whether a response may go into a shared cache. The Cache API keys on URL alone and ignores
 * Cache-Control, so anything personal must be kept out here.
 */
export function isCacheable(
  request: { method: string; headers: { has(name: string): boolean } },
  response: { status: number; type: string; headers: { get(name: string): string | null } },
): boolean {
  if (request.method !== 'GET' || request.headers.has('authorization')) return false;
  if (response.type === 'opaque' || response.status !== 200) return false;
  const cacheControl = response.headers.get('cache-control') ?? '';
  return !/no-store|private/i.test(cacheControl);
}
