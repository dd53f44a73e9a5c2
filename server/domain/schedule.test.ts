import { describe, expect, it } from 'vitest';
import { drawTimesBetween } from './schedule';

const seconds = (iso: string) => Date.parse(iso) / 1000;
const iso = (s: number) => new Date(s * 1000).toISOString();

describe('draw schedule in Sydney time', () => {
  const saturday = { days: [6], time: '19:30', stopMinutes: 60 };

  it('keeps 7:30 pm local across the change to daylight saving', () => {
    const times = drawTimesBetween(
      saturday,
      seconds('2026-09-20T00:00:00Z'),
      seconds('2026-10-12T00:00:00Z'),
    );
    // 26 Sep is AEST (UTC+10); 3 and 10 Oct are AEDT (UTC+11) since daylight saving began on 4 Oct.
    expect(times.map((time) => iso(time.drawAt))).toEqual([
      '2026-09-26T09:30:00.000Z',
      '2026-10-03T09:30:00.000Z',
      '2026-10-10T08:30:00.000Z',
    ]);
    expect(times[0]!.drawAt - times[0]!.stopAt).toBe(3600);
  });

  it('draws daily games every day and skips nothing at the boundaries', () => {
    const daily = { days: [0, 1, 2, 3, 4, 5, 6], time: '19:30', stopMinutes: 60 };
    const from = seconds('2026-11-23T08:30:00Z');
    const times = drawTimesBetween(daily, from, from + 7 * 86400);
    expect(times).toHaveLength(7);
    expect(times[0]!.drawAt).toBe(from);
  });

  it('draws a monthly game on the first Friday of each month only', () => {
    const firstFriday = { days: [5], weekOfMonth: 1, time: '20:00', stopMinutes: 60 };
    const times = drawTimesBetween(
      firstFriday,
      seconds('2026-11-01T00:00:00Z'),
      seconds('2027-02-01T00:00:00Z'),
    );
    // 6 Nov, 4 Dec 2026 and 1 Jan 2027, 8 pm in Sydney (UTC+11).
    expect(times.map((time) => iso(time.drawAt))).toEqual([
      '2026-11-06T09:00:00.000Z',
      '2026-12-04T09:00:00.000Z',
      '2027-01-01T09:00:00.000Z',
    ]);
  });
});
