/**
 * Offline by declaration (issue "Room to grow", 3): every route whose file declares
 * `staticData: { offline: true }` opens with the network off after one visit, as the same page it
 * was online (its title, which an error page or another page would change). The build lists the
 * declared routes (scripts/offline-precache.ts); each needs an address here, so a page newly
 * declared offline is tested too.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { freshMs } from '@contract/cache-policy';
import { phoneProfile } from './support/chromium';
import { expect, signIn, test, untilHydrated } from './support/fixtures';
import { waitForServiceWorker } from './support/service-worker';
import { buyPowerballQuickPick, preOrderSurfRaffle, subscribeToCommunityCash } from './support/tickets';

interface Found {
  orderId: string;
  checkoutId: string;
  autoplayId: string;
  subscriptionId: string;
  scheduledId: string;
  resultDrawNo: string;
  resultDate: string;
}

/** An address for each route declared offline: open pages first, as a visitor. */
const VISITOR_PAGES: Record<string, string | ((found: Found) => string)> = {
  '/': '/',
  '/$': '/about',
  '/lotto-tickets': '/lotto-tickets',
  '/charity-tickets': '/charity-tickets',
  '/syndicates': '/syndicates',
  '/social-play': '/social-play',
  '/$productOfferKey/': '/powerball',
  '/$productOfferKey/$gameTypeKey': '/powerball/systems',
  '/$productOfferKey/buy': '/powerball/buy',
  '/$productOfferKey/draw/$drawNo/': '/surf-life-saving-raffle/draw/302',
  '/$productOfferKey/draw/$drawNo/buy': '/surf-life-saving-raffle/draw/302/buy',
  '/$productOfferKey/prizes-and-winners/{-$drawNo}': '/powerball/prizes-and-winners',
  '/$productOfferKey/results/': '/powerball/results',
  '/$productOfferKey/results/draw/$drawNo': (found) => `/powerball/results/draw/${found.resultDrawNo}`,
  '/$productOfferKey/results/$date': (found) => `/powerball/results/${found.resultDate}`,
  '/$productOfferKey/statistics': '/powerball/statistics',
  '/$productOfferKey/subscription': '/community-cash-club/subscription',
  '/$productOfferKey/terms-and-conditions/': '/powerball/terms-and-conditions',
  '/$productOfferKey/terms-and-conditions/$drawNo': '/surf-life-saving-raffle/terms-and-conditions/302',
  '/$productOfferKey/winners': '/powerball/winners',
  '/causes/': '/causes',
  '/causes/$causeSlug/': '/causes/splash-for-good',
  '/causes/$causeSlug/$productOfferKey': '/causes/animal-rescue/splash-for-good',
  '/lotto-results/{-$page}': '/lotto-results',
  '/lotto-results/lotteries/{-$page}': '/lotto-results/lotteries',
  '/lotto-results/raffles/{-$page}': '/lotto-results/raffles',
  '/app/': '/app',
  '/app/android/': '/app/android',
  '/app/android/install': '/app/android/install',
  '/cart/': '/cart',
  '/login': '/login',
  '/checkout/login': '/checkout/login',
  '/close-my-account/success': '/close-my-account/success',
};

/** Then signed in as demo@, who bought a ticket first. */
const CUSTOMER_PAGES: Record<string, string | ((found: Found) => string)> = {
  '/cart/buy': '/cart/buy',
  '/_customer/my-account/': '/my-account',
  '/_customer/communication-preferences': '/communication-preferences',
  '/_customer/my-account/favourite-numbers': '/my-account/favourite-numbers',
  '/_customer/my-account/upcoming-tickets/{-$page}': '/my-account/upcoming-tickets',
  '/_customer/my-account/past-tickets/{-$page}': '/my-account/past-tickets',
  '/_customer/my-account/upcoming-tickets/ticket/$id': (found) =>
    `/my-account/upcoming-tickets/ticket/${found.orderId}`,
  '/_customer/my-account/past-tickets/ticket/$id': (found) =>
    `/my-account/past-tickets/ticket/${found.orderId}`,
  '/_customer/my-account/syndicate-tickets/share/$id': (found) =>
    `/my-account/syndicate-tickets/share/${found.orderId}`,
  '/_customer/my-account/lotto-party/ticket/$id': '/my-account/lotto-party/ticket/1',
  '/_customer/my-account/print-tickets': '/my-account/print-tickets',
  '/_customer/my-account/autoplay/{-$page}': '/my-account/autoplay',
  '/_customer/my-account/autoplay/ticket/$id': (found) => `/my-account/autoplay/ticket/${found.autoplayId}`,
  '/_customer/my-account/subscriptions/{-$page}': '/my-account/subscriptions',
  '/_customer/my-account/subscriptions/ticket/$id': (found) =>
    `/my-account/subscriptions/ticket/${found.subscriptionId}`,
  '/_customer/my-account/recurring-purchases/{-$page}': '/my-account/recurring-purchases',
  '/_customer/my-account/scheduled-purchases/$id': (found) =>
    `/my-account/scheduled-purchases/${found.scheduledId}`,
  '/_customer/receipt/$checkoutId': (found) => `/receipt/${found.checkoutId}`,
};
/** Last, offline: signing out ends the session on the device, and leads home. */
const SIGN_OUT = '/logout';
/** A layout, declared offline so that every page below it can be: it has no address of its own. */
const LAYOUTS = ['/_customer'];

