import { expect, type Page } from '@playwright/test';

/**
 * On to the cart after Add to cart: the pre-cart drawer opens with the draws recommended with the
 * ticket (the pre-cart recommended draws capability), and its Go to cart leads on.
 */
export async function onToCart(page: Page): Promise<void> {
  await page
    .getByRole('dialog', { name: 'Added to your cart' })
    .getByRole('button', { name: 'Go to cart' })
    .click();
  // Exact: the drawer's own heading, "Added to your cart", would match a substring.
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart', exact: true })).toBeVisible();
}
