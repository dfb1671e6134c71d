// How the date filters' values read for a shopper (Persian month names and digits): the picker's
// day names, the date period's button and the active items. No DOM, no React.
import { compareCivil, parseDateLimit, todayCivil, type CivilDate } from '../../adapters/jet-smart-filters/dates';
import { t } from '../../src/i18n';
import { toPersianDigits } from '../../src/i18n/format';
import { formatJalaliInput, toJalaliDay, type Bounds, type Period, type PeriodType } from './dates.connector';

const monthName = (jm: number) => t(`common:jalaliMonths.${jm}`);
const digits = (n: number) => toPersianDigits(String(n));

/** «۱۲ مرداد ۱۴۰۳». */
export function longJalali(c: CivilDate): string {
  const j = toJalaliDay(c);
  return `${digits(j.jd)} ${monthName(j.jm)} ${digits(j.jy)}`;
}

/** data-mindate / data-maxdate of a date filter's input as printed; a reversed pair is put in order. */
export function boundsFrom(attrs: Readonly<Record<string, string>>): Bounds {
  const today = todayCivil();
  const min = parseDateLimit(attrs['data-mindate'], today);
  const max = parseDateLimit(attrs['data-maxdate'], today);
  if (min && max && compareCivil(min, max) > 0) return { min: max, max: min };
  return { ...(min ? { min } : {}), ...(max ? { max } : {}) };
}

/** The date range's active item: «از … تا …», or one side. */
export function rangeLabel(period: { from?: CivilDate | undefined; to?: CivilDate | undefined }): string {
  const from = period.from ? formatJalaliInput(period.from) : '';
  const to = period.to ? formatJalaliInput(period.to) : '';
  if (from && to) return t('filterDates:fromTo', { from, to });
  return from ? t('filterDates:fromOnly', { from }) : t('filterDates:toOnly', { to });
}

/** How a period reads on the filter's button: a day, a Saturday–Friday week, a Jalali month or year, a range. */
export function periodLabel(type: PeriodType, period: Period): string {
  const start = toJalaliDay(period.start);
  if (type === 'month') return `${monthName(start.jm)} ${digits(start.jy)}`;
  if (type === 'year') return digits(start.jy);
  if (!period.end) return longJalali(period.start);
  return t('filterDates:weekOf', { from: longJalali(period.start), to: longJalali(period.end) });
}
