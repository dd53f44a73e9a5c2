import type { Page } from '@playwright/test';
import { NEW_PASSWORD, expect, logIn, test, waitForServiceWorker } from './support/fixtures';
import { onToCart } from './support/cart';

async function acceptCookies(page: Page) {
  await page.getByRole('button', { name: 'Accept all cookies' }).click();
}

async function addToCart(page: Page) {
  const add = page.getByRole('button', { name: 'Add to cart' });
  await expect(add).toBeEnabled();
  await add.focus();
  await page.keyboard.press('Enter');
  // On to the cart (spec 2 §2), then back to play again.
  await onToCart(page);
  await page.goBack();
}

test('a visitor builds a Powerball ticket by keyboard and one by quick pick, and the cart counts 2', async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/lotto-tickets');
  await acceptCookies(page);
  await expect(page.getByRole('heading', { name: 'Lotteries', level: 1 })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('main').getByRole('link', { name: 'Play Powerball' }).click();
  await expect(page.getByRole('heading', { name: 'Powerball', level: 1 })).toBeVisible();

  // Numbers 1 to 7 with the arrow keys and Space, then the Powerball.
  const numbers = page.getByRole('grid', { name: 'Game 1: Numbers' });
  await numbers.getByRole('gridcell', { name: '1', exact: true }).focus();
  for (let pick = 0; pick < 7; pick++) {
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
  }
  await expect(page.getByText('7 of 7 numbers chosen')).toBeVisible();
  await expect(numbers.getByRole('gridcell', { name: '4', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const powerball = page.getByRole('grid', { name: 'Game 1: Powerball' });
  await powerball.getByRole('gridcell', { name: '1', exact: true }).focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  await expect(powerball.getByRole('gridcell', { name: '8', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByTestId('ticket-price')).toHaveText('$1.35');
  await expectAccessible(page);
  await addToCart(page);
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

  await page.getByRole('button', { name: 'Quick pick all games' }).click();
  await expect(page.getByTestId('ticket-price')).toHaveText('$5.40');
  await expect(page.getByText('Price confirmed')).toBeVisible();
  await addToCart(page);
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();

  await page.getByRole('link', { name: 'Cart, 2 items' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart', exact: true })).toBeVisible();
  await expect(page.getByTestId('cart-total')).toHaveText('$6.75');
});

test('a raffle ticket for a chosen cause, a syndicate share and a system entry go in the cart', async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/charity-tickets');
  await acceptCookies(page);
  await page.getByRole('link', { name: 'See the causes your tickets support' }).click();
  await expect(page.getByRole('heading', { name: 'Causes', level: 1 })).toBeVisible();
  await page.goBack();
  await page.getByRole('main').getByRole('link', { name: 'Play Splash for Good' }).click();
  await expect(page.getByText('Choose a cause to support')).toBeVisible();
  await page.getByRole('radio', { name: /Animal rescue/ }).check();
  await expectAccessible(page);
  await addToCart(page);

  await page.goto('/syndicates');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Big 50' }).click();
  await page.getByLabel('Shares').selectOption('3');
  await expect(page.getByTestId('ticket-price')).toHaveText('$4.50');
  await addToCart(page);

  await page.goto('/oz-lotto/systems');
  await page.getByLabel('Entry').selectOption({ label: 'System 8' });
  await page.getByRole('button', { name: 'Quick pick all games' }).click();
  await expect(page.getByTestId('ticket-price')).toHaveText('$12.00');
  await addToCart(page);
  await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
});

test('the statistics chart renders with its table, and the shop pages fit a 390 px phone', async ({
  page,
  expectAccessible,
}) => {
  // Two dozen pages, each checked by axe: more than the default minute on a busy machine.
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/powerball/statistics');
  await acceptCookies(page);
  await expect(page.getByRole('img', { name: /Numbers: bar chart/ })).toBeVisible();
  await expect(page.locator('canvas').first()).toBeVisible();
  await expect(page.getByRole('table', { name: /Numbers: times each number was drawn/ })).toBeVisible();
  await expectAccessible(page);
  for (const path of [
    '/lotto-tickets',
    '/charity-tickets',
    '/syndicates',
    '/powerball',
    '/splash-for-good',
    '/causes',
    '/causes/splash-for-good',
    '/causes/animal-rescue/splash-for-good',
    '/surf-life-saving-raffle/draw/302',
    '/surf-life-saving-raffle/draw/302/buy',
    '/surf-life-saving-raffle/terms-and-conditions/302',
    '/surf-life-saving-raffle/your-support',
    '/social-play',
    '/powerball/systems',
    '/powerball/powerhit',
    '/powerball/syndicate',
    '/powerball/buy',
    '/powerball/terms-and-conditions',
    '/lotto-strike/boxed',
    '/saturday-lotto/super-combos',
    '/set-for-life/random',
    '/mon-wed-lotto',
    '/cart',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Something went wrong.' }), path).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
    await expectAccessible(page);
  }
});

test('after one online visit the catalogue and offer pages render offline', async ({
  page,
  context,
  expectAccessible,
}) => {
  await page.goto('/lotto-tickets');
  await acceptCookies(page);
  await expect(page.getByRole('main').getByRole('link', { name: 'Play Powerball' })).toBeVisible();
  await waitForServiceWorker(page);
  // Read again under the worker, and settled: the jackpot offline is the one last seen online (the
  // build's, or a fresher answer the worker kept), whichever draw is next today.
  await page.goto('/lotto-tickets');
  await page.waitForLoadState('networkidle');
  const powerball = page.getByRole('main').getByRole('heading', { name: 'Powerball', level: 2 });
  await expect(powerball).toBeVisible();
  const shown = await page
    .getByRole('main')
    .getByText(/\$[\d.]+ Million/)
    .first()
    .innerText();
  const jackpot = /\$[\d.]+ Million/.exec(shown)?.[0] ?? shown;
  await page.goto('/powerball');
  await expect(page.getByRole('grid', { name: 'Game 1: Numbers' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  await context.setOffline(true);
  await page.goto('/lotto-tickets');
  await expect(page.getByRole('heading', { name: 'Lotteries', level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByText(jackpot).first()).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('main').getByRole('link', { name: 'Play Powerball' }).click();
  await expect(page.getByRole('heading', { name: 'Powerball', level: 1 })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Game 1: Numbers' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Powerball', level: 1 })).toBeVisible();
  // A ticket can be built offline, but nothing is sent until the connection is back.
  await page.getByRole('button', { name: 'Quick pick all games' }).click();
  await expect(page.getByText('You are offline. Your ticket stays here')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  await context.setOffline(false);
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
});

test('the cart filled before signing in is the customer’s after it', async ({ page, newCustomer }) => {
  await page.goto('/set-for-life/random');
  await acceptCookies(page);
  await addToCart(page);
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await logIn(page, newCustomer, NEW_PASSWORD);
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('cart_reference');
  await page.reload();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
});

test('a campaign link puts a visitor in its subscription variant, and the shop follows it', async ({
  page,
  context,
}) => {
  await page.goto('/lotto-tickets');
  await acceptCookies(page);
  await expect(page.getByRole('heading', { name: 'Lotteries', level: 1 })).toBeVisible();
  const [offers] = await Promise.all([
    page.waitForRequest((request) => request.url().includes('/pricing/subscriber/product_offers')),
    page.goto('/lotto-tickets?sv=subscriber'),
  ]);
  expect(offers.headers()['subscription-variant']).toBe('subscriber');
  await expect(page.getByRole('main').getByRole('link', { name: 'Play Powerball' })).toBeVisible();
  const sv = (await context.cookies()).find((cookie) => cookie.name === 'sv');
  expect(sv?.value).toBe('subscriber');
  // About a year.
  expect((sv?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(360 * 86_400_000);
});

test('when sales for the next draw close while a ticket is built, Add to cart puts it in the new next draw', async ({
  page,
  request,
  server,
}) => {
  // The service worker keeps the catalogue it was given (for 18 minutes) when the page reads it.
  await page.goto('/powerball');
  await waitForServiceWorker(page);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await acceptCookies(page);
  await page.getByRole('button', { name: 'Quick pick all games' }).click();
  await expect(page.getByTestId('ticket-price')).toHaveText('$5.40');
  await expect(page.getByLabel('Draw', { exact: true })).toHaveValue('0');
  // The draw the page offers as the next one is drawn meanwhile.
  const run = await request.post(`${server.url}/api/sandbox/draws/powerball/run-next`, { data: {} });
  expect(run.status()).toBe(200);
  const closed = ((await run.json()) as { result: { draw_no: number } }).result.draw_no;

  await page.getByRole('button', { name: 'Add to cart' }).click();
  await onToCart(page);
  await expect(page.getByText(new RegExp(`^Draw ${closed + 1},`))).toBeVisible();
});

test('a draw further out than those on sale is shown from its preview, without a way to buy', async ({
  page,
}) => {
  await page.goto('/lotto-strike');
  const first = Number(
    /^Draw (\d+):/.exec(
      await page
        .getByText(/^Draw \d+: /)
        .first()
        .innerText(),
    )?.[1],
  );
  // Twelve draws are on sale: the thirteenth is known, not yet sold.
  await page.goto(`/lotto-strike/draw/${first + 12}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Lotto Strike draw ${first + 12}` }),
  ).toBeVisible();
  await expect(page.getByText('Not on sale yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Buy tickets for this draw' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Terms and conditions of this draw' })).toHaveCount(0);
  await page.goto(`/lotto-strike/draw/${first + 11}`);
  await expect(page.getByRole('link', { name: 'Buy tickets for this draw' })).toBeVisible();
  // Not sold yet, so not bought through its buy page either.
  await page.goto(`/lotto-strike/draw/${first + 12}/buy`);
  await expect(page.getByRole('heading', { level: 1, name: 'Draw not found' })).toBeVisible();
});
