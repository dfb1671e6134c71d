// The channels of `window.JetSmartFilters.events` as JetSmartFilters 3.4.5's shipped script
// publishes them (MohammadMHB/ellisshop wp-content/plugins/jet-smart-filters/assets/js/public.js:
// Filter `wasСhanged`/`emitFiterChange`/`emitFiterApply`/`emitFitersApply`/`emitFitersRemove`,
// FilterGroup `apply`/`emitActiveItems`/`startAjaxLoading`/`ajaxRequestCompleted`/`renderResult`/
// `endAjaxLoading`, Pagination `onPaginationItemClick`/`onPaginationLoadMoreClick`): the names
// (the original's "fiter"/"fiters" spelling kept), the arguments and the order around the request.
//
// The order a subscriber hears, per shopper action (the group's own handlers are subscribed last,
// so an outside subscriber hears the trigger before what the group does about it):
//   a filter's change: fiter/change(filter), fiter/apply(filter) (not for a *reload type), then the
//     group's apply: activeItems/change(items, provider, queryId), ajaxFilters/start-loading(provider,
//     queryId), provider/content-rendered(provider, $provider), ajaxFilters/updated(provider,
//     queryId, response), ajaxFilters/end-loading(provider, queryId);
//   the apply button: fiters/apply(button), then the same from activeItems/change on;
//   remove-all: fiters/remove(button), then the same;
//   a page link: pagination/change(pagination), then the same;
//   load more: pagination/load-more(pagination), then start-loading … end-loading (no active items).
import type { ActiveItem, FilterEntry, FilterGroupState as FilterGroup, GroupEvents } from '../../src/state/filters/engine';
import { isEmptyData } from '../../src/state/filters/engine';
import type { ChannelSubscribe } from '../../src/state/filters/channels';
import { runAfterViewsNow } from '../../src/state/filters/after-views';

export const CHANNELS = {
  filterChange: 'fiter/change',
  filterApply: 'fiter/apply',
  filtersApply: 'fiters/apply',
  filtersRemove: 'fiters/remove',
  syncSameFilters: 'fiter/syncSameFilters',
  paginationChange: 'pagination/change',
  paginationLoadMore: 'pagination/load-more',
  paginationItemsBuilt: 'pagination/itemsBuilt',
  activeItemsChange: 'activeItems/change',
  activeItemsRebuild: 'activeItems/rebuild',
  activeItemsBuilt: 'activeItems/itemsBuilt',
  hierarchyUpdate: 'hierarchyFilters/update',
  hierarchyLevelsUpdated: 'hierarchyFilters/levelsUpdated',
  startLoading: 'ajaxFilters/start-loading',
  endLoading: 'ajaxFilters/end-loading',
  updated: 'ajaxFilters/updated',
  contentRendered: 'provider/content-rendered',
} as const;

/** Every channel the plugin's script publishes (a spy subscribes to these). */
export const ALL_CHANNELS: readonly string[] = Object.values(CHANNELS);

export type Publish = (channel: string, ...args: unknown[]) => void;

/** Marks the objects Vitrin publishes, so its own inbound handlers do not act on them twice. */
export const VITRIN_PUBLISHED = Symbol.for('vitrin.jsf.published');

/** What the page knows of a filter beyond the engine (its element, as `$filter`). */
export interface FilterLookup {
  element(entry: FilterEntry): Element | undefined;
  /** `jQuery(el)` where jQuery is on the page, else the element. */
  wrap(el: Element): unknown;
}

/**
 * A filter as the plugin's Filter instance reads to a subscriber: the fields its own handlers and
 * add-ons use (`provider`, `queryId`, `filterId`, `name`, `queryKey`, `data`, `applyType`, …).
 */
