/**
 * Content editors' previews (issue 36): a visitor and a customer are told plainly that previews
 * are for editors; the demo editor finds them in the account drawer and sees a draft post, a draft
 * page and the banner as they will look, while the draft stays no page for anyone else.
 */
import { expect, signIn, test } from './support/fixtures';

test('previews refuse a visitor and a customer plainly', async ({ page }) => {
  for (const path of ['/preview', '/marketing/feature-banner']) {
    await page.goto(path);
    await expect(page.getByText('Previews are for content editors.'), path).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in with an editor’s account' })).toBeVisible();
  }
  await signIn(page, 'demo@luckydip.test');
  await page.goto('/preview?collection=blog_posts&id=christmas-draw-calendar');
  await expect(page.getByText('Previews are for content editors.')).toBeVisible();
  await expect(page.getByText('The Christmas draw calendar')).toHaveCount(0);
  await page.getByRole('button', { name: /^Account/ }).click();
  await expect(
    page.getByRole('dialog', { name: 'My account' }).getByRole('link', { name: 'Log out' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Content previews' })).toHaveCount(0);
});

test('an editor previews a draft post, a draft page and the banner from the account drawer', async ({
  page,
}) => {
  await signIn(page, 'editor@luckydip.test');
  await page.getByRole('button', { name: /^Account/ }).click();
  await page
    .getByRole('dialog', { name: 'My account' })
    .getByRole('link', { name: 'Content previews' })
    .click();
  await expect(page).toHaveURL(/\/preview$/);
  const posts = page.getByRole('region', { name: 'News posts' });
  await expect(posts.getByRole('listitem').filter({ hasText: 'The Christmas draw calendar' })).toContainText(
    '(draft)',
  );
  await posts.getByRole('link', { name: 'The Christmas draw calendar' }).click();
  await expect(page).toHaveURL(/\/preview\?collection=blog_posts&id=christmas-draw-calendar$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Christmas draw calendar');
  await expect(page.getByText('This post is a draft: only content editors see it.')).toBeVisible();

  await page.getByRole('link', { name: 'Everything to preview' }).click();
  await page.getByRole('region', { name: 'Pages' }).getByRole('link', { name: 'Careers' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Careers');
  await expect(page.getByText('This page is a draft: only content editors see it.')).toBeVisible();

  await page.getByRole('link', { name: 'The banner' }).click();
  await expect(page).toHaveURL(/\/marketing\/feature-banner$/);
  await expect(page.getByRole('main').getByRole('complementary', { name: 'Announcement' })).toContainText(
    'Summer of giving',
  );
  // The draft is still no page for anyone, the editor included.
  await page.goto('/blog/christmas-draw-calendar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something went wrong.');
});

test('an editor changes a page’s title for search engines in Translations, and the page’s tab follows', async ({
  page,
}) => {
  await signIn(page, 'editor@luckydip.test');
  await page.getByRole('button', { name: /^Account/ }).click();
  await page.getByRole('dialog', { name: 'My account' }).getByRole('link', { name: 'Translations' }).click();
  await expect(page).toHaveURL(/\/preview\/translations$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Translations' })).toBeVisible();
  await page.getByLabel('Find a text').fill('cookies we use');
  const cookies = page.getByRole('region', { name: 'Cookie policy' });
  await expect(page.getByRole('main').getByRole('region')).toHaveCount(1);
  const title = cookies.getByRole('textbox', { name: 'Title for search engines and browser tabs' });
  await expect(title).toHaveValue('Cookie policy');
  await title.fill('Cookies at Lucky Dip');
  await cookies
    .getByRole('form', { name: 'Title for search engines and browser tabs' })
    .getByRole('button', { name: 'Save' })
    .click();
  await expect(cookies.getByRole('status')).toHaveText('Saved.');
  // Saved where the service keeps it: read again, and shown as the page's title.
  await page.reload();
  await page.getByLabel('Find a text').fill('cookies we use');
  await expect(
    page
      .getByRole('region', { name: 'Cookie policy' })
      .getByRole('textbox', { name: 'Title for search engines and browser tabs' }),
  ).toHaveValue('Cookies at Lucky Dip');
  await page.goto('/about/cookie-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Cookie policy' })).toBeVisible();
  await expect(page).toHaveTitle('Cookies at Lucky Dip | Lucky Dip');
});

test('translations are for content editors: a customer is told so and cannot change one', async ({
  page,
}) => {
  await page.goto('/preview/translations');
  await expect(page.getByText('Previews are for content editors.')).toBeVisible();
  await signIn(page, 'demo@luckydip.test');
  await page.goto('/preview/translations');
  await expect(page.getByText('Previews are for content editors.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
});
