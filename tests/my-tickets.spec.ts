/**
 * My tickets (issue "Results, my tickets and the draw engine"): a ticket bought, its draw run by
 * the sandbox, the ticket moves from upcoming to past with its division, the prize reaches the
 * wallet; the tickets read offline after a reload; signing out leaves none of them on the device,
 * and the next customer on the browser sees none of them.
 */
import type { Page } from '@playwright/test';
import { expect, logIn, signIn, signOut, test } from './support/fixtures';
import { buyPowerballQuickPick, firstPowerballGame, whatTheDeviceHolds } from './support/tickets';
import { waitForServiceWorker } from './support/service-worker';

/** The wallet as the header shows it, in cents. */
async function headerBalance(page: Page): Promise<number> {
  const label = await page.getByRole('button', { name: /^Account \$/ }).innerText();
  return Math.round(Number(label.replace(/[^\d.]/g, '')) * 100);
}

/** The demo customer signed in, cookies accepted, the service worker in control. */
async function signInWithWorker(page: Page) {
  await logIn(page, 'demo@luckydip.test');
  await page.getByRole('button', { name: 'Accept all cookies' }).click();
  await expect(page.getByRole('button', { name: /^Account \$/ })).toBeVisible();
  await waitForServiceWorker(page);
}

test('a bought ticket is drawn, moves to past with its division, pays the wallet, reads offline and leaves with its customer', async ({
  page,
  context,
  request,
  server,
}) => {
  await signInWithWorker(page);

  await buyPowerballQuickPick(page);

  // Newest first: this purchase heads the upcoming tickets.
  await page.goto('/my-account/upcoming-tickets');
  const view = page
    .getByRole('article')
    .first()
    .getByRole('link', { name: /View ticket/ });
  const href = (await view.getAttribute('href')) ?? '';
  const orderId = /\/ticket\/(\d+)$/.exec(href)?.[1];
  expect(orderId).toBeDefined();
  await view.click();
  // Before its draw a ticket waits for it; it has not lost.
  await expect(page.getByText(/Waiting for its draw on \w+day \d+ \w+ \d{4}/)).toBeVisible();
  await expect(page.getByText(/No win/)).toHaveCount(0);
  const { numbers: picked, powerball } = await firstPowerballGame(page);
  const before = await headerBalance(page);

  // The draw: five of game 1's numbers and its Powerball, so game 1 wins division 5 ($150).
  const others = Array.from({ length: 35 }, (_, i) => i + 1).filter((n) => !picked.includes(n));
  const drawn = { numbers: [...picked.slice(0, 5), ...others.slice(0, 2)], powerball: [powerball] };
  const run = await request.post(`${server.url}/api/sandbox/draws/powerball/run-next`, {
    data: { numbers: drawn },
  });
  expect(run.status()).toBe(200);

  await page.goto('/my-account/upcoming-tickets');
  await expect(page.getByRole('heading', { name: 'Upcoming tickets', level: 1 })).toBeVisible();
  await expect(page.locator(`a[href$="/ticket/${orderId}"]`)).toHaveCount(0);
  await page.goto('/my-account/past-tickets');
  const past = page.getByRole('article').filter({ has: page.locator(`a[href$="/ticket/${orderId}"]`) });
  await expect(past).toContainText(/Won \$[\d,.]+ \(best: division 5\)/);
  // Below them, the games to play again: Powerball among them, as one played.
  const again = page.getByRole('region', { name: 'Play again' });
  await expect(again.getByRole('link', { name: 'Powerball', exact: true })).toBeVisible();
  await expect(again.getByText('You have played this before').first()).toBeVisible();
  await past.getByRole('link', { name: /View ticket/ }).click();
  const result = page.getByRole('region', { name: /^Draw \d+$/ });
  await expect(result.getByText('Drawn', { exact: true })).toBeVisible();
  await expect(result.getByText(/^Game 1: division 5, \$150\.00$/)).toBeVisible();
  const won = await result.getByText(/^This draw: won \$/).innerText();
  const prize = Math.round(Number(won.replace(/[^\d.]/g, '')) * 100);
  expect(prize).toBeGreaterThanOrEqual(150_00);
  // The draw's results show the customer's own tickets in it.
  const drawNo = /Draw (\d+)/.exec((await result.getByRole('heading', { level: 2 }).innerText()) ?? '')?.[1];
  await page.goto(`/powerball/results/draw/${drawNo}`);
  const yours = page.getByRole('region', { name: 'Your tickets in this draw' });
  await expect(yours.getByText(/^Game 1: division 5, \$150\.00$/)).toBeVisible();
  await expect(yours.locator(`a[href$="/ticket/${orderId}"]`)).toBeVisible();
  // Check my numbers, with this ticket picked from the saved ones: division 5 in that draw.
  await page.goto('/powerball/results');
  // Newest bought first: an autoplay the draw bought for the customer may come before it.
  const saved = page.getByLabel('Or pick one of your saved tickets');
  const option = saved.locator('option', { hasText: `game 1: ${picked.join(' ')} | ${powerball}` });
  await saved.selectOption((await option.getAttribute('value')) ?? '');
  await expect(page.getByLabel('Your 7 numbers')).toHaveValue(picked.join(' '));
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByRole('row', { name: new RegExp(`^${drawNo}, .* Division 5 `) })).toBeVisible();
  // The header reads the balance again: the prize (and any of the customer's other tickets in
  // the draw) is in the wallet.
  await page.reload();
  await expect.poll(() => headerBalance(page)).toBeGreaterThanOrEqual(before + prize);

  // Offline after a reload: the ticket and the list from the device.
  await page.goto('/my-account/past-tickets');
  await expect(page.locator(`a[href$="/ticket/${orderId}"]`)).toBeVisible();
  await expect
    .poll(async () => (await whatTheDeviceHolds(page)).queries.some((hash) => hash.includes('"order",')))
    .toBe(true);
  await context.setOffline(true);
  await page.goto(`/my-account/past-tickets/ticket/${orderId}`);
  await expect(page.getByText(/^Game 1: division 5, \$150\.00$/)).toBeVisible();
  await expect(page.getByTestId('saved-label')).toContainText('Saved on this device');
  await page.goto('/my-account/past-tickets');
  await expect(page.locator(`a[href$="/ticket/${orderId}"]`)).toBeVisible();

  // Signing out (online) leaves nothing of the customer on the device.
  await context.setOffline(false);
  await signOut(page);
  await context.setOffline(true);
  await page.reload();
  const held = await whatTheDeviceHolds(page);
  expect(held.queries.filter((hash) => hash.startsWith('["customer"'))).toEqual([]);
  expect(
    held.cached.filter((url) => /\/api\/.*\/(orders|customer|cart|draw\/full_result_customer)\b/.test(url)),
  ).toEqual([]);
  await page.goto(`/my-account/past-tickets/ticket/${orderId}`);
  await expect(page.getByText(/^Game 1: division 5/)).toHaveCount(0);

  // The next customer on this browser sees none of the first's tickets.
  await context.setOffline(false);
  await logIn(page, 'confirm@luckydip.test');
  await expect(page.getByRole('button', { name: /^Account \$/ })).toBeVisible();
  await page.goto(`/my-account/past-tickets/ticket/${orderId}`);
  await expect(page.getByRole('alert')).toContainText('This ticket was not found in your account.');
  await page.goto('/my-account/past-tickets');
  await expect(page.locator(`a[href$="/ticket/${orderId}"]`)).toHaveCount(0);
});

