/** The scripts a first visit to `/` loads, recorded in headless Chromium, as dist-relative paths. */
import type { Browser } from '@playwright/test';

export async function homeScripts(browser: Browser, baseUrl: string): Promise<string[]> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (response.request().resourceType() === 'script' && url.pathname.startsWith('/assets/')) {
        scripts.add(url.pathname.slice(1));
      }
    });
    await page.goto(baseUrl, { waitUntil: 'networkidle' });
    await page.getByRole('contentinfo').waitFor();
    return [...scripts].sort();
  } finally {
    await context.close();
  }
}
