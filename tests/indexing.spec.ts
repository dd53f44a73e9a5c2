/**
 * What search engines are told (issue "Spec 1 loose ends"): the sitemap follows the capabilities,
 * and DISABLE_INDEXING puts noindex on pages, headers and robots.txt.
 */
import type { APIRequestContext } from '@playwright/test';
import { startServer } from './support/server';
import { expect, test } from './support/fixtures';

const sitemapLocs = async (request: APIRequestContext, base: string) =>
  [...(await (await request.get(`${base}/sitemap.xml`)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? '').pathname,
  );

test('the sitemap lists the native-app pages only with that capability', async ({ request, server }) => {
  const listed = await sitemapLocs(request, server.url);
  expect(listed).toEqual(expect.arrayContaining(['/', '/app', '/app/android', '/powerball', '/about/faq']));

  const withoutApp = await startServer({ SUPPRESS_CAPABILITIES: 'native_app' });
  try {
    const narrowed = await sitemapLocs(request, withoutApp.url);
    expect(narrowed).toContain('/powerball');
    expect(narrowed.filter((path) => path.startsWith('/app'))).toEqual([]);
  } finally {
    await withoutApp.stop();
  }
});

test('DISABLE_INDEXING=1 puts noindex on pages, on every answer and in robots.txt', async ({
  browser,
  request,
}) => {
  const staging = await startServer({ DISABLE_INDEXING: '1' });
  const context = await browser.newContext({ baseURL: staging.url });
  try {
    const page = await context.newPage();
    const response = await page.goto('/lotto-tickets');
    expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await expect
      .poll(() => page.locator('meta[name="robots"]').last().getAttribute('content'))
      .toContain('noindex');
    expect(await (await request.get(`${staging.url}/robots.txt`)).text()).toBe(
      'User-agent: *\nDisallow: /\n',
    );
    expect(await sitemapLocs(request, staging.url)).toEqual([]);
  } finally {
    await context.close();
    await staging.stop();
  }
});
