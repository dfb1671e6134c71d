// The listing grid's logic, DOM-free: paging (load more until the last page), the masonry layout
// (each item into the shortest column, only when the device shows two columns or more), and the
// slider's position (slides per device, steps, wrap).
import type { ColumnsByDevice, Device } from '../../adapters/jet-engine/listing';
import type { ListingPagingState } from '../../src/state/listings';

export interface Paging {
  page: number;
  pages: number;
}

export function hasMore(p: Paging): boolean {
  return p.page < p.pages;
}

/** The page a load-more asks for, or undefined at the last page. */
export function nextPage(p: Paging): number | undefined {
  return hasMore(p) ? p.page + 1 : undefined;
}

/** Masonry runs only when the current device's column count is 2 or more. */
export function masonryColumns(columns: ColumnsByDevice, device: Device): number {
  const n = columns[device];
  return n >= 2 ? n : 0;
}

export interface Placement {
  column: number;
  top: number;
}

/**
 * Macy's placement: item by item, into the shortest column (the first on a tie), so the reading
 * order runs across the top row first.
 */
export function masonryLayout(heights: readonly number[], columns: number, gap: number): { placements: Placement[]; height: number } {
  const tops = Array.from({ length: Math.max(1, columns) }, () => 0);
  const placements = heights.map((h) => {
    let column = 0;
    for (let c = 1; c < tops.length; c++) if ((tops[c] ?? 0) < (tops[column] ?? 0)) column = c;
    const top = tops[column] ?? 0;
    tops[column] = top + Math.max(0, h) + gap;
    return { column, top };
  });
  const height = Math.max(0, ...tops.map((t) => t - gap));
  return { placements, height };
}

export interface SliderState {
  count: number;
  perView: number;
  perScroll: number;
  infinite: boolean;
}

/** The first slide shown after a step (wrapping when infinite, else held at the ends). */
export function slideStep(s: SliderState, start: number, direction: -1 | 1): number {
  const last = Math.max(0, s.count - s.perView);
  const next = start + direction * s.perScroll;
  if (next > last) return s.infinite && start >= last ? 0 : last;
  if (next < 0) return s.infinite && start <= 0 ? last : 0;
  return next;
}

/** A slider only when there are more items than fit (initSlider leaves the grid alone otherwise). */
export function needsSlider(count: number, perView: number): boolean {
  return count > perView;
}

/**
 * The paging's transitions (issue 34), one per thing that happens to a load: the request leaves,
 * passes the slow threshold, brings `count` items for `page` (none: the list shrank, the paging
 * ends there), fails (a timeout said apart), or is aborted (the grid went away).
 */
export function loadStarted(s: ListingPagingState): ListingPagingState {
  return { ...s, load: 'busy', failure: null };
}

export function loadSlow(s: ListingPagingState): ListingPagingState {
  return s.load === 'busy' ? { ...s, load: 'slow' } : s;
}

export function pageLoaded(s: ListingPagingState, page: number, count: number, hadItems: boolean): ListingPagingState {
  return { page, pages: hadItems ? s.pages : page, load: 'idle', failure: null, added: { count, seq: (s.added?.seq ?? 0) + 1 } };
}

export function loadFailed(s: ListingPagingState, timedOut: boolean): ListingPagingState {
  return { ...s, load: 'failed', failure: timedOut ? 'timeout' : 'failed' };
}

export function loadAborted(s: ListingPagingState): ListingPagingState {
  return { ...s, load: 'idle' };
}

export function isLoading(s: ListingPagingState): boolean {
  return s.load === 'busy' || s.load === 'slow';
}
