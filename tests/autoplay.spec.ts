/**
 * Autoplay (issue "Recurring purchases"): a customer buys a Powerball ticket with autoplay on; the
 * sandbox runs the draw, the next one opens and the recurring runner tries to buy it; the wallet is
 * short, so the payment resolution asks for a way to pay; a declined card keeps it waiting, a good
 * card buys it; a minimum jackpot passes over a draw; a pause buys nothing; a cancel ends it.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { addCard } from './support/cards';
import { NEW_PASSWORD } from './support/customers';
import { expect, signIn, test } from './support/fixtures';

const EMAIL = 'autoplay@luckydip.test';

/**
 * Numbers none of the autoplay's games can win with (read from its page): no Powerball of theirs,
 * and main numbers none of them picked (four games pick at most 28 of the 35). A win would top
 * the wallet up and change what the next purchase finds.
 */
async function losingNumbers(page: Page) {
  const read = async (name: string) =>
    (await page.getByRole('list', { name }).allInnerTexts()).flatMap((text) =>
      text.split(/\s+/).filter(Boolean).map(Number),
    );
  const mains = new Set(await read('Your numbers'));
  const powerballs = new Set(await read('Your Powerball'));
  const range = (max: number) => Array.from({ length: max }, (_, index) => index + 1);
  return {
    numbers: range(35)
      .filter((number) => !mains.has(number))
      .slice(0, 7),
    powerball: range(20)
      .filter((number) => !powerballs.has(number))
      .slice(0, 1),
  };
}

/** Runs Powerball's next draw now: the draw after it opens, and autoplay buys (or tries to). */
async function runNextDraw(request: APIRequestContext, url: string, numbers: Record<string, number[]>) {
  const run = await request.post(`${url}/api/sandbox/draws/powerball/run-next`, { data: { numbers } });
  expect(run.status()).toBe(200);
}

const lately = (page: Page) => page.getByRole('region', { name: 'Lately' });

