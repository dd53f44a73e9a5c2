/** Reading a ticket page as a customer does. */
import { expect, type Page } from '@playwright/test';
import { untilHydrated } from './fixtures';
import { onToCart } from './cart';

/**
 * The first game of a Powerball ticket whose draw is still to come: its seven numbers and its
 * Powerball, as the ticket page lists them.
 */
export async function firstPowerballGame(page: Page): Promise<{ numbers: number[]; powerball: number }> {
  const drawSection = page.getByRole('region', { name: /^Draw \d+$/ });
  await expect(drawSection.getByText('Still to come')).toBeVisible();
  const numbers = (
    await drawSection
      .getByRole('list', { name: 'Your numbers' })
      .first()
      .getByRole('listitem')
      .allInnerTexts()
  ).map(Number);
  const powerball = Number(
    await drawSection.getByRole('list', { name: 'Your powerball' }).first().innerText(),
  );
  expect(numbers).toHaveLength(7);
  return { numbers, powerball };
}

/** Every query the device keeps (IndexedDB) and every URL in Cache Storage, as the page can read them. */
export async function whatTheDeviceHolds(page: Page): Promise<{ queries: string[]; cached: string[] }> {
  return page.evaluate(async () => {
    const queries = await new Promise<string[]>((resolve) => {
      const open = indexedDB.open('keyval-store');
      open.onsuccess = () => {
        const stores = open.result.objectStoreNames;
        if (!stores.contains('keyval')) return resolve([]);
        const read = open.result.transaction('keyval').objectStore('keyval').getAll();
        read.onsuccess = () =>
          resolve(
            (read.result as { clientState?: { queries: { queryHash: string }[] } }[]).flatMap(
              (entry) => entry.clientState?.queries.map((query) => query.queryHash) ?? [],
            ),
          );
        read.onerror = () => resolve([]);
      };
      open.onerror = () => resolve([]);
    });
    const cached: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      cached.push(...(await cache.keys()).map((request) => request.url));
    }
    return { queries, cached };
  });
}

/** A Powerball quick pick of every game, paid from the wallet (on autoplay, if asked). */
export async function buyPowerballQuickPick(page: Page, { autoplay = false } = {}) {
  await page.goto('/powerball');
  // A page of a context of the test's own has no fixture that waits for it.
  await untilHydrated(page);
  await page.getByRole('button', { name: 'Quick pick all games' }).click();
  if (autoplay) await page.getByLabel('Play every draw with autoplay').check();
  await page.getByRole('button', { name: 'Buy now', exact: true }).click();
  const total = await page.getByTestId('order-total').innerText();
  await page.getByRole('button', { name: `Buy now · ${total}` }).click();
  await expect(page.getByRole('heading', { name: 'Your receipt' })).toBeVisible();
}

/**
 * demo@'s pre-order of Surf Life Saving Raffle draw 303 (on pre-order in the seed), bought with
 * the offer page's Buy now; ends on its receipt. Answers the pre-order's id.
 */
export async function preOrderSurfRaffle(page: Page): Promise<string> {
  await page.goto('/surf-life-saving-raffle/draw/303/buy');
  await untilHydrated(page);
  await expect(page.getByRole('combobox', { name: 'Draw' })).toContainText(/Forward Draw.*pre-order/);
  await page.getByRole('button', { name: 'Buy now', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await expect(page.getByText('Pre-orders, paid from your wallet when their draw opens')).toBeVisible();
  const total = await page.getByTestId('order-total').innerText();
  expect(total).toBe('$0.00');
  await page.getByRole('button', { name: `Buy now · ${total}` }).click();
  await expect(page.getByRole('heading', { name: 'Your receipt' })).toBeVisible();
  await expect(page.getByText('Pre-order: paid from your wallet when the draw opens')).toBeVisible();
  const href = await page.getByRole('link', { name: 'See or cancel this pre-order' }).getAttribute('href');
  return href?.split('/').pop() ?? '';
}

/**
 * A subscription to the Community Cash Club (two tickets a month for the rural fire brigades),
 * bought from its offer page through the cart (or, in the experiment's treatment, straight on).
 * Ends on its receipt; answers the subscription's id.
 */
export async function subscribeToCommunityCash(page: Page): Promise<string> {
  await page.goto('/community-cash-club');
  await untilHydrated(page);
  await expect(page.getByText('A subscription', { exact: true })).toBeVisible();
  await page.getByLabel('Tickets', { exact: true }).selectOption('2');
  await page.getByRole('radio', { name: 'Rural fire brigades' }).check();
  await expect(page.getByTestId('ticket-price')).toHaveText('$20.00');
  await page.getByRole('button', { name: /^(Add to cart|Buy now)$/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Added to your cart' });
  const checkout = page.getByRole('heading', { name: 'Checkout' });
  await expect(drawer.or(checkout)).toBeVisible();
  if (await drawer.isVisible()) {
    await onToCart(page);
    await page.getByRole('link', { name: 'Checkout' }).click();
  }
  await expect(checkout).toBeVisible();
  const total = await page.getByTestId('order-total').innerText();
  await page.getByRole('button', { name: `Buy now · ${total}` }).click();
  await expect(page.getByRole('heading', { name: 'Your receipt' })).toBeVisible();
  const href = await page
    .getByRole('link', { name: /^Your subscription: we buy these tickets/ })
    .getAttribute('href');
  return href?.split('/').pop() ?? '';
}
