// The range filter on JetSmartFilters' markup (.jet-range) as React renders it: the printed slider
// and typed inputs adopted by hydration, then drawn from the filter's value. The handles and the
// typed inputs stay in step; typed inputs accept Persian and Arabic-Indic digits (text inputs with
// a numeric keyboard, ArrowUp/ArrowDown step them), the value is clamped, and the filter applies
// on release/commit (the inputs' `change`, as the plugin's Range.js).
import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import type { FilterAttributes, RangeFormat } from '../../adapters/jet-smart-filters/markup';
import type { ViewProps } from '../../src/runtime/types';
import { registerFilter } from '../../src/state/filters/page';
import { isEmptyData } from '../../src/state/filters/engine';
import { hasClass, textOf, type MarkupElement, type MarkupNode } from '../../src/ui/markup';
import { ServerMarkup, type MarkupOverride } from '../../src/ui/ServerMarkup';
import { t } from '../../src/i18n';
import { formatRangeNumber, rangeData, rangeFrom, setHigh, setLow, share, typed, type RangeBounds, type RangeValue } from './range.connector';
import { isPersian, localDigits } from './shared';
import { useHydrated, useMountModel } from './root';
import { findByClass, legendOverride, numberAttr, printedProps, useNativeEvent } from './fields';
import { predefineTogether } from './predefined';

export interface RangeProps extends FilterAttributes {
  /** The filter element's children as printed. */
  markup: MarkupNode[];
  /** data-format: separators and decimals. */
  format: RangeFormat;
}

type Side = 'low' | 'high';

/** The bounds the PHP printed on the inputs (min, max, step), and the value they carry. */
export function printedRange(markup: readonly MarkupNode[]): { bounds: RangeBounds; value: RangeValue } | undefined {
  const sliderMin = findByClass(markup, 'jet-range__slider__input--min');
  const sliderMax = findByClass(markup, 'jet-range__slider__input--max');
  const inputMin = findByClass(markup, 'jet-range__inputs__min');
  const inputMax = findByClass(markup, 'jet-range__inputs__max');
  const ref = sliderMin ?? inputMin;
  if (!ref) return undefined;
  const min = numberAttr(ref, 'min', 0);
  const bounds: RangeBounds = { min, max: Math.max(min, numberAttr(ref, 'max', min)), step: Math.max(0, numberAttr(ref, 'step', 1)) };
  return { bounds, value: { low: numberAttr(sliderMin ?? inputMin, 'value', bounds.min), high: numberAttr(sliderMax ?? inputMax, 'value', bounds.max) } };
}

const SLIDERS: Record<string, Side> = { 'jet-range__slider__input--min': 'low', 'jet-range__slider__input--max': 'high' };
const TYPED: Record<string, Side> = { 'jet-range__inputs__min': 'low', 'jet-range__inputs__max': 'high' };
const sideOf = (el: MarkupElement, table: Record<string, Side>): Side | undefined => Object.entries(table).find(([cls]) => hasClass(el, cls))?.[1];

