// What a shopper's change tells other scripts and the address bar (the event channels, the
// address, a navigation), held until the views have drawn the change (issue 27, "same frame"):
// the request leaves first, the tick, the active item and the loading state are committed in the
// click's task, and this queue runs in the next task, in the order it was filled; the address
// waits for an idle moment after that. Anything that must come after them (an answer put in
// place, the next action) runs them first.

const queued: Array<() => void> = [];

/** Runs `task` in a later task, after whatever already waits. */
export function afterViews(task: () => void): void {
  queued.push(task);
  // One timer per call, no shared handle: a timer that never fires (a test's fake clock dropped)
  // cannot leave the queue stuck; a timer that finds it empty does nothing.
  setTimeout(runAfterViews, 0);
}

/** What waits for an idle moment after that: the address (history.replaceState takes milliseconds). */
const idle: Array<() => void> = [];

/**
 * Runs `task` once the page is idle (at most IDLE_LIMIT_MS later), after what waits for the views;
 * an answer or the next action runs it first.
 */
export function whenIdle(task: () => void): void {
  idle.push(task);
  const ric = (globalThis as { requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number }).requestIdleCallback;
  // Safari has no requestIdleCallback: a short timer there.
  if (typeof ric === 'function') ric(runDeferred, { timeout: IDLE_LIMIT_MS });
  else setTimeout(runDeferred, IDLE_FALLBACK_MS);
}

const IDLE_LIMIT_MS = 300;
const IDLE_FALLBACK_MS = 50;

/** Runs `task` now, unless work from an earlier change still waits: then after it. */
export function inOrder(task: () => void): void {
  if (queued.length) queued.push(task);
  else task();
}

/**
 * Everything that waits, the views' queue first, then the idle one: before an answer is put in
 * place or the next action starts. From inside a task of the views' queue (an answer from the
 * cache), only the idle queue: what waits behind that task stays behind it.
 */
export function runDeferred(): void {
  runAfterViews();
  const before = running;
  running = true;
  try {
    drain(idle);
  } finally {
    running = before;
  }
}

let running = false;

/**
 * Runs what waits, in order (also what its tasks add). A task that throws does not stop the rest.
 * Called from inside one of the tasks (an answer from the cache put in place), it does nothing:
 * the loop already running keeps the order, and what waits behind that task stays behind it.
 */
export function runAfterViews(): void {
  if (!running) runAfterViewsNow();
}

/**
 * Runs what waits now, even from inside a task of the queue (first in, first out all the same):
 * an action another script asked for on the event bus is heard in that script's call, as before.
 */
export function runAfterViewsNow(): void {
  const before = running;
  running = true;
  try {
    drain(queued);
  } finally {
    running = before;
  }
}

function drain(list: Array<() => void>): void {
  for (let task = list.shift(); task; task = list.shift()) {
    try {
      task();
    } catch (error) {
      // Reported as an uncaught error of its own, as it would have been in the click's task.
      queueMicrotask(() => {
        throw error;
      });
    }
  }
}

/** Tests, and a page forgotten: what waits is dropped. */
export function dropAfterViews(): void {
  queued.length = 0;
  idle.length = 0;
}
