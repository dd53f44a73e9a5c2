import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Locator } from '@playwright/test';
import { expect, expectPagesExist, test, untilHydrated, waitForServiceWorker } from './support/fixtures';

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('home renders navigation, drawers and footer from the CMS', async ({ page, expectAccessible }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Charity raffles' })).toHaveAttribute(
      'href',
      '/charity-tickets',
    );
    await expect(nav.getByRole('link', { name: 'Gambling help' })).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Why play with Lucky Dip' })).toBeVisible();
    const featured = page.getByRole('region', { name: 'Featured draws' });
    await expect(featured.getByRole('link', { name: 'Play Powerball' })).toHaveAttribute(
      'href',
      '/powerball',
    );

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Play Oz Lotto' })).toHaveAttribute('href', '/oz-lotto');
    await expect(footer.getByRole('link', { name: 'Oz Lotto Results' })).toHaveAttribute(
      'href',
      '/oz-lotto/results',
    );
    await expect(footer.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/about/privacy',
    );
    await expect(footer.getByText('1300 583 825')).toBeVisible();
    await expect(
      footer.getByRole('list', { name: 'Accepted payment methods' }).getByRole('listitem'),
    ).toHaveCount(6);
    await expect(page).toHaveTitle('Lucky Dip');
    await page.getByRole('button', { name: 'Accept all cookies' }).click();
    await expectAccessible(page);

    await nav.getByRole('button', { name: 'Lotteries' }).click();
    const drawer = page.getByRole('dialog', { name: 'Lotteries' });
    await expect(drawer.getByRole('link', { name: 'Oz Lotto' })).toHaveAttribute('href', '/oz-lotto');
    await expectAccessible(page);
  });

  test('every link of the navigation, its drawers and the footer leads to a page', async ({ page }) => {
    await page.goto('/');
    await untilHydrated(page);
    await page.getByRole('button', { name: 'Accept all cookies' }).click();
    const internal = async (links: Locator) =>
      (await links.evaluateAll((all) => all.map((link) => link.getAttribute('href') ?? ''))).filter((href) =>
        href.startsWith('/'),
      );
    const nav = page.getByRole('navigation', { name: 'Main' });
    const hrefs = [
      ...(await internal(nav.getByRole('link'))),
      ...(await internal(page.getByRole('contentinfo').getByRole('link'))),
    ];
    for (const group of await nav.getByRole('button').all()) {
      const drawer = page.getByRole('dialog', { name: (await group.textContent()) ?? '' });
      await group.click();
      // Read once the drawer shows its links (its content may still be on its way).
      await expect(drawer.getByRole('link').first()).toBeVisible();
      hrefs.push(...(await internal(drawer.getByRole('link'))));
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
    }
    expect(hrefs).toContain('/lotto-party');
    await expectPagesExist(page, [...new Set(hrefs)]);
  });

  test('every internal link in the storefront pages leads to a page', async ({ page }) => {
    // Every link of a dozen pages opened: more than the default minute on a busy machine.
    test.setTimeout(180_000);
    // Typed links fail the type check when a route is renamed; the addresses the content service
    // and the server give (menus, CMS pages, support links) are checked here, with the typed ones.
    const pages = [
      '/',
      '/lotto-tickets',
      '/charity-tickets',
      '/syndicates',
      '/powerball',
      '/powerball/results',
      '/lotto-results',
      '/causes',
      '/your-support',
      '/about/contact-us',
      '/app',
    ];
    const hrefs = new Set<string>();
    for (const path of pages) {
      await page.goto(path);
      await untilHydrated(page);
      const found = await page
        .getByRole('main')
        .getByRole('link')
        .evaluateAll((all) => all.map((link) => link.getAttribute('href') ?? ''));
      for (const href of found) if (href.startsWith('/')) hrefs.add(href);
    }
    expect(hrefs.size).toBeGreaterThan(20);
    await expectPagesExist(page, [...hrefs]);
  });

  test('a CMS page is a route, with its title, canonical link and robots tag', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/about/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await expect(page).toHaveTitle('Privacy policy | Lucky Dip');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/about\/privacy$/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'Privacy policy | Lucky Dip',
    );
    await expectAccessible(page);
  });

  test('the contact page’s phone numbers and email can be tapped', async ({ page }) => {
    await page.goto('/about/contact-us');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: '1300 583 825' })).toHaveAttribute('href', 'tel:1300583825');
    await expect(main.getByRole('link', { name: 'support@luckydip.test' })).toHaveAttribute(
      'href',
      'mailto:support@luckydip.test',
    );
    await expect(main.getByRole('link', { name: '1800 858 858' })).toHaveAttribute('href', 'tel:1800858858');
  });

  test('drafts and scheduled pages are not published', async ({ page }) => {
    await page.goto('/about/careers');
    await expect(page.getByRole('heading', { name: 'Something went wrong.' })).toBeVisible();
    await page.goto('/about/summer-draws');
    await expect(page.getByRole('heading', { name: 'Something went wrong.' })).toBeVisible();
  });

  test('a route-path override from the CMS takes effect', async ({ page, server }) => {
    const db = new Database(join(server.dataDir, 'luckydip.db'));
    const setOverrides = (overrides: Record<string, string>) =>
      db
        .prepare(
          `UPDATE cms_items SET data = json_set(data, '$.route_paths', json(?)) WHERE collection = 'site_config'`,
        )
        .run(JSON.stringify(overrides));
    setOverrides({ '/about/contact-us': '/contact', '/powerball/statistics': '/powerball-numbers' });
    try {
      await page.goto('/contact');
      await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Contact us' })).toHaveAttribute(
        'href',
        '/contact',
      );
      // The old address moves to the new one: one address per page, and old links still work.
      await page.goto('/about/contact-us');
      await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
      await expect(page).toHaveURL(/\/contact$/);
      // A code route too, and the links to it.
      await page.goto('/powerball');
      const statistics = page.getByRole('link', { name: 'Number statistics' });
      await expect(statistics).toHaveAttribute('href', '/powerball-numbers');
      await statistics.click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Powerball number statistics' }),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/powerball-numbers$/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/powerball-numbers$/);
    } finally {
      setOverrides({});
      db.close();
    }
  });

  test('the sitewide banner stays dismissed', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('complementary', { name: 'Announcement' });
    await expect(banner).toContainText('Summer of giving');
    await banner.getByRole('button', { name: 'Dismiss announcement' }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Announcement' })).toBeHidden();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu opens the primary drawer and a group sub-drawer, and nothing overflows', async ({
    page,
    expectAccessible,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Results' })).toHaveAttribute('href', '/lotto-results');
    await menu.getByText('Play together').click();
    const group = page.getByRole('dialog', { name: 'Play together' });
    await expect(group.getByRole('link', { name: 'Syndicates' })).toHaveAttribute('href', '/syndicates');
    await expect(group.getByRole('link', { name: 'Ways to play together' })).toHaveAttribute(
      'href',
      '/social-play',
    );
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('About pages read offline after one visit', async ({ page, context }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About Lucky Dip' })).toBeVisible();
    await waitForServiceWorker(page);
    await page.goto('/about/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About Lucky Dip' })).toBeVisible();
    await expect(page.getByText('How it works')).toBeVisible();
  });
});

test.describe('cookie consent', () => {
  test('essential only deletes non-essential cookies and remembers the choice for a year', async ({
    page,
    context,
    server,
  }) => {
    await context.addCookies([
      { name: 'aff', value: 'partner-1', url: server.url },
      { name: 'generated_anonymous_id', value: 'anon-1', url: server.url },
    ]);
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await banner.getByRole('button', { name: 'Essential only' }).click();
    await expect(banner).toBeHidden();
    const cookies = await context.cookies();
    expect(cookies.map((c) => c.name)).not.toContain('aff');
    expect(cookies.map((c) => c.name)).not.toContain('generated_anonymous_id');
    const consent = cookies.find((c) => c.name === 'cookie_consent');
    expect(consent?.value).toBe('essential');
    const days = ((consent?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(366);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden();
  });

  test('accepting all keeps non-essential cookies', async ({ page, context, server }) => {
    await context.addCookies([{ name: 'aff', value: 'partner-1', url: server.url }]);
    await page.goto('/');
    await page.getByRole('button', { name: 'Accept all cookies' }).click();
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'cookie_consent')?.value).toBe('essential|non_essential');
    expect(cookies.map((c) => c.name)).toContain('aff');
  });
});