export function filterFacade(entry: FilterEntry, lookup?: FilterLookup, applyType?: string): Record<string | symbol, unknown> {
  const spec = entry.spec;
  const el = lookup?.element(entry);
  const data = entry.data.value;
  return {
    [VITRIN_PUBLISHED]: true,
    name: spec.kind,
    provider: spec.provider,
    queryId: spec.queryId,
    filterId: spec.filterId,
    queryType: spec.queryType,
    queryVar: spec.queryVar,
    queryVarSuffix: spec.suffix,
    queryKey: entry.queryKey,
    data: isEmptyData(data) ? false : data,
    applyType: applyType ?? spec.applyType,
    isMixed: spec.applyType.includes('mixed'),
    isReload: spec.applyType === 'reload',
    isReloadType: spec.applyType.includes('reload'),
    additionalProviders: spec.additionalProviders ?? [],
    redirect: Boolean(spec.redirect?.path),
    redirectPath: spec.redirect?.path ?? false,
    redirectInNewWindow: spec.redirect?.newWindow ?? false,
    activeLabel: spec.activeLabel ?? '',
    ...(spec.depth !== undefined ? { isHierarchy: true, depth: spec.depth } : {}),
    ...(el ? { $filter: lookup?.wrap(el), $container: lookup?.wrap(el) } : {}),
  };
}

/** The apply / remove button (ButtonApply, ButtonRemove): what the group reads of it. */
function buttonFacade(group: FilterGroup, name: string, applyType: string, redirect?: { path: string; newWindow: boolean }): Record<string | symbol, unknown> {
  return {
    [VITRIN_PUBLISHED]: true,
    name,
    provider: group.provider,
    queryId: group.queryId,
    applyType,
    redirect: Boolean(redirect?.path),
    redirectPath: redirect?.path ?? false,
    redirectInNewWindow: redirect?.newWindow ?? false,
  };
}

/** The pagination filter as its change / load-more subscribers read it. */
function paginationFacade(group: FilterGroup, entry: FilterEntry, page: number, lookup?: FilterLookup): Record<string | symbol, unknown> {
  const props = group.props.value;
  return {
    ...filterFacade(entry, lookup),
    dataValue: page,
    pageIndex: props.page,
    pagesCount: props.max_num_pages,
    moreActiveIndexes: [...group.loadedPages.value],
  };
}

/**
 * pagination/itemsBuilt's argument (Pagination.buildPagination publishes itself once its items are
 * in the page): the pagination as its subscribers read it, `$filter` the built element (the plugin's
 * own tabindex handler does `$filter.find('[tabindex]')`).
 */
export function paginationBuilt(group: FilterGroup, entry: FilterEntry, element: Element, wrap: (el: Element) => unknown): Record<string | symbol, unknown> {
  return { ...paginationFacade(group, entry, group.props.value.page), $filter: wrap(element), $container: wrap(element) };
}

/** activeItems/itemsBuilt's argument (ActiveItems.buildItems publishes itself): whose list, and its built container. */
export function activeItemsBuilt(group: FilterGroup, element: Element, wrap: (el: Element) => unknown): Record<string | symbol, unknown> {
  return {
    [VITRIN_PUBLISHED]: true,
    provider: group.provider,
    queryId: group.queryId,
    activeItems: activeFilters(group.activeItems.value),
    $activeItemsContainer: wrap(element),
  };
}

/** activeItems/change's first argument: the group's filters that have a value, as filter objects. */
function activeFilters(items: readonly ActiveItem[], lookup?: FilterLookup): Array<Record<string | symbol, unknown>> {
  return items.map((item) => filterFacade(item.entry, lookup));
}

/**
 * The trigger channel another script published and a group is acting on now: the group's hook for
 * that trigger does not publish it a second time (the subscribers have heard it already).
 */
let acting: string | undefined;

function actOn(channel: string, act: () => void): void {
  const before = acting;
  acting = channel;
  try {
    act();
    // A script's trigger is no shopper's click waiting for its frame: the channels the action
    // publishes (held for the views otherwise, issue 27) are heard now, in that script's call,
    // while the trigger it published is known.
    runAfterViewsNow();
  } finally {
    acting = before;
  }
}

