/**
 * Self-exclusion and what a paused customer meets (issue 62, points 1 and 2): chosen in the account
 * beside take a break, confirmed in the app and by email; then every page that sells tells them,
 * with care, that play is paused, until when and where to get help, in the site's frame and still
 * signed in; nothing invites them to buy; and their autoplay page says it buys nothing.
 */
import { EXCLUSION_MESSAGES } from '@contract/account-break';
import { NEW_PASSWORD, expect, signIn, test, untilHydrated } from './support/fixtures';

const SELLING_PAGES = ['/powerball', '/oz-lotto', '/lotto-tickets', '/charity-tickets'];

test('a customer who excludes themselves is told, with care, on every page that sells, and is invited to buy nothing', async ({
  page,
  newCustomer: email,
  sandbox,
  expectAccessible,
}) => {
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() === 401) refused.push(response.url());
  });
  await signIn(page, email, NEW_PASSWORD);
  // Before: the banner and the footer invite play.
  await page.goto('/');
  await untilHydrated(page);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Play Powerball' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Charity raffles' })).toBeVisible();

  await page.getByRole('button', { name: /^Account/ }).click();
  await page
    .getByRole('dialog', { name: 'My account' })
    .getByRole('link', { name: 'Self-exclusion' })
    .click();
  await expect(page.getByRole('heading', { name: 'Self-exclusion', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Take a break' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Exclude me from play' }).click();
  await expect(page.getByText(EXCLUSION_MESSAGES.choose)).toBeVisible();
  await expect(page.getByText(EXCLUSION_MESSAGES.confirm)).toBeVisible();
  await page.getByRole('radio', { name: '1 year' }).check();
  await page
    .getByLabel('I understand my self-exclusion starts now and cannot be ended early or undone')
    .check();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Exclude me from play' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /You have excluded yourself from play until \w+day \d+ \w+ \d{4}/ }),
  ).toBeVisible();
  expect((await sandbox.mailbox(email)).map((mail) => mail.subject)).toContain(
    'Your self-exclusion from Lucky Dip has started',
  );

  // Every page that sells, reached by address or from the footer, tells them so, signed in as before.
  for (const path of SELLING_PAGES) {
    await page.goto(path);
    await expect(
      page.getByRole('heading', { name: 'You have excluded yourself from play', level: 1 }),
    ).toBeVisible();
    await expect(
      page.getByText(
        /^You have excluded yourself from play until .*\. Buying tickets and depositing are switched off until then\.$/,
      ),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: '1800 858 858' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Withdraw your winnings' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Account/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Buy now', exact: true })).toHaveCount(0);
  }
  await expectAccessible(page);

  // Nothing invites them to buy: no banner, no hero, no selling items in the navigation and no
  // play links in the footer (results stay).
  await page.goto('/');
  await untilHydrated(page);
  await expect(nav.getByRole('link', { name: 'Results' })).toBeVisible();
  for (const selling of ['Lotteries', 'Charity raffles', 'Play together'])
    await expect(nav.getByText(selling, { exact: true })).toHaveCount(0);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Powerball Results' })).toBeVisible();
  await expect(footer.getByRole('link', { name: /^Play / })).toHaveCount(0);
  await expect(page.getByRole('complementary', { name: 'Announcement' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Biggest jackpot' })).toHaveCount(0);
  await footer.getByRole('link', { name: 'Powerball Results' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Powerball');

  // Their recurring purchases page says it buys nothing until then.
  await page.goto('/my-account/autoplay');
  await expect(
    page.getByRole('status').filter({ hasText: 'Your autoplay and subscriptions buy no tickets until then' }),
  ).toBeVisible();

  // A shorter exclusion is refused with the server's words.
  await page.goto('/my-account/self-exclusion');
  await page.getByRole('radio', { name: '6 months' }).check();
  await page
    .getByLabel('I understand my self-exclusion starts now and cannot be ended early or undone')
    .check();
  await page.getByRole('button', { name: 'Make my self-exclusion longer' }).click();
  await expect(page.getByText(/A new self-exclusion can only make it longer\.$/)).toBeVisible();

  expect(refused, 'no call of theirs is refused as unauthorised').toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the seeded excluded customer opening a game page is told why, with where to get help', async ({
    page,
  }) => {
    await signIn(page, 'excluded@luckydip.test');
    await page.goto('/powerball');
    await expect(
      page.getByRole('heading', { name: 'You have excluded yourself from play', level: 1 }),
    ).toBeVisible();
    await expect(
      page.getByText(
        'You have excluded yourself from play permanently. Buying tickets and depositing are switched off.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'gamblinghelponline.org.au' })).toBeVisible();
  });
});
