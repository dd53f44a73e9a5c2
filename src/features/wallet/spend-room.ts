/**
 * What the customer can still spend (issue "What customers noticed", point 4): one figure, the
 * least any spend limit leaves (theirs or the one every customer has), and the limit that binds,
 * so the page never says "$0.05 left" beside "you can spend $4,950.05 more".
 */
import type { Money } from '@contract/schemas/fields';
import type { SpendLimits } from '@contract/schemas/wallet';
import { SPEND_PERIOD_DAYS } from '@contract/spend-limits';
import { formatMoney } from '@/lib/money';

export interface SpendRoom {
  remaining: Money;
  /** The limit that binds, in words: "your weekly spend limit of $50.00". */
  binding: string;
}

export function spendRoom(data: Pick<SpendLimits, 'customerLimits' | 'systemLimits'>): SpendRoom | null {
  const windows = [
    ...data.customerLimits
      .filter((limit) => limit.kind === 'spend')
      .map((limit) => ({
        remaining: limit.status.remaining,
        binding: `your ${limit.period} spend limit of ${formatMoney(limit.limit)}`,
      })),
    ...data.systemLimits.map((limit) => ({
      remaining: limit.remaining,
      binding: `the limit of ${formatMoney(limit.limit)} in any ${SPEND_PERIOD_DAYS[limit.period]} days that every customer has`,
    })),
  ];
  return windows.reduce<SpendRoom | null>(
    (least, window) => (least === null || window.remaining.amount < least.remaining.amount ? window : least),
    null,
  );
}
