import { describe, expect, it } from 'vitest';
import { restrictedTo } from './restriction';

describe('restrictedTo', () => {
  const free = { forcePasswordChange: false, accountUpgrade: false };

  it('lets an unrestricted customer go anywhere', () => {
    expect(restrictedTo(free, '/lotto-results')).toBeUndefined();
  });

  it('keeps a customer who must change the password on that page, but lets them log out', () => {
    const forced = { ...free, forcePasswordChange: true };
    expect(restrictedTo(forced, '/')).toBe('/force-password-change');
    expect(restrictedTo(forced, '/force-password-change')).toBeUndefined();
    expect(restrictedTo(forced, '/logout')).toBeUndefined();
  });

  it('sends a customer who must upgrade to the upgrade page, password change first', () => {
    expect(restrictedTo({ ...free, accountUpgrade: true }, '/')).toBe('/my-account/upgrade-account');
    expect(restrictedTo({ forcePasswordChange: true, accountUpgrade: true }, '/')).toBe(
      '/force-password-change',
    );
  });
});
