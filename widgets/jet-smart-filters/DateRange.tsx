// The date range filter on JetSmartFilters' markup (.jet-date-range) as React renders it: the
// printed inputs adopted by hydration, then two typed-or-picked Jalali dates, each bounding the
// other, with a calendar button after each input (the React picker, DatePicker.tsx). The hidden
// input keeps the wire value (Gregorian `Y.M.D-Y.M.D`) the PHP reads; the filter applies by its
// button or Enter.
import { Fragment, useCallback, useId, useLayoutEffect, useRef, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import type { FilterAttributes } from '../../adapters/jet-smart-filters/markup';
import { clampCivil, parseWireRange, type CivilDate } from '../../adapters/jet-smart-filters/dates';
import type { ViewProps } from '../../src/runtime/types';
import { bootFilterPage, registerFilter } from '../../src/state/filters/page';
import type { FilterData } from '../../src/state/filters/engine';
import { hasClass, type MarkupNode } from '../../src/ui/markup';
import { ServerMarkup, renderChildren, type MarkupOverride } from '../../src/ui/ServerMarkup';
import { t } from '../../src/i18n';
import { toPersianDigits } from '../../src/i18n/format';
import { formatJalaliInput, limitDateInput, parseJalaliInput, periodValue, readPeriod, type Bounds } from './dates.connector';
import { boundsFrom, rangeLabel } from './date-labels';
import { preloadDatePicker, useDatePicker } from './picker';
import { useHydrated, useMountModel } from './root';
import { findByClass, legendOverride, printedProps, useNativeEvent } from './fields';
import { predefineTogether } from './predefined';

export interface DateRangeProps extends FilterAttributes {
  markup: MarkupNode[];
}

type Side = 'from' | 'to';
interface Dates {
  from?: CivilDate | undefined;
  to?: CivilDate | undefined;
}

/** The wire value: `Y.M.D-Y.M.D`, either side may be empty; '' when neither is set. */
export function rangeWire(d: Dates): string {
  return d.from || d.to ? `${d.from ? periodValue({ start: d.from }) : ''}-${d.to ? periodValue({ start: d.to }) : ''}` : '';
}

/** A wire value read back within the bounds. */
export function readRange(value: string, bounds: Bounds): Dates {
  const range = parseWireRange(value);
  return {
    from: range.from ? clampCivil(range.from, bounds.min, bounds.max) : undefined,
    to: range.to ? clampCivil(range.to, bounds.min, bounds.max) : undefined,
  };
}

let pickers = 0;

const CALENDAR_ICON = <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false"><path fill="currentColor" d="M7 2v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2V2h-2v2H9V2H7Zm-2 8h14v10H5V10Z" /></svg>;

export function DateRange({ props, element, settings, signal }: ViewProps<DateRangeProps>) {
  useSignals();
  const hydrated = useHydrated();
  const [printed] = useState(() => {
    const hidden = findByClass(props.markup, 'jet-date-range__input');
    const bounds = boundsFrom(hidden?.attrs ?? {});
    return { bounds, value: hidden?.attrs.value ?? '', dates: readRange(hidden?.attrs.value ?? '', bounds) };
  });
  const { bounds } = printed;
  const registered = useMountModel(element, signal, () => registerFilter(settings, element, props, rangeWire(printed.dates) || false, {
    describe: (data) => [{ value: String(data), label: rangeLabel(readRange(String(data), bounds)) }],
  }));
  // The owner's first day of the week (misc.week_start) for the picker's grid; else Saturday.
  const weekStart = bootFilterPage(settings)?.weekStart;
  const [dates, setDates] = useState<Dates>(printed.dates);
  const latest = useRef(dates);
  useLayoutEffect(() => {
    latest.current = dates;
  });
  // What the shopper typed and has not committed, and whether a committed text was no date.
  const [drafts, setDrafts] = useState<Partial<Record<Side, string>>>({});
  const [invalid, setInvalid] = useState<Partial<Record<Side, boolean>>>({});
  // The same, for a press in the same task as the commit (Enter, then apply): nothing is applied
  // while a side holds text that is no date (it was applied without it, and the shopper not told).
  const invalidNow = useRef<Partial<Record<Side, boolean>>>({});
  const errorId = `vitrin-date-error-${useId().replace(/:/g, '')}`;
  const [open, setOpen] = useState<{ side: Side; id: string; rtl: boolean } | undefined>(undefined);
  // The popup's own chunk (./picker.ts): asked for on the way to a button, drawn once it is here.
  const DatePicker = useDatePicker(open !== undefined);
  const triggers = useRef<Partial<Record<Side, HTMLButtonElement | null>>>({});

  // The value set from outside (active item ×, remove-all, the address): the inputs follow.
  const data: FilterData = registered?.entry.data.value ?? false;
  const [seen, setSeen] = useState<FilterData>(data);
  if (data !== seen) {
    setSeen(data);
    const value = typeof data === 'string' ? data : '';
    if (value !== rangeWire(dates)) {
      setDates(readRange(value, bounds));
      setDrafts({});
      setInvalid({});
      invalidNow.current = {};
    }
  }

  // data-predefined-value, applied once on load as the plugin's PredefinedData.set does (a value the
  // server printed wins; the group then applies once, so the printed listing follows).
  useLayoutEffect(() => {
    const wire = props.predefined ? rangeWire(readRange(props.predefined, bounds)) : '';
    if (!registered || !wire || printed.value) return;
    predefineTogether(signal, () => {
      if (registered.entry.data.peek() === false) registered.group.predefine(registered.entry, wire);
    });
  }, [registered]);

  const set = (next: Dates) => {
    latest.current = next;
    setDates(next);
  };
  // Each side is bounded by the global limits and by the other side.
  const limitsFor = (side: Side, d: Dates): Bounds => (side === 'from' ? { ...bounds, ...(d.to ? { max: d.to } : {}) } : { ...bounds, ...(d.from ? { min: d.from } : {}) });
  const commitTyped = (side: Side, node: HTMLInputElement) => {
    const text = node.value.trim();
    const date = text ? parseJalaliInput(text) : undefined;
    const clamped = date ? readPeriod(periodValue({ start: date }), limitsFor(side, latest.current))?.start : undefined;
    set({ ...latest.current, [side]: clamped });
    // Text that is no date stays as typed and is marked; otherwise the input shows the date kept.
    setDrafts((all) => ({ ...all, [side]: text && !date ? node.value : undefined }));
    invalidNow.current = { ...invalidNow.current, [side]: Boolean(text && !date) };
    setInvalid(invalidNow.current);
  };
  const change = { from: useNativeEvent<HTMLInputElement>('change', (node) => commitTyped('from', node)), to: useNativeEvent<HTMLInputElement>('change', (node) => commitTyped('to', node)) };
  const close = useCallback((returnFocus: boolean) => {
    const side = open?.side;
    setOpen(undefined);
    // Hand DOM: focus back on the calendar button that opened the picker.
    if (returnFocus && side) triggers.current[side]?.focus();
  }, [open]);

  if (!registered) return <ServerMarkup nodes={props.markup} />;
  const { group, entry } = registered;
  const apply = () => {
    if (invalidNow.current.from || invalidNow.current.to) return;
    group.change(entry, rangeWire(latest.current) || false);
    if (props.applyType.includes('reload')) group.applyButton(props.applyType.replace('-reload', '') || 'ajax', props.redirect);
  };
  const sideLabel = (side: Side) => t(side === 'from' ? 'filterDates:dateFrom' : 'filterDates:dateTo');

  const override: MarkupOverride = (el, key) => {
    const legend = hydrated ? legendOverride(el, key, override) : undefined;
    if (legend) return legend;
    if (el.tag === 'input') {
      const side: Side | undefined = hasClass(el, 'jet-date-range__from') ? 'from' : hasClass(el, 'jet-date-range__to') ? 'to' : undefined;
      if (side) {
        const date = dates[side];
        const input = (
          <input
            {...printedProps(el, ['defaultValue', 'aria-label', 'placeholder', 'title', 'dir', 'inputMode'])}
            ref={change[side]}
            value={hydrated ? drafts[side] ?? (date ? formatJalaliInput(date) : '') : el.attrs.value ?? ''}
            inputMode={hydrated ? 'numeric' : undefined}
            dir={hydrated ? 'ltr' : el.attrs.dir}
            aria-label={hydrated ? sideLabel(side) : el.attrs['aria-label']}
            aria-invalid={invalid[side] ? true : undefined}
            aria-describedby={invalid[side] ? `${errorId}-${side}` : undefined}
            placeholder={hydrated && !el.attrs.placeholder ? toPersianDigits('1403/05/12') : el.attrs.placeholder}
            title={hydrated ? t('filterDates:dateFormatHint') : el.attrs.title}
            onChange={(event) => {
              const limited = limitDateInput(event.currentTarget.value);
              setDrafts((all) => ({ ...all, [side]: limited }));
              invalidNow.current = { ...invalidNow.current, [side]: false };
              setInvalid(invalidNow.current);
            }}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              commitTyped(side, event.currentTarget);
              apply();
            }}
          />
        );
        if (!hydrated) return <Fragment key={key}>{input}</Fragment>;
        const label = t('filterDates:pickDate', { label: sideLabel(side) });
        return (
          <Fragment key={key}>
            {input}
            <button
              type="button"
              className="vitrin-date-button"
              ref={(node) => {
                triggers.current[side] = node;
              }}
              aria-label={label}
              aria-haspopup="dialog"
              aria-expanded={open?.side === side}
              aria-controls={open?.side === side ? open.id : undefined}
              onPointerEnter={() => void preloadDatePicker().catch(() => undefined)}
              onFocus={() => void preloadDatePicker().catch(() => undefined)}
              onClick={() => (open?.side === side ? close(false) : setOpen({ side, id: `vitrin-datepicker-${++pickers}`, rtl: getComputedStyle(element).direction === 'rtl' }))}
            >
              {CALENDAR_ICON}
            </button>
            {invalid[side] ? <span id={`${errorId}-${side}`} className="vitrin-date-error" role="alert">{`${t('filterDates:dateInvalid')}؛ ${t('filterDates:dateFormatHint')}`}</span> : null}
          </Fragment>
        );
      }
      if (hasClass(el, 'jet-date-range__input')) {
        return <input key={key} {...printedProps(el, ['defaultValue'])} value={hydrated ? rangeWire(dates) : el.attrs.value ?? ''} />;
      }
    }
    if (el.tag === 'button' && hasClass(el, 'jet-date-range__submit')) {
      return <button key={key} {...printedProps(el)} onClick={apply}>{renderChildren(el.children)}</button>;
    }
    return undefined;
  };
  const side = open?.side;
  const current = side ? dates[side] : undefined;
  return (
    <>
      <ServerMarkup nodes={props.markup} override={override} />
      {open && side && DatePicker ? (
        <DatePicker
          key={open.id}
          id={open.id}
          view="days"
          range={false}
          selected={current ? { start: current } : undefined}
          bounds={limitsFor(side, dates)}
          weekStart={weekStart}
          rtl={open.rtl}
          anchor={triggers.current[side] ?? null}
          label={t('filterDates:pickDate', { label: sideLabel(side) })}
          onSelect={(period) => {
            set({ ...latest.current, [side]: period.start });
            setDrafts((all) => ({ ...all, [side]: undefined }));
            setInvalid((all) => ({ ...all, [side]: false }));
            close(true);
          }}
          onClose={close}
        />
      ) : null}
    </>
  );
}
