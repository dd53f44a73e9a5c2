/**
 * The wallet (issue "Wallet"): deposits through the sandbox gateway's hosted card form and its
 * 3-D Secure pages, a deposit purchase at checkout, a withdrawal, and limits. Every request the app
 * sends is scanned for a card number (a Luhn-valid number in a card brand's range): only the
 * gateway's own form, inside its frame, may carry one.
 */
import type { Page, Request } from '@playwright/test';
import { CARDS, addCard, challengeFrame } from './support/cards';
import { NEW_PASSWORD } from './support/customers';
import { expect, logIn, test } from './support/fixtures';
import { buyPowerballQuickPick } from './support/tickets';

function luhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Card numbers in what a request carries: its address and body, decoded, digits run together. */
function cardNumbersIn(request: Request): string[] {
  const raw = `${request.url()} ${request.postData() ?? ''}`.replace(/\+/g, ' ');
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // Not URL-encoded: read as it is.
  }
  const text = decoded.replace(/[\s-]/g, '');
  // Card brands' number ranges: other long numbers (a millisecond timestamp) are not card numbers.
  const cards = /(?<!\d)(?:4\d{12}(?:\d{3}){0,2}|5[1-5]\d{14}|2[2-7]\d{14}|3[47]\d{13}|6\d{15,18})(?!\d)/g;
  return [...text.matchAll(cards)].map(([run]) => run).filter(luhn);
}

/** Collects every request the page and its frames send; `carried()` names those holding a card number. */
function scanRequests(page: Page) {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  const gatewayForm = (request: Request) => request.url().includes('/api/sandbox/gateway/card-form');
  return {
    byApp: () => requests.filter((request) => !gatewayForm(request) && cardNumbersIn(request).length > 0),
    byGateway: () => requests.filter((request) => gatewayForm(request) && cardNumbersIn(request).length > 0),
  };
}

async function signIn(page: Page, email: string, password?: string) {
  await logIn(page, email, password);
  await page.getByRole('button', { name: 'Accept all cookies' }).click();
  await expect(page.getByRole('button', { name: /^Account/ })).toBeVisible();
}

async function deposit(page: Page, amount: string) {
  await page.getByLabel('Amount').fill(amount);
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
}

test('a deposit of AUD 20 with the frictionless card reaches the wallet, and the app never sends a card number', async ({
  page,
  newCustomer,
  expectAccessible,
}) => {
  const scan = scanRequests(page);
  await signIn(page, newCustomer, NEW_PASSWORD);
  await page.goto('/my-account/deposit');
  await expect(page.getByRole('heading', { name: 'Deposit', level: 1 })).toBeVisible();
  await expect(page.getByTestId('wallet-balance')).toHaveText('$0.00');
  await expectAccessible(page);
  // Saving it is the customer's choice, left unticked: this card pays this deposit only.
  await expect(page.getByLabel('Save this card for next time')).not.toBeChecked();
  await addCard(page, CARDS.frictionless, { save: false });
  await expect(page.getByLabel(/VISA ending 1111, expires 12\/30 \(this payment only\)/)).toBeChecked();

  await page.getByLabel('Amount').fill('20.555');
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(page.getByText('Amount must follow format e.g: 1.50')).toBeVisible();
  await deposit(page, '5');
  await expect(page.getByText('Please enter an amount equal to or greater than 10.00.')).toBeVisible();

  await deposit(page, '20');
  await expect(page.getByRole('heading', { name: 'Deposit successful' })).toBeVisible();
  await expect(page.getByText('$20.00 is in your wallet.')).toBeVisible();
  await expect(page).toHaveURL(/\/my-account\/deposit\/details\/dep_[\w-]+\/success$/);
  await expect(page.getByRole('button', { name: 'Account $20.00' })).toBeVisible();
  await expectAccessible(page);
  // Not kept: the next deposit asks for a card again, and none is listed as saved.
  await page.goto('/my-account/cards-and-accounts');
  await expect(page.getByText(/VISA ending 1111/)).toHaveCount(0);
  await page.goto('/my-account/deposit');
  await expect(page.getByLabel('Name on card')).toBeVisible();

  expect(scan.byGateway()).not.toEqual([]);
  expect(scan.byApp().map((request) => request.url())).toEqual([]);
});

