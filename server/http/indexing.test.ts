import { describe, expect, it } from 'vitest';
import * as site from '@contract/endpoints/site';
import { apiTestApp } from '../testing/api-helpers';
import { testApp } from '../testing/test-app';
import { sitemapPaths } from './sitemap';

const config = async (t: Awaited<ReturnType<typeof apiTestApp>>) => (await t.answer(site.config, {})).result;

describe('indexing', () => {
  it('is allowed by default: robots.txt lets crawlers in but keeps them out of the API and accounts', async () => {
    const t = await apiTestApp();
    const robots = await (await t.app.request('/robots.txt')).text();
    expect(robots).toContain('Allow: /\nDisallow: /api/\nDisallow: /my-account/');
    expect(robots).toContain('Sitemap: http://localhost/sitemap.xml');
    expect((await t.app.request('/')).headers.get('x-robots-tag')).toBeNull();
    expect((await config(t)).disableIndexing).toBe(false);
  });

  it('with DISABLE_INDEXING, robots.txt, every answer and the site configuration say noindex', async () => {
    const t = await apiTestApp({ disableIndexing: true });
    expect(await (await t.app.request('/robots.txt')).text()).toBe('User-agent: *\nDisallow: /\n');
    expect((await t.app.request('/')).headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect((await t.app.request('/about/privacy')).headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect((await config(t)).disableIndexing).toBe(true);
    expect(await (await t.app.request('/sitemap.xml')).text()).not.toContain('<url>');
  });
});

const locs = async (response: Response) =>
  [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

describe('the sitemap', () => {
  it('lists the routes, the offers, the causes and the content pages a visitor can open', async () => {
    const t = await testApp();
    const response = await t.app.request('/sitemap.xml');
    expect(response.headers.get('content-type')).toContain('application/xml');
    const listed = await locs(response);
    for (const path of [
      '/',
      '/lotto-tickets',
      '/charity-tickets',
      '/app',
      '/powerball',
      '/powerball/results',
    ])
      expect(listed).toContain(`http://localhost${path}`);
    expect(listed).toContain('http://localhost/about/faq');
    expect(listed.some((url) => url?.startsWith('http://localhost/causes/'))).toBe(true);
    expect(listed.some((url) => url?.includes('/my-account'))).toBe(false);
  });

  it('leaves out what a suppressed capability closes, and the FAQ where the support FAQ answers', async () => {
    const t = await testApp({ suppressedCapabilities: ['native_app', 'causes_directory'] });
    const listed = await locs(await t.app.request('/sitemap.xml'));
    expect(listed.filter((url) => /\/app|\/causes/.test(url ?? ''))).toEqual([]);
    expect(
      sitemapPaths({
        held: new Set(['support_faq']),
        offers: [],
        causeSlugs: [],
        partnerSlugs: [],
        pages: [
          { name: 'faq', path: '/about/faq' },
          { name: 'privacy', path: '/about/privacy' },
        ],
        routePaths: { '/about/privacy': '/privacy' },
        blogCategories: ['news'],
        blogPosts: [{ slug: 'jackpot', category: 'news' }],
      }),
    ).toEqual(['/', '/lotto-results', '/privacy']);
    expect(
      sitemapPaths({
        held: new Set(['blog']),
        offers: [],
        causeSlugs: [],
        partnerSlugs: [],
        pages: [],
        routePaths: {},
        blogCategories: ['news'],
        blogPosts: [{ slug: 'jackpot', category: 'news' }],
      }),
    ).toEqual(['/', '/lotto-results', '/blog/category/news', '/blog/jackpot']);
  });
});
