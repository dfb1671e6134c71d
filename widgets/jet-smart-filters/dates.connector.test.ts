// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dayNumber, fromDayNumber, isValidCivil } from '../../adapters/jet-smart-filters/dates';
import {
  formatJalaliInput, fromJalaliDay, limitDateInput, monthGrid, parseJalaliInput, periodAround, periodValue, readPeriod, shiftPeriod,
  toJalaliDay, weekdayFrom, weekdayFromSaturday,
} from './dates.connector';
import { readJsfSettings } from '../../adapters/jet-smart-filters/settings';


describe('Jalali conversion', () => {
  it('round-trips Gregorian and Jalali days (the every-day check against Intl is src/i18n/jalali.test.ts)', () => {
    fc.assert(fc.property(fc.integer({ min: dayNumber({ y: 1900, m: 1, d: 1 }), max: dayNumber({ y: 2200, m: 12, d: 31 }) }), (n) => {
      const c = fromDayNumber(n);
      expect(fromJalaliDay(toJalaliDay(c))).toEqual(c);
    }), { numRuns: 3000 });
  });

  it('counts the week from Saturday', () => {
    expect(weekdayFromSaturday({ y: 2026, m: 11, d: 21 })).toBe(0); // Saturday
    expect(weekdayFromSaturday({ y: 2026, m: 11, d: 27 })).toBe(6); // Friday
    expect(weekdayFromSaturday({ y: 1970, m: 1, d: 1 })).toBe(5); // Thursday
  });
});

describe('periods', () => {
  const day = { y: 2026, m: 11, d: 24 }; // Tuesday 3 Azar 1405

  it('week Saturday–Friday, Jalali month and year', () => {
    expect(periodAround('week', day)).toEqual({ start: { y: 2026, m: 11, d: 21 }, end: { y: 2026, m: 11, d: 27 } });
    // Azar 1405: 22 November – 21 December 2026.
    expect(periodAround('month', day)).toEqual({ start: { y: 2026, m: 11, d: 22 }, end: { y: 2026, m: 12, d: 21 } });
    // 1405: 21 March 2026 – 20 March 2027.
    expect(periodAround('year', day)).toEqual({ start: { y: 2026, m: 3, d: 21 }, end: { y: 2027, m: 3, d: 20 } });
    expect(periodValue(periodAround('month', day))).toBe('2026.11.22-2026.12.21');
    expect(periodValue(periodAround('day', day))).toBe('2026.11.24');
  });

  it('prev/next move by the period, are blocked at the bounds and clip to them', () => {
    const month = periodAround('month', day);
    expect(shiftPeriod('month', month, 1, {})).toEqual(periodAround('month', { y: 2026, m: 12, d: 22 }));
    expect(shiftPeriod('month', month, -1, {})).toEqual(periodAround('month', { y: 2026, m: 11, d: 1 }));
    expect(shiftPeriod('month', month, 1, { max: { y: 2026, m: 12, d: 21 } })).toBeUndefined();
    expect(shiftPeriod('month', month, -1, { min: { y: 2026, m: 11, d: 22 } })).toBeUndefined();
    expect(shiftPeriod('month', month, 1, { max: { y: 2027, m: 1, d: 1 } })).toEqual({ start: { y: 2026, m: 12, d: 22 }, end: { y: 2027, m: 1, d: 1 } });
    expect(shiftPeriod('day', { start: day }, -1, {})).toEqual({ start: { y: 2026, m: 11, d: 23 } });
    // A range keeps its own length: 24–30 November → 1–7 December.
    expect(shiftPeriod('range', { start: day, end: { y: 2026, m: 11, d: 30 } }, 1, {})).toEqual({ start: { y: 2026, m: 12, d: 1 }, end: { y: 2026, m: 12, d: 7 } });
    expect(shiftPeriod('week', periodAround('week', day), -1, {})).toEqual({ start: { y: 2026, m: 11, d: 14 }, end: { y: 2026, m: 11, d: 20 } });
  });

  it('reads a wire value back clipped to the bounds; junk is no period', () => {
    expect(readPeriod('2026.11.22-2026.12.21')).toEqual({ start: { y: 2026, m: 11, d: 22 }, end: { y: 2026, m: 12, d: 21 } });
    expect(readPeriod('2026.11.22-2026.12.21', { max: { y: 2026, m: 12, d: 1 } })?.end).toEqual({ y: 2026, m: 12, d: 1 });
    expect(readPeriod('"><script>alert(1)</script>')).toBeUndefined();
  });

  it('a month grid has every day once, in weeks of seven from Saturday', () => {
    const grid = monthGrid(1405, 9);
    expect(grid.every((week) => week.length === 7)).toBe(true);
    const days = grid.flat().filter((c) => c !== null);
    expect(days).toHaveLength(30);
    // 1 Azar 1405 is a Sunday: one empty Saturday before it.
    expect(grid[0]?.[0]).toBeNull();
    expect(grid[0]?.[1]).toEqual({ y: 2026, m: 11, d: 22 });
  });
});

