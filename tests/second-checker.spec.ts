import { expect, test } from './support/fixtures';
import { htmlCodeSnifferErrors } from './support/html-codesniffer';

for (const path of ['/signup', '/login', '/forgot-password'])
  test(`${path} passes a second WCAG 2 AA checker as well as axe`, async ({ page, expectAccessible }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Every required field marks itself, so the asterisk's contrast is read on each form.
    await expect(page.locator('label [aria-hidden="true"]').filter({ hasText: '*' }).first()).toBeVisible();
    await expectAccessible(page);
    expect(await htmlCodeSnifferErrors(page)).toEqual([]);
  });
