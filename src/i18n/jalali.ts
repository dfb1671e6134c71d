// Jalali (Solar Hijri) dates on top of jalaali-js, which is exact for 1900–2200.
import { toJalaali, toGregorian, jalaaliMonthLength } from 'jalaali-js';
import { toPersianDigits } from './format';

export interface JalaliDate {
  jy: number;
  jm: number;
  jd: number;
}

export function toJalali(date: Date): JalaliDate {
  return toJalaali(date.getFullYear(), date.getMonth() + 1, date.getDate());
}

export function fromJalali(jy: number, jm: number, jd: number): Date {
  const g = toGregorian(jy, jm, jd);
  return new Date(g.gy, g.gm - 1, g.gd);
}

export function jalaliDaysInMonth(jy: number, jm: number): number {
  return jalaaliMonthLength(jy, jm);
}

/** "۱۴۰۵/۰۹/۰۱". The long form, with the month's name, is formatJalali in ./index (it needs i18n). */
export function formatJalaliNumeric(date: Date): string {
  const { jy, jm, jd } = toJalali(date);
  return toPersianDigits(`${jy}/${String(jm).padStart(2, '0')}/${String(jd).padStart(2, '0')}`);
}
