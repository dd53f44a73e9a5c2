/**
 * The British site (issue 37, part 3): the build made with `SITE_LOCALE=en-GB` (dist-en-gb, by
 * `npm run build:en-gb`) served by an API started with the same locale. Its pages say en-GB, its
 * cart, checkout, receipt and wallet read in pounds with British dates and times, it asks no
 * state, and its limits use the spec's GBP wording.
 */
import type { Page } from '@playwright/test';
import { startServer } from './support/server';
import { DEMO_PASSWORD, expect, test, untilHydrated } from './support/fixtures';

/** Pounds in the page's main region, and no dollars. */
async function readsInPounds(page: Page) {
  const main = page.getByRole('main');
  await expect(main.getByText(/£[\d,]+/).first()).toBeVisible();
  await expect(main.getByText(/\$\d/)).toHaveCount(0);
}

test('the British site speaks en-GB: pounds and British times from the offer to the receipt and the wallet, no state asked', async ({
  browser,
}) => {
  const server = await startServer({ SITE_LOCALE: 'en-GB', DIST_DIR: 'dist-en-gb' });
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  try {
    // A prerendered page, in the site's language and currency.
    await page.goto('/powerball');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
    await readsInPounds(page);
    // The games' own texts too: a headline prize in pounds.
    await page.goto('/lotto-tickets');
    await expect(
      page
        .getByRole('main')
        .getByText(/£1 million division one/)
        .first(),
    ).toBeVisible();
    await readsInPounds(page);
    // Daily Winners' giveaways too.
    await page.goto('/daily-winners/daily-giveaways');
    await expect(page.getByRole('link', { name: /^Daily £500 cash$/ }).first()).toBeVisible();
    await readsInPounds(page);

    await page.goto('/signup');
    await expect(page.getByLabel(/^Mobile number/)).toBeVisible();
    await expect(page.getByLabel(/^State/)).toHaveCount(0);

    await page.goto('/login');
    await untilHydrated(page);
    await page.getByLabel(/^Email/).fill('demo@luckydip.test');
    await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('button', { name: /^Account £/ })).toBeVisible();

    // The cart and checkout (demo@'s Buy now goes straight to checkout), then the receipt.
    await page.goto('/powerball');
    await untilHydrated(page);
    await page.getByRole('button', { name: 'Quick pick all games' }).click();
    await page.getByRole('button', { name: 'Buy now', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
    const total = await page.getByTestId('order-total').innerText();
    expect(total).toMatch(/^£\d+\.\d{2}$/);
    await readsInPounds(page);
    await page.getByRole('button', { name: `Buy now · ${total}` }).click();
    await expect(page.getByRole('heading', { name: 'Your receipt' })).toBeVisible();
    // British English tells the time on the 24-hour clock.
    await expect(page.getByTestId('receipt-when')).toHaveText(/^Bought \w+, \d+ \w+ \d{4}, \d{2}:\d{2} /);
    // A 24-hour clock: no "2:14 pm" (the receipt's random id may hold the letters "am").
    await expect(page.getByTestId('receipt-when')).not.toHaveText(/\d\s?[ap]m\b/);
    await readsInPounds(page);

    await page.goto('/my-account/transactions');
    await expect(page.getByText('Ticket purchase').first()).toBeVisible();
    await readsInPounds(page);
    await page.goto('/my-account/my-details');
    await expect(page.getByLabel(/^Town or city/)).toBeVisible();
    await expect(page.getByLabel(/^State/)).toHaveCount(0);
    await page.goto('/my-account/spend-limits');
    await expect(
      page.getByText('A weekly deposit limit in GBP applies to any 7-day period.').first(),
    ).toBeVisible();
  } finally {
    await context.close();
    await server.stop();
  }
});
