// window.JetSmartFilters as other plugins read it (filters-initializer.js; the 3.4.5 bundle's `In`
// object in MohammadMHB/ellisshop wp-content/plugins/jet-smart-filters/assets/js/public.js):
// `filterGroups` keyed "provider/queryId", the `events` bus with every channel the plugin publishes
// (adapters/jet-smart-filters/events.ts), `setIndexedData` and `reinitFilters` (JetEngine's
// frontend.js calls both after a lazily loaded grid), `filtersList`/`filterNames`/`filters`/
// `findFilters` (JetEngine's maps filters register themselves through them).
import { isLoading, providerRequests } from '../providers';
import type { FilterGroup } from './engine';

type Listener = (...args: unknown[]) => void;

interface Bus {
  /** `last`: after the earlier subscribers (the plugin's own handlers); by default before them. */
  subscribe(channel: string, callback: Listener, last?: boolean): number;
  unsubscribe(id: number): void;
  publish(channel: string, ...args: unknown[]): void;
}

interface JetSmartFiltersGlobal {
  filterGroups: Record<string, unknown>;
  events: Bus;
  /** filters-initializer setIndexedData(providerKey, queryArgs): counts for other query args. */
  setIndexedData(provider: unknown, queryArgs?: unknown): void;
  /** Re-reads JetSmartFilterSettings (queries, settings, props, counts) into the page's groups. */
  reinitFilters(names?: unknown): void;
  filtersList: Record<string, string>;
  filterNames: string[];
  /** Filter classes by name: Vitrin has none, each is an inert base a script may extend without throwing. */
  filters: Record<string, unknown>;
  findFilters(root?: unknown): Element[];
  vitrin: true;
}

/** filters-initializer.js `filtersList`: class name → container class. */
const FILTERS_LIST: Readonly<Record<string, string>> = {
  CheckBoxes: 'jet-smart-filters-checkboxes',
  CheckRange: 'jet-smart-filters-check-range',
  Select: 'jet-smart-filters-select',
  SelectHierarchical: 'jet-smart-filters-hierarchy',
  Range: 'jet-smart-filters-range',
  DateRange: 'jet-smart-filters-date-range',
  DatePeriod: 'jet-smart-filters-date-period',
  Radio: 'jet-smart-filters-radio',
  Rating: 'jet-smart-filters-rating',
  Visual: 'jet-smart-filters-color-image',
  Alphabet: 'jet-smart-filters-alphabet',
  Search: 'jet-smart-filters-search',
  Sorting: 'jet-smart-filters-sorting',
  ButtonApply: 'jet-smart-filters-apply-button',
  ButtonRemove: 'jet-smart-filters-remove-filters',
  Pagination: 'jet-smart-filters-pagination',
  ActiveFilters: 'jet-smart-filters-active',
  ActiveTags: 'jet-smart-filters-active-tags',
};

let indexedDataHandler: ((provider: string, queryArgs: unknown) => void) | undefined;
let reinitHandler: (() => void) | undefined;

/** What reinitFilters does on this page (page.ts re-reads the settings global). */
export function onReinitFilters(handler: () => void): void {
  reinitHandler = handler;
}

/** What setIndexedData does on this page (page.ts wires it to the indexed-data endpoint). */
export function onSetIndexedData(handler: (provider: string, queryArgs: unknown) => void): void {
  indexedDataHandler = handler;
}

function createBus(): Bus {
  let next = 1;
  // The plugin's bus unshifts a subscriber unless asked to push it (event-bus in public.js): the
  // newest outside subscriber hears a channel first, the group's own handlers (pushed) last.
  let listeners: Array<{ id: number; channel: string; callback: Listener }> = [];
  return {
    subscribe(channel, callback, last = false) {
      const id = next++;
      if (typeof callback !== 'function') return id;
      const entry = { id, channel: String(channel), callback };
      listeners = last ? [...listeners, entry] : [entry, ...listeners];
      return id;
    },
    unsubscribe(id) {
      listeners = listeners.filter((l) => l.id !== id);
    },
    publish(channel, ...args) {
      for (const { channel: c, callback } of listeners) {
        if (c !== channel) continue;
        try {
          callback(...args);
        } catch (error) {
          console.error(`[vitrin] a JetSmartFilters "${channel}" subscriber threw`, error);
        }
      }
    },
  };
}

let global: JetSmartFiltersGlobal | undefined;

/** Installs window.JetSmartFilters unless the original script already did (it then stays in charge of it). */
export function installCompat(): void {
  if (global) return;
  const win = window as unknown as { JetSmartFilters?: unknown };
  if (win.JetSmartFilters !== undefined) return;
  global = {
    filterGroups: {},
    events: createBus(),
    setIndexedData: (provider, queryArgs = {}) => {
      if (typeof provider === 'string') indexedDataHandler?.(provider, queryArgs);
    },
    reinitFilters: () => reinitHandler?.(),
    filtersList: { ...FILTERS_LIST },
    filterNames: Object.values(FILTERS_LIST).map((c) => c.replace('jet-smart-filters-', '')),
    filters: Object.fromEntries(Object.keys(FILTERS_LIST).map((name) => [name, class {}])),
    findFilters: (root) => {
      const scope = root instanceof Element || root instanceof Document ? root : document;
      return Array.from(scope.querySelectorAll(Object.values(FILTERS_LIST).map((c) => `.${c}`).join(', ')));
    },
    vitrin: true,
  };
  win.JetSmartFilters = global;
}

export function exposeGroup(group: FilterGroup): void {
  if (!global) return;
  global.filterGroups[group.key] = {
    provider: group.provider,
    queryId: group.queryId,
    providerKey: group.key,
    // Read from the shared stores (what every filter of the provider shows): the query is a view
    // over the filter state store's chosen values.
    get query() {
      return { ...group.query.value };
    },
    get currentQuery() {
      return { ...group.query.value };
    },
    get isAjaxLoading() {
      return isLoading(providerRequests.value[group.key]);
    },
    apply: (applyType = 'ajax') => group.apply(String(applyType)),
  };
}

export function publish(channel: string, ...args: unknown[]): void {
  global?.events.publish(channel, ...args);
}

/** A handler of the page's own, heard after the earlier subscribers (nothing when the original bus is in charge). */
export function subscribeLast(channel: string, callback: (...args: unknown[]) => void): void {
  global?.events.subscribe(channel, callback, true);
}

/** Tests: forget the global. */
export function resetCompat(): void {
  global = undefined;
  indexedDataHandler = undefined;
  reinitHandler = undefined;
  delete (window as unknown as { JetSmartFilters?: unknown }).JetSmartFilters;
}
