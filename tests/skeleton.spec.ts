import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, findChromium } from './support/chromium';
import { expect, test, waitForServiceWorker } from './support/fixtures';
import { startServer } from './support/server';
import { onToCart } from './support/cart';

const HOME_HEADING = 'Lotteries and charity raffles, in your pocket';

test('the app boots with configuration and capabilities from the API', async ({ page, expectAccessible }) => {
  const config = page.waitForResponse((r) => r.url().endsWith('/api/v2/config') && r.status() === 200);
  const capabilities = page.waitForResponse(
    (r) => r.url().endsWith('/api/v2/capabilities') && r.status() === 200,
  );
  await page.goto('/');
  const [configAnswer] = await Promise.all([config, capabilities]);
  // The page came with a request id, and the calls it makes carry it for the server's log.
  const requestId = (await page.context().cookies()).find((cookie) => cookie.name === 'request-id')?.value;
  expect(requestId).toMatch(/^[\w-]{36}$/);
  expect(await configAnswer.request().headerValue('request-id')).toBe(requestId);
  await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
  // The support widget comes from GET /config; the next line only shows with its capabilities.
  const support = page.getByRole('contentinfo').getByRole('region', { name: 'Talk to us' });
  await expect(support.getByRole('link', { name: '1300 583 825' })).toBeVisible();
  await expect(support.getByText('Monday to Friday 8:30am – 5:30pm Sydney time')).toBeVisible();
  await expect(support.getByRole('link', { name: 'Email support@luckydip.test' })).toHaveAttribute(
    'href',
    'mailto:support@luckydip.test',
  );
  await expect(page.getByText("Play Australia's favourite lotteries")).toBeVisible();
  await expectAccessible(page);
});

test('Chromium finds the app installable', async ({ server }) => {
  const userDataDir = mkdtempSync(join(tmpdir(), 'luckydip-profile-'));
  // Ordinary contexts are incognito, which Chromium never offers to install from.
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: findChromium(),
    args: CHROMIUM_FLAGS,
  });
  try {
    const page = await context.newPage();
    await page.goto(server.url);
    await waitForServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);
    const manifest = (await cdp.send('Page.getAppManifest')) as { errors: unknown[]; url: string };
    expect(manifest.errors).toEqual([]);
    expect(manifest.url).toContain('/manifest.webmanifest');
  } finally {
    await context.close();
    rmSync(userDataDir, { recursive: true, force: true });
  }
});

test('after one online visit the app starts offline', async ({ page, context, expectAccessible }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: HOME_HEADING })).toBeVisible();
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: HOME_HEADING })).toBeVisible();
  // Configuration and content come from the device: the support number, the footer's links.
  await expect(page.getByRole('contentinfo').getByRole('link', { name: '1300 583 825' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Play Oz Lotto' })).toBeVisible();
  await expectAccessible(page);
});

for (const [status, heading, body] of [
  [
    503,
    "There's a spanner in the works!",
    "We'll be up and running again soon after this scheduled maintenance.",
  ],
  [
    500,
    'Our servers are busy',
    'We are experiencing large load times on our server. Thank you for being patient.',
  ],
  [
    418,
    "It's not you, it's us!",
    'There are currently no products available, please check back later. Thank you for being patient.',
  ],
] as const) {
  test(`an injected ${status} reaches the app's error page`, async ({ page, sandbox, expectAccessible }) => {
    await sandbox.fault({ path: '/api/v2/config', status });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText(body)).toBeVisible();
    await expectAccessible(page);
  });
}

test('a dropped connection is retried and the app still boots', async ({ page, sandbox }) => {
  await sandbox.fault({ path: '/api/v2/capabilities', kind: 'drop' });
  await page.goto('/');
  // This line needs the capabilities, so it shows only once the retried call has answered.
  await expect(page.getByText("Play Australia's favourite lotteries")).toBeVisible();
});

