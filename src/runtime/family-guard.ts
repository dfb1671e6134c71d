// One control never gets two behaviours: when a family's original front end is still on the page
// (a cache plugin kept its old <script> tag, an optimiser inlined it, a theme enqueues it again),
// Vitrin leaves that family's widgets to it and says so with a coded warning. Decided once, at
// boot, before any widget code loads (so Vitrin's own compatibility globals cannot be mistaken
// for the original's). Names no family: the families and their probes come from the caller.
import type { BehaviourEntry, WidgetEntry } from './types';

/** README "Error codes": a family's original script is still running, so Vitrin does not mount it. */
export const ORIGINAL_RUNNING = 'V047';

export interface FamilyGuard {
  id: string;
  /** Widget and behaviour names (the registry's) that take over this family's original front end. */
  members: readonly string[];
  /**
   * Signs that the original ran: a global it defines when it executes ("jQuery.fn.x" paths), its
   * script URL, or a jQuery handler it delegates on document or body ([event type, a class its
   * selector names]; seen when its ready callback has already run, e.g. from a combined file).
   */
  probes: { globals: readonly string[]; scripts: readonly RegExp[]; handlers?: readonly (readonly [string, string])[] };
}

// #vitrin-settings may say which families the site owner switched off (the WordPress plugin
// prints it); those are left to their originals quietly. Anything else in the blob is not ours.
// Read by the core at boot, so checked without a schema library (issue 36); a malformed list is ignored.
function switches(raw: unknown): Record<string, boolean> | undefined {
  const families: unknown = typeof raw === 'object' && raw !== null ? (raw as { families?: unknown }).families : undefined;
  if (typeof families !== 'object' || families === null || Array.isArray(families)) return undefined;
  const entries = Object.entries(families);
  return entries.every(([, on]) => typeof on === 'boolean') ? (families as Record<string, boolean>) : undefined;
}

function switchedOff(doc: Document): ReadonlySet<string> {
  const text = doc.getElementById('vitrin-settings')?.textContent;
  if (!text) return new Set();
  try {
    const families = switches(JSON.parse(text));
    if (!families) return new Set();
    return new Set(Object.entries(families).filter(([, on]) => !on).map(([id]) => id));
  } catch {
    return new Set(); // The settings reader reports unreadable JSON (V030); not twice.
  }
}

function globalAt(win: Window, path: string): unknown {
  let value: unknown = win;
  for (const key of path.split('.')) {
    if ((typeof value !== 'object' && typeof value !== 'function') || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

interface JQueryStatic {
  _data?: (element: unknown, key: string) => unknown;
}

function delegated(win: Window, doc: Document, type: string, selectorPart: string): boolean {
  const jq = (win as unknown as { jQuery?: JQueryStatic }).jQuery;
  if (typeof jq?._data !== 'function') return false;
  for (const target of [doc, doc.body]) {
    const events = jq._data(target, 'events');
    const list = typeof events === 'object' && events !== null ? (events as Record<string, unknown>)[type] : undefined;
    if (!Array.isArray(list)) continue;
    if (list.some((h: unknown) => typeof h === 'object' && h !== null && String((h as { selector?: unknown }).selector ?? '').includes(selectorPart))) return true;
  }
  return false;
}

/** What shows the original is running, or null. */
export function originalRunning(guard: FamilyGuard, doc: Document): string | null {
  const win = doc.defaultView;
  if (win) {
    for (const path of guard.probes.globals) {
      const value = globalAt(win, path);
      if (value !== undefined && value !== null) return `window.${path} is defined`;
    }
    for (const [type, selectorPart] of guard.probes.handlers ?? []) {
      if (delegated(win, doc, type, selectorPart)) return `a jQuery ${type} handler on "${selectorPart}" is bound`;
    }
  }
  for (const script of Array.from(doc.scripts)) {
    const src = script.getAttribute('src');
    if (!src) continue;
    const hit = guard.probes.scripts.find((pattern) => pattern.test(src));
    if (hit) return `<script src="${src}"> is on the page`;
  }
  return null;
}

/** The registry minus the members of families whose original front end runs (or that are switched off). */
export function guardFamilies<W extends WidgetEntry | { name: string }, B extends BehaviourEntry | { name: string }>(
  widgets: readonly W[],
  behaviours: readonly B[],
  guards: readonly FamilyGuard[],
  doc: Document = document,
): [W[], B[]] {
  const off = switchedOff(doc);
  const blocked = new Set<string>();
  for (const guard of guards) {
    if (off.has(guard.id)) {
      for (const name of guard.members) blocked.add(name);
      continue;
    }
    const sign = originalRunning(guard, doc);
    if (sign === null) continue;
    for (const name of guard.members) blocked.add(name);
    console.warn(`[vitrin] ${ORIGINAL_RUNNING} ${guard.id}: the original front end is still running (${sign}); Vitrin leaves ${guard.members.join(', ')} to it`);
  }
  if (blocked.size === 0) return [[...widgets], [...behaviours]];
  return [widgets.filter((w) => !blocked.has(w.name)), behaviours.filter((b) => !blocked.has(b.name))];
}
