// The Jalali date picker of the date filters (in place of the original's jQuery UI / air-datepicker):
// a popup dialog beside its trigger with a day grid (weeks from Saturday), a month grid or a year
// grid, Persian month names and digits, min/max honoured, a two-click range. Keyboard as the APG
// date-picker dialog, mirrored for RTL: arrows move by day/week, Home/End to the week's ends,
// PageUp/PageDown by month (with Shift by year), Enter/Space choose, Escape closes.
import { addDays, clampCivil, todayCivil, type CivilDate } from '../../adapters/jet-smart-filters/dates';
import { t } from '../../src/i18n';
import pickerCss from './date-picker.css?inline';
import { toPersianDigits } from '../../src/i18n/format';
import {
  fromJalaliDay, inPeriod, jalaliMonthLength, monthGrid, outOfBounds, rangePeriod, sameDay, shiftJalaliMonth, toJalaliDay,
  weekdayFrom, SATURDAY, type Bounds, type Period,
} from './dates.connector';

export type PickerView = 'days' | 'months' | 'years';

export interface PickerOptions {
  /** The control that opened it: focus goes back there. */
  anchor: HTMLElement;
  /** Where the popup is placed (positioned container of the filter). */
  host: HTMLElement;
  view: PickerView;
  range: boolean;
  selected?: Period;
  bounds: Bounds;
  label: string;
  /** misc.week_start (0 = Sunday … 6 = Saturday); Saturday when the owner set nothing. */
  weekStart?: number;
  onSelect(period: Period): void;
  onClose?(): void;
}

export interface OpenPicker {
  element: HTMLElement;
  close(returnFocus?: boolean): void;
}

const monthName = (jm: number) => t(`common:jalaliMonths.${jm}`);
const digits = (n: number) => toPersianDigits(String(n));

export function longJalali(c: CivilDate): string {
  const j = toJalaliDay(c);
  return `${digits(j.jd)} ${monthName(j.jm)} ${digits(j.jy)}`;
}

function button(className: string, label: string, text: string): HTMLButtonElement {
  const b = document.createElement('button');
  b.type = 'button';
  b.className = className;
  b.setAttribute('aria-label', label);
  b.textContent = text;
  return b;
}

let openCount = 0;
let styled = false;

/** The popup's styles, adopted once (a constructed sheet: no inline <style>, so a strict CSP is fine). */
function adoptStyles(): void {
  if (styled) return;
  styled = true;
  try {
    if ('adoptedStyleSheets' in Document.prototype) {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(pickerCss);
      // Feature-checked above: Safari before 16.4 and Firefox before 101 take the <style> below.
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      return;
    }
  } catch {
    // falls through to the element
  }
  // Older browsers: a <style> element (refused only under a strict CSP, where the picker still
  // works, unstyled).
  const style = document.createElement('style');
  style.textContent = pickerCss;
  document.head.append(style);
}

