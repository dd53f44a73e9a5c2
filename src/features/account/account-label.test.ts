import { describe, expect, it } from 'vitest';
import { accountLabel } from './account-label';

describe('accountLabel', () => {
  it('shows the funds when the capability is on and they are known', () => {
    expect(accountLabel({ amount: 50, currency: 'AUD' }, true)).toBe('Account $50.00');
  });

  it('is plain "Account" otherwise', () => {
    expect(accountLabel({ amount: 50, currency: 'AUD' }, false)).toBe('Account');
    expect(accountLabel(undefined, true)).toBe('Account');
  });
});
