// Checkbox list logic (bases/controls/Checkbox.js and the tree rules), DOM-free.
import { listData, type FilterData } from '../../src/state/filters/engine';

export interface CheckboxItem {
  value: string;
  label: string;
  /** Value of the tree parent, when the list is hierarchical. */
  parent?: string;
}

function descendants(items: readonly CheckboxItem[], value: string): Set<string> {
  const out = new Set<string>();
  let frontier = [value];
  while (frontier.length) {
    const next: string[] = [];
    for (const item of items) if (item.parent !== undefined && frontier.includes(item.parent) && !out.has(item.value)) {
      out.add(item.value);
      next.push(item.value);
    }
    frontier = next;
  }
  return out;
}

/** The tree parents of `value`, nearest first. */
export function ancestors(items: readonly CheckboxItem[], value: string): Set<string> {
  const out = new Set<string>();
  let current = items.find((i) => i.value === value)?.parent;
  while (current !== undefined && !out.has(current)) {
    out.add(current);
    const parentValue: string = current;
    current = items.find((i) => i.value === parentValue)?.parent;
  }
  return out;
}

/**
 * The checked set after the shopper ticks or unticks `value`. The "all" item (empty value) clears
 * the others; under AND a parent and its descendants exclude each other (AND of a parent and its
 * child would only narrow to the child).
 */
export function toggle(items: readonly CheckboxItem[], checked: ReadonlySet<string>, value: string, on: boolean, operator?: string): Set<string> {
  const next = new Set(checked);
  if (!on) {
    next.delete(value);
    return next;
  }
  if (value === '') return new Set();
  next.delete('');
  next.add(value);
  if (operator === 'AND') {
    for (const d of descendants(items, value)) next.delete(d);
    for (const a of ancestors(items, value)) next.delete(a);
  }
  return next;
}

/** processData: values in page order (as the PHP receives them), operator appended under AND. */
export function checkboxData(items: readonly CheckboxItem[], checked: ReadonlySet<string>, operator?: string): FilterData {
  return listData(items.filter((i) => i.value !== '' && checked.has(i.value)).map((i) => i.value), operator);
}

/** The checked set a value (from the engine: sync, active item removal, remove-all) stands for. */
export function checkedFrom(data: FilterData): Set<string> {
  if (data === false) return new Set();
  const list = typeof data === 'string' ? [data] : data;
  return new Set(list.filter((v) => !v.startsWith('operator_')));
}

/** The dropdown's summary: the first label, then "and N others". */
export function dropdownSummary(items: readonly CheckboxItem[], checked: ReadonlySet<string>): { first?: string; others: number } {
  const labels = items.filter((i) => i.value !== '' && checked.has(i.value)).map((i) => i.label);
  return labels.length ? { first: labels[0], others: labels.length - 1 } : { others: 0 };
}

export type IndexerRule = 'show' | 'hide' | 'disable';

/** Row state for a count: hidden or disabled when empty (checked rows are never hidden). */
export function rowState(count: number | undefined, rule: IndexerRule, checked: boolean): 'shown' | 'hidden' | 'disabled' {
  if (count === undefined || count > 0 || checked || rule === 'show') return 'shown';
  return rule === 'hide' ? 'hidden' : 'disabled';
}

/** Whether the indexer should update this filter's counters after a change (data-change-counter). */
export function countersUpdate(rule: 'always' | 'other_changed' | 'never', changedSelf: boolean, initial: boolean): boolean {
  if (initial) return true;
  if (rule === 'never') return false;
  if (rule === 'other_changed') return !changedSelf;
  return true;
}

/**
 * More/less and the items search (AdditionalFilterSettings): which rows show. Rows the indexer hid
 * stay hidden; a search hides rows whose label does not contain it; collapsed, only the first
 * `limit` remaining rows show. `toggle` says whether the more/less control is needed at all.
 */
export function visibleRows(rows: ReadonlyArray<{ label: string; indexerHidden: boolean }>, search: string, limit: number, expanded: boolean): { shown: boolean[]; toggle: boolean } {
  const needle = search.trim().toLowerCase();
  const candidates = rows.map((r) => !r.indexerHidden && (!needle || r.label.toLowerCase().includes(needle)));
  let seen = 0;
  const total = candidates.filter(Boolean).length;
  const shown = candidates.map((ok) => {
    if (!ok) return false;
    seen++;
    return expanded || limit <= 0 || seen <= limit;
  });
  return { shown, toggle: limit > 0 && total > limit };
}

/** A single choice (radio, rating, select) as the engine's value: the "all" item (blank or `all`) is none. */
export function choiceData(value: string): FilterData {
  return value === '' || value === 'all' ? false : value;
}

/**
 * data-predefined-value applied once on load, as the plugin's PredefinedData.set: nothing when the
 * values are not among the printed items or are what the filter has already; a list (checkbox
 * inputs) merges them with what the server checked; a single choice keeps a value the server
 * printed and takes the predefined one only when it had none.
 */
export function predefinedData(items: readonly CheckboxItem[], current: FilterData, predefined: readonly string[], single: boolean, operator?: string): FilterData | undefined {
  const known = predefined.filter((v) => v !== '' && items.some((i) => i.value === v));
  const first = known[0];
  if (first === undefined) return undefined;
  if (single) return current === false ? choiceData(first) : undefined;
  const merged = new Set([...checkedFrom(current), ...known]);
  return checkboxData(items, merged, operator);
}
