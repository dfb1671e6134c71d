// Woodmart's header builder sticky logic without DOM: which mode the header's classes ask for, the
// scroll threshold past which it sticks, the up/down direction of a hide-on-scroll header, and
// the two debounces (§9: reactivate 300 ms after resizing, motion 200 ms) on injected timers.

export type StickyMode = 'real' | 'slide' | 'clone' | 'none';

export interface StickyOptions {
  mode: StickyMode;
  hideOnScroll: boolean;
  /** `whb-scroll-stick`: the header hides on scrolling down only 500 px past the threshold (else 100). */
  scrollStick: boolean;
}

export const DEFAULT_THRESHOLD = 300;
export const REACTIVATE_DEBOUNCE_MS = 300;
export const MOTION_DEBOUNCE_MS = 200;

export function optionsFromClasses(classes: readonly string[]): StickyOptions {
  const mode: StickyMode = classes.includes('whb-sticky-real')
    ? 'real'
    : classes.includes('whb-scroll-slide')
      ? 'slide'
      : classes.includes('whb-sticky-clone')
        ? 'clone'
        : 'none';
  return { mode, hideOnScroll: classes.includes('whb-hide-on-scroll'), scrollStick: classes.includes('whb-scroll-stick') };
}

export interface HeaderMeasures {
  headerHeight: number;
  /** Page offset of the first sticky row taller than 10 px, or null when there is none. */
  firstStickyRowTop: number | null;
  adminBar: number;
  /** The header banner's height when the body has `header-banner-display`, else 0. */
  banner: number;
}

/** Scroll offset past which the header sticks (contracts §3.3). */
export function stickyThreshold(mode: StickyMode, m: HeaderMeasures): number {
  const finite = (n: number) => (Number.isFinite(n) ? n : 0);
  let base = DEFAULT_THRESHOLD;
  if (mode === 'real' && m.firstStickyRowTop !== null) base = finite(m.firstStickyRowTop) - finite(m.adminBar);
  else if (mode === 'slide') base = finite(m.headerHeight) + finite(m.adminBar);
  return Math.max(0, base + finite(m.banner));
}

export type Direction = 'up' | 'down' | null;

export interface StickyState {
  sticked: boolean;
  direction: Direction;
}

/** Whether the header is stuck at scroll offset `y`. */
export function isSticked(y: number, threshold: number): boolean {
  return y > threshold;
}

/** The hide-on-scroll direction after moving from `from` to `to`; unchanged when it did not move. */
export function directionAfter(previous: Direction, from: number, to: number, threshold: number, o: StickyOptions): Direction {
  if (!o.hideOnScroll || to <= threshold) return null;
  if (to < from) return 'up';
  if (to > from && to > threshold + (o.scrollStick ? 500 : 100)) return 'down';
  return previous;
}

export interface Timers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface StickyModel {
  readonly state: StickyState;
  /** A scroll to offset `y`: the stuck state follows at once, the direction after the motion debounce. */
  scroll(y: number): void;
  /** The page was resized: `remeasure` runs once resizing has been quiet for 300 ms. */
  resize(): void;
  /** A keyboard user reached the header: show it whatever the direction. */
  reveal(): void;
  setThreshold(threshold: number): void;
  subscribe(listener: (state: StickyState, previous: StickyState) => void): () => void;
  dispose(): void;
}

export function createStickyModel(o: StickyOptions, threshold: number, remeasure: () => void, timers: Timers): StickyModel {
  let state: StickyState = { sticked: false, direction: null };
  let limit = threshold;
  let settledY = 0;
  let latestY = 0;
  let motionTimer: unknown = null;
  let resizeTimer: unknown = null;
  const listeners = new Set<(s: StickyState, p: StickyState) => void>();
  const set = (next: StickyState) => {
    if (next.sticked === state.sticked && next.direction === state.direction) return;
    const previous = state;
    state = next;
    listeners.forEach((l) => l(state, previous));
  };
  const settleMotion = () => {
    motionTimer = null;
    set({ sticked: isSticked(latestY, limit), direction: directionAfter(state.direction, settledY, latestY, limit, o) });
    settledY = latestY;
  };
  return {
    get state() {
      return state;
    },
    scroll(y) {
      latestY = Number.isFinite(y) ? y : 0;
      const sticked = isSticked(latestY, limit);
      // Back above the threshold the direction no longer matters: clear it at once.
      set({ sticked, direction: sticked ? state.direction : null });
      if (!o.hideOnScroll) return;
      if (motionTimer !== null) timers.clearTimeout(motionTimer);
      motionTimer = timers.setTimeout(settleMotion, MOTION_DEBOUNCE_MS);
    },
    resize() {
      if (resizeTimer !== null) timers.clearTimeout(resizeTimer);
      resizeTimer = timers.setTimeout(() => {
        resizeTimer = null;
        remeasure();
      }, REACTIVATE_DEBOUNCE_MS);
    },
    reveal() {
      if (state.direction === 'down') set({ ...state, direction: 'up' });
    },
    setThreshold(next) {
      limit = Math.max(0, Number.isFinite(next) ? next : DEFAULT_THRESHOLD);
      set({ sticked: isSticked(latestY, limit), direction: state.direction });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      if (motionTimer !== null) timers.clearTimeout(motionTimer);
      if (resizeTimer !== null) timers.clearTimeout(resizeTimer);
      listeners.clear();
    },
  };
}
