import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { calendarMonth } from '../../fixtures/theme/calendar-page';
import { dayCells, gregorianMonthsOf, jalaliOf, jalaliWeeks, shiftJalali } from './jalali';
import { monthNodes } from './months';
import { findAll, hasClass } from '../../src/ui/markup';

const persianMonth = (date: Date) => new Intl.DateTimeFormat('en-US-u-ca-persian', { month: 'numeric', timeZone: 'UTC' }).format(date);

describe('Jalali month view', () => {
  it('Azar 1405 covers November and December 2026', () => {
    expect(jalaliOf(2026, 11, 22)).toEqual({ jy: 1405, jm: 9 });
    expect(gregorianMonthsOf({ jy: 1405, jm: 9 })).toEqual(['November 2026', 'December 2026']);
    expect(shiftJalali({ jy: 1405, jm: 12 }, 1)).toEqual({ jy: 1406, jm: 1 });
    expect(shiftJalali({ jy: 1405, jm: 1 }, -1)).toEqual({ jy: 1404, jm: 12 });
  });

  it('agrees with Intl\'s persian calendar on the month of every day 1900–2200 (sampled)', () => {
    fc.assert(fc.property(fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2200, 11, 31) }), (ms) => {
      const d = new Date(ms);
      expect(String(jalaliOf(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()).jm)).toBe(persianMonth(d));
    }), { numRuns: 2000 });
  });

  it('builds weeks from Saturday with the days and events of both Gregorian months (markup data in, weeks out)', () => {
    const cells = new Map([
      ...dayCells(monthNodes(calendarMonth(2026, 11)) ?? [], 'November 2026'),
      ...dayCells(monthNodes(calendarMonth(2026, 12)) ?? [], 'December 2026'),
    ]);
    const weeks = jalaliWeeks({ jy: 1405, jm: 9 }, cells, new Date(2026, 10, 22));
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    const days = weeks.flat().filter((cell) => !cell.pad);
    expect(days).toHaveLength(30);
    // 1 Azar 1405 = Sunday 22 November 2026: one pad (Saturday) before it.
    expect(weeks[0]?.[0]?.pad).toBe(true);
    const first = weeks[0]?.[1];
    expect(first && !first.pad ? { jd: first.jd, gregorian: first.gregorian, today: first.today } : null).toEqual({ jd: 1, gregorian: '2026-11-22', today: true });
    const withEvents = days.filter((cell) => !cell.pad && cell.hasEvents);
    expect(withEvents.length).toBeGreaterThan(0);
    for (const cell of withEvents) {
      expect(!cell.pad && cell.content ? findAll([cell.content], (el) => hasClass(el, 'jet-calendar-week__day-event')).length : 0).toBeGreaterThan(0);
      expect(!cell.pad && cell.mobile ? findAll([cell.mobile], (el) => hasClass(el, 'jet-calendar-week__day-mobile-trigger')).length : 0).toBe(1);
    }
    // The December days come from December's month (30 Azar = 21 December 2026).
    const last = days.at(-1);
    expect(last && !last.pad ? last.gregorian : null).toBe('2026-12-21');
  });
});
