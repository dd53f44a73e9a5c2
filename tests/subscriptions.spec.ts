/**
 * Subscriptions (issue "Recurring purchases"): a customer reads how the monthly charity draw's
 * subscription works and prints its calendar, subscribes, changes the tickets and the cause; the
 * sandbox runs the draw, the next one opens and the subscription buys it; a pause, then a cancel
 * from the combined recurring purchases, which the subscription leaves.
 */
import { expect, signIn, test, untilHydrated } from './support/fixtures';
import { subscribeToCommunityCash } from './support/tickets';

const EMAIL = 'subscriber@luckydip.test';
const OFFER = 'community-cash-club';

test('a customer subscribes to the monthly draw, changes it, the next draw is bought, and cancels it', async ({
  page,
  server,
  request,
}) => {
  await signIn(page, EMAIL);
  await page.goto(`/${OFFER}/subscription`);
  await untilHydrated(page);
  await expect(page.getByRole('heading', { name: 'How your subscription works' })).toBeVisible();
  const calendar = page.getByRole('link', { name: 'The year’s draw calendar (PDF)' });
  const pdf = await request.get(`${server.url}${await calendar.getAttribute('href')}`);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  await expect(page.getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', `/${OFFER}`);
  const id = await subscribeToCommunityCash(page);
  await page.getByRole('link', { name: /^Your subscription: we buy these tickets/ }).click();
  await expect(page).toHaveURL(new RegExp(`/my-account/subscriptions/ticket/${id}$`));
  await expect(page.getByRole('heading', { name: /^Community Cash Club/ })).toBeVisible();
  await expect(page.getByText(/^Monthly · \$20\.00 a draw/)).toBeVisible();
  await page.getByLabel('Tickets', { exact: true }).selectOption('5');
  await page.getByLabel('The cause they support').selectOption({ label: 'Animal rescue' });
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(/^Subscription saved/)).toBeVisible();
  await expect(page.getByText(/^Monthly · \$50\.00 a draw/)).toBeVisible();

  // The draw runs: the next month's opens, and the subscription buys its five tickets.
  const run = await request.post(`${server.url}/api/sandbox/draws/${OFFER}/run-next`, { data: {} });
  expect(run.status()).toBe(200);
  await page.reload();
  const lately = page.getByRole('region', { name: 'Lately' });
  await expect(lately.getByText(/: Bought$/)).toBeVisible();
  await lately.getByRole('link', { name: /^Receipt for draw/ }).click();
  await expect(page.getByText('Community Cash Club Monthly: 5 tickets, 1 draw')).toBeVisible();
  await page.goBack();

  await page.getByRole('button', { name: 'Pause subscription' }).click();
  await expect(page.getByText('Paused', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Turn subscription back on' }).click();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();

  await page.goto('/my-account/recurring-purchases');
  await page.getByRole('button', { name: 'Cancel this subscription' }).click();
  await page.getByRole('button', { name: 'Yes, cancel this subscription' }).click();
  await expect(page.getByText('You have no tickets on autoplay and no subscriptions.')).toBeVisible();
  await page.goto('/my-account/subscriptions');
  await expect(page.getByText(/^You have no subscriptions/)).toBeVisible();
});
