/**
 * Taking a break (issue 38, point 13): found from the Responsible gaming page, chosen in the
 * account, effective at once (nothing can be bought), confirmed by email, and never shortened.
 */
import { BREAK_MESSAGES } from '@contract/account-break';
import { NEW_PASSWORD, expect, signIn, test } from './support/fixtures';

test('a break chosen in the account switches spending off at once, is emailed, and cannot be shortened', async ({
  page,
  request,
  server,
  newCustomer: email,
  expectAccessible,
}) => {
  await signIn(page, email, NEW_PASSWORD);
  await page.goto('/about/responsible-gaming');
  await page.getByRole('main').getByRole('link', { name: 'Take a break' }).click();
  await expect(page.getByRole('heading', { name: 'Take a break', level: 1 })).toBeVisible();
  await expect(page.getByText('you cannot buy tickets, shares or subscriptions, or deposit;')).toBeVisible();

  await page.getByRole('button', { name: 'Start my break' }).click();
  await expect(page.getByText(BREAK_MESSAGES.choose)).toBeVisible();
  await expect(page.getByText(BREAK_MESSAGES.confirm)).toBeVisible();
  await page.getByRole('radio', { name: '7 days' }).check();
  await page.getByLabel('I understand my break starts now and cannot be ended early').check();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Start my break' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You are taking a break until' })).toBeVisible();
  await expect(
    page.getByText(/^You are taking a break until \w+day \d+ \w+ \d{4}, \d+:\d{2} [ap]m AE[DS]T$/),
  ).toBeVisible();

  const mail = (await (await request.get(`${server.url}/api/sandbox/mailbox?to=${email}`)).json()) as unknown;
  expect(JSON.stringify(mail)).toContain('Your break from Lucky Dip has started');

  // Shorter is refused with the server's words; the break stands.
  await page.getByRole('radio', { name: '24 hours' }).check();
  await page.getByLabel('I understand my break starts now and cannot be ended early').check();
  await page.getByRole('button', { name: 'Make my break longer' }).click();
  await expect(page.getByText(/A new break can only make it longer\.$/)).toBeVisible();

  // At once, without a reload: the account offers no deposit; and no page offers a ticket to buy.
  await page.getByRole('button', { name: /^Account/ }).click();
  const drawer = page.getByRole('dialog', { name: 'My account' });
  await expect(drawer.getByRole('link', { name: 'Withdraw' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Deposit' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/powerball');
  await expect(page.getByRole('heading', { name: 'You are taking a break', level: 1 })).toBeVisible();
  await expect(
    page.getByText(/^You are taking a break until \w+day \d+ \w+ \d{4}, \d+:\d{2} [ap]m AE[DS]T\./),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Quick pick all games' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Buy now', exact: true })).toHaveCount(0);
  await page.goto('/my-account/deposit');
  await expect(page.getByRole('heading', { name: 'You are taking a break', level: 1 })).toBeVisible();
});
