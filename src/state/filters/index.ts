// Shared filter state, keyed like JetSmartFilters: provider key "provider/queryId" → queryKey → value.
import { signal } from '@preact/signals-core';

export type FilterValue = string | string[] | false;
export type ProviderFilters = Record<string, FilterValue>;

export const filterState = signal<Record<string, ProviderFilters>>({});

export function setFilterValue(providerKey: string, queryKey: string, value: FilterValue): void {
  const current = filterState.value[providerKey] ?? {};
  filterState.value = { ...filterState.value, [providerKey]: { ...current, [queryKey]: value } };
}

export function clearFilters(providerKey: string): void {
  const next = { ...filterState.value };
  delete next[providerKey];
  filterState.value = next;
}

export * from './engine';
export * from './registry';
