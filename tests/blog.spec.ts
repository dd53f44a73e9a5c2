/**
 * The news (issue 36): from the footer to a category, a post and its blocks, and the addresses
 * that are no page (an unknown post, a draft, a page past a category's last) answering 404.
 */
import { expect, test } from './support/fixtures';

test('the footer’s News leads to a category, a post with its picture and blocks, and the other categories', async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'News', exact: true }).click();
  await expect(page).toHaveURL(/\/blog\/category\/news$/);
  await expect(page.getByRole('heading', { name: 'Lucky Dip news', level: 1 })).toBeVisible();
  const posts = page.getByRole('main').getByRole('article');
  await expect(posts).toHaveCount(6);
  // The newest first; a draft is not among them.
  await expect(posts.first().getByRole('heading', { level: 2 })).toHaveText(
    'Powerball jackpots to $35 million this Thursday',
  );
  await expect(page.getByText('The Christmas draw calendar')).toHaveCount(0);
  await expectAccessible(page);

  await posts.first().getByRole('link', { name: 'Powerball jackpots to $35 million this Thursday' }).click();
  await expect(page).toHaveURL(/\/blog\/powerball-jackpot-35-million$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Powerball jackpots to $35 million this Thursday',
  );
  await expect(page.getByRole('main').getByText('By Priya Natarajan')).toBeVisible();
  await expect(page.getByRole('img', { name: '$35 million Powerball' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Playing in a group', level: 2 })).toBeVisible();
  const more = page.getByRole('region', { name: 'More Lucky Dip news' });
  await expect(more.getByRole('article')).toHaveCount(4);
  await expect(more.getByText('Powerball jackpots to $35 million this Thursday')).toHaveCount(0);
  // A post shows once: the latest news leaves out those already listed in its category.
  const inCategory = await more.getByRole('article').getByRole('heading').allTextContents();
  const latest = await page
    .getByRole('region', { name: 'Latest news' })
    .getByRole('article')
    .getByRole('heading')
    .allTextContents();
  expect(latest.filter((title) => inCategory.includes(title))).toEqual([]);
  await expect(page).toHaveTitle(/Powerball jackpots to \$35 million this Thursday/);
  await expectAccessible(page);

  await page.getByRole('main').getByRole('link', { name: 'Lucky Dip news' }).first().click();
  const feed = page.getByRole('link', { name: 'Follow the news in your feed reader (Atom)' });
  const atom = await page.request.get((await feed.getAttribute('href'))!);
  expect(atom.headers()['content-type']).toContain('application/atom+xml');
  expect(await atom.text()).toContain('<title>Powerball jackpots to $35 million this Thursday</title>');
  await page
    .getByRole('navigation', { name: 'News categories' })
    .getByRole('link', { name: 'Good causes' })
    .click();
  await expect(page).toHaveURL(/\/blog\/category\/good-causes$/);
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(3);
});

test('an unknown post, a draft, an unknown category and a page past the last are not found (HTTP 404)', async ({
  page,
}) => {
  for (const path of [
    '/blog/no-such-post',
    '/blog/christmas-draw-calendar',
    '/blog/category/no-such-category',
    '/blog/category/news/2',
  ]) {
    expect((await page.request.get(path)).status(), path).toBe(404);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText('Something went wrong.');
  }
  expect((await page.request.get('/blog/category/news')).status()).toBe(200);
  // A post arrives as HTML, prerendered, with what a link preview reads.
  const post = await page.request.get('/blog/summer-of-giving-2026');
  expect(post.status()).toBe(200);
  const html = await post.text();
  expect(html).toContain(
    '<title>Summer of giving: an extra entry with every raffle ticket | Lucky Dip</title>',
  );
  expect(html).toContain('<meta property="og:type" content="article"/>');
  expect(html).toContain('<meta property="article:published_time" content="2026-11-20T00:00:00.000Z"/>');
  expect(html).toContain('type="application/atom+xml"');
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/blog/category/good-causes</loc>');
  expect(sitemap).toContain('/blog/summer-of-giving-2026</loc>');
  expect(sitemap).not.toContain('christmas-draw-calendar');
});
