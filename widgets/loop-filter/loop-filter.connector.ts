// The loop filter's state, DOM-free: the terms each taxonomy filter holds, how a button press
// changes them (the taxonomy-filter handler's rules), and the consolidated filters per loop grid
// (loop-widgets-store consolidateFilters: per taxonomy, the last filter with terms wins).
import { DEFAULT_FILTER, type ConsolidatedFilters, type LogicalJoin } from '../../adapters/elementor/loop-filter';

export interface FilterState {
  taxonomy: string;
  terms: string[];
  join: LogicalJoin;
}

/** A press of the button for `clicked` (or the "all" button): the terms after it, or undefined when nothing changes. */
export function press(state: FilterState, clicked: string): string[] | undefined {
  if (clicked === DEFAULT_FILTER) return state.terms.length ? [] : undefined;
  if (state.terms.includes(clicked)) return state.terms.filter((t) => t !== clicked);
  return state.join === 'DISABLED' ? [clicked] : [...new Set([...state.terms, clicked])];
}

/** Buttons shown pressed: the terms, or "all" when there are none. */
export function pressed(terms: readonly string[]): Set<string> {
  return new Set(terms.length ? terms : [DEFAULT_FILTER]);
}

export function consolidate(filters: Iterable<FilterState>): ConsolidatedFilters {
  const taxonomy: Record<string, { terms: string[]; logicalJoin?: LogicalJoin }> = {};
  for (const f of filters) {
    if (!f.terms.length) continue;
    taxonomy[f.taxonomy] = { terms: [...f.terms], ...(f.join !== 'DISABLED' ? { logicalJoin: f.join } : {}) };
  }
  return Object.keys(taxonomy).length ? { taxonomy } : {};
}
