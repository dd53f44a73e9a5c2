/**
 * Taking a break (issue 38, point 13): a customer switches off their own spending for a period
 * they choose, at once. A break cannot be shortened or ended early; a new one can only make it
 * longer. While it runs the customer is in the self-excluded segment: buying, depositing and
 * autoplay stop, and what they hold (tickets, results, withdrawals) stays theirs to read and use.
 */
export const BREAK_PERIODS = ['24h', '7d', '30d', '6m'] as const;
export type BreakPeriod = (typeof BREAK_PERIODS)[number];

export const BREAK_LABELS: Record<BreakPeriod, string> = {
  '24h': '24 hours',
  '7d': '7 days',
  '30d': '30 days',
  '6m': '6 months',
};

const DAY_MS = 86_400_000;

/**
 * When a break of `period` taken at `from` ends. Six months are six calendar months, to the same
 * day of the month or, where that month is shorter (31 August), its last day.
 */
export function breakEnd(from: Date, period: BreakPeriod): Date {
  if (period !== '6m') return new Date(from.getTime() + { '24h': 1, '7d': 7, '30d': 30 }[period] * DAY_MS);
  const end = new Date(from);
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + 6);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

export const BREAK_MESSAGES = {
  onBreak: (until: string) =>
    `You are taking a break until ${until}. Buying tickets and depositing are switched off until then.`,
  notShorter: (until: string) =>
    `You are already taking a break until ${until}. A new break can only make it longer.`,
  choose: 'Please choose how long your break should be.',
  confirm: 'Please confirm that you understand your break cannot be ended early.',
} as const;
