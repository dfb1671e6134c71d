// The calendar's month cache and switching rules (spec §4 "Calendar", §9), without DOM or fetch:
// a month already fetched is served from the cache while it is fresh (timeout in seconds from the
// settings: 0 disables the cache, a negative timeout never expires), at most `max` months kept
// (the oldest fetched leaves first).

export interface MonthCacheOptions {
  timeoutSeconds: number;
  max: number;
  now: () => number;
}

export interface MonthCache {
  get(month: string): string | undefined;
  set(month: string, content: string): void;
  readonly size: number;
}

export function createMonthCache(options: MonthCacheOptions): MonthCache {
  const entries = new Map<string, { content: string; storedAt: number }>();
  const enabled = options.timeoutSeconds !== 0;
  const fresh = (at: number) => options.timeoutSeconds < 0 || options.now() - at < options.timeoutSeconds * 1000;
  return {
    get(month) {
      if (!enabled) return undefined;
      const entry = entries.get(month);
      if (!entry) return undefined;
      if (!fresh(entry.storedAt)) {
        entries.delete(month);
        return undefined;
      }
      return entry.content;
    },
    set(month, content) {
      if (!enabled) return;
      entries.delete(month);
      entries.set(month, { content, storedAt: options.now() });
      while (entries.size > options.max) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
    get size() {
      return entries.size;
    },
  };
}

/** -1 previous, 1 next, 0 a month picked from the selects (JetEngine's direction). */
export type Direction = -1 | 0 | 1;

export function directionOf(link: { classList: { contains(name: string): boolean } }): Direction {
  if (link.classList.contains('nav-link-prev')) return -1;
  if (link.classList.contains('nav-link-next')) return 1;
  return 0;
}
