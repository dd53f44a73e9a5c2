import { describe, expect, it } from 'vitest';
import { gamesPlayed, LOTTERY_RULES, scoreGame, type LotteryRules } from './prize-divisions';

const rulesOf = (key: string): LotteryRules => {
  const rules = LOTTERY_RULES[key];
  if (!rules) throw new Error(`no rules for ${key}`);
  return rules;
};
const divisionOf = (key: string, game: Record<string, number[]>, winning: Record<string, number[]>) =>
  scoreGame(rulesOf(key), game, winning).division;

describe('Powerball, divisions 1 to 9', () => {
  const winning = { numbers: [1, 2, 3, 4, 5, 6, 7], powerball: [10] };
  const game = (matched: number, powerball: boolean) => ({
    numbers: [...[1, 2, 3, 4, 5, 6, 7].slice(0, matched), ...[20, 21, 22, 23, 24, 25, 26].slice(matched)],
    powerball: [powerball ? 10 : 11],
  });
  it.each([
    [7, true, 1],
    [7, false, 2],
    [6, true, 3],
    [6, false, 4],
    [5, true, 5],
    [4, true, 6],
    [5, false, 7],
    [3, true, 8],
    [2, true, 9],
    [4, false, null],
    [1, true, null],
    [0, true, null],
    [3, false, null],
  ])('%i numbers, Powerball %s: division %s', (matched, powerball, division) => {
    expect(divisionOf('powerball', game(matched, powerball), winning)).toBe(division);
  });
});

describe('Saturday Lotto, divisions 1 to 6 with supplementaries', () => {
  const winning = { numbers: [1, 2, 3, 4, 5, 6], supplementary: [7, 8] };
  const game = (matched: number, supps: number) => ({
    numbers: [
      ...[1, 2, 3, 4, 5, 6].slice(0, matched),
      ...[7, 8].slice(0, supps),
      40,
      41,
      42,
      43,
      44,
      45,
    ].slice(0, 6),
  });
  it.each([
    [6, 0, 1],
    [5, 1, 2],
    [5, 0, 3],
    [4, 2, 4],
    [4, 0, 4],
    [3, 1, 5],
    [3, 2, 5],
    [3, 0, null],
    [2, 2, 6],
    [1, 2, 6],
    [2, 1, null],
    [0, 2, null],
  ])('%i numbers and %i supplementaries: division %s', (matched, supps, division) => {
    expect(divisionOf('saturday-lotto', game(matched, supps), winning)).toBe(division);
  });
});

describe('the other games', () => {
  it('Oz Lotto: seven numbers, then six with a supplementary, down to three with one', () => {
    const winning = { numbers: [1, 2, 3, 4, 5, 6, 7], supplementary: [8, 9, 10] };
    expect(divisionOf('oz-lotto', { numbers: [1, 2, 3, 4, 5, 6, 7] }, winning)).toBe(1);
    expect(divisionOf('oz-lotto', { numbers: [1, 2, 3, 4, 5, 6, 8] }, winning)).toBe(2);
    expect(divisionOf('oz-lotto', { numbers: [1, 2, 3, 4, 30, 31, 32] }, winning)).toBe(6);
    expect(divisionOf('oz-lotto', { numbers: [1, 2, 3, 9, 30, 31, 32] }, winning)).toBe(7);
    expect(divisionOf('oz-lotto', { numbers: [1, 2, 3, 30, 31, 32, 33] }, winning)).toBeNull();
  });

  it('Set for Life: the bonus numbers count against the numbers picked', () => {
    const winning = { numbers: [1, 2, 3, 4, 5, 6, 7], bonus: [8, 9] };
    expect(divisionOf('set-for-life', { numbers: [1, 2, 3, 4, 5, 6, 7] }, winning)).toBe(1);
    expect(divisionOf('set-for-life', { numbers: [1, 2, 3, 4, 5, 6, 9] }, winning)).toBe(2);
    expect(divisionOf('set-for-life', { numbers: [1, 2, 8, 30, 31, 32, 33] }, winning)).toBe(8);
    expect(divisionOf('set-for-life', { numbers: [1, 2, 30, 31, 32, 33, 34] }, winning)).toBeNull();
  });

  it('Lotto Strike: the run of numbers in their drawn places, from the first', () => {
    const winning = { numbers: [5, 10, 15, 20] };
    expect(divisionOf('lotto-strike', { numbers: [5, 10, 15, 20] }, winning)).toBe(1);
    expect(divisionOf('lotto-strike', { numbers: [5, 10, 15, 21] }, winning)).toBe(2);
    expect(divisionOf('lotto-strike', { numbers: [5, 11, 15, 20] }, winning)).toBe(4);
    // All four drawn, none in its place: no prize.
    expect(divisionOf('lotto-strike', { numbers: [20, 15, 10, 5] }, winning)).toBeNull();
  });
});

describe('the games an entry plays', () => {
  const powerball = { mainCount: 7, mainMax: 35, powerballMax: 20 };

  it('a System 9 Powerball entry plays every 7 of its 9 numbers (36 games)', () => {
    const games = gamesPlayed(
      { ...powerball, gameType: 'reduced_system' },
      { numbers: [1, 2, 3, 4, 5, 6, 7, 8, 9], powerball: [3] },
    );
    expect(games).toHaveLength(36);
    expect(new Set(games.map((game) => game.numbers?.join())).size).toBe(36);
    expect(games.every((game) => game.numbers?.length === 7 && game.powerball?.[0] === 3)).toBe(true);
  });

  it('PowerHit plays the numbers with all 20 Powerballs, so one of them always wins the Powerball', () => {
    const games = gamesPlayed({ ...powerball, gameType: 'powerhit' }, { numbers: [1, 2, 3, 4, 5, 6, 7] });
    expect(games.map((game) => game.powerball?.[0])).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const winning = { numbers: [1, 2, 3, 4, 5, 6, 7], powerball: [13] };
    const divisions = games.map((game) => scoreGame(rulesOf('powerball'), game, winning).division);
    expect(divisions.filter((division) => division === 1)).toHaveLength(1);
    expect(divisions.filter((division) => division === 2)).toHaveLength(19);
  });

  it('Powerpik plays six numbers with each of the 29 other numbers as the seventh', () => {
    const games = gamesPlayed(
      { ...powerball, gameType: 'powerpik' },
      { numbers: [1, 2, 3, 4, 5, 6], powerball: [9] },
    );
    expect(games).toHaveLength(29);
    expect(games.map((game) => game.numbers?.[6])).toEqual(Array.from({ length: 29 }, (_, i) => i + 7));
  });

  it('a boxed Strike game plays its four numbers in all 24 orders', () => {
    const games = gamesPlayed(
      { gameType: 'strike_boxed', mainCount: 4, mainMax: 45 },
      { numbers: [5, 10, 15, 20] },
    );
    expect(games).toHaveLength(24);
    const winning = { numbers: [20, 15, 10, 5] };
    const divisions = games.map((game) => scoreGame(rulesOf('lotto-strike'), game, winning).division);
    expect(divisions).toContain(1);
  });

  it('a standard game is itself', () => {
    const game = { numbers: [1, 2, 3, 4, 5, 6], supplementary: [] };
    expect(gamesPlayed({ gameType: 'standard', mainCount: 6, mainMax: 45 }, game)).toEqual([game]);
  });
});
