// The date filters' logic in Jalali (Solar Hijri) terms, DOM-free: what the shopper sees and picks
// is Jalali (months by Persian name, weeks from Saturday), what the wire carries stays the Gregorian
// `Y.M.D` of adapters/jet-smart-filters/dates. Periods (day, week, month, year, range), their
// shifting by prev/next, bounds, typed input, the month grid and the labels live here.
import { dayNumberToJalali, jalaliDaysInMonth, jalaliToDayNumber } from '../../src/i18n/jalali';
import {
  addDays, clampCivil, compareCivil, dayNumber, formatWireDate, fromDayNumber, isValidCivil, parseWireRange, type CivilDate,
} from '../../adapters/jet-smart-filters/dates';
import { toLatinDigits, toPersianDigits } from '../../src/i18n/format';

export type PeriodType = 'day' | 'week' | 'month' | 'year' | 'range';
export const PERIOD_TYPES: readonly PeriodType[] = ['day', 'week', 'month', 'year', 'range'];

export interface JalaliDay {
  jy: number;
  jm: number;
  jd: number;
}

export function toJalaliDay(c: CivilDate): JalaliDay {
  return dayNumberToJalali(dayNumber(c));
}

export function fromJalaliDay(j: JalaliDay): CivilDate {
  return fromDayNumber(jalaliToDayNumber(j.jy, j.jm, j.jd));
}

export function jalaliMonthLength(jy: number, jm: number): number {
  return jalaliDaysInMonth(jy, jm);
}

/** 0 = Saturday … 6 = Friday: the Iranian week. */
export function weekdayFromSaturday(c: CivilDate): number {
  // Day 0 (1970-01-01) was a Thursday, index 5 from Saturday.
  return (((dayNumber(c) + 5) % 7) + 7) % 7;
}

/** WordPress's start_of_week numbering (0 = Sunday … 6 = Saturday); Saturday for a Persian shop. */
export const SATURDAY = 6;

/** The day's place in a week that starts on `weekStart` (misc.week_start), 0 = the first day. */
export function weekdayFrom(c: CivilDate, weekStart: number = SATURDAY): number {
  // Day 0 (1970-01-01) was a Thursday, 4 in Sunday-based numbering.
  return (((dayNumber(c) + 4 - weekStart) % 7) + 7) % 7;
}

export interface Period {
  start: CivilDate;
  /** Absent for a single day. */
  end?: CivilDate;
}

export function shiftJalaliMonth(jy: number, jm: number, by: number): { jy: number; jm: number } {
  const total = jy * 12 + (jm - 1) + by;
  return { jy: Math.floor(total / 12), jm: (((total % 12) + 12) % 12) + 1 };
}

/** The period of a type that holds a day (a range needs its two days, see rangePeriod). */
export function periodAround(type: Exclude<PeriodType, 'range'>, day: CivilDate, weekStart: number = SATURDAY): Period {
  switch (type) {
    case 'week': {
      const start = addDays(day, -weekdayFrom(day, weekStart));
      return { start, end: addDays(start, 6) };
    }
    case 'month': {
      const j = toJalaliDay(day);
      return { start: fromJalaliDay({ jy: j.jy, jm: j.jm, jd: 1 }), end: fromJalaliDay({ jy: j.jy, jm: j.jm, jd: jalaliMonthLength(j.jy, j.jm) }) };
    }
    case 'year': {
      const j = toJalaliDay(day);
      return { start: fromJalaliDay({ jy: j.jy, jm: 1, jd: 1 }), end: fromJalaliDay({ jy: j.jy, jm: 12, jd: jalaliMonthLength(j.jy, 12) }) };
    }
    default:
      return { start: day };
  }
}

export interface Bounds {
  min?: CivilDate;
  max?: CivilDate;
}

/** A period clipped to the bounds (the original clips start to min and end to max). */
export function clipPeriod(period: Period, bounds: Bounds): Period {
  const start = clampCivil(period.start, bounds.min, bounds.max);
  if (!period.end) return { start };
  const end = clampCivil(period.end, bounds.min, bounds.max);
  return compareCivil(start, end) <= 0 ? { start, end } : { start: end, end: start };
}

export function rangePeriod(a: CivilDate, b: CivilDate): Period {
  return compareCivil(a, b) <= 0 ? { start: a, end: b } : { start: b, end: a };
}

/** Length of a range in days (its end minus its start), as prev/next shift it. */
export function rangeLength(period: Period): number {
  return period.end ? Math.abs(dayNumber(period.end) - dayNumber(period.start)) : 0;
}

/**
 * prev (-1) / next (+1) as DatePeriod.prevPeriod/nextPeriod: blocked at the bounds, the new period
 * starts the day after (ends the day before) the current one, a range keeps its own length.
 */
