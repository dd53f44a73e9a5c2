/**
 * Pre-orders (issue "Recurring purchases"): a raffle draw not yet open is pre-ordered; the wallet
 * must hold it, nothing is charged; its receipt links to it, and it is cancelled after a
 * confirmation, leaving the customer's list and charging nothing.
 */
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './support/fixtures';
import { preOrderSurfRaffle } from './support/tickets';

const balance = async (page: Page) => page.getByRole('button', { name: /^Account \$/ }).innerText();

test('a pre-ordered raffle ticket charges nothing, is linked from its receipt, and is cancelled', async ({
  page,
  expectAccessible,
}) => {
  await signIn(page, 'demo@luckydip.test');
  await page.getByRole('button', { name: 'Accept all cookies' }).click();
  const before = await balance(page);

  const id = await preOrderSurfRaffle(page);
  await page.getByRole('link', { name: 'See or cancel this pre-order' }).click();

  await expect(page.getByRole('heading', { level: 1, name: /Surf Life Saving Raffle/ })).toBeVisible();
  await expect(page.getByText('Waiting for its draw')).toBeVisible();
  await expect(
    page.getByText(/^Paid from your wallet \(\$[\d.]+\) and ticketed when sales for draw 303/),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Cancel pre-order' }).click();
  await page.getByRole('button', { name: 'Yes, cancel the pre-order' }).click();
  await expect(page.getByText('Pre-order cancelled. Nothing was charged.')).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Recurring purchases and pre-orders' }),
  ).toBeVisible();
  const pre = page.getByRole('region', { name: 'Pre-orders' });
  await expect(pre.getByText('You have no pre-orders.').or(pre.getByRole('article').first())).toBeVisible();
  await expect(page.locator(`a[href$="/scheduled-purchases/${id}"]`)).toHaveCount(0);
  expect(await balance(page)).toBe(before);
  // Checked once the toast has gone: axe reads its text mid-fade as too faint.
  await expect(page.getByText('Pre-order cancelled. Nothing was charged.')).toBeHidden({ timeout: 15_000 });
  await expectAccessible(page);
});
