/**
 * Signing out on a shared phone (issue "Hardening", 1): a customer who read their tickets offline
 * signs out once the network is back, lands where spec 1 §4 says without being told their session
 * expired, and the next customer to sign in on the same browser profile sees nothing of theirs: not
 * on the page, nor in IndexedDB, Cache Storage, cookies or session storage.
 */
import type { Page } from '@playwright/test';
import { phoneProfile } from './support/chromium';
import { expect, logIn, test, untilHydrated } from './support/fixtures';
import { waitForServiceWorker } from './support/service-worker';
import { buyPowerballQuickPick, whatTheDeviceHolds } from './support/tickets';

/** Every cookie and session-storage entry the page can read. */
const pageStores = (page: Page) =>
  page.evaluate(() => ({
    cookies: document.cookie,
    session: Object.keys(sessionStorage).map((key) => `${key}=${sessionStorage.getItem(key) ?? ''}`),
  }));

test('a customer who read their tickets offline signs out, and the next customer on the phone sees nothing of theirs', async ({
  server,
}) => {
  const { context, page, close } = await phoneProfile(server.url);
  try {
    await logIn(page, 'demo@luckydip.test');
    await page.getByRole('button', { name: 'Accept all cookies' }).click();
    const account = page.getByRole('button', { name: /^Account \$/ });
    await expect(account).toBeVisible();
    await waitForServiceWorker(page);
    await buyPowerballQuickPick(page);

    // A reads their tickets; the network drops; a reload reads them from the device.
    await page.goto('/my-account/upcoming-tickets');
    await untilHydrated(page);
    const ticket = page.getByRole('link', { name: /View ticket/ }).first();
    const href = (await ticket.getAttribute('href')) ?? '';
    expect(href).toMatch(/\/ticket\/\d+$/);
    await expect
      .poll(async () =>
        (await whatTheDeviceHolds(page)).queries.some((hash) => hash.includes('"upcoming_products"')),
      )
      .toBe(true);
    const customerId = /customer_id=(\d+)/.exec((await pageStores(page)).cookies)?.[1];
    expect(customerId).toBeDefined();
    await context.setOffline(true);
    await page.reload();
    await expect(page.locator(`a[href="${href}"]`)).toBeVisible();
    await expect(page.getByTestId('saved-label')).toContainText('Saved on this device');

    // The network is back; A signs out: home, with no word of an expired session.
    await context.setOffline(false);
    await page.goto('/logout');
    await page.waitForURL(`${server.url}/`);
    await untilHydrated(page);
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(page.getByText('Your session has expired')).toHaveCount(0);
    const left = await whatTheDeviceHolds(page);
    expect(left.queries.filter((hash) => hash.startsWith('["customer"'))).toEqual([]);
    expect(left.cached.filter((url) => /\/api\/.*\/(orders|customer|cart)\b/.test(url))).toEqual([]);
    const stores = await pageStores(page);
    expect(stores.cookies).not.toMatch(/customer_id|web_access_token|web_refresh_token|customer_token/);
    expect(
      stores.session.filter(
        (entry) => /Dana|demo@luckydip/.test(entry) || entry.includes(`"userId":"${customerId}"`),
      ),
    ).toEqual([]);

    // B signs in on the same profile, stays signed in, and sees only their own account.
    await logIn(page, 'winner@luckydip.test');
    await expect(account).toBeVisible();
    await page.goto('/my-account');
    await untilHydrated(page);
    await expect(page).toHaveURL(/\/my-account$/);
    await expect(page.getByText('Robin', { exact: false }).first()).toBeVisible();
    await expect(page.getByText(/Dana|Demo/)).toHaveCount(0);
    await page.goto('/my-account/upcoming-tickets');
    await untilHydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator(`a[href="${href}"]`)).toHaveCount(0);
    await expect(account).toBeVisible();
    const held = await whatTheDeviceHolds(page);
    expect(held.queries.filter((hash) => hash.startsWith(`["customer","${customerId}"`))).toEqual([]);
  } finally {
    await close();
  }
});
