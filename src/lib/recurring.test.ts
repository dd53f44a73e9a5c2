import { describe, expect, it } from 'vitest';
import { recurringEnabled } from './recurring';

describe('recurring purchases', () => {
  it('follow the setting, except availability always (on) and never (off)', () => {
    expect(recurringEnabled('always', false)).toBe(true);
    expect(recurringEnabled('optional', true)).toBe(true);
    expect(recurringEnabled('optional', false)).toBe(false);
    expect(recurringEnabled('never', true)).toBe(false);
  });
});
