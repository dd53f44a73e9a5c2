import { describe, expect, it } from 'vitest';
import type { CustomerOrder, PastDraw } from '@contract/schemas/results';
import { checkNumbers, numbersRule, savedGames, typedNumbers } from './check-numbers';

const draw = (
  drawId: number,
  drawDate: string,
  winningNumbers: Record<string, number[]> | null,
): PastDraw => ({
  drawId,
  drawNo: drawId,
  lotteryKey: 'powerball',
  offerKey: 'powerball',
  offerName: 'Powerball',
  offerUrl: 'powerball',
  type: 'lottery_ticket_draw',
  drawDate,
  status: 'DRAW_PAID',
  winningNumbers,
  prizePool: null,
  prizePoolSuffix: null,
  drawData: null,
  divisions: [],
  winnerInfo: [],
  customerData: null,
});

describe('check my numbers', () => {
  it('reads numbers however they are separated', () => {
    expect(typedNumbers(' 1, 2  3;4 ')).toEqual([1, 2, 3, 4]);
    expect(typedNumbers('')).toEqual([]);
  });

  it('asks for the set’s count of different numbers in its range, in the spec’s manner', () => {
    const main = numbersRule({ count: 7, min: 1, max: 35 });
    expect(main('1 2 3 4 5 6 7')).toBeUndefined();
    expect(main('1 2 3 4 5 6')).toBe('Enter 7 different numbers from 1 to 35');
    expect(main('1 2 3 4 5 6 6')).toBe('Enter 7 different numbers from 1 to 35');
    expect(main('1 2 3 4 5 6 36')).toBe('Enter 7 different numbers from 1 to 35');
    expect(numbersRule({ count: 1, min: 1, max: 20 })('21')).toBe('Enter a number from 1 to 20');
  });

  it('scores the numbers in every saved draw once, latest first, by the game’s divisions', () => {
    const winning = { numbers: [1, 2, 3, 4, 5, 6, 7], powerball: [9] };
    const older = draw(1, '2026-11-05T09:30:00Z', winning);
    const newer = draw(2, '2026-11-12T09:30:00Z', { numbers: [20, 21, 22, 23, 24, 25, 26], powerball: [1] });
    const undrawn = draw(3, '2026-11-19T09:30:00Z', null);
    const checked = checkNumbers('powerball', { numbers: [1, 2, 3, 4, 5, 30, 31], powerball: [9] }, [
      older,
      newer,
      older,
      undrawn,
    ]);
    expect(checked.map((entry) => [entry.draw.drawId, entry.division])).toEqual([
      [2, null],
      [1, 5],
    ]);
    expect(checkNumbers('no-such-game', {}, [older])).toEqual([]);
  });
});

describe('picking a saved ticket', () => {
  const order = (id: number, lotteryKey: string, createdAt: string, games: Record<string, number[]>[]) =>
    ({ id, lotteryKey, createdAt, games }) as unknown as CustomerOrder;

  it("offers each of the lottery's saved games once, newest ticket first", () => {
    const a = { numbers: [1, 2, 3, 4, 5, 6, 7], powerball: [8] };
    const b = { numbers: [9, 10, 11, 12, 13, 14, 15], powerball: [1] };
    const saved = savedGames(
      [
        order(1, 'powerball', '2026-11-01T01:00:00Z', [a]),
        order(2, 'powerball', '2026-11-20T01:00:00Z', [b, a]),
        order(2, 'powerball', '2026-11-20T01:00:00Z', [b, a]),
        order(3, 'oz-lotto', '2026-11-21T01:00:00Z', [{ numbers: [1, 2, 3, 4, 5, 6, 7] }]),
      ],
      'powerball',
    );
    expect(saved).toEqual([
      { label: 'Bought 20 Nov, game 1: 9 10 11 12 13 14 15 | 1', game: b },
      { label: 'Bought 20 Nov, game 2: 1 2 3 4 5 6 7 | 8', game: a },
    ]);
  });
});
