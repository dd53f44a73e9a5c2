import { describe, expect, it } from 'vitest';
import { destinationAfterSignIn } from './after-sign-in';

describe('destinationAfterSignIn', () => {
  const customer = { forcePasswordChange: false, accountUpgrade: false };

  it('goes where the customer was going', () => {
    expect(destinationAfterSignIn(customer, '/lotto-results')).toBe('/lotto-results');
  });

  it('goes to the forced password change first, then the account upgrade', () => {
    expect(destinationAfterSignIn({ forcePasswordChange: true, accountUpgrade: true }, '/')).toBe(
      '/force-password-change',
    );
    expect(destinationAfterSignIn({ ...customer, accountUpgrade: true }, '/')).toBe(
      '/my-account/upgrade-account',
    );
  });
});
