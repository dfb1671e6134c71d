// Range logic (bases/controls/Range.js and the validation rules of spec §5), DOM-free.
import { parseNumber } from '../../src/i18n';
import type { FilterData } from '../../src/state/filters/engine';

export interface RangeBounds {
  min: number;
  max: number;
  step: number;
}

export interface RangeValue {
  low: number;
  high: number;
}

function snap(value: number, bounds: RangeBounds): number {
  if (bounds.step <= 0) return value;
  const steps = Math.round((value - bounds.min) / bounds.step);
  return Math.min(bounds.max, bounds.min + steps * bounds.step);
}

/** The low handle moves; it may not come within one step of the high one. */
export function setLow(value: RangeValue, next: number, b: RangeBounds): RangeValue {
  const limit = Math.max(b.min, value.high - b.step);
  return { low: Math.min(Math.max(b.min, next), limit), high: value.high };
}

/** The high handle moves; it may not fall below low plus one step. */
export function setHigh(value: RangeValue, next: number, b: RangeBounds): RangeValue {
  const limit = Math.min(b.max, value.low + b.step);
  return { low: value.low, high: Math.max(Math.min(b.max, next), limit) };
}

/**
 * A typed number (Persian, Arabic-Indic or Latin digits, separators allowed): clamped to the
 * bounds; empty or non-numeric reverts to the bound of that side.
 */
export function typed(text: string, side: 'low' | 'high', value: RangeValue, b: RangeBounds): RangeValue {
  const n = parseNumber(text);
  if (n === null) return side === 'low' ? setLow(value, b.min, b) : setHigh(value, b.max, b);
  return side === 'low' ? setLow(value, n, b) : setHigh(value, n, b);
}

/** processData: `min_max`, or false when the full span is selected. */
export function rangeData(value: RangeValue, b: RangeBounds): FilterData {
  if (value.low <= b.min && value.high >= b.max) return false;
  return `${value.low}_${value.high}`;
}

/** The value a processed `min_max` stands for (sync, removal, reload). */
export function rangeFrom(data: FilterData, b: RangeBounds): RangeValue {
  if (typeof data !== 'string') return { low: b.min, high: b.max };
  const [lo, hi] = data.split('_').map(Number);
  const low = Number.isFinite(lo) ? Math.max(b.min, lo ?? b.min) : b.min;
  const high = Number.isFinite(hi) ? Math.min(b.max, hi ?? b.max) : b.max;
  return low <= high ? { low, high } : { low: b.min, high: b.max };
}

export { snap };

/** Thousands and decimal separators as the filter's data-format says, digits as the locale writes them. */
export function formatRangeNumber(n: number, f: { thousandsSep: string; decimalSep: string; decimals: number }, digits: (s: string) => string): string {
  const fixed = n.toFixed(f.decimals);
  const [int = '0', frac] = fixed.split('.');
  const negative = int.startsWith('-');
  const body = (negative ? int.slice(1) : int).replace(/\B(?=(\d{3})+(?!\d))/g, f.thousandsSep);
  return digits(`${negative ? '-' : ''}${body}${frac ? f.decimalSep + frac : ''}`);
}

/** Share of the track (0..1) a value sits at, for the highlighted part between the handles. */
export function share(n: number, b: RangeBounds): number {
  return b.max > b.min ? (n - b.min) / (b.max - b.min) : 0;
}
