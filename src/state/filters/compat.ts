// window.JetSmartFilters as other plugins read it (filters-initializer.js): `filterGroups` keyed
// "provider/queryId" and the `events` bus with the channels scripts subscribe to
// (ajaxFilters/start-loading, ajaxFilters/end-loading, ajaxFilters/updated, provider/content-rendered).
import { filterState } from './state';
import { providerRequests } from '../providers';
import type { FilterGroup } from './engine';

type Listener = (...args: unknown[]) => void;

interface Bus {
  subscribe(channel: string, callback: Listener): number;
  unsubscribe(id: number): void;
  publish(channel: string, ...args: unknown[]): void;
}

interface JetSmartFiltersGlobal {
  filterGroups: Record<string, unknown>;
  events: Bus;
  /** filters-initializer setIndexedData(providerKey, queryArgs): counts for other query args. */
  setIndexedData(provider: unknown, queryArgs?: unknown): void;
  vitrin: true;
}

let indexedDataHandler: ((provider: string, queryArgs: unknown) => void) | undefined;

/** What setIndexedData does on this page (page.ts wires it to the indexed-data endpoint). */
export function onSetIndexedData(handler: (provider: string, queryArgs: unknown) => void): void {
  indexedDataHandler = handler;
}

function createBus(): Bus {
  let next = 1;
  const listeners = new Map<number, { channel: string; callback: Listener }>();
  return {
    subscribe(channel, callback) {
      const id = next++;
      if (typeof callback === 'function') listeners.set(id, { channel, callback });
      return id;
    },
    unsubscribe(id) {
      listeners.delete(id);
    },
    publish(channel, ...args) {
      for (const { channel: c, callback } of [...listeners.values()]) {
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
    // Read from the shared stores (what every filter of the provider shows).
    get query() {
      return { ...(filterState.value[group.key]?.chosen ?? group.query.value) };
    },
    get currentQuery() {
      return { ...(filterState.value[group.key]?.chosen ?? group.query.value) };
    },
    get isAjaxLoading() {
      return providerRequests.value[group.key]?.status === 'loading';
    },
    apply: (applyType = 'ajax') => group.apply(String(applyType)),
  };
}

export function publish(channel: string, ...args: unknown[]): void {
  global?.events.publish(channel, ...args);
}

/** Tests: forget the global. */
export function resetCompat(): void {
  global = undefined;
  indexedDataHandler = undefined;
  delete (window as unknown as { JetSmartFilters?: unknown }).JetSmartFilters;
}
