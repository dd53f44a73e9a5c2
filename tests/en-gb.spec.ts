/**
 * The British site (issue 37, part 3): the build made with `SITE_LOCALE=en-GB` (dist-en-gb, by
 * `npm run build:en-gb`) served by an API started with the same locale. Its pages say en-GB, its
 * amounts are in pounds, it asks no state, and its limits use the spec's GBP wording.
 */
import { startServer } from './support/server';
import { DEMO_PASSWORD, expect, test } from './support/fixtures';

test('the British site speaks en-GB, prices in pounds, asks a postcode address without a state', async ({
  browser,
}) => {
  const server = await startServer({ SITE_LOCALE: 'en-GB', DIST_DIR: 'dist-en-gb' });
  const page = await browser.newPage();
  try {
    // A prerendered page, in the site's language and currency.
    await page.goto(`${server.url}/powerball`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
    const main = page.getByRole('main');
    await expect(main.getByText(/£[\d,]+/).first()).toBeVisible();
    await expect(main.getByText(/\$\d/)).toHaveCount(0);

    await page.goto(`${server.url}/signup`);
    await expect(page.getByLabel(/^Mobile number/)).toBeVisible();
    await expect(page.getByLabel(/^State/)).toHaveCount(0);

    await page.goto(`${server.url}/login`);
    await page.getByLabel(/^Email/).fill('demo@luckydip.test');
    await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('button', { name: /^Account £/ })).toBeVisible();
    await page.goto(`${server.url}/my-account/my-details`);
    await expect(page.getByLabel(/^Town or city/)).toBeVisible();
    await expect(page.getByLabel(/^State/)).toHaveCount(0);
    await page.goto(`${server.url}/my-account/spend-limits`);
    await expect(
      page.getByText('A weekly deposit limit in GBP applies to any 7-day period.').first(),
    ).toBeVisible();
  } finally {
    await page.close();
    await server.stop();
  }
});
