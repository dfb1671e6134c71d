// Pagination items (filters/Pagination.js): numbers with dots by mid/end sizes, prev/next rules.
export type PageItem = { kind: 'page'; page: number; current: boolean } | { kind: 'dots' } | { kind: 'prev'; page: number } | { kind: 'next'; page: number };

export interface PageOptions {
  current: number;
  max: number;
  midSize: number;
  endSize: number;
  itemsEnabled: boolean;
  navEnabled: boolean;
}

/** Numbers shown at most when the mid size is 0 ("every number"); past it, dots as with mid size 2. */
export const MAX_ALL_NUMBERS = 100;
/** Mid and end sizes are site settings; past this they would only ask for more numbers than fit. */
const MAX_SIZE = 10;

/**
 * Empty under 2 pages. A mid size of 0 shows every number (up to MAX_ALL_NUMBERS). Prev/next are
 * left out at the ends. The work and the list are bounded by the sizes, never by `max`: the page
 * count comes from the server's answer, and a huge one must not freeze the tab.
 */
export function pageItems(o: PageOptions): PageItem[] {
  const max = Number.isSafeInteger(o.max) ? o.max : Number.isFinite(o.max) && o.max > 0 ? Number.MAX_SAFE_INTEGER : 0;
  if (max < 2) return [];
  const items: PageItem[] = [];
  const current = Math.min(Math.max(1, Math.floor(o.current) || 1), max);
  if (o.navEnabled && current > 1) items.push({ kind: 'prev', page: current - 1 });
  if (o.itemsEnabled) {
    const all = o.midSize === 0 && max <= MAX_ALL_NUMBERS;
    const mid = all ? max : Math.min(Math.max(0, Math.floor(o.midSize)) || 2, MAX_SIZE);
    const end = Math.min(Math.max(0, Math.floor(o.endSize) || 0), MAX_SIZE);
    // The shown numbers are the two ends and the window around the current page, in order.
    const shown = new Set<number>();
    for (let page = 1; page <= Math.min(end, max); page++) shown.add(page);
    for (let page = Math.max(1, current - mid); page <= Math.min(max, current + mid); page++) shown.add(page);
    for (let page = Math.max(1, max - end + 1); page <= max; page++) shown.add(page);
    let previous = 0;
    for (const page of [...shown].sort((a, b) => a - b)) {
      if (page > previous + 1) items.push({ kind: 'dots' });
      items.push({ kind: 'page', page, current: page === current });
      previous = page;
    }
    if (previous < max) items.push({ kind: 'dots' });
  }
  if (o.navEnabled && current < max) items.push({ kind: 'next', page: current + 1 });
  return items;
}

/** Load-more shows only while the last loaded page is before the last page. */
export function canLoadMore(current: number, loaded: readonly number[], max: number): boolean {
  return Math.max(current, ...loaded) < max;
}
