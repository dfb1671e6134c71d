// The dates of JetSmartFilters' date range and date period filters as the wire carries them
// (contracts.md §1.2): Gregorian `Y.M.D` without zero padding (utility.js convertDate), a range as
// `Y.M.D-Y.M.D` where either side may be empty, and the min/max expressions of data-mindate /
// data-maxdate (public.js: 'today' ± N day/week/month/year, `current` parts of Y-M-D, or a date).
// Dates are civil days (no time, no zone): arithmetic runs on day numbers, never on local time.

export interface CivilDate {
  y: number;
  m: number;
  d: number;
}

/** The span the Jalali conversion is checked for (src/i18n/jalali) and the only one a date may take here. */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2200;

const DAY_MS = 86_400_000;

export function dayNumber(c: CivilDate): number {
  return Math.round(Date.UTC(c.y, c.m - 1, c.d) / DAY_MS);
}

export function fromDayNumber(n: number): CivilDate {
  const date = new Date(n * DAY_MS);
  return { y: date.getUTCFullYear(), m: date.getUTCMonth() + 1, d: date.getUTCDate() };
}

export function addDays(c: CivilDate, days: number): CivilDate {
  return fromDayNumber(dayNumber(c) + days);
}

export function daysInGregorianMonth(y: number, m: number): number {
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

export function isValidCivil(c: CivilDate): boolean {
  return Number.isInteger(c.y) && Number.isInteger(c.m) && Number.isInteger(c.d)
    && c.y >= MIN_YEAR && c.y <= MAX_YEAR && c.m >= 1 && c.m <= 12 && c.d >= 1 && c.d <= daysInGregorianMonth(c.y, c.m);
}

export function compareCivil(a: CivilDate, b: CivilDate): number {
  return dayNumber(a) - dayNumber(b);
}

export function clampCivil(c: CivilDate, min?: CivilDate, max?: CivilDate): CivilDate {
  if (min && compareCivil(c, min) < 0) return min;
  if (max && compareCivil(c, max) > 0) return max;
  return c;
}

export function todayCivil(now: Date = new Date()): CivilDate {
  return { y: now.getFullYear(), m: now.getMonth() + 1, d: now.getDate() };
}

/** `2024.1.5`: the form the PHP parses (no zero padding). */
export function formatWireDate(c: CivilDate): string {
  return `${c.y}.${c.m}.${c.d}`;
}

/** One wire date (`Y.M.D`, also `Y/M/D` and `Y-M-D` as the PHP's strtotime takes them); undefined when not a real day in range. */
export function parseWireDate(text: string): CivilDate | undefined {
  const match = /^\s*(\d{4})[./-](\d{1,2})[./-](\d{1,2})\s*$/.exec(text);
  if (!match) return undefined;
  const c = { y: Number(match[1]), m: Number(match[2]), d: Number(match[3]) };
  return isValidCivil(c) ? c : undefined;
}

export interface WireRange {
  from?: CivilDate;
  to?: CivilDate;
}

/**
 * `Y.M.D-Y.M.D`, `Y.M.D-`, `-Y.M.D` or one date. A side that is not a valid date is dropped; a
 * reversed pair is put in order.
 */
export function parseWireRange(text: string): WireRange {
  const trimmed = text.trim();
  if (!trimmed || trimmed.length > 40) return {};
  const at = trimmed.indexOf('-');
  // A lone date may use '-' as its own separator (2024-01-05): only then is the dash not the split.
  const parts = /^\d{4}-\d{1,2}-\d{1,2}$/.test(trimmed) || at === -1 ? [trimmed] : [trimmed.slice(0, at), trimmed.slice(at + 1)];
  const from = parts[0] ? parseWireDate(parts[0]) : undefined;
  const to = parts.length > 1 && parts[1] ? parseWireDate(parts[1]) : undefined;
  if (from && to && compareCivil(from, to) > 0) return { from: to, to: from };
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
}

export function formatWireRange(range: WireRange): string {
  if (!range.from && !range.to) return '';
  return `${range.from ? formatWireDate(range.from) : ''}-${range.to ? formatWireDate(range.to) : ''}`;
}

/** Date.setMonth then setDate(0) when the day overflowed (public.js): 31 Jan + 1 month = 28/29 Feb. */
export function addMonthsClamped(c: CivilDate, months: number): CivilDate {
  const total = c.y * 12 + (c.m - 1) + months;
  const y = Math.floor(total / 12);
  const m = (total % 12) + 1;
  return { y, m, d: Math.min(c.d, daysInGregorianMonth(y, m)) };
}

/**
 * data-mindate / data-maxdate: 'today', 'today + 3 days', 'today -1 month +2 weeks', a
 * 'current-current-01' pattern (current year/month/day put in), or a plain date. Undefined when it
 * means nothing (the picker is then unbounded on that side).
 */
export function parseDateLimit(text: string | null | undefined, today: CivilDate): CivilDate | undefined {
  if (!text) return undefined;
  const expr = text.trim().toLowerCase();
  if (!expr || expr.length > 80) return undefined;
  let out: CivilDate | undefined;
  if (expr.includes('today')) {
    out = today;
    for (const token of expr.match(/[-+]\s*\d+(?:\.\d+)?\s*[a-z]+/g) ?? []) {
      const sign = token.startsWith('-') ? -1 : 1;
      const n = sign * Number.parseInt(token.slice(1).trim(), 10);
      if (!Number.isFinite(n) || Math.abs(n) > 100_000) continue;
      if (token.includes('day')) out = addDays(out, n);
      else if (token.includes('week')) out = addDays(out, 7 * n);
      else if (token.includes('month')) out = addMonthsClamped(out, n);
      else if (token.includes('year')) out = { ...out, y: out.y + n, d: out.m === 2 && out.d === 29 && daysInGregorianMonth(out.y + n, 2) < 29 ? 28 : out.d };
    }
  } else if (expr.includes('current')) {
    const parts = expr.split('-', 3).map((part, i) => (part.includes('current') ? [today.y, today.m, today.d][i] : Number(part)));
    const [y, m, d] = parts;
    out = { y: y ?? today.y, m: m ?? 1, d: d ?? 1 };
  } else {
    out = parseWireDate(expr);
  }
  return out && isValidCivil(out) ? out : undefined;
}
