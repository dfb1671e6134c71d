// Checkbox lists on JetSmartFilters' markup (.jet-checkboxes-list): ticks become the filter value,
// the tree rules apply under AND, the engine's value (duplicates, removal, remove-all) is mirrored
// back, and the indexer counts and zero-count rule are painted on the rows.
import { effect } from '@preact/signals-core';
import { predefinedValues, type FilterAttributes } from '../../adapters/jet-smart-filters/markup';
import type { MountContext } from '../../src/runtime/types';
import { registerFilter } from '../../src/state/filters/page';
import { checkboxData, checkedFrom, countersUpdate, rowState, toggle, type CheckboxItem } from './checkboxes.connector';
import { localNumber, revealLegends } from './shared';
import { enhanceExtras } from './checkboxes-extras';

export const CHECKBOX_INPUT = '.jet-checkboxes-list__input';

interface Row {
  item: CheckboxItem;
  input: HTMLInputElement;
  row: HTMLElement;
}

function readRows(element: HTMLElement, inputSelector: string): Row[] {
  return Array.from(element.querySelectorAll<HTMLInputElement>(inputSelector)).map((input) => {
    const row = input.closest<HTMLElement>('.jet-filter-row') ?? input;
    // A tree child sits in .jet-list-tree__children right after its parent's row.
    const children = row.parentElement?.closest('.jet-list-tree__children');
    const parentRow = children?.previousElementSibling;
    const parentValue = parentRow?.querySelector<HTMLInputElement>(inputSelector)?.value;
    const label = input.dataset.label ?? input.getAttribute('aria-label') ?? input.value;
    return { item: { value: input.value, label, ...(parentValue !== undefined ? { parent: parentValue } : {}) }, input, row };
  });
}

/**
 * Checkbox lists, and the lists built the same way: check-range (price bands), visual (colour and
 * image swatches) and alphabet letters in their checkbox behaviour; only the input class differs.
 */
export function enhanceCheckboxes(attrs: FilterAttributes, ctx: MountContext, inputSelector = CHECKBOX_INPUT): (() => void) | void {
  const { element, signal } = ctx;
  revealLegends(element);
  const rows = readRows(element, inputSelector);
  const items = rows.map((r) => r.item);
  const operator = attrs.relationalOperator;
  let checked = new Set(rows.filter((r) => r.input.checked).map((r) => r.item.value));
  // Predefined values are merged once with what the server checked.
  for (const v of predefinedValues(attrs.predefined)) if (items.some((i) => i.value === v)) checked.add(v);
  const labels = new Map(items.map((i) => [i.value, i.label]));
  const registered = registerFilter(ctx.settings, element, attrs, checkboxData(items, checked, operator), {
    describe: (data) => [...checkedFrom(data)].map((value) => ({ value, label: labels.get(value) ?? value })),
  });
  if (!registered) return;
  const { group, entry } = registered;

  const paint = (set: ReadonlySet<string>) => {
    for (const r of rows) {
      r.input.checked = set.has(r.item.value);
      r.row.classList.toggle('jet-filter-row--checked', r.input.checked);
    }
  };
  paint(checked);

  element.addEventListener('change', (event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || !input.matches(inputSelector)) return;
    checked = toggle(items, checked, input.value, input.checked, operator);
    paint(checked);
    group.change(entry, checkboxData(items, checked, operator));
  }, { signal });

  const stopSync = effect(() => {
    const next = checkedFrom(entry.data.value);
    if (next.size !== checked.size || [...next].some((v) => !checked.has(v))) {
      checked = next;
      paint(checked);
    }
  });

  const container = element.closest<HTMLElement>('.jet-filter') ?? element;
  let initial = true;
  const stopCounts = effect(() => {
    const counts = group.indexed.value?.[attrs.queryType]?.[attrs.queryVar];
    const changedSelf = group.lastChanged.value === entry;
    if (!attrs.indexed || !counts || !countersUpdate(attrs.changeCounter, changedSelf, initial)) return;
    initial = false;
    let visible = 0;
    for (const r of rows) {
      const count = counts[r.item.value] ?? 0;
      const value = r.row.querySelector('.jet-filters-counter .value');
      if (value) value.textContent = localNumber(count);
      const state = rowState(count, attrs.indexerRule, r.input.checked);
      r.row.classList.toggle('jet-filter-row-hide', state === 'hidden');
      r.row.classList.toggle('jet-filter-row-disable', state === 'disabled');
      r.input.disabled = state === 'disabled';
      if (state !== 'hidden') visible++;
    }
    // A filter whose every item is empty is hidden whole.
    container.hidden = attrs.indexerRule === 'hide' && visible === 0;
  });

  const stopExtras = enhanceExtras(container, rows, entry, signal, { useTabindex: group.settings.useTabindex, closeDropdownOnApply: group.settings.closeDropdownOnApply });

  return () => {
    stopSync();
    stopCounts();
    stopExtras();
    registered.dispose();
  };
}
