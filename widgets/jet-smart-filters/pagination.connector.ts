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

/** Empty under 2 pages. A mid size of 0 shows every number. Prev/next are left out at the ends. */
export function pageItems(o: PageOptions): PageItem[] {
  if (o.max < 2) return [];
  const items: PageItem[] = [];
  const current = Math.min(Math.max(1, o.current), o.max);
  if (o.navEnabled && current > 1) items.push({ kind: 'prev', page: current - 1 });
  if (o.itemsEnabled) {
    let dots = false;
    for (let page = 1; page <= o.max; page++) {
      const show = o.midSize === 0 || page <= o.endSize || page > o.max - o.endSize || Math.abs(page - current) <= o.midSize;
      if (show) {
        items.push({ kind: 'page', page, current: page === current });
        dots = false;
      } else if (!dots) {
        items.push({ kind: 'dots' });
        dots = true;
      }
    }
  }
  if (o.navEnabled && current < o.max) items.push({ kind: 'next', page: current + 1 });
  return items;
}

/** Load-more shows only while the last loaded page is before the last page. */
export function canLoadMore(current: number, loaded: readonly number[], max: number): boolean {
  return Math.max(current, ...loaded) < max;
}
