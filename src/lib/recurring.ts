/**
 * Recurring rules (spec 2 §4, §5): autoplay and subscription follow the customer's setting, except
 * that availability `always` is always on (and `never` never is); a recurring status as the
 * customer reads it (a timed pause is a pause); the frequency labels; and each one's own page.
 */
import type { Money } from '@contract/schemas/fields';
import type { AppLink } from './app-link';
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
 * a lottery weekly; with a minimum jackpot, only jackpots of at least that much.
 */
export function frequencyLabel(item: {
  productType: string;
  monthly?: boolean;
  minimumJackpotAmount: Money | null;
}): string {
  if (item.minimumJackpotAmount) return `Jackpots of at least ${formatWhole(item.minimumJackpotAmount)}`;
  if (item.monthly) return 'Monthly';
  return item.productType === 'raffle_ticket' ? 'Every draw' : 'Weekly';
}

/** One autoplay's or subscription's own page. */
export const recurringLink = (item: { type: 'autoplay' | 'subscription'; autoplayId: number }): AppLink =>
  item.type === 'subscription'
    ? { to: '/my-account/subscriptions/ticket/$id', params: { id: item.autoplayId } }
    : { to: '/my-account/autoplay/ticket/$id', params: { id: item.autoplayId } };
