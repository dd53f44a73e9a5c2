import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testApp } from '../testing/test-app';
import { ROUTE_PATTERNS_FILE } from './page-status';

/** A part of the route tree the build writes (every shape of segment the site has). */
const PATTERNS = [
  '/',
  '/$',
  '/login',
  '/lotto-results/{-$page}',
  '/$productOfferKey/',
  '/$productOfferKey/$gameTypeKey',
  '/$productOfferKey/results/',
  '/$productOfferKey/results/$date',
  '/$productOfferKey/results/draw/$drawNo',
  '/causes/$causeSlug/',
  '/my-account/past-tickets/ticket/$id',
  '/receipt/$checkoutId',
];

async function siteWithRoutes(overrides: Parameters<typeof testApp>[0] = {}) {
  const distDir = mkdtempSync(join(tmpdir(), 'luckydip-dist-'));
  writeFileSync(join(distDir, 'shell.html'), '<!doctype html><title>Lucky Dip</title><div id="root"></div>');
  writeFileSync(join(distDir, ROUTE_PATTERNS_FILE), JSON.stringify(PATTERNS));
  return testApp({ distDir, ...overrides });
}

describe('the status of a page address', () => {
  it('is 200 for every address a route and the data fill, and 404 with the shell for any other', async () => {
    const t = await siteWithRoutes();
    const drawn = await t.db
      .selectFrom('draws')
      .select('draw_no')
      .where('lottery_key', '=', 'powerball')
      .orderBy('draw_no')
      .executeTakeFirstOrThrow();
    const status = async (path: string) => (await t.app.request(path)).status;
    for (const path of [
      '/',
      '/login',
      '/lotto-results',
      '/lotto-results/2',
      '/powerball',
      '/powerball/',
      '/powerball/systems',
      '/powerball/results',
      '/powerball/results/2026-10',
      `/powerball/results/draw/${drawn.draw_no}`,
      '/causes/surf-life-saving',
      '/about/privacy',
      '/my-account/past-tickets/ticket/12',
      '/receipt/whatever-the-customer-has',
    ])
      expect([path, await status(path)]).toEqual([path, 200]);
    for (const path of [
      '/nope',
      '/lotto-results/0',
      '/lotto-results/xyz',
      '/powerball/nope',
      '/powerball/results/2026-13',
      '/powerball/results/draw/9999999',
      '/powerball/results/draw/abc',
      '/causes/no-such-cause',
      '/about/nope',
      '/login/extra',
      '/assets/index-deadbeef.js',
    ])
      expect([path, await status(path)]).toEqual([path, 404]);
    const missing = await t.app.request('/nope');
    expect(missing.headers.get('content-type')).toContain('text/html');
    expect(await missing.text()).toContain('<div id="root">');
    expect(missing.headers.get('cache-control')).toBe('no-cache');
  });

  it('follows the content service’s route-path overrides', async () => {
    const t = await siteWithRoutes();
    const site = await t.db
      .selectFrom('cms_items')
      .select(['id', 'data'])
      .where('collection', '=', 'site_config')
      .executeTakeFirstOrThrow();
    const data = JSON.parse(site.data) as Record<string, unknown>;
    await t.db
      .updateTable('cms_items')
      .set({ data: JSON.stringify({ ...data, route_paths: { '/about/privacy': '/privacy' } }) })
      .where('id', '=', site.id)
      .execute();
    expect((await t.app.request('/privacy')).status).toBe(200);
  });

  it('sends a game’s regional name on to the game’s own address for good, with sub-variants', async () => {
    const t = await siteWithRoutes();
    const regional = await t.app.request('/gold-lotto/results?page=2');
    expect(regional.status).toBe(301);
    expect(regional.headers.get('location')).toBe('/saturday-lotto/results?page=2');
    expect((await t.app.request('/gold-lotto')).headers.get('location')).toBe('/saturday-lotto');
    const without = await siteWithRoutes({ suppressedCapabilities: ['sub_variants'] });
    expect((await without.app.request('/gold-lotto')).status).toBe(404);
  });

  it('is 200 for every address before the app is built with its routes', async () => {
    const t = await testApp();
    expect((await t.app.request('/nope')).status).toBe(200);
  });
});
