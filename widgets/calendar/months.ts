// Where a calendar's months come from: the cache (per listing and post, kept across mounts), the
// month printed with the page, or JetEngine's month request (adapters/jet-engine/calendar.ts), whose
// HTML is read once into sanitised markup data (src/ui/markup.ts) that both views render.
import { emit } from '../../src/host/events';
import type { PageSettings } from '../../src/host/settings';
import { findAll, hasClass, parseMarkup, type MarkupElement, type MarkupNode } from '../../src/ui/markup';
import { getMonth, readCacheSettings, type CalendarProps } from '../../adapters/jet-engine/calendar';
import { createMonthCache, type LoadHooks, type MonthCache, type MonthLoad } from './calendar.connector';
import { dayCells, gregorianMonthsOf, jalaliWeeks, type JalaliCell, type JalaliMonth } from './jalali';

/** A month as the views draw it: the children of its `.jet-calendar`. */
export type MonthNodes = readonly MarkupNode[];

/** Per calendar (listing + post): survives an unmount and a new mount of the same calendar. */
const caches = new Map<string, MonthCache<MonthNodes>>();

function calendarKey(props: CalendarProps): string {
  const listing = props.settings['lisitng_id'] ?? props.settings['listing_id'] ?? '';
  return `${String(listing)}:${props.post}`;
}

/** The calendar's cache, the month printed with the page put in it (coming back to it costs nothing). */
export function monthCacheFor(props: CalendarProps, printed: MonthNodes): MonthCache<MonthNodes> {
  const key = calendarKey(props);
  let cache = caches.get(key);
  if (!cache) {
    const { timeoutSeconds, max } = readCacheSettings(props.settings);
    cache = createMonthCache<MonthNodes>({ timeoutSeconds, max, now: () => Date.now() });
    caches.set(key, cache);
  }
  if (!cache.get(props.month)) cache.set(props.month, printed);
  return cache;
}

/** The children of the answer's `.jet-calendar` (what `$calendar.replaceWith(content)` puts on the page). */
export function monthNodes(html: string): MonthNodes | null {
  const calendar = findAll(parseMarkup(html), (el) => hasClass(el, 'jet-calendar'))[0];
  return calendar ? calendar.children : null;
}

export interface MonthSource {
  settings: PageSettings;
  props: CalendarProps;
  printed: MonthNodes;
  cache: MonthCache<MonthNodes>;
}

/** A Gregorian month (English `F Y`): at once from the cache or the page, else asked of the server. */
export function loadMonth(source: MonthSource, month: string, hooks: LoadHooks): MonthLoad<MonthNodes> | Promise<MonthLoad<MonthNodes>> {
  const cached = source.cache.get(month) ?? (month === source.props.month ? source.printed : undefined);
  if (cached) return { ok: true, content: cached };
  return fetchMonth(source, month, hooks);
}

async function fetchMonth(source: MonthSource, month: string, hooks: LoadHooks): Promise<MonthLoad<MonthNodes>> {
  emit('jet-engine-request-calendar', { target: document, nativeOnly: false });
  const outcome = await getMonth(source.settings, source.props, month, hooks.signal, { onSlow: hooks.onSlow });
  const nodes = outcome.kind === 'ok' ? monthNodes(outcome.content) : null;
  if (!nodes) {
    const why = outcome.kind === 'failed' ? (outcome.error?.kind ?? 'bad answer') : 'no calendar in the answer';
    if (!hooks.signal.aborted) console.warn(`[vitrin] calendar: ${month} could not be loaded (${why}); the month shown stays`);
    return { ok: false, timedOut: outcome.kind === 'failed' && outcome.error?.kind === 'timeout' };
  }
  source.cache.set(month, nodes);
  return { ok: true, content: nodes };
}

/**
 * A Jalali month's weeks, from the Gregorian months it covers (each from the cache, the page or the
 * server, in order); the first that cannot come fails the whole month (the month shown stays).
 */
export async function loadJalaliMonth(source: MonthSource, month: JalaliMonth, hooks: LoadHooks, today: Date): Promise<MonthLoad<JalaliCell[][]>> {
  const cells = new Map<string, MarkupElement>();
  for (const gregorian of gregorianMonthsOf(month)) {
    const result = await loadMonth(source, gregorian, hooks);
    if (!result.ok) return result;
    for (const [key, td] of dayCells(result.content, gregorian)) cells.set(key, td);
  }
  return { ok: true, content: jalaliWeeks(month, cells, today) };
}
