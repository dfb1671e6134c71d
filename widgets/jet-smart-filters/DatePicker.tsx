// The Jalali date picker of the date filters (in place of the original's jQuery UI / air-datepicker)
// as a React component: a popup dialog beside its trigger with a day grid (weeks from the owner's
// first day, Saturday by default), a month grid or a year grid, Persian month names and digits,
// min/max honoured, a two-click range. Keyboard as the APG date-picker dialog, mirrored for RTL:
// arrows move by day/week, Home/End to the week's ends, PageUp/PageDown by month (with Shift by
// year), Enter/Space choose, Escape closes (focus back on the trigger), Tab stays inside.
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { addDays, clampCivil, todayCivil, type CivilDate } from '../../adapters/jet-smart-filters/dates';
import { t } from '../../src/i18n';
import { toPersianDigits } from '../../src/i18n/format';
import pickerCss from './date-picker.css?inline';
import {
  fromJalaliDay, inPeriod, jalaliMonthLength, monthGrid, outOfBounds, rangePeriod, sameDay, shiftJalaliMonth, toJalaliDay,
  weekdayFrom, SATURDAY, type Bounds, type Period,
} from './dates.connector';
import { longJalali } from './date-labels';

export type PickerView = 'days' | 'months' | 'years';

export interface DatePickerProps {
  id: string;
  view: PickerView;
  range: boolean;
  selected?: Period | undefined;
  bounds: Bounds;
  label: string;
  /** misc.week_start (0 = Sunday … 6 = Saturday); Saturday when the owner set nothing. */
  weekStart?: number | undefined;
  /** The page reads right to left: "previous" sits on the right and ArrowLeft goes forward. */
  rtl: boolean;
  /** The trigger: a pointer down on it is not "outside" (it toggles the picker itself). */
  anchor: HTMLElement | null;
  onSelect(period: Period): void;
  /** Closed without a choice (Escape, ×, outside); `returnFocus` when focus should go back to the trigger. */
  onClose(returnFocus: boolean): void;
}

const monthName = (jm: number) => t(`common:jalaliMonths.${jm}`);
const digits = (n: number) => toPersianDigits(String(n));

let styled = false;

/**
 * The popup's styles, adopted once on first open (a constructed sheet: no inline <style>, so a
 * strict CSP is fine). Older browsers get a <style> element (hand DOM in the document's head, which
 * no root renders; refused only under a strict CSP, where the picker still works, unstyled).
 */
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
  const style = document.createElement('style');
  style.textContent = pickerCss;
  document.head.append(style);
}

interface ListItem {
  label: string;
  text: string;
  value: CivilDate;
  current: boolean;
  selected: boolean;
  enabled: boolean;
}

