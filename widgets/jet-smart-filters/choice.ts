// Single-choice filters on JetSmartFilters' markup: sorting and select (<select>), radio lists
// and rating stars (radio inputs, can-deselect). The "all" option's value is blanked to ''.
import { effect } from '@preact/signals-core';
import type { FilterAttributes } from '../../adapters/jet-smart-filters/markup';
import type { MountContext } from '../../src/runtime/types';
import { registerFilter } from '../../src/state/filters/page';
import type { FilterData } from '../../src/state/filters/engine';
import { localNumber, localDigits, revealLegends } from './shared';
import { enhanceExtras } from './checkboxes-extras';
import { nativeInputKeyboard } from './layout';
import { t } from '../../src/i18n';

function dataOf(value: string): FilterData {
  return value === '' || value === 'all' ? false : value;
}

export function enhanceSelect(attrs: FilterAttributes, ctx: MountContext): (() => void) | void {
  const { element, signal } = ctx;
  const select = element.querySelector<HTMLSelectElement>('select');
  if (!select) return;
  const options = Array.from(select.options);
  for (const option of options) if (option.value === 'all') option.value = '';
  const labelOf = (value: string) => {
    const option = options.find((o) => o.value === value);
    return option?.dataset.label ?? option?.textContent?.trim() ?? value;
  };
  const predefined = attrs.predefined && options.some((o) => o.value === attrs.predefined) ? attrs.predefined : undefined;
  if (predefined !== undefined) select.value = predefined;
  const registered = registerFilter(ctx.settings, element, attrs, dataOf(select.value), {
    describe: (data) => [{ value: String(data), label: labelOf(String(data)) }],
  });
  if (!registered) return;
  const { group, entry } = registered;
  select.addEventListener('change', () => group.change(entry, dataOf(select.value)), { signal });
  const stopSync = effect(() => {
    const data = entry.data.value;
    const value = typeof data === 'string' ? data : '';
    if (select.value !== value) select.value = options.some((o) => o.value === value) ? value : '';
  });
  const container = element.closest<HTMLElement>('.jet-filter') ?? element;
  const stopCounts = effect(() => {
    const counts = group.indexed.value?.[attrs.queryType]?.[attrs.queryVar];
    if (!attrs.indexed || !counts || !attrs.showCounter) return;
    for (const option of options) {
      if (option.value === '') continue;
      const count = counts[option.value] ?? 0;
      const label = option.dataset.label ?? option.textContent ?? '';
      option.textContent = `${label} ${option.dataset.counterPrefix ?? '('}${localNumber(count)}${option.dataset.counterSuffix ?? ')'}`;
      option.disabled = attrs.indexerRule === 'disable' && count === 0 && option.value !== select.value;
      option.hidden = attrs.indexerRule === 'hide' && count === 0 && option.value !== select.value;
    }
    void container;
  });
  return () => {
    stopSync();
    stopCounts();
    registered.dispose();
  };
}

export function enhanceRadio(attrs: FilterAttributes, ctx: MountContext): (() => void) | void {
  const { element, signal } = ctx;
  revealLegends(element);
  const inputs = Array.from(element.querySelectorAll<HTMLInputElement>('input[type="radio"]'));
  if (!inputs.length) return;
  const rating = attrs.kind === 'rating';
  if (rating) {
    // The PHP labels the stars "5", "4"…; say what they mean (at least N stars under compare-greater).
    const atLeast = attrs.suffix.includes('compare-greater');
    for (const i of inputs) i.setAttribute('aria-label', atLeast ? t('filters:ratingValue', { value: localDigits(i.value) }) : localDigits(i.value));
  }
  const labelOf = (value: string) => inputs.find((i) => i.value === value)?.dataset.label ?? value;
  const current = () => inputs.find((i) => i.checked)?.value ?? '';
  if (attrs.predefined) for (const i of inputs) i.checked = i.value === attrs.predefined;
  const registered = registerFilter(ctx.settings, element, attrs, dataOf(current()), {
    describe: (data) => [{ value: String(data), label: rating ? t('filters:ratingActive', { value: localDigits(String(data)), total: localDigits(inputs.length) }) : labelOf(String(data)) }],
  });
  if (!registered) return;
  const { group, entry } = registered;
  const container = element.closest<HTMLElement>('.jet-filter') ?? element;
  const rows = inputs.map((input) => ({ item: { value: input.value, label: input.dataset.label ?? input.value }, row: input.closest<HTMLElement>('.jet-filter-row') ?? input }));
  if (rating) nativeInputKeyboard(element, signal);
  const stopExtras = rating ? () => undefined : enhanceExtras(container, rows, entry, signal, { useTabindex: group.settings.useTabindex, closeDropdownOnApply: group.settings.closeDropdownOnApply });
  // A click on the checked radio clears it when deselecting is allowed (rating always toggles).
  let before = current();
  element.addEventListener('pointerdown', () => {
    before = current();
  }, { signal, capture: true });
  element.addEventListener('keydown', () => {
    before = current();
  }, { signal, capture: true });
  element.addEventListener('click', (event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || input.type !== 'radio') return;
    if ((attrs.canDeselect || rating) && before === input.value && input.checked) {
      input.checked = false;
      before = '';
      group.change(entry, false);
    }
  }, { signal });
  element.addEventListener('change', (event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || input.type !== 'radio') return;
    before = input.value;
    group.change(entry, dataOf(input.value));
  }, { signal });
  // The radio list's form must never submit the page.
  element.querySelector('form')?.addEventListener('submit', (event) => event.preventDefault(), { signal });
  const stopSync = effect(() => {
    const data = entry.data.value;
    const value = typeof data === 'string' ? data : '';
    for (const i of inputs) i.checked = value === '' ? i.value === 'all' && i.checked : i.value === value;
  });
  return () => {
    stopSync();
    stopExtras();
    registered.dispose();
  };
}
