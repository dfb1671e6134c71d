// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkboxData, checkedFrom, countersUpdate, dropdownSummary, rowState, toggle, visibleRows, type CheckboxItem } from './checkboxes.connector';
import fc from 'fast-check';
import { formatRangeNumber, rangeData, rangeFrom, setHigh, setLow, typed } from './range.connector';
import { canLoadMore, pageItems } from './pagination.connector';
import { toPersianDigits } from '../../src/i18n';

const tree: CheckboxItem[] = [
  { value: '15', label: 'بی‌دسته' },
  { value: '16', label: 'پوشاک' },
  { value: '20', label: 'زنانه', parent: '16' },
  { value: '22', label: 'دامن', parent: '20' },
  { value: '17', label: 'مردانه', parent: '16' },
];

describe('checkboxes', () => {
  it('sends one value as a string, several in page order, AND appended when set', () => {
    expect(checkboxData(tree, new Set(), undefined)).toBe(false);
    expect(checkboxData(tree, new Set(['17']), 'AND')).toBe('17');
    expect(checkboxData(tree, new Set(['17', '15']), undefined)).toEqual(['15', '17']);
    expect(checkboxData(tree, new Set(['17', '15']), 'AND')).toEqual(['15', '17', 'operator_AND']);
  });
  it('under AND a tree parent and its descendants exclude each other; OR keeps both', () => {
    expect([...toggle(tree, new Set(['22', '17']), '16', true, 'AND')]).toEqual(['16']);
    expect([...toggle(tree, new Set(['16']), '22', true, 'AND')]).toEqual(['22']);
    expect([...toggle(tree, new Set(['16']), '22', true)].sort()).toEqual(['16', '22']);
  });
  it('the all item clears the others; removing one value from the engine unticks it', () => {
    expect([...toggle(tree, new Set(['16', '17']), '', true)]).toEqual([]);
    expect([...checkedFrom(['30', '32', 'operator_AND'])]).toEqual(['30', '32']);
  });
  it('dropdown summary, zero-count rows and the change-counter rule', () => {
    expect(dropdownSummary(tree, new Set(['20', '17', '22']))).toEqual({ first: 'زنانه', others: 2 });
    expect(rowState(0, 'hide', false)).toBe('hidden');
    expect(rowState(0, 'hide', true)).toBe('shown');
    expect(rowState(0, 'disable', false)).toBe('disabled');
    expect(rowState(3, 'disable', false)).toBe('shown');
    expect(countersUpdate('other_changed', true, false)).toBe(false);
    expect(countersUpdate('never', false, false)).toBe(false);
    expect(countersUpdate('never', false, true)).toBe(true);
  });
});

describe('range', () => {
  const b = { min: 30000, max: 4640000, step: 10000 };
  it('keeps one step between handles and clamps to the bounds', () => {
    const v = { low: 30000, high: 100000 };
    expect(setLow(v, 200000, b)).toEqual({ low: 90000, high: 100000 });
    expect(setHigh(v, 0, b)).toEqual({ low: 30000, high: 40000 });
    expect(setHigh(v, 9_999_999, b)).toEqual({ low: 30000, high: 4640000 });
  });
  it('reads Persian and Arabic-Indic digits with separators; empty reverts to the bound', () => {
    const v = { low: 30000, high: 4640000 };
    expect(typed('۵۰۰٬۰۰۰', 'low', v, b)).toEqual({ low: 500000, high: 4640000 });
    expect(typed('٢٥٠٠٠٠٠', 'high', v, b)).toEqual({ low: 30000, high: 2500000 });
    expect(typed('', 'high', { low: 30000, high: 100000 }, b)).toEqual({ low: 30000, high: 4640000 });
    expect(typed('abc', 'low', { low: 50000, high: 100000 }, b)).toEqual({ low: 30000, high: 100000 });
  });
  it('sends min_max, nothing at full span, and reads a value back', () => {
    expect(rangeData({ low: 30000, high: 4640000 }, b)).toBe(false);
    expect(rangeData({ low: 500000, high: 2500000 }, b)).toBe('500000_2500000');
    expect(rangeFrom('500000_2500000', b)).toEqual({ low: 500000, high: 2500000 });
    expect(rangeFrom('x_y', b)).toEqual({ low: 30000, high: 4640000 });
  });
  it('formats with the filter separators in Persian digits', () => {
    expect(formatRangeNumber(2500000, { thousandsSep: '٬', decimalSep: '٫', decimals: 0 }, toPersianDigits)).toBe('۲٬۵۰۰٬۰۰۰');
    expect(formatRangeNumber(1234.5, { thousandsSep: ',', decimalSep: '.', decimals: 2 }, (s) => s)).toBe('1,234.50');
  });
});

