/**
 * Draw labels (spec 2 §5), always in Australia/Sydney time whatever the device's zone: the
 * forward-draw label of a draw's offset, and the relative day of a draw. "Tonight" is a draw today
 * at 6 pm or later (the evening draws), "Today" one earlier in the day.
 */
import { SITE_LOCALE } from './site-locale';

export const DRAW_TIME_ZONE = 'Australia/Sydney';

export function forwardDrawLabel(offset: number): string {
  if (offset === 0) return 'Next Available Draw';
  const suffix = offset === 1 ? 'st' : offset === 2 ? 'nd' : offset === 3 ? 'rd' : 'th';
  return `${offset}${suffix} Forward Draw`;
}

/**
 * A Sydney formatter, built on first use: building one (time-zone data) takes milliseconds, which
 * at start-up every page would pay for all five, in its longest task.
 */
function sydneyFormat(locale: string, options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => (format ??= new Intl.DateTimeFormat(locale, { timeZone: DRAW_TIME_ZONE, ...options }));
}

const dayFormat = sydneyFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });
const hourFormat = sydneyFormat(SITE_LOCALE, { hour: 'numeric', hourCycle: 'h23' });
const weekdayFormat = sydneyFormat(SITE_LOCALE, { weekday: 'long' });
const longFormat = sydneyFormat(SITE_LOCALE, {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const timeFormat = sydneyFormat(SITE_LOCALE, { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });

/** The Sydney calendar day of an instant, as a day count, so two days subtract. */
function sydneyDay(date: Date): number {
  const [year, month, day] = dayFormat().format(date).split('-').map(Number);
  return Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1) / 86_400_000;
}

/** Whether two instants fall on the same Sydney day (relative labels against either are the same). */
export const sameDrawDay = (a: Date, b: Date) => sydneyDay(a) === sydneyDay(b);

const EVENING_HOUR = 18;

export function relativeDrawDay(drawDate: string | Date, now: Date = new Date()): string {
  const draw = new Date(drawDate);
  const days = sydneyDay(draw) - sydneyDay(now);
  if (days === 0) return Number(hourFormat().format(draw)) >= EVENING_HOUR ? 'Tonight' : 'Today';
  if (days === 1) return 'Tomorrow';
  if (days > 1 && days < 7) return `This ${weekdayFormat().format(draw)}`;
  if (days >= 7 && days < 14) return `Next ${weekdayFormat().format(draw)}`;
  return longFormat().format(draw);
}

const dateFormat = sydneyFormat(SITE_LOCALE, { day: 'numeric', month: 'long', year: 'numeric' });

/**
 * The relative day with its date, the weekday said once: "Next Thursday (3 December 2026)"; a
 * draw further off is its long date alone.
 */
export function drawDayWithDate(drawDate: string | Date, now: Date = new Date()): string {
  const relative = relativeDrawDay(drawDate, now);
  const long = longDrawDate(drawDate);
  return relative === long ? long : `${relative} (${dateFormat().format(new Date(drawDate))})`;
}

/** "Saturday 28 November 2026", in Sydney. */
export const longDrawDate = (drawDate: string | Date) => longFormat().format(new Date(drawDate));

/** "6:30 pm AEDT", in Sydney. */
export const drawTime = (drawDate: string | Date) => timeFormat().format(new Date(drawDate));

const shortDateTimeFormat = sydneyFormat(SITE_LOCALE, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "26 Nov 2026, 4:30 pm", in Sydney: when a transaction happened, to the minute. */
export const shortDateTime = (instant: string | Date) => shortDateTimeFormat().format(new Date(instant));
