import { describe, expect, it } from 'vitest';
import type { CustomerLimit } from '@contract/schemas/wallet';
import { spendRoom } from './spend-room';

const aud = (amount: number) => ({ amount, currency: 'AUD' });
const system = { period: 'monthly' as const, limit: aud(5000), remaining: aud(4950.05) };
const weekly: CustomerLimit = {
  id: 1,
  kind: 'spend',
  period: 'weekly',
  limit: aud(50),
  pending: null,
  status: { amountSpent: aud(49.95), limit: aud(50), remaining: aud(0.05) },
};

describe('what can still be spent', () => {
  it('is the least any limit leaves, naming the one that binds', () => {
    expect(spendRoom({ customerLimits: [weekly], systemLimits: [system] })).toEqual({
      remaining: aud(0.05),
      binding: 'your weekly spend limit of $50.00',
    });
  });

  it('is the limit every customer has when the customer set none, or theirs leaves more', () => {
    const deposit = { ...weekly, kind: 'deposit' as const, status: { ...weekly.status, remaining: aud(1) } };
    expect(spendRoom({ customerLimits: [deposit], systemLimits: [system] })).toEqual({
      remaining: aud(4950.05),
      binding: 'the limit of $5,000.00 in any 30 days that every customer has',
    });
  });
});
