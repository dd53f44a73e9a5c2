import { describe, expect, it } from 'vitest';
import { backspace, codeOf, emptyCells, isComplete, paste, typeInto } from './code-cells';

describe('code cells', () => {
  it('take one digit per cell and move on', () => {
    let state = typeInto(emptyCells(), 0, '4');
    state = typeInto(state, state.focus, 'x');
    state = typeInto(state, state.focus, '72');
    expect(state.cells).toEqual(['4', '2', '', '', '', '']);
    expect(state.focus).toBe(2);
  });

  it('move back on backspace in an empty cell', () => {
    let state = typeInto(typeInto(emptyCells(), 0, '1'), 1, '2');
    state = backspace(state, 2);
    expect(state).toEqual({ cells: ['1', '', '', '', '', ''], focus: 1 });
    state = backspace(state, 0);
    expect(state).toEqual({ cells: ['', '', '', '', '', ''], focus: 0 });
  });

  it('fill up to 6 digits from a paste, ignoring other characters', () => {
    expect(paste(emptyCells(), 0, '12 34-56789').cells).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(paste(emptyCells(), 4, '987').cells).toEqual(['', '', '', '', '9', '8']);
    expect(paste(emptyCells(), 0, 'abc')).toEqual(emptyCells());
  });

  it('are complete with exactly six digits', () => {
    const full = paste(emptyCells(), 0, '123456');
    expect(isComplete(full.cells)).toBe(true);
    expect(codeOf(full.cells)).toBe('123456');
    expect(isComplete(paste(emptyCells(), 0, '12345').cells)).toBe(false);
  });
});
