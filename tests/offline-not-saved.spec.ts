/**
 * Offline, a page never opened on this device (issue 38, point 10) says it is not saved here and
 * offers the pages that are, instead of a skeleton waiting for a connection that is not coming.
 */
import { expect, test } from './support/fixtures';
import { waitForServiceWorker } from './support/service-worker';

const NOT_SAVED = 'This page is not saved on this device';

test('offline, a draw never opened says it is not saved on this device and offers the saved pages', async ({
  page,
  context,
}) => {
  await page.goto('/powerball/results');
  await waitForServiceWorker(page);
  const links = page.locator('a[href^="/powerball/results/draw/"]');
  const older = await links.last().getAttribute('href');
  expect(older).toBeTruthy();
  await context.setOffline(true);

  // The draw's result: its page opens (its code is saved), the draw's data never was.
  await page.goto(older!);
  await expect(page.getByRole('heading', { name: NOT_SAVED })).toBeVisible();
  // It offers what this device holds: the results page opened before, and the pages built with their data.
  const offered = page.getByRole('status').filter({ hasText: NOT_SAVED }).getByRole('link');
  await expect(offered).toHaveText(['Powerball results', 'Home', 'Lotteries', 'how to install Lucky Dip']);
  // Why a page opened before may be gone too (Safari clears a site's data after seven days away).
  await expect(page.getByText(/Safari does after seven days without a visit/)).toBeVisible();

  // A draw's own page, whose loader waits for the draw: not an endless skeleton either.
  await page.goto('/surf-life-saving-raffle/draw/303');
  await expect(page.getByRole('heading', { name: NOT_SAVED, level: 1 })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);

  // What it offers opens offline, and once back online the page loads as it should.
  await page.getByRole('main').getByRole('link', { name: 'Powerball results' }).click();
  await expect(page).toHaveURL(/\/powerball\/results$/);
  await expect(page.getByTestId('saved-label').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: NOT_SAVED })).toHaveCount(0);
  await context.setOffline(false);
  await page.goto(older!);
  await expect(page.getByRole('heading', { name: 'Winning numbers' })).toBeVisible();
});
