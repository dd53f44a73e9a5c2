import { describe, expect, it } from 'vitest';
import type { Lottery } from '../db/catalogue';
import { testApp } from '../testing/test-app';
import { calendarDraws } from './subscription-calendar';

const DAY = 24 * 60 * 60;
const seconds = (iso: string) => Date.parse(iso) / 1000;

const monthly: Lottery = {
  key: 'community-cash-club',
  name: 'Community Cash Club',
  gameName: 'Raffle',
  drawType: 'raffle_ticket_draw',
  schedule: { days: [5], weekOfMonth: 1, time: '20:00', stopMinutes: 60 },
  drawnSets: [],
  prizeRule: null,
};

describe('the subscription calendar', () => {
  it('lists the draws on sale, then the year ahead on the schedule, numbered on', () => {
    const now = seconds('2026-11-26T00:00:00Z');
    const onSale = {
      id: 1,
      lottery_key: monthly.key,
      draw_no: 37,
      draw_at: seconds('2026-12-04T09:00:00Z'),
      stop_at: seconds('2026-12-04T08:00:00Z'),
      raffle: { name: '$100,000 cash', valueCents: 100_000_00, featureImage: null, ticketsTotal: 50_000 },
    } as Parameters<typeof calendarDraws>[1][number];
    const draws = calendarDraws(monthly, [onSale], now, false);
    expect(draws[0]).toMatchObject({ drawNo: 37, prize: '$100,000 cash' });
    expect(draws[1]).toMatchObject({ drawNo: 38, drawAt: seconds('2027-01-01T09:00:00Z') });
    expect(draws.at(-1)!.drawAt).toBeLessThan(now + 365 * DAY);
    expect(draws).toHaveLength(12);
    // On a demo cadence the schedule is not what draws: only the draws on sale are listed.
    expect(calendarDraws(monthly, [onSale], now, true)).toHaveLength(1);
  });

  it('is a PDF for a subscription product, and not found for any other offer', async () => {
    const t = await testApp();
    const response = await t.app.request('/public/pdf/subscription/community-cash-club-calendar.pdf');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.toString('latin1')).toContain('Community Cash Club draw calendar');
    expect((await t.app.request('/public/pdf/subscription/powerball-calendar.pdf')).status).toBe(404);
  });
});
