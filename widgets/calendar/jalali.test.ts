import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { calendarMonth } from '../../fixtures/theme/calendar-page';
import { dayCells, gregorianMonthsOf, jalaliOf, renderJalaliGrid, shiftJalali } from './jalali';

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

  it('builds weeks from Saturday with Persian day numbers and the events of both Gregorian months', () => {
    const cells = new Map([
      ...dayCells(Object.assign(document.createElement('div'), { innerHTML: calendarMonth(2026, 11) }), 'November 2026'),
      ...dayCells(Object.assign(document.createElement('div'), { innerHTML: calendarMonth(2026, 12) }), 'December 2026'),
    ]);
    const grid = renderJalaliGrid(document, { jy: 1405, jm: 9 }, cells, new Date(2026, 10, 22));
    const headers = Array.from(grid.querySelectorAll('th'), (th) => th.textContent);
    expect(headers[0]).toBe('شنبه');
    expect(headers[6]).toBe('جمعه');
    const days = Array.from(grid.querySelectorAll('td:not(.day-pad)'));
    expect(days).toHaveLength(30);
    // 1 Azar 1405 = Sunday 22 November 2026: one pad (Saturday) before it.
    expect(grid.querySelectorAll('tr')[1]?.querySelector('td')?.classList.contains('day-pad')).toBe(true);
    expect(days[0]?.querySelector('.jet-calendar-week__day-date')?.textContent).toBe('۱');
    expect(days[0]?.classList.contains('current-day')).toBe(true);
    expect(days[0]?.getAttribute('data-gregorian')).toBe('2026-11-22');
    const withEvents = days.filter((td) => td.classList.contains('has-events'));
    expect(withEvents.length).toBeGreaterThan(0);
    for (const td of withEvents) expect(td.querySelector('.jet-calendar-week__day-event')).not.toBeNull();
  });
});
