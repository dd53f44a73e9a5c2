import { describe, expect, it } from 'vitest';
import { blockedReasonAction, orderTotal } from './cart-rules';

const aud = (amount: number) => ({ amount, currency: 'AUD' });

describe('the order total', () => {
  it('is the cart total less pre-orders, less the wallet, never below zero', () => {
    // The wallet must hold the pre-orders as well, so what it lacks counts them.
    expect(orderTotal({ cartTotal: aud(30), preOrderTotal: aud(10) }, null)).toEqual({
      dueNow: aud(20),
      fromWallet: aud(0),
      remainder: aud(30),
    });
    expect(orderTotal({ cartTotal: aud(30), preOrderTotal: aud(10) }, aud(12.5))).toEqual({
      dueNow: aud(20),
      fromWallet: aud(12.5),
      remainder: aud(17.5),
    });
    expect(orderTotal({ cartTotal: aud(30), preOrderTotal: aud(10) }, aud(25))).toEqual({
      dueNow: aud(20),
      fromWallet: aud(20),
      remainder: aud(5),
    });
    expect(orderTotal({ cartTotal: aud(8.1), preOrderTotal: aud(0) }, aud(500))).toEqual({
      dueNow: aud(8.1),
      fromWallet: aud(8.1),
      remainder: aud(0),
    });
  });
});

describe('blocked reasons', () => {
  it('take their action from their id, camelCased or not; anything else is fixed', () => {
    expect(blockedReasonAction('spendLimit')).toBe('spend_limit');
    expect(blockedReasonAction('verify_account_required')).toBe('verify_account_required');
    expect(blockedReasonAction('globalSpendLimit')).toBe('global_spend_limit');
    expect(blockedReasonAction('depositLimit')).toBe('deposit_limit');
    expect(blockedReasonAction('close')).toBe('close');
    expect(blockedReasonAction('somethingNew')).toBe('fixed');
  });
});
