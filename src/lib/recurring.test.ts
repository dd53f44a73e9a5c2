import { describe, expect, it } from 'vitest';
import { frequencyLabel, recurringEnabled, recurringState } from './recurring';

describe('recurring purchases', () => {
  it('follow the setting, except availability always (on) and never (off)', () => {
    expect(recurringEnabled('always', false)).toBe(true);
    expect(recurringEnabled('optional', true)).toBe(true);
    expect(recurringEnabled('optional', false)).toBe(false);
    expect(recurringEnabled('never', true)).toBe(false);
  });

  it('count a pause and a timed pause both as paused, in either form', () => {
    expect(recurringState('recurring_status_paused')).toBe('paused');
    expect(recurringState('recurring_status_timed_pause')).toBe('paused');
    expect(recurringState('timed_paused')).toBe('paused');
    expect(recurringState('paused')).toBe('paused');
    expect(recurringState('recurring_status_active')).toBe('active');
    expect(recurringState('recurring_status_cancelled')).toBe('cancelled');
  });

  it('label how often they buy', () => {
    const none = { minimumJackpotAmount: null };
    expect(frequencyLabel({ productType: 'lottery_ticket', ...none })).toBe('Weekly');
    expect(frequencyLabel({ productType: 'raffle_ticket', ...none })).toBe('Every draw');
    expect(frequencyLabel({ productType: 'lottery_ticket', monthly: true, ...none })).toBe('Monthly');
    expect(
      frequencyLabel({
        productType: 'lottery_ticket',
        minimumJackpotAmount: { amount: 20_000_000, currency: 'AUD' },
      }),
    ).toBe('Jackpots of at least $20,000,000');
  });
});
