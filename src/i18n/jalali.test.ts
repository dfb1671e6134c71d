// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { dayNumberToJalali, gregorianToJalali, isJalaliLeapYear, jalaliDaysInMonth, jalaliToDayNumber, jalaliToGregorian } from './jalali';

const intl = new Intl.DateTimeFormat('en-US-u-ca-persian-nu-latn', { year: 'numeric', month: 'numeric', day: 'numeric', timeZone: 'UTC' });

describe('Jalali conversion', () => {
  it("agrees with Intl's persian calendar on every day from 1 January 1900 to 31 December 2200, both ways", () => {
    const first = Date.UTC(1900, 0, 1) / 86_400_000;
    const last = Date.UTC(2200, 11, 31) / 86_400_000;
    const wrong: string[] = [];
    for (let n = first; n <= last; n++) {
      const parts = intl.formatToParts(new Date(n * 86_400_000));
      const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
      const j = dayNumberToJalali(n);
      if (j.jy !== get('year') || j.jm !== get('month') || j.jd !== get('day') || jalaliToDayNumber(j.jy, j.jm, j.jd) !== n) {
        wrong.push(new Date(n * 86_400_000).toISOString().slice(0, 10));
      }
    }
    expect(wrong).toEqual([]);
    expect(last - first + 1).toBe(109_938);
  });

  it('knows the leap years and month lengths of the calendar in use', () => {
    expect(isJalaliLeapYear(1403)).toBe(true);
    expect(isJalaliLeapYear(1404)).toBe(false);
    expect(jalaliDaysInMonth(1403, 12)).toBe(30);
    expect(jalaliDaysInMonth(1405, 12)).toBe(29);
    expect(jalaliDaysInMonth(1405, 6)).toBe(31);
    expect(jalaliDaysInMonth(1405, 7)).toBe(30);
    expect(gregorianToJalali(2026, 11, 24)).toEqual({ jy: 1405, jm: 9, jd: 3 });
    expect(jalaliToGregorian(1405, 1, 1)).toEqual({ gy: 2026, gm: 3, gd: 21 });
  });
});
