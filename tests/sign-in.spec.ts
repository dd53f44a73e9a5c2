import { generate } from 'otplib';
import { expect, logIn as signIn, test, typeCode } from './support/fixtures';

const TOTP_SECRET = 'LUCKYDIPDEMOAUTHENTICATORSECRET7';

test('the demo customer signs in and out', async ({ page, context, expectAccessible }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await expectAccessible(page);
  await signIn(page, 'demo@luckydip.test');
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
  expect((await context.cookies()).map((c) => c.name)).toEqual(
    expect.arrayContaining(['customer_id', 'customer_token', 'web_access_token', 'web_refresh_token']),
  );
  await page.getByRole('button', { name: 'Account' }).click();
  // Signing out ends in a full load of the home page, once the server has ended the session.
  const signedOut = page.waitForEvent('load');
  await page.getByRole('link', { name: 'Log out' }).click();
  await signedOut;
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  expect((await context.cookies()).map((c) => c.name)).not.toContain('web_access_token');
});

test('the login form names each missing field', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('This field is required')).toHaveCount(2);
  await page.getByLabel(/^Email/).fill('demo@luckydip.test');
  await page.getByLabel(/^Password/).fill('wrong password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The email or password is incorrect.');
});

test('an email-2FA customer signs in with the code from the mailbox', async ({
  page,
  sandbox,
  expectAccessible,
}) => {
  await signIn(page, 'email2fa@luckydip.test');
  await expect(
    page.getByRole('heading', { name: 'Enter the 6 digit code sent to email2fa@*************' }),
  ).toBeVisible();
  await expectAccessible(page);
  const [mail] = await sandbox.mailbox('email2fa@luckydip.test');
  const code = /\b(\d{6})\b/.exec(mail!.text)![1]!;
  await typeCode(page, code);
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
});

test('an authenticator customer signs in with a TOTP code', async ({ page }) => {
  await signIn(page, 'authenticator@luckydip.test');
  await expect(
    page.getByRole('heading', { name: 'Enter the 6 digit code from your authenticator app' }),
  ).toBeVisible();
  await typeCode(page, await generate({ secret: TOTP_SECRET }));
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
});

test('code entry says what is wrong, and locks after 5 wrong codes', async ({ page }) => {
  await signIn(page, 'authenticator@luckydip.test');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByText('A 6 digit code is required.')).toBeVisible();
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await typeCode(page, '000000');
    if (attempt < 5) {
      await expect(
        page.getByText('Code is incorrect or expired. Try again or contact support.'),
      ).toBeVisible();
    }
  }
  await expect(page.getByRole('alert').filter({ hasText: 'Account locked' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeDisabled();
  await expect(page.getByLabel('Digit 1 of 6')).toBeDisabled();
});
