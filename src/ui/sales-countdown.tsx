/**
 * "Sales close in 2 h 14 min": a live countdown to a draw's close of sales, to the minute, for a
 * card or an offer page. A screen reader hears the exact closing time instead of a count that
 * changes under it. While React hydrates a prerendered page it shows the day the page was built
 * with ("Sales close this Thursday at 7:30 pm"): the build's clock is not the customer's.
 */
import { useEffect, useState } from 'react';
import { timeLeft } from '@/lib/countdown';
import { drawTime, longDrawDate, relativeDrawDay } from '@/lib/draw-labels';
import frame from './frame.module.css';
import { useHydrated, useRenderTime } from './use-hydrated';

const TICK_MS = 15_000;

/** "This Saturday" reads "this Saturday" inside a sentence; a date keeps its capitals. */
const inSentence = (label: string) =>
  label.replace(/^(This|Next|Today|Tonight|Tomorrow)\b/, (word) => word.toLowerCase());

export function SalesCountdown({ stop, className }: { stop: string; className?: string }) {
  const hydrated = useHydrated();
  const renderedAt = useRenderTime();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!hydrated) return;
    const tick = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(tick);
  }, [hydrated]);
  if (!hydrated)
    return (
      <p className={className}>
        Sales close {inSentence(relativeDrawDay(stop, renderedAt))} at {drawTime(stop)}
      </p>
    );
  const left = Date.parse(stop) - now;
  return (
    <p className={className}>
      <span aria-hidden="true">{left > 0 ? `Sales close in ${timeLeft(left)}` : 'Sales have closed'}</span>
      <span className={frame.visuallyHidden}>
        {left > 0 ? 'Sales close' : 'Sales closed'} {longDrawDate(stop)} at {drawTime(stop)}
      </span>
    </p>
  );
}
