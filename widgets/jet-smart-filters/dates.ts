// The date range filter on JetSmartFilters' markup (.jet-date-range) with the Jalali picker (the
// date period is ./date-period.ts). The hidden input keeps the wire value (Gregorian Y.M.D) the PHP reads.
import { effect } from '@preact/signals-core';
import type { FilterAttributes } from '../../adapters/jet-smart-filters/markup';
import { clampCivil, compareCivil, parseDateLimit, parseWireRange, todayCivil, type CivilDate } from '../../adapters/jet-smart-filters/dates';
import type { MountContext } from '../../src/runtime/types';
import { bootFilterPage, registerFilter } from '../../src/state/filters/page';
import { t } from '../../src/i18n';
import { toPersianDigits } from '../../src/i18n/format';
import { formatJalaliInput, limitDateInput, parseJalaliInput, periodValue, readPeriod, type Bounds } from './dates.connector';
import { openDatePicker, type OpenPicker } from './date-picker';
import { revealLegends } from './shared';

/** data-mindate / data-maxdate of a date filter's input; a reversed pair is put in order. */
export function boundsOf(input: HTMLElement | null): Bounds {
  const today = todayCivil();
  const min = parseDateLimit(input?.getAttribute('data-mindate'), today);
  const max = parseDateLimit(input?.getAttribute('data-maxdate'), today);
  if (min && max && compareCivil(min, max) > 0) return { min: max, max: min };
  return { ...(min ? { min } : {}), ...(max ? { max } : {}) };
}

function calendarButton(label: string): HTMLButtonElement {
  const b = document.createElement('button');
  b.type = 'button';
  b.className = 'vitrin-date-button';
  b.setAttribute('aria-label', label);
  b.setAttribute('aria-haspopup', 'dialog');
  b.setAttribute('aria-expanded', 'false');
  b.innerHTML = '<svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false"><path fill="currentColor" d="M7 2v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2V2h-2v2H9V2H7Zm-2 8h14v10H5V10Z"/></svg>';
  return b;
}

export function rangeLabel(period: { from?: CivilDate; to?: CivilDate }): string {
  const from = period.from ? formatJalaliInput(period.from) : '';
  const to = period.to ? formatJalaliInput(period.to) : '';
  if (from && to) return t('filterDates:fromTo', { from, to });
  return from ? t('filterDates:fromOnly', { from }) : t('filterDates:toOnly', { to });
}

