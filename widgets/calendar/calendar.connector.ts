// The calendar's month cache and switching rules (spec §4 "Calendar", §9), without DOM, fetch or
// React: a month already fetched is served from the cache while it is fresh (timeout in seconds from
// the settings: 0 disables the cache, a negative timeout never expires), at most `max` months kept
// (the oldest fetched leaves first). The switcher is the one wait both views share: one month asked
// at a time, busy → slow (the read kind's threshold) → shown, or failed with a retry, the month
// shown staying until another has come.
import { batch, signal, type ReadonlySignal } from '@preact/signals-core';

export interface MonthCacheOptions {
  timeoutSeconds: number;
  max: number;
  now: () => number;
}

export interface MonthCache<T = string> {
  get(month: string): T | undefined;
  set(month: string, content: T): void;
  readonly size: number;
}

export function createMonthCache<T = string>(options: MonthCacheOptions): MonthCache<T> {
  const entries = new Map<string, { content: T; storedAt: number }>();
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

/** What a month's load gave: its content, or a failure (the limit passed, or anything else). */
export type MonthLoad<C> = { ok: true; content: C } | { ok: false; timedOut: boolean };

export interface LoadHooks {
  signal: AbortSignal;
  /** The read wait's slow threshold has passed. */
  onSlow(): void;
}

export type MonthWait<M> =
  | { kind: 'idle' }
  | { kind: 'busy'; target: M; slow: boolean }
  | { kind: 'failed'; target: M; timedOut: boolean };

export interface Shown<M, C> {
  month: M;
  content: C;
  /** Counts the months shown: a view keys what must be rebuilt per month on it. */
  serial: number;
}

export interface MonthSwitcher<M, C> {
  /** The month on screen (null until a first one has come, in the Jalali view). */
  readonly shown: ReadonlySignal<Shown<M, C> | null>;
  readonly wait: ReadonlySignal<MonthWait<M>>;
  /** Asks for `target`; ignored while another month is on its way or after dispose. */
  go(target: M): void;
  /** Asks again for the month that failed. */
  retry(): void;
  dispose(): void;
}

export function createMonthSwitcher<M, C>(o: {
  initial: { month: M; content: C } | null;
  /** A month from the cache answers at once (a resolved value, not a promise: no frame in between). */
  load(target: M, hooks: LoadHooks): MonthLoad<C> | Promise<MonthLoad<C>>;
}): MonthSwitcher<M, C> {
  const shown = signal<Shown<M, C> | null>(o.initial ? { ...o.initial, serial: 0 } : null);
  const wait = signal<MonthWait<M>>({ kind: 'idle' });
  const life = new AbortController();
  let serial = 0;
  const settle = (target: M, result: MonthLoad<C>) => {
    if (life.signal.aborted) return;
    batch(() => {
      if (result.ok) {
        serial += 1;
        shown.value = { month: target, content: result.content, serial };
        wait.value = { kind: 'idle' };
      } else {
        wait.value = { kind: 'failed', target, timedOut: result.timedOut };
      }
    });
  };
  const go = (target: M) => {
    if (life.signal.aborted || wait.peek().kind === 'busy') return;
    wait.value = { kind: 'busy', target, slow: false };
    const onSlow = () => {
      const now = wait.peek();
      if (now.kind === 'busy' && now.target === target) wait.value = { ...now, slow: true };
    };
    const result = o.load(target, { signal: life.signal, onSlow });
    if (result instanceof Promise) {
      void result.then((r) => settle(target, r), () => settle(target, { ok: false, timedOut: false }));
    } else settle(target, result);
  };
  return {
    shown,
    wait,
    go,
    retry() {
      const now = wait.peek();
      if (now.kind === 'failed') {
        wait.value = { kind: 'idle' };
        go(now.target);
      }
    },
    dispose: () => life.abort(),
  };
}
