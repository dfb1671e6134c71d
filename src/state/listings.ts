// Shared paging state of JetEngine listing grids (issue 34): the grid's behaviour (widgets/listing-grid
// paging.ts) loads pages and writes it; the React roots that draw the load-more button and the
// listing's notes read it. One state per grid, found by the mount point a root was given (the
// more button's wrapper, the notes' element). No React, no DOM here.
import type { ReadonlySignal } from '@preact/signals-core';

export type ListingLoad = 'idle' | 'busy' | 'slow' | 'failed';

export interface ListingPagingState {
  page: number;
  pages: number;
  load: ListingLoad;
  /** Why the last load failed: `timeout` says the wait's limit passed. */
  failure: 'timeout' | 'failed' | null;
  /** The last page's item count, for the live region; `seq` grows with each page so a repeated count is said again. */
  added: { count: number; seq: number } | null;
}

export interface ListingPaging {
  readonly state: ReadonlySignal<ListingPagingState>;
  /** Pages remain (the more button shows). */
  readonly more: ReadonlySignal<boolean>;
  /** A page is on its way (the more button is busy). */
  readonly loading: ReadonlySignal<boolean>;
  /** The next page, asked by the more button or a failure note's retry (focus then goes to the first new item). */
  loadMore(): void;
}

const pagings = new WeakMap<object, ListingPaging>();

/** Makes `paging` the state of the roots mounted on `key`; returns the removal. */
export function providePaging(key: object, paging: ListingPaging): () => void {
  pagings.set(key, paging);
  return () => {
    if (pagings.get(key) === paging) pagings.delete(key);
  };
}

export function pagingOf(key: object): ListingPaging | undefined {
  return pagings.get(key);
}
