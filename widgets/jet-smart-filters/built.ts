// pagination/itemsBuilt and activeItems/itemsBuilt (JetSmartFilters 3.4.5 public.js:
// Pagination.buildPagination and ActiveItems.buildItems publish once their items are in the page):
// hooks a view calls with a key of what it drew, so a script working on the built items (tabindex,
// analytics, a map's markers) hears each build after React's commit, as it did after the plugin's
// `.html()`. To be called by Pagination.tsx and ActiveFilters.tsx. The views commit a change before
// its channels are heard (issue 27): a build waits behind them, as the plugin builds its items on
// hearing activeItems/change.
import { useLayoutEffect } from 'react';
import { publish } from '../../src/state/filters/compat';
import { inOrder } from '../../src/state/filters/after-views';
import { jquery } from '../../src/host/events';
import type { FilterEntry, FilterGroupState } from '../../src/state/filters/engine';
import { CHANNELS, activeItemsBuilt, paginationBuilt } from '../../adapters/jet-smart-filters/events';

const wrap = (el: Element): unknown => jquery()?.(el) ?? el;

/**
 * After each build of a pagination's items; `drawn` changes with each build (the plugin rebuilds
 * the pagination on every answer, so the answer's pagination object is a fit key).
 */
export function usePaginationBuilt(group: FilterGroupState | undefined, entry: FilterEntry | undefined, element: HTMLElement, drawn: unknown): void {
  useLayoutEffect(() => {
    if (group && entry) inOrder(() => publish(CHANNELS.paginationItemsBuilt, paginationBuilt(group, entry, element, wrap)));
  }, [group, entry, element, drawn]);
}

/** After each build of an active filters / tags list; `drawn` changes with the items drawn. */
export function useActiveItemsBuilt(group: FilterGroupState | undefined, element: HTMLElement, drawn: string): void {
  useLayoutEffect(() => {
    if (group) inOrder(() => publish(CHANNELS.activeItemsBuilt, activeItemsBuilt(group, element, wrap)));
  }, [group, element, drawn]);
}
