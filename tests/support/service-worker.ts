import type { Page } from '@playwright/test';

/** Waits until the page's service worker is active and controls the page (reloading if needed). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active;
    if (worker && worker.state !== 'activated') {
      await new Promise<void>((resolve) => {
        worker.addEventListener('statechange', () => worker.state === 'activated' && resolve());
      });
    }
  });
  for (let attempt = 0; attempt < 5; attempt += 1) {
    if (await page.evaluate(() => Boolean(navigator.serviceWorker.controller))) return;
    await page.reload();
  }
  throw new Error('the service worker never took control of the page');
}
