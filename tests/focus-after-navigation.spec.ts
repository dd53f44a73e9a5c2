/**
 * Focus after a navigation (WCAG 2.4.3): a client-side navigation puts keyboard focus on the new
 * page's main heading, so the next Tab goes on from the page rather than through the header again.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

const focusIsInMain = (page: Page) => page.evaluate(() => Boolean(document.activeElement?.closest('main')));

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a header link taken with the keyboard leaves focus on the new page’s heading', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Essential only' }).click();
    // A page's first load moves nothing.
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    const results = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Results' });
    await results.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/lotto-results$/);
    const heading = page.getByRole('main').getByRole('heading', { level: 1 });
    await expect(heading).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await focusIsInMain(page)).toBe(true);

    // From the footer too, and back in the history.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Play Powerball' }).click();
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Powerball' })).toBeFocused();
    await page.goBack();
    await expect(page).toHaveURL(/\/lotto-results$/);
    await expect(heading).toBeFocused();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a link of the menu drawer leaves focus on the new page’s heading, not the menu button', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Essential only' }).click();
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Results' }).click();
    await expect(page).toHaveURL(/\/lotto-results$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();
  });
});
