// The date period filter on JetSmartFilters' markup (.jet-date-period) as React renders it: the
// printed button, prev/next and hidden input adopted by hydration, then drawn from the filter's
// value: a day, a week (from the owner's first day, Saturday by default), a Jalali month or year, or
// a range, picked in the Jalali picker (DatePicker.tsx), moved by prev/next, applied at once. The
// wire value is the plugin's: `Y.M.D` for a day, `Y.M.D-Y.M.D` for the rest (DatePeriod.js
// convertDate, no zero padding).
import { useCallback, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import type { FilterAttributes } from '../../adapters/jet-smart-filters/markup';
import { dayNumber } from '../../adapters/jet-smart-filters/dates';
import type { ViewProps } from '../../src/runtime/types';
import { bootFilterPage, registerFilter } from '../../src/state/filters/page';
import { hasClass, type MarkupElement, type MarkupNode } from '../../src/ui/markup';
import { ServerMarkup, renderChildren, type MarkupOverride } from '../../src/ui/ServerMarkup';
import { t } from '../../src/i18n';
import { periodAround, periodSeparator, periodValue, readPeriod, rangeLength, shiftPeriod, SATURDAY, type Period, type PeriodType } from './dates.connector';
import { boundsFrom, longJalali, periodLabel } from './date-labels';
import { preloadDatePicker, useDatePicker } from './picker';
import { useContainerState, useHydrated, useMountModel } from './root';
import { findByClass, printedProps } from './fields';
import { predefineTogether } from './predefined';

export interface DatePeriodProps extends FilterAttributes {
  markup: MarkupNode[];
  /** data-period-type: day, week, month, year or range. */
  periodType: PeriodType;
}

let pickers = 0;

/** A wire value as a whole period of `type` (a range needs both ends), or undefined. */
export function normalisePeriod(type: PeriodType, p: Period | undefined, weekStart: number): Period | undefined {
  if (!p) return undefined;
  if (type === 'range') return p.end ? p : undefined;
  return periodAround(type, p.start, weekStart);
}

export function DatePeriod({ props, element, settings, signal }: ViewProps<DatePeriodProps>) {
  useSignals();
  const hydrated = useHydrated();
  const type = props.periodType;
  const input = findByClass(props.markup, 'jet-date-period__datepicker-input');
  const [bounds] = useState(() => boundsFrom(input?.attrs ?? {}));
  // The owner's first day of the week (misc.week_start) where set; else Saturday.
  const weekStart = bootFilterPage(settings)?.weekStart ?? SATURDAY;
  const normalise = (p: Period | undefined) => normalisePeriod(type, p, weekStart);
  const [printed] = useState(() => normalise(readPeriod(input?.attrs.value ?? '', bounds)));
  const registered = useMountModel(element, signal, () => registerFilter(settings, element, props, printed ? periodValue(printed) : false, {
    describe: (data) => {
      const p = normalise(readPeriod(String(data), bounds));
      return [{ value: String(data), label: p ? periodLabel(type, p) : '' }];
    },
  }));
  const data = registered?.entry.data.value ?? false;
  const period = registered ? normalise(readPeriod(typeof data === 'string' ? data : '', bounds)) : printed;
  // A range keeps the length it was chosen with for prev/next.
  const length = useRef(period ? rangeLength(period) : 0);
  const [open, setOpen] = useState<{ id: string; rtl: boolean } | undefined>(undefined);
  // The popup's own chunk (./picker.ts): asked for on the way to the button, drawn once it is here.
  const DatePicker = useDatePicker(open !== undefined);
  const trigger = useRef<HTMLDivElement | null>(null);
  useContainerState(element, hydrated ? { classes: { 'jet-date-period-is-set': Boolean(period), 'jet-date-period-datepicker-opened': Boolean(open) } } : {});

  // data-predefined-value, applied once on load as the plugin's PredefinedData.set does (a value the
  // server printed wins; the group then applies once, so the printed listing follows).
  useLayoutEffect(() => {
    const p = props.predefined ? normalise(readPeriod(props.predefined, bounds)) : undefined;
    if (!registered || !p || input?.attrs.value) return;
    predefineTogether(signal, () => {
      if (registered.entry.data.peek() === false) registered.group.predefine(registered.entry, periodValue(p));
    });
  }, [registered]);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(undefined);
    // Hand DOM: focus back on the button that opened the picker.
    if (returnFocus) trigger.current?.focus();
  }, []);

  if (!registered) return <ServerMarkup nodes={props.markup} />;
  const { group, entry } = registered;
  const set = (p: Period | undefined) => group.change(entry, p ? periodValue(p) : false);
  const clip = (p: Period): Period => readPeriod(periodValue(p), bounds) ?? p;
  const shifted = (direction: -1 | 1) => (period ? shiftPeriod(type, period, direction, bounds, length.current, weekStart) : undefined);
  const shift = (direction: -1 | 1) => {
    const next = shifted(direction);
    if (next) set(type === 'day' ? { start: next.start } : next);
  };
  const label = props.activeLabel || input?.attrs['aria-label'] || t('filterDates:datePicker');
  const pickLabel = t('filterDates:pickDate', { label });
  const buttonKeys = (action: () => void) => (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    action();
  };
  const toggle = () => (open ? close(false) : setOpen({ id: `vitrin-datepicker-period-${++pickers}`, rtl: getComputedStyle(element).direction === 'rtl' }));

  const buttonContent = (el: MarkupElement) => {
    if (!period) return renderChildren(el.children);
    const sep = periodSeparator(input?.attrs['data-format']);
    if (period.end && sep !== undefined && (type === 'week' || type === 'range')) {
      // The plugin's start / separator / end parts (its CSS styles these classes), in Jalali.
      return [
        <div key="start" className="jet-date-period-start">{longJalali(period.start)}</div>,
        <div key="separator" className="jet-date-period-separator">{` ${sep} `}</div>,
        <div key="end" className="jet-date-period-end">{longJalali(period.end)}</div>,
      ];
    }
    return periodLabel(type, period);
  };

  const override: MarkupOverride = (el, key) => {
    if (el.tag === 'input' && hasClass(el, 'jet-date-period__datepicker-input')) {
      return <input key={key} {...printedProps(el, ['defaultValue'])} value={hydrated ? (period ? periodValue(period) : '') : el.attrs.value ?? ''} />;
    }
    if (!hydrated) return undefined;
    if (hasClass(el, 'jet-date-period__datepicker-button')) {
      return (
        <div
          key={key}
          {...printedProps(el, ['tabIndex'])}
          ref={trigger}
          role="button"
          tabIndex={0}
          aria-label={`${pickLabel}${period ? `، ${periodLabel(type, period)}` : ''}`}
          aria-haspopup="dialog"
          aria-expanded={Boolean(open)}
          aria-controls={open?.id}
          onPointerEnter={() => void preloadDatePicker().catch(() => undefined)}
          onFocus={() => void preloadDatePicker().catch(() => undefined)}
          onClick={toggle}
          onKeyDown={buttonKeys(toggle)}
        >
          {buttonContent(el)}
        </div>
      );
    }
    const direction = hasClass(el, 'jet-date-period__prev') ? -1 : hasClass(el, 'jet-date-period__next') ? 1 : 0;
    if (direction) {
      const go = () => shift(direction);
      return (
        <div key={key} {...printedProps(el, ['tabIndex'])} role="button" tabIndex={0} aria-label={t(direction < 0 ? 'filterDates:prevPeriod' : 'filterDates:nextPeriod')} aria-disabled={!shifted(direction)} onClick={go} onKeyDown={buttonKeys(go)}>
          {renderChildren(el.children)}
        </div>
      );
    }
    return undefined;
  };
  return (
    <>
      <ServerMarkup nodes={props.markup} override={override} />
      {open && DatePicker ? (
        <DatePicker
          key={open.id}
          id={open.id}
          view={type === 'month' ? 'months' : type === 'year' ? 'years' : 'days'}
          range={type === 'range'}
          selected={period}
          bounds={bounds}
          weekStart={weekStart}
          rtl={open.rtl}
          anchor={trigger.current}
          label={pickLabel}
          onSelect={(chosen) => {
            if (type === 'range' && chosen.end) length.current = dayNumber(chosen.end) - dayNumber(chosen.start);
            close(true);
            set(clip(type === 'range' ? chosen : periodAround(type, chosen.start, weekStart)));
          }}
          onClose={close}
        />
      ) : null}
    </>
  );
}
