/**
 * Sign in with Apple or Google (issue 37, 2): the sandbox plays both providers (OpenID Connect,
 * code with PKCE, signed ID tokens the API checks). A new customer opens an account with Google,
 * links Apple under Login and security, unlinks Google, and signs in again with Apple; the last
 * way into an account without a password cannot be unlinked.
 */
import type { Page } from '@playwright/test';
import { NEW_PASSWORD, expect, signOut, test } from './support/fixtures';

/** The provider's own page: who the customer is there. */
async function atProvider(page: Page, provider: 'Google' | 'Apple', email: string) {
  await expect(page.getByRole('heading', { name: `Sign in with ${provider} (sandbox)` })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('First name').fill('Robin');
  await page.getByLabel('Last name').fill('Social');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  // Apple posts its answer back to the site.
  if (provider === 'Apple') await page.getByRole('button', { name: 'Continue to Lucky Dip' }).click();
}

test('a customer opens an account with Google, links Apple, unlinks Google, and signs in with Apple', async ({
  page,
  expectAccessible,
}) => {
  const email = `robin.${Date.now()}@example.com`;
  await page.goto('/login?redirect=/lotto-tickets');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await atProvider(page, 'Google', email);

  // No account uses it: the sign-up form opens one with it, without a password.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Create your account with Google' }),
  ).toBeVisible();
  await expect(page.getByText(`You will log in with Google as ${email}`)).toBeVisible();
  await expect(page.getByLabel(/^Password/)).toHaveCount(0);
  await expect(page.getByLabel(/^First name/)).toHaveValue('Robin');
  await page.getByLabel(/^Date of birth/).fill('1990-06-15');
  await page.getByLabel(/^Mobile number/).fill('0412 345 678');
  await page.getByLabel(/^State/).selectOption('VIC');
  await page.getByLabel(/agree to the/).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('button', { name: /^Account/ })).toBeVisible();
  await expect(page).toHaveURL(/\/lotto-tickets$/);

  // Google is the only way in: it cannot be unlinked, and a password can be set by email.
  await page.goto('/my-account/login-and-security');
  const section = page.getByRole('heading', { name: 'Log in with Apple or Google' }).locator('..');
  await expect(section.getByText(`Google: ${email}`)).toBeVisible();
  await expect(section.getByRole('button', { name: 'Unlink Google' })).toBeDisabled();
  await expect(page.getByText('This is the only way into your account.', { exact: false })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Set a password' })).toBeVisible();
  await expectAccessible(page);

  await section.getByRole('button', { name: 'Link Apple' }).click();
  await atProvider(page, 'Apple', email);
  await expect(page.getByText('Apple is linked: you can log in with it.')).toBeVisible();
  await expect(page).toHaveURL(/\/my-account\/login-and-security$/);
  await expect(section.getByText(`Apple: ${email}`)).toBeVisible();
  await section.getByRole('button', { name: 'Unlink Google' }).click();
  await expect(section.getByText(`Google: ${email}`)).toHaveCount(0);
  await expect(section.getByRole('button', { name: 'Unlink Apple' })).toBeDisabled();
  await expect(section.getByRole('button', { name: 'Link Google' })).toBeVisible();

  await signOut(page);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Apple' }).click();
  await atProvider(page, 'Apple', email);
  await expect(page.getByRole('button', { name: /^Account/ })).toBeVisible();
});

test('a customer whose Google email has an account already is told at once, and logs in with its password there', async ({
  page,
  newCustomer: email,
  expectAccessible,
}) => {
  await page.goto('/login?redirect=/lotto-results');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await atProvider(page, 'Google', email);

  // No sign-up form: the account is named, its password sign-in and forgotten password are here.
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expect(
    page.getByText(
      `There is already a Lucky Dip account for ${email}. Log in with its password below, then link Google under Login and security`,
    ),
  ).toBeVisible();
  await expect(page.getByLabel(/^Email/)).toHaveValue(email);
  await expect(page.getByRole('link', { name: 'Forgot your password?' })).toBeVisible();
  await expect(page.getByLabel(/^Date of birth/)).toHaveCount(0);
  await expectAccessible(page);
  await page.getByLabel(/^Password/).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: /^Account/ })).toBeVisible();
  await expect(page).toHaveURL(/\/lotto-results$/);

  // And Google is linked from Login and security, as the notice said.
  await page.goto('/my-account/login-and-security');
  const section = page.getByRole('heading', { name: 'Log in with Apple or Google' }).locator('..');
  await section.getByRole('button', { name: 'Link Google' }).click();
  await atProvider(page, 'Google', email);
  await expect(page.getByText('Google is linked: you can log in with it.')).toBeVisible();
});

test('a customer who cancels at the provider is told so, with the way back', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('You cancelled signing in with Google.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
});

test("a provider's answer opened in another browser signs nobody in (login CSRF)", async ({
  page,
  browser,
}) => {
  // The attacker starts a sign-in with their own Google account and keeps the answer unopened.
  await page.goto('/login');
  let answer = '';
  const provider = /\/identity\/google\/authorize/;
  await page.route(provider, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    const response = await route.fetch({ maxRedirects: 0 });
    answer = new URL(response.headers().location!, route.request().url()).href;
    await route.abort();
  });
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await atProvider(page, 'Google', `mallory.${Date.now()}@example.com`);
  await expect.poll(() => answer).toMatch(/\/login\/social\/google\?.*code=/);

  // A victim who opens it is told to start again, and is signed in to nothing.
  const victim = await browser.newPage();
  await victim.goto(answer);
  await expect(
    victim.getByText('This sign-in has expired or was already used. Please start again.'),
  ).toBeVisible();
  await expect(
    victim.getByRole('heading', { level: 1, name: 'Create your account with Google' }),
  ).toHaveCount(0);
  await victim.goto(new URL('/', answer).href);
  await expect(victim.getByRole('link', { name: 'Login' })).toBeVisible();
  await victim.close();

  // In the browser that started it, the answer goes on as it should.
  await page.unroute(provider);
  await page.goto(answer);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Create your account with Google' }),
  ).toBeVisible();
});
