import { DEMO_PASSWORD, expect, test } from './support/fixtures';

test('a visitor fills a cart, signs in at checkout, applies a promotion and pays from the wallet', async ({
  page,
}) => {
  await page.goto('/powerball');
  await page.getByRole('button', { name: 'Accept all cookies' }).click();
  await page.getByRole('button', { name: 'Quick pick all games' }).click();
  await expect(page.getByTestId('ticket-price')).toHaveText('$5.40');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page
    .getByRole('dialog', { name: 'Added to your cart' })
    .getByRole('button', { name: 'Go to cart' })
    .click();
  await expect(page.getByRole('heading', { name: 'Your cart' })).toBeVisible();
  await expect(page.getByTestId('cart-total')).toHaveText('$5.40');

  const code = page.getByLabel('Promotion code');
  await code.fill('SPRING25');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('The promotion SPRING25 has expired.')).toBeVisible();
  await code.fill('save10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Promotion SAVE10: 10% off your order')).toBeVisible();
  await expect(page.getByTestId('cart-total')).toHaveText('$4.86');

  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout\/login/);
  await page.getByLabel(/^Email/).fill('demo@luckydip.test');
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await expect(page.getByTestId('order-total')).toHaveText('$4.86');

  const buy = page.getByRole('button', { name: 'Buy now · $4.86' });
  await buy.dblclick();
  await expect(page.getByRole('heading', { name: 'Your receipt' })).toBeVisible();
  await expect(page.getByTestId('receipt-total')).toHaveText('$4.86');
  await expect(page.getByTestId('receipt-balance')).toHaveText('$495.14');
  await expect(page.getByRole('button', { name: 'Account $495.14' })).toBeVisible();
  await expect(page.getByText(/^Game 4:/)).toBeVisible();
});
