// The filter engine, DOM-free: groups of filters per "provider/queryId" as JetSmartFilters forms
// them (FilterGroup.js), each filter's processed value, the query built from them, apply on change
// or by button, remove-all, pagination and load-more, active items, the address, and requests with
// abort, "identical query → no request", a bounded answer cache and a retry after failure.
// The DOM, the network and the address bar come in through GroupDeps so all of this is testable;
// the backend (JetSmartFilters today) through GroupDeps.connection (./backend.ts, issue 29).
import { batch, computed, signal, type ReadonlySignal, type Signal } from '@preact/signals-core';
import type { ApplyAnswer, ApplyRequest, FilterConnection, FilterQuery, FilterSettings, IndexedCounts, ProviderProps, QueryValue, SendResult, UrlFilter } from './backend';
import { setAppliedFilters } from './state';
import { PAGED_KEY, providerKey } from './backend';

/** A filter's processed value (processData): false when unset. */
export type FilterData = QueryValue | false;

export const OPERATOR_PREFIX = 'operator_';
export const DEBOUNCE_MS = 100;
export const CACHE_SIZE = 20;

export interface FilterSpec {
  /** data-smart-filter: checkboxes, range, sorting, pagination, select, radio, search, … */
  kind: string;
  provider: string;
  queryId: string;
  queryType: string;
  queryVar: string;
  suffix: string;
  applyType: string;
  filterId?: number | string;
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

const MERGING_KINDS = new Set(['checkboxes', 'radio', 'select', 'sorting', 'color-image']);
const NOT_ACTIVE_KINDS = new Set(['sorting', 'pagination']);

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

function valuesOf(data: FilterData): string[] {
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

function sameData(a: FilterData, b: FilterData): boolean {
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

export type GroupStatus = { state: 'idle' } | { state: 'loading'; loadMore: boolean } | { state: 'error'; message: string; consoleMessage: string };

export interface GroupDeps {
  /** The backend for this page: its settings, its address codec (./backend.ts). */
  connection: FilterConnection;
  /** `?a=1` third-party parameters of the page as loaded ('' when none). */
  thirdParty: string;
  transport(req: ApplyRequest, signal: AbortSignal): Promise<SendResult>;
  /** Puts an answer into the page (content, fragments, events). */
  render(group: FilterGroup, answer: ApplyAnswer, options: { loadMore: boolean }): void;
  /** history.replaceState for ajax/mixed applies. */
  writeUrl(url: string): void;
  /** A reload apply (document.location). */
  navigate(url: string): void;
  /** Redirect apply (GET or hidden POST form), when a filter or button has a redirect path. */
  redirect?(group: FilterGroup, target: { path: string; newWindow: boolean; applyType: string }): void;
  /** Console line of a failure (spec §8 texts). */
  log(message: string): void;
  /** The listing as the server rendered it, taken just before the first apply (then cached). */
  snapshot?(group: FilterGroup): ApplyAnswer | undefined;
}

interface CachedAnswer {
  answer: ApplyAnswer;
}

function stableKey(query: FilterQuery): string {
  return JSON.stringify(Object.entries(query));
}

export class FilterGroup {
  readonly key: string;
  private readonly entries = signal<FilterEntry[]>([]);
  readonly props: Signal<ProviderProps>;
  readonly indexed: Signal<IndexedCounts | undefined>;
  readonly status = signal<GroupStatus>({ state: 'idle' });
  /** Pages appended by load-more after the current page (Pagination.js loaded pages). */
  readonly loadedPages = signal<number[]>([]);
  /** The entry whose change caused the last apply (indexer change-counter "other_changed"). */
  readonly lastChanged = signal<FilterEntry | undefined>(undefined);
  /** Counts requests actually sent, for tests and the bench. */
  requestCount = 0;

  readonly query: ReadonlySignal<FilterQuery>;
  readonly activeItems: ReadonlySignal<ActiveItem[]>;
  readonly hasActive: ReadonlySignal<boolean>;

  /** The query the listing shows now: the page as the server rendered it, then each answer put in place. */
  private shownKey: string | undefined;
  /** The query of the request in flight (not a cached answer), if any. */
  private requestedKey: string | undefined;
  /** The page as loaded, still to be copied into the cache before the first answer replaces it. */
  private seedKey: string | undefined;
  private everApplied = false;
  /**
   * A shopper's change came before every filter had registered (a tick held by the early event
   * contract and replayed as the first filters mount): later registrations must not take the
   * changed query for the page as printed, or the change would never be sent.
   */
  private changedBeforeApply = false;
  private controller: AbortController | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private pending: { loadMore: boolean; writeUrl: boolean } | undefined;
  private readonly cache = new Map<string, CachedAnswer>();
  private readonly additional = new Set<FilterGroup>();

  constructor(
    readonly provider: string,
    readonly queryId: string,
    private readonly deps: GroupDeps,
  ) {
    this.key = providerKey(provider, queryId);
    const settings = deps.connection.settings;
    this.props = signal(settings.props[provider]?.[queryId] ?? { found_posts: 0, max_num_pages: 0, page: 1 });
    this.indexed = signal(settings.indexedData[this.key]);
    this.query = computed(() => this.buildQuery(this.entries.value));
    this.activeItems = computed(() => this.buildActiveItems(this.entries.value));
    this.hasActive = computed(() => this.activeItems.value.length > 0);
  }

  /** The query the listing was last asked for (or shows as loaded), also in the shared filter state. */
  /** What the listing shows now; the shared filter state's "applied" values follow it. */
  private markShown(key: string, query: FilterQuery): void {
    this.shownKey = key;
    setAppliedFilters(this.key, query);
  }

  get settings(): FilterSettings {
    return this.deps.connection.settings;
  }

  /** The backend this group's page talks to (its address codec, its selectors). */
  get connection(): FilterConnection {
    return this.deps.connection;
  }

  get filters(): readonly FilterEntry[] {
    return this.entries.value;
  }

  /** Adds a filter with its server-rendered value; returns the entry (dispose with remove). */
  add(spec: FilterSpec, initial: FilterData): FilterEntry {
    const entry: FilterEntry = { spec, queryKey: queryKeyOf(spec), data: signal(initial) };
    const next = [...this.entries.value, entry].sort((a, b) => a.spec.position - b.spec.position);
    this.entries.value = next;
    // Until the first apply, the page as rendered by the server is the current query (processFilters).
    if (!this.everApplied && !this.changedBeforeApply) this.markShown(stableKey(this.query.value), this.query.value);
    // A filter registering after an early change (replayed by the loader while the page's filters
    // mount) with a value of its own: the request that left at once lacked it, so the full query
    // goes again (the earlier one is aborted).
    else if (this.changedBeforeApply && !isEmptyData(initial) && (this.requestedKey !== undefined || this.pending !== undefined)) {
      this.scheduleAjax({ loadMore: false, writeUrl: true });
    }
    return entry;
  }

  remove(entry: FilterEntry): void {
    this.entries.value = this.entries.value.filter((e) => e !== entry);
  }

  /** Another group that changes together with this one (data-additional-providers). */
  linkAdditional(group: FilterGroup): void {
    if (group !== this) this.additional.add(group);
  }

  /** Unique filters: a second filter of the same kind on the same key is a synced duplicate. */
  private unique(entries: readonly FilterEntry[]): FilterEntry[] {
    const seen = new Set<string>();
    return entries.filter((e) => {
      const id = uniqueKeyOf(e.spec, e.queryKey);
      if (seen.has(id)) return false;
      seen.add(id);
      return true;
    });
  }

  private buildQuery(entries: readonly FilterEntry[]): FilterQuery {
    const out: Record<string, QueryValue> = {};
    for (const entry of this.unique(entries)) {
      const data = entry.data.value;
      if (isEmptyData(data)) continue;
      const existing = out[entry.queryKey];
      if (existing !== undefined && MERGING_KINDS.has(entry.spec.kind)) {
        out[entry.queryKey] = [...new Set([...valuesOf(existing), ...valuesOf(data)]), `${OPERATOR_PREFIX}AND`];
      } else {
        out[entry.queryKey] = data;
      }
    }
    return out;
  }

  private buildActiveItems(entries: readonly FilterEntry[]): ActiveItem[] {
    const items: ActiveItem[] = [];
    const levels = new Map<string, ActiveItem>();
    for (const entry of this.unique(entries)) {
      const data = entry.data.value;
      if (NOT_ACTIVE_KINDS.has(entry.spec.kind) || isEmptyData(data)) continue;
      const values = entry.spec.describe ? entry.spec.describe(data) : valuesOf(data).map((value) => ({ value, label: value }));
      // The levels of one hierarchical select are one item: "پدر > فرزند".
      if (entry.spec.depth !== undefined) {
        const id = String(entry.spec.filterId ?? '');
        const first = levels.get(id);
        if (first) {
          const [head] = first.values;
          first.values = [{ value: head?.value ?? '', label: [head?.label ?? '', ...values.map((v) => v.label)].join(' > ') }];
          continue;
        }
        const item: ActiveItem = { entry, label: entry.spec.activeLabel ?? '', values: [{ value: values.map((v) => v.value).join(','), label: values.map((v) => v.label).join(', ') }] };
        levels.set(id, item);
        items.push(item);
        continue;
      }
      items.push({ entry, label: entry.spec.activeLabel ?? '', values });
    }
    return items;
  }

  /** The filters the address shows: mixed and reload ones, or all for a reload/redirect. */
  urlFilters(all = false): UrlFilter[] {
    return this.unique(this.entries.value)
      .filter((e) => all || e.spec.applyType.includes('mixed') || e.spec.applyType === 'reload')
      .map((e) => ({
        kind: e.spec.kind,
        queryType: e.spec.queryType,
        queryVar: e.spec.queryVar,
        suffix: e.spec.suffix,
        value: isEmptyData(e.data.value) ? '' : e.data.value,
        mergeSameQueryKeys: MERGING_KINDS.has(e.spec.kind),
      }));
  }

  pageUrl(all = false): string {
    return this.deps.connection.pageUrl(this.provider, this.queryId, this.urlFilters(all), this.deps.thirdParty);
  }

  /** A shopper's change of one filter: duplicates follow, pagination resets, then apply unless it waits for a button. */
  change(entry: FilterEntry, data: FilterData): void {
    if (!this.everApplied) this.changedBeforeApply = true;
    batch(() => {
      const id = uniqueKeyOf(entry.spec, entry.queryKey);
      for (const e of this.entries.value) {
        if (uniqueKeyOf(e.spec, e.queryKey) === id && !sameData(e.data.value, data)) e.data.value = data;
      }
      this.lastChanged.value = entry;
      if (entry.spec.kind !== 'pagination') this.resetPagination();
    });
    for (const group of this.additional) group.syncFrom(entry, data);
    if (entry.spec.applyType.includes('reload')) return;
    this.apply(entry.spec.applyType, entry.spec.redirect);
  }

  /** An additional provider hears its parent's change: same key, same value, its own request. */
  private syncFrom(source: FilterEntry, data: FilterData): void {
    batch(() => {
      for (const e of this.entries.value) if (e.queryKey === source.queryKey && !sameData(e.data.value, data)) e.data.value = data;
      this.resetPagination();
    });
    if (source.spec.applyType.includes('reload')) return;
    this.apply('ajax', undefined, { writeUrl: false, additional: false });
  }

  private resetPagination(): void {
    for (const e of this.entries.value) if (e.spec.kind === 'pagination') e.data.value = false;
    this.loadedPages.value = [];
  }

  /** The apply button (fiters/apply) or a change: reload, redirect or ajax. */
  apply(applyType: string, redirect?: { path: string; newWindow: boolean }, options: { writeUrl?: boolean; additional?: boolean } = {}): void {
    if (redirect?.path && this.deps.redirect) {
      this.deps.redirect(this, { ...redirect, applyType });
      return;
    }
    if (applyType === 'reload') {
      this.deps.navigate(this.pageUrl(true));
      return;
    }
    this.scheduleAjax({ loadMore: false, writeUrl: options.writeUrl ?? true });
    if (options.additional ?? true) for (const group of this.additional) group.apply('ajax', undefined, { writeUrl: false, additional: false });
  }

  /** The apply button: pagination resets, then apply with the button's apply type. */
  applyButton(applyType: string, redirect?: { path: string; newWindow: boolean }): void {
    this.resetPagination();
    this.apply(applyType, redirect);
  }

  /** Remove-all: every filter and the pagination reset, then apply. */
  removeAll(applyType: string): void {
    batch(() => {
      for (const e of this.entries.value) e.data.value = false;
      this.loadedPages.value = [];
      this.lastChanged.value = undefined;
    });
    this.apply(applyType);
  }

  /** An active item's or tag's ×: one value (tags) or the whole filter. */
  removeActive(entry: FilterEntry, applyType: string, value?: string): void {
    const depth = entry.spec.depth;
    if (depth !== undefined) {
      // A hierarchy's item stands for its levels: this one and the deeper ones are cleared.
      batch(() => {
        for (const e of this.entries.value) {
          if (e !== entry && e.spec.filterId === entry.spec.filterId && (e.spec.depth ?? -1) > depth) e.data.value = false;
        }
      });
      this.change(entry, false);
      if (entry.spec.applyType.includes('reload')) this.apply(applyType);
      return;
    }
    const next = value === undefined ? false : withoutValue(entry.data.value, value);
    this.change(entry, next);
    if (entry.spec.applyType.includes('reload')) this.apply(applyType);
  }

  /** A page link: the page becomes the pagination value and the group applies. */
  goToPage(entry: FilterEntry, page: number): void {
    if (this.status.value.state === 'loading') return;
    const max = this.props.value.max_num_pages;
    if (page < 1 || (max > 0 && page > max) || page === this.props.value.page) return;
    batch(() => {
      entry.data.value = page > 1 ? String(page) : false;
      this.loadedPages.value = [];
    });
    this.apply(entry.spec.applyType);
  }

  /** Load-more: the next page appended, remembered in loadedPages. */
  loadMore(entry: FilterEntry): void {
    if (this.status.value.state === 'loading') return;
    const { page, max_num_pages: max } = this.props.value;
    const last = Math.max(page, ...this.loadedPages.value);
    if (last >= max) return;
    batch(() => {
      entry.data.value = String(last + 1);
      this.loadedPages.value = [...this.loadedPages.value, last + 1];
    });
    this.scheduleAjax({ loadMore: true, writeUrl: true });
  }

  /** Retry after a failure: the same query is sent again. */
  retry(): void {
    this.requestedKey = undefined;
    this.scheduleAjax({ loadMore: false, writeUrl: true });
  }

  /** Answers fetched for this page view are dropped (the cart changed: prices and stock may differ). */
  clearCache(): void {
    this.cache.clear();
  }

  get cacheSize(): number {
    return this.cache.size;
  }

  /**
   * Leading edge, then coalescing (issue 27): the first change's request leaves in the task of the
   * click (a microtask, so changes made in the same task join it); changes within the next
   * DEBOUNCE_MS wait and go as one request with the last state, which aborts the one before. The
   * plugin's own script waits the debounce before every request; this never adds a delay to the
   * first one.
   */
  private scheduleAjax(options: { loadMore: boolean; writeUrl: boolean }): void {
    // Instant feedback: the listing shows it is loading in the same frame as the click.
    this.status.value = { state: 'loading', loadMore: options.loadMore };
    this.pending = { loadMore: options.loadMore || (this.pending?.loadMore ?? false), writeUrl: options.writeUrl || (this.pending?.writeUrl ?? false) };
    if (this.timer !== undefined) return;
    this.timer = setTimeout(() => this.closeWindow(), DEBOUNCE_MS);
    queueMicrotask(() => this.sendPending());
  }

  private closeWindow(): void {
    this.timer = undefined;
    if (!this.pending) return;
    this.sendPending();
    // What arrives while this request leaves coalesces again.
    this.timer = setTimeout(() => this.closeWindow(), DEBOUNCE_MS);
  }

  private sendPending(): void {
    const pending = this.pending;
    if (!pending) return;
    this.pending = undefined;
    this.doAjax(pending);
  }

  /** Sends the pending apply now (tests, and the unload of a page mid-window). */
  flush(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    this.sendPending();
  }

  private doAjax(options: { loadMore: boolean; writeUrl: boolean }): void {
    const query = this.query.value;
    const key = stableKey(query);
    if (!options.loadMore && key === this.requestedKey) {
      // That query is on its way already: its answer will show it.
      return;
    }
    if (!options.loadMore && key === this.shownKey) {
      // Same query as shown: no request, and an earlier one still in flight is for another query.
      this.controller?.abort();
      this.controller = undefined;
      this.requestedKey = undefined;
      this.status.value = { state: 'idle' };
      return;
    }
    const first = !this.everApplied;
    this.everApplied = true;
    if (options.writeUrl) this.deps.writeUrl(this.pageUrl());
    this.controller?.abort();
    this.controller = undefined;
    this.requestedKey = undefined;
    const cacheKey = `${options.loadMore ? 'more' : 'page'}:${key}`;
    const cached = this.cache.get(cacheKey);
    if (cached) {
      this.cache.delete(cacheKey);
      this.cache.set(cacheKey, cached);
      this.markShown(key, query);
      this.receive(cached.answer, options.loadMore);
      return;
    }
    const controller = new AbortController();
    this.controller = controller;
    this.requestedKey = key;
    this.status.value = { state: 'loading', loadMore: options.loadMore };
    this.requestCount++;
    const request: ApplyRequest = {
      provider: this.provider,
      queryId: this.queryId,
      query,
      props: this.props.value,
      indexingFilters: this.indexingFilters(),
    };
    const failed = (message: string, consoleMessage: string) => {
      this.deps.log(consoleMessage);
      // The listing stays as it was (shownKey unchanged); the same query may be sent again.
      this.status.value = { state: 'error', message, consoleMessage };
    };
    /** The request is over, one way or the other: false when its answer is no longer wanted. */
    const settle = (): boolean => {
      if (this.controller !== controller) return false;
      this.controller = undefined;
      this.requestedKey = undefined;
      return true;
    };
    let sent: Promise<SendResult>;
    try {
      sent = this.deps.transport(request, controller.signal);
    } catch (error) {
      sent = Promise.reject(error);
    }
    sent.then(
      (result) => {
        if (!settle()) return;
        if (this.pending && !options.loadMore) {
          // A newer choice waits for the window to close: this answer is kept for it (the cache)
          // but not shown, and the listing stays in its loading state until the newer one is in.
          if (result.ok) this.remember(cacheKey, result.value);
          return;
        }
        if (result.ok) {
          this.remember(cacheKey, result.value);
          this.markShown(key, query);
          this.receive(result.value, options.loadMore);
          return;
        }
        // An abort is silent (a newer request replaced this one).
        if (result.error.kind === 'aborted') return;
        failed(result.error.message, result.error.consoleMessage ?? result.error.message);
      },
      // A transport that throws instead of answering (a bug, or input it cannot encode) must not
      // leave the group "loading" for good: it is a failure.
      (error: unknown) => {
        if (!settle()) return;
        const message = this.deps.connection.thrownMessage(error);
        failed(message, `${message} (${error instanceof Error ? `${error.name}: ${error.message}` : String(error)})`);
      },
    );
    // Every filter has registered by now: the page as loaded belongs to the complete first query.
    // It is copied for the cache just before the first answer replaces it (receive), not here on
    // the path of the shopper's click.
    if (first) this.seedKey = this.shownKey;
  }

  private remember(key: string, answer: ApplyAnswer): void {
    this.cache.delete(key);
    this.cache.set(key, { answer });
    while (this.cache.size > CACHE_SIZE) {
      const oldest = this.cache.keys().next().value;
      if (oldest === undefined) break;
      this.cache.delete(oldest);
    }
  }

  /** Seeds the cache with the page as the server rendered it, so coming back to it costs nothing. */
  seed(answer: ApplyAnswer): void {
    if (this.shownKey !== undefined) this.remember(`page:${this.shownKey}`, answer);
  }

  private receive(answer: ApplyAnswer, loadMore: boolean): void {
    if (this.seedKey !== undefined) {
      const initial = this.deps.snapshot?.(this);
      if (initial) this.remember(`page:${this.seedKey}`, initial);
      this.seedKey = undefined;
    }
    batch(() => {
      if (answer.pagination) this.props.value = answer.pagination;
      const counts = answer.indexedData?.[this.key];
      if (counts) this.indexed.value = counts;
      this.status.value = { state: 'idle' };
    });
    this.deps.render(this, answer, { loadMore });
  }

  indexingFilters(): Array<number | string> {
    const ids: Array<number | string> = [];
    for (const e of this.entries.value) {
      if (e.spec.indexed && e.spec.filterId !== undefined && !ids.includes(e.spec.filterId)) ids.push(e.spec.filterId);
    }
    return ids;
  }
}
