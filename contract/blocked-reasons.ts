/** Blocked-reason actions (spec 2 §4); a reason id outside these is shown as `fixed`. */
export const BLOCKED_REASON_ACTIONS = [
  'close',
  'fixed',
  'spend_limit',
  'verify_account_required',
  'deposit_limit',
  'global_spend_limit',
] as const;
export type BlockedReasonAction = (typeof BLOCKED_REASON_ACTIONS)[number];