describe('pagination', () => {
  it('matches the recorded 3.4.5 pagination: 1 2 … 6 next at page 1 of 6', () => {
    expect(pageItems({ current: 1, max: 6, midSize: 1, endSize: 1, itemsEnabled: true, navEnabled: true })).toEqual([
      { kind: 'page', page: 1, current: true }, { kind: 'page', page: 2, current: false }, { kind: 'dots' }, { kind: 'page', page: 6, current: false }, { kind: 'next', page: 2 },
    ]);
  });
  it('shows every number with mid size 0, prev in the middle, nothing under 2 pages', () => {
    expect(pageItems({ current: 3, max: 4, midSize: 0, endSize: 0, itemsEnabled: true, navEnabled: true }).map((i) => i.kind)).toEqual(['prev', 'page', 'page', 'page', 'page', 'next']);
    expect(pageItems({ current: 1, max: 1, midSize: 1, endSize: 1, itemsEnabled: true, navEnabled: true })).toEqual([]);
    expect(canLoadMore(2, [3, 4], 4)).toBe(false);
    expect(canLoadMore(2, [3], 4)).toBe(true);
  });

  /** Pagination.js's own walk over every page number: the reference for small page counts. */
  function reference(o: Parameters<typeof pageItems>[0]): ReturnType<typeof pageItems> {
    if (o.max < 2) return [];
    const items: ReturnType<typeof pageItems> = [];
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

  it('a huge or hostile page count from the answer gives a short list at once (issue 26)', () => {
    // Checked first: the old walk over every number answers this one (slowly) with 100,000 items.
    expect(pageItems({ current: 1, max: 100_000, midSize: 0, endSize: 1, itemsEnabled: true, navEnabled: true }).length).toBeLessThan(50);
    const size = fc.integer({ min: 0, max: 10 });
    fc.assert(fc.property(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 1, max: 100 }), size, size, fc.boolean(), (max, current, midSize, endSize, navEnabled) => {
      const o = { current, max, midSize, endSize, itemsEnabled: true, navEnabled };
      expect(pageItems(o)).toEqual(reference(o));
    }), { numRuns: 3000 });
    const huge = fc.oneof(fc.integer({ min: 101, max: Number.MAX_SAFE_INTEGER }), fc.constantFrom(1e308, Infinity, Number.MAX_VALUE));
    fc.assert(fc.property(huge, fc.integer({ min: 1, max: 1e9 }), fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: 1000 }), (max, current, midSize, endSize) => {
      const started = performance.now();
      const items = pageItems({ current, max, midSize, endSize, itemsEnabled: true, navEnabled: true });
      expect(items.length).toBeLessThanOrEqual(2 * 10 + 2 * 10 + 1 + 4);
      expect(performance.now() - started).toBeLessThan(50);
    }), { numRuns: 300 });
  });
});

describe('more/less and the items search', () => {
  const rows = ['آبی', 'قرمز', 'سبز', 'زرد', 'مشکی'].map((label, i) => ({ label, indexerHidden: i === 1 }));
  it('shows the first N visible rows collapsed, all expanded, and hides the toggle when not needed', () => {
    expect(visibleRows(rows, '', 2, false)).toEqual({ shown: [true, false, true, false, false], toggle: true });
    expect(visibleRows(rows, '', 2, true).shown).toEqual([true, false, true, true, true]);
    expect(visibleRows(rows, '', 4, false).toggle).toBe(false);
  });
  it('the search narrows rows before the limit counts them', () => {
    expect(visibleRows(rows, 'ز', 1, false)).toEqual({ shown: [false, false, true, false, false], toggle: true });
  });
});
describe('range values typed by hand or read from an address (property)', () => {
  const b = { min: 30000, max: 4640000, step: 10000 };
  it('whatever is typed, the value stays inside the bounds with low + step <= high, never NaN', () => {
    fc.assert(fc.property(fc.string({ maxLength: 30 }), fc.constantFrom<'low' | 'high'>('low', 'high'), (text, side) => {
      const v = typed(text, side, { low: b.min, high: b.max }, b);
      for (const n of [v.low, v.high]) {
        expect(Number.isFinite(n)).toBe(true);
        expect(n).toBeGreaterThanOrEqual(b.min);
        expect(n).toBeLessThanOrEqual(b.max);
      }
      expect(v.low + b.step).toBeLessThanOrEqual(v.high);
    }), { numRuns: 3000 });
  });
  it('an address value that is malformed or out of range is clamped, never thrown', () => {
    fc.assert(fc.property(fc.oneof(fc.string({ maxLength: 30 }), fc.tuple(fc.double(), fc.double()).map(([x, y]) => `${x}_${y}`)), (raw) => {
      const v = rangeFrom(raw, b);
      expect(Number.isFinite(v.low) && Number.isFinite(v.high)).toBe(true);
      expect(v.low).toBeGreaterThanOrEqual(b.min);
      expect(v.high).toBeLessThanOrEqual(b.max);
    }), { numRuns: 3000 });
  });
});
