import { expect, logIn, test } from './support/fixtures';

test("a self-excluded customer's pages leave out the spending widgets a visitor sees", async ({
  page,
  expectAccessible,
}) => {
  const featured = page.getByRole('region', { name: 'Featured draws' });
  await page.goto('/');
  await expect(featured.getByRole('link', { name: 'Play Powerball' })).toBeVisible();

  await logIn(page, 'excluded@luckydip.test');
  await expect(page.getByRole('button', { name: 'Account $8.00' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Why play with Lucky Dip' })).toBeVisible();
  await expect(featured).toHaveCount(0);
  await expect(page.getByText("Play Australia's favourite lotteries")).toHaveCount(0);
  await expectAccessible(page);
});

test('a self-excluded customer cannot reach the deposit, but can still withdraw what is theirs', async ({
  page,
}) => {
  await logIn(page, 'excluded@luckydip.test');
  await page.getByRole('button', { name: /^Account/ }).click();
  const drawer = page.getByRole('dialog', { name: 'My account' });
  await expect(drawer.getByRole('link', { name: 'Withdraw' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Deposit' })).toHaveCount(0);
  await page.goto('/my-account/deposit');
  await expect(
    page.getByRole('heading', { name: 'You have excluded yourself from play', level: 1 }),
  ).toBeVisible();
});
