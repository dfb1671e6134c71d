// The range filter on JetSmartFilters' markup (.jet-range): two slider handles and two typed
// inputs kept in step. Typed inputs accept Persian and Arabic-Indic digits (they become text
// inputs with a numeric keyboard), the value is clamped, and the filter applies on release/commit.
import { effect } from '@preact/signals-core';
import { readRangeFormat, type FilterAttributes } from '../../adapters/jet-smart-filters/markup';
import type { MountContext } from '../../src/runtime/types';
import { registerFilter } from '../../src/state/filters/page';
import { isEmptyData } from '../../src/state/filters/engine';
import { t } from '../../src/i18n';
import { formatRangeNumber, rangeData, rangeFrom, setHigh, setLow, share, typed, type RangeBounds, type RangeValue } from './range.connector';
import { isPersian, localDigits, revealLegends } from './shared';

function num(text: string | null, fallback: number): number {
  const n = Number(text);
  return text !== null && text.trim() !== '' && Number.isFinite(n) ? n : fallback;
}

export function enhanceRange(attrs: FilterAttributes, ctx: MountContext): (() => void) | void {
  const { element, signal } = ctx;
  revealLegends(element);
  const sliderMin = element.querySelector<HTMLInputElement>('.jet-range__slider__input--min');
  const sliderMax = element.querySelector<HTMLInputElement>('.jet-range__slider__input--max');
  const inputMin = element.querySelector<HTMLInputElement>('.jet-range__inputs__min');
  const inputMax = element.querySelector<HTMLInputElement>('.jet-range__inputs__max');
  const track = element.querySelector<HTMLElement>('.jet-range__slider__track__range');
  const ref = sliderMin ?? inputMin;
  if (!ref) return;
  const min = num(ref.getAttribute('min'), 0);
  const bounds: RangeBounds = { min, max: Math.max(min, num(ref.getAttribute('max'), min)), step: Math.max(0, num(ref.getAttribute('step'), 1)) };
  const format = readRangeFormat(element.getAttribute('data-format'));
  // In Persian the Latin comma of data-format is written as the Persian thousands separator.
  const show = (n: number) => formatRangeNumber(n, { ...format, thousandsSep: isPersian() && format.thousandsSep === ',' ? '٬' : format.thousandsSep, decimalSep: isPersian() && format.decimalSep === '.' ? '٫' : format.decimalSep }, localDigits);
  let value: RangeValue = {
    low: num((sliderMin ?? inputMin)?.value ?? null, bounds.min),
    high: num((sliderMax ?? inputMax)?.value ?? null, bounds.max),
  };
  const unit = element.querySelector('.jet-range__inputs__group__text')?.textContent?.trim() ?? '';
  const registered = registerFilter(ctx.settings, element, attrs, rangeData(value, bounds), {
    describe: (data) => {
      const v = rangeFrom(data, bounds);
      return [{ value: String(data), label: `${t('filters:rangeValue', { min: show(v.low), max: show(v.high) })}${unit ? ` ${unit}` : ''}` }];
    },
  });
  if (!registered) return;
  const { group, entry } = registered;

  // Typed inputs as text so Persian digits and separators can be typed; the keyboard stays numeric.
  for (const input of [inputMin, inputMax]) {
    if (!input) continue;
    input.type = 'text';
    input.inputMode = 'numeric';
    input.setAttribute('dir', 'ltr');
    input.autocomplete = 'off';
  }
  sliderMin?.setAttribute('aria-label', t('filters:min'));
  sliderMax?.setAttribute('aria-label', t('filters:max'));
  inputMin?.setAttribute('aria-label', t('filters:min'));
  inputMax?.setAttribute('aria-label', t('filters:max'));

  const paint = () => {
    if (sliderMin) sliderMin.value = String(value.low);
    if (sliderMax) sliderMax.value = String(value.high);
    if (sliderMin) sliderMin.setAttribute('aria-valuetext', show(value.low));
    if (sliderMax) sliderMax.setAttribute('aria-valuetext', show(value.high));
    if (inputMin && document.activeElement !== inputMin) inputMin.value = show(value.low);
    if (inputMax && document.activeElement !== inputMax) inputMax.value = show(value.high);
    // Logical insets: in RTL the minimum sits on the right, as the slider inputs draw it.
    if (track) {
      track.style.insetInlineStart = `${share(value.low, bounds) * 100}%`;
      track.style.insetInlineEnd = `${(1 - share(value.high, bounds)) * 100}%`;
      track.style.left = '';
      track.style.width = '';
    }
  };
  paint();
  const commit = () => {
    paint();
    group.change(entry, rangeData(value, bounds));
  };

  sliderMin?.addEventListener('input', () => {
    value = setLow(value, Number(sliderMin.value), bounds);
    paint();
  }, { signal });
  sliderMax?.addEventListener('input', () => {
    value = setHigh(value, Number(sliderMax.value), bounds);
    paint();
  }, { signal });
  sliderMin?.addEventListener('change', commit, { signal });
  sliderMax?.addEventListener('change', commit, { signal });
  const onTyped = (side: 'low' | 'high', input: HTMLInputElement) => () => {
    value = typed(input.value, side, value, bounds);
    input.value = show(side === 'low' ? value.low : value.high);
    commit();
  };
  if (inputMin) inputMin.addEventListener('change', onTyped('low', inputMin), { signal });
  if (inputMax) inputMax.addEventListener('change', onTyped('high', inputMax), { signal });
  const sides: Array<['low' | 'high', HTMLInputElement | null]> = [['low', inputMin], ['high', inputMax]];
  for (const [side, input] of sides) {
    input?.addEventListener('keydown', (event) => {
      if (event.key === 'Enter') {
        event.preventDefault();
        input.blur();
        return;
      }
      // The typed inputs are text (for Persian digits), so the number input's arrows come back here.
      const by = event.key === 'ArrowUp' ? 1 : event.key === 'ArrowDown' ? -1 : 0;
      if (!by) return;
      event.preventDefault();
      const step = bounds.step || 1;
      value = side === 'low' ? setLow(value, value.low + by * step, bounds) : setHigh(value, value.high + by * step, bounds);
      input.value = show(side === 'low' ? value.low : value.high);
      paint();
      commit();
    }, { signal });
  }

  const stopSync = effect(() => {
    const next = rangeFrom(entry.data.value, bounds);
    if (next.low !== value.low || next.high !== value.high) {
      value = next;
      paint();
    }
  });
  // data-predefined-value, applied once on load as the plugin's PredefinedData.set does (a value the
  // server printed wins; the group then applies once, so the printed listing follows).
  if (attrs.predefined && isEmptyData(entry.data.value)) group.predefine(entry, rangeData(rangeFrom(attrs.predefined, bounds), bounds));
  return () => {
    stopSync();
    registered.dispose();
  };
}
