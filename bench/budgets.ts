/**
 * The budgets of DESIGN.md ("Quality bars"), one place for the bench report and the bundle check
 * in `npm test`. Sizes in kB of 1000 bytes, as Vite reports them. The reference API's figures are
 * the team's own bar (the design sets none): public reads must stay well clear of being the
 * bottleneck at 50 concurrent clients on a two-core machine.
 */

export type Comparison = 'max' | 'min';

export interface Budget {
  limit: number;
  unit: string;
  /** 'max': the figure must not exceed the limit; 'min': it must reach it. */
  kind: Comparison;
}

const max = (limit: number, unit: string): Budget => ({ limit, unit, kind: 'max' });
const min = (limit: number, unit: string): Budget => ({ limit, unit, kind: 'min' });

export const BUDGETS = {
  jsToRenderHomeGzip: max(150, 'kB'),
  routeChunkGzip: max(40, 'kB'),
  cssGzip: max(40, 'kB'),
  precacheTotal: max(1500, 'kB'),
  lighthousePerformance: min(95, 'score'),
  lighthouseOther: min(100, 'score'),
  lcp: max(2000, 'ms'),
  tbt: max(150, 'ms'),
  cls: max(0.05, ''),
  offlineWarmStart: max(1000, 'ms'),
  repeatVisitShellRequests: max(0, 'requests'),
  apiRequestsPerSecond: min(1000, 'req/s'),
  apiP95: max(100, 'ms'),
} as const satisfies Record<string, Budget>;

export interface Figure {
  name: string;
  value: number;
  unit: string;
  budget: number | null;
  pass: boolean;
}

export function figure(
  name: string,
  value: number,
  budget: Budget | null,
  unit = budget?.unit ?? '',
): Figure {
  const pass = budget === null || (budget.kind === 'max' ? value <= budget.limit : value >= budget.limit);
  return { name, value, unit, budget: budget?.limit ?? null, pass };
}
