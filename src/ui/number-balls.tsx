/**
 * Numbers as balls, one row per set, the one way numbers are shown: a draw's winning numbers, or a
 * ticket's numbers with those it matched filled and the rest open (and in words for screen readers
 * and print). Balls take the game's colour from the nearest --game-colour (ui/game-brand.tsx).
 */
import { Stack, Text, VisuallyHidden } from '@mantine/core';
import classes from './number-balls.module.css';

const SET_NAMES: Record<string, string> = {
  numbers: 'Winning numbers',
  supplementary: 'Supplementary',
  powerball: 'Powerball',
  bonus: 'Bonus',
  tickets: 'Winning tickets',
};

/** Sets in the order a result reads: the main numbers first. */
const ORDER = Object.keys(SET_NAMES);
const bySetOrder = (a: string, b: string) => ORDER.indexOf(a) - ORDER.indexOf(b);

/** Each set's own ball: the game's colour for its main numbers, gold for the Powerball, grey for the rest. */
const setClass = (set: string) =>
  set === 'powerball' ? classes.powerball : set === 'numbers' || set === 'tickets' ? '' : classes.extra;

export function NumberBalls({
  numbers,
  label,
  set = 'numbers',
  matched,
}: {
  numbers: number[];
  label: string;
  /** The set the numbers are of (a key of a draw's winning numbers). */
  set?: string;
  /** A ticket's numbers: those to mark as matched; the rest are shown open. */
  matched?: readonly number[];
}) {
  return (
    <ul className={classes.balls} aria-label={label}>
      {numbers.map((number, index) => {
        const hit = matched?.includes(number) ?? false;
        return (
          <li
            key={`${number}-${index}`}
            className={[
              classes.ball,
              setClass(set),
              matched ? (hit ? classes.matched : classes.open) : '',
            ].join(' ')}
          >
            {number}
            {hit && <VisuallyHidden> (matched)</VisuallyHidden>}
          </li>
        );
      })}
    </ul>
  );
}

export function WinningNumbers({
  numbers,
  headed = false,
}: {
  numbers: Record<string, number[]>;
  /** Under a "Winning numbers" heading already: the main set's caption would say it twice. */
  headed?: boolean;
}) {
  return (
    <div className={classes.sets}>
      {Object.keys(numbers)
        .sort(bySetOrder)
        .map((key) => (
          <Stack key={key} gap={4}>
            {!(headed && key === 'numbers') && (
              <Text size="xs" fw={600} c="dimmed">
                {SET_NAMES[key] ?? key}
              </Text>
            )}
            <NumberBalls numbers={numbers[key] ?? []} label={SET_NAMES[key] ?? key} set={key} />
          </Stack>
        ))}
    </div>
  );
}

/** A ticket's game with the numbers the draw matched marked: main numbers against the main draw, extras against theirs. */
export function TicketNumbers({
  game,
  winning,
}: {
  game: Record<string, number[]>;
  winning: Record<string, number[]> | null;
}) {
  // Main numbers match the winning numbers and the supplementaries or bonus numbers; a Powerball
  // matches the Powerball.
  const matchedIn = (key: string) =>
    key === 'numbers'
      ? [...(winning?.numbers ?? []), ...(winning?.supplementary ?? []), ...(winning?.bonus ?? [])]
      : (winning?.[key] ?? []);
  return (
    <div className={classes.sets}>
      {Object.keys(game)
        .sort(bySetOrder)
        .map((key) => (
          <NumberBalls
            key={key}
            numbers={game[key] ?? []}
            label={key === 'numbers' ? 'Your numbers' : `Your ${SET_NAMES[key] ?? key}`}
            set={key}
            matched={matchedIn(key)}
          />
        ))}
    </div>
  );
}
