import { describe, expect, it } from 'vitest';
import { endpoint, pathOf, versionOf } from './endpoint';
import * as walletEndpoints from './wallet';

describe('a declared endpoint', () => {
  it('fills its path with its params, whatever pattern each must match', () => {
    expect(pathOf(walletEndpoints.depositByMethod, { method: 'ap', gateway: 'braintree' })).toBe(
      '/funds/ap/braintree/deposit',
    );
    expect(pathOf(walletEndpoints.deposit, { depositId: 'dep_12345678' })).toBe(
      '/funds/dep_12345678/deposit',
    );
    expect(pathOf(walletEndpoints.withdrawal, { withdrawalId: 'wd/../x' })).toBe('/withdrawals/wd%2F..%2Fx');
    expect(pathOf(walletEndpoints.limits)).toBe('/spend-limits');
  });

  it('refuses to be called without a param its path names', () => {
    expect(() => pathOf(walletEndpoints.fund, {})).toThrow('/funds/:fundId{[0-9]+} needs its fundId');
  });

  it('is called at its version, or the one its body needs', () => {
    const body = { amount: 10, depositMethodCode: 'cc' } as const;
    expect(versionOf(walletEndpoints.depositToFund, body)).toBe('3.0');
    expect(versionOf(walletEndpoints.depositToFund, { ...body, csc: '123' })).toBe('3.4');
    expect(versionOf(walletEndpoints.withdrawable, undefined as never)).toBeUndefined();
    const fixed = endpoint<{ answer: null }>()({
      service: 'main',
      method: 'GET',
      path: '/x',
      personal: false,
      version: '3.8',
    });
    expect(versionOf(fixed, undefined as never)).toBe('3.8');
  });
});