describe('typed Jalali dates', () => {
  it('takes Persian, Arabic-Indic and Latin digits with / . or -', () => {
    expect(parseJalaliInput('۱۴۰۵/۰۹/۰۳')).toEqual({ y: 2026, m: 11, d: 24 });
    expect(parseJalaliInput('١٤٠٥.٩.٣')).toEqual({ y: 2026, m: 11, d: 24 });
    expect(parseJalaliInput('1405-9-3')).toEqual({ y: 2026, m: 11, d: 24 });
    expect(formatJalaliInput({ y: 2026, m: 11, d: 24 })).toBe('۱۴۰۵/۰۹/۰۳');
  });

  it('refuses days that do not exist and years outside 1900–2200', () => {
    expect(parseJalaliInput('۱۴۰۵/۱۲/۳۰')).toBeUndefined(); // 1405 is not a leap year
    expect(parseJalaliInput('۱۴۰۳/۱۲/۳۰')).toEqual({ y: 2025, m: 3, d: 20 });
    expect(parseJalaliInput('1405/13/1')).toBeUndefined();
    expect(parseJalaliInput('1200/1/1')).toBeUndefined();
  });

  it('keeps only what a date can hold while typing, and never throws on junk', () => {
    expect(limitDateInput('۱۴۰۵x/<b>۹y/۳abc')).toBe('۱۴۰۵/۹/۳');
    fc.assert(fc.property(fc.string({ maxLength: 40 }), (text) => {
      const limited = limitDateInput(text);
      expect(limited.length).toBeLessThanOrEqual(10);
      expect(/^[0-9۰-۹٠-٩/.-]*$/u.test(limited)).toBe(true);
      const parsed = parseJalaliInput(text);
      if (parsed) expect(isValidCivil(parsed)).toBe(true);
    }), { numRuns: 3000 });
    fc.assert(fc.property(fc.integer({ min: dayNumber({ y: 1900, m: 1, d: 1 }), max: dayNumber({ y: 2200, m: 12, d: 31 }) }), (n) => {
      const c = fromDayNumber(n);
      expect(parseJalaliInput(formatJalaliInput(c))).toEqual(c);
    }), { numRuns: 2000 });
  });
});

describe('issue 37: the owner\'s first day of the week (misc.week_start)', () => {
  const wed = { y: 2026, m: 11, d: 25 }; // a Wednesday
  it('Saturday when unset; Sunday (0) or Monday (1) when the owner chose it', () => {
    expect(weekdayFrom(wed)).toBe(weekdayFromSaturday(wed));
    expect(periodAround('week', wed)).toEqual({ start: { y: 2026, m: 11, d: 21 }, end: { y: 2026, m: 11, d: 27 } });
    expect(periodAround('week', wed, 0)).toEqual({ start: { y: 2026, m: 11, d: 22 }, end: { y: 2026, m: 11, d: 28 } });
    expect(periodAround('week', wed, 1)).toEqual({ start: { y: 2026, m: 11, d: 23 }, end: { y: 2026, m: 11, d: 29 } });
    expect(shiftPeriod('week', periodAround('week', wed, 1), 1, {}, undefined, 1)).toEqual({ start: { y: 2026, m: 11, d: 30 }, end: { y: 2026, m: 12, d: 6 } });
    // The month grid leads with the owner's first day: the month's first day sits at its place in that week.
    const first = monthGrid(1405, 9, 1)[0] ?? [];
    const lead = first.findIndex((c) => c !== null);
    const day1 = first[lead];
    expect(day1 && weekdayFrom(day1, 1)).toBe(lead);
  });
  it('misc.week_start is read as the owner set it; junk or unset reads as unset', () => {
    expect(readJsfSettings({ misc: { week_start: '1' } }).weekStart).toBe(1);
    expect(readJsfSettings({ misc: { week_start: 0 } }).weekStart).toBe(0);
    expect(readJsfSettings({ misc: { week_start: '9' } }).weekStart).toBeUndefined();
    expect(readJsfSettings({ misc: {} }).weekStart).toBeUndefined();
  });
});

describe('issue 37: the date period\'s start/end format and separator', () => {
  it('an object format gives the owner\'s separator (" - " when none); a string format or junk gives none', async () => {
    const { periodSeparator } = await import('./dates.connector');
    expect(periodSeparator('{"start":"dd.mm.yy","end":"dd.mm.yy","separator":"تا"}')).toBe('تا');
    expect(periodSeparator('{"start":"dd.mm.yy","end":"dd.mm.yy"}')).toBe('-');
    expect(periodSeparator('mm/yy')).toBeUndefined();
    expect(periodSeparator('[1]')).toBeUndefined();
    expect(periodSeparator(null)).toBeUndefined();
  });
});
