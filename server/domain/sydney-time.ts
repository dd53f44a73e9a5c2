/**
 * Instants as customers in Australia read them: Sydney's wall clock, with the zone in force on that
 * date (AEDT in summer, AEST in winter), for messages and emails the server writes.
 */
import type { Weekday } from '@contract/schemas/shop';
import { DRAW_TIME_ZONE } from './schedule';
import { SITE_LOCALE } from './site-locale';

const format = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(SITE_LOCALE, { ...options, timeZone: DRAW_TIME_ZONE });

// Made once: a formatter is costly to make, and a cart's every item asks for a weekday.
const weekday = format({ weekday: 'long' });
const longDate = format({ day: 'numeric', month: 'long', year: 'numeric' });
const dateTime = format({
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** The weekday of an instant where the draws are held. */
export const weekdayOf = (isoTime: string) => weekday.format(new Date(isoTime)).toLowerCase() as Weekday;

/** "27 November 2026". */
export const sydneyLongDate = (unix: number) => longDate.format(unix * 1000);

/** "Friday 27 November 2026 at 9:41 pm AEDT". */
export const sydneyDateTime = (unix: number) => dateTime.format(unix * 1000);
