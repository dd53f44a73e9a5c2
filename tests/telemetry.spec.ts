/**
 * Error reporting and analytics (issue "Spec 1 loose ends") against the sandbox's collectors: the
 * SDKs load after the first paint, error reports follow spec 1 §8's filter, and analytics sends
 * nothing without a key or without consent.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { startServer } from './support/server';
import { expect, logIn, test, untilHydrated } from './support/fixtures';
import { onToCart } from './support/cart';

interface Collected {
  type: string;
  payload: { message?: string; tags?: Record<string, string> };
}
interface Sent {
  call: string;
  body: {
    type: string;
    event?: string;
    user_id?: string;
    traits?: Record<string, unknown>;
    anonymous_id?: string;
    properties?: Record<string, unknown>;
  };
}

async function collected<T>(request: APIRequestContext, url: string): Promise<T[]> {
  return ((await (await request.get(url)).json()) as { result: T[] }).result;
}

const errorReports = (request: APIRequestContext, base: string) =>
  collected<Collected>(request, `${base}/api/sandbox/errors`);

/** The app has loaded its error reporting: the page is painted and the browser idle. */
const reportingLoaded = (page: Page) =>
  page.waitForResponse((response) => /\/assets\/error-reporting-sdk-/.test(response.url()));

test('an injected 500 reaches the error-report collector with its code; a 418 and a repeated CSP violation do not', async ({
  page,
  request,
  sandbox,
  server,
}) => {
  const isConfig500 = (event: Collected) =>
    event.payload.tags?.status === '500' && event.payload.tags.url === '/api/v2/config';
  const before = (await errorReports(request, server.url)).filter(isConfig500).length;
  await sandbox.fault({ path: '/api/v2/config', status: 500 });
  const loaded = reportingLoaded(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Our servers are busy' })).toBeVisible();
  await loaded;
  await expect
    .poll(async () => (await errorReports(request, server.url)).filter(isConfig500).length)
    .toBe(before + 1);

  await sandbox.fault({ path: '/api/v2/config', status: 418 });
  const reloaded = reportingLoaded(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: "It's not you, it's us!" })).toBeVisible();
  await reloaded;
  // The same CSP violation twice (img-src 'self' refuses another origin's image): one report.
  const blocked = `https://tracker.invalid/pixel-${Date.now()}.png`;
  await page.evaluate((src) => {
    for (let index = 0; index < 2; index += 1) document.body.append(Object.assign(new Image(), { src }));
  }, blocked);
  const violation = (event: Collected) => event.payload.message === `img-src blocked ${blocked}`;
  await expect.poll(async () => (await errorReports(request, server.url)).filter(violation).length).toBe(1);
  // Reports go in order: the 418 before the violation would have arrived by now.
  const reports = await errorReports(request, server.url);
  expect(reports.filter((event) => event.payload.tags?.status === '418')).toEqual([]);
  await page.waitForTimeout(500);
  expect((await errorReports(request, server.url)).filter(violation)).toHaveLength(1);
});

test('a page whose first render differs from its HTML is reported to the error collector (zero hydration errors is a rule)', async ({
  page,
  request,
  server,
}) => {
  const isHydrationError = (event: Collected) => event.payload.tags?.source === 'react-recoverable';
  const before = (await errorReports(request, server.url)).filter(isHydrationError).length;
  // The page as another engine might have formatted it: one word of its HTML is not what React renders.
  await page.route('**/about', async (route) => {
    // The page itself only (the worker may fetch it again to keep it).
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    await route.fulfill({
      response,
      body: (await response.text()).replace('<h1', '<h1 data-x="1"><span>x</span></h1><h1'),
    });
  });
  const loaded = reportingLoaded(page);
  await page.goto('/about');
  await loaded;
  await expect
    .poll(async () => (await errorReports(request, server.url)).filter(isHydrationError).length)
    .toBeGreaterThan(before);
  // A fetch still in the handler as the test ends is not the test's failure.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('without an analytics key nothing loads and nothing is sent', async ({ page }) => {
  const analyticsCalls: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/sandbox\/analytics|analytics-sdk/.test(request.url())) analyticsCalls.push(request.url());
  });
  const loaded = reportingLoaded(page);
  await page.goto('/lotto-tickets');
  await page.getByRole('button', { name: 'Accept all cookies' }).click();
  await loaded;
  await page.getByRole('main').getByRole('link', { name: 'Play Powerball' }).click();
  await expect(page.getByRole('heading', { name: 'Powerball', level: 1 })).toBeVisible();
  expect(analyticsCalls).toEqual([]);
});

