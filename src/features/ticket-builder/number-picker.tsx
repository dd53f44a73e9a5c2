/**
 * A set's numbers as a keyboard grid (WCAG 2.2 AA): one tab stop, arrow keys move between numbers
 * (Home and End along a row, Ctrl+Home and Ctrl+End to the ends), Space or Enter picks or drops
 * the focused number. Each number reads as selected or not, and a polite live region says how
 * many are chosen as the customer picks. Targets are at least 36 px; seven to a row fits 390 px.
 */
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { NumberSet } from '@contract/schemas/shop';
import { inReadingOrder } from '@contract/ticket-rules';
import classes from './number-picker.module.css';

const COLUMNS = 7;

export interface NumberPickerProps {
  set: NumberSet;
  /** Numbers chosen in this set (favourites included). */
  chosen: readonly number[];
  /** Numbers shown as chosen but not changeable here (pinned favourites). */
  pinned?: readonly number[];
  label: string;
  onToggle: (number: number) => void;
}

export function NumberPicker({ set, chosen, pinned = [], label, onToggle }: NumberPickerProps) {
  const numbers = Array.from({ length: set.max - set.min + 1 }, (_, index) => set.min + index);
  const rows = Array.from({ length: Math.ceil(numbers.length / COLUMNS) }, (_, row) =>
    numbers.slice(row * COLUMNS, row * COLUMNS + COLUMNS),
  );
  const [active, setActive] = useState(set.min);
  const cells = useRef(new Map<number, HTMLDivElement>());
  const statusId = useId();
  const full = chosen.length >= set.count;

  const focus = (number: number) => {
    const target = Math.min(set.max, Math.max(set.min, number));
    setActive(target);
    cells.current.get(target)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, number: number) => {
    const column = (number - set.min) % COLUMNS;
    const moves: Record<string, () => number> = {
      ArrowRight: () => number + 1,
      ArrowLeft: () => number - 1,
      ArrowDown: () => number + COLUMNS,
      ArrowUp: () => number - COLUMNS,
      Home: () => (event.ctrlKey ? set.min : number - column),
      End: () => (event.ctrlKey ? set.max : Math.min(set.max, number - column + COLUMNS - 1)),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      focus(move());
    } else if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      if (!pinned.includes(number)) onToggle(number);
    }
  };

  return (
    <div>
      <div role="grid" aria-label={label} aria-describedby={statusId} className={classes.grid}>
        {rows.map((row) => (
          <div role="row" key={row[0]} className={classes.row}>
            {row.map((number) => {
              const selected = chosen.includes(number);
              const disabled = pinned.includes(number) || (full && !selected);
              return (
                <div
                  key={number}
                  role="gridcell"
                  ref={(element) => {
                    if (element) cells.current.set(number, element);
                    else cells.current.delete(number);
                  }}
                  tabIndex={number === active ? 0 : -1}
                  aria-selected={selected}
                  aria-disabled={disabled || undefined}
                  className={classes.cell}
                  onClick={() => {
                    setActive(number);
                    if (!pinned.includes(number)) onToggle(number);
                  }}
                  onKeyDown={(event) => onKeyDown(event, number)}
                >
                  {number}
                </div>
              );
            })}
          </div>
        ))}
      </div>
      <p
        id={statusId}
        aria-live="polite"
        style={{ margin: '6px 0 0', fontSize: 'var(--mantine-font-size-sm)' }}
      >
        {chosen.length} of {set.count} {set.name === 'Numbers' ? 'numbers' : set.name} chosen
      </p>
    </div>
  );
}

/** The slots of a game as they fill: numbers, favourites, empty places and add-on placeholders. */
export function GameSlots({
  sets,
  favourites = [],
  placeholders = [],
  label,
}: {
  /** Each set's slots, and whether the set is played in the order picked (Lotto Strike). */
  sets: { slots: (number | null)[]; ordered: boolean }[];
  favourites?: readonly number[];
  placeholders?: string[];
  label: string;
}) {
  return (
    <ul className={classes.slots} aria-label={label}>
      {favourites.map((number) => (
        <li key={`f${number}`} className={classes.slot} data-filled="true" data-favourite="true">
          {number}
        </li>
      ))}
      {sets
        .flatMap((set, setIndex) =>
          inReadingOrder(set.slots, set.ordered).map((number, index) => ({
            number,
            // A later set (the Powerball) stands apart from the main numbers.
            apart: setIndex > 0 && index === 0,
          })),
        )
        .map(({ number, apart }, index) => (
          // An empty slot is drawn and named "empty" by the stylesheet: the prerendered offer pages
          // carry a dozen games of them.
          <li
            key={index}
            className={classes.slot}
            data-filled={number !== null || undefined}
            data-apart={apart || undefined}
          >
            {number}
          </li>
        ))}
      {placeholders.map((text) => (
        <li key={text} className={classes.slot} data-filled="true">
          {text}
        </li>
      ))}
    </ul>
  );
}
