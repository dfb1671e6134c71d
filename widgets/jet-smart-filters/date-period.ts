// The date period filter on JetSmartFilters' markup (.jet-date-period): a day, a Saturday–Friday
// week, a Jalali month or year, or a range, picked in the Jalali picker, moved by prev/next.
import { effect } from '@preact/signals-core';
import type { FilterAttributes } from '../../adapters/jet-smart-filters/markup';
import type { MountContext } from '../../src/runtime/types';
import { bootFilterPage, registerFilter } from '../../src/state/filters/page';
import { t } from '../../src/i18n';
import { toPersianDigits } from '../../src/i18n/format';
import { periodAround, periodValue, readPeriod, shiftPeriod, toJalaliDay, PERIOD_TYPES, SATURDAY, type Period, type PeriodType } from './dates.connector';
import { longJalali, openDatePicker, type OpenPicker } from './date-picker';
import { boundsOf } from './dates';

function periodTypeOf(element: HTMLElement): PeriodType {
  const raw = element.getAttribute('data-period-type') ?? '';
  return (PERIOD_TYPES as readonly string[]).includes(raw) ? (raw as PeriodType) : 'day';
}

/** How a period reads on the filter's button: a day, a Saturday–Friday week, a Jalali month or year, a range. */
export function periodLabel(type: PeriodType, period: Period): string {
  const start = toJalaliDay(period.start);
  if (type === 'month') return `${t(`common:jalaliMonths.${start.jm}`)} ${toPersianDigits(start.jy)}`;
  if (type === 'year') return toPersianDigits(start.jy);
  if (!period.end) return longJalali(period.start);
  return t('filterDates:weekOf', { from: longJalali(period.start), to: longJalali(period.end) });
}

/**
 * The owner's start/end format (data-format as an object `{start, end, separator}`): the plugin's
 * DatePeriod then shows the period as start, separator and end (" <separator> ", " - " when none);
 * a plain string format shows one date. Undefined for a string or junk.
 */
