import { generate } from 'otplib';
import {
  DEMO_PASSWORD,
  NEW_PASSWORD,
  expect,
  fillSignUp,
  logIn,
  signIn,
  signOut,
  signedApi,
  test,
  typeCode,
} from './support/fixtures';

test('sign-up names every mistake, then opens the account', async ({ page, expectAccessible }) => {
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('This field is required')).toHaveCount(6);
  await expect(page.getByText('You must agree to the terms and conditions to proceed.')).toBeVisible();

  await page.getByLabel(/^Email/).fill('not-an-email');
  await page.getByLabel(/^Password/).fill('short');
  await page.getByLabel(/^Date of birth/).fill(`${new Date().getFullYear() - 17}-01-01`);
  await page.getByLabel(/^Mobile number/).fill('12');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Use at least 8 characters, with a letter and a number.').last()).toBeVisible();
  await expect(page.getByText('You must be 18 or older to open an account.')).toBeVisible();
  await expect(page.getByText('Please enter a valid phone number')).toBeVisible();

  await page.getByLabel(/^Email/).fill('demo@luckydip.test');
  await page.getByLabel(/^Password/).focus();
  await expect(
    page.getByText('An account with this email already exists. Log in or reset your password.'),
  ).toBeVisible();

  await fillSignUp(page, `new.${Date.now()}@example.com`, 'Sam');
  await expect(page.getByRole('button', { name: /^Account/ })).toBeVisible();
});

test('a reset link from the mailbox signs in and holds the customer at the password change until done', async ({
  page,
  sandbox,
  newCustomer,
  expectAccessible,
}) => {
  await page.goto('/forgot-password');
  await page.getByLabel(/^Email/).fill(newCustomer);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  const [mail] = await sandbox.mailbox(newCustomer);
  const link = new URL(/https?:\/\/\S+/.exec(mail!.text)![0]);
  await page.goto(link.pathname + link.search);
  await expect(page).toHaveURL(/\/force-password-change$/);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/about');
  await expect(page).toHaveURL(/\/force-password-change$/);
  await page.getByLabel(/^New password/).fill('Brand-new-pass-1');
  await page.getByLabel(/^Repeat new password/).fill('Brand-new-pass-2');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(
    page.getByText('The passwords do not match. Please re-enter your new password.'),
  ).toBeVisible();
  await page.getByLabel(/^Repeat new password/).fill('Brand-new-pass-1');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/about');
  await expect(page).toHaveURL(/\/about$/);

  // The link worked once; again, it is refused with the spec's words.
  await page.goto(link.pathname + link.search);
  await expect(page.getByText('Email link no longer valid')).toBeVisible();
});

test('an app transfer link signs the customer in on the web', async ({ page, request, server }) => {
  const login = await signedApi(request, server.url, {
    method: 'POST',
    path: '/api/v2/login',
    body: JSON.stringify({ email: 'demo@luckydip.test', password: DEMO_PASSWORD }),
    headers: { version: '3.3' },
  });
  const { access_token } = ((await login.json()) as { result: { access_token: string } }).result;
  const transfer = await signedApi(request, server.url, {
    method: 'POST',
    path: '/api/v2/customer/transfer',
    headers: { authorization: `Bearer ${access_token}` },
  });
  const { url } = ((await transfer.json()) as { result: { url: string } }).result;
  await page.goto(new URL(url).pathname);
  await expect(page.getByRole('button', { name: 'Account $500.00' })).toBeVisible();
});

test('an expired access token under parallel calls is refreshed once, and the customer stays', async ({
  page,
  sandbox,
  newCustomer,
}) => {
  await signIn(page, newCustomer, NEW_PASSWORD);
  await page.goto('/my-account/login-and-security');
  await expect(page.getByText(`You log in with ${newCustomer}`)).toBeVisible();
  // A read still in flight would answer 200 with the old token and take the place of a refetch.
  await page.waitForLoadState('networkidle');

  await sandbox.expireAccessTokens();
  const calls: { path: string; status: number }[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/api/v2/')) calls.push({ path: pathname, status: response.status() });
  });
  // Coming back to the tab refetches what the page shows: two personal calls at once.
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  // Each answered once the token is refreshed (a keep-alive refetch may add another answer).
  await expect
    .poll(() => [...new Set(calls.filter((c) => c.status === 200).map((c) => c.path))])
    .toEqual(expect.arrayContaining(['/api/v2/customer/details', '/api/v2/customer/two-factor-auth']));
  // The header's cart may refetch in the same moment: every 401 shares the one refresh.
  expect(
    calls
      .filter((c) => c.status === 401)
      .map((c) => c.path)
      .sort(),
  ).toEqual(expect.arrayContaining(['/api/v2/customer/details', '/api/v2/customer/two-factor-auth']));
  expect(calls.filter((c) => c.path === '/api/v2/refresh')).toEqual([
    { path: '/api/v2/refresh', status: 200 },
  ]);
  await expect(page).toHaveURL(/\/my-account\/login-and-security$/);
  await expect(page.getByRole('button', { name: /^Account/ })).toBeVisible();
});

