/**
 * The scripts a first visit to `/` loads to render, recorded in headless Chromium, as
 * dist-relative paths. Left out: what the app requests once the page is painted and the browser
 * idle (error reporting and analytics, after the `luckydip:after-paint` mark main.tsx sets).
 */
import type { Browser } from '@playwright/test';

export const AFTER_PAINT_MARK = 'luckydip:after-paint';

export async function homeScripts(browser: Browser, baseUrl: string): Promise<string[]> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.goto(baseUrl, { waitUntil: 'networkidle' });
    await page.getByRole('contentinfo').waitFor();
    const paths = await page.evaluate((mark) => {
      const after = performance.getEntriesByName(mark)[0]?.startTime ?? Infinity;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < after)
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.startsWith('/assets/') && path.endsWith('.js'));
    }, AFTER_PAINT_MARK);
    return [...new Set(paths.map((path) => path.slice(1)))].sort();
  } finally {
    await context.close();
  }
}