export function openDatePicker(o: PickerOptions): OpenPicker {
  adoptStyles();
  const id = `vitrin-datepicker-${++openCount}`;
  const popup = document.createElement('div');
  popup.className = `vitrin-datepicker vitrin-datepicker--${o.view}`;
  popup.id = id;
  popup.setAttribute('role', 'dialog');
  popup.setAttribute('aria-label', o.label);
  const today = todayCivil();
  let cursor = clampCivil(o.selected?.start ?? today, o.bounds.min, o.bounds.max);
  let pendingStart: CivilDate | undefined;
  let closed = false;
  const live = document.createElement('p');
  live.className = 'vitrin-visually-hidden';
  live.setAttribute('aria-live', 'polite');
  const weekStart = o.weekStart ?? SATURDAY;
  // The locale lists the days from Saturday; the owner's first day of the week leads the grid.
  const fromSaturday = (weekStart - SATURDAY + 7) % 7;
  const rotate = (names: string[]) => names.map((_, i) => names[(i + fromSaturday) % names.length] ?? '');
  const weekdays = rotate(t('filterDates:weekdays').split(/[،,]/));
  const weekdaysShort = rotate(t('filterDates:weekdaysShort').split(/[،,]/));

  const selectable = (c: CivilDate) => !outOfBounds(c, o.bounds);
  const monthSelectable = (jy: number, jm: number) => {
    const first = fromJalaliDay({ jy, jm, jd: 1 });
    const last = fromJalaliDay({ jy, jm, jd: jalaliMonthLength(jy, jm) });
    return !(o.bounds.min && outOfBounds(last, { min: o.bounds.min })) && !(o.bounds.max && outOfBounds(first, { max: o.bounds.max }));
  };
  const yearSelectable = (jy: number) => monthSelectable(jy, 1) || monthSelectable(jy, 12) || Array.from({ length: 12 }, (_, i) => monthSelectable(jy, i + 1)).some(Boolean);

  const choose = (c: CivilDate) => {
    if (o.view === 'days' && !selectable(c)) return;
    if (o.range && o.view === 'days') {
      if (!pendingStart) {
        pendingStart = c;
        live.textContent = t('filterDates:pickEnd');
        render();
        return;
      }
      const period = rangePeriod(pendingStart, c);
      close(true);
      o.onSelect(period);
      return;
    }
    close(true);
    o.onSelect({ start: c });
  };

  const header = (title: string, prev: [string, () => void], next: [string, () => void]) => {
    const head = document.createElement('div');
    head.className = 'vitrin-datepicker__head';
    // "Previous" sits first in reading order: on the right in RTL, pointing right.
    const rtl = getComputedStyle(o.host).direction === 'rtl';
    const prevButton = button('vitrin-datepicker__nav vitrin-datepicker__nav--prev', prev[0], rtl ? '›' : '‹');
    const nextButton = button('vitrin-datepicker__nav vitrin-datepicker__nav--next', next[0], rtl ? '‹' : '›');
    prevButton.addEventListener('click', () => {
      prev[1]();
      render();
      popup.querySelector<HTMLElement>('.vitrin-datepicker__nav--prev')?.focus();
    });
    nextButton.addEventListener('click', () => {
      next[1]();
      render();
      popup.querySelector<HTMLElement>('.vitrin-datepicker__nav--next')?.focus();
    });
    const heading = document.createElement('p');
    heading.className = 'vitrin-datepicker__title';
    heading.id = `${id}-title`;
    heading.textContent = title;
    const closeButton = button('vitrin-datepicker__close', t('filterDates:closePicker'), '×');
    closeButton.addEventListener('click', () => close(true));
    head.append(prevButton, heading, nextButton, closeButton);
    return head;
  };

  const dayGrid = () => {
    const j = toJalaliDay(cursor);
    const table = document.createElement('table');
    table.className = 'vitrin-datepicker__grid';
    table.setAttribute('role', 'grid');
    table.setAttribute('aria-labelledby', `${id}-title`);
    const headRow = table.createTHead().insertRow();
    weekdays.forEach((name, i) => {
      const th = document.createElement('th');
      th.scope = 'col';
      th.abbr = name;
      th.title = name;
      th.textContent = weekdaysShort[i] ?? name;
      headRow.append(th);
    });
    const body = table.createTBody();
    const shown: Period | undefined = pendingStart ? { start: pendingStart } : o.selected;
    for (const week of monthGrid(j.jy, j.jm, weekStart)) {
      const row = body.insertRow();
      for (const day of week) {
        const cell = row.insertCell();
        cell.setAttribute('role', 'gridcell');
        if (!day) continue;
        const selected = inPeriod(day, shown);
        cell.setAttribute('aria-selected', String(selected));
        const b = button('vitrin-datepicker__day', `${weekdays[weekdayFrom(day, weekStart)] ?? ''} ${longJalali(day)}`, digits(toJalaliDay(day).jd));
        b.tabIndex = sameDay(day, cursor) ? 0 : -1;
        b.dataset.date = `${day.y}-${day.m}-${day.d}`;
        b.classList.toggle('is-selected', selected);
        b.classList.toggle('is-today', sameDay(day, today));
        if (!selectable(day)) {
          b.setAttribute('aria-disabled', 'true');
          b.title = t('filterDates:unavailable');
        }
        b.addEventListener('click', () => {
          cursor = day;
          choose(day);
        });
        cell.append(b);
      }
    }
    return table;
  };

  const listGrid = (items: Array<{ label: string; text: string; value: CivilDate; current: boolean; selected: boolean; enabled: boolean }>) => {
    const grid = document.createElement('div');
    grid.className = 'vitrin-datepicker__list';
    grid.setAttribute('role', 'group');
    grid.setAttribute('aria-labelledby', `${id}-title`);
    for (const item of items) {
      const b = button('vitrin-datepicker__item', item.label, item.text);
      b.tabIndex = item.current ? 0 : -1;
      b.setAttribute('aria-pressed', String(item.selected));
      b.classList.toggle('is-selected', item.selected);
      if (!item.enabled) b.setAttribute('aria-disabled', 'true');
      b.addEventListener('click', () => {
        if (!item.enabled) return;
        cursor = item.value;
        choose(item.value);
      });
      grid.append(b);
    }
    return grid;
  };

  const moveMonths = (by: number) => {
    const j = toJalaliDay(cursor);
    const target = shiftJalaliMonth(j.jy, j.jm, by);
    cursor = clampCivil(fromJalaliDay({ ...target, jd: Math.min(j.jd, jalaliMonthLength(target.jy, target.jm)) }), o.bounds.min, o.bounds.max);
  };

  function render(): void {
    const j = toJalaliDay(cursor);
    popup.replaceChildren();
    if (o.view === 'days') {
      popup.append(
        header(`${monthName(j.jm)} ${digits(j.jy)}`, [t('filterDates:prevMonth'), () => moveMonths(-1)], [t('filterDates:nextMonth'), () => moveMonths(1)]),
        dayGrid(),
      );
    } else if (o.view === 'months') {
      const selected = o.selected ? toJalaliDay(o.selected.start) : undefined;
      popup.append(
        header(digits(j.jy), [t('filterDates:prevYear'), () => moveMonths(-12)], [t('filterDates:nextYear'), () => moveMonths(12)]),
        listGrid(Array.from({ length: 12 }, (_, i) => ({
          label: `${monthName(i + 1)} ${digits(j.jy)}`,
          text: monthName(i + 1),
          value: fromJalaliDay({ jy: j.jy, jm: i + 1, jd: 1 }),
          current: j.jm === i + 1,
          selected: selected?.jy === j.jy && selected.jm === i + 1,
          enabled: monthSelectable(j.jy, i + 1),
        }))),
      );
    } else {
      const first = j.jy - ((j.jy % 12) + 12) % 12;
      const selected = o.selected ? toJalaliDay(o.selected.start).jy : undefined;
      popup.append(
        header(`${digits(first)} – ${digits(first + 11)}`, [t('filterDates:prevYears'), () => moveMonths(-144)], [t('filterDates:nextYears'), () => moveMonths(144)]),
        listGrid(Array.from({ length: 12 }, (_, i) => ({
          label: digits(first + i),
          text: digits(first + i),
          value: fromJalaliDay({ jy: first + i, jm: 1, jd: 1 }),
          current: j.jy === first + i,
          selected: selected === first + i,
          enabled: yearSelectable(first + i),
        }))),
      );
    }
    popup.append(live);
  }

  const focusCursor = () => popup.querySelector<HTMLElement>('.vitrin-datepicker__grid [tabindex="0"], .vitrin-datepicker__list [tabindex="0"]')?.focus();

  const step = (key: string, shift: boolean): boolean => {
    const rtl = getComputedStyle(o.host).direction === 'rtl';
    // A cell's neighbour in the reading direction: in RTL the left arrow goes forward.
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    const perRow = o.view === 'days' ? 7 : 3;
    const unit = (n: number) => {
      if (o.view === 'days') cursor = clampCivil(addDays(cursor, n), o.bounds.min, o.bounds.max);
      else moveMonths(o.view === 'months' ? n : n * 12);
    };
    switch (key) {
      case forward: unit(1); return true;
      case backward: unit(-1); return true;
      case 'ArrowDown': unit(perRow); return true;
      case 'ArrowUp': unit(-perRow); return true;
      case 'Home':
        if (o.view === 'days') unit(-weekdayFrom(cursor, weekStart));
        return true;
      case 'End':
        if (o.view === 'days') unit(6 - weekdayFrom(cursor, weekStart));
        return true;
      case 'PageUp': moveMonths(o.view === 'days' ? (shift ? -12 : -1) : -12 * (o.view === 'years' ? 12 : 1)); return true;
      case 'PageDown': moveMonths(o.view === 'days' ? (shift ? 12 : 1) : 12 * (o.view === 'years' ? 12 : 1)); return true;
      default: return false;
    }
  };

  popup.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
      return;
    }
    const inGrid = event.target instanceof HTMLElement && !!event.target.closest('.vitrin-datepicker__grid, .vitrin-datepicker__list');
    if (inGrid && step(event.key, event.shiftKey)) {
      event.preventDefault();
      render();
      focusCursor();
      return;
    }
    if (event.key === 'Tab') {
      // Focus stays in the dialog while it is open.
      const focusables = Array.from(popup.querySelectorAll<HTMLElement>('button:not([tabindex="-1"])'));
      const first = focusables[0];
      const last = focusables[focusables.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    }
  });

  const outside = (event: Event) => {
    if (event.target instanceof Node && !popup.contains(event.target) && !o.anchor.contains(event.target)) close(false);
  };

  function close(returnFocus = true): void {
    if (closed) return;
    closed = true;
    document.removeEventListener('pointerdown', outside, true);
    popup.remove();
    o.anchor.setAttribute('aria-expanded', 'false');
    if (returnFocus) o.anchor.focus();
    o.onClose?.();
  }

  render();
  o.host.append(popup);
  o.anchor.setAttribute('aria-expanded', 'true');
  o.anchor.setAttribute('aria-controls', id);
  document.addEventListener('pointerdown', outside, true);
  if (o.range) live.textContent = t('filterDates:pickStart');
  focusCursor();
  return { element: popup, close };
}
