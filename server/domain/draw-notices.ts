/**
 * Telling customers about a paid draw (issue 41), as retailers do after the draw: a win notice by
 * email to each customer who won, saying each prize and where it went. A win notice is no receipt,
 * so it goes only to a customer who keeps email on in their communication preferences (spec 1 §3).
 * And a push to each of their devices that takes it: a win to those that take wins, the results to
 * those that take results, saying nothing a lock screen should not show (no prize, no numbers).
 * And, whatever the preferences, a card in the app's notifications feed (issue 62, point 4): the
 * win and where it went, or that the results are in. The notices were written with the draw's
 * payment (db/draw-notices.ts); each is told once.
 */
import type { PushPayload } from '@contract/schemas/push';
import type { VapidSettings } from '../config';
import type { DataLayer } from '../db';
import type { DrawNotice, NoticeWin } from '../db/draw-notices';
import type { Email } from '../db/mailbox';
import { moneyText } from '../money';
import { sydneyLongDate } from './sydney-time';
import { PUSH_TTL_SECONDS, pushToDevices, type PushTransport } from './web-push';

type NoticeData = Pick<DataLayer, 'drawNotices' | 'customers' | 'preferences' | 'push'>;

/** The page of a winning order: a syndicate share's own page, or the ticket's. */
export const winPath = (win: Pick<NoticeWin, 'orderId' | 'share'>) =>
  win.share
    ? `/my-account/syndicate-tickets/share/${win.orderId}`
    : `/my-account/past-tickets/ticket/${win.orderId}`;

/** The page a notice opens: the one order's own, or the past tickets when there are several. */
export function noticePath(orders: Pick<NoticeWin, 'orderId' | 'share'>[]): string {
  const distinct = new Map(orders.map((order) => [order.orderId, order]));
  const [only] = distinct.values();
  return distinct.size === 1 && only ? winPath(only) : '/my-account/past-tickets';
}

/** One prize as the email says it: what was won, and where it went. */
function prizeLine(win: NoticeWin): string {
  if (win.rafflePrize === null)
    return `Division ${win.division}: ${moneyText(win.prizeCents)}, paid into your Lucky Dip wallet.`;
  return win.prizeCents > 0
    ? `${win.rafflePrize}, paid into your Lucky Dip wallet.`
    : `${win.rafflePrize}. We will contact you to arrange it.`;
}

/** The win notice's email, or none: no win, no customer, or email turned off. */
export function winEmail(
  notice: DrawNotice,
  wins: NoticeWin[],
  customer: { email: string; firstname: string },
  siteOrigin: string,
): Email | undefined {
  if (wins.length === 0) return undefined;
  const paid = wins.reduce((sum, win) => sum + win.prizeCents, 0);
  const pages = [...new Set(wins.map(winPath))];
  return {
    to: customer.email,
    subject: `You won in ${notice.lotteryName} draw ${notice.drawNo}`,
    text: [
      `Congratulations, ${customer.firstname}!`,
      `Your ${notice.lotteryName} ${wins.length === 1 ? 'ticket' : 'tickets'} won in draw ${notice.drawNo} on ${sydneyLongDate(notice.drawAt)}:`,
      wins.map((win) => `- ${prizeLine(win)}`).join('\n'),
      ...(paid > 0 && wins.length > 1 ? [`In all, ${moneyText(paid)} went into your wallet.`] : []),
      pages.map((path) => `See your ticket: ${siteOrigin}${path}`).join('\n'),
    ].join('\n\n'),
  };
}

/** The feed's card for a draw the customer played: their win, or that the results are in. */
export function feedCard(
  notice: DrawNotice,
  wins: NoticeWin[],
  played: Pick<NoticeWin, 'orderId' | 'share'>[],
) {
  const draw = `${notice.lotteryName} draw ${notice.drawNo}`;
  const tickets = new Set(played.map((order) => order.orderId)).size === 1 ? 'ticket' : 'tickets';
  return wins.length > 0
    ? {
        customerId: notice.customerId,
        title: `You won in ${draw}`,
        message: wins.map(prizeLine).join(' '),
        link: noticePath(wins),
        linkText: `See your winning ${new Set(wins.map((win) => win.orderId)).size === 1 ? 'ticket' : 'tickets'}`,
      }
    : {
        customerId: notice.customerId,
        title: `Results for ${draw} are in`,
        message: `Your ${tickets} did not win this time.`,
        link: noticePath(played),
        linkText: `See your ${tickets}`,
      };
}

async function emailFor(data: NoticeData, notice: DrawNotice, wins: NoticeWin[], siteOrigin: string) {
  if (wins.length === 0) return undefined;
  const [customer, preferences] = await Promise.all([
    data.customers.overview(notice.customerId),
    data.preferences.read(notice.customerId),
  ]);
  if (!customer || !preferences?.channels.email) return undefined;
  return winEmail(notice, wins, customer, siteOrigin);
}

/** Tells every notice not told yet; answers how many it told. */
export async function tellDrawNotices(data: NoticeData, siteOrigin: string): Promise<number> {
  let told = 0;
  for (let notices = await data.drawNotices.untold('email'); notices.length > 0;) {
    for (const notice of notices) {
      const [wins, played] = await Promise.all([
        data.drawNotices.wins(notice.id),
        data.drawNotices.orders(notice.id),
      ]);
      const email = await emailFor(data, notice, wins, siteOrigin);
      const card = played.length > 0 ? feedCard(notice, wins, played) : undefined;
      if (await data.drawNotices.told(notice.id, email, card)) told += 1;
    }
    notices = await data.drawNotices.untold('email');
  }
  return told;
}

/** The push a device is sent: a win where it takes wins and there is one, else the results. */
function pushPayload(notice: DrawNotice, win: boolean, path: string, badge: number): PushPayload {
  const draw = `${notice.lotteryName} draw ${notice.drawNo}`;
  return {
    title: 'Lucky Dip',
    body: win
      ? `You have a win in ${draw}. Open Lucky Dip to see it.`
      : `Results for ${draw} are in. See how your ticket did.`,
    url: path,
    tag: `draw-${notice.lotteryKey}-${notice.drawNo}`,
    badge,
  };
}

/**
 * Pushes every notice not pushed yet to the devices that take it, each once: a device that failed
 * is tried again on the next run, until the notice is a day old.
 */
export async function pushDrawNotices(
  data: NoticeData,
  vapid: VapidSettings | undefined,
  nowSeconds: number,
  transport?: PushTransport,
): Promise<void> {
  for (const notice of await data.drawNotices.untold('push')) {
    const wins = await data.drawNotices.wins(notice.id);
    const played = await data.drawNotices.orders(notice.id);
    const devices = new Map(
      [
        ...(wins.length > 0 ? await data.push.devices(notice.customerId, 'wins') : []),
        ...(await data.push.devices(notice.customerId, 'results')),
      ].map((device) => [device.id, device]),
    );
    const badge = await data.drawNotices.unviewed(notice.customerId);
    const done =
      !vapid ||
      played.length === 0 ||
      (await pushToDevices(
        data.push,
        vapid,
        { kind: 'draw', id: notice.id },
        devices.values(),
        (device) => {
          const win = wins.length > 0 && device.kinds.wins;
          return {
            payload: pushPayload(notice, win, noticePath(win ? wins : played), badge),
            urgency: win ? 'high' : 'normal',
          };
        },
        transport,
      ));
    if (done || notice.createdAt + PUSH_TTL_SECONDS < nowSeconds) await data.drawNotices.pushed(notice.id);
  }
}
