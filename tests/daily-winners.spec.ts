/**
 * Daily Winners (issue 35): a visitor sees the join prompts and the navigation's dot; a customer
 * joins free, unlocks an entry and finds it among their current giveaways, then goes premium
 * through a deposit with 3-D Secure; a giveaway the sandbox draws shows its winners.
 */
import { CARDS, addCard, challengeFrame } from './support/cards';
import { NEW_PASSWORD } from './support/customers';
import { expect, signIn, test } from './support/fixtures';

test('a visitor sees what the program is, the join prompts, and the navigation’s dot until the page is visited', async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/');
  const main = page.getByRole('navigation', { name: 'Main' });
  await main.getByRole('link', { name: 'Daily Winners (new)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Daily Winners' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open an account' })).toBeVisible();
  // Join-all on the nightly giveaway, join-premium on the monthly (spec 3 §4).
  await expect(page.getByText('Join Daily Winners free to enter this giveaway.').first()).toBeVisible();
  await expect(page.getByText(/Go premium \(\$10\.00 for 30 days\)/).first()).toBeVisible();
  await expect(main.getByRole('link', { name: 'Daily Winners', exact: true })).toBeVisible();
  await expectAccessible(page);

  await page
    .getByRole('navigation', { name: 'Daily Winners' })
    .getByRole('link', { name: 'Monthly' })
    .click();
  await expect(page.getByRole('heading', { name: 'Monthly giveaways' })).toBeVisible();
  await expect(page.getByRole('link', { name: '2', exact: true })).toBeVisible();
  await page.goto('/daily-winners/how-it-works');
  await expect(page.getByRole('link', { name: 'Watch how Daily Winners works on YouTube' })).toBeVisible();
  await expect(page.locator('iframe[src*="youtube"]')).toHaveCount(0);
});

test('a customer joins free, unlocks tonight’s entry, finds it among current giveaways, and goes premium through a deposit with 3-D Secure', async ({
  page,
  newCustomer,
}) => {
  await signIn(page, newCustomer, NEW_PASSWORD);
  await page.getByRole('button', { name: 'Accept all cookies' }).click();
  await page.goto('/daily-winners');
  await expect(page.getByText(/^Membership is free\./)).toBeVisible();
  await page.getByRole('button', { name: 'Join free' }).click();
  await expect(page.getByText('You are a free member.')).toBeVisible();
  // The monthly is premium's: a free member sees it locked.
  await expect(
    page.getByText('This giveaway is for premium members. Upgrade to enter.').first(),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Unlock my entry' }).first().click();
  await expect(page.getByText('Unlocked: 1 entry').first()).toBeVisible();

  await page.getByRole('button', { name: /^Account/ }).click();
  await page.getByRole('link', { name: 'Current giveaways' }).click();
  await expect(page.getByRole('heading', { name: 'Current giveaways' })).toBeVisible();
  await expect(page.getByText('Unlocked: 1 entry').first()).toBeVisible();

  // Nothing in the wallet: premium's price is deposited first, the bank's challenge passed.
  await page.goto('/daily-winners/membership-tiers');
  await page.getByRole('link', { name: 'Deposit and go premium' }).click();
  await expect(page.getByText(/Deposit \$10\.00 to pay for premium membership/)).toBeVisible();
  await addCard(page, CARDS.challenge);
  await page.getByRole('button', { name: 'Deposit and go premium' }).click();
  await expect(page.getByRole('dialog', { name: 'Verify with your bank' })).toBeVisible();
  // The server's deposit_pending message: the bank's check is the customer's to do (spec 1 §7).
  await expect(
    page.getByRole('alert').filter({ hasText: 'Action Required' }).filter({
      hasText: 'Your premium membership starts once your deposit is complete.',
    }),
  ).toBeVisible();
  await challengeFrame(page).getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page).toHaveURL(/\/daily-winners\/manage-membership$/);
  await expect(page.getByText(/^Premium member until /)).toBeVisible();
  await page.goto('/daily-winners');
  await expect(page.getByText('Guaranteed: 5 entries').first()).toBeVisible();
  // A premium member is told about their membership, not that membership is free.
  await expect(page.getByRole('heading', { name: 'Your membership' })).toBeVisible();
  await expect(page.getByText(/Membership is free/)).toHaveCount(0);
});

test('a giveaway shows its seed’s fingerprint while open; drawn, its winners, entries and seed, and anyone can check it', async ({
  page,
  browser,
  request,
  server,
  expectAccessible,
}) => {
  // The nightly giveaway open now: its page shows the fingerprint of the seed it will be drawn with.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/daily-winners/daily-giveaways');
  await page.getByRole('link', { name: 'Daily $500 cash' }).first().click();
  await expect(page.getByRole('heading', { name: 'A draw anyone can check' })).toBeVisible();
  const opened = page.url();
  const fingerprint = await page.locator('code').first().textContent();
  expect(fingerprint).toMatch(/^[0-9a-f]{64}$/);
  await expect(page.getByText('Seed:')).toHaveCount(0);

  const run = await request.post(`${server.url}/api/sandbox/giveaways/daily/run-next`);
  expect(run.status()).toBe(200);
  const { result } = (await run.json()) as { result: { number: number } };
  expect(opened).toMatch(new RegExp(`/daily-winners/giveaways/daily/${result.number}$`));
  // Another visitor opens the drawn giveaway (the sandbox drew it before its close, so this
  // visitor's copy of the open giveaway is still fresh).
  page = await (
    await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 } })
  ).newPage();
  await page.goto(opened);
  await expect(page.getByRole('heading', { name: 'Winners' })).toBeVisible();
  await expect(page.getByText(/: \$50 cash$/)).toHaveCount(10);
  await expect(page.getByText(/^Drawn .* from [\d,]+ entries$/)).toBeVisible();
  await expect(page.locator('code').first()).toHaveText(fingerprint!);
  await page.getByRole('link', { name: 'Check this draw yourself' }).click();

  // The visitor's browser draws it again from the seed and the entries.
  await expect(
    page.getByRole('heading', { level: 1, name: `Check Daily $500 cash #${result.number}` }),
  ).toBeVisible();
  await expect(page.getByText('This draw checks out')).toBeVisible();
  await expect(page.getByText('✓ matches')).toHaveCount(11);
  await expectAccessible(page);
  // Nothing on the page is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.goto('/daily-winners/winners');
  await expect(page.getByRole('link', { name: `Daily $500 cash` }).first()).toBeVisible();
});
