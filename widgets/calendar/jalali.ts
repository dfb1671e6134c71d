// The Jalali (Solar Hijri) month view of a JetEngine calendar: weeks from Saturday, Persian month
// names and digits. The server only knows Gregorian months, so a Jalali month (which spans two of
// them) is assembled from the day cells of the Gregorian months it covers, each fetched with the
// same request and cache as the Gregorian view. The wire never changes. Pure: markup data in, the
// month's weeks out (JalaliGrid.tsx draws them).
import { gregorianToJalali, jalaliToGregorian, jalaliDaysInMonth } from '../../src/i18n/jalali';
import { t } from '../../src/i18n';
import { toLatinDigits, toPersianDigits } from '../../src/i18n/format';
import { findAll, hasClass, textOf, type MarkupElement, type MarkupNode } from '../../src/ui/markup';
import { monthText, parseMonth } from '../../adapters/jet-engine/calendar';

export interface JalaliMonth {
  jy: number;
  jm: number;
}

export const WEEKDAYS_FROM_SATURDAY = ['شنبه', 'یکشنبه', 'دوشنبه', 'سه‌شنبه', 'چهارشنبه', 'پنجشنبه', 'جمعه'];
/** The one-letter forms Persian calendars head narrow columns with (a phone's seven ~50px columns). */
export const WEEKDAYS_SHORT_FROM_SATURDAY = ['ش', 'ی', 'د', 'س', 'چ', 'پ', 'ج'];
const ymd = (y: number, m: number, d: number) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

export function shiftJalali(month: JalaliMonth, by: number): JalaliMonth {
  const total = month.jy * 12 + (month.jm - 1) + by;
  return { jy: Math.floor(total / 12), jm: (((total % 12) + 12) % 12) + 1 };
}

export function sameJalali(a: JalaliMonth, b: JalaliMonth): boolean {
  return a.jy === b.jy && a.jm === b.jm;
}

/** The Jalali month holding a Gregorian date. */
export function jalaliOf(year: number, month: number, day: number): JalaliMonth {
  const j = gregorianToJalali(year, month, day);
  return { jy: j.jy, jm: j.jm };
}

/** The Gregorian months (English `F Y`, the wire's form) a Jalali month covers, in order. */
export function gregorianMonthsOf(month: JalaliMonth): string[] {
  const first = jalaliToGregorian(month.jy, month.jm, 1);
  const last = jalaliToGregorian(month.jy, month.jm, jalaliDaysInMonth(month.jy, month.jm));
  const out = [monthText(first.gy, first.gm)];
  if (last.gm !== first.gm || last.gy !== first.gy) out.push(monthText(last.gy, last.gm));
  return out;
}

const firstWithClass = (nodes: readonly MarkupNode[], name: string): MarkupElement | undefined => findAll(nodes, (el) => hasClass(el, name))[0];

/** The month's own day cells (pads left out) of a Gregorian calendar's markup, by date. */
export function dayCells(nodes: readonly MarkupNode[], month: string): Map<string, MarkupElement> {
  const at = parseMonth(month);
  const cells = new Map<string, MarkupElement>();
  if (!at) return cells;
  for (const td of findAll(nodes, (el) => el.tag === 'td' && hasClass(el, 'jet-calendar-week__day') && !hasClass(el, 'day-pad'))) {
    const date = firstWithClass(td.children, 'jet-calendar-week__day-date');
    const day = Number.parseInt(toLatinDigits(date ? textOf(date.children) : ''), 10);
    if (day >= 1 && day <= 31) cells.set(ymd(at.year, at.month, day), td);
  }
  return cells;
}

/** Whether the printed month marks today (then the Jalali view opens on today's month). */
export function marksToday(nodes: readonly MarkupNode[]): boolean {
  return findAll(nodes, (el) => el.tag === 'td' && hasClass(el, 'current-day')).length > 0;
}

export function jalaliTitle(month: JalaliMonth): string {
  return `${t(`common:jalaliMonths.${month.jm}`)} ${toPersianDigits(month.jy)}`;
}

export type JalaliCell =
  | { pad: true }
  | {
      pad: false;
      /** Day of the Jalali month. */
      jd: number;
      /** The Gregorian date, `Y-m-d`. */
      gregorian: string;
      hasEvents: boolean;
      today: boolean;
      /** The server's mobile trigger block and events of that day (its own content, drawn as it came). */
      mobile?: MarkupElement;
      content?: MarkupElement;
    };

/** The month's weeks from Saturday, days taken from the Gregorian cells (their events with them). */
export function jalaliWeeks(month: JalaliMonth, cells: ReadonlyMap<string, MarkupElement>, today: Date): JalaliCell[][] {
  const days = jalaliDaysInMonth(month.jy, month.jm);
  const firstG = jalaliToGregorian(month.jy, month.jm, 1);
  // getUTCDay: 0 Sunday … 6 Saturday; the week starts on Saturday.
  const lead = (new Date(Date.UTC(firstG.gy, firstG.gm - 1, firstG.gd)).getUTCDay() + 1) % 7;
  const todayKey = ymd(today.getFullYear(), today.getMonth() + 1, today.getDate());
  const slots: JalaliCell[] = Array.from({ length: lead }, () => ({ pad: true }));
  for (let jd = 1; jd <= days; jd++) {
    const g = jalaliToGregorian(month.jy, month.jm, jd);
    const gregorian = ymd(g.gy, g.gm, g.gd);
    const source = cells.get(gregorian);
    const mobile = source ? firstWithClass(source.children, 'jet-calendar-week__day-mobile-wrap') : undefined;
    const content = source ? firstWithClass(source.children, 'jet-calendar-week__day-content') : undefined;
    slots.push({ pad: false, jd, gregorian, hasEvents: source ? hasClass(source, 'has-events') : false, today: gregorian === todayKey, ...(mobile ? { mobile } : {}), ...(content ? { content } : {}) });
  }
  while (slots.length % 7) slots.push({ pad: true });
  const weeks: JalaliCell[][] = [];
  for (let i = 0; i < slots.length; i += 7) weeks.push(slots.slice(i, i + 7));
  return weeks;
}
