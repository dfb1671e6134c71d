// Jalali (Solar Hijri) dates on top of jalaali-js, which is exact for 1900–2200.
import { toJalaali, toGregorian, jalaaliMonthLength } from 'jalaali-js';
import { toPersianDigits } from './format';

export interface JalaliDate {
  jy: number;
  jm: number;
  jd: number;
}

const MONTHS = ['فروردین', 'اردیبهشت', 'خرداد', 'تیر', 'مرداد', 'شهریور', 'مهر', 'آبان', 'آذر', 'دی', 'بهمن', 'اسفند'];

export function toJalali(date: Date): JalaliDate {
  return toJalaali(date.getFullYear(), date.getMonth() + 1, date.getDate());
}

export function fromJalali(jy: number, jm: number, jd: number): Date {
  const g = toGregorian(jy, jm, jd);
  return new Date(g.gy, g.gm - 1, g.gd);
}

export function jalaliMonthName(jm: number): string {
  return MONTHS[jm - 1] ?? '';
}

export function jalaliDaysInMonth(jy: number, jm: number): number {
  return jalaaliMonthLength(jy, jm);
}

/** "۱۴۰۵/۰۹/۰۱" (numeric) or "۱ آذر ۱۴۰۵" (long). */
export function formatJalali(date: Date, style: 'numeric' | 'long' = 'numeric'): string {
  const { jy, jm, jd } = toJalali(date);
  if (style === 'long') return toPersianDigits(`${jd} ${jalaliMonthName(jm)} ${jy}`);
  return toPersianDigits(`${jy}/${String(jm).padStart(2, '0')}/${String(jd).padStart(2, '0')}`);
}