export function shiftPeriod(type: PeriodType, period: Period, direction: -1 | 1, bounds: Bounds, length = rangeLength(period), weekStart: number = SATURDAY): Period | undefined {
  const last = period.end ?? period.start;
  if (direction < 0) {
    if (bounds.min && compareCivil(bounds.min, period.start) >= 0) return undefined;
    const newEnd = addDays(period.start, -1);
    let start: CivilDate;
    if (type === 'range') start = addDays(newEnd, -length);
    else if (type === 'day') return { start: newEnd };
    else start = periodAround(type, newEnd, weekStart).start;
    if (bounds.min && compareCivil(start, bounds.min) < 0) start = bounds.min;
    return { start, end: newEnd };
  }
  if (bounds.max && compareCivil(bounds.max, last) <= 0) return undefined;
  const newStart = addDays(last, 1);
  let end: CivilDate;
  if (type === 'range') end = addDays(newStart, length);
  else if (type === 'day') return { start: newStart };
  else end = periodAround(type, newStart, weekStart).end ?? newStart;
  if (bounds.max && compareCivil(end, bounds.max) > 0) end = bounds.max;
  return { start: newStart, end };
}

/** The wire value: `Y.M.D` for a day, `Y.M.D-Y.M.D` for the rest. */
export function periodValue(period: Period): string {
  return period.end ? `${formatWireDate(period.start)}-${formatWireDate(period.end)}` : formatWireDate(period.start);
}

/** A wire value read back (server-rendered, restored, or hostile): undefined when it holds no date. */
export function readPeriod(value: string, bounds: Bounds = {}): Period | undefined {
  const range = parseWireRange(value);
  if (!range.from && !range.to) return undefined;
  const start = range.from ?? range.to;
  if (!start) return undefined;
  return clipPeriod(range.from && range.to ? { start, end: range.to } : { start }, bounds);
}

const DIGIT_OR_SEPARATOR = /[0-9۰-۹٠-٩/.-]/u;

/** What a date input accepts as it is typed: digits in Persian, Arabic-Indic or Latin and the separators, 10 at most. */
export function limitDateInput(text: string): string {
  return Array.from(text).filter((ch) => DIGIT_OR_SEPARATOR.test(ch)).join('').slice(0, 10);
}

/** A typed Jalali date (۱۴۰۳/۵/۱۲, 1403-05-12, ۱۴۰۳.۰۵.۱۲) → its Gregorian day; undefined if not a real day. */
export function parseJalaliInput(text: string): CivilDate | undefined {
  const latin = toLatinDigits(limitDateInput(text));
  const match = /^(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})$/.exec(latin);
  if (!match) return undefined;
  const j = { jy: Number(match[1]), jm: Number(match[2]), jd: Number(match[3]) };
  if (j.jm < 1 || j.jm > 12 || j.jd < 1 || j.jy < 1278 || j.jy > 1579 || j.jd > jalaliMonthLength(j.jy, j.jm)) return undefined;
  const c = fromJalaliDay(j);
  return isValidCivil(c) ? c : undefined;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** «۱۴۰۳/۰۵/۱۲»: how a date reads in an input. */
export function formatJalaliInput(c: CivilDate): string {
  const j = toJalaliDay(c);
  return toPersianDigits(`${j.jy}/${pad2(j.jm)}/${pad2(j.jd)}`);
}

/** The month grid of a Jalali month: weeks from Saturday, null where the month has no day. */
export function monthGrid(jy: number, jm: number, weekStart: number = SATURDAY): Array<Array<CivilDate | null>> {
  const first = fromJalaliDay({ jy, jm, jd: 1 });
  const lead = weekdayFrom(first, weekStart);
  const length = jalaliMonthLength(jy, jm);
  const cells: Array<CivilDate | null> = Array.from({ length: lead }, () => null);
  for (let d = 0; d < length; d++) cells.push(addDays(first, d));
  while (cells.length % 7) cells.push(null);
  const weeks: Array<Array<CivilDate | null>> = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

export function sameDay(a: CivilDate | undefined, b: CivilDate | undefined): boolean {
  return !!a && !!b && a.y === b.y && a.m === b.m && a.d === b.d;
}

export function inPeriod(c: CivilDate, period: Period | undefined): boolean {
  if (!period) return false;
  const n = dayNumber(c);
  return n >= dayNumber(period.start) && n <= dayNumber(period.end ?? period.start);
}

export function outOfBounds(c: CivilDate, bounds: Bounds): boolean {
  return (!!bounds.min && compareCivil(c, bounds.min) < 0) || (!!bounds.max && compareCivil(c, bounds.max) > 0);
}

/**
 * The owner's start/end format (data-format as an object `{start, end, separator}`): the plugin's
 * DatePeriod then shows the period as start, separator and end (" <separator> ", " - " when none);
 * a plain string format shows one date. Undefined for a string or junk.
 */
export function periodSeparator(format: string | null | undefined): string | undefined {
  if (!format) return undefined;
  try {
    const parsed: unknown = JSON.parse(format);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
    const sep = (parsed as { separator?: unknown }).separator;
    return typeof sep === 'string' && sep.trim() !== '' ? sep.trim() : '-';
  } catch {
    return undefined;
  }
}

/** data-period-type as printed: day unless it names a known type. */
export function periodTypeOf(raw: string | null | undefined): PeriodType {
  return (PERIOD_TYPES as readonly string[]).includes(raw ?? '') ? (raw as PeriodType) : 'day';
}
