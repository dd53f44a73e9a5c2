/**
 * Signing out on a shared phone (issue "Hardening", 1): a customer who read their tickets offline
 * signs out once the network is back, lands where spec 1 §4 says without being told their session
 * expired, and the next customer to sign in on the same browser profile sees nothing of theirs: not
 * on the page, nor in IndexedDB, Cache Storage, cookies or session storage.
 */
import type { Page } from '@playwright/test';
import { phoneProfile } from './support/chromium';
import { signIn, signedApi } from './support/customers';
import { expect, logIn, test, untilHydrated } from './support/fixtures';
import { savedOnDevice } from './support/saved-on-device';
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

test('a customer who leaves the sign-out page at once is signed out on the device, and by the server once it answers', async ({
  page: first,
  context,
  sandbox,
  server,
  request,
}) => {
  let page = first;
  await signIn(page, 'demo@luckydip.test');
  await page.goto('/my-account/upcoming-tickets');
  await untilHydrated(page);
  await savedOnDevice(page, '["customer"');
  const accessToken = /web_access_token=([^;]+)/.exec((await pageStores(page)).cookies)?.[1];
  expect(accessToken).toBeDefined();

  // The server is slow to answer the sign-out; the customer taps Log out and closes the tab at once.
  await sandbox.fault({ path: '/api/v2/logout', kind: 'latency', latency_ms: 3000 });
  await page.getByRole('button', { name: /^Account/ }).click();
  await page.getByRole('dialog', { name: 'My account' }).getByRole('link', { name: 'Log out' }).click();
  await page.close();
  page = await context.newPage();
  await page.goto('/my-account/upcoming-tickets');

  // Nothing of the customer: not signed in, no tokens, nothing personal kept on the device.
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: /^Account/ })).toHaveCount(0);
  expect((await pageStores(page)).cookies).not.toMatch(/customer_id|web_access_token|web_refresh_token/);
  await expect
    .poll(async () =>
      (await whatTheDeviceHolds(page)).queries.filter((hash) => hash.startsWith('["customer"')),
    )
    .toEqual([]);
  // The server ends the session once it answers: the old token opens nothing.
  await expect
    .poll(
      async () =>
        (
          await signedApi(request, server.url, {
            method: 'GET',
            path: '/api/v2/customer',
            headers: { version: '3.3', authorization: `Bearer ${accessToken}` },
          })
        ).status(),
      { timeout: 15_000 },
    )
    .toBe(401);
});
