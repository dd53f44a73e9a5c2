/**
 * The main journeys, as a new customer takes them, in an engine the suite drives beside
 * Playwright's Chromium (issue #59): the public pages hydrate with no error and say the draws'
 * days in words; a ticket is built, added, paid for from the wallet after signing in at checkout;
 * the account's pages open on a full load; the service worker takes over, and with the server
 * stopped results and tickets still open. Nothing may reach the app's error collector.
 */
import type { EnginePage, Target } from './engine-page';
import { until } from './drivers';
import {
  controlled,
  deviceHolds,
  pageText,
  reportingLoaded,
  storeAnswers,
  watchErrors,
  watchedErrors,
} from './find-in-page';

export interface JourneyServer {
  url: string;
  /** What the app's error reporting sent to the sandbox's collector so far. */
  errorReports(): Promise<unknown[]>;
  stop(): Promise<void>;
}

export interface Journey {
  name: string;
  run(page: EnginePage, server: JourneyServer): Promise<void>;
}

const DEMO = { email: 'demo@luckydip.test', password: 'LuckyDip!2026' };
const RELATIVE_DAY =
  /\b(Tonight|Today|Tomorrow|This (Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|Next (Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day)\b/;

const button = (name: string | RegExp): Target => ({ role: 'button', name });
const link = (name: string | RegExp): Target => ({ role: 'link', name });

async function sees(page: EnginePage, text: string | RegExp): Promise<void> {
  await until(`the page to say ${String(text)}`, async () => {
    const shown = await page.evaluate(pageText);
    return typeof text === 'string' ? shown.includes(text) : text.test(shown);
  });
}

/**
 * A full load, with the page's own errors watched from then on, and its error reporting given the
 * time to load (what waited for it, a hydration error among them, is then sent).
 */
async function open(page: EnginePage, path: string): Promise<void> {
  await page.goto(path);
  await page.evaluate(watchErrors);
  await until(`${path}'s error reporting to load`, () => page.evaluate(reportingLoaded));
}

/**
 * A full load of a page that is not prerendered: it renders (never blank while the device's store
 * is read), and the store answers a read at once (issue #59, defect B: in WebKit a read after
 * leaving a page never finished).
 */
async function openPersonal(page: EnginePage, path: string): Promise<void> {
  await open(page, path);
  await storeAnswered(page);
}

/** Follows a link, then loads the page it led to afresh, as a full load of that address. */
async function reopened(page: EnginePage, target: Target, address: RegExp): Promise<void> {
  await page.click(target);
  await until(`an address like ${String(address)}`, async () => address.test(await page.url()));
  await openPersonal(page, new URL(await page.url()).pathname);
}

async function storeAnswered(page: EnginePage): Promise<void> {
  const answer = await page.evaluate(storeAnswers, 2_000);
  if (answer !== 'answered') throw new Error(`on ${await page.url()} the device's store ${answer}`);
}

/**
 * A page read offline (the server stopped, the browser still thinking itself online): its content,
 * never the error page (WebKit showed grey placeholders or "Something went wrong", #59).
 */
async function opensOffline(page: EnginePage, path: string, content: RegExp): Promise<void> {
  await page.goto(path);
  await page.evaluate(watchErrors);
  await sees(page, content);
  if (/Something went wrong/.test(await page.evaluate(pageText)))
    throw new Error(`offline, ${path} said something went wrong`);
  await noPageErrors(page);
}

/** What the page has met since it was opened: nothing, or the journey fails saying what. */
async function noPageErrors(page: EnginePage): Promise<void> {
  const errors = await page.evaluate(watchedErrors);
  if (errors.length > 0) throw new Error(`${await page.url()} met errors:\n${errors.join('\n')}`);
}

async function noErrorReports(server: JourneyServer): Promise<void> {
  // The SDK sends as soon as it has loaded; give its requests a moment to land.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const reports = await server.errorReports();
  if (reports.length > 0)
    throw new Error(`the error collector received:\n${reports.map(reportLine).join('\n')}`);
}

/** A collected report in a line: its message or exception, and its tags. */
function reportLine(report: unknown): string {
  const { payload } = report as {
    payload?: {
      message?: string;
      tags?: Record<string, string>;
      exception?: {
        values?: {
          type?: string;
          value?: string;
          mechanism?: { type?: string };
          stacktrace?: { frames?: { filename?: string; function?: string }[] };
        }[];
      };
    };
  };
  const exception = payload?.exception?.values
    ?.map(
      (each) =>
        `${each.type}: ${each.value} (${each.mechanism?.type ?? ''} ${(each.stacktrace?.frames ?? [])
          .slice(-3)
          .map((frame) => `${frame.function ?? '?'}@${frame.filename ?? ''}`)
          .join(' < ')})`,
    )
    .join('; ');
  return `- ${payload?.message ?? exception ?? 'a report'} ${JSON.stringify(payload?.tags ?? {})}`;
}

export const journeys: Journey[] = [
  {
    name: 'home and an offer page hydrate with no error and say the draws’ days in words',
    async run(page, server) {
      await open(page, '/');
      await sees(page, RELATIVE_DAY);
      await noPageErrors(page);
      await open(page, '/powerball');
      await sees(page, new RegExp(`Draw \\d+: ${RELATIVE_DAY.source}`));
      await noPageErrors(page);
      await noErrorReports(server);
    },
  },
  {
    name: 'a ticket built, added, paid for from the wallet after signing in at checkout',
    async run(page, server) {
      await open(page, '/powerball');
      await page.click(button('Accept all cookies'));
      await page.click(button('Quick pick all games'));
      await sees(page, '$5.40');
      await page.click(button('Add to cart'));
      await page.click({
        role: 'button',
        name: 'Go to cart',
        within: { role: 'dialog', name: 'Added to your cart' },
      });
      await sees(page, 'Your cart');
      await page.click(link('Checkout'));
      await until('the checkout sign-in', async () => /\/checkout\/login/.test(await page.url()));
      await page.type({ role: 'field', name: /^Email/ }, DEMO.email);
      await page.type({ role: 'field', name: /^Password/ }, DEMO.password);
      await page.click(button('Log in'));
      await sees(page, 'Checkout');
      await storeAnswered(page);
      await page.click(button(/^Buy now · \$5\.40$/));
      await sees(page, 'Your receipt');
      await sees(page, '$494.60');
      await noPageErrors(page);
      await noErrorReports(server);
    },
  },
  {
    name: 'the account overview, transactions, a ticket and a draw page open on a full load',
    async run(page, server) {
      await openPersonal(page, '/my-account');
      await sees(page, /Next draws/);
      await openPersonal(page, '/my-account/transactions');
      await sees(page, /Ticket purchase/);
      await open(page, '/my-account/upcoming-tickets');
      await reopened(page, link(/View ticket/), /\/ticket\//);
      await sees(page, /Still to come/i);
      await open(page, '/powerball/results');
      await reopened(page, link(/^Full results and prizes/), /\/results\/draw\/\d+/);
      await sees(page, /Winning numbers|Draw \d+/);
      await noPageErrors(page);
      await noErrorReports(server);
    },
  },
  {
    name: 'the service worker takes over; with the server stopped, the customer’s tickets still open',
    async run(page, server) {
      await open(page, '/lotto-results');
      await sees(page, /Winning numbers/);
      for (let attempt = 0; !(await page.evaluate(controlled)); attempt += 1) {
        if (attempt === 10) throw new Error('the service worker never took control of the page');
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        await page.reload();
      }
      // Read as a person reads them: the device saves what a page showed once it is idle.
      await open(page, '/lotto-results');
      await sees(page, /Winning numbers/);
      await until('the results to be saved on the device', () =>
        page.evaluate(deviceHolds, '["results","latest"'),
      );
      await open(page, '/my-account/upcoming-tickets');
      await sees(page, /View ticket/);
      await until('the tickets to be saved on the device', () =>
        page.evaluate(deviceHolds, '["customer","1","orders","upcoming'),
      );
      await noErrorReports(server);
      await server.stop();
      await opensOffline(page, '/my-account/upcoming-tickets', /View ticket/);
    },
  },
  {
    name: 'with the server stopped, the results read before still open',
    async run(page) {
      await opensOffline(page, '/lotto-results', /Winning numbers/);
    },
  },
];