test('a session that runs out leaves its tickets on the device to read, and nothing else, until the customer logs in again', async ({
  page,
  context,
}) => {
  await page.clock.install();
  await signInWithWorker(page);
  await buyPowerballQuickPick(page);
  await page.goto('/my-account/upcoming-tickets');
  const href =
    (await page
      .getByRole('link', { name: /View ticket/ })
      .first()
      .getAttribute('href')) ?? '';
  expect(href).toMatch(/\/ticket\/\d+$/);
  await expect
    .poll(async () =>
      (await whatTheDeviceHolds(page)).queries.some((hash) => hash.includes('"upcoming_products"')),
    )
    .toBe(true);

  // An hour without a click or a key press, as a laptop closed for a while: the session ends.
  await page.clock.fastForward('01:01:00');
  await expect(page.getByText('Your session has expired. Please log in again.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  // Back to the server's time: its signed requests refuse a clock an hour ahead.
  await page.clock.setSystemTime(new Date());

  // The tickets are still there to read, from the device, and say so.
  await page.getByRole('link', { name: 'See your tickets as saved on this device' }).click();
  await expect(page.getByText('These are your tickets as saved on this device, to read only.')).toBeVisible();
  await expect(page.locator(`a[href="${href}"]`)).toBeVisible();
  await expect(page.getByTestId('saved-label')).toContainText('Saved on this device');
  await context.setOffline(true);
  await page.reload();
  await expect(page.locator(`a[href="${href}"]`)).toBeVisible();
  await context.setOffline(false);

  // Nothing else of the account opens without signing in.
  await page.goto('/my-account');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmy-account$/);

  // Logged in again, the tickets are live and the notice has gone.
  await logIn(page, 'demo@luckydip.test');
  await expect(page.getByRole('button', { name: /^Account \$/ })).toBeVisible();
  await page.goto('/my-account/upcoming-tickets');
  await expect(page.locator(`a[href="${href}"]`)).toBeVisible();
  await expect(page.getByText('These are your tickets as saved on this device, to read only.')).toHaveCount(
    0,
  );
  await expect(page.getByTestId('saved-label')).toHaveCount(0);
});

test('a ticket or a receipt that is not the customer’s says it was not found, not to try again', async ({
  page,
}) => {
  await signIn(page, 'demo@luckydip.test');
  await page.goto('/my-account/past-tickets/ticket/999999');
  await expect(page.getByRole('alert')).toHaveText(
    'This ticket was not found in your account. Your upcoming and past tickets are listed in My account.',
  );
  await page.goto('/receipt/no-such-checkout');
  await expect(page.getByRole('alert')).toHaveText(
    'This receipt was not found in your account. Your tickets are listed in My account.',
  );
});
