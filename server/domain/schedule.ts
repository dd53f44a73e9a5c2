/**
 * When a lottery draws: weekly schedules (or monthly ones: the first Friday of each month) in
 * Australia/Sydney wall-clock time, turned into instants across daylight-saving changes by
 * @date-fns/tz. Sales stop a fixed number of minutes before the draw, as a retailer's do.
 */
import { TZDate } from '@date-fns/tz';
import type { DrawSchedule } from '../db/catalogue';

export const DRAW_TIME_ZONE = 'Australia/Sydney';

export interface DrawTime {
  /** Unix seconds. */
  drawAt: number;
  stopAt: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Every scheduled draw whose draw time falls in [fromSeconds, toSeconds), in order. */
export function drawTimesBetween(schedule: DrawSchedule, fromSeconds: number, toSeconds: number): DrawTime[] {
  const [hours = 0, minutes = 0] = schedule.time.split(':').map(Number);
  const times: DrawTime[] = [];
  // Walk the Sydney calendar one day at a time; a day is never skipped or repeated because each
  // step starts again from that day's local noon.
  const start = new TZDate(fromSeconds * 1000 - DAY_MS, DRAW_TIME_ZONE);
  let day = new TZDate(start.getFullYear(), start.getMonth(), start.getDate(), 12, 0, DRAW_TIME_ZONE);
  while (day.getTime() < toSeconds * 1000 + DAY_MS) {
    const inWeek =
      schedule.weekOfMonth === undefined || Math.ceil(day.getDate() / 7) === schedule.weekOfMonth;
    if (inWeek && schedule.days.includes(day.getDay())) {
      const at = new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), hours, minutes, DRAW_TIME_ZONE);
      const drawAt = Math.floor(at.getTime() / 1000);
      if (drawAt >= fromSeconds && drawAt < toSeconds)
        times.push({ drawAt, stopAt: drawAt - schedule.stopMinutes * 60 });
    }
    day = new TZDate(day.getFullYear(), day.getMonth(), day.getDate() + 1, 12, 0, DRAW_TIME_ZONE);
  }
  return times;
}
