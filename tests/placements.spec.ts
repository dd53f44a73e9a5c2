/**
 * Placements (issue "Content and recommendations"): the recommendations service's draws where the
 * pages show them, added from there; a placement that fails shows nothing; the pre-cart drawer's
 * recommended draws with their capability, and the cart straight after an add without it.
 */
import { onToCart } from './support/cart';
import { expect, test } from './support/fixtures';
import { startServer } from './support/server';

test('the home page leads with the biggest jackpot and one way in, and a quick pick goes in the cart from quick play', async ({
  page,
  expectAccessible,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/recommend\/placement\?keys=fast_play/.test(request.url())) asked.push(request.url());
  });
  await page.goto('/');
  await page.getByRole('button', { name: 'Accept all cookies' }).click();
  const feature = page.getByRole('region', { name: 'Biggest jackpot' });
  await expect(feature).toContainText(/\$[\d.]+ Million/);
  await expect(feature).toContainText(/Sales close in \d/);
  // One action: the game's page, at the featured draw.
  await expect(feature.getByRole('link')).toHaveCount(1);
  await expect(feature.getByRole('button')).toHaveCount(0);
  await expect(feature.getByRole('link', { name: /^Play / })).toHaveAttribute(
    'href',
    /^\/[\w-]+\?firstDrawNo=\d+$/,
  );
  // Quick play is below the fold: nothing is asked for it until the customer scrolls towards it.
  await page.waitForFunction(() => performance.getEntriesByName('luckydip:after-paint').length > 0);
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  const quickPlay = page.getByRole('region', { name: 'Quick play' });
  await expect(quickPlay.getByRole('article').first()).toBeVisible();
  await expectAccessible(page);

  const card = quickPlay.getByRole('article').first();
  const name = (await card.getByRole('heading').innerText()).trim();
  await card.getByRole('button', { name: /^Add to cart/ }).click();
  await expect(card.getByRole('status')).toHaveText('Added to your cart');
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await page.getByRole('link', { name: 'Cart, 1 item' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart', exact: true })).toBeVisible();
  await expect(
    page
      .getByRole('main')
      .getByText(new RegExp(`^${name}\\b`))
      .first(),
  ).toBeVisible();
  // The cart recommends something else than what is in it.
  const also = page.getByRole('region', { name: 'You might also like' });
  await expect(also.getByRole('article')).toHaveCount(1);
  await expect(also.getByRole('heading', { level: 3 })).not.toHaveText(name);
});

test('a placement that fails to load shows nothing, and the page goes on', async ({ page, sandbox }) => {
  await page.goto('/set-for-life/random');
  await page.getByRole('button', { name: 'Accept all cookies' }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('region', { name: 'Recommended with it' })).toBeVisible();
  // The cart's placement, asked next, fails.
  await sandbox.fault({ path: '/api/recommend/placement', status: 503 });
  await onToCart(page);
  await expect(page.getByTestId('cart-total')).toBeVisible();
  await expect.poll(async () => (await sandbox.faults()).length).toBe(0);
  await expect(page.getByRole('region', { name: 'You might also like' })).toHaveCount(0);
  await expect(page.getByText('Loading you might also like')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Something went wrong.' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Checkout' })).toBeVisible();
});

test('the pre-cart drawer recommends the next draw, which is added from the drawer', async ({ page }) => {
  await page.goto('/powerball');
  await page.getByRole('button', { name: 'Accept all cookies' }).click();
  await page.getByRole('button', { name: 'Quick pick all games' }).click();
  await expect(page.getByTestId('ticket-price')).toHaveText('$5.40');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const drawer = page.getByRole('dialog', { name: 'Added to your cart' });
  await expect(drawer.getByText(/^1 item in your cart/)).toBeVisible();
  const recommended = drawer.getByRole('region', { name: 'Recommended with it' });
  const next = recommended.getByRole('article', { name: 'Powerball: Play the next draw too' });
  await expect(next).toBeVisible();
  await expect(recommended.getByRole('article')).toHaveCount(3);
  await next.getByRole('button', { name: /^Add to cart/ }).click();
  await expect(next.getByRole('status')).toHaveText('Added to your cart');
  await expect(drawer.getByText(/^2 items in your cart/)).toBeVisible();
  await onToCart(page);
  // Counted in the cart's own lines: the cart's placement, below them, shows a draw of its own.
  await expect(page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem')).toHaveCount(2);
});

test('without the pre-cart recommended draws capability, Add to cart opens the cart straight', async ({
  page,
}) => {
  const plain = await startServer({ SUPPRESS_CAPABILITIES: 'pre_cart_recommended_draws' });
  try {
    // The page was prerendered with the build's capabilities; the server's answer is held until
    // after the add, which must wait for it rather than open the drawer the build had.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/capabilities$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`${plain.url}/powerball`);
    await page.getByRole('button', { name: 'Accept all cookies' }).click();
    await page.getByRole('button', { name: 'Quick pick all games' }).click();
    await expect(page.getByTestId('ticket-price')).toHaveText('$5.40');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('dialog', { name: 'Added to your cart' })).toHaveCount(0);
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Your cart', exact: true })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Added to your cart' })).toHaveCount(0);
  } finally {
    await plain.stop();
  }
});
