import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { NumberSet } from '@contract/schemas/shop';
import { GameSlots, NumberPicker } from './number-picker';

const NUMBERS: NumberSet = {
  key: 'numbers',
  name: 'Numbers',
  count: 7,
  min: 1,
  max: 35,
  ordered: false,
  placeholder: null,
};

function Picker({ pinned }: { pinned?: number[] }) {
  const [chosen, setChosen] = useState<number[]>(pinned ?? []);
  return (
    <NumberPicker
      set={NUMBERS}
      chosen={chosen}
      pinned={pinned}
      label="Game 1: Numbers"
      onToggle={(number) =>
        setChosen((current) =>
          current.includes(number) ? current.filter((entry) => entry !== number) : [...current, number],
        )
      }
    />
  );
}

const cell = (name: number) => screen.getByRole('gridcell', { name: String(name) });

describe('the number picker', () => {
  it('is one tab stop, moved through with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    await user.tab();
    expect(document.activeElement).toBe(cell(1));
    expect(screen.getAllByRole('gridcell').filter((element) => element.tabIndex === 0)).toHaveLength(1);
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(document.activeElement).toBe(cell(9));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(cell(14));
    await user.keyboard('{Home}{ArrowUp}');
    expect(document.activeElement).toBe(cell(1));
    await user.keyboard('{Control>}{End}{/Control}');
    expect(document.activeElement).toBe(cell(35));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(cell(35));
  });

  it('picks and drops with Space or Enter, announcing the count', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    await user.tab();
    await user.keyboard(' {ArrowRight}{Enter}');
    expect(cell(1).getAttribute('aria-selected')).toBe('true');
    expect(cell(2).getAttribute('aria-selected')).toBe('true');
    const status = screen.getByText('2 of 7 numbers chosen');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(screen.getByRole('grid', { description: '2 of 7 numbers chosen' })).toBeTruthy();
    await user.keyboard(' ');
    expect(cell(2).getAttribute('aria-selected')).toBe('false');
    expect(screen.getByText('1 of 7 numbers chosen')).toBeTruthy();
  });

  it('marks the other numbers unavailable once the set is full, and keeps pinned favourites', async () => {
    const user = userEvent.setup();
    render(<Picker pinned={[5]} />);
    for (const number of [1, 2, 3, 4, 6, 7]) await user.click(cell(number));
    expect(screen.getByText('7 of 7 numbers chosen')).toBeTruthy();
    expect(cell(8).getAttribute('aria-disabled')).toBe('true');
    expect(cell(7).getAttribute('aria-disabled')).toBeNull();
    await user.click(cell(5));
    expect(cell(5).getAttribute('aria-selected')).toBe('true');
  });
});

describe('a game’s slots', () => {
  it('read in order, the Powerball after the main numbers, empty slots last', () => {
    render(
      <GameSlots
        label="Game 1 numbers"
        sets={[
          { slots: [30, null, 4, 17], ordered: false },
          { slots: [9], ordered: false },
        ]}
      />,
    );
    const slots = screen.getByRole('list', { name: 'Game 1 numbers' }).querySelectorAll('li');
    expect([...slots].map((slot) => slot.textContent)).toEqual(['4', '17', '30', '', '9']);
    expect([...slots].map((slot) => slot.hasAttribute('data-apart'))).toEqual([
      false,
      false,
      false,
      false,
      true,
    ]);
  });

  it('keep the order picked where the order is the bet (Lotto Strike)', () => {
    render(<GameSlots label="Game 1 numbers" sets={[{ slots: [30, 4, 17], ordered: true }]} />);
    const slots = screen.getByRole('list', { name: 'Game 1 numbers' }).querySelectorAll('li');
    expect([...slots].map((slot) => slot.textContent)).toEqual(['30', '4', '17']);
  });
});
