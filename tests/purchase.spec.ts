/**
 * Paying from the wallet under the faults a customer meets (issue "Cart and checkout"): every offer
 * type to a receipt and bought again, a lost answer, a server failure, and no connection. The demo
 * customer is in the boost-buy-tickets treatment, so an offer page's Buy now goes on to checkout.
 * Each test leaves the demo customer's cart empty; balances are read before and after, since other
 * tests spend from the same wallet.
 */
import type { Page, Request } from '@playwright/test';
import { expect, logIn, test } from './support/fixtures';

const PURCHASE = '/api/v2/cart/purchase';

async function signInAsDemo(page: Page) {
  await logIn(page, 'demo@luckydip.test');
  await page.getByRole('button', { name: 'Accept all cookies' }).click();
  await expect(page.getByRole('button', { name: /^Account \$/ })).toBeVisible();
}

/** The wallet as the header shows it, in cents. */
async function headerBalance(page: Page): Promise<number> {
  const label = await page.getByRole('button', { name: /^Account \$/ }).innerText();
  return Math.round(Number(label.replace(/[^\d.]/g, '')) * 100);
}

const cents = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

/** The offer page's call to action in the treatment: the ticket goes in the cart and on to checkout. */
async function buyNow(page: Page) {
  const buy = page.getByRole('button', { name: 'Buy now', exact: true });
  await expect(buy).toBeEnabled();
  await buy.click();
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
}

async function quickPickPowerball(page: Page) {
  await page.goto('/powerball');
  await page.getByRole('button', { name: 'Quick pick all games' }).click();
  await expect(page.getByTestId('ticket-price')).toHaveText('$5.40');
  await buyNow(page);
}

/** The demo customer at checkout with a quick-pick Powerball ticket; their balance then. */
async function demoAtCheckout(page: Page): Promise<number> {
  await signInAsDemo(page);
  await quickPickPowerball(page);
  return headerBalance(page);
}

async function pay(page: Page) {
  const total = await page.getByTestId('order-total').innerText();
  await page.getByRole('button', { name: `Buy now · ${total}` }).click();
  await expect(page.getByRole('heading', { name: 'Your receipt' })).toBeVisible();
  return cents(total);
}

