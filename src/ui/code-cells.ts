/**
 * The 6-cell code entry (spec 1 §4): one digit per cell, typing moves on, backspace in an empty
 * cell moves back and clears it, a paste fills up to 6 digits from the cell it lands in. Pure,
 * so the component only maps keys and focus onto it.
 */
export const CODE_LENGTH = 6;

export type Cells = readonly string[];

export interface CellState {
  cells: Cells;
  focus: number;
}

export const emptyCells = (): CellState => ({ cells: Array<string>(CODE_LENGTH).fill(''), focus: 0 });

const clampFocus = (index: number) => Math.max(0, Math.min(CODE_LENGTH - 1, index));

/** Typing in a cell keeps its last digit; anything that is not a digit is ignored. */
export function typeInto(state: CellState, index: number, input: string): CellState {
  const digit = input.replace(/\D/g, '').slice(-1);
  if (!digit) return state;
  const cells = [...state.cells];
  cells[index] = digit;
  return { cells, focus: clampFocus(index + 1) };
}

export function backspace(state: CellState, index: number): CellState {
  const cells = [...state.cells];
  if (cells[index]) {
    cells[index] = '';
    return { cells, focus: index };
  }
  const previous = clampFocus(index - 1);
  cells[previous] = '';
  return { cells, focus: previous };
}

/** A paste takes only its digits, at most as many as there are cells from `index` on. */
export function paste(state: CellState, index: number, text: string): CellState {
  const digits = text.replace(/\D/g, '').slice(0, CODE_LENGTH - index);
  if (!digits) return state;
  const cells = [...state.cells];
  [...digits].forEach((digit, offset) => {
    cells[index + offset] = digit;
  });
  return { cells, focus: clampFocus(index + digits.length) };
}

export function codeOf(cells: Cells): string {
  return cells.join('');
}

export function isComplete(cells: Cells): boolean {
  return cells.length === CODE_LENGTH && cells.every((cell) => /^\d$/.test(cell));
}
