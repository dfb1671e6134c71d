import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { masonryColumns, masonryLayout, nextPage, slideStep } from './listing-grid.connector';

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
