// The early event contract's table: its rule, and the registry's `capture` lines read back from it.
// The table is derived from the widget registry (./early-table.ts): the build evaluates the
// registry and prints it into the loader (vite.config.ts); the contract the core brings when no
// loader put one on the page (tests, the bench) derives the same table. One source: the registry's
// `capture` lines; there is no second hand-kept list. The core gets its lines' captures back from
// the loader's table (capturesOf) instead of shipping them twice (issue 36).
import type { Capture, CaptureEvent } from './types';

/** An interaction-deferred mount point waiting for its code: clicks and submits in it are held. */
export const HOLD_ATTR = 'data-vitrin-hold';

/** One control the contract holds until its owner (a widget's mount point or a behaviour) is ready. */
export interface EarlyRule {
  /** The widget or behaviour that takes the event over. */
  owner: string;
  behaviour: boolean;
  /** A widget's mount points: its [data-vitrin] name and its plugin markup selectors ('' for a behaviour). */
  mount: string;
  selector: string;
  on: readonly CaptureEvent[];
  prevent: boolean;
  busy?: string;
  /** Only behind an earlier held press in the same form or product (Capture.behind). */
  behind?: boolean;
}

/** Registry lines with their `capture` lines (a registry keeps them apart when the core reads them back from the loader). */
export function withCaptures<E extends { name: string }>(entries: readonly E[], captures: Readonly<Record<string, readonly Capture[]>>): E[] {
  return entries.map((entry) => {
    const capture = captures[entry.name];
    return capture ? { ...entry, capture } : entry;
  });
}

/** The `capture` lines a table was built from, by owner (the loader's table, read back by the core). */
export function capturesOf(rules: readonly EarlyRule[]): Record<string, Capture[]> {
  const captures: Record<string, Capture[]> = {};
  for (const { owner, selector, on, prevent, busy, behind } of rules) {
    (captures[owner] ??= []).push({ selector, on, ...(prevent ? { prevent } : {}), ...(busy ? { busy } : {}), ...(behind ? { behind } : {}) });
  }
  return captures;
}