test('a refresh token replayed after logout is refused', async ({ page, context, request, server }) => {
  await signIn(page, 'demo@luckydip.test');
  const refreshToken = (await context.cookies()).find((c) => c.name === 'web_refresh_token')!.value;
  await signOut(page);
  const replay = await signedApi(request, server.url, {
    method: 'POST',
    path: '/api/v2/refresh',
    body: new URLSearchParams({ refresh_token: refreshToken }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(replay.status()).toBe(401);
});

test('authenticator 2FA set up from login and security, then used to sign in', async ({
  page,
  newCustomer,
  expectAccessible,
}) => {
  await signIn(page, newCustomer, NEW_PASSWORD);
  await page.goto('/my-account/login-and-security');
  await page.getByRole('button', { name: 'Set up authenticator app' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await expectAccessible(page);
  const secret = (await page.getByTestId('authenticator-key').textContent())!;
  // The key copied for pasting into an app on this device, and said so (spec 3 §9).
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy key' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Key copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await typeCode(page, '000000');
  await expect(page.getByText('Code is incorrect or expired. Try again or contact support.')).toBeVisible();
  const code = await generate({ secret });
  await typeCode(page, code);
  await expect(page.getByText('Two-factor authentication is on, using an authenticator app.')).toBeVisible();

  await signOut(page);
  await logIn(page, newCustomer, NEW_PASSWORD);
  await expect(
    page.getByRole('heading', { name: 'Enter the 6 digit code from your authenticator app' }),
  ).toBeVisible();
  await typeCode(page, code);
  await expect(page.getByRole('button', { name: /^Account/ })).toBeVisible();
});

test('changing the password from login and security', async ({ page, newCustomer }) => {
  await signIn(page, newCustomer, NEW_PASSWORD);
  await page.goto('/my-account/login-and-security');
  await page.getByLabel(/^Current password/).fill('wrong-password-1');
  await page.getByLabel(/^New password/).fill('Another-pass-9');
  await page.getByLabel(/^Repeat new password/).fill('Another-pass-9');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your current password is incorrect.')).toBeVisible();
  await page.getByLabel(/^Current password/).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
});

test('the confirm banner confirms the address, then asks about the email', async ({
  page,
  expectAccessible,
}) => {
  await logIn(page, 'confirm@luckydip.test');
  await expect(page.getByRole('button', { name: 'Account $15.00' })).toBeVisible();
  const address = page.getByRole('region', { name: 'Is your address still correct?' });
  await expect(address).toBeVisible();
  await expectAccessible(page);
  await address.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Thanks, your address is confirmed.')).toBeVisible();
  const email = page.getByRole('region', { name: 'Is your email address still correct?' });
  await expect(email).toContainText('confirm@luckydip.test');
  await email.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('dialog', { name: 'My details' })).toBeVisible();
  await expect(page.getByLabel(/^Email/)).toHaveValue('confirm@luckydip.test');
  await page.keyboard.press('Escape');
  // A phone still fits the bar with the balance in it.
  await page.setViewportSize({ width: 390, height: 800 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
});

test('closing the account is for good', async ({ page, newCustomer }) => {
  await signIn(page, newCustomer, NEW_PASSWORD);
  await page.goto('/close-my-account');
  await page.getByRole('button', { name: 'Close my account' }).click();
  await expect(page.getByText('This field is required')).toBeVisible();
  await expect(page.getByText('Please confirm that you understand closing is permanent.')).toBeVisible();
  await page.getByLabel(/^Password/).fill(NEW_PASSWORD);
  await page.getByLabel('I understand that closing my account is permanent').check();
  await page.getByRole('button', { name: 'Close my account' }).click();
  await expect(page.getByRole('heading', { name: 'Your account is closed' })).toBeVisible();
  await logIn(page, newCustomer, NEW_PASSWORD);
  await expect(page.getByRole('alert')).toHaveText('This account is closed. Contact support to reopen it.');
});

test('a customer signed in from abroad confirms where they are before going on, once', async ({
  page,
  expectAccessible,
}) => {
  await logIn(page, 'abroad@luckydip.test');
  const prompt = page.getByRole('dialog', { name: 'Confirm where you are playing from' });
  await expect(prompt).toBeVisible();
  // Where the site places this connection (GET /locate): the test server's default, Australia.
  await expect(prompt.getByText('This connection looks to be in Australia.')).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Continue' }).click();
  await expect(prompt.getByText('Tell us where you are playing from.')).toBeVisible();
  await expect(prompt.getByText('You must agree to the terms and conditions to proceed.')).toBeVisible();
  await prompt.getByLabel(/^Where are you playing from/).selectOption('australia');
  await prompt.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
  await prompt.getByRole('button', { name: 'Continue' }).click();
  await expect(prompt).toBeHidden();
  await page.reload();
  await expect(page.getByRole('button', { name: /^Account/ })).toBeVisible();
  await expect(prompt).toHaveCount(0);
});
