// The filter state the design card names, per provider key ("provider/queryId"): the values the
// shopper has chosen (what the filters show now) and the values applied (the query the listing was
// last asked for; null before the first apply). The filter engine writes it; JetSmartFilters'
// compat API (`window.JetSmartFilters.filterGroups[key].query`) reads it, as the filter widgets
// will when they become React components.
import { signal } from '@preact/signals-core';

export type FilterValue = string | readonly string[];
export type ProviderFilters = Readonly<Record<string, FilterValue>>;

export interface ProviderFilterState {
  chosen: ProviderFilters;
  applied: ProviderFilters | null;
}

export const filterState = signal<Readonly<Record<string, ProviderFilterState>>>({});

function update(providerKey: string, change: Partial<ProviderFilterState>): void {
  const current = filterState.value[providerKey] ?? { chosen: {}, applied: null };
  filterState.value = { ...filterState.value, [providerKey]: { ...current, ...change } };
}

export function setChosenFilters(providerKey: string, chosen: ProviderFilters): void {
  update(providerKey, { chosen });
}

export function setAppliedFilters(providerKey: string, applied: ProviderFilters | null): void {
  update(providerKey, { applied });
}