const declared = (JSON.parse(readFileSync('dist/.vite/offline-routes.json', 'utf8')) as { id: string }[]).map(
  (route) => route.id,
);

/** The shell's title, which a page replaces with its own once its data is in. */
const SITE_TITLE = 'Lucky Dip';

/**
 * Read for a moment, as a customer does: the device saves what it keeps once the browser is idle
 * (src/app/persister.ts), and a page left at once may not have been saved yet.
 */
async function readForAMoment(page: Page) {
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))),
  );
  await page.waitForTimeout(300);
}

/**
 * Opens each address online, then again with the network off: the same page, by its title.
 * `meanwhile` runs between the two, before the network goes.
 */
async function visitTwice(page: Page, addresses: string[], meanwhile?: () => Promise<void>) {
  const titles = new Map<string, string>();
  for (const address of addresses) {
    await page.goto(address);
    await untilHydrated(page);
    // Settled: its data loaded, and its title set from it (every page but home names itself).
    await expect(page.locator('[aria-busy="true"]'), address).toHaveCount(0);
    if (address !== '/') await expect(page, address).not.toHaveTitle(SITE_TITLE);
    titles.set(address, await page.title());
    await readForAMoment(page);
  }
  await meanwhile?.();
  await page.context().setOffline(true);
  for (const address of addresses) {
    await page.goto(address);
    await untilHydrated(page);
    await expect(page, `${address} offline`).toHaveTitle(titles.get(address)!);
    // Offline too the device saves what the page read, or failed to refresh, for the next page.
    await readForAMoment(page);
  }
  await page.context().setOffline(false);
}

test('every route declared offline has an address here', () => {
  expect(
    [...Object.keys(VISITOR_PAGES), ...Object.keys(CUSTOMER_PAGES), SIGN_OUT, ...LAYOUTS].sort(),
  ).toEqual([...declared].sort());
});

test('every route declared offline opens with the network off after one visit', async ({ server }) => {
  test.setTimeout(300_000);
  const { context, page, close } = await phoneProfile(server.url);
  try {
    await page.goto('/powerball/results');
    await waitForServiceWorker(page);
    const drawLink = await page.locator('a[href^="/powerball/results/draw/"]').first().getAttribute('href');
    // A ticket of demo@'s on autoplay, a pre-order and a subscription, bought and then signed out
    // of, for the pages of one order.
    await signIn(page, 'demo@luckydip.test');
    await page.getByRole('button', { name: 'Accept all cookies' }).click();
    await buyPowerballQuickPick(page, { autoplay: true });
    const checkoutId = page.url().split('/').pop() ?? '';
    const autoplay = await page.getByRole('link', { name: /On autoplay/ }).getAttribute('href');
    const scheduledId = await preOrderSurfRaffle(page);
    const subscriptionId = await subscribeToCommunityCash(page);
    await page.goto('/my-account/upcoming-tickets');
    const ticket = await page
      .getByRole('link', { name: /View ticket/ })
      .first()
      .getAttribute('href');
    await page.goto('/logout');
    await page.waitForURL(`${server.url}/`);
    const found: Found = {
      orderId: ticket?.split('/').pop() ?? '',
      checkoutId,
      autoplayId: autoplay?.split('/').pop() ?? '',
      subscriptionId,
      scheduledId,
      resultDrawNo: drawLink?.split('/').pop() ?? '',
      // An archive month: this one.
      resultDate: new Date().toISOString().slice(0, 7),
    };
    const address = (to: string | ((found: Found) => string)) => (typeof to === 'string' ? to : to(found));
    await visitTwice(page, Object.values(VISITOR_PAGES).map(address));

    await signIn(page, 'demo@luckydip.test');
    await visitTwice(page, Object.values(CUSTOMER_PAGES).map(address));

    await page.goto('/');
    const home = await page.title();
    await context.setOffline(true);
    await page.goto(SIGN_OUT);
    await page.waitForURL(`${server.url}/`);
    await expect(page).toHaveTitle(home);
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  } finally {
    await close();
  }
});

test('a page opened offline once what it saved is stale keeps it on the device for the next page', async ({
  server,
}) => {
  test.setTimeout(180_000);
  const { page, close } = await phoneProfile(server.url);
  try {
    await page.goto('/powerball/results');
    await waitForServiceWorker(page);
    await signIn(page, 'demo@luckydip.test');
    await visitTwice(page, ['/my-account/print-tickets', '/my-account/autoplay'], async () => {
      // Public data (the customer's capabilities among it) goes stale after this long; opened
      // offline, each page then refreshes it, and every refresh fails. That must not drop it from
      // the device, which autoplay's page needs next.
      await page.waitForTimeout(freshMs('public') + 2_000);
    });
  } finally {
    await close();
  }
});
