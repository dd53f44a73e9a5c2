/**
 * A new customer who signs up on the way to paying (issue 62, point 5): "Create an account" from
 * the checkout's sign-in keeps the way back, and the cart, through sign-up and verification; the
 * new customer is welcomed where they land and by email.
 */
import { expect, fillSignUp, test } from './support/fixtures';

test('a visitor who signs up from the checkout’s sign-in comes back to checkout with the cart kept, and is welcomed', async ({
  page,
  sandbox,
}) => {
  await page.goto('/powerball');
  await page.getByRole('button', { name: 'Accept all cookies' }).click();
  await page.getByRole('button', { name: 'Quick pick all games' }).click();
  const price = (await page.getByTestId('ticket-price').innerText()).trim();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('link', { name: /^Cart, 1 item/ })).toBeVisible();
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout\/login/);

  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/signup\?redirect=%2Fcart%2Fbuy$/);
  const email = `checkout.${Date.now()}@example.com`;
  await fillSignUp(page, email, 'Casey');

  await expect(page).toHaveURL(/\/cart\/buy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByTestId('order-total')).toHaveText(price);

  // Welcomed where they landed, once, and by email.
  await expect(page.getByRole('alert').filter({ hasText: 'Welcome to Lucky Dip, Casey' })).toBeVisible();
  const [welcome] = await sandbox.mailbox(email);
  expect(welcome!.subject).toBe('Welcome to Lucky Dip');
  await page.reload();
  await expect(page.getByTestId('order-total')).toHaveText(price);
  await expect(page.getByText('Welcome to Lucky Dip, Casey')).toHaveCount(0);

  // The checkout asks them to verify first; the automatic check asks for the home address it
  // compares (sign-up asks for none), checks it as it is saved, and sends them on to the checkout.
  await page.getByRole('link', { name: 'Verify your account' }).click();
  await expect(page).toHaveURL(/\/my-account\/verify-account\?from=checkout$/);
  await page.getByLabel(/^Street address/).fill('12 Example Street');
  await page.getByLabel(/^Suburb/).fill('Brisbane City');
  await page.getByLabel(/^Postcode/).fill('4000');
  await page.getByRole('button', { name: 'Save and check my details' }).click();
  await expect(page.getByText('Your identity is verified')).toBeVisible();
  await page.getByRole('link', { name: 'Continue to checkout' }).click();
  await expect(page).toHaveURL(/\/cart\/buy$/);
  await expect(page.getByTestId('order-total')).toHaveText(price);
  await expect(page.getByRole('link', { name: 'Verify your account' })).toHaveCount(0);
});
