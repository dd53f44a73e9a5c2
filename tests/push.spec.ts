/**
 * Win and results notices by Web Push (issue 41). Headless Chromium here reaches no push service,
 * so the browser's push service is the sandbox's, as a browser would use it: the page's
 * PushManager asks the sandbox for the subscription (its endpoint and keys); the API then sends to
 * that endpoint with its VAPID JWT and encrypted payload, and the sandbox decrypts and lists it.
 * The message reaches the service worker through CDP, as a push service would deliver it. The
 * app badge and sharing are checked on the same ticket.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expect, signIn, test } from './support/fixtures';
import { savedOnDevice } from './support/saved-on-device';
import { waitForServiceWorker } from './support/service-worker';
import { buyPowerballQuickPick } from './support/tickets';

/** The browser's push service, played by the sandbox (kept in the page's storage, as a browser keeps it). */
function sandboxPushService(context: BrowserContext) {
  return context.addInitScript(() => {
    const STORE = 'sandbox-push-subscription';
    type Issued = { id: string; endpoint: string; keys: { p256dh: string; auth: string } };
    const asSubscription = (issued: Issued) =>
      ({
        endpoint: issued.endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: null },
        getKey: () => null,
        toJSON: () => ({ endpoint: issued.endpoint, expirationTime: null, keys: issued.keys }),
        unsubscribe: () => {
          localStorage.removeItem(STORE);
          return Promise.resolve(true);
        },
      }) as unknown as PushSubscription;
    PushManager.prototype.getSubscription = function () {
      const kept = localStorage.getItem(STORE);
      return Promise.resolve(kept ? asSubscription(JSON.parse(kept) as Issued) : null);
    };
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      const response = await fetch('/api/sandbox/push/subscriptions', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ application_server_key: options?.applicationServerKey }),
      });
      const issued = ((await response.json()) as { result: Issued }).result;
      localStorage.setItem(STORE, JSON.stringify(issued));
      return asSubscription(issued);
    };
  });
}

/**
 * The device's side of the app badge and of sharing: the badge the app sets is recorded (the
 * operating system shows it), and this browser has no share sheet, so sharing falls back to copy.
 */
function badgeAndNoShareSheet(context: BrowserContext) {
  return context.addInitScript(() => {
    const w = window as unknown as { badges: (number | 'cleared')[] };
    w.badges = [];
    Navigator.prototype.setAppBadge = function (count?: number) {
      w.badges.push(count ?? 0);
      return Promise.resolve();
    };
    Navigator.prototype.clearAppBadge = function () {
      w.badges.push('cleared');
      return Promise.resolve();
    };
    delete (Navigator.prototype as Partial<Navigator>).share;
  });
}

const lastBadge = (page: Page) =>
  page.evaluate(() => (window as unknown as { badges: (number | 'cleared')[] }).badges.at(-1));

const subscriptionId = (page: Page) =>
  page.evaluate(
    () => (JSON.parse(localStorage.getItem('sandbox-push-subscription') ?? '{}') as { id?: string }).id,
  );

