import { describe, expect, it } from 'vitest';
import { winnings } from './ticket-views';

const draws = [
  { drawNo: 1601, drawDate: '2026-12-03T09:30:00.000Z' },
  { drawNo: 1602, drawDate: '2026-12-10T09:30:00.000Z' },
];
const none = { prize: { amount: 0, currency: 'AUD' }, bestDivision: null };

describe('what a ticket says it won', () => {
  it('says a ticket before its draw is waiting for it, never that it did not win', () => {
    expect(winnings({ ...none, draws, nextDrawDate: draws[0]!.drawDate })).toBe(
      'Waiting for its draw on Thursday 3 December 2026',
    );
  });

  it('says a ticket with draws still to come has not won yet', () => {
    expect(winnings({ ...none, draws, nextDrawDate: draws[1]!.drawDate })).toBe(
      'No win yet, with a draw to come on Thursday 10 December 2026',
    );
  });

  it('says a drawn ticket won nothing, or what it won', () => {
    expect(winnings({ ...none, draws, nextDrawDate: null })).toBe('No win');
    expect(
      winnings({ prize: { amount: 12.5, currency: 'AUD' }, bestDivision: 7, draws, nextDrawDate: null }),
    ).toBe('Won $12.50 (best: division 7)');
  });
});
