import { expect, logIn, test } from './support/fixtures';

const DIALOG = 'Move your account to the new Lucky Dip';

test('an eligible customer is asked to migrate, the move succeeds after polling, and the dialog does not come back', async ({
  page,
  expectAccessible,
}) => {
  await logIn(page, 'migrate@luckydip.test');
  const dialog = page.getByRole('dialog', { name: DIALOG });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  const migrate = dialog.getByRole('button', { name: 'Migrate my account' });
  await expect(migrate).toBeDisabled();
  await dialog.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
  const calls: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/migration/migrate')) calls.push(response.status());
  });
  await migrate.click();
  await expect(dialog.getByRole('status')).toContainText('Moving your account');
  // The move is done at the second status check: the migrate call and two checks, 3 s apart.
  await expect(dialog.getByText('Your account has moved')).toBeVisible({ timeout: 15_000 });
  expect(calls).toEqual([202, 202, 200]);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByRole('button', { name: /^Account/ })).toBeVisible();
  await page.waitForTimeout(500);
  await expect(dialog).toHaveCount(0);
});

test('a migration the old system refuses shows the failure view, and retry tries again', async ({
  page,
  expectAccessible,
}) => {
  await logIn(page, 'migratefail@luckydip.test');
  const dialog = page.getByRole('dialog', { name: DIALOG });
  await dialog.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
  await dialog.getByRole('button', { name: 'Migrate my account' }).click();
  const failure = dialog.getByRole('alert').filter({ hasText: 'Your account was not moved' });
  await expect(failure).toContainText('We could not move your account this time', { timeout: 15_000 });
  await expect(dialog.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/my-account');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Try again' }).click();
  await expect(dialog.getByRole('status')).toContainText('Moving your account');
  await expect(failure).toBeVisible({ timeout: 15_000 });
  // Escape closes it, and the answer is remembered for 7 days.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  const dismissal = (await page.context().cookies()).find(
    (cookie) => cookie.name === 'migrate_account_modal_dismissal',
  );
  expect(dismissal?.expires).toBeGreaterThan(Date.now() / 1000 + 6.9 * 86_400);
});

test('the feedback widget sends a rating with a comment, and the server stores it', async ({
  page,
  request,
  server,
  expectAccessible,
}) => {
  await page.goto('/about');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Give feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tell us how we are doing' });
  const send = dialog.getByRole('button', { name: 'Send feedback' });
  await expect(send).toBeDisabled();
  await dialog.getByRole('radio', { name: 'Not good' }).check();
  await dialog.getByLabel('Anything you would like to tell us?').fill('The results page could load faster.');
  const email = dialog.getByRole('textbox', { name: 'Your email, if you would like an answer' });
  await email.fill('visitor@example');
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
  await expect(send).toBeDisabled();
  await email.fill('visitor@example.com');
  await expectAccessible(page);
  await send.click();
  await expect(dialog.getByRole('status')).toHaveText(/Thank you for your feedback/);
  const stored = (await (await request.get(`${server.url}/api/sandbox/feedback`)).json()) as {
    result: { rating: string; comment: string; email: string; source: string; client_information: object }[];
  };
  expect(stored.result[0]).toMatchObject({
    rating: 'not_satisfied',
    comment: 'The results page could load faster.',
    email: 'visitor@example.com',
    source: '/about',
    client_information: { name: 'Web', build: 'release', locale: 'en-AU' },
  });
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();
  // Opened again, it starts afresh.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Give feedback' }).click();
  await expect(dialog.getByRole('radio', { name: 'Not good' })).not.toBeChecked();
  await expect(dialog.getByLabel('Anything you would like to tell us?')).toHaveValue('');
});
