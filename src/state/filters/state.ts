// The filter state the design card names, per provider key ("provider/queryId"): the values the
// shopper has chosen (what the filters show now) and the values applied (the query the listing
// shows). This store is the only copy (issue 34): the engine's filters read their value from it
// and write it there (group-state.ts: each filter's `data` is a view over `chosen`), the group's
// query and `applied` are views over it, and JetSmartFilters' compat API
// (`window.JetSmartFilters.filterGroups[key].query`) reads the same. Plain signals: no React here.
import { signal } from '@preact/signals-core';

export type FilterValue = string | readonly string[];
export type ProviderFilters = Readonly<Record<string, FilterValue>>;
/** One filter's chosen value; false when it has none. */
export type ChosenValue = FilterValue | false;

export interface ProviderFilterState {
  /**
   * Each filter's value, by filter (its kind, id, level and query key: a synced duplicate of a
   * filter shares its value). The query sent is built from these in page order.
   */
  chosen: Readonly<Record<string, ChosenValue>>;
  /** The query the listing shows: the page as the server printed it, then each answer put in place. */
  applied: ProviderFilters | null;
}

export const filterState = signal<Readonly<Record<string, ProviderFilterState>>>({});

const EMPTY: ProviderFilterState = { chosen: {}, applied: null };

function update(providerKey: string, change: (current: ProviderFilterState) => ProviderFilterState): void {
  const current = filterState.peek()[providerKey] ?? EMPTY;
  const next = change(current);
  if (next !== current) filterState.value = { ...filterState.peek(), [providerKey]: next };
}

/** A provider's state starts empty (a group is created for it). */
export function resetProviderFilters(providerKey: string): void {
  update(providerKey, () => ({ chosen: {}, applied: null }));
}

export function setChosenValue(providerKey: string, filter: string, value: ChosenValue): void {
  update(providerKey, (current) => (current.chosen[filter] === value ? current : { ...current, chosen: { ...current.chosen, [filter]: value } }));
}

/** The last filter of that key left the page: its value goes too. */
export function forgetChosenValue(providerKey: string, filter: string): void {
  update(providerKey, (current) => {
    if (!(filter in current.chosen)) return current;
    const chosen = { ...current.chosen };
    delete chosen[filter];
    return { ...current, chosen };
  });
}

export function setAppliedFilters(providerKey: string, applied: ProviderFilters | null): void {
  update(providerKey, (current) => (current.applied === applied ? current : { ...current, applied }));
}
