import { afterEach, describe, expect, it, vi } from 'vitest';
import { drawDayWithDate, forwardDrawLabel, relativeDrawDay } from './draw-labels';

describe('forward-draw labels', () => {
  it.each([
    [0, 'Next Available Draw'],
    [1, '1st Forward Draw'],
    [2, '2nd Forward Draw'],
    [3, '3rd Forward Draw'],
    [4, '4th Forward Draw'],
    [11, '11th Forward Draw'],
  ])('offset %i reads %s', (offset, label) => {
    expect(forwardDrawLabel(offset)).toBe(label);
  });
});

describe('relative draw days, in Sydney time', () => {
  // Monday 23 November 2026, 10:00 in Sydney (AEDT, UTC+11).
  const now = new Date('2026-11-22T23:00:00Z');
  const sydney = (local: string) => new Date(`${local}+11:00`);

  it('is Tonight from 6 pm and Today before it', () => {
    expect(relativeDrawDay(sydney('2026-11-23T17:59:00'), now)).toBe('Today');
    expect(relativeDrawDay(sydney('2026-11-23T18:00:00'), now)).toBe('Tonight');
    expect(relativeDrawDay(sydney('2026-11-23T20:30:00'), now)).toBe('Tonight');
  });

  it('counts days across the week boundaries', () => {
    expect(relativeDrawDay(sydney('2026-11-24T20:30:00'), now)).toBe('Tomorrow');
    expect(relativeDrawDay(sydney('2026-11-28T19:30:00'), now)).toBe('This Saturday');
    expect(relativeDrawDay(sydney('2026-11-29T19:30:00'), now)).toBe('This Sunday');
    expect(relativeDrawDay(sydney('2026-11-30T19:30:00'), now)).toBe('Next Monday');
    expect(relativeDrawDay(sydney('2026-12-06T19:30:00'), now)).toBe('Next Sunday');
    expect(relativeDrawDay(sydney('2026-12-07T19:30:00'), now)).toBe('Monday 7 December 2026');
  });

  it('says the weekday once beside the date (#38: no repeated date in draw pickers)', () => {
    expect(drawDayWithDate(sydney('2026-11-30T19:30:00'), now)).toBe('Next Monday (30 November 2026)');
    expect(drawDayWithDate(sydney('2026-11-23T20:30:00'), now)).toBe('Tonight (23 November 2026)');
    expect(drawDayWithDate(sydney('2026-12-07T19:30:00'), now)).toBe('Monday 7 December 2026');
  });

  it('uses the Sydney day even when UTC is on another date', () => {
    // 19:30 Sydney on Tuesday is 08:30 UTC on Tuesday; 00:30 Sydney Wednesday is still Tuesday in UTC.
    const lateMonday = new Date('2026-11-23T12:30:00Z'); // 23:30 Monday in Sydney
    expect(relativeDrawDay(sydney('2026-11-24T00:30:00'), lateMonday)).toBe('Tomorrow');
  });

  describe('in an engine whose formatted dates have another shape', () => {
    afterEach(() => {
      vi.unstubAllGlobals();
      vi.resetModules();
    });

    // WebKit with Debian's ICU formats en-CA dates as 12/03/2026, not 2026-12-03 as V8 does
    // (issue #59, defect A): only the parts of a formatted date are the same in every engine.
    it('reads the same labels from the formatter parts', async () => {
      class OtherShape extends Intl.DateTimeFormat {
        override format(date?: Date | number): string {
          return this.formatToParts(date)
            .map((part) => part.value)
            .reverse()
            .join('/');
        }
      }
      vi.stubGlobal(
        'Intl',
        Object.assign(Object.create(Intl) as typeof Intl, { DateTimeFormat: OtherShape }),
      );
      vi.resetModules();
      const labels = await import('./draw-labels');
      expect(labels.relativeDrawDay(sydney('2026-11-23T20:30:00'), now)).toBe('Tonight');
      expect(labels.relativeDrawDay(sydney('2026-11-23T17:59:00'), now)).toBe('Today');
      expect(labels.relativeDrawDay(sydney('2026-11-28T19:30:00'), now)).toBe('This Saturday');
      expect(labels.relativeDrawDay(sydney('2026-12-07T19:30:00'), now)).toBe('Monday 7 December 2026');
      expect(labels.drawDayWithDate(sydney('2026-11-30T19:30:00'), now)).toBe(
        'Next Monday (30 November 2026)',
      );
    });
  });
});
