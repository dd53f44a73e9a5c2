/**
 * Results (issue "Results, my tickets and the draw engine"): the lists and a draw's full result
 * online, then the same pages offline after a reload, read from the device with the "saved" label.
 */
import { expect, test } from './support/fixtures';
import { savedOnDevice } from './support/saved-on-device';
import { waitForServiceWorker } from './support/service-worker';

test('results and a draw read online, then offline after a reload, marked as saved', async ({
  page,
  context,
}) => {
  await page.goto('/lotto-results');
  await waitForServiceWorker(page);
  const first = page.getByRole('article').first();
  await expect(first.getByRole('heading', { level: 2 })).toContainText(/draw \d+/);
  await expect(page.getByTestId('saved-label')).toHaveCount(0);
  await page.getByRole('link', { name: /^Lotteries$/ }).click();
  await expect(page).toHaveURL(/\/lotto-results\/lotteries$/);
  await expect(page.getByRole('article')).toHaveCount(5);
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: '2' }).click();
  await expect(page).toHaveURL(/\/lotto-results\/lotteries\/2$/);
  await expect(page.getByRole('article')).toHaveCount(1);
  // Saved when the browser is next idle: leaving by a full load before then may lose the write.
  await savedOnDevice(page, '["results","latest","standard","lottery",2]');

  // Each lottery with results leads to its own (the raffles are the raffles' list's).
  const byGame = page.getByRole('navigation', { name: 'Results by game' });
  await expect(byGame.getByRole('link', { name: 'Oz Lotto' })).toBeVisible();
  await expect(byGame.getByRole('link', { name: 'Surf Life Saving Raffle' })).toHaveCount(0);
  await byGame.getByRole('link', { name: 'Powerball', exact: true }).click();
  await expect(page).toHaveURL(/\/powerball\/results$/);
  const card = page.getByRole('article').first();
  await expect(card.getByRole('heading', { level: 2 })).toContainText('Powerball');
  const title = (await card.getByRole('heading', { level: 2 }).textContent()) ?? '';
  const drawNo = /draw (\d+)/.exec(title)?.[1];
  await card.getByRole('link', { name: /Full results and prizes/ }).click();
  await expect(page).toHaveURL(new RegExp(`/powerball/results/draw/${drawNo}$`));
  const prizes = page.getByRole('table', { name: `Prizes of draw ${drawNo}` });
  await expect(prizes.getByRole('row')).toHaveCount(10);
  await savedOnDevice(page, `["results","draw","powerball",${drawNo}]`);

  await context.setOffline(true);
  await page.reload();
  await expect(prizes.getByRole('row')).toHaveCount(10);
  await expect(page.getByTestId('saved-label')).toContainText('Saved on this device, last updated');
  await expect(page.getByText(/^You are offline\./)).toBeVisible();
  await page.goto('/lotto-results/lotteries/2');
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByTestId('saved-label')).toBeVisible();
});

test('an address the router cannot parse, or that names no draw, is the not-found page (HTTP 404), not page 1 of something', async ({
  page,
}) => {
  // Once one route read these as page 1 (issue "Room to grow"): now each address shape is a route
  // of its own, and the router parses its params.
  for (const path of [
    '/lotto-results/0',
    '/lotto-results/abc',
    '/lotto-results/-2',
    '/lotto-results/xyz',
    '/lotto-results/2/9',
    '/lotto-results/lotteries/x',
    '/app/ios',
    '/lotto-party/party',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText('Something went wrong.');
    // What a crawler reads of it (issue 38, point 11): the status, not the page's words.
    expect((await page.request.get(path)).status(), path).toBe(404);
  }
  // A draw that does not exist: the address is no page, and the page says which draw it was.
  expect((await page.request.get('/powerball/draw/99999')).status()).toBe(404);
  await page.goto('/powerball/draw/99999');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Draw not found');
  await expect(page.getByText('Powerball has no draw 99999.')).toBeVisible();
  expect((await page.request.get('/powerball/results/draw/99999')).status()).toBe(404);
  await page.goto('/powerball/results/draw/99999');
  await expect(page.getByRole('alert')).toContainText('Draw 99999 was not found');
  expect((await page.request.get('/powerball/results')).status()).toBe(200);
  expect((await page.request.get('/no-such-page')).status()).toBe(404);
  await page.goto('/lotto-results/lotteries/2');
  await expect(page.getByRole('navigation', { name: 'Pages' }).getByText('2')).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('check my numbers works offline from the saved results, and names a bad entry', async ({
  page,
  context,
}) => {
  await page.goto('/powerball/results');
  await waitForServiceWorker(page);
  const latest = page.getByRole('article').first();
  const numbers = await latest
    .getByRole('list', { name: 'Winning numbers' })
    .getByRole('listitem')
    .allInnerTexts();
  const powerball = await latest.getByRole('list', { name: 'Powerball' }).innerText();
  await savedOnDevice(page, '["results","game","powerball",1]');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('article')).toHaveCount(5);
  await page.getByLabel('Your 7 numbers').fill('1 2 3');
  await page.getByLabel('Your Powerball').fill(powerball);
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByText('Enter 7 different numbers from 1 to 35')).toBeVisible();
  await page.getByLabel('Your 7 numbers').fill(numbers.join(' '));
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByTestId('check-summary')).toContainText(
    'In 5 saved draws, your numbers would have won',
  );
  await expect(page.getByRole('cell', { name: 'Division 1' })).toBeVisible();
  // A result is for the numbers checked: changed, or wrong, it goes at once.
  await page.getByLabel('Your 7 numbers').fill('1 2 3');
  await expect(page.getByTestId('check-summary')).toBeHidden();
  await expect(page.getByRole('cell', { name: 'Division 1' })).toBeHidden();
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByText('Enter 7 different numbers from 1 to 35')).toBeVisible();
  await expect(page.getByTestId('check-summary')).toBeHidden();
});

test("a raffle's prizes before its draw, and a drawn draw's prizes and winners", async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/surf-life-saving-raffle/winners');
  await page.getByRole('link', { name: 'The prizes in the draw now on sale' }).click();
  await expect(page).toHaveURL(/\/surf-life-saving-raffle\/prizes-and-winners$/);
  const prizes = page.getByRole('table', { name: /^The prizes in draw \d+$/ });
  await expect(prizes.getByRole('row', { name: '$1,000 cash $1,000.00' })).toBeVisible();
  await expect(page.getByText(/^The winners will be published here after the draw on /)).toBeVisible();
  await expectAccessible(page);

  await page.goBack();
  await page.getByRole('link', { name: 'All prizes and winners for draw 301' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/draw 301 prizes and winners$/);
  const winners = page.getByRole('table', { name: 'The winners of draw 301' });
  await expect(winners.getByRole('row')).toHaveCount(4);
  await expect(winners).toContainText('Beach house at Byron Bay');
});
