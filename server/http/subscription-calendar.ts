/**
 * The subscription calendar (spec 2 §2): /public/pdf/subscription/{key}-calendar.pdf, a printable
 * PDF of a subscription product's coming draws (the year ahead), made with PDFKit. The draws on
 * sale come from the catalogue; the rest of the year follows the lottery's schedule and numbering.
 * Open to anyone, as the product's own page is: it says nothing about a customer.
 */
import { Hono } from 'hono';
import PDFDocument from 'pdfkit';
import { subscriptionCalendarPath } from '@contract/recurring-rules';
import { unixSeconds } from '../clock';
import type { Draw, Lottery } from '../db/catalogue';
import { catalogueAt } from '../domain/catalogue';
import { drawCadence } from '../domain/draws';
import { DRAW_TIME_ZONE, drawTimesBetween } from '../domain/schedule';
import type { AppEnv } from './app-env';
import { SITE_LOCALE } from '../domain/site-locale';

const YEAR = 365 * 24 * 60 * 60;
const PURPLE = '#5b21b6';

export interface CalendarDraw {
  drawNo: number;
  drawAt: number;
  stopAt: number;
  prize: string | null;
}

/**
 * The year's draws from now: those in the catalogue, then (on the lottery's own schedule, not a
 * demo cadence) the ones after them, numbered on.
 */
export function calendarDraws(
  lottery: Lottery,
  stored: Draw[],
  nowSeconds: number,
  onCadence: boolean,
): CalendarDraw[] {
  const known = stored
    .filter((draw) => draw.lottery_key === lottery.key && draw.stop_at > nowSeconds)
    .sort((a, b) => a.draw_at - b.draw_at)
    .map((draw) => ({
      drawNo: draw.draw_no,
      drawAt: draw.draw_at,
      stopAt: draw.stop_at,
      prize: draw.raffle?.name ?? null,
    }));
  const last = known.at(-1);
  if (!lottery.schedule || onCadence || !last) return known;
  const later = drawTimesBetween(lottery.schedule, last.drawAt + 1, nowSeconds + YEAR).map((time, index) => ({
    drawNo: last.drawNo + index + 1,
    ...time,
    prize: last.prize,
  }));
  return [...known, ...later];
}

const sydney = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(SITE_LOCALE, { ...options, timeZone: DRAW_TIME_ZONE });
const dayText = sydney({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const timeText = sydney({ hour: 'numeric', minute: '2-digit' });
const at = (seconds: number) => new Date(seconds * 1000);

/** The calendar as a PDF: a heading, what a subscription does, and a row per draw. */
export function calendarPdf(offerName: string, draws: CalendarDraw[], printedAt: number): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `${offerName} draw calendar`, Author: 'Lucky Dip' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  doc.fillColor(PURPLE).font('Helvetica-Bold').fontSize(22).text(`${offerName} draw calendar`);
  doc.moveDown(0.4);
  doc
    .fillColor('#1f2937')
    .font('Helvetica')
    .fontSize(11)
    .text(
      'Your subscription buys your tickets for each of these draws as its sales open, paid from your wallet (or your default card, if you chose it). Pause or cancel it any time from Subscriptions in My account.',
    );
  doc.moveDown(1);

  const columns = [
    { title: 'Draw', x: 56, width: 50 },
    { title: 'Draw day', x: 110, width: 190 },
    { title: 'Sales close', x: 305, width: 85 },
    { title: 'Prize', x: 395, width: 144 },
  ];
  const row = (cells: string[], bold = false) => {
    if (doc.y > doc.page.height - 90) doc.addPage();
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10.5);
    cells.forEach((cell, index) => {
      const column = columns[index];
      if (column) doc.text(cell, column.x, y, { width: column.width });
    });
    doc
      .moveTo(56, doc.y + 4)
      .lineTo(539, doc.y + 4)
      .strokeColor('#d1d5db')
      .lineWidth(0.5)
      .stroke();
    doc.y += 8;
  };
  row(
    columns.map((column) => column.title),
    true,
  );
  for (const draw of draws)
    row([
      String(draw.drawNo),
      dayText.format(at(draw.drawAt)),
      timeText.format(at(draw.stopAt)),
      draw.prize ?? 'To be announced',
    ]);
  if (draws.length === 0) row(['', 'No draws are scheduled yet.', '', '']);

  doc.moveDown(1.5);
  doc
    .fillColor('#4b5563')
    .fontSize(9)
    .text(
      `Times are Sydney time. Printed ${dayText.format(at(printedAt))}. Lucky Dip: you must be 18 or over to play. Gambling Help: 1800 858 858.`,
      56,
      doc.y,
      { width: 483 },
    );
  doc.end();
  return done;
}

export function subscriptionCalendar(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/public/pdf/subscription/:file{[a-z0-9-]+-calendar\\.pdf}', async (c) => {
    const key = c.req.param('file').replace(/-calendar\.pdf$/, '');
    // Only the address the app links to (contract/recurring-rules).
    if (subscriptionCalendarPath(key) !== c.req.path) return c.notFound();
    const nowSeconds = unixSeconds(c.var.now);
    const cadence = drawCadence(c.var.config);
    const catalogue = await catalogueAt(c.var.data.catalogue, nowSeconds, cadence);
    const offer = catalogue.offers.find((entry) => entry.key === key);
    const lottery = catalogue.lotteries.find((entry) => entry.key === offer?.lottery_key);
    // Not a subscription product: the site's own not-found page.
    if (!offer || !lottery || offer.recurring_type !== 'subscription') return c.notFound();
    const pdf = await calendarPdf(
      offer.name,
      calendarDraws(lottery, catalogue.draws, nowSeconds, cadence !== undefined),
      nowSeconds,
    );
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${key}-calendar.pdf"`,
      // The draws ahead change when one is drawn: an hour at most.
      'Cache-Control': 'public, max-age=3600',
    });
  });
  return app;
}