/** Date range: two typed-or-picked Jalali dates, each bounding the other; applied by its button. */
export function enhanceDateRange(attrs: FilterAttributes, ctx: MountContext): (() => void) | void {
  const { element, signal } = ctx;
  revealLegends(element);
  const hidden = element.querySelector<HTMLInputElement>('.jet-date-range__input');
  const fromInput = element.querySelector<HTMLInputElement>('.jet-date-range__from');
  const toInput = element.querySelector<HTMLInputElement>('.jet-date-range__to');
  if (!hidden || !fromInput || !toInput) return;
  const bounds = boundsOf(hidden);
  let from: CivilDate | undefined;
  let to: CivilDate | undefined;
  const setFrom = (value: string) => {
    const range = parseWireRange(value);
    from = range.from ? clampCivil(range.from, bounds.min, bounds.max) : undefined;
    to = range.to ? clampCivil(range.to, bounds.min, bounds.max) : undefined;
  };
  setFrom(hidden.value);
  const wire = () => (from || to ? `${from ? periodValue({ start: from }) : ''}-${to ? periodValue({ start: to }) : ''}` : '');
  const paint = () => {
    hidden.value = wire();
    if (document.activeElement !== fromInput) fromInput.value = from ? formatJalaliInput(from) : '';
    if (document.activeElement !== toInput) toInput.value = to ? formatJalaliInput(to) : '';
  };
  paint();
  const registered = registerFilter(ctx.settings, element, attrs, hidden.value || false, {
    describe: () => [{ value: hidden.value, label: rangeLabel({ ...(from ? { from } : {}), ...(to ? { to } : {}) }) }],
  });
  if (!registered) return;
  const { group, entry } = registered;
  // The owner's first day of the week (misc.week_start) for the picker's grid; else Saturday.
  const weekStart = bootFilterPage(ctx.settings)?.weekStart;

  for (const [input, side] of [[fromInput, 'from'], [toInput, 'to']] as const) {
    input.inputMode = 'numeric';
    input.dir = 'ltr';
    input.setAttribute('aria-label', side === 'from' ? t('filterDates:dateFrom') : t('filterDates:dateTo'));
    if (!input.placeholder) input.placeholder = toPersianDigits('1403/05/12');
    input.title = t('filterDates:dateFormatHint');
    input.addEventListener('input', () => {
      const limited = limitDateInput(input.value);
      if (limited !== input.value) input.value = limited;
      input.removeAttribute('aria-invalid');
    }, { signal });
    input.addEventListener('change', () => {
      const text = input.value.trim();
      const date = text ? parseJalaliInput(text) : undefined;
      if (text && !date) input.setAttribute('aria-invalid', 'true');
      const other = side === 'from' ? to : from;
      // Each side is bounded by the global limits and by the other side.
      const limits: Bounds = side === 'from' ? { ...bounds, ...(other ? { max: other } : {}) } : { ...bounds, ...(other ? { min: other } : {}) };
      const clamped = date ? readPeriod(periodValue({ start: date }), limits)?.start : undefined;
      if (side === 'from') from = clamped;
      else to = clamped;
      if (!text || date) input.value = clamped ? formatJalaliInput(clamped) : '';
      hidden.value = wire();
    }, { signal });
    const trigger = calendarButton(t('filterDates:pickDate', { label: side === 'from' ? t('filterDates:dateFrom') : t('filterDates:dateTo') }));
    input.after(trigger);
    let picker: OpenPicker | undefined;
    const open = () => {
      if (picker) return picker.close(false);
      const other = side === 'from' ? to : from;
      const current = side === 'from' ? from : to;
      const limits: Bounds = side === 'from' ? { ...bounds, ...(other ? { max: other } : {}) } : { ...bounds, ...(other ? { min: other } : {}) };
      picker = openDatePicker({
        anchor: trigger,
        host: element,
        view: 'days',
        range: false,
        ...(current ? { selected: { start: current } } : {}),
        bounds: limits,
        ...(weekStart !== undefined ? { weekStart } : {}),
        label: t('filterDates:pickDate', { label: side === 'from' ? t('filterDates:dateFrom') : t('filterDates:dateTo') }),
        onSelect: (period) => {
          if (side === 'from') from = period.start;
          else to = period.start;
          paint();
          input.removeAttribute('aria-invalid');
        },
        onClose: () => {
          picker = undefined;
        },
      });
    };
    trigger.addEventListener('click', open, { signal });
    signal.addEventListener('abort', () => {
      picker?.close(false);
      trigger.remove();
    });
  }

  const apply = () => {
    group.change(entry, wire() || false);
    if (attrs.applyType.includes('reload')) group.applyButton(attrs.applyType.replace('-reload', '') || 'ajax', attrs.redirect);
  };
  element.querySelector('.jet-date-range__submit')?.addEventListener('click', apply, { signal });
  for (const input of [fromInput, toInput]) {
    input.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter') return;
      event.preventDefault();
      input.dispatchEvent(new Event('change'));
      apply();
    }, { signal });
  }

  const stop = effect(() => {
    const data = entry.data.value;
    const value = typeof data === 'string' ? data : '';
    if (value !== wire()) {
      setFrom(value);
      paint();
    }
  });
  // data-predefined-value, applied once on load as the plugin's PredefinedData.set does (a value the
  // server printed wins; the group then applies once, so the printed listing follows).
  if (attrs.predefined && !hidden.value) {
    setFrom(attrs.predefined);
    paint();
    group.predefine(entry, wire() || false);
  }
  return () => {
    stop();
    registered.dispose();
  };
}