export function DatePicker(o: DatePickerProps) {
  const popup = useRef<HTMLDivElement | null>(null);
  const [cursor, setCursor] = useState(() => clampCivil(o.selected?.start ?? todayCivil(), o.bounds.min, o.bounds.max));
  const [pendingStart, setPendingStart] = useState<CivilDate | undefined>(undefined);
  const [live, setLive] = useState(o.range ? t('filterDates:pickStart') : '');
  // Focus follows the cursor after a key moved it (and on opening).
  const [focusWanted, setFocusWanted] = useState(1);
  const today = todayCivil();
  const weekStart = o.weekStart ?? SATURDAY;
  // The locale lists the days from Saturday; the owner's first day of the week leads the grid.
  const fromSaturday = (weekStart - SATURDAY + 7) % 7;
  const rotate = (names: string[]) => names.map((_, i) => names[(i + fromSaturday) % names.length] ?? '');
  const weekdays = rotate(t('filterDates:weekdays').split(/[،,]/));
  const weekdaysShort = rotate(t('filterDates:weekdaysShort').split(/[،,]/));
  const { onClose, anchor } = o;

  useLayoutEffect(adoptStyles, []);
  useLayoutEffect(() => {
    // Hand DOM: focus on the grid's one tab stop.
    popup.current?.querySelector<HTMLElement>('.vitrin-datepicker__grid [tabindex="0"], .vitrin-datepicker__list [tabindex="0"]')?.focus();
  }, [focusWanted]);
  useEffect(() => {
    const outside = (event: Event) => {
      if (event.target instanceof Node && !popup.current?.contains(event.target) && !anchor?.contains(event.target)) onClose(false);
    };
    document.addEventListener('pointerdown', outside, true);
    return () => document.removeEventListener('pointerdown', outside, true);
  }, [onClose, anchor]);

  const selectable = (c: CivilDate) => !outOfBounds(c, o.bounds);
  const monthSelectable = (jy: number, jm: number) => {
    const first = fromJalaliDay({ jy, jm, jd: 1 });
    const last = fromJalaliDay({ jy, jm, jd: jalaliMonthLength(jy, jm) });
    return !(o.bounds.min && outOfBounds(last, { min: o.bounds.min })) && !(o.bounds.max && outOfBounds(first, { max: o.bounds.max }));
  };
  const yearSelectable = (jy: number) => Array.from({ length: 12 }, (_, i) => monthSelectable(jy, i + 1)).some(Boolean);

  const choose = (c: CivilDate) => {
    if (o.view === 'days' && !selectable(c)) return;
    if (o.range && o.view === 'days') {
      if (!pendingStart) {
        setPendingStart(c);
        setLive(t('filterDates:pickEnd'));
        return;
      }
      o.onSelect(rangePeriod(pendingStart, c));
      return;
    }
    o.onSelect({ start: c });
  };
  const moveMonths = (from: CivilDate, by: number): CivilDate => {
    const j = toJalaliDay(from);
    const target = shiftJalaliMonth(j.jy, j.jm, by);
    return clampCivil(fromJalaliDay({ ...target, jd: Math.min(j.jd, jalaliMonthLength(target.jy, target.jm)) }), o.bounds.min, o.bounds.max);
  };

  const step = (key: string, shift: boolean): CivilDate | undefined => {
    // A cell's neighbour in the reading direction: in RTL the left arrow goes forward.
    const forward = o.rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = o.rtl ? 'ArrowRight' : 'ArrowLeft';
    const perRow = o.view === 'days' ? 7 : 3;
    const unit = (n: number) => (o.view === 'days' ? clampCivil(addDays(cursor, n), o.bounds.min, o.bounds.max) : moveMonths(cursor, o.view === 'months' ? n : n * 12));
    switch (key) {
      case forward: return unit(1);
      case backward: return unit(-1);
      case 'ArrowDown': return unit(perRow);
      case 'ArrowUp': return unit(-perRow);
      case 'Home': return o.view === 'days' ? unit(-weekdayFrom(cursor, weekStart)) : cursor;
      case 'End': return o.view === 'days' ? unit(6 - weekdayFrom(cursor, weekStart)) : cursor;
      case 'PageUp': return moveMonths(cursor, o.view === 'days' ? (shift ? -12 : -1) : -12 * (o.view === 'years' ? 12 : 1));
      case 'PageDown': return moveMonths(cursor, o.view === 'days' ? (shift ? 12 : 1) : 12 * (o.view === 'years' ? 12 : 1));
      default: return undefined;
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose(true);
      return;
    }
    const inGrid = event.target instanceof HTMLElement && !!event.target.closest('.vitrin-datepicker__grid, .vitrin-datepicker__list');
    const next = inGrid ? step(event.key, event.shiftKey) : undefined;
    if (next) {
      event.preventDefault();
      setCursor(next);
      setFocusWanted((n) => n + 1);
      return;
    }
    if (event.key === 'Tab') {
      // Focus stays in the dialog while it is open.
      const focusables = Array.from(popup.current?.querySelectorAll<HTMLElement>('button:not([tabindex="-1"])') ?? []);
      const first = focusables[0];
      const last = focusables[focusables.length - 1];
      const active = document.activeElement;
      if (event.shiftKey && active === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first?.focus();
      }
    }
  };

  const header = (title: string, prev: [string, number], next: [string, number]) => (
    <div className="vitrin-datepicker__head">
      {/* "Previous" sits first in reading order: on the right in RTL, pointing right. */}
      <button type="button" className="vitrin-datepicker__nav vitrin-datepicker__nav--prev" aria-label={prev[0]} onClick={() => setCursor(moveMonths(cursor, prev[1]))}>{o.rtl ? '›' : '‹'}</button>
      <p className="vitrin-datepicker__title" id={`${o.id}-title`}>{title}</p>
      <button type="button" className="vitrin-datepicker__nav vitrin-datepicker__nav--next" aria-label={next[0]} onClick={() => setCursor(moveMonths(cursor, next[1]))}>{o.rtl ? '‹' : '›'}</button>
      <button type="button" className="vitrin-datepicker__close" aria-label={t('filterDates:closePicker')} onClick={() => onClose(true)}>×</button>
    </div>
  );

  const dayGrid = () => {
    const j = toJalaliDay(cursor);
    const shown: Period | undefined = pendingStart ? { start: pendingStart } : o.selected;
    return (
      <table className="vitrin-datepicker__grid" role="grid" aria-labelledby={`${o.id}-title`}>
        <thead>
          <tr>{weekdays.map((name, i) => <th key={i} scope="col" abbr={name} title={name}>{weekdaysShort[i] ?? name}</th>)}</tr>
        </thead>
        <tbody>
          {monthGrid(j.jy, j.jm, weekStart).map((week, w) => (
            <tr key={w}>
              {week.map((day, d) => {
                if (!day) return <td key={d} role="gridcell" />;
                const selected = inPeriod(day, shown);
                const enabled = selectable(day);
                const classes = ['vitrin-datepicker__day', selected ? 'is-selected' : '', sameDay(day, today) ? 'is-today' : ''].filter(Boolean).join(' ');
                return (
                  <td key={d} role="gridcell" aria-selected={selected}>
                    <button
                      type="button"
                      className={classes}
                      aria-label={`${weekdays[weekdayFrom(day, weekStart)] ?? ''} ${longJalali(day)}`}
                      tabIndex={sameDay(day, cursor) ? 0 : -1}
                      data-date={`${day.y}-${day.m}-${day.d}`}
                      aria-disabled={enabled ? undefined : true}
                      title={enabled ? undefined : t('filterDates:unavailable')}
                      onClick={() => {
                        setCursor(day);
                        choose(day);
                      }}
                    >
                      {digits(toJalaliDay(day).jd)}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    );
  };

  const listGrid = (items: ListItem[]) => (
    <div className="vitrin-datepicker__list" role="group" aria-labelledby={`${o.id}-title`}>
      {items.map((item) => (
        <button
          key={item.text}
          type="button"
          className={item.selected ? 'vitrin-datepicker__item is-selected' : 'vitrin-datepicker__item'}
          aria-label={item.label}
          tabIndex={item.current ? 0 : -1}
          aria-pressed={item.selected}
          aria-disabled={item.enabled ? undefined : true}
          onClick={() => {
            if (!item.enabled) return;
            setCursor(item.value);
            choose(item.value);
          }}
        >
          {item.text}
        </button>
      ))}
    </div>
  );

  const j = toJalaliDay(cursor);
  let body: ReactNode;
  if (o.view === 'days') {
    body = <>{header(`${monthName(j.jm)} ${digits(j.jy)}`, [t('filterDates:prevMonth'), -1], [t('filterDates:nextMonth'), 1])}{dayGrid()}</>;
  } else if (o.view === 'months') {
    const selected = o.selected ? toJalaliDay(o.selected.start) : undefined;
    body = (
      <>
        {header(digits(j.jy), [t('filterDates:prevYear'), -12], [t('filterDates:nextYear'), 12])}
        {listGrid(Array.from({ length: 12 }, (_, i) => ({
          label: `${monthName(i + 1)} ${digits(j.jy)}`,
          text: monthName(i + 1),
          value: fromJalaliDay({ jy: j.jy, jm: i + 1, jd: 1 }),
          current: j.jm === i + 1,
          selected: selected?.jy === j.jy && selected.jm === i + 1,
          enabled: monthSelectable(j.jy, i + 1),
        })))}
      </>
    );
  } else {
    const first = j.jy - (((j.jy % 12) + 12) % 12);
    const selected = o.selected ? toJalaliDay(o.selected.start).jy : undefined;
    body = (
      <>
        {header(`${digits(first)} – ${digits(first + 11)}`, [t('filterDates:prevYears'), -144], [t('filterDates:nextYears'), 144])}
        {listGrid(Array.from({ length: 12 }, (_, i) => ({
          label: digits(first + i),
          text: digits(first + i),
          value: fromJalaliDay({ jy: first + i, jm: 1, jd: 1 }),
          current: j.jy === first + i,
          selected: selected === first + i,
          enabled: yearSelectable(first + i),
        })))}
      </>
    );
  }
  return (
    <div ref={popup} className={`vitrin-datepicker vitrin-datepicker--${o.view}`} id={o.id} role="dialog" aria-label={o.label} onKeyDown={onKeyDown}>
      {body}
      <p className="vitrin-visually-hidden" aria-live="polite">{live}</p>
    </div>
  );
}