test('with a key, analytics waits for consent, then the collector receives identify, page, and the product, cart and checkout events; the aff cookie is written once consent is given', async ({
  browser,
  request,
}) => {
  const server = await startServer({ ANALYTICS_WRITE_KEY: 'e2e-write-key' });
  const context = await browser.newContext({ baseURL: server.url });
  try {
    const page = await context.newPage();
    const analyticsCalls: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/api/sandbox/analytics')) analyticsCalls.push(sent.url());
    });
    const cookie = async (name: string) =>
      (await context.cookies()).find((entry) => entry.name === name)?.value;

    const loaded = reportingLoaded(page);
    await page.goto('/?aff=partner_e2e');
    await untilHydrated(page);
    await loaded;
    await page.waitForTimeout(500);
    expect(analyticsCalls).toEqual([]);
    expect(await cookie('aff')).toBeUndefined();
    expect(await cookie('generated_anonymous_id')).toBeUndefined();

    const settings = page.waitForResponse((response) =>
      response.url().includes('/api/sandbox/analytics/v1/projects/e2e-write-key/settings'),
    );
    await page.getByRole('button', { name: 'Accept all cookies' }).click();
    await settings;
    expect(await cookie('aff')).toBe('partner_e2e');
    const anonymousId = await cookie('generated_anonymous_id');
    expect(anonymousId).toMatch(/^[\w-]{36}$/);

    const sent = () => collected<Sent>(request, `${server.url}/api/sandbox/analytics/events`);
    // The SDK sends each call on its own, in any order; a page that goes takes with it what the SDK
    // has not sent yet. Each page's calls are awaited before the next page, as a person reading
    // it would give them time (a failure names those still missing).
    const missing = (calls: Sent[], expected: string[]) =>
      expected.filter((name) =>
        name === 'identify'
          ? !calls.some((entry) => entry.call === 'i')
          : !calls.some((entry) => entry.body.event === name),
      );
    const received = (...expected: string[]) =>
      expect.poll(async () => missing(await sent(), expected)).toEqual([]);

    await page.goto('/set-for-life/random');
    await untilHydrated(page);
    const add = page.getByRole('button', { name: 'Add to cart' });
    await expect(add).toBeEnabled();
    await add.click();
    await onToCart(page);
    await received('Product Viewed', 'Product Added');
    await logIn(page, 'demo@luckydip.test');
    await untilHydrated(page);
    await expect(page.getByRole('button', { name: /Account/ })).toBeVisible();
    await received('Signed In', 'identify');
    await page.goto('/cart');
    await expect(page.getByRole('link', { name: 'Checkout' })).toBeVisible();
    await received('Cart Viewed');
    await page.getByRole('link', { name: 'Checkout' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await received('Checkout Started');
    const calls = await sent();
    expect(calls.some((entry) => entry.call === 'p' && entry.body.anonymous_id === anonymousId)).toBe(true);
    const identify = calls.find((entry) => entry.call === 'i');
    expect(identify?.body.user_id).toBeTruthy();
    expect(identify?.body.traits).toHaveProperty('favourite_numbers');
    expect(calls.find((entry) => entry.body.event === 'Signed In')).toBeDefined();
    expect(calls.find((entry) => entry.body.event === 'Product Viewed')?.body.properties).toEqual({
      product_id: 'set-for-life',
      name: 'Set for Life',
      category: 'lottery',
    });
    expect(calls.find((entry) => entry.body.event === 'Product Added')?.body).toMatchObject({
      type: 'track',
      properties: { product_id: 'set-for-life', category: 'lottery', recurring_type: 'none' },
    });
    // The cart checked out is the one viewed last: the visitor's cart was viewed too, after the add.
    const viewed = calls.findLast((entry) => entry.body.event === 'Cart Viewed')?.body.properties;
    const started = calls.find((entry) => entry.body.event === 'Checkout Started')?.body.properties;
    expect(viewed).toMatchObject({ products: [expect.objectContaining({ product_id: 'set-for-life' })] });
    expect(started).toMatchObject({ cart_id: viewed?.cart_id, currency: 'AUD' });
    expect(Number(started?.value)).toBeGreaterThan(0);
  } finally {
    await context.close();
    await server.stop();
  }
});
