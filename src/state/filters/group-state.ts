// The filter engine's state and transitions (issue 29: the engine in rooms by concern): a group's
// filters, the query and active items derived from them, the address they make, and what a
// shopper's change, the apply button, remove-all, a page link or load-more do to them. Sending is
// the next room's (./group-requests.ts): a transition ends by scheduling it.
import { Signal, batch, computed, signal, type ReadonlySignal } from '@preact/signals-core';
import type { ApplyAnswer, ApplyRequest, FilterConnection, FilterQuery, FilterSettings, IndexedCounts, ProviderProps, QueryValue, SendResult, UrlFilter } from './backend';
import { providerKey } from './backend';
import { filterState, forgetChosenValue, resetProviderFilters, setAppliedFilters, setChosenValue, type ProviderFilters } from './state';
import { providerRequests, setProviderRequest, type ProviderRequest } from '../providers';
import type { GroupEvents } from './group-events';
import { afterViews, inOrder, runDeferred, whenIdle } from './after-views';
import {
  MERGING_KINDS,
  NOT_ACTIVE_KINDS,
  OPERATOR_PREFIX,
  isEmptyData,
  queryKeyOf,
  sameData,
  stableKey,
  uniqueKeyOf,
  valuesOf,
  withoutValue,
  type ActiveItem,
  type FilterData,
  type FilterEntry,
  type FilterSpec,
} from './query';

/** The group's request as the listing shows it: a view over the provider requests store (`slow`: past the read wait's slow threshold). */
export type GroupStatus = { state: 'idle' } | { state: 'loading'; loadMore: boolean; slow: boolean } | { state: 'error'; message: string; consoleMessage: string };

const IDLE: GroupStatus = { state: 'idle' };
/** One status object per store record, so a view re-renders only when its provider's request changed. */
const statuses = new WeakMap<ProviderRequest, GroupStatus>();

function statusOf(request: ProviderRequest | undefined): GroupStatus {
  if (!request || request.status === 'idle') return IDLE;
  const known = statuses.get(request);
  if (known) return known;
  const status: GroupStatus =
    request.status === 'error'
      ? { state: 'error', message: request.message ?? '', consoleMessage: request.consoleMessage ?? request.message ?? '' }
      : { state: 'loading', loadMore: request.loadMore ?? false, slow: request.status === 'slow' };
  statuses.set(request, status);
  return status;
}

/**
 * A filter's value as a signal the views read and write (`entry.data.value`), kept in the filter
 * state store (the only copy, issue 34): reading tracks the store, writing writes it.
 */
class ChosenSignal extends Signal<FilterData> {
  private readonly view: ReadonlySignal<FilterData>;

  constructor(
    private readonly providerKey: string,
    private readonly filter: string,
  ) {
    super(false);
    this.view = computed(() => filterState.value[providerKey]?.chosen[filter] ?? false);
  }

  override get value(): FilterData {
    return this.view.value;
  }

  override set value(data: FilterData) {
    setChosenValue(this.providerKey, this.filter, data);
  }

  override peek(): FilterData {
    return this.view.peek();
  }

  override subscribe(fn: (value: FilterData) => void): () => void {
    return this.view.subscribe(fn);
  }
}

export interface GroupDeps {
  /** The event channels other scripts hear (absent in tests that do not listen). */
  events?: GroupEvents<FilterGroupState>;
  /** The backend for this page: its settings, its address codec (./backend.ts). */
  connection: FilterConnection;
  /** `?a=1` third-party parameters of the page as loaded ('' when none). */
  thirdParty: string;
  /** Sends; `onSlow` when the request runs past the backend's slow threshold (the store says 'slow'). */
  transport(req: ApplyRequest, signal: AbortSignal, onSlow: () => void): Promise<SendResult>;
  /** Puts an answer into the page (content, fragments, events). */
  render(group: FilterGroupState, answer: ApplyAnswer, options: { loadMore: boolean }): void;
  /** history.replaceState for ajax/mixed applies. */
  writeUrl(url: string): void;
  /** A reload apply (document.location). */
  navigate(url: string): void;
  /** Redirect apply (GET or hidden POST form), when a filter or button has a redirect path. */
  redirect?(group: FilterGroupState, target: { path: string; newWindow: boolean; applyType: string }): void;
  /** Console line of a failure (spec §8 texts). */
  log(message: string): void;
  /** The listing as the server rendered it, taken just before the first apply (then cached). */
  snapshot?(group: FilterGroupState): ApplyAnswer | undefined;
}

