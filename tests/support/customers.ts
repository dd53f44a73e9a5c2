/**
 * Customers for end-to-end tests: fresh ones for tests that change an account (password,
 * two-factor, closure), so the demo customers stay as the README describes for every other test;
 * signed API calls made the way the PWA makes them; and the login form filled as a person would.
 */
import { expect, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import { signRequest } from '@contract/signature';

export const DEMO_PASSWORD = 'LuckyDip!2026';
export const NEW_PASSWORD = 'Fresh-pass-2027';
let counter = 0;

export async function signedApi(
  request: APIRequestContext,
  baseUrl: string,
  {
    method,
    path,
    body = '',
    headers = {},
  }: { method: string; path: string; body?: string; headers?: Record<string, string> },
): Promise<APIResponse> {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = await signRequest('luckydip-web-demo-secret', {
    method,
    pathWithQuery: path,
    timestamp,
    body,
  });
  return request.fetch(`${baseUrl}${path}`, {
    method,
    data: body || undefined,
    headers: { appkey: 'luckydip-web', timestamp, signature, 'content-type': 'application/json', ...headers },
  });
}

export async function signUpCustomer(request: APIRequestContext, baseUrl: string): Promise<string> {
  counter += 1;
  const email = `player.${process.pid}.${Date.now()}.${counter}@example.com`;
  const body = JSON.stringify({
    email,
    password: NEW_PASSWORD,
    firstname: 'Pat',
    lastname: 'Player',
    date_of_birth: '1990-06-01',
    phone: '0412 000 111',
    state: 'VIC',
    terms_accepted: true,
    metadata: { platform: 'Web' },
  });
  const response = await signedApi(request, baseUrl, {
    method: 'POST',
    path: '/api/v2/signup',
    body,
    headers: { version: '3.5' },
  });
  if (response.status() !== 201)
    throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  return email;
}

export async function logIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/**
 * Signs out by opening /logout, and waits for the page it ends on (home): the device has forgotten
 * the customer from the start, so the header says Login at once, but a test that leaves before the
 * page has finished races its way home.
 */
export async function signOut(page: Page): Promise<void> {
  await page.goto('/logout');
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
}

/** Logs in and waits until the header shows the customer's account button. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await logIn(page, email, password);
  await expect(page.getByRole('button', { name: /^Account/ })).toBeVisible();
}

export async function typeCode(page: Page, code: string): Promise<void> {
  await page.getByLabel('Digit 1 of 6').focus();
  await page.keyboard.type(code);
}

/** The sign-up form filled in as a new customer would, and sent: its email, with `firstname` as given. */
export async function fillSignUp(page: Page, email: string, firstname: string): Promise<void> {
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(NEW_PASSWORD);
  await page.getByLabel(/^First name/).fill(firstname);
  await page.getByLabel(/^Last name/).fill('Signup');
  await page.getByLabel(/^Date of birth/).fill('1992-02-29');
  await page.getByLabel(/^Mobile number/).fill('0412 345 678');
  await page.getByLabel(/^State/).selectOption('QLD');
  await page.getByLabel(/agree to the/).check();
  await page.getByRole('button', { name: 'Create account' }).click();
}
