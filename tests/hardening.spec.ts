/**
 * What a customer on a slow phone, a first visit or a keyboard can hit (issue "Hardening", 2-5):
 * offline with no service worker the app says so inside its frame, and a page whose code cannot
 * load shows the spec's fallback panel; taps made before a prerendered page has hydrated are
 * replayed, not lost; a keyboard reaches the number grid straight away; an add goes to the cart.
 */
import type { Page } from '@playwright/test';
import { ERROR_TEXTS } from '@/ui/error-texts';
import { expect, logIn, test, untilHydrated } from './support/fixtures';
import { onToCart } from './support/cart';

const OFFLINE = /^You are offline\./;

/** An offer page, cookies settled, every game quick picked. */
async function quickPicked(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.getByRole('button', { name: 'Accept all cookies' }).click();
  await page.getByRole('button', { name: 'Quick pick all games' }).click();
}

/** Whether the page has been taken over by the app yet. */
const hydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === 'true');

/**
 * Holds the app's scripts back, as a slow network would, until the returned release: the taps
 * are then surely made before hydration (a fast machine once hydrated first, and the test proved
 * nothing). The page's boot script, which records them, is not held.
 */
async function holdAppCode(page: Page): Promise<() => Promise<void>> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/(?!boot-).*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return async () => {
    release();
    await page.unrouteAll({ behavior: 'wait' });
  };
}

test.describe('with service workers blocked', () => {
  test.use({ serviceWorkers: 'block' });

  test('offline on an offer page, the cart and checkout, the app says so, keeps the cart, and never breaks', async ({
    page,
    context,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    // An offer page: offline it still builds a ticket, and says that buying waits.
    await page.goto('/powerball');
    await page.getByRole('button', { name: 'Accept all cookies' }).click();
    await context.setOffline(true);
    await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toBeVisible();
    await page.getByRole('button', { name: 'Quick pick all games' }).click();
    await expect(page.getByTestId('ticket-price')).toHaveText('$5.40');
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Add to cart' }).click();

    // The cart, then checkout: offline, both keep what is in the cart and say paying waits.
    await onToCart(page);
    await context.setOffline(true);
    await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toBeVisible();
    await expect(page.getByTestId('cart-total')).toBeVisible();
    await context.setOffline(false);
    await logIn(page, 'demo@luckydip.test');
    await expect(page.getByRole('button', { name: /^Account \$/ })).toBeVisible();
    await page.goto('/cart/buy');
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await context.setOffline(true);
    await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toBeVisible();
    await expect(
      page.getByText('Paying needs a connection. You are offline: your cart is kept here.'),
    ).toBeVisible();

    // A page whose code was never fetched: the spec's panel, inside the site's frame.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Causes you support' }).click();
    await expect(page.getByRole('heading', { level: 1, name: ERROR_TEXTS.fallback.heading })).toBeVisible();
    await expect(page.getByText(ERROR_TEXTS.fallback.body)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload page' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByText('Something went wrong!')).toHaveCount(0);
    await context.setOffline(false);
    expect(errors).toEqual([]);
    // Back online, Reload page brings the page it could not show.
    await page.getByRole('button', { name: 'Reload page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your support' })).toBeVisible();

    // The demo customer's cart is left as other tests expect it: empty.
    await page.goto('/cart');
    await page.getByRole('button', { name: /^Remove Powerball/ }).click();
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
  });
});

test('taps made before a prerendered page has hydrated, on a phone-speed CPU, are replayed once it has', async ({
  browser,
  server,
}) => {
  const context = await browser.newContext({ baseURL: server.url, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    // Every page load fetches the app again, as a first visit does.
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });

    // A button, tapped as soon as it shows.
    let release = await holdAppCode(page);
    await page.goto('/powerball', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Quick pick all games' }).click();
    expect(await hydrated(page)).toBe(false);
    await release();
    await untilHydrated(page);
    await expect(page.getByTestId('ticket-price')).toHaveText('$5.40');
    await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();

    // A number on the grid, and a key on it.
    release = await holdAppCode(page);
    await page.goto('/saturday-lotto', { waitUntil: 'commit' });
    const grid = page.getByRole('grid', { name: 'Game 1: Numbers' });
    await grid.getByRole('gridcell', { name: '7', exact: true }).click();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Space');
    expect(await hydrated(page)).toBe(false);
    await release();
    await untilHydrated(page);
    for (const number of ['7', '8'])
      await expect(grid.getByRole('gridcell', { name: number, exact: true })).toHaveAttribute(
        'aria-selected',
        'true',
      );
    await expect(page.getByText('2 of 6 numbers chosen')).toBeVisible();
  } finally {
    await context.close();
  }
});

test('a keyboard reaches a game’s numbers straight away: from the skip link, and from choosing a game to edit', async ({
  page,
}) => {
  await quickPicked(page, '/saturday-lotto');

  const skip = page.getByRole('link', { name: 'Skip to the numbers of game 1' });
  await skip.focus();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('grid', { name: 'Game 1: Numbers' }).getByRole('gridcell').and(page.locator(':focus')),
  ).toHaveCount(1);

  await page.getByRole('button', { name: 'Clear game 5' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Edit game 5' }).focus();
  await page.keyboard.press('Enter');
  const grid = page.getByRole('grid', { name: 'Game 5: Numbers' });
  const focused = grid.locator('[role="gridcell"]:focus');
  await expect(focused).toHaveText('1');
  // The grid takes it from there.
  await page.keyboard.press('Space');
  await expect(focused).toHaveAttribute('aria-selected', 'true');
});

test('a ticket added to the cart leads to the cart, carrying the campaign the page came with', async ({
  page,
}) => {
  await quickPicked(page, '/powerball?utm_source=newsletter&utm_campaign=spring&aff=x');
  // As a customer would: the price of the picked games shows before they add the ticket.
  await expect(page.getByTestId('ticket-price')).toHaveText('$5.40');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await onToCart(page);
  const url = new URL(page.url());
  expect(url.pathname).toBe('/cart');
  expect(Object.fromEntries(url.searchParams)).toEqual({ utm_source: 'newsletter', utm_campaign: 'spring' });
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
