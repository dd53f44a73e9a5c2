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
  await expect(page.getByRole('main').getByRole('link', { name: 'Get it on Google Play' })).toBeVisible();

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
  await page.getByRole('link', { name: 'How to install without Google Play' }).click();
  await expect(page.getByRole('heading', { name: 'Install Lucky Dip on Android', level: 1 })).toBeVisible();
});

test('an iPhone gets Safari’s Add to Home Screen steps', async ({ browser, server }) => {
  const iphone = await browser.newContext({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    viewport: { width: 390, height: 844 },
  });
  const page = await iphone.newPage();
  await page.goto(`${server.url}/app`);
  await expect(page.getByText('Scroll down and tap Add to Home Screen.')).toBeVisible();
  await iphone.close();
});
