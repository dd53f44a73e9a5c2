/**
 * Taking a break (issue 38, point 13) and self-exclusion (issue 62, point 2): a customer switches
 * off their own spending, at once, for a period they choose. A break runs 24 hours to 6 months; a
 * self-exclusion six months to five years, or for good. Neither can be shortened or ended early; a
 * new one can only make it longer. While one runs the customer is in the self-excluded segment:
 * buying, depositing and recurring purchases stop, nothing invites them to play, and what they hold
 * (tickets, results, withdrawals) stays theirs to read and use. What a running one says is in
 * ./play-pause.ts.
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
  if (period === '6m') return monthsLater(from, 6);
  return new Date(from.getTime() + { '24h': 1, '7d': 7, '30d': 30 }[period] * DAY_MS);
}

function monthsLater(from: Date, months: number): Date {
  const end = new Date(from);
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

export const EXCLUSION_PERIODS = ['6m', '1y', '2y', '5y', 'permanent'] as const;
export type ExclusionPeriod = (typeof EXCLUSION_PERIODS)[number];

export const EXCLUSION_LABELS: Record<ExclusionPeriod, string> = {
  '6m': '6 months',
  '1y': '1 year',
  '2y': '2 years',
  '5y': '5 years',
  permanent: 'Permanently',
};

const EXCLUSION_MONTHS: Record<Exclude<ExclusionPeriod, 'permanent'>, number> = {
  '6m': 6,
  '1y': 12,
  '2y': 24,
  '5y': 60,
};

/** When a self-exclusion of `period` taken at `from` ends (calendar months, as a break's); null: never. */
export function exclusionEnd(from: Date, period: ExclusionPeriod): Date | null {
  return period === 'permanent' ? null : monthsLater(from, EXCLUSION_MONTHS[period]);
}

export const BREAK_MESSAGES = {
  notShorter: (until: string) =>
    `You are already taking a break until ${until}. A new break can only make it longer.`,
  choose: 'Please choose how long your break should be.',
  confirm: 'Please confirm that you understand your break cannot be ended early.',
} as const;

export const EXCLUSION_MESSAGES = {
  notShorter: (until: string | null) =>
    until === null
      ? 'You have already excluded yourself from play permanently.'
      : `You have already excluded yourself from play until ${until}. A new self-exclusion can only make it longer.`,
  choose: 'Please choose how long to exclude yourself for.',
  confirm: 'Please confirm that you understand your self-exclusion cannot be ended early or undone.',
} as const;