/** The engine's hooks, publishing what the plugin's script publishes at the same points. */
export function channelPublisher(publish: Publish, lookup?: FilterLookup): GroupEvents<FilterGroup> {
  return {
    filterChanged(group, entry, applies) {
      const filter = filterFacade(entry, lookup);
      publish(CHANNELS.filterChange, filter);
      if (applies) publish(CHANNELS.filterApply, filter);
    },
    applying(group) {
      publish(CHANNELS.activeItemsChange, activeFilters(group.activeItems.value, lookup), group.provider, group.queryId);
    },
    buttonApplied(group, applyType, redirect) {
      if (acting === CHANNELS.filtersApply || acting === CHANNELS.filterApply) return;
      publish(CHANNELS.filtersApply, buttonFacade(group, 'apply-button', applyType, redirect));
    },
    removedAll(group, applyType) {
      if (acting === CHANNELS.filtersRemove) return;
      publish(CHANNELS.filtersRemove, buttonFacade(group, 'remove-filters', applyType));
    },
    pageChanged(group, entry, page) {
      publish(CHANNELS.paginationChange, paginationFacade(group, entry, page, lookup));
    },
    loadingMore(group, entry, page) {
      if (acting === CHANNELS.paginationLoadMore) return;
      publish(CHANNELS.paginationLoadMore, paginationFacade(group, entry, page, lookup));
    },
  };
}

/**
 * What a subscriber reads of a published filter, button or pagination to know whose it is and how
 * to apply (the plugin's isCurrentProvider compares provider and queryId exactly).
 */
export interface Trigger {
  provider: string;
  queryId: string;
  applyType?: string;
  redirect?: unknown;
  redirectPath?: unknown;
  redirectInNewWindow?: unknown;
}

/**
 * The trigger, or undefined when it is not one: checked by hand, not with zod (the listener is set
 * up at a filter page's load, which then loads no zod; issue 36). guards.test.ts holds it to the zod
 * object schema it replaced.
 */
export function readTrigger(value: unknown): Trigger | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const { provider, queryId, applyType, redirect, redirectPath, redirectInNewWindow } = value as Record<string, unknown>;
  if (typeof provider !== 'string' || typeof queryId !== 'string' || (applyType !== undefined && typeof applyType !== 'string')) return undefined;
  return { provider, queryId, applyType, redirect, redirectPath, redirectInNewWindow };
}

/**
 * The plugin's FilterGroup handlers of its trigger channels (public.js FilterGroup constructor:
 * fiter/apply → applyFilterHandler, fiters/apply → applyFiltersHandler, fiters/remove →
 * removeFiltersHandler, pagination/change → paginationСhangeHandler, pagination/load-more →
 * paginationLoadMoreHandler), so a script that publishes them drives the page's groups as it did
 * the plugin's. What Vitrin published itself is acted on already and is left alone.
 */
export function channelListener(subscribe: ChannelSubscribe, groupOf: (provider: string, queryId: string) => FilterGroup | undefined): void {
  const on = (channel: string, act: (group: FilterGroup, trigger: Trigger) => void) =>
    subscribe(channel, (first) => {
      if (typeof first !== 'object' || first === null || VITRIN_PUBLISHED in first) return;
      const trigger = readTrigger(first);
      if (!trigger) return;
      const group = groupOf(trigger.provider, trigger.queryId);
      if (group) actOn(channel, () => act(group, trigger));
    });
  const applyTypeOf = (t: Trigger) => t.applyType || 'ajax';
  // Pagination reset, then apply: what the apply button does, without its fiters/apply.
  on(CHANNELS.filterApply, (group, t) => group.applyButton(applyTypeOf(t)));
  on(CHANNELS.filtersApply, (group, t) => {
    const path = t.redirect && typeof t.redirectPath === 'string' && t.redirectPath ? t.redirectPath : undefined;
    group.applyButton(applyTypeOf(t), path ? { path, newWindow: Boolean(t.redirectInNewWindow) } : undefined);
  });
  on(CHANNELS.filtersRemove, (group, t) => group.removeAll(applyTypeOf(t)));
  // The publisher has set the page already (a pagination's own data): the group applies.
  on(CHANNELS.paginationChange, (group, t) => group.apply(applyTypeOf(t)));
  on(CHANNELS.paginationLoadMore, (group) => {
    const pagination = group.filters.find((entry) => entry.spec.kind === 'pagination');
    if (pagination) group.loadMore(pagination);
  });
  // ActiveItems' own subscriber (whoever publishes it, the hierarchical select included): the lists
  // of that provider are built again, their labels read anew.
  subscribe(CHANNELS.activeItemsRebuild, (provider, queryId) => {
    if (typeof provider === 'string' && typeof queryId === 'string') groupOf(provider, queryId)?.relabel();
  });
}
