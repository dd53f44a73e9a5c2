/**
 * Lotto party (issue "Lotto party"): a customer starts a group through the creation modal's five
 * steps and buys their shares from the wallet; a second customer joins by the invite link; an
 * unfit and a taken name are refused with their messages.
 */
import type { Page } from '@playwright/test';
import { PARTY_MESSAGES } from '@contract/lotto-party';
import { expect, signIn, test } from './support/fixtures';
import { firstPowerballGame } from './support/tickets';

test('a group is started through five steps, two customers buy shares, names are checked, and the drawn ticket pays both', async ({
  page,
  browser,
  request,
  server,
  expectAccessible,
}) => {
  const groupName = `Office Lotto ${Date.now() % 100_000}`;
  await signIn(page, 'demo@luckydip.test');
  await page.getByRole('button', { name: 'Accept all cookies' }).click();
  await page.goto('/lotto-party?create=1');
  const modal = page.getByRole('dialog', { name: 'Start a Lotto Party' });
  await expect(modal.getByText('Step 1 of 5: Name')).toBeVisible();

  await modal.getByLabel('Group name').fill('Sh1t Kickers');
  await modal.getByRole('button', { name: 'Next' }).click();
  await expect(modal.getByText(PARTY_MESSAGES.profanity)).toBeVisible();
  await modal.getByLabel('Group name').fill(groupName);
  await modal.getByRole('button', { name: 'Next' }).click();

  await expect(modal.getByText('Step 2 of 5: Draw')).toBeVisible();
  await modal.getByLabel('Lottery').selectOption('powerball');
  await expect(modal.getByRole('radio').first()).toBeChecked();
  await modal.getByRole('button', { name: 'Next' }).click();

  await expect(modal.getByText('Step 3 of 5: Shares')).toBeVisible();
  await modal.getByLabel('Price of a share').selectOption('5');
  await modal.getByLabel('Number of shares').fill('10');
  await expect(modal.getByText('Your group plays 37 games of Powerball.')).toBeVisible();
  await expectAccessible(page);
  await modal.getByRole('button', { name: 'Next' }).click();

  await expect(modal.getByText('Step 4 of 5: Autoplay')).toBeVisible();
  await modal.getByLabel(/^Yes: start a new session/).check();
  await modal.getByRole('button', { name: 'Create the session' }).click();

  await expect(modal.getByText('Step 5 of 5: Join')).toBeVisible();
  await expect(modal.getByText(/plays 37 games in draw \d+: 10 shares at \$5\.00 each/)).toBeVisible();
  // Autoplay paused through an edit; the session is read again.
  await modal.getByRole('button', { name: 'Pause autoplay' }).click();
  await expect(modal.getByRole('button', { name: 'Turn autoplay on' })).toBeVisible();
  const invite = await modal.getByLabel('Invite link').inputValue();
  expect(invite).toMatch(/\/lotto-party\/group\?token=[\w-]+$/);
  await modal.getByLabel('Shares you buy').fill('4');
  await modal.getByRole('button', { name: 'Buy shares' }).click();

  await expect(page).toHaveURL(/\/cart\/buy$/);
  await expect(page.getByText(`4 shares in ${groupName}`)).toBeVisible();
  // In the cart, a share's edit is its number of shares.
  await page.getByRole('button', { name: 'One share more' }).click();
  await expect(page.getByText(`5 shares in ${groupName}`)).toBeVisible();
  await page.getByRole('button', { name: 'One share fewer' }).click();
  await expect(page.getByText(`4 shares in ${groupName}`)).toBeVisible();
  await page.getByRole('button', { name: /^Buy now/ }).click();
  await expect(page.getByRole('heading', { name: 'Your receipt' })).toBeVisible();

  // A second customer, on their own device, follows the invite link.
  const context = await browser.newContext({ baseURL: new URL(page.url()).origin });
  try {
    const friend = await context.newPage();
    await signIn(friend, 'winner@luckydip.test');
    await friend.getByRole('button', { name: 'Accept all cookies' }).click();
    await friend.goto(new URL(invite).pathname + new URL(invite).search);
    await friend.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await expect(friend.getByText(`${groupName}, organised by Dana`)).toBeVisible();
    await expect(friend.getByText('6 of 10 shares left')).toBeVisible();
    await friend.getByLabel('Shares').fill('3');
    await friend.getByRole('button', { name: 'Join with 3 shares' }).click();
    await expect(friend).toHaveURL(/\/cart\/buy$/);
    await friend.getByRole('button', { name: /^Buy now/ }).click();
    await expect(friend.getByRole('heading', { name: 'Your receipt' })).toBeVisible();

    // Another customer may use the same name (a name check tells nothing of others' groups), and
    // leaving the steps part way leaves no group behind.
    await friend.goto('/lotto-party?create=1');
    await friend.waitForSelector('html[data-hydrated]', { state: 'attached' });
    const theirs = friend.getByRole('dialog', { name: 'Start a Lotto Party' });
    await theirs.getByLabel('Group name').fill(groupName.toUpperCase());
    await theirs.getByRole('button', { name: 'Next' }).click();
    await expect(theirs.getByText('Step 2 of 5: Draw')).toBeVisible();
    await friend.keyboard.press('Escape');
    await friend.goto('/my-account/lotto-party');
    await expect(friend.getByRole('link', { name: groupName, exact: true })).toHaveCount(1);
    await expect(friend.getByRole('link', { name: groupName.toUpperCase(), exact: true })).toHaveCount(0);

    // The organiser finds the group's ticket under their account, and the draw comes out as its
    // first game: division one, split by shares.
    await page.goto('/my-account/lotto-party');
    await page.getByRole('link', { name: groupName }).click();
    await expect(page.getByRole('heading', { name: groupName, level: 1 })).toBeVisible();
    await expect(page.getByText('3 of 10 shares left')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: /^Powerball draw \d+/ }).click();
    // The organiser buys one more share from the session's page: their ticket holds both orders.
    const sessionPage = new URL(page.url()).pathname;
    await page.getByRole('button', { name: 'Buy 1 share' }).click();
    await expect(page).toHaveURL(/\/cart\/buy$/);
    await page.getByRole('button', { name: /^Buy now/ }).click();
    await expect(page.getByRole('heading', { name: 'Your receipt' })).toBeVisible();
    // The organiser's own name again is refused on its step.
    await page.goto('/lotto-party?create=1');
    const again = page.getByRole('dialog', { name: 'Start a Lotto Party' });
    await again.getByLabel('Group name').fill(groupName.toLowerCase());
    await again.getByRole('button', { name: 'Next' }).click();
    await expect(again.getByText(PARTY_MESSAGES.duplicate)).toBeVisible();
    await page.keyboard.press('Escape');
    await page.goto(sessionPage);
    await expect(page.getByText(/2 of 10 shares left/)).toBeVisible();
    await page.getByRole('link', { name: 'Your ticket and prize' }).click();
    await expect(page.getByText(`5 shares in ${groupName}`).first()).toBeVisible();
    const sessionId = /\/ticket\/(\d+)$/.exec(page.url())?.[1];
    const { numbers: picked, powerball } = await firstPowerballGame(page);
    const run = await request.post(`${server.url}/api/sandbox/draws/powerball/run-next`, {
      data: { numbers: { numbers: picked, powerball: [powerball] } },
    });
    expect(run.status()).toBe(200);
    await page.reload();
    await expect(page.getByText(/Won \$[\d,.]+ \(best: division 1\)/)).toBeVisible();
    await friend.goto(`/my-account/lotto-party/ticket/${sessionId}`);
    await friend.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await expect(friend.getByText(/Won \$[\d,.]+ \(best: division 1\)/)).toBeVisible();
    // A millionaire's balance still fits a phone's bar, the cart beside it.
    await friend.setViewportSize({ width: 390, height: 844 });
    await expect(friend.getByRole('button', { name: /^Account \$\d{1,3}(,\d{3}){2,}\./ })).toBeVisible();
    await expect(friend.getByRole('link', { name: /^Cart/ })).toBeInViewport({ ratio: 1 });
    expect(await friend.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  } finally {
    await context.close();
  }
});

