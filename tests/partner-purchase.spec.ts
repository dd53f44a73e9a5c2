/**
 * Partner purchase (issue 37, part 1): a partner's customers land on /purchase/{slug}, choose how
 * many tickets, sign in (their choice kept), and buy through the partner's web channel, from the
 * wallet or with a card deposit in the same step; the receipt opens on the partner's pages. An
 * unknown partner, or an address under a partner that is no page, is the 404 page and answers 404.
 */
import type { Page } from '@playwright/test';
import { CARDS, addCard } from './support/cards';
import { expect, logIn, test } from './support/fixtures';

const PAGE = '/purchase/surf-life-saving';

async function choose(page: Page, label: RegExp) {
  await page.getByRole('radio', { name: label }).check();
  await expect(page.getByRole('radio', { name: label })).toBeChecked();
}

test('a visitor chooses tickets on a charity partner’s page, signs in, and buys them from the wallet', async ({
  page,
  expectAccessible,
}) => {
  // Partners link to their page; the About page lists them too.
  await page.goto('/about');
  await page.getByRole('link', { name: 'Surf Life Saving Australia' }).click();
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Surf Life Saving Raffle');
  await expect(page.getByText('Support Surf Life Saving Australia')).toBeVisible();
  // Whose page it is, and the prize, as pictures.
  await expect(page.getByRole('img', { name: 'Surf Life Saving Australia logo' })).toBeVisible();
  await expect(page.locator('main img[src*="/files/"]')).toHaveCount(2);
  await expect(page.getByText(/^Draw \d+: /)).toBeVisible();
  await expect(page.getByText(/^First prize: .+, worth \$/)).toBeVisible();
  await choose(page, /^2 tickets · \$10\.00$/);
  await expect(page.getByText('Surf Life Saving Raffle: 2 tickets, 1 draw')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Log in to buy' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.getByLabel(/^Email/).fill('demo@luckydip.test');
  await page.getByLabel(/^Password/).fill('LuckyDip!2026');
  await page.getByRole('button', { name: 'Log in' }).click();
  // Back on the partner's page with the choice kept.
  await expect(page).toHaveURL(new RegExp(`${PAGE}\\?size=2$`));
  await expect(page.getByRole('radio', { name: /^2 tickets/ })).toBeChecked();
  await page.getByRole('button', { name: 'Buy now · $10.00' }).click();

  await expect(page.getByRole('heading', { name: 'Your receipt' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${PAGE}/receipt/[\\w-]+$`));
  await expect(page.getByText('Thank you for supporting Surf Life Saving Australia.')).toBeVisible();
  await expect(page.getByText(/Raffle: 2 tickets/).first()).toBeVisible();
  await page.getByRole('link', { name: 'Buy more' }).click();
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
});

test('a customer short of the price deposits what the wallet lacks with a card, and the tickets are bought', async ({
  page,
  sandbox,
}) => {
  await logIn(page, 'partner@luckydip.test');
  await page.getByRole('button', { name: 'Accept all cookies' }).click();
  await expect(page.getByRole('button', { name: /^Account/ })).toBeVisible();
  await page.goto(`${PAGE}?size=5`);
  await expect(page.getByRole('radio', { name: /^5 tickets · \$20\.00$/ })).toBeChecked();
  await expect(page.getByText(/Deposit \$17\.00 to pay for this order/)).toBeVisible();
  await addCard(page, CARDS.frictionless, { save: false, name: 'Piper Partner' });
  await page.getByRole('button', { name: 'Deposit and buy' }).click();

  await expect(page.getByRole('heading', { name: 'Your receipt' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${PAGE}/receipt/[\\w-]+$`));
  await expect(page.getByText(/^Added to your wallet from VISA ending 1111$/)).toBeVisible();
  await expect(page.getByText(/Raffle: 5 tickets/).first()).toBeVisible();

  // The emailed receipt links back to the partner's page, signing the customer in once.
  const mail = (await sandbox.mailbox('partner@luckydip.test')).find((entry) =>
    entry.subject.startsWith('Your Lucky Dip purchase'),
  );
  const buyAgain = /https?:\/\/[^/\s]+(\/purchase\/surf-life-saving\/autologin\/[\w-]+)/.exec(
    mail?.text ?? '',
  )?.[1];
  expect(buyAgain).toBeDefined();
  await page.context().clearCookies();
  await page.goto(buyAgain ?? '');
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  await expect(page.getByRole('button', { name: /^Account/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Surf Life Saving Raffle');
});

test('a partner cart bought in another tab is empty here: Buy says so, and nothing is charged twice', async ({
  page,
}) => {
  await logIn(page, 'demo@luckydip.test');
  await page.getByRole('button', { name: 'Accept all cookies' }).click();
  await expect(page.getByRole('button', { name: /^Account/ })).toBeVisible();
  await page.goto(`/purchase/harbour-rewards?size=4`);
  const buy = page.getByRole('button', { name: 'Buy now · $5.40' });
  await expect(buy).toBeEnabled();
  const other = await page.context().newPage();
  await other.goto(`/purchase/harbour-rewards?size=4`);
  await other.getByRole('button', { name: 'Buy now · $5.40' }).click();
  await expect(other.getByRole('heading', { name: 'Your receipt' })).toBeVisible();
  await other.close();
  await buy.click();
  await expect(page.getByRole('alert')).toHaveText('Your cart is empty. Choose your tickets first.');
});

test('an unknown partner, and an address under a partner that is no page, are not found', async ({
  page,
}) => {
  expect((await page.request.get(PAGE)).status()).toBe(200);
  expect((await page.request.get('/purchase/harbour-rewards')).status()).toBe(200);
  expect((await page.request.get('/purchase/nobody')).status()).toBe(404);
  await page.goto('/purchase/nobody');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Partner not found');
  expect((await page.request.get(`${PAGE}/nowhere`)).status()).toBe(404);
  await page.goto(`${PAGE}/nowhere`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something went wrong.');
});
