// The filter engine's model of a query (issue 29: the engine in rooms by concern), pure: a filter's
// spec and processed value, the query key it sends under, which filters are one (synced
// duplicates) and which merge, and the value helpers the filter widgets use.
import type { Signal } from '@preact/signals-core';
import type { FilterElementAttributes, FilterQuery, QueryValue } from './backend';
import { PAGED_KEY } from './backend';

/** A filter's processed value (processData): false when unset. */
export type FilterData = QueryValue | false;

export const OPERATOR_PREFIX = 'operator_';

/** A registered filter: what the engine reads of its element (kind, provider, query parts, apply type, id) and its own bookkeeping. */
export interface FilterSpec extends Pick<FilterElementAttributes, 'kind' | 'provider' | 'queryId' | 'queryType' | 'queryVar' | 'suffix' | 'applyType' | 'filterId'> {
  /** The container has jet-filter-indexed: its id goes in indexing_filters. */
  indexed?: boolean;
  /** "provider/queryId" keys that change together with this filter. */
  additionalProviders?: readonly string[];
  activeLabel?: string;
  /** Document order of the filter on the page (the PHP sees query keys in this order). */
  position: number;
  redirect?: { path: string; newWindow: boolean };
  /** Level of a hierarchical select (0 = top); levels are separate filters on one key. */
  depth?: number;
  /** Labels of the values in `data`, for active items and tags. */
  describe?: (data: Exclude<FilterData, false>) => Array<{ value: string; label: string }>;
}

/** `_<queryType>_<queryVar>[|suffix]`, pagination's `jet_paged` (Filter.js queryKey). */
export function queryKeyOf(spec: Pick<FilterSpec, 'kind' | 'queryType' | 'queryVar' | 'suffix'>): string {
  if (spec.kind === 'pagination') return PAGED_KEY;
  return `_${spec.queryType}_${spec.queryVar}${spec.suffix ? `|${spec.suffix}` : ''}`;
}

export const MERGING_KINDS = new Set(['checkboxes', 'radio', 'select', 'sorting', 'color-image']);
export const NOT_ACTIVE_KINDS = new Set(['sorting', 'pagination']);

/**
 * Two filters are one (synced duplicates) when this key matches (getFilterUniqueKey): kind, filter
 * id, hierarchy level and query key. Different filters on one key are merged instead.
 */
export function uniqueKeyOf(spec: Pick<FilterSpec, 'kind' | 'filterId' | 'depth'>, queryKey: string): string {
  return `${spec.kind}\u0000${spec.filterId ?? ''}\u0000${spec.depth ?? ''}\u0000${queryKey}`;
}

export function isEmptyData(data: FilterData): data is false {
  return data === false || data === '' || (typeof data !== 'string' && data.length === 0);
}

export function valuesOf(data: FilterData): string[] {
  if (isEmptyData(data)) return [];
  return typeof data === 'string' ? [data] : data.filter((v) => !v.startsWith(OPERATOR_PREFIX));
}

/** Checkbox processData: none → false, one → the value, several → list (+ operator_AND when AND). */
export function listData(values: readonly string[], operator?: string): FilterData {
  const clean = [...new Set(values.filter((v) => v !== '' && !v.startsWith(OPERATOR_PREFIX)))];
  if (clean.length === 0) return false;
  if (clean.length === 1) return clean[0] ?? false;
  return operator ? [...clean, `${OPERATOR_PREFIX}${operator}`] : clean;
}

/** The data without one value (an active tag's ×), keeping the relational operator. */
export function withoutValue(data: FilterData, value: string): FilterData {
  if (isEmptyData(data)) return false;
  if (typeof data === 'string') return data === value ? false : data;
  const operator = data.find((v) => v.startsWith(OPERATOR_PREFIX))?.slice(OPERATOR_PREFIX.length);
  return listData(valuesOf(data).filter((v) => v !== value), operator);
}

export function sameData(a: FilterData, b: FilterData): boolean {
  if (isEmptyData(a) || isEmptyData(b)) return isEmptyData(a) && isEmptyData(b);
  if (typeof a === 'string' || typeof b === 'string') return a === b;
  return a.length === b.length && a.every((v, i) => v === b[i]);
}

export interface FilterEntry {
  readonly spec: FilterSpec;
  readonly queryKey: string;
  readonly data: Signal<FilterData>;
}

export interface ActiveValue {
  value: string;
  label: string;
}
export interface ActiveItem {
  entry: FilterEntry;
  label: string;
  values: ActiveValue[];
}

export function stableKey(query: FilterQuery): string {
  return JSON.stringify(Object.entries(query));
}