/**
 * Transitions under way, of any group: an additional provider's group changes inside its parent's
 * transition, and its work waits with the parent's.
 */
let transitions = 0;

export interface CachedAnswer {
  answer: ApplyAnswer;
}

export abstract class FilterGroupState {
  readonly key: string;
  protected readonly entries = signal<FilterEntry[]>([]);
  readonly props: Signal<ProviderProps>;
  readonly indexed: Signal<IndexedCounts | undefined>;
  /** The provider's request (idle, loading or slow, error): a view over the provider requests store. */
  readonly status: ReadonlySignal<GroupStatus>;
  /** The query the listing shows: a view over the filter state store's `applied`. */
  readonly applied: ReadonlySignal<ProviderFilters | null>;
  /** Pages appended by load-more after the current page (Pagination.js loaded pages). */
  readonly loadedPages = signal<number[]>([]);
  /** The entry whose change caused the last apply (indexer change-counter "other_changed"). */
  readonly lastChanged = signal<FilterEntry | undefined>(undefined);
  /** Counts requests actually sent, for tests and the bench. */
  requestCount = 0;

  readonly query: ReadonlySignal<FilterQuery>;
  readonly activeItems: ReadonlySignal<ActiveItem[]>;
  readonly hasActive: ReadonlySignal<boolean>;

  /** Bumped when the labels the filters describe may have changed without their values (new options). */
  protected readonly labelsVersion = signal(0);

  /** The query the listing shows now: the page as the server rendered it, then each answer put in place. */
  protected shownKey: string | undefined;
  /** The query of the request in flight (not a cached answer), if any. */
  protected requestedKey: string | undefined;
  /** The page as loaded, still to be copied into the cache before the first answer replaces it. */
  protected seedKey: string | undefined;
  protected everApplied = false;
  /**
   * A shopper's change came before every filter had registered (a tick held by the early event
   * contract and replayed as the first filters mount): later registrations must not take the
   * changed query for the page as printed, or the change would never be sent.
   */
  protected changedBeforeApply = false;
  protected controller: AbortController | undefined;
  protected timer: ReturnType<typeof setTimeout> | undefined;
  protected pending: { loadMore: boolean; writeUrl: boolean } | undefined;
  protected readonly cache = new Map<string, CachedAnswer>();
  protected readonly additional = new Set<FilterGroupState>();

  constructor(
    readonly provider: string,
    readonly queryId: string,
    protected readonly deps: GroupDeps,
  ) {
    this.key = providerKey(provider, queryId);
    const settings = deps.connection.settings;
    this.props = signal(settings.props[provider]?.[queryId] ?? { found_posts: 0, max_num_pages: 0, page: 1 });
    this.indexed = signal(settings.indexedData[this.key]);
    // The stores hold this provider's state from here on; a group made anew (a test, a re-boot)
    // starts from nothing, as the page does.
    resetProviderFilters(this.key);
    setProviderRequest(this.key, { status: 'idle' });
    const key = this.key;
    this.status = computed(() => statusOf(providerRequests.value[key]));
    this.applied = computed(() => filterState.value[key]?.applied ?? null);
    this.query = computed(() => this.buildQuery(this.entries.value));
    this.activeItems = computed(() => {
      void this.labelsVersion.value;
      return this.buildActiveItems(this.entries.value);
    });
    this.hasActive = computed(() => this.activeItems.value.length > 0);
  }

