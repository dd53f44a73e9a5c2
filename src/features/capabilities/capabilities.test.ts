import { describe, expect, it } from 'vitest';
import { chooseSegment, hasCapabilities, type Capabilities } from './capabilities';

const data: Capabilities = {
  defaultSegment: 'visitor',
  segments: [
    { name: 'visitor', capabilities: ['registration', 'blog'], suppressed: [] },
    { name: 'customer', capabilities: ['blog', 'wallet_deposit', 'wallet_balance'], suppressed: [] },
    { name: 'self_excluded', capabilities: ['blog', 'wallet_deposit'], suppressed: ['wallet_deposit'] },
  ],
};

describe('capabilities', () => {
  it("chooses the customer's segment, else the visitor default", () => {
    expect(chooseSegment(data, 'customer')?.name).toBe('customer');
    expect(chooseSegment(data, undefined)?.name).toBe('visitor');
    expect(chooseSegment(data, 'unknown')?.name).toBe('visitor');
  });

  it('holds a capability the segment lists', () => {
    expect(hasCapabilities(data, undefined, 'registration')).toBe(true);
    expect(hasCapabilities(data, undefined, 'wallet_deposit')).toBe(false);
    expect(hasCapabilities(data, 'customer', 'wallet_deposit')).toBe(true);
  });

  it('needs every name of an all-of check', () => {
    expect(hasCapabilities(data, 'customer', ['wallet_deposit', 'wallet_balance'])).toBe(true);
    expect(hasCapabilities(data, 'customer', ['wallet_deposit', 'registration'])).toBe(false);
    expect(hasCapabilities(data, 'customer', [])).toBe(true);
  });

  it('lets a segment suppress a capability it would otherwise hold', () => {
    expect(hasCapabilities(data, 'self_excluded', 'blog')).toBe(true);
    expect(hasCapabilities(data, 'self_excluded', 'wallet_deposit')).toBe(false);
  });

  it('holds nothing before capabilities have loaded', () => {
    expect(hasCapabilities(undefined, 'customer', 'blog')).toBe(false);
  });
});
