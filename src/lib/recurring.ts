/**
 * Recurring rules (spec 2 §4): autoplay and subscription follow the customer's setting, except
 * that availability `always` is always on (and `never` never is).
 */
export type RecurringAvailability = 'always' | 'optional' | 'never';

export function recurringEnabled(availability: RecurringAvailability, setting: boolean): boolean {
  if (availability === 'always') return true;
  if (availability === 'never') return false;
  return setting;
}
