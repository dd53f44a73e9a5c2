import { describe, expect, it } from 'vitest';
import { gameInReadingOrder, inReadingOrder } from './ticket-rules';

describe('numbers as they read', () => {
  it('are sorted, empty slots last, unless the set is played in order', () => {
    expect(inReadingOrder([9, null, 2, 30], false)).toEqual([2, 9, 30, null]);
    expect(inReadingOrder([9, null, 2, 30], true)).toEqual([9, null, 2, 30]);
    expect(
      gameInReadingOrder({ numbers: [35, 1, 22], powerball: [7] }, [
        { key: 'numbers', ordered: false },
        { key: 'powerball', ordered: false },
      ]),
    ).toEqual({ numbers: [1, 22, 35], powerball: [7] });
    expect(gameInReadingOrder({ numbers: [40, 3] }, [{ key: 'numbers', ordered: true }])).toEqual({
      numbers: [40, 3],
    });
  });
});
