/**
 * The native-app pages (issue "Results, my tickets and the draw engine"): /app is installable as
 * Chromium judges it, offers the browser's install prompt, and says when the app is installed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium';
import { expect, test } from './support/fixtures';
import { startServer } from './support/server';
import { waitForServiceWorker } from './support/service-worker';

test('on /app Chromium finds nothing stopping an install', async ({ server }) => {
  // A profile of its own: Chromium does not install from an incognito context (Playwright's own).
  const profile = mkdtempSync(join(tmpdir(), 'luckydip-profile-'));
  const context = await chromium.launchPersistentContext(profile, chromiumLaunchOptions());
  try {
    const page = await context.newPage();
    await page.goto(`${server.url}/app`);
    await waitForServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('/app offers the browser’s install prompt, and the Android pages', async ({ page }) => {
  await page.goto('/app');
  // No store lists the demo's app: no placeholder badge, this site's own install only.
  await expect(page.getByRole('heading', { name: 'Install it from here' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get it on Google Play' })).toHaveCount(0);

  // Headless Chromium holds its prompt back for engagement; the event it sends is the same shape.
  await page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => Promise.resolve(),
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    window.dispatchEvent(event);
  });
  await page.getByRole('button', { name: 'Install Lucky Dip' }).click();
  await expect(page.getByText('Lucky Dip is installed on this device')).toBeVisible();

  await page.getByRole('link', { name: 'On Android' }).click();
  await expect(page.getByRole('heading', { name: 'Lucky Dip for Android', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'How to install it from this site, step by step' }).click();
  await expect(page.getByRole('heading', { name: 'Install Lucky Dip on Android', level: 1 })).toBeVisible();
});

const IPHONE = {
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  viewport: { width: 390, height: 844 },
};

test('an iPhone gets Safari’s Add to Home Screen steps', async ({ browser, server }) => {
  const iphone = await browser.newContext(IPHONE);
  const page = await iphone.newPage();
  await page.goto(`${server.url}/app`);
  await expect(page.getByText('Scroll down and tap Add to Home Screen.')).toBeVisible();
  await page.goto(`${server.url}/`);
  await expect(page.getByText(/Install Lucky Dip to your home screen/)).toBeVisible();
  await iphone.close();
});

test('opened from the home screen, Lucky Dip stops asking to be installed', async ({ browser, server }) => {
  const iphone = await browser.newContext(IPHONE);
  // What Safari says of a page opened from the home screen.
  await iphone.addInitScript(() => Object.defineProperty(navigator, 'standalone', { value: true }));
  const page = await iphone.newPage();
  await page.goto(`${server.url}/app`);
  await expect(page.getByText('Lucky Dip is installed on this device')).toBeVisible();
  await expect(page.getByText('Scroll down and tap Add to Home Screen.')).toHaveCount(0);
  await page.goto(`${server.url}/`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByRole('heading', { level: 1, name: /in your pocket/ })).toBeVisible();
  await expect(page.getByText(/Install Lucky Dip to your home screen/)).toHaveCount(0);
  await iphone.close();
});

test('the store badges are the configuration’s, shown once a page: on /app and the home page, the footer linking there', async ({
  browser,
}) => {
  const stores = {
    APP_STORE_URL: 'https://apps.apple.com/au/app/lucky-dip/id6739201845',
    GOOGLE_PLAY_URL: 'https://play.google.com/store/apps/details?id=au.com.luckydip.app',
  };
  const server = await startServer(stores);
  const page = await browser.newPage();
  try {
    await page.goto(`${server.url}/app`);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute(
      'href',
      stores.APP_STORE_URL,
    );
    await expect(main.getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute(
      'href',
      stores.GOOGLE_PLAY_URL,
    );
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Get the app' })).toHaveAttribute(
      'href',
      '/app',
    );
    await page.goto(server.url);
    await expect(page.getByRole('link', { name: 'Get it on Google Play' })).toHaveCount(1);
  } finally {
    await page.close();
    await server.stop();
  }
});
