// How long a shopper may be kept waiting, declared once per kind of call: past `slowMs` the shopper
// is told politely that it takes longer; at `limitMs` the wait ends (timeout) with a message and a
// retry. Calls that change state on the server are never dropped at the limit: their answer is
// still awaited (a late answer can be applied), and callers re-read the truth before any retry.
import type { PageSettings } from './settings';

export type CallKind =
  /** get_refreshed_fragments and other "what is the cart now" reads. */
  | 'fragments'
  /** add_to_cart, remove_from_cart: change the cart. */
  | 'cart'
  /** Wishlist and store add/remove: change the shopper's lists. */
  | 'list'
  /** Filters, listings, calendar, loop refresh: reads the shopper waits on. */
  | 'read'
  /** Ajax shop navigation (pjax). */
  | 'pjax'
  /** Lazy script chunks. */
  | 'chunk';

export interface WaitPolicy {
  /** After this many ms the shopper is told, politely, that it takes longer (0: never). */
  slowMs: number;
  /** At this many ms the wait ends with a timeout (0: no limit). */
  limitMs: number;
  /** The call changes state on the server: never abandoned at the limit, never retried blindly. */
  changesState: boolean;
}

/**
 * Defaults. The spec gives fragments 5000 ms (WooCommerce's request_timeout), pjax 5000 ms and
 * chunks 120 s; the rest are Vitrin's: a 4 s answer still succeeds without a timeout, and a slow
 * notice at 2.5–3 s comes before most shoppers press again.
 */
export const DEFAULT_WAITS: Readonly<Record<CallKind, WaitPolicy>> = {
  fragments: { slowMs: 2500, limitMs: 5000, changesState: false },
  cart: { slowMs: 3000, limitMs: 10000, changesState: true },
  list: { slowMs: 3000, limitMs: 10000, changesState: true },
  read: { slowMs: 2500, limitMs: 15000, changesState: false },
  pjax: { slowMs: 2500, limitMs: 5000, changesState: false },
  chunk: { slowMs: 5000, limitMs: 120000, changesState: false },
};

export const CALL_KINDS = Object.keys(DEFAULT_WAITS) as CallKind[];

const MAX_MS = 600000;
// Read by the core at boot (the chunk kind), so checked without a schema library (issue 36).
const isMs = (ms: unknown): ms is number => typeof ms === 'number' && Number.isInteger(ms) && ms >= 0 && ms <= MAX_MS;

function readOverride(raw: unknown): { slowMs?: number; limitMs?: number } | undefined {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined;
  const { slowMs, limitMs } = raw as Record<string, unknown>;
  if ((slowMs !== undefined && !isMs(slowMs)) || (limitMs !== undefined && !isMs(limitMs))) return undefined;
  return { ...(slowMs === undefined ? {} : { slowMs }), ...(limitMs === undefined ? {} : { limitMs }) };
}

/**
 * The policy for `kind`: the default, then `vitrin-settings.waits[kind]` ({slowMs?, limitMs?}).
 * A bad override is reported once and ignored, field by field; a slow threshold at or past the limit
 * is dropped (the limit message says more). `changesState` is not configurable.
 */
export function waitPolicy(kind: CallKind, settings?: PageSettings): WaitPolicy {
  const base = DEFAULT_WAITS[kind];
  const raw: unknown = settings?.vitrin.waits?.[kind];
  if (raw === undefined) return { ...base };
  const parsed = readOverride(raw);
  if (!parsed) {
    console.error(`[vitrin] V031 settings: waits.${kind} must be {slowMs?, limitMs?} in whole ms (0–${MAX_MS}); using the defaults`);
    return { ...base };
  }
  const limitMs = parsed.limitMs ?? base.limitMs;
  let slowMs = parsed.slowMs ?? base.slowMs;
  if (limitMs > 0 && slowMs >= limitMs) slowMs = 0;
  return { slowMs, limitMs, changesState: base.changesState };
}