test('a ticket on autoplay is bought for the next draw, asks for a way to pay when the wallet is short, passes over a small jackpot, pauses and cancels', async ({
  page,
  request,
  server,
  expectAccessible,
}) => {
  // Four draws run, and each of the autoplay's states is walked through.
  test.setTimeout(180_000);
  await signIn(page, EMAIL);
  await page.getByRole('button', { name: 'Accept all cookies' }).click();

  // Four games of quick-picked numbers ($5.40) with autoplay on, paid from the $8.00 wallet.
  await page.goto('/powerball');
  await page.getByRole('button', { name: 'Quick pick all games' }).click();
  await page.getByLabel('Play every draw with autoplay').check();
  const buyNow = page.getByRole('button', { name: 'Buy now', exact: true });
  if (await buyNow.isVisible()) await buyNow.click();
  else {
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.goto('/cart');
    await page.getByRole('link', { name: 'Checkout' }).click();
  }
  const total = await page.getByTestId('order-total').innerText();
  await page.getByRole('button', { name: `Buy now · ${total}` }).click();
  await expect(page.getByRole('heading', { name: 'Your receipt' })).toBeVisible();
  await page.getByRole('link', { name: /On autoplay/ }).click();

  await expect(
    page.getByRole('heading', { name: 'Powerball Standard: 4 games, every draw', level: 1 }),
  ).toBeVisible();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Weekly · \$5\.40 a draw · the same numbers each draw$/)).toBeVisible();
  const nextDraw = Number(/draw (\d+)/.exec(await page.getByText(/^Next ticket: draw \d+/).innerText())?.[1]);
  await expectAccessible(page);
  const losing = await losingNumbers(page);
  expect(losing.numbers).toHaveLength(7);

  // The draw it holds is run: the next opens, and the $2.60 left does not pay for it.
  await runNextDraw(request, server.url, losing);
  await page.reload();
  const resolution = page.getByRole('alert').filter({ hasText: 'We could not buy this ticket yet' });
  await expect(resolution).toContainText('Your wallet is $2.80 short of this order.');
  await expect(lately(page)).toContainText(`Draw ${nextDraw}`);
  await expect(lately(page)).toContainText('Not bought yet');
  const autoplayPage = page.url();

  // The notice that told them, and the account overview, lead to the payment-resolution screen.
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await bell.click();
  await expect(
    page.getByRole('dialog', { name: 'Notifications' }).getByRole('link', { name: 'Sort out the payment' }),
  ).toHaveAttribute('href', '/my-account/payment-resolution');
  await page.keyboard.press('Escape');
  await page.goto('/my-account');
  await page
    .getByRole('status')
    .filter({ hasText: 'A ticket on autoplay could not be bought' })
    .getByRole('link', { name: 'Sort out the payment' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sort out a payment' })).toBeVisible();
  await expect(page.getByText('Your wallet is $2.80 short of this order.')).toBeVisible();
  await expect(page.getByText('We try again while sales for the draw are open.')).toBeVisible();
  await expect(page.getByText(/Save a card to have it pay whatever your wallet lacks\.$/)).toBeVisible();
  await expectAccessible(page);

  // A card that is declined, kept to pay what the wallet lacks: tried again, autoplay now waits.
  await page.getByRole('button', { name: 'Add a card' }).click();
  await addCard(page, '4000 0000 0000 0002', { name: 'Alex Autoplay', kept: true });
  await expect(page.getByText('Your payment method is updated.')).toBeVisible();
  await expect(page.getByText(/then your VISA ending 0002 pays what the wallet lacks\.$/)).toBeVisible();
  await page.getByRole('button', { name: 'Try again now' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'We still could not buy it' })).toContainText(
    'Your card was declined.',
  );
  await expect(
    page.getByText('It waits for you: nothing more is bought until it is sorted out.'),
  ).toBeVisible();
  // Its own page says so too, and leads back.
  await page.getByRole('link', { name: 'Powerball Standard: 4 games, every draw' }).click();
  await expect(page.getByText('Payment needed')).toBeVisible();
  await page
    .getByRole('alert')
    .filter({ hasText: 'We could not pay for this ticket' })
    .getByRole('link', { name: 'Sort out the payment' })
    .click();

  // A good card, the default once saved: the ticket is bought, the wallet topped up from it.
  await page.getByRole('button', { name: 'Add a card' }).click();
  await addCard(page, '4111 1111 1111 1111', { name: 'Alex Autoplay', kept: true });
  await page.getByRole('button', { name: 'Try again now' }).click();
  await expect(page.getByText('Done: your ticket is bought.')).toBeVisible();
  await page.goto('/my-account/cards-and-accounts');
  // The card just saved is the default now, and autoplay is paid from the wallet, then it.
  await expect(page.getByRole('button', { name: 'Make VISA ending 0002 the default' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Make VISA ending 1111 the default' })).toHaveCount(0);
  await expect(page.getByLabel('Wallet, then my default card')).toBeChecked();
  await page.goto(autoplayPage);
  await page.reload();
  await expect(lately(page)).toContainText(`Draw ${nextDraw}`);
  await expect(lately(page)).toContainText('Bought');
  await expect(lately(page).getByRole('link', { name: `Receipt for draw ${nextDraw}` })).toBeVisible();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();

  // A minimum jackpot no draw reaches: the next draw is passed over.
  await page.getByLabel('Only buy when the jackpot is at least').selectOption('100000000');
  await expect(page.getByText(/^Jackpots of at least \$100,000,000 · /)).toBeVisible();
  await runNextDraw(request, server.url, losing);
  await page.reload();
  await expect(lately(page)).toContainText(`Draw ${nextDraw + 1}`);
  await expect(lately(page)).toContainText('Passed over');
  // A jackpot in whole dollars, as everywhere else.
  await expect(lately(page)).toContainText(/under your minimum of \$100,000,000\.(?!\d)/);

  // Paused: the next draw opens and nothing is bought or passed over.
  await page.getByLabel('Only buy when the jackpot is at least').selectOption('0');
  await expect(page.getByText(/^Weekly · /)).toBeVisible();
  await page.getByRole('button', { name: 'Pause autoplay' }).click();
  await expect(page.getByText('Paused', { exact: true })).toBeVisible();
  await runNextDraw(request, server.url, losing);
  await page.reload();
  await expect(page.getByText('Paused: no tickets are bought until you turn it back on.')).toBeVisible();
  await expect(lately(page)).not.toContainText(`Draw ${nextDraw + 2}`);

  // A pause for two weeks says when it ends, and ends by itself.
  await page.getByRole('button', { name: 'Turn autoplay back on' }).click();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await page.getByLabel('Pause', { exact: true }).selectOption('2');
  await page.getByRole('button', { name: 'Pause autoplay' }).click();
  await expect(
    page.getByText(
      /^Autoplay paused until \d{1,2} [A-Z][a-z]+ \d{4}\. It buys your tickets again from then\.$/,
    ),
  ).toBeVisible();
  await expect(page.getByText(/^Paused until /)).toBeVisible();

  // Cancelled, once confirmed: it leaves the list.
  await page.getByRole('button', { name: 'Cancel autoplay' }).click();
  await page.getByRole('button', { name: 'Yes, cancel autoplay' }).click();
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
  await page.goto('/my-account/autoplay');
  await expect(page.getByText('You have no tickets on autoplay.')).toBeVisible();
  await expectAccessible(page);
});

test('the jackpot an autoplay waits for is chosen as the ticket is first put in the cart, and comes back to be edited', async ({
  page,
  newCustomer,
}) => {
  // A customer of the test's own: an autoplay bought here would buy in other tests' draws.
  await signIn(page, newCustomer, NEW_PASSWORD);
  await page.goto('/powerball');
  await page.getByRole('button', { name: 'Quick pick all games' }).click();
  // Asked only of an autoplay.
  await expect(page.getByLabel('Only buy when the jackpot is at least')).toHaveCount(0);
  await page.getByLabel('Play every draw with autoplay').check();
  await page.getByLabel('Only buy when the jackpot is at least').selectOption('20000000');
  const buyNow = page.getByRole('button', { name: 'Buy now', exact: true });
  if (await buyNow.isVisible()) await buyNow.click();
  else await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('link', { name: /^Cart, 1 item/ })).toBeVisible();
  await page.goto('/cart');
  // The server's own line for the item: it holds the minimum.
  await expect(page.getByText(/autoplay when the jackpot is at least \$20,000,000/)).toBeVisible();
  await page.getByRole('link', { name: /^Edit Powerball Standard/ }).click();
  await expect(page.getByLabel('Play every draw with autoplay')).toBeChecked();
  await expect(page.getByLabel('Only buy when the jackpot is at least')).toHaveValue('20000000');
});
