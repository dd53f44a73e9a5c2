/**
 * The test fixtures every spec uses: a real reference API per worker (baseURL points at it), a
 * sandbox helper to inject faults, and an accessibility check (axe) to call on every page visited.
 */
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { ERROR_TEXTS } from '@/ui/error-texts';
import { signUpCustomer } from './customers';
import { startServer, type TestServer } from './server';

export interface Fault {
  path: string;
  kind?: 'status' | 'latency' | 'timeout' | 'drop' | 'drop_response';
  status?: 418 | 500 | 503;
  latency_ms?: number;
  count?: number;
}

interface TestFixtures {
  sandbox: {
    fault(fault: Fault): Promise<void>;
    /** The faults not yet used up. */
    faults(): Promise<Fault[]>;
    mailbox(to: string): Promise<{ subject: string; text: string }[]>;
    /** Ages every access token out, as if the customer had been away. */
    expireAccessTokens(): Promise<void>;
  };
  /** A newly signed-up customer's email (password NEW_PASSWORD), for tests that change accounts. */
  newCustomer: string;
  expectAccessible(page: Page): Promise<void>;
}

/**
 * A prerendered page shows before React has taken it over, and a click before then does nothing:
 * every full load waits for the app to mark the page as hydrated, as a person would wait for it
 * to respond.
 */
export async function untilHydrated(page: Page): Promise<void> {
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
}

export const test = base.extend<TestFixtures, { server: TestServer }>({
  page: async ({ page }, use, testInfo) => {
    // What the page said and which calls failed: attached to a failure (and printed at the end of
    // the run by ./page-log-reporter), so that a failure seen only on the CI machine says more
    // than which element never showed.
    const log: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        log.push(`console ${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => log.push(`page error: ${error.message}`));
    page.on('response', async (response) => {
      if (response.status() < 400) return;
      const request = response.request();
      // The API's answer says why (its messages); what was sent, when it was a call with a body.
      const said = response.url().includes('/api/') ? await response.text().catch(() => '') : '';
      log.push(
        `${response.status()} ${request.method()} ${response.url()}` +
          (request.postData() ? `\n  sent: ${request.postData()!.slice(0, 2000)}` : '') +
          (said ? `\n  answered: ${said.slice(0, 2000)}` : ''),
      );
    });
    page.on('requestfailed', (request) =>
      log.push(`failed ${request.method()} ${request.url()}: ${request.failure()?.errorText}`),
    );
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await untilHydrated(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await untilHydrated(page);
      return response;
    };
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus && log.length > 0)
      await testInfo.attach('page log', { body: log.join('\n'), contentType: 'text/plain' });
  },
  server: [
    async ({}, use) => {
      const server = await startServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  sandbox: async ({ request, server }, use) => {
    await use({
      async fault(fault) {
        const response = await request.post(`${server.url}/api/sandbox/faults`, { data: fault });
        expect(response.status()).toBe(201);
      },
      async faults() {
        const response = await request.get(`${server.url}/api/sandbox/faults`);
        return ((await response.json()) as { result: Fault[] }).result;
      },
      async mailbox(to) {
        const response = await request.get(`${server.url}/api/sandbox/mailbox`, { params: { to } });
        return ((await response.json()) as { result: { subject: string; text: string }[] }).result;
      },
      async expireAccessTokens() {
        const response = await request.post(`${server.url}/api/sandbox/expire-access-tokens`);
        expect(response.status()).toBe(200);
      },
    });
    await request.delete(`${server.url}/api/sandbox/faults`);
  },
  newCustomer: async ({ request, server }, use) => use(await signUpCustomer(request, server.url)),
  expectAccessible: async ({}, use) => {
    await use(async (page) => {
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(
        serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
      ).toEqual([]);
    });
  },
});

export { expect };

/** Each address opens a page of its own: a first heading, and not the not-found page's. */
export async function expectPagesExist(page: Page, hrefs: readonly string[]): Promise<void> {
  for (const href of hrefs) {
    await page.goto(href);
    await untilHydrated(page);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading, href).toBeVisible();
    await expect(heading, href).not.toHaveText(ERROR_TEXTS.notFound.heading);
  }
}

export { waitForServiceWorker } from './service-worker';

export {
  DEMO_PASSWORD,
  NEW_PASSWORD,
  fillSignUp,
  logIn,
  signIn,
  signOut,
  signedApi,
  typeCode,
} from './customers';