  /** What the listing shows now, written to the filter state store's "applied" values. */
  protected markShown(key: string, query: FilterQuery): void {
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
    const queryKey = queryKeyOf(spec);
    const id = uniqueKeyOf(spec, queryKey);
    const entry: FilterEntry = { spec, queryKey, data: new ChosenSignal(this.key, id) };
    // A synced duplicate of a filter already on the page shares its value (the server printed them alike).
    if (!this.entries.peek().some((e) => uniqueKeyOf(e.spec, e.queryKey) === id)) setChosenValue(this.key, id, initial);
    const next = [...this.entries.value, entry].sort((a, b) => a.spec.position - b.spec.position);
    this.entries.value = next;
    // Until the first apply, the page as rendered by the server is the current query (processFilters).
    if (!this.everApplied && !this.changedBeforeApply) this.markShown(stableKey(this.query.value), this.query.value);
    // A filter registering after an early change (replayed by the loader while the page's filters
    // mount) with a value of its own: the request that left at once lacked it, so the full query
    // goes again (the earlier one is aborted).
    else if (this.changedBeforeApply && !isEmptyData(initial) && (this.requestedKey !== undefined || this.pending !== undefined)) {
      this.scheduleAjax({ loadMore: false, writeUrl: true }, 'microtask');
    }
    return entry;
  }

  /**
   * The active items are built again (activeItems/rebuild): a filter's labels come from options that
   * arrived after its value (a hierarchy's deeper level restored or predefined before its list).
   */
  relabel(): void {
    this.labelsVersion.value++;
  }

  remove(entry: FilterEntry): void {
    const rest = this.entries.peek().filter((e) => e !== entry);
    this.entries.value = rest;
    const id = uniqueKeyOf(entry.spec, entry.queryKey);
    if (!rest.some((e) => uniqueKeyOf(e.spec, e.queryKey) === id)) forgetChosenValue(this.key, id);
  }

  /** Another group that changes together with this one (data-additional-providers). */
  linkAdditional(group: FilterGroupState): void {
    if (group !== this) this.additional.add(group);
  }

  /** Unique filters: a second filter of the same kind on the same key is a synced duplicate. */
  protected unique(entries: readonly FilterEntry[]): FilterEntry[] {
    const seen = new Set<string>();
    return entries.filter((e) => {
      const id = uniqueKeyOf(e.spec, e.queryKey);
      if (seen.has(id)) return false;
      seen.add(id);
      return true;
    });
  }

