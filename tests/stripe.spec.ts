/**
 * Stripe as the card gateway (issue 63, point 4), on a site started with CARD_GATEWAY=stripe: the
 * server talks to the sandbox's Stripe through Stripe's own SDK, and the sandbox's card fields
 * stand in for Stripe.js (which cannot be fetched here). A card is saved through a setup intent,
 * a deposit is a payment intent whose 3-D Secure challenge is Stripe's next action, and the app
 * never sends a card number.
 */
import { CARDS, addCard, challengeFrame } from './support/cards';
import { NEW_PASSWORD, logIn, signUpCustomer } from './support/customers';
import { expect, test } from './support/fixtures';
import { startServer } from './support/server';

test('a card saved through Stripe pays a deposit after the bank’s challenge; a declined one credits nothing', async ({
  browser,
  request,
}) => {
  // A server of its own.
  test.slow();
  const site = await startServer({ CARD_GATEWAY: 'stripe' });
  const context = await browser.newContext({ baseURL: site.url });
  const page = await context.newPage();
  const sent: string[] = [];
  page.on('request', (sending) => {
    if (!sending.url().includes('/api/sandbox/stripe/card-form'))
      sent.push(`${sending.url()} ${sending.postData() ?? ''}`);
  });
  try {
    const email = await signUpCustomer(request, site.url);
    await logIn(page, email, NEW_PASSWORD);
    await page.getByRole('button', { name: 'Accept all cookies' }).click();
    await page.goto('/my-account/deposit');
    await expect(page.getByRole('heading', { name: 'Deposit', level: 1 })).toBeVisible();
    await addCard(page, CARDS.challenge);
    await expect(page.getByLabel(/VISA ending 3220, expires 12\/30/)).toBeChecked();
    await page.getByLabel('Amount').fill('30');
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    const bank = page.getByRole('dialog', { name: 'Verify with your bank' });
    await expect(bank).toBeVisible();
    await expect(
      challengeFrame(page).getByText("This is Stripe's test page for 3-D Secure challenges."),
    ).toBeVisible();
    await challengeFrame(page).getByRole('button', { name: 'Complete authentication' }).click();
    await expect(page.getByRole('heading', { name: 'Deposit successful' })).toBeVisible();
    await expect(page.getByText('$30.00 is in your wallet.')).toBeVisible();

    await page.goto('/my-account/deposit');
    await page.getByRole('button', { name: 'Add a new card' }).click();
    await addCard(page, CARDS.declined);
    await page.getByLabel('Amount').fill('25');
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(
      page.getByText('Your card was declined. Try another card or contact your bank.'),
    ).toBeVisible();
    await page.goto('/my-account/deposit');
    await expect(page.getByTestId('wallet-balance')).toHaveText('$30.00');
    // Only Stripe's fields carried the numbers.
    expect(sent.filter((line) => /4000\s?0000\s?0000\s?(3220|0002)/.test(line))).toEqual([]);
  } finally {
    await context.close();
    await site.stop();
  }
});