test('a customer turns notifications on from a tap; a paid draw shows its notice, which opens the ticket, sets the badge, and the ticket shares', async ({
  page,
  context,
  request,
  server,
  expectAccessible,
}) => {
  await sandboxPushService(context);
  await badgeAndNoShareSheet(context);
  await context.grantPermissions(['notifications', 'clipboard-read', 'clipboard-write'], {
    origin: server.url,
  });
  await signIn(page, 'demo@luckydip.test');
  await page.getByRole('button', { name: 'Accept all cookies' }).click();
  await waitForServiceWorker(page);

  await page.goto('/communication-preferences');
  const section = page.getByRole('region', { name: 'Notifications on this device' });
  await expect(section.getByText('Notifications are off for this device.')).toBeVisible();
  await expect(section.getByRole('checkbox', { name: /Results of my games/ })).not.toBeChecked();
  await expect(section.getByRole('checkbox', { name: /Wins/ })).not.toBeChecked();
  await expectAccessible(page);
  await section.getByRole('checkbox', { name: /Results of my games/ }).check();
  await section.getByRole('checkbox', { name: /Wins/ }).check();
  await section.getByRole('button', { name: 'Save notification settings' }).click();
  await expect(section.getByText('Notifications are on for this device.')).toBeVisible();
  const id = await subscriptionId(page);
  expect(id).toBeTruthy();
  // Kept by the API: the page reads it back.
  await page.reload();
  await expect(section.getByRole('checkbox', { name: /Wins/ })).toBeChecked();

  await buyPowerballQuickPick(page);
  const run = await request.post(`${server.url}/api/sandbox/draws/powerball/run-next`, { data: {} });
  expect(run.status()).toBe(200);
  const drawNo = ((await run.json()) as { result: { draw_no: number } }).result.draw_no;
  const messages = async () =>
    (
      (await (
        await request.get(`${server.url}/api/sandbox/push/messages`, { params: { subscription: id ?? '' } })
      ).json()) as {
        result: { payload: string }[];
      }
    ).result;
  await expect.poll(async () => (await messages()).length).toBe(1);
  const [message] = await messages();
  const payload = JSON.parse(message!.payload) as { title: string; body: string; url: string };
  expect(payload.body).toMatch(new RegExp(`^(You have a win in|Results for) Powerball draw ${drawNo}\\b`));
  // Nothing a lock screen should not show: no amount.
  expect(payload.body).not.toContain('$');
  // The ticket's page, or the past tickets when this customer played the draw more than once.
  expect(payload.url).toMatch(
    /^\/my-account\/(past-tickets|past-tickets\/ticket\/\d+|syndicate-tickets\/share\/\d+)$/,
  );

  // Delivered to the service worker, as the push service would: it shows the notice. Sent to the
  // registration whose worker is activated, and again if none shows yet (a worker just woken may
  // miss the first), as a push service retries; the tag keeps it one notification.
  const cdp = await context.newCDPSession(page);
  let registrationId: string | undefined;
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
    const active = versions.find(
      (version) => version.scriptURL.startsWith(server.url) && version.status === 'activated',
    );
    if (active) registrationId = active.registrationId;
  });
  await cdp.send('ServiceWorker.enable');
  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((notification) => ({
        title: notification.title,
        body: notification.body,
        url: (notification.data as { url: string }).url,
      })),
    );
  await expect(async () => {
    expect(registrationId).toBeDefined();
    if ((await shown()).length === 0)
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin: server.url,
        registrationId: registrationId!,
        data: message!.payload,
      });
    await expect
      .poll(shown, { timeout: 3000 })
      .toEqual([{ title: 'Lucky Dip', body: payload.body, url: payload.url }]);
  }).toPass({ timeout: 30_000 });

  // The badge counts the results not seen yet; the draw's results can be shared, here by copying.
  await page.goto(`/powerball/results/draw/${drawNo}`);
  await expect.poll(() => lastBadge(page)).toBeGreaterThanOrEqual(1);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${server.url}/powerball/results/draw/${drawNo}`,
  );

  // What a tap opens reads offline too, once read online.
  await page.goto(payload.url);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const orderId = /\/(\d+)$/.exec(payload.url)?.[1];
  await savedOnDevice(page, orderId ? `"order",${orderId}]` : '"orders",');
  await context.setOffline(true);
  await page.goto(payload.url);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('This page is not saved on this device')).toHaveCount(0);
  await context.setOffline(false);

  // Seeing the past tickets clears the badge.
  await page.goto('/my-account/past-tickets');
  await expect.poll(() => lastBadge(page)).toBe('cleared');

  // Saving with none ticked turns them off here: the API forgets the device.
  await page.goto('/communication-preferences');
  await section.getByRole('checkbox', { name: /Results of my games/ }).uncheck();
  await section.getByRole('checkbox', { name: /Wins/ }).uncheck();
  await section.getByRole('button', { name: 'Save notification settings' }).click();
  await expect(section.getByText('Notifications are off for this device.')).toBeVisible();
  expect(await subscriptionId(page)).toBeUndefined();
});

test('the installed app’s shortcuts are those of pages the site offers', async ({ request, server }) => {
  const manifest = (await (await request.get(`${server.url}/manifest.webmanifest`)).json()) as {
    shortcuts: { url: string }[];
  };
  expect(manifest.shortcuts.map((shortcut) => shortcut.url)).toEqual([
    '/lotto-results',
    '/my-account/upcoming-tickets',
    '/lotto-party',
    '/cart',
  ]);
});
