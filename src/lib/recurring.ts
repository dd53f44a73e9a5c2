/**
 * Recurring rules (spec 2 §4, §5): autoplay and subscription follow the customer's setting, except
 * that availability `always` is always on (and `never` never is); a recurring status as the
 * customer reads it (a timed pause is a pause); and the frequency labels.
 */
import type { Money } from '@contract/schemas/fields';
import { formatWhole } from './money';

export type RecurringAvailability = 'always' | 'optional' | 'never';

export function recurringEnabled(availability: RecurringAvailability, setting: boolean): boolean {
  if (availability === 'always') return true;
  if (availability === 'never') return false;
  return setting;
}

/** Spec 2 §4: the statuses in either form; paused and timed pause both count as paused. */
export function recurringState(status: string): 'active' | 'paused' | 'cancelled' {
  const bare = status.replace(/^recurring_status_/, '');
  if (bare === 'paused' || bare === 'timed_pause' || bare === 'timed_paused') return 'paused';
  return bare === 'cancelled' ? 'cancelled' : 'active';
}

/**
 * Spec 2 §5: how often a recurring purchase buys: a raffle every draw, a monthly product monthly,
 * a lottery weekly; with a minimum jackpot, only jackpots over it.
 */
export function frequencyLabel(item: {
  productType: string;
  monthly?: boolean;
  minimumJackpotAmount: Money | null;
}): string {
  if (item.minimumJackpotAmount) return `Jackpots over ${formatWhole(item.minimumJackpotAmount)}`;
  if (item.monthly) return 'Monthly';
  return item.productType === 'raffle_ticket' ? 'Every draw' : 'Weekly';
}