test('an unknown path shows the not-found page', async ({ page, expectAccessible }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Something went wrong.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try heading home and finding your bearing.' })).toBeVisible();
  await expectAccessible(page);
});

test('a new build shows the update prompt, waits for the customer, keeps a half-filled form and the cart', async ({
  browser,
}) => {
  const server = await startServer();
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${server.url}/set-for-life/random`);
    await waitForServiceWorker(page);
    await page.getByRole('button', { name: 'Accept all cookies' }).click();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await onToCart(page);
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { stillHere: boolean }).stillHere = true;
    });
    // A form half filled in when the new build arrives.
    await page.getByRole('link', { name: 'Login' }).click();
    await page.getByLabel(/^Email/).fill('half@filled.test');

    // Publish a new build: a changed service worker (its compressed copies would be stale).
    const sw = join(server.distDir, 'sw.js');
    writeFileSync(sw, `${readFileSync(sw, 'utf8')}\n// build 2\n`);
    for (const stale of [`${sw}.br`, `${sw}.gz`]) rmSync(stale, { force: true });

    // The app looks for updates when the window regains focus.
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(page.getByText('A new version is ready')).toBeVisible({ timeout: 20_000 });
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    await expect(page.getByLabel(/^Email/)).toHaveValue('half@filled.test');

    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Reload' }).click()]);
    await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere),
    ).toBeUndefined();
  } finally {
    await context.close();
    await server.stop();
  }
});

test('a page still on the previous build loads its lazy chunks after a new build takes over', async ({
  browser,
}) => {
  const server = await startServer();
  const context = await browser.newContext();
  try {
    const old = await context.newPage();
    await old.goto(`${server.url}/about`);
    await waitForServiceWorker(old);
    await old.evaluate(() => {
      (window as unknown as { stillHere: boolean }).stillHere = true;
    });

    // A new build without the old build's chunk of a game's results (its name follows its
    // content): gone from the server and from the new worker's precache.
    const manifest = JSON.parse(
      readFileSync(join(server.distDir, '.vite', 'manifest.json'), 'utf8'),
    ) as Record<string, { file: string }>;
    const chunk = Object.entries(manifest).find(([key]) =>
      key.startsWith('src/routes/$productOfferKey/results/index.tsx'),
    )?.[1].file;
    if (!chunk) throw new Error("no chunk for a game's results");
    for (const file of [chunk, `${chunk}.br`, `${chunk}.gz`])
      rmSync(join(server.distDir, file), { force: true });
    const sw = join(server.distDir, 'sw.js');
    const entry = `{"revision":null,"url":"${chunk}"},`;
    const worker = readFileSync(sw, 'utf8');
    expect(worker).toContain(entry);
    writeFileSync(sw, worker.replace(entry, ''));
    for (const stale of [`${sw}.br`, `${sw}.gz`]) rmSync(stale, { force: true });

    // Another tab takes the new build.
    const fresh = await context.newPage();
    await fresh.goto(`${server.url}/about`);
    await fresh.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(fresh.getByText('A new version is ready')).toBeVisible({ timeout: 20_000 });
    const switched = old.evaluate(
      () =>
        new Promise<void>((resolve) =>
          navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }),
        ),
    );
    await Promise.all([fresh.waitForEvent('load'), fresh.getByRole('button', { name: 'Reload' }).click()]);
    await switched;
    // Nor may the browser's HTTP cache stand in for the kept copy: it is evicted at will.
    await (await context.newCDPSession(old)).send('Network.clearBrowserCache');

    // The old page, never reloaded, opens a page whose chunk only the previous build had.
    await old.getByRole('link', { name: 'Powerball Results' }).click();
    await expect(old.getByRole('heading', { level: 1, name: 'Powerball results' })).toBeVisible();
    expect(await old.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);

    // Once that page has moved to the new build, the previous build's copy goes.
    await old.reload();
    await expect.poll(() => old.evaluate(() => caches.has('luckydip-previous-build'))).toBe(false);
  } finally {
    await context.close();
    await server.stop();
  }
});
