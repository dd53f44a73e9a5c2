import { describe, expect, it } from 'vitest';
import { timeLeft } from './countdown';

const MINUTE = 60_000;

describe('timeLeft', () => {
  it('counts days and hours, hours and minutes, or minutes, rounding a started minute up', () => {
    expect(timeLeft((3 * 24 * 60 + 4 * 60 + 59) * MINUTE)).toBe('3 d 4 h');
    expect(timeLeft(2 * 24 * 60 * MINUTE)).toBe('2 d');
    expect(timeLeft((2 * 60 + 14) * MINUTE)).toBe('2 h 14 min');
    expect(timeLeft((2 * 60 + 13) * MINUTE + 1)).toBe('2 h 14 min');
    expect(timeLeft(5 * 60 * MINUTE)).toBe('5 h');
    expect(timeLeft(14 * MINUTE)).toBe('14 min');
    expect(timeLeft(1)).toBe('1 min');
  });
});
