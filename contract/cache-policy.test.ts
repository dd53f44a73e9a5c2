import { describe, expect, it } from 'vitest';
import {
  CACHE_POLICIES,
  CART_FRESH_SECONDS,
  FRESH_SECONDS,
  cacheControl,
  freshMs,
  isCacheable,
  policyFor,
} from './cache-policy';

const MIN = 60;
const HOUR = 60 * MIN;

describe('cache-policy table', () => {
  it.each([
    ['/api/v2/pricing/standard/product_offers', 18 * MIN],
    ['/api/v2/tips', 18 * MIN],
    ['/api/v2/branding', 24 * HOUR],
    ['/api/v2/draws/pricing/standard/past/result_keys', 24 * HOUR],
    ['/api/v2/draw/details/powerball/1581', 5 * MIN],
    // Every results call: public results are read offline from the worker's cache.
    ['/api/v2/draws/pricing/standard/past', 5 * MIN],
    ['/api/v2/draws/past_customer/powerball', 5 * MIN],
    ['/api/v2/draws/past/archived/powerball/2026/10', 5 * MIN],
    ['/api/v2/draw/full_result', 5 * MIN],
    ['/api/v2/draw/details/powerball/1581/prizes', 5 * MIN],
    ['/api/v2/draw/details/surf-life-saving-raffle/301/winners', 5 * MIN],
    ['/api/v2/causes', 60],
    ['/api/v2/statistics/powerball', 60],
    ['/api/cms/items/theme', 10 * MIN],
    ['/api/cms/navigation', 24 * HOUR],
    ['/api/cms/components/hero', 24 * HOUR],
    ['/api/cms/en-AU/items', 24 * HOUR],
    ['/api/cms/files/logo', 24 * HOUR],
    ['/api/recommend/placement', 5 * MIN],
    ['/api/social/v3/config', 5 * MIN],
    ['/api/social/v3/config/standard', 5 * MIN],
    ['/api/v2/config', 60],
    ['/api/v2/capabilities', 60],
    ['/api/discover', 60],
    ['/api/cms/items/pages', 60],
  ])('%s stays fresh for %i s, as the spec says', (path, seconds) => {
    expect(policyFor(path)?.freshSeconds).toBe(seconds);
  });

  it.each([
    '/api/v2/customer',
    '/api/v2/cart',
    '/api/v2/cart/items',
    '/api/v2/orders',
    '/api/v2/orders/12',
    // The customer's own tickets in a draw: persisted under their key, never in a shared cache.
    '/api/v2/draw/full_result_customer/powerball/1581',
    '/api/v2/anon-cart/abc123',
    '/api/v2/login',
    '/api/v2/blank.html',
    '/api/sandbox/mailbox',
  ])('never caches %s in the worker', (path) => {
    expect(policyFor(path)).toBeUndefined();
  });

  it('gives every policy its own cache and an entry cap', () => {
    const names = CACHE_POLICIES.map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(Object.keys(FRESH_SECONDS).sort());
    expect(CACHE_POLICIES.every((p) => p.maxEntries > 0)).toBe(true);
  });

  it('serves the same numbers to the query layer', () => {
    expect(freshMs('public')).toBe(60_000);
    expect(freshMs('product-offers')).toBe(18 * 60_000);
    expect(CART_FRESH_SECONDS).toBe(20);
  });
});

describe('what may be cached', () => {
  const get = (headers: Record<string, string> = {}) => ({ method: 'GET', headers: new Headers(headers) });
  const response = (status = 200, headers: Record<string, string> = {}, type = 'basic') => ({
    status,
    type,
    headers: new Headers(headers),
  });

  it('takes a public 200', () => {
    expect(isCacheable(get(), response(200, { 'cache-control': 'public, max-age=60' }))).toBe(true);
  });

  it('refuses personal, opaque, error, no-store and non-GET responses', () => {
    expect(isCacheable(get({ authorization: 'Bearer x' }), response())).toBe(false);
    expect(isCacheable(get(), response(0, {}, 'opaque'))).toBe(false);
    expect(isCacheable(get(), response(500))).toBe(false);
    expect(isCacheable(get(), response(404))).toBe(false);
    expect(isCacheable(get(), response(200, { 'cache-control': 'no-store' }))).toBe(false);
    expect(isCacheable(get(), response(200, { 'cache-control': 'private, max-age=0' }))).toBe(false);
    expect(isCacheable({ method: 'POST', headers: new Headers() }, response())).toBe(false);
  });
});

describe("the reference API's Cache-Control", () => {
  it('comes from the same table', () => {
    expect(cacheControl('/api/v2/branding')).toBe('public, max-age=86400');
    expect(cacheControl('/api/cms/items/theme')).toBe('public, max-age=600');
    expect(cacheControl('/api/v2/config')).toBe('public, max-age=60');
    expect(cacheControl('/api/v2/customer')).toBeUndefined();
  });
});
