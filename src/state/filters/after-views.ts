// What a shopper's change tells other scripts and the address bar (the event channels, the
// address, a navigation), held until the views have drawn the change (issue 27, "same frame"):
// the request leaves first, the tick, the active item and the loading state are committed in the
// click's task, and this queue runs in the next task, in the order it was filled. Anything that
// must come after it (an answer put in place, the next action) runs it first.

const queued: Array<() => void> = [];

/** Runs `task` in a later task, after whatever already waits. */
export function afterViews(task: () => void): void {
  queued.push(task);
  // One timer per call, no shared handle: a timer that never fires (a test's fake clock dropped)
  // cannot leave the queue stuck; a timer that finds it empty does nothing.
  setTimeout(runAfterViews, 0);
}

/** Runs `task` now, unless work from an earlier change still waits: then after it. */
export function inOrder(task: () => void): void {
  if (queued.length) queued.push(task);
  else task();
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
    for (let task = queued.shift(); task; task = queued.shift()) {
      try {
        task();
      } catch (error) {
        // Reported as an uncaught error of its own, as it would have been in the click's task.
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  } finally {
    running = before;
  }
}

/** Tests, and a page forgotten: what waits is dropped. */
export function dropAfterViews(): void {
  queued.length = 0;
}
