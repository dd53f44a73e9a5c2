/**
 * Spend limits (spec 2 §5, spec 3 §4): each period is a rolling window ("a weekly limit applies to
 * any 7-day period"); what is left is the limit minus what the window already spent, and a purchase
 * passes it by its excess. The operator's own limit over everyone's spending sits beside the
 * customer's limits, shared so that the cart, the purchase and the limits pages agree.
 */
export const SPEND_PERIODS = ['daily', 'weekly', 'monthly'] as const;
export type SpendPeriod = (typeof SPEND_PERIODS)[number];

export const SPEND_PERIOD_DAYS: Record<SpendPeriod, number> = { daily: 1, weekly: 7, monthly: 30 };

/** The operator's limit on what one customer spends in any 7 days, whatever their own limits. */
export const SYSTEM_SPEND_LIMIT = { period: 'weekly', limitCents: 500_000 } as const satisfies {
  period: SpendPeriod;
  limitCents: number;
};

export interface SpendStatus {
  remainingCents: number;
  /** How far spending `wantedCents` more would go past the limit; 0 when it fits. */
  excessCents: number;
}

export function spendStatus(spentCents: number, limitCents: number, wantedCents = 0): SpendStatus {
  return {
    remainingCents: Math.max(0, limitCents - spentCents),
    excessCents: Math.max(0, spentCents + wantedCents - limitCents),
  };
}
