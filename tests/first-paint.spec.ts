/**
 * Prerendered pages (issue "First paint"): each public page arrives as HTML with its own title,
 * takes over without a single hydration error, signed out and signed in, and reads offline.
 */
import { readFileSync, readdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, logIn, test } from './support/fixtures';
import { waitForServiceWorker } from './support/service-worker';

const PAGES = [
  '/',
  '/lotto-tickets',
  '/charity-tickets',
  '/syndicates',
  '/causes',
  '/about',
  '/powerball',
  '/splash-for-good',
  '/daily-winners',
  '/daily-winners/winners',
];

/** Every page the build prerendered (`/about` for dist/about/index.html). */
const PRERENDERED = readdirSync('dist', { recursive: true, encoding: 'utf8' })
  .filter((file) => file === 'index.html' || file.endsWith('/index.html'))
  .map((file) => `/${file.replace(/\/?index\.html$/, '')}`)
  .sort();

/** The prerendered pages the service worker precaches (the others it renders from the shell). */
const PRECACHED = new Set(
  [...readFileSync('dist/sw.js', 'utf8').matchAll(/"url":"((?:[^"]*\/)?index\.html)"/g)].map(
    ([, file]) => `/${file!.replace(/\/?index\.html$/, '')}`,
  ),
);

/** React's hydration errors (#418, #423, #425) and anything else that breaks in the console. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  // Each with the page it happened on: a failure names the page to look at.
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|#41[89]|#42[35]/i.test(message.text()))
      errors.push(`${page.url()}: ${message.text()}`);
  });
  return errors;
}

test('each public page arrives as HTML with its title and hydrates without an error, signed out', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  for (const path of PAGES) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('Skip to content');
    expect(html, path).toMatch(/<title>[^<]+<\/title>/);
    expect(html, path).not.toMatch(/<script>/);
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  }
  expect(errors).toEqual([]);
});

test('a signed-in customer sees the same pages hydrate, then their own account', async ({ page }) => {
  const errors = collectErrors(page);
  await logIn(page, 'demo@luckydip.test');
  await expect(page.getByRole('button', { name: /^Account \$/ })).toBeVisible();
  for (const path of PAGES) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: /^Account \$/ })).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test('a path that is not prerendered gets the shell, not another page', async ({ request }) => {
  const html = await (await request.get('/login')).text();
  expect(html).toContain('<div id="root"></div>');
});

test('a page rendered days before it is opened still hydrates cleanly, then shows the days as they are', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  // The build's "This Saturday" is not the device's any more; the first render must still match it.
  // A week on, the next draw's relative day always has another name, whatever day the build ran:
  // this week's becomes today's or tomorrow's or its date gone by, next week's this week's (four
  // days on, a build of a Friday night in Sydney still read "This Thursday").
  await page.clock.setFixedTime(Date.now() + 7 * 24 * 3_600_000);
  for (const path of ['/', '/lotto-tickets', '/powerball']) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  }
  expect(errors).toEqual([]);
  // A week on, the next draw's relative day has another name.
  const drawLine = /Draw \d+: [^(]+/;
  const html = (await (await request.get('/powerball')).text()).replaceAll('<!-- -->', '');
  const built = html.match(drawLine)?.[0];
  expect(built).toBeDefined();
  await expect(page.getByText(drawLine)).toBeVisible();
  await expect(page.getByText(drawLine)).not.toContainText(built!.trim());
});

test('offline, every prerendered page and the shell still open', async ({ page, context }) => {
  // Some sixty pages, most of them opened twice: more than the default minute.
  test.setTimeout(240_000);
  expect(PRERENDERED.length).toBeGreaterThan(10);
  const errors = collectErrors(page);
  await page.goto('/');
  await waitForServiceWorker(page);
  // A page below the first level, or not declared offline, is not precached: the shell renders it
  // offline from what one visit left on the device.
  const notPrecached = PRERENDERED.filter((path) => !PRECACHED.has(path));
  expect(notPrecached).toContain('/daily-winners');
  for (const path of notPrecached) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }), path).toBeVisible();
  }
  await context.setOffline(true);
  for (const path of PRERENDERED) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }), path).toBeVisible();
    await expect(page, path).toHaveTitle(/Lucky Dip/);
  }
  // A path that is not prerendered gets the shell, which renders the page itself.
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the home page tells search engines who the retailer is, in its HTML', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const block = /<script type="application\/ld\+json">(.+?)<\/script>/.exec(html)?.[1] ?? '[]';
  const [organisation, website] = JSON.parse(block) as { '@type': string; name: string }[];
  expect(organisation).toMatchObject({ '@type': 'Organization', name: 'Lucky Dip' });
  expect(website).toMatchObject({ '@type': 'WebSite', name: 'Lucky Dip' });
});
