// Jalali (Solar Hijri) dates as Intl's persian calendar (ICU) counts them: the 33-year arithmetic
// leap rule, with the astronomical correction ICU applies where that rule errs (in 1900–2200 once:
// 1503 is the leap year, not 1502). jalali.test.ts holds it to Intl on every day 1900–2200; outside
// that span nothing is promised. (jalaali-js, used before, kept 1502.)
import { toPersianDigits } from './format';

export interface JalaliDate {
  jy: number;
  jm: number;
  jd: number;
}

/** Julian day number of 1 Farvardin 1 (ICU PERSIAN_EPOCH) and of 1970-01-01. */
const PERSIAN_EPOCH = 1_948_320;
const UNIX_EPOCH_JD = 2_440_588;
const CUMULATIVE_DAYS = [0, 31, 62, 93, 124, 155, 186, 216, 246, 276, 306, 336];

const floorDiv = (a: number, b: number) => Math.floor(a / b);

/** Years whose start the 33-year rule puts a day late (ICU's correction table, within 1900–2200). */
const START_CORRECTION: Readonly<Record<number, number>> = { 1503: -1 };

/** Days since 1970-01-01 of 1 Farvardin of a year. */
function yearStart(jy: number): number {
  return PERSIAN_EPOCH + 365 * (jy - 1) + floorDiv(8 * jy + 21, 33) + (START_CORRECTION[jy] ?? 0) - UNIX_EPOCH_JD;
}

export function isJalaliLeapYear(jy: number): boolean {
  return yearStart(jy + 1) - yearStart(jy) === 366;
}

export function jalaliDaysInMonth(jy: number, jm: number): number {
  if (jm <= 6) return 31;
  if (jm <= 11) return 30;
  return isJalaliLeapYear(jy) ? 30 : 29;
}

/** Days since 1970-01-01 of a Jalali day (month 1–12, day 1–31; overflow is not checked here). */
export function jalaliToDayNumber(jy: number, jm: number, jd: number): number {
  return yearStart(jy) + (CUMULATIVE_DAYS[jm - 1] ?? 0) + jd - 1;
}

/** The Jalali day of a day number (days since 1970-01-01). */
export function dayNumberToJalali(dayNumber: number): JalaliDate {
  const sinceEpoch = dayNumber + UNIX_EPOCH_JD - PERSIAN_EPOCH;
  let jy = 1 + floorDiv(33 * sinceEpoch + 3, 12_053);
  while (dayNumber < yearStart(jy)) jy--;
  while (dayNumber >= yearStart(jy + 1)) jy++;
  const dayOfYear = dayNumber - yearStart(jy);
  const month0 = dayOfYear < 216 ? floorDiv(dayOfYear, 31) : floorDiv(dayOfYear - 6, 30);
  return { jy, jm: month0 + 1, jd: dayOfYear - (CUMULATIVE_DAYS[month0] ?? 0) + 1 };
}

const DAY_MS = 86_400_000;

/** A Gregorian calendar day (y, m 1–12, d) as Jalali. */
export function gregorianToJalali(y: number, m: number, d: number): JalaliDate {
  return dayNumberToJalali(Math.round(Date.UTC(y, m - 1, d) / DAY_MS));
}

/** A Jalali day as a Gregorian calendar day. */
export function jalaliToGregorian(jy: number, jm: number, jd: number): { gy: number; gm: number; gd: number } {
  const date = new Date(jalaliToDayNumber(jy, jm, jd) * DAY_MS);
  return { gy: date.getUTCFullYear(), gm: date.getUTCMonth() + 1, gd: date.getUTCDate() };
}

/** The local calendar day of a Date, in Jalali. */
export function toJalali(date: Date): JalaliDate {
  return gregorianToJalali(date.getFullYear(), date.getMonth() + 1, date.getDate());
}

export function fromJalali(jy: number, jm: number, jd: number): Date {
  const g = jalaliToGregorian(jy, jm, jd);
  return new Date(g.gy, g.gm - 1, g.gd);
}

/** "۱۴۰۵/۰۹/۰۱". The long form, with the month's name, is formatJalali in ./index (it needs i18n). */
export function formatJalaliNumeric(date: Date): string {
  const { jy, jm, jd } = toJalali(date);
  return toPersianDigits(`${jy}/${String(jm).padStart(2, '0')}/${String(jd).padStart(2, '0')}`);
}
