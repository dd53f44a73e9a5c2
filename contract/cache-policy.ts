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

/**
 * How long each kind stays fresh, by policy name: apart from the rules below because it is all the
 * app reads of the table (its queries' staleTime), so the worker's matching rules stay out of the
 * first page's script.
 */
export const FRESH_SECONDS = {
  'product-offers': 18 * MINUTE,
  tips: 18 * MINUTE,
  branding: 24 * HOUR,
  'result-keys': 24 * HOUR,
  results: 5 * MINUTE,
  'cms-theme': 10 * MINUTE,
  'cms-navigation': 24 * HOUR,
  'cms-components': 24 * HOUR,
  'cms-files': 24 * HOUR,
  'cms-translations': 24 * HOUR,
  placements: 5 * MINUTE,
  'lotto-party-config': 5 * MINUTE,
  membership: 5 * MINUTE,
  public: 60 * SECOND,
} as const;

export type PolicyName = keyof typeof FRESH_SECONDS;

/** In the order they are tried: the first whose `match` fits a path is its policy. */
const RULES: readonly (Omit<CachePolicy, 'freshSeconds'> & { name: PolicyName })[] = [
  {
    name: 'product-offers',
    match: /^\/api\/v2\/pricing\/[\w-]+\/product_offers$/,
    revalidate: 'background',
    maxEntries: 60,
  },
  {
    name: 'tips',
    match: /^\/api\/v2\/tips$/,
    revalidate: 'background',
    maxEntries: 30,
  },
  {
    name: 'branding',
    match: /^\/api\/v2\/branding$/,
    revalidate: 'background',
    maxEntries: 2,
  },
  {
    name: 'result-keys',
    match: /^\/api\/v2\/draws\/pricing\/[\w-]+\/past\/result_keys$/,
    revalidate: 'background',
    maxEntries: 20,
  },
  {
    name: 'results',
    // A customer's own tickets in a draw are theirs alone.
    match: /^\/api\/v2\/(results\/|draws\/|draw\/(?!full_result_customer\/))/,
    revalidate: 'foreground',
    maxEntries: 200,
  },
  {
    name: 'cms-theme',
    match: /^\/api\/cms\/items\/theme$/,
    revalidate: 'background',
    maxEntries: 2,
  },
  {
    name: 'cms-navigation',
    match: /^\/api\/cms\/navigation(\/|$)/,
    revalidate: 'background',
    maxEntries: 5,
  },
  {
    name: 'cms-components',
    match: /^\/api\/cms\/components(\/|$)/,
    revalidate: 'background',
    maxEntries: 50,
  },
  {
    // Logos and pictures, loaded straight from <img> (a picture at the width its srcset chose).
    name: 'cms-files',
    match: /^\/api\/cms\/files\//,
    revalidate: 'background',
    maxEntries: 60,
  },
  {
    name: 'cms-translations',
    match: /^\/api\/cms\/[a-z]{2}-[A-Z]{2}\/items(\/|$)/,
    revalidate: 'background',
    maxEntries: 20,
  },
  {
    name: 'placements',
    match: /^\/api\/recommend\/placement$/,
    revalidate: 'background',
    maxEntries: 30,
  },
  {
    name: 'lotto-party-config',
    match: /^\/api\/social\/v3\/config(\/[\w-]+)?$/,
    revalidate: 'background',
    maxEntries: 2,
  },
  {
    // Daily Winners' program and its giveaways and winners (the customer's own are personal).
    name: 'membership',
    match: /^\/api\/rewards\/(v4\/config|v3\/giveaways\/|v3\/winners)/,
    revalidate: 'foreground',
    maxEntries: 60,
  },
  {
    name: 'public',
    match: /^\/api\/(discover|v2\/(config|capabilities|causes|statistics)|cms\/items(\/|$))/,
    revalidate: 'foreground',
    maxEntries: 120,
  },
];

export const CACHE_POLICIES: readonly CachePolicy[] = /* @__PURE__ */ RULES.map((rule) => ({
  ...rule,
  freshSeconds: FRESH_SECONDS[rule.name],
}));

/** The cart is cached only in memory by the query layer, never in the worker. */
export const CART_FRESH_SECONDS = 20;

export function policyFor(pathname: string): CachePolicy | undefined {
  return CACHE_POLICIES.find((policy) => policy.match.test(pathname));
}

/** The reference API's Cache-Control for a public GET, or undefined when no policy covers it. */
export function cacheControl(
  pathname: string,
  changesInSeconds = Number.POSITIVE_INFINITY,
): string | undefined {
  const policy = policyFor(pathname);
  return policy && `public, max-age=${Math.max(0, Math.min(policy.freshSeconds, changesInSeconds))}`;
}

/**
 * How long a stored answer stays fresh: its policy's time, or less where the answer said it
 * changes sooner (the catalogue, at the next draw's sales stop).
 */
export function freshSecondsOf(policy: CachePolicy, cacheControlHeader: string | null): number {
  const maxAge = /\bmax-age=(\d+)/.exec(cacheControlHeader ?? '')?.[1];
  return maxAge === undefined ? policy.freshSeconds : Math.min(policy.freshSeconds, Number(maxAge));
}

/** staleTime for the query layer, in milliseconds. */
export function freshMs(name: PolicyName): number {
  return FRESH_SECONDS[name] * 1000;
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
