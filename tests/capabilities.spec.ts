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
