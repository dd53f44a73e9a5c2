/**
 * Customers told what happened, in the app (issue 62, point 4): a paid draw the customer played
 * puts a card in the notifications feed, and on the bell's count: their win and where it went, or
 * that the results are in, opening the ticket.
 */
import { expect, signIn, test } from './support/fixtures';
import { buyPowerballQuickPick } from './support/tickets';

test('a draw the customer played puts its outcome on the bell and in the feed, opening the ticket', async ({
  page,
  request,
  server,
  expectAccessible,
}) => {
  await signIn(page, 'demo@luckydip.test');
  await buyPowerballQuickPick(page);
  // The receipt's link is to the ticket among the upcoming ones.
  const ticket = await page.getByRole('link', { name: 'See this ticket' }).first().getAttribute('href');
  expect(ticket).toMatch(/^\/my-account\/upcoming-tickets\/ticket\/\d+$/);
  const run = await request.post(`${server.url}/api/sandbox/draws/powerball/run-next`, { data: {} });
  expect(run.status()).toBe(200);
  const drawNo = ((await run.json()) as { result: { draw_no: number } }).result.draw_no;

  const bell = page.getByRole('button', { name: /^Notifications/ });
  const feed = page.getByRole('dialog', { name: 'Notifications' });
  const card = feed
    .getByRole('listitem')
    // The item's text runs its title into its message ("…draw 1581Division 9…"): no \b after the number.
    .filter({ hasText: new RegExp(`^(You won in|Results for) Powerball draw ${drawNo}(?!\\d)`) });
  // The engine tells the draw's notices on its next turn.
  await expect(async () => {
    await page.goto('/');
    await expect(bell).toHaveAccessibleName(/^Notifications, \d+ new$/);
    await bell.click();
    await expect(card).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await expect(card.getByText(/(paid into your Lucky Dip wallet|did not win this time)/)).toBeVisible();
  await expectAccessible(page);
  await card.getByRole('link').click();
  await expect(page).toHaveURL(/\/my-account\/past-tickets(\/ticket\/\d+)?$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Drawn now, the ticket the receipt linked to moves to its place among the past tickets.
  await page.goto(ticket!);
  await expect(page).toHaveURL(ticket!.replace('upcoming-tickets', 'past-tickets'));
  await expect(page.getByRole('link', { name: /Past tickets/ })).toBeVisible();
});