/**
 * demo@ starts a group of ten $5 shares in the next Powerball draw through the modal, and leaves
 * it before buying; `publicity` is the choice at the name step, when one is made.
 */
async function startGroup(page: Page, groupName: string, publicity?: 'Anyone on Lucky Dip') {
  await signIn(page, 'demo@luckydip.test');
  await page.goto('/lotto-party?create=1');
  const modal = page.getByRole('dialog', { name: 'Start a Lotto Party' });
  await modal.getByLabel('Group name').fill(groupName);
  await expect(modal.getByLabel('Only people I invite')).toBeChecked();
  if (publicity) await modal.getByLabel(publicity).check();
  await modal.getByRole('button', { name: 'Next' }).click();
  await modal.getByLabel('Lottery').selectOption('powerball');
  await modal.getByRole('button', { name: 'Next' }).click();
  await modal.getByLabel('Price of a share').selectOption('5');
  await modal.getByLabel('Number of shares').fill('10');
  await modal.getByRole('button', { name: 'Next' }).click();
  await modal.getByRole('button', { name: 'Create the session' }).click();
  await expect(modal.getByText('Step 5 of 5: Join')).toBeVisible();
  await page.keyboard.press('Escape');
}

test('an organiser deletes a group none of whose shares were sold', async ({ page }) => {
  const groupName = `Second Thoughts ${Date.now() % 100_000}`;
  await startGroup(page, groupName);

  await page.goto('/my-account/lotto-party');
  await page.getByRole('link', { name: groupName }).click();
  await page.getByRole('button', { name: 'Delete this group' }).click();
  await expect(
    page.getByText(`Delete ${groupName}? Its sessions go with it, and this cannot be undone.`),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Yes, delete the group' }).click();
  await expect(page).toHaveURL(/\/my-account\/lotto-party$/);
  await expect(page.getByText(PARTY_MESSAGES.deleted)).toBeVisible();
  await expect(page.getByRole('link', { name: groupName })).toHaveCount(0);
});

test('a group made public is found under public parties and joined by a customer with no invite', async ({
  page,
  browser,
  expectAccessible,
}) => {
  const groupName = `Open Table ${Date.now() % 100_000}`;
  await startGroup(page, groupName, 'Anyone on Lucky Dip');

  const context = await browser.newContext({ baseURL: new URL(page.url()).origin });
  try {
    const stranger = await context.newPage();
    await signIn(stranger, 'winner@luckydip.test');
    await stranger.getByRole('button', { name: 'Accept all cookies' }).click();
    await stranger.goto('/lotto-party');
    const party = stranger
      .getByRole('region', { name: 'Public parties' })
      .getByRole('article', { name: groupName });
    await expect(party).toContainText('10 of 10 shares left');
    await expectAccessible(stranger);
    await party.getByLabel('Shares').fill('2');
    await party.getByRole('button', { name: 'Join with 2 shares' }).click();
    await expect(stranger).toHaveURL(/\/cart\/buy$/);
    await stranger.getByRole('button', { name: /^Buy now/ }).click();
    await expect(stranger.getByRole('heading', { name: 'Your receipt' })).toBeVisible();
    // A member now: the group is theirs to find.
    await stranger.goto('/my-account/lotto-party');
    await expect(stranger.getByRole('link', { name: groupName, exact: true })).toBeVisible();
  } finally {
    await context.close();
  }
});