test('every offer type goes from the offer to a receipt, is edited on the way and is bought again', async ({
  page,
  expectAccessible,
}) => {
  await signInAsDemo(page);
  const before = await headerBalance(page);

  await page.goto('/splash-for-good');
  await page.getByRole('radio', { name: /Animal rescue/ }).check();
  await buyNow(page);
  await page.goto('/syndicates');
  await page.getByRole('link', { name: 'Big 50' }).click();
  await expect(page.getByTestId('ticket-price')).toHaveText('$1.50');
  await buyNow(page);
  await page.goto('/oz-lotto/systems');
  await page.getByLabel('Entry').selectOption({ label: 'System 8' });
  await page.getByRole('button', { name: 'Quick pick all games' }).click();
  await buyNow(page);
  await page.goto('/set-for-life/random');
  await buyNow(page);
  await quickPickPowerball(page);
  await expect(page.getByRole('link', { name: 'Cart, 5 items' })).toBeVisible();
  await expectAccessible(page);

  // Edit goes back to the builder with the ticket loaded; one game fewer is one game cheaper.
  await page.getByRole('link', { name: /^Edit Powerball Standard/ }).click();
  await expect(page.getByRole('button', { name: 'Update cart' })).toBeVisible();
  await expect(page.getByTestId('ticket-price')).toHaveText('$5.40');
  await page.getByRole('button', { name: 'Remove game 4' }).click();
  await expect(page.getByTestId('ticket-price')).toHaveText('$4.05');
  await page.getByRole('button', { name: 'Update cart' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 5 items' })).toBeVisible();
  await expect(page.getByRole('main').getByText('$4.05')).toBeVisible();

  await page.getByRole('link', { name: 'Checkout' }).click();
  const paid = await pay(page);
  // A heading a line; the feedback banner below the receipt has its own.
  const headings = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(headings.filter({ hasNotText: 'Tell us how we are going' })).toHaveCount(5);
  await expect(page.getByText(/^Ticket numbers: \d+/)).toBeVisible();
  expect(cents(await page.getByTestId('receipt-balance').innerText())).toBe(before - paid);
  await expect.poll(() => headerBalance(page)).toBe(before - paid);
  await expectAccessible(page);

  // The same tickets again, for the next draws: into the cart, and bought.
  await page.getByRole('link', { name: 'Buy these tickets again' }).click();
  await expect(page.getByRole('heading', { name: 'Buy these tickets again' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 5 items' })).toBeVisible();
  await page.getByRole('link', { name: 'Checkout' }).click();
  const again = await pay(page);
  await expect.poll(() => headerBalance(page)).toBe(before - paid - again);
});

test('a purchase whose answer is lost on the way ends at the one receipt, charged once', async ({
  page,
  sandbox,
}) => {
  const before = await demoAtCheckout(page);
  const keys: (string | undefined)[] = [];
  page.on('request', (request: Request) => {
    if (request.url().endsWith(PURCHASE)) keys.push(request.headers()['idempotency-key']);
  });
  await sandbox.fault({ path: PURCHASE, kind: 'drop_response' });
  const paid = await pay(page);
  // The answer was dropped (the fault is used up), and every try carried the intent's one key
  // (Chromium itself may resend on a dropped keep-alive socket, unseen by the page).
  expect(await sandbox.faults()).toEqual([]);
  expect(keys.length).toBeGreaterThan(0);
  expect(new Set(keys).size).toBe(1);
  expect(cents(await page.getByTestId('receipt-balance').innerText())).toBe(before - paid);
  await page.reload();
  await expect.poll(() => headerBalance(page)).toBe(before - paid);
  await expect(page.getByRole('link', { name: 'Cart', exact: true })).toBeVisible();
});

test('a server failure keeps the cart and the balance, and trying again buys once', async ({
  page,
  sandbox,
}) => {
  const before = await demoAtCheckout(page);
  await sandbox.fault({ path: PURCHASE, status: 500 });
  const total = await page.getByTestId('order-total').innerText();
  await page.getByRole('button', { name: `Buy now · ${total}` }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'nothing was charged' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  // What the server holds: the balance the header shows after reading it again.
  await page.reload();
  await expect.poll(() => headerBalance(page)).toBe(before);
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await sandbox.fault({ path: PURCHASE, status: 500 });
  await page.getByRole('button', { name: `Buy now · ${total}` }).click();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Your receipt' })).toBeVisible();
  await expect.poll(() => headerBalance(page)).toBe(before - cents(total));
});

test('offline, Buy is refused plainly and nothing is sent once the connection is back', async ({
  page,
  context,
}) => {
  const before = await demoAtCheckout(page);
  let sent = 0;
  page.on('request', (request: Request) => {
    if (request.url().endsWith(PURCHASE)) sent += 1;
  });
  await context.setOffline(true);
  const offline = page.getByText('Paying needs a connection. You are offline: your cart is kept here.');
  await expect(offline).toBeVisible();
  const total = await page.getByTestId('order-total').innerText();
  await page.getByRole('button', { name: `Buy now · ${total}` }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'nothing is paid until you buy again online' }),
  ).toBeVisible();
  await context.setOffline(false);
  await expect(offline).toBeHidden();
  // Long enough for any queued retry (the machine waits 1.5 s between tries) to have gone out.
  await page.waitForTimeout(4000);
  expect(sent).toBe(0);
  await page.reload();
  await expect.poll(() => headerBalance(page)).toBe(before);
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  const paid = await pay(page);
  await expect.poll(() => headerBalance(page)).toBe(before - paid);
});