test('the challenge card is verified inside the bank’s frame; a declined card and an abandoned challenge credit nothing', async ({
  page,
  newCustomer,
}) => {
  const scan = scanRequests(page);
  await signIn(page, newCustomer, NEW_PASSWORD);
  await page.goto('/my-account/deposit');
  await addCard(page, CARDS.challenge);
  await deposit(page, '30');
  await expect(page.getByRole('dialog', { name: 'Verify with your bank' })).toBeVisible();
  await challengeFrame(page).getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page.getByRole('heading', { name: 'Deposit successful' })).toBeVisible();
  await expect(page.getByText('$30.00 is in your wallet.')).toBeVisible();

  // Abandoned: the customer closes the bank's window.
  await page.goto('/my-account/deposit');
  await deposit(page, '15');
  await expect(page.getByRole('dialog', { name: 'Verify with your bank' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel the verification' }).click();
  await expect(page.getByText('Deposit cancelled')).toBeVisible();

  // Declined: a new card the issuer refuses.
  await page.getByRole('button', { name: 'Change the amount or card' }).click();
  await page.getByRole('button', { name: 'Add a new card' }).click();
  await addCard(page, CARDS.declined);
  await deposit(page, '25');
  await expect(
    page.getByText('Your card was declined. Try another card or contact your bank.'),
  ).toBeVisible();
  await expect(page.getByText('Your deposit did not go through')).toBeVisible();

  await page.goto('/my-account/deposit');
  await expect(page.getByTestId('wallet-balance')).toHaveText('$30.00');
  expect(scan.byApp().map((request) => request.url())).toEqual([]);
});

/** A quick-pick Powerball ticket in the cart, whichever call to action the customer's variant shows. */
async function powerballInCart(page: Page) {
  await page.goto('/powerball');
  await page.getByRole('button', { name: 'Quick pick all games' }).click();
  await expect(page.getByTestId('ticket-price')).toHaveText('$5.40');
  await page.getByRole('button', { name: /^(Buy now|Add to cart)$/ }).click();
  await expect(page.getByRole('link', { name: /^Cart/ })).toContainText('1');
}

test('a cart larger than the wallet is bought through a deposit purchase and ends at the receipt', async ({
  page,
  expectAccessible,
}) => {
  const scan = scanRequests(page);
  await signIn(page, 'wallet@luckydip.test');
  await powerballInCart(page);
  await page.goto('/cart/buy');
  await expect(page.getByTestId('wallet-short')).toBeVisible();
  await expect(
    page.getByText(/Deposit \$10\.00 to pay for this order \(the least a card deposit can be/),
  ).toBeVisible();
  await expectAccessible(page);
  // A declined card: the amount is what the order lacks, so only the card is offered to change.
  await addCard(page, CARDS.declined);
  await page.getByRole('button', { name: 'Deposit and buy' }).click();
  await expect(page.getByText('Your deposit did not go through')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change the amount or card' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Change the card' }).click();
  await page.getByRole('button', { name: 'Add a new card' }).click();
  await addCard(page, CARDS.frictionless);
  await page.getByRole('button', { name: 'Deposit and buy' }).click();
  await expect(page.getByRole('heading', { name: 'Your receipt' })).toBeVisible();
  await expect(page.getByText('Powerball').first()).toBeVisible();
  // The receipt's payment lines: the card deposit that topped the wallet up, then the wallet.
  await expect(page.getByText(/^Added to your wallet from VISA ending \d{4}$/)).toBeVisible();
  await expect(page.getByText('Paid from your wallet')).toBeVisible();
  await expect(page.getByTestId('receipt-when')).toHaveText(
    /^Bought \w+ \d+ \w+ \d{4}, \d+:\d{2} [ap]m AE[DS]T · Receipt /,
  );
  const orderNumber = (await page.getByText(/^Order number \d+$/).innerText()).replace(/\D/g, '');
  await page.getByRole('link', { name: 'See this ticket' }).click();
  await expect(page).toHaveURL(new RegExp(`/my-account/upcoming-tickets/ticket/${orderNumber}$`));
  expect(scan.byApp().map((request) => request.url())).toEqual([]);
});

test('prize winnings are withdrawn to a new bank account after the password is entered again', async ({
  page,
  expectAccessible,
}) => {
  await signIn(page, 'winner@luckydip.test');
  await page.getByRole('button', { name: /^Account/ }).click();
  await page.getByRole('link', { name: 'Withdraw' }).click();
  await expect(page.getByRole('heading', { name: 'Withdraw', level: 1 })).toBeVisible();
  const withdrawable = await page.getByTestId('withdrawable').innerText();
  await page.getByLabel('Account name').fill('Robin Winner');
  await page.getByLabel('BSB').fill('12');
  await page.getByLabel('Account number', { exact: true }).fill('12345678');
  await page.getByLabel('Re-enter account number').fill('12345687');
  await page.getByRole('button', { name: 'Add bank account' }).click();
  await expect(page.getByText('Please enter a valid 6-digit BSB.')).toBeVisible();
  // Typed twice, as where winnings go must be right (spec 1 §5's mismatch message).
  await expect(
    page.getByText('The account numbers do not match. Please re-enter your account number.'),
  ).toBeVisible();
  await page.getByLabel('Re-enter account number').fill('12345678');
  await page.getByLabel('BSB').fill('062-000');
  await page.getByRole('button', { name: 'Add bank account' }).click();
  await expect(page.getByLabel('BSB 062-000 account ending 5678')).toBeChecked();
  await expectAccessible(page);

  // The limits are stated before the customer types: the method's minimum, and what can be withdrawn.
  // At most what can be withdrawn, or the method's maximum when winnings pass it (another test
  // may have paid winner@ a jackpot).
  const range = page.getByText(/^From \$10\.00 to \$[\d,]+\.\d{2}$/);
  await expect(range).toBeVisible();
  const most = Number((await range.innerText()).split(' to ')[1]?.replace(/[^\d.]/g, ''));
  expect(most).toBeLessThanOrEqual(Number(withdrawable.replace(/[^\d.]/g, '')));
  expect(most).toBeGreaterThanOrEqual(50);
  await page.getByLabel('Amount').fill('50');
  await page.getByLabel('Your password').fill('not-the-password');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByText('Your password is incorrect.')).toBeVisible();
  await page.getByLabel('Your password').fill('LuckyDip!2026');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Your withdrawal' })).toBeVisible();
  await expect(page.getByText('$50.00 is on its way to BSB 062-000 account ending 5678.')).toBeVisible();

  await page.goto('/my-account/withdraw');
  const left = Number(withdrawable.replace(/[^\d.]/g, '')) - 50;
  // As the app writes money: thousands grouped (other tests may have paid winner@ a jackpot).
  const money = left.toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  await expect(page.getByTestId('withdrawable')).toHaveText(`$${money}`);
  await page.goto('/my-account/transactions');
  await expect(page.getByRole('cell', { name: 'Withdrawal' }).first()).toBeVisible();
});

test('with less to withdraw than the minimum, the page says so and offers no amount to fail with', async ({
  page,
}) => {
  // wallet@ has deposited, never won: nothing is withdrawable.
  await signIn(page, 'wallet@luckydip.test');
  await page.goto('/my-account/withdraw');
  await expect(page.getByTestId('withdrawable')).toHaveText('$0.00');
  await expect(
    page.getByText('A withdrawal is at least $10.00, so there is nothing to withdraw yet.'),
  ).toBeVisible();
  await expect(page.getByLabel('Amount')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Withdraw', exact: true })).toHaveCount(0);
});

test('transactions read on a phone without sideways scrolling, with the time and a link to the receipt', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'demo@luckydip.test');
  await buyPowerballQuickPick(page);
  await page.goto('/my-account/transactions');
  const newest = page.getByRole('row').nth(1);
  await expect(newest.getByRole('cell').first()).toHaveText(/^\d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} (am|pm)$/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await newest.getByRole('link', { name: 'Receipt' }).click();
  await expect(page.getByRole('heading', { name: 'Your receipt' })).toBeVisible();
});

