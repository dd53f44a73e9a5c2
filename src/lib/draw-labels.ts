/**
 * Draw labels (spec 2 §5), always in Australia/Sydney time whatever the device's zone: the
 * forward-draw label of a draw's offset, and the relative day of a draw. "Tonight" is a draw today
 * at 6 pm or later (the evening draws), "Today" one earlier in the day.
 */
import { SITE, SITE_LOCALE } from './site-locale';

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

const clockFormat = sydneyFormat(SITE_LOCALE, {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  hourCycle: 'h23',
});
const weekdayFormat = sydneyFormat(SITE_LOCALE, { weekday: 'long' });
const longFormat = sydneyFormat(SITE_LOCALE, {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const timeFormat = sydneyFormat(SITE_LOCALE, { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });

/**
 * Sydney's wall clock at an instant, read from the formatter's parts: never from the shape of a
 * formatted string, which differs between engines (WebKit formats `en-CA` as 12/03/2026, not ISO).
 */
function sydneyClock(date: Date): { day: number; hour: number } {
  const part = Object.fromEntries(
    clockFormat()
      .formatToParts(date)
      .map(({ type, value }) => [type, Number(value)]),
  );
  // A day count, so two days subtract.
  const day = Date.UTC(part.year ?? 1970, (part.month ?? 1) - 1, part.day ?? 1) / 86_400_000;
  return { day, hour: part.hour ?? 0 };
}

const sydneyDay = (date: Date) => sydneyClock(date).day;

/** Whether two instants fall on the same Sydney day (relative labels against either are the same). */
export const sameDrawDay = (a: Date, b: Date) => sydneyDay(a) === sydneyDay(b);

/**
 * A date written from its parts into a template ("{day} {month} {year}"): the same words in every
 * engine, where the formatted string is not (WebKit's ICU writes "Monday, 7 December 2026" for
 * en-AU, V8's "Monday 7 December 2026": a prerendered page would not match its hydration).
 */
function spoken(format: Intl.DateTimeFormat, date: Date, template: string): string {
  const parts = format.formatToParts(date);
  return template.replace(
    /\{(\w+)\}/g,
    (_, type: string) => parts.find((part) => part.type === type)?.value ?? '',
  );
}

const EVENING_HOUR = 18;

export function relativeDrawDay(drawDate: string | Date, now: Date = new Date()): string {
  const draw = new Date(drawDate);
  const days = sydneyDay(draw) - sydneyDay(now);
  if (days === 0) return sydneyClock(draw).hour >= EVENING_HOUR ? 'Tonight' : 'Today';
  if (days === 1) return 'Tomorrow';
  if (days > 1 && days < 7) return `This ${weekdayFormat().format(draw)}`;
  if (days >= 7 && days < 14) return `Next ${weekdayFormat().format(draw)}`;
  return longDrawDate(draw);
}

/**
 * The relative day with its date, the weekday said once: "Next Thursday (3 December 2026)"; a
 * draw further off is its long date alone.
 */
export function drawDayWithDate(drawDate: string | Date, now: Date = new Date()): string {
  const relative = relativeDrawDay(drawDate, now);
  const long = longDrawDate(drawDate);
  return relative === long
    ? long
    : `${relative} (${spoken(longFormat(), new Date(drawDate), '{day} {month} {year}')})`;
}

/** "Saturday 28 November 2026", in Sydney. */
export const longDrawDate = (drawDate: string | Date) =>
  spoken(longFormat(), new Date(drawDate), SITE.longDate);

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
