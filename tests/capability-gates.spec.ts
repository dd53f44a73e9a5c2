/**
 * Capabilities that switch their features off (issue 63, point 1): on a site that suppresses them,
 * their pages are the 404 page, their links and forms are gone, and the server refuses their calls
 * (the whole table is walked by server/http/capability-gates.test.ts and src/app/page-gates.test.ts).
 */
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, test } from './support/fixtures';
import { startServer } from './support/server';

const SUPPRESSED = 'viewing_orders,customer_deactivation,support_form,vouchers,registration,sub_variants';

test('a site without viewing orders, closing accounts, the support form, vouchers, sign-up or sub-variants shows none of them', async ({
  browser,
}) => {
  // A server of its own, and a walk through eight pages.
  test.slow();
  const site = await startServer({ SUPPRESS_CAPABILITIES: SUPPRESSED });
  const context = await browser.newContext({ baseURL: site.url });
  const page = await context.newPage();
  try {
    await walk(page);
  } finally {
    await context.close();
    await site.stop();
  }
});

test('with sub-variants, a game’s regional name leads to the game', async ({ page }) => {
  await page.goto('/gold-lotto');
  await expect(page).toHaveURL(/\/saturday-lotto$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Saturday Lotto' })).toBeVisible();
});

async function walk(page: Page) {
  // An account page is not prerendered: the app reads the server's capabilities before it, and
  // then sends the visitor on to log in.
  await page.goto('/my-account');
  await page.getByRole('button', { name: 'Accept all cookies' }).click();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create an account' })).toHaveCount(0);
  await page.getByLabel(/^Email/).fill('demo@luckydip.test');
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Hello/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Next draws' })).toHaveCount(0);
  const pages = page.getByRole('navigation', { name: 'Account pages' });
  await expect(pages.getByRole('link', { name: 'Transactions' })).toBeVisible();
  await expect(pages.getByRole('link', { name: 'Upcoming tickets' })).toHaveCount(0);
  await expect(pages.getByRole('link', { name: 'Past tickets' })).toHaveCount(0);
  for (const path of ['/my-account/upcoming-tickets', '/my-account/past-tickets', '/close-my-account']) {
    await page.goto(path);
    // The 404 page, in the site's frame, still signed in.
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText('Something went wrong.');
    await expect(page.getByRole('button', { name: /^Account/ })).toBeVisible();
  }

  await page.goto('/my-account/login-and-security');
  await expect(page.getByRole('heading', { level: 1, name: 'Login and security' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'close your account' })).toHaveCount(0);

  // On from here inside the app: a page the build prerendered would start from the build's
  // capabilities (every one on) until the browser is idle enough to read the server's.
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Contact us' }).click();
  await expect(page.getByRole('heading', { name: 'Contact us', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Send/ })).toHaveCount(0);

  await footer.getByRole('link', { name: 'Play Powerball' }).click();
  await page.getByRole('button', { name: 'Quick pick all games' }).click();
  await page.getByRole('button', { name: 'Buy now', exact: true }).click();
  await page.getByRole('link', { name: 'Cart, 1 item' }).click();
  await expect(page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByLabel('Promotion code')).toHaveCount(0);

  // Without sub-variants, a game's regional name is no address.
  await page.goto('/gold-lotto');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something went wrong.');

  // The build prerendered the sign-up form; this site answers the 404 page for it.
  expect((await page.request.get('/signup')).status()).toBe(404);
  await page.goto('/signup');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something went wrong.');
}
