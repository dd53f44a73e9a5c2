/**
 * Draws closing soon for my autoplay (issue 41): an hour before a draw's sales close, each customer
 * whose autoplay or subscription plays it hears, on the devices that take these reminders, whether
 * its ticket is in. One that is not (the wallet was short, say) can still be bought before the
 * close. Nothing a lock screen should not show: no amounts. A customer on a break or self-excluded
 * hears nothing: their autoplay skips the draw, and a reminder would invite them to buy.
 */
import type { PushPayload } from '@contract/schemas/push';
import type { Weekday } from '@contract/schemas/shop';
import type { VapidSettings } from '../config';
import type { DataLayer } from '../db';
import type { ClosingNotice } from '../db/draw-notices';
import { RECURRING_WORDS } from './autoplay';

import { weekdayOf } from './sydney-time';
import { pushToDevices, type PushTransport } from './web-push';

/** How long before the close of sales the reminder goes. */
export const CLOSING_NOTICE_SECONDS = 3600;

function closingPayload(notice: ClosingNotice): PushPayload {
  const draw = `${notice.lotteryName} draw ${notice.drawNo}`;
  const words = RECURRING_WORDS[notice.recurringKind];
  return {
    title: 'Lucky Dip',
    body: notice.bought
      ? `${draw} closes within the hour. Your ${words.name.toLowerCase()} ticket is in.`
      : `${draw} closes within the hour, and your ${words.name.toLowerCase()} has no ticket in it yet.`,
    url: `${words.page}${notice.autoplayId}`,
    tag: `closing-${notice.lotteryKey}-${notice.drawNo}`,
  };
}

export async function pushClosingNotices(
  data: Pick<DataLayer, 'closingNotices' | 'push'>,
  vapid: VapidSettings | undefined,
  nowSeconds: number,
  transport?: PushTransport,
): Promise<void> {
  for (const due of await data.closingNotices.due(nowSeconds, nowSeconds + CLOSING_NOTICE_SECONDS)) {
    const days = JSON.parse(due.days) as Weekday[];
    const drawDay = weekdayOf(new Date(due.drawAt * 1000).toISOString());
    if (days.length > 0 && !days.includes(drawDay)) continue;
    await data.closingNotices.record(due);
  }
  for (const notice of await data.closingNotices.unpushed()) {
    const devices = await data.push.devices(notice.customerId, 'closing');
    const done =
      !vapid ||
      (await pushToDevices(
        data.push,
        vapid,
        { kind: 'closing', id: notice.id },
        devices,
        () => ({ payload: closingPayload(notice), urgency: 'high' }),
        transport,
      ));
    // A reminder is no use once sales have closed.
    if (done || notice.stopAt <= nowSeconds) await data.closingNotices.pushed(notice.id);
  }
}
