// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hasMore, isLoading, loadAborted, loadFailed, loadSlow, loadStarted, masonryColumns, masonryLayout, nextPage, pageLoaded, slideStep } from './listing-grid.connector';

describe('listing grid logic', () => {
  it('pages until the last', () => {
    expect(nextPage({ page: 1, pages: 3 })).toBe(2);
    expect(nextPage({ page: 3, pages: 3 })).toBeUndefined();
    expect(nextPage({ page: 0, pages: 0 })).toBeUndefined();
  });

  it('masonry only with two columns or more on the current device', () => {
    const columns = { desktop: 4, tablet: 2, mobile: 1 };
    expect([masonryColumns(columns, 'desktop'), masonryColumns(columns, 'tablet'), masonryColumns(columns, 'mobile')]).toEqual([4, 2, 0]);
  });

  it('puts each item in the shortest column, first on a tie, and the height is the tallest column', () => {
    const { placements, height } = masonryLayout([100, 50, 80, 30, 40], 3, 10);
    expect(placements).toEqual([{ column: 0, top: 0 }, { column: 1, top: 0 }, { column: 2, top: 0 }, { column: 1, top: 60 }, { column: 2, top: 90 }]);
    expect(height).toBe(130);
    fc.assert(fc.property(fc.array(fc.integer({ min: 0, max: 500 }), { maxLength: 40 }), fc.integer({ min: 1, max: 6 }), (heights, n) => {
      const layout = masonryLayout(heights, n, 8);
      // No two items of one column overlap.
      const byColumn = new Map<number, Array<[number, number]>>();
      layout.placements.forEach((p, i) => byColumn.set(p.column, [...(byColumn.get(p.column) ?? []), [p.top, p.top + (heights[i] ?? 0)]]));
      for (const spans of byColumn.values()) spans.forEach(([, end], i) => {
        const next = spans[i + 1];
        if (next) expect(next[0]).toBeGreaterThanOrEqual(end);
      });
    }));
  });

  it('slider steps by slidesToScroll, held at the ends, wrapping when infinite', () => {
    const s = { count: 10, perView: 4, perScroll: 2, infinite: false };
    expect(slideStep(s, 0, 1)).toBe(2);
    expect(slideStep(s, 4, 1)).toBe(6);
    expect(slideStep(s, 6, 1)).toBe(6);
    expect(slideStep(s, 0, -1)).toBe(0);
    expect(slideStep({ ...s, infinite: true }, 6, 1)).toBe(0);
    expect(slideStep({ ...s, infinite: true }, 0, -1)).toBe(6);
  });
});

describe('paging transitions (issue 34)', () => {
  const start = { page: 1, pages: 3, load: 'idle' as const, failure: null, added: null };
  it('a load: busy, slow past the threshold, then the page with its count (each page a new announcement)', () => {
    const busy = loadStarted(start);
    expect(isLoading(busy)).toBe(true);
    const slow = loadSlow(busy);
    expect(slow.load).toBe('slow');
    const two = pageLoaded(slow, 2, 12, true);
    expect(two).toEqual({ page: 2, pages: 3, load: 'idle', failure: null, added: { count: 12, seq: 1 } });
    expect(pageLoaded(loadStarted(two), 3, 12, true).added).toEqual({ count: 12, seq: 2 });
    // Slow only while busy: a late slow signal after the answer changes nothing.
    expect(loadSlow(two)).toBe(two);
  });
  it('a failure keeps the page; a timeout is said apart; an answer without items ends the paging; an abort is quiet', () => {
    const failed = loadFailed(loadStarted(start), true);
    expect(failed).toMatchObject({ page: 1, load: 'failed', failure: 'timeout' });
    expect(loadFailed(loadStarted(start), false).failure).toBe('failed');
    expect(loadStarted(failed).failure).toBeNull();
    expect(hasMore(pageLoaded(loadStarted(start), 2, 0, false))).toBe(false);
    expect(loadAborted(loadStarted(start)).load).toBe('idle');
  });
});
