// The Jalali (Solar Hijri) month view of a JetEngine calendar: weeks from Saturday, Persian month
// names and digits. The server only knows Gregorian months, so a Jalali month (which spans two of
// them) is assembled from the day cells of the Gregorian months it covers, each fetched with the
// same request and cache as the Gregorian view. The wire never changes.
import { gregorianToJalali, jalaliToGregorian, jalaliDaysInMonth } from '../../src/i18n/jalali';
import { t } from '../../src/i18n';
import { toLatinDigits, toPersianDigits } from '../../src/i18n/format';
import { monthText, parseMonth } from '../../adapters/jet-engine/calendar';

export interface JalaliMonth {
  jy: number;
  jm: number;
}

const WEEKDAYS_FROM_SATURDAY = ['شنبه', 'یکشنبه', 'دوشنبه', 'سه‌شنبه', 'چهارشنبه', 'پنجشنبه', 'جمعه'];
const ymd = (y: number, m: number, d: number) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

export function shiftJalali(month: JalaliMonth, by: number): JalaliMonth {
  const total = month.jy * 12 + (month.jm - 1) + by;
  return { jy: Math.floor(total / 12), jm: (((total % 12) + 12) % 12) + 1 };
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

/** The month's own day cells (pads left out) of a Gregorian calendar's HTML, by date. */
export function dayCells(root: ParentNode, month: string): Map<string, HTMLElement> {
  const at = parseMonth(month);
  const cells = new Map<string, HTMLElement>();
  if (!at) return cells;
  for (const td of root.querySelectorAll<HTMLElement>('td.jet-calendar-week__day:not(.day-pad)')) {
    const day = Number.parseInt(toLatinDigits(td.querySelector('.jet-calendar-week__day-date')?.textContent ?? ''), 10);
    if (day >= 1 && day <= 31) cells.set(ymd(at.year, at.month, day), td);
  }
  return cells;
}

export function jalaliTitle(month: JalaliMonth): string {
  return `${t(`common:jalaliMonths.${month.jm}`)} ${toPersianDigits(month.jy)}`;
}

/** The month's grid with JetEngine's classes, days from the Gregorian cells (their events copied). */
export function renderJalaliGrid(doc: Document, month: JalaliMonth, cells: Map<string, HTMLElement>, today: Date): HTMLTableElement {
  const days = jalaliDaysInMonth(month.jy, month.jm);
  const firstG = jalaliToGregorian(month.jy, month.jm, 1);
  // getUTCDay: 0 Sunday … 6 Saturday; the week starts on Saturday.
  const lead = (new Date(Date.UTC(firstG.gy, firstG.gm - 1, firstG.gd)).getUTCDay() + 1) % 7;
  const table = doc.createElement('table');
  table.className = 'jet-calendar-grid vitrin-jalali-grid';
  const head = doc.createElement('thead');
  head.className = 'jet-calendar-header';
  const headRow = doc.createElement('tr');
  headRow.className = 'jet-calendar-header__week';
  for (const name of WEEKDAYS_FROM_SATURDAY) {
    const th = doc.createElement('th');
    th.className = 'jet-calendar-header__week-day';
    th.scope = 'col';
    th.textContent = name;
    headRow.append(th);
  }
  head.append(headRow);
  const body = doc.createElement('tbody');
  const todayKey = ymd(today.getFullYear(), today.getMonth() + 1, today.getDate());
  const slots: Array<HTMLTableCellElement> = [];
  const pad = () => {
    const td = doc.createElement('td');
    td.className = 'jet-calendar-week__day day-pad';
    return td;
  };
  for (let i = 0; i < lead; i++) slots.push(pad());
  for (let jd = 1; jd <= days; jd++) {
    const g = jalaliToGregorian(month.jy, month.jm, jd);
    const key = ymd(g.gy, g.gm, g.gd);
    const source = cells.get(key);
    const td = doc.createElement('td');
    td.className = 'jet-calendar-week__day';
    if (source?.classList.contains('has-events')) td.classList.add('has-events');
    if (key === todayKey) td.classList.add('current-day');
    td.dataset.gregorian = key;
    const wrap = doc.createElement('div');
    wrap.className = 'jet-calendar-week__day-wrap';
    const header = doc.createElement('div');
    header.className = 'jet-calendar-week__day-header';
    const date = doc.createElement('div');
    date.className = 'jet-calendar-week__day-date';
    date.textContent = toPersianDigits(jd);
    header.append(date);
    wrap.append(header);
    // Server HTML from the listing (the contract's own content), moved as it came.
    const mobile = source?.querySelector('.jet-calendar-week__day-mobile-wrap');
    const content = source?.querySelector('.jet-calendar-week__day-content');
    if (mobile) wrap.append(mobile.cloneNode(true));
    wrap.append(content ? content.cloneNode(true) : Object.assign(doc.createElement('div'), { className: 'jet-calendar-week__day-content' }));
    td.append(wrap);
    slots.push(td);
  }
  while (slots.length % 7) slots.push(pad());
  for (let i = 0; i < slots.length; i += 7) {
    const row = doc.createElement('tr');
    row.className = 'jet-calendar-week';
    row.append(...slots.slice(i, i + 7));
    body.append(row);
  }
  table.append(head, body);
  return table;
}