export function periodSeparator(format: string | null): string | undefined {
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

/** Date period: a day/week/month/year/range chosen in the picker, moved by prev/next, applied at once. */
export function enhanceDatePeriod(attrs: FilterAttributes, ctx: MountContext): (() => void) | void {
  const { element, signal } = ctx;
  const input = element.querySelector<HTMLInputElement>('.jet-date-period__datepicker-input');
  const trigger = element.querySelector<HTMLElement>('.jet-date-period__datepicker-button');
  const prev = element.querySelector<HTMLElement>('.jet-date-period__prev');
  const next = element.querySelector<HTMLElement>('.jet-date-period__next');
  if (!input || !trigger) return;
  const type = periodTypeOf(element);
  const bounds = boundsOf(input);
  const placeholder = trigger.textContent?.trim() || t('filterDates:datePicker');
  // The owner's first day of the week (misc.week_start) where set; else Saturday.
  const weekStart = bootFilterPage(ctx.settings)?.weekStart ?? SATURDAY;
  let period = readPeriod(input.value, bounds);
  // A range keeps the length it was chosen with for prev/next.
  let length = period?.end ? Math.round((Date.UTC(period.end.y, period.end.m - 1, period.end.d) - Date.UTC(period.start.y, period.start.m - 1, period.start.d)) / 86_400_000) : 0;
  const normalise = (p: Period | undefined): Period | undefined => {
    if (!p) return undefined;
    if (type === 'range') return p.end ? p : undefined;
    return periodAround(type, p.start, weekStart);
  };
  period = normalise(period);
  input.value = period ? periodValue(period) : '';
  const registered = registerFilter(ctx.settings, element, attrs, input.value || false, {
    describe: () => [{ value: input.value, label: period ? periodLabel(type, period) : '' }],
  });
  if (!registered) return;
  const { group, entry } = registered;

  const label = attrs.activeLabel || element.querySelector('.jet-date-period__datepicker-input')?.getAttribute('aria-label') || t('filterDates:datePicker');
  const asButton = (el: HTMLElement, name: string) => {
    el.setAttribute('role', 'button');
    el.tabIndex = 0;
    el.setAttribute('aria-label', name);
    el.addEventListener('keydown', (event) => {
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        el.click();
      }
    }, { signal });
  };
  asButton(trigger, t('filterDates:pickDate', { label }));
  trigger.setAttribute('aria-haspopup', 'dialog');
  trigger.setAttribute('aria-expanded', 'false');
  if (prev) asButton(prev, t('filterDates:prevPeriod'));
  if (next) asButton(next, t('filterDates:nextPeriod'));

  const paint = () => {
    element.classList.toggle('jet-date-period-is-set', !!period);
    const sep = periodSeparator(input.getAttribute('data-format'));
    if (period?.end && sep !== undefined && (type === 'week' || type === 'range')) {
      // The plugin's start / separator / end parts (its CSS styles these classes), in Jalali. Hand DOM
      // until the date filters are React roots (issue 34): the label is the plugin's printed node.
      const part = (cls: string, text: string) => {
        const div = document.createElement('div');
        div.className = cls;
        div.textContent = text;
        return div;
      };
      trigger.replaceChildren(part('jet-date-period-start', longJalali(period.start)), part('jet-date-period-separator', ` ${sep} `), part('jet-date-period-end', longJalali(period.end)));
    } else trigger.textContent = period ? periodLabel(type, period) : placeholder;
    trigger.setAttribute('aria-label', `${t('filterDates:pickDate', { label })}${period ? `، ${periodLabel(type, period)}` : ''}`);
    const canPrev = !!period && !!shiftPeriod(type, period, -1, bounds, length, weekStart);
    const canNext = !!period && !!shiftPeriod(type, period, 1, bounds, length, weekStart);
    prev?.setAttribute('aria-disabled', String(!canPrev));
    next?.setAttribute('aria-disabled', String(!canNext));
  };
  const set = (p: Period | undefined) => {
    period = p;
    input.value = p ? periodValue(p) : '';
    paint();
    group.change(entry, input.value || false);
  };
  paint();

  let picker: OpenPicker | undefined;
  trigger.addEventListener('click', () => {
    if (picker) return picker.close(false);
    element.classList.add('jet-date-period-datepicker-opened');
    picker = openDatePicker({
      anchor: trigger,
      host: element,
      view: type === 'month' ? 'months' : type === 'year' ? 'years' : 'days',
      range: type === 'range',
      ...(period ? { selected: period } : {}),
      bounds,
      weekStart,
      label: t('filterDates:pickDate', { label }),
      onSelect: (chosen) => {
        if (type === 'range' && chosen.end) length = Math.round((Date.UTC(chosen.end.y, chosen.end.m - 1, chosen.end.d) - Date.UTC(chosen.start.y, chosen.start.m - 1, chosen.start.d)) / 86_400_000);
        const whole = type === 'range' ? chosen : periodAround(type, chosen.start, weekStart);
        set(clip(whole));
      },
      onClose: () => {
        picker = undefined;
        element.classList.remove('jet-date-period-datepicker-opened');
      },
    });
  }, { signal });
  const clip = (p: Period): Period => readPeriod(periodValue(p), bounds) ?? p;
  const shift = (direction: -1 | 1) => {
    if (!period) return;
    const shifted = shiftPeriod(type, period, direction, bounds, length, weekStart);
    if (shifted) set(type === 'day' ? { start: shifted.start } : shifted);
  };
  prev?.addEventListener('click', () => shift(-1), { signal });
  next?.addEventListener('click', () => shift(1), { signal });

  const stop = effect(() => {
    const data = entry.data.value;
    const value = typeof data === 'string' ? data : '';
    if (value === input.value) return;
    period = normalise(readPeriod(value, bounds));
    input.value = period ? periodValue(period) : '';
    paint();
  });
  // data-predefined-value, applied once on load as the plugin's PredefinedData.set does (a value the
  // server printed wins; the group then applies once, so the printed listing follows).
  const predefined = attrs.predefined && !input.value ? normalise(readPeriod(attrs.predefined, bounds)) : undefined;
  if (predefined) group.predefine(entry, periodValue(predefined));
  return () => {
    stop();
    picker?.close(false);
    registered.dispose();
  };
}