test('a weekly spend limit set on the limits page blocks a purchase with its reason', async ({ page }) => {
  await signIn(page, 'winner@luckydip.test');
  await page.goto('/my-account/spend-limits');
  await expect(page.getByText('A weekly limit applies to any 7-day period.').first()).toBeVisible();
  await page.getByLabel('Spend limit', { exact: true }).fill('5');
  await page.getByRole('button', { name: 'Save spend limit' }).click();
  await expect(page.getByText(/Weekly spend limit: \$5\.00/)).toBeVisible();
  // One figure of what can still be spent, with the limit that binds; nothing contradicts it.
  await expect(page.getByTestId('spend-room')).toHaveText(
    /^You can spend \$[\d.]+ more now: your weekly spend limit of \$5\.00 binds\.$/,
  );
  await expect(page.getByText(/more now/)).toHaveCount(1);
  await powerballInCart(page);
  await page.goto('/cart/buy');
  await expect(page.getByText(/This order would pass your weekly spend limit of \$5\.00/)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Buy now/ })).toBeDisabled();
  await page.getByRole('link', { name: 'See your limits' }).click();
  await expect(page.getByRole('heading', { name: 'Spend limits', level: 1 })).toBeVisible();
});

test('a PayPal account is connected on PayPal’s page and pays a deposit there', async ({
  page,
  newCustomer,
}) => {
  await signIn(page, newCustomer, NEW_PASSWORD);
  await page.goto('/my-account/cards-and-accounts');
  await page.getByRole('button', { name: 'Connect PayPal' }).click();
  await expect(page.getByRole('heading', { name: 'Sandbox PayPal: connect your account' })).toBeVisible();
  await page.getByLabel('PayPal email').fill('pat.player@example.com');
  await page.getByRole('button', { name: 'Agree and connect' }).click();
  await expect(page.getByText('Your PayPal account has been connected.')).toBeVisible();
  await expect(page).toHaveURL(/\/my-account\/cards-and-accounts$/);
  await expect(page.getByText('PayPal pat.player@***')).toBeVisible();

  await page.goto('/my-account/deposit');
  await page.getByLabel(/PayPal pat\.player@/).check();
  await deposit(page, '15');
  await expect(page.getByRole('heading', { name: 'Sandbox PayPal: pay Lucky Dip' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByRole('heading', { name: 'Deposit successful' })).toBeVisible();
  await expect(page.getByText('$15.00 is in your wallet.')).toBeVisible();
});

test('autoplay is paid from the wallet until a card is saved, then the card can make up what it lacks', async ({
  page,
  newCustomer,
  expectAccessible,
}) => {
  await signIn(page, newCustomer, NEW_PASSWORD);
  await page.goto('/my-account/cards-and-accounts');
  const panel = page.getByRole('region', { name: 'Paying for autoplay and subscriptions' });
  await expect(panel).toContainText('If your wallet is short, that draw is skipped.');
  await expect(panel.getByRole('radio')).toHaveCount(0);

  await page.goto('/my-account/deposit');
  await addCard(page, CARDS.frictionless);
  await page.goto('/my-account/cards-and-accounts');
  await expect(panel.getByLabel('Wallet only')).toBeChecked();
  await expectAccessible(page);
  await panel.getByLabel('Wallet, then my default card').check();
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Autoplay and subscriptions will now be paid this way.')).toBeVisible();
  await page.reload();
  await expect(panel.getByLabel('Wallet, then my default card')).toBeChecked();
});
