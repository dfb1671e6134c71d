// Jalali dates as text, apart from src/i18n/index.ts: the calendar arithmetic (./jalali.ts) is
// needed only where a date is shown, so the strings' module every family loads at boot does not
// carry it (issue 36).
import { t, toPersianDigits } from '.';
import { formatJalaliNumeric, toJalali } from './jalali';

export { toJalali, fromJalali, jalaliDaysInMonth } from './jalali';

/** The Jalali month's name (1 = فروردین), from the translations. */
export function jalaliMonthName(jm: number): string {
  return t(`common:jalaliMonths.${jm}`);
}

/** "۱۴۰۵/۰۹/۰۱" (numeric) or "۱ آذر ۱۴۰۵" (long). */
export function formatJalali(date: Date, style: 'numeric' | 'long' = 'numeric'): string {
  if (style === 'numeric') return formatJalaliNumeric(date);
  const { jy, jm, jd } = toJalali(date);
  return toPersianDigits(`${jd} ${jalaliMonthName(jm)} ${jy}`);
}