  protected buildQuery(entries: readonly FilterEntry[]): FilterQuery {
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

  protected buildActiveItems(entries: readonly FilterEntry[]): ActiveItem[] {
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
    this.transition(() => {
      if (!this.everApplied) this.changedBeforeApply = true;
      // One value per filter in the store: its synced duplicates show it too.
      if (!sameData(entry.data.peek(), data)) entry.data.value = data;
      this.lastChanged.value = entry;
      if (entry.spec.kind !== 'pagination') this.resetPagination();
      for (const group of this.additional) group.syncFrom(entry, data);
      const applies = !entry.spec.applyType.includes('reload');
      this.afterViews(() => this.deps.events?.filterChanged(this, entry, applies));
      if (applies) this.apply(entry.spec.applyType, entry.spec.redirect);
    });
  }

  /**
   * A shopper's action (issue 27, "same frame"): the request leaves first, in this very call; the
   * signal writes are batched, so the views' effects (the listing's loading state) and React's
   * commit of the tick and the active item follow in the same task; what only other scripts or the
   * address bar hear of it (the event channels in the plugin's order, a navigation) waits for the
   * next task and the address for an idle moment after it (./after-views.ts), so neither is on the
   * path to the frame that shows the change. Work an earlier action left waiting runs first, so the
   * channels keep their order.
   */
  protected transition(action: () => void): void {
    if (transitions > 0) {
      action();
      return;
    }
    runDeferred();
    transitions++;
    batch(() => {
      try {
        action();
      } finally {
        transitions--;
      }
    });
  }

  /**
   * Runs `task` after the views have drawn the current transition (in a later task); outside one,
   * at once, unless an earlier action's work still waits (then after it, in order).
   */
  protected afterViews(task: () => void): void {
    if (transitions > 0) afterViews(task);
    else inOrder(task);
  }

  /** The address: in a transition, once the page is idle after its views and channels; outside one, as afterViews. */
  protected whenIdle(task: () => void): void {
    if (transitions > 0) whenIdle(task);
    else inOrder(task);
  }

  /**
   * data-predefined-value, applied once on load as the plugin's PredefinedData.set does: the value
   * is set (fiter/change is heard, no fiter/apply) and the group applies once for every filter
   * predefined in the same task, so the listing the server printed (unfiltered) follows. A filter
   * the server already printed with a value keeps it (the caller merges where the plugin merges).
   */
  predefine(entry: FilterEntry, data: FilterData): void {
    if (isEmptyData(data) || sameData(entry.data.value, data)) return;
    if (!this.everApplied) this.changedBeforeApply = true;
    const id = uniqueKeyOf(entry.spec, entry.queryKey);
    batch(() => {
      for (const e of this.entries.peek()) if (uniqueKeyOf(e.spec, e.queryKey) === id) e.data.value = data;
    });
    // PredefinedData.set: the filter's additional providers take the value too (updateAdditional
    // FilterByParent) and make their own request with the parent's apply below.
    for (const group of this.additional) group.takeFromParent(entry, data);
    this.afterViews(() => this.deps.events?.filterChanged(this, entry, false));
    if (this.predefineQueued) return;
    this.predefineQueued = true;
    // The plugin runs it from processFilters, debounced after the filters register: the filters
    // mounted in this task are all in before the one apply.
    setTimeout(() => {
      this.predefineQueued = false;
      this.apply('ajax');
    }, 0);
  }

  private predefineQueued = false;

  /** An additional provider takes its parent's value for the same key (no request of its own yet). */
  protected takeFromParent(source: FilterEntry, data: FilterData): void {
    batch(() => {
      for (const e of this.entries.value) if (e.queryKey === source.queryKey && !sameData(e.data.value, data)) e.data.value = data;
    });
  }

  /** An additional provider hears its parent's change: same key, same value, its own request. */
  protected syncFrom(source: FilterEntry, data: FilterData): void {
    this.transition(() => {
      for (const e of this.entries.peek()) if (e.queryKey === source.queryKey && !sameData(e.data.peek(), data)) e.data.value = data;
      this.resetPagination();
      if (source.spec.applyType.includes('reload')) return;
      this.apply('ajax', undefined, { writeUrl: false, additional: false });
    });
  }

  protected resetPagination(): void {
    for (const e of this.entries.peek()) if (e.spec.kind === 'pagination' && e.data.peek() !== false) e.data.value = false;
    if (this.loadedPages.peek().length) this.loadedPages.value = [];
  }

  /** The apply button (fiters/apply) or a change: reload, redirect or ajax. */
  apply(applyType: string, redirect?: { path: string; newWindow: boolean }, options: { writeUrl?: boolean; additional?: boolean; leading?: 'now' | 'microtask' } = {}): void {
    if (redirect?.path && this.deps.redirect) {
      const to = { ...redirect, applyType };
      this.afterViews(() => this.deps.redirect?.(this, to));
      return;
    }
    this.transition(() => {
      this.afterViews(() => this.deps.events?.applying(this));
      if (applyType === 'reload') {
        this.afterViews(() => this.deps.navigate(this.pageUrl(true)));
        return;
      }
      this.scheduleAjax({ loadMore: false, writeUrl: options.writeUrl ?? true }, options.leading);
      // The additional providers' own actions may follow in this task (the remove button removes
      // each group's filters in turn): their request joins what this task does to them.
      if (options.additional ?? true) for (const group of this.additional) group.apply('ajax', undefined, { writeUrl: false, additional: false, leading: 'microtask' });
    });
  }

  /** The apply button: pagination resets, then apply with the button's apply type. */
  applyButton(applyType: string, redirect?: { path: string; newWindow: boolean }): void {
    this.transition(() => {
      this.afterViews(() => this.deps.events?.buttonApplied(this, applyType, redirect));
      this.resetPagination();
      this.apply(applyType, redirect);
    });
  }

  /** Remove-all: every filter and the pagination reset, then apply. */
  removeAll(applyType: string): void {
    this.transition(() => {
      this.afterViews(() => this.deps.events?.removedAll(this, applyType));
      for (const e of this.entries.peek()) if (e.data.peek() !== false) e.data.value = false;
      this.loadedPages.value = [];
      this.lastChanged.value = undefined;
      this.apply(applyType);
    });
  }

  /** An active item's or tag's ×: one value (tags) or the whole filter. */
  removeActive(entry: FilterEntry, applyType: string, value?: string): void {
    this.transition(() => {
      const depth = entry.spec.depth;
      if (depth !== undefined) {
        // A hierarchy's item stands for its levels: this one and the deeper ones are cleared.
        for (const e of this.entries.peek()) {
          if (e !== entry && e.spec.filterId === entry.spec.filterId && (e.spec.depth ?? -1) > depth) e.data.value = false;
        }
        this.change(entry, false);
      } else {
        this.change(entry, value === undefined ? false : withoutValue(entry.data.peek(), value));
      }
      if (entry.spec.applyType.includes('reload')) this.apply(applyType);
    });
  }

  /** A page link: the page becomes the pagination value and the group applies. */
  goToPage(entry: FilterEntry, page: number): void {
    if (this.status.value.state === 'loading') return;
    const max = this.props.value.max_num_pages;
    if (page < 1 || (max > 0 && page > max) || this.onScreen(page)) return;
    this.transition(() => {
      entry.data.value = page > 1 ? String(page) : false;
      this.loadedPages.value = [];
      this.afterViews(() => this.deps.events?.pageChanged(this, entry, page));
      this.apply(entry.spec.applyType);
    });
  }

  /**
   * A page already on screen: the current one, or, after load more, any page from the one the run
   * started on to the last appended (Pagination.js: `pageIndex === value || moreActiveIndexes
   * .includes(value)` → nothing happens).
   */
  onScreen(page: number): boolean {
    if (page === this.props.value.page) return true;
    const loaded = this.loadedPages.value;
    if (!loaded.length) return false;
    return page >= Math.min(this.runStart ?? page, ...loaded) && page <= Math.max(...loaded);
  }

  /** The page a load-more run started from (its items stay on screen with the appended ones). */
  private runStart: number | undefined;

  /**
   * The provider's own paging moved on (a JetEngine grid loaded more by itself: its load more
   * button or infinite scroll): the pagination of this provider shows the new page and page count,
   * and the pages now on screen count as loaded.
   */
  followProvider(page: number, pages: number): void {
    const current = this.props.value;
    if (!Number.isInteger(page) || page < 1 || (page === current.page && (pages < 1 || pages === current.max_num_pages))) return;
    batch(() => {
      if (page > current.page) {
        if (!this.loadedPages.value.length) this.runStart = current.page;
        const added: number[] = [];
        for (let p = current.page + 1; p <= page; p++) if (!this.loadedPages.value.includes(p)) added.push(p);
        this.loadedPages.value = [...this.loadedPages.value, ...added];
      }
      this.props.value = { ...current, page, max_num_pages: pages >= 1 ? pages : current.max_num_pages };
    });
  }

  /** Load-more: the next page appended, remembered in loadedPages. */
  loadMore(entry: FilterEntry): void {
    if (this.status.value.state === 'loading') return;
    const { page, max_num_pages: max } = this.props.value;
    const last = Math.max(page, ...this.loadedPages.value);
    if (last >= max) return;
    if (!this.loadedPages.value.length) this.runStart = page;
    this.transition(() => {
      entry.data.value = String(last + 1);
      this.loadedPages.value = [...this.loadedPages.value, last + 1];
      this.afterViews(() => this.deps.events?.loadingMore(this, entry, last + 1));
      this.scheduleAjax({ loadMore: true, writeUrl: true });
    });
  }

  /**
   * Asks for the current query. `leading`: 'now' (a shopper's action: the request leaves in this
   * call) or 'microtask' (filters registering: all of this task's join one request).
   */
  protected abstract scheduleAjax(options: { loadMore: boolean; writeUrl: boolean }, leading?: 'now' | 'microtask'): void;
}