export function Range({ props, element, settings, signal }: ViewProps<RangeProps>) {
  useSignals();
  const hydrated = useHydrated();
  const [printed] = useState(() => printedRange(props.markup));
  const bounds = printed?.bounds ?? { min: 0, max: 0, step: 1 };
  const { format } = props;
  // In Persian the Latin comma of data-format is written as the Persian thousands separator.
  const show = (n: number) => formatRangeNumber(n, { ...format, thousandsSep: isPersian() && format.thousandsSep === ',' ? '٬' : format.thousandsSep, decimalSep: isPersian() && format.decimalSep === '.' ? '٫' : format.decimalSep }, localDigits);
  const unitNode = findByClass(props.markup, 'jet-range__inputs__group__text');
  const unit = unitNode ? textOf(unitNode.children).trim() : '';
  const registered = useMountModel(element, signal, () => printed && registerFilter(settings, element, props, rangeData(printed.value, printed.bounds), {
    describe: (data) => {
      const v = rangeFrom(data, printed.bounds);
      return [{ value: String(data), label: `${t('filters:rangeValue', { min: show(v.low), max: show(v.high) })}${unit ? ` ${unit}` : ''}` }];
    },
  }));
  // A handle being slid (not yet released) and text being typed (not yet committed).
  const [sliding, setSliding] = useState<RangeValue | undefined>(undefined);
  const [typing, setTyping] = useState<Partial<Record<Side, string>>>({});
  const committed = registered ? rangeFrom(registered.entry.data.value, bounds) : printed?.value ?? { low: bounds.min, high: bounds.max };
  const shown = sliding ?? committed;
  // What the next event starts from: events of one task (a script setting both inputs) see each other.
  const latest = useRef(shown);
  useLayoutEffect(() => {
    latest.current = shown;
  });

  // data-predefined-value, applied once on load as the plugin's PredefinedData.set does (a value the
  // server printed wins; the group then applies once, so the printed listing follows).
  useLayoutEffect(() => {
    const predefined = props.predefined;
    if (!registered || !predefined) return;
    predefineTogether(signal, () => {
      if (isEmptyData(registered.entry.data.peek())) registered.group.predefine(registered.entry, rangeData(rangeFrom(predefined, bounds), bounds));
    });
    // Once per mount point: the registration is the mount's.
  }, [registered]);

  const commit = (value: RangeValue) => {
    latest.current = value;
    setSliding(undefined);
    registered?.group.change(registered.entry, rangeData(value, bounds));
  };
  const move = (side: Side, n: number) => (side === 'low' ? setLow(latest.current, n, bounds) : setHigh(latest.current, n, bounds));
  const sliderChange = {
    low: useNativeEvent<HTMLInputElement>('change', (node) => commit(move('low', Number(node.value)))),
    high: useNativeEvent<HTMLInputElement>('change', (node) => commit(move('high', Number(node.value)))),
  };
  const typedChange = (side: Side) => (node: HTMLInputElement) => {
    setTyping((all) => ({ ...all, [side]: undefined }));
    commit(typed(node.value, side, latest.current, bounds));
  };
  const typedCommit = { low: useNativeEvent<HTMLInputElement>('change', typedChange('low')), high: useNativeEvent<HTMLInputElement>('change', typedChange('high')) };

  if (!printed || !registered) return <ServerMarkup nodes={props.markup} />;
  const value = (side: Side) => (side === 'low' ? shown.low : shown.high);
  const typedKeys = (side: Side) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Commits the typed value where the shopper is: a blur (as before) left focus on nothing.
      event.preventDefault();
      typedChange(side)(event.currentTarget);
      return;
    }
    // The typed inputs are text (for Persian digits), so the number input's arrows come back here.
    const by = event.key === 'ArrowUp' ? 1 : event.key === 'ArrowDown' ? -1 : 0;
    if (!by) return;
    event.preventDefault();
    setTyping((all) => ({ ...all, [side]: undefined }));
    commit(move(side, value(side) + by * (bounds.step || 1)));
  };

  const override: MarkupOverride = (el, key) => {
    const legend = hydrated ? legendOverride(el, key, override) : undefined;
    if (legend) return legend;
    if (el.tag === 'input') {
      const slider = sideOf(el, SLIDERS);
      if (slider) {
        return (
          <input
            key={key}
            {...printedProps(el, ['defaultValue', 'aria-label'])}
            ref={sliderChange[slider]}
            aria-label={hydrated ? t(slider === 'low' ? 'filters:min' : 'filters:max') : el.attrs['aria-label']}
            aria-valuetext={hydrated ? show(value(slider)) : el.attrs['aria-valuetext']}
            value={hydrated ? String(value(slider)) : el.attrs.value ?? ''}
            onChange={(event) => {
              const next = move(slider, Number(event.currentTarget.value));
              latest.current = next;
              setSliding(next);
            }}
          />
        );
      }
      const side = sideOf(el, TYPED);
      if (side) {
        return (
          <input
            key={key}
            {...printedProps(el, ['defaultValue', 'aria-label', 'type', 'inputMode', 'dir', 'autoComplete'])}
            ref={typedCommit[side]}
            // Text, so Persian digits and separators can be typed; the keyboard stays numeric.
            type={hydrated ? 'text' : el.attrs.type}
            inputMode={hydrated ? 'numeric' : (el.attrs.inputmode as 'numeric' | undefined)}
            dir={hydrated ? 'ltr' : el.attrs.dir}
            autoComplete={hydrated ? 'off' : el.attrs.autocomplete}
            aria-label={hydrated ? t(side === 'low' ? 'filters:min' : 'filters:max') : el.attrs['aria-label']}
            value={hydrated ? typing[side] ?? show(value(side)) : el.attrs.value ?? ''}
            onChange={(event) => {
              const text = event.currentTarget.value;
              setTyping((all) => ({ ...all, [side]: text }));
            }}
            onKeyDown={typedKeys(side)}
          />
        );
      }
    }
    if (hydrated && hasClass(el, 'jet-range__slider__track__range')) {
      // Logical insets: in RTL the minimum sits on the right, as the slider inputs draw it.
      const style = { insetInlineStart: `${share(shown.low, bounds) * 100}%`, insetInlineEnd: `${(1 - share(shown.high, bounds)) * 100}%` };
      return <div key={key} {...printedProps(el, ['style'])} style={style} />;
    }
    return undefined;
  };
  return <ServerMarkup nodes={props.markup} override={override} />;
}
