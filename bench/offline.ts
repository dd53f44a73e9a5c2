/**
 * Offline warm start and repeat visits, in headless Chromium: after one online visit (service
 * worker in control), how long an offline reload takes until the page's main heading shows, and
 * how many app-shell requests a repeat visit still sends to the network.
 */
import { chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../tests/support/chromium';
import { waitForServiceWorker } from '../tests/support/service-worker';

const SHELL_TYPES = new Set(['document', 'script', 'stylesheet', 'image', 'font', 'manifest']);

/** Milliseconds from navigation start until `ready` is in the page, measured in the page. */
async function readyTime(page: Page, ready: string): Promise<number> {
  const handle = await page.waitForFunction(
    (selector) => (document.querySelector(selector) ? performance.now() : false),
    ready,
    { polling: 'raf', timeout: 15_000 },
  );
  return Number(await handle.jsonValue());
}

/** `ready`: what shows the page is there (its main heading; a results page's first result). */
export async function measureOffline(url: string, runs: number, ready = 'main h1') {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(url);
    await page.locator(ready).first().waitFor();
    await waitForServiceWorker(page);

    // Repeat visit, online: every shell resource should come from the service worker.
    const reachedNetwork: string[] = [];
    page.on('response', (response) => {
      const request = response.request();
      if (!SHELL_TYPES.has(request.resourceType()) || new URL(request.url()).pathname.startsWith('/api/'))
        return;
      if (!response.fromServiceWorker()) reachedNetwork.push(request.url());
    });
    await page.reload();
    await page.locator(ready).first().waitFor();
    page.removeAllListeners('response');

    await context.setOffline(true);
    const times: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      await page.reload({ waitUntil: 'commit' });
      times.push(await readyTime(page, ready));
    }
    return { times, reachedNetwork };
  } finally {
    await browser.close();
  }
}
