// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addMonthsClamped, formatWireDate, formatWireRange, isValidCivil, parseDateLimit, parseWireDate, parseWireRange } from './dates';

const today = { y: 2026, m: 3, d: 31 };

describe('wire dates (Y.M.D, as utility.js convertDate writes and the PHP explodes on ".")', () => {
  it('writes no zero padding and reads the forms the PHP accepts', () => {
    expect(formatWireDate({ y: 2024, m: 1, d: 5 })).toBe('2024.1.5');
    expect(parseWireDate('2024.1.5')).toEqual({ y: 2024, m: 1, d: 5 });
    expect(parseWireDate('2024-01-05')).toEqual({ y: 2024, m: 1, d: 5 });
    expect(parseWireDate('2024.2.30')).toBeUndefined();
    expect(parseWireDate('2024.13.1')).toBeUndefined();
    expect(parseWireDate('1899.12.31')).toBeUndefined();
  });

  it('reads ranges with either side empty, puts a reversed pair in order, drops junk', () => {
    expect(parseWireRange('2024.1.5-2024.2.1')).toEqual({ from: { y: 2024, m: 1, d: 5 }, to: { y: 2024, m: 2, d: 1 } });
    expect(parseWireRange('2024.1.5-')).toEqual({ from: { y: 2024, m: 1, d: 5 } });
    expect(parseWireRange('-2024.2.1')).toEqual({ to: { y: 2024, m: 2, d: 1 } });
    expect(parseWireRange('2024.2.1-2024.1.5')).toEqual({ from: { y: 2024, m: 1, d: 5 }, to: { y: 2024, m: 2, d: 1 } });
    expect(parseWireRange('<img src=x onerror=alert(1)>')).toEqual({});
    expect(formatWireRange({ to: { y: 2024, m: 2, d: 1 } })).toBe('-2024.2.1');
  });

  it('never throws and only ever returns real days in 1900–2200 (hostile input)', () => {
    fc.assert(fc.property(fc.string({ maxLength: 60 }), (text) => {
      const range = parseWireRange(text);
      for (const side of [range.from, range.to]) if (side) expect(isValidCivil(side)).toBe(true);
      const one = parseWireDate(text);
      if (one) expect(isValidCivil(one)).toBe(true);
    }), { numRuns: 3000 });
    fc.assert(fc.property(fc.integer({ min: 1900, max: 2200 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }), (y, m, d) => {
      expect(parseWireDate(formatWireDate({ y, m, d }))).toEqual({ y, m, d });
    }));
  });
});

describe('min/max date expressions (public.js)', () => {
  it("'today' with day, week, month and year steps; a month step keeps the day or takes the month's last", () => {
    expect(parseDateLimit('today', today)).toEqual(today);
    expect(parseDateLimit('today + 3 days', today)).toEqual({ y: 2026, m: 4, d: 3 });
    expect(parseDateLimit('today -2 weeks', today)).toEqual({ y: 2026, m: 3, d: 17 });
    expect(parseDateLimit('today - 1 month', today)).toEqual({ y: 2026, m: 2, d: 28 });
    expect(parseDateLimit('today +1 year -1 day', today)).toEqual({ y: 2027, m: 3, d: 30 });
    expect(addMonthsClamped({ y: 2024, m: 1, d: 31 }, 1)).toEqual({ y: 2024, m: 2, d: 29 });
  });

  it("'current' parts and plain dates; nonsense means no limit", () => {
    expect(parseDateLimit('current-current-01', today)).toEqual({ y: 2026, m: 3, d: 1 });
    expect(parseDateLimit('current-01-01', today)).toEqual({ y: 2026, m: 1, d: 1 });
    expect(parseDateLimit('2023-07-01', today)).toEqual({ y: 2023, m: 7, d: 1 });
    expect(parseDateLimit('yesterday', today)).toBeUndefined();
    expect(parseDateLimit('today + 999999999 years', today)).toEqual(today);
    expect(parseDateLimit('', today)).toBeUndefined();
    fc.assert(fc.property(fc.string({ maxLength: 90 }), (text) => {
      const limit = parseDateLimit(text, today);
      if (limit) expect(isValidCivil(limit)).toBe(true);
    }), { numRuns: 2000 });
  });
});
