// Mount work in short tasks: a queue drained in slices of ~8 ms, yielding to the browser between
// slices, so hundreds of mount points never make one long task. Plus the four deferral triggers.
import type { Defer } from './types';

const SLICE_MS = 8;
type Job = () => void;
const queue: Job[] = [];
let draining = false;

function yieldToBrowser(): Promise<void> {
  const sched = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  // A yield inside a postTask whose signal is aborted rejects: the queue goes on all the same.
  if (sched?.yield) return sched.yield().catch(() => undefined);
  // A message is a task of its own without the 4 ms a nested setTimeout(0) is clamped to after a
  // few levels (Safari, Firefox: every slice of a long mount would pay it), as React's own scheduler does.
  if (typeof MessageChannel === 'function') {
    return new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(null);
    });
  }
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function drain(): Promise<void> {
  while (queue.length) {
    const start = performance.now();
    while (queue.length && performance.now() - start < SLICE_MS) {
      const job = queue.shift();
      try {
        job?.();
      } catch (error) {
        console.error('[vitrin] mount job threw', error);
      }
    }
    if (queue.length) await yieldToBrowser();
  }
  draining = false;
  for (const resolve of idleWaiters.splice(0)) resolve();
}

export function enqueue(job: Job): void {
  queue.push(job);
  // Start draining in a task of its own, after the current scan has queued everything: starting at
  // once would run each job as it arrives, inside the caller's task, and the slicing would never
  // engage; starting in a microtask put the first slice (the page's first React commit, its code
  // still cold) in the same task as the boot's scan: a 51 to 68 ms task in the mount bench, 26 ms
  // since.
  if (!draining) {
    draining = true;
    void yieldToBrowser().then(drain);
  }
}

const idleWaiters: Array<() => void> = [];
/** Resolves when the mount queue is empty (tests and the bench wait on it). */
export function whenQueueEmpty(): Promise<void> {
  if (!draining && queue.length === 0) return Promise.resolve();
  return new Promise((resolve) => idleWaiters.push(resolve));
}

let visibleObserver: IntersectionObserver | undefined;
const visibleCallbacks = new WeakMap<Element, () => void>();

function observeVisible(el: Element, run: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    run();
    return () => undefined;
  }
  visibleObserver ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const callback = visibleCallbacks.get(entry.target);
        visibleObserver?.unobserve(entry.target);
        visibleCallbacks.delete(entry.target);
        callback?.();
      }
    },
    { rootMargin: '200px' },
  );
  visibleCallbacks.set(el, run);
  visibleObserver.observe(el);
  return () => {
    visibleObserver?.unobserve(el);
    visibleCallbacks.delete(el);
  };
}

const INTERACTION_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'touchstart', 'keydown'] as const;

/**
 * Runs a touch's `run` (a chunk asked for, a root mounted): at once for a press, in a task of its
 * own for the pointer's arrival. The browser queues the press that follows a hover behind the
 * hover's task, and a press's INP counts that wait (issue 34: the chunk's preload links alone took
 * 8 ms at 4x CPU in the pointerover before a swatch's press). The press itself is held by the
 * early event contract until the code is there, so nothing is lost by the wait.
 */
function afterTouch(event: Event, run: () => void, cancelled: () => boolean): void {
  if (event.type !== 'pointerover') run();
  else setTimeout(() => cancelled() || run(), 0);
}

/**
 * Interaction deferral of a mount point whose controls live elsewhere on the page (a closed side
 * panel's openers in the header): a touch on one of `controls` wakes it as a touch inside it would.
 */
export interface Wake {
  /** A selector list, matched with closest() from the event's target. */
  controls: string;
}

/** Runs `run` per the deferral; returns a cancel for a mount point removed before it mounted. */
export function schedule(defer: Defer, el: Element, run: () => void, wake?: Wake): () => void {
  switch (defer) {
    case 'eager':
      enqueue(run);
      return () => undefined;
    case 'idle': {
      const ric = (globalThis as { requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number }).requestIdleCallback;
      let cancelled = false;
      const go = () => !cancelled && enqueue(run);
      if (ric) ric(go, { timeout: 2000 });
      else setTimeout(go, 200);
      return () => {
        cancelled = true;
      };
    }
    case 'visible':
      return observeVisible(el, () => enqueue(run));
    case 'interaction': {
      const controller = new AbortController();
      let cancelled = false;
      const go = () => {
        controller.abort();
        run();
      };
      const onEvent = (event: Event) => {
        // Heard once: the next touch, before the task of the arrival's runs, asks nothing again.
        controller.abort();
        afterTouch(event, run, () => cancelled);
      };
      for (const type of INTERACTION_EVENTS) el.addEventListener(type, onEvent, { once: true, passive: true, signal: controller.signal });
      if (wake) onTouch(el.ownerDocument, wake.controls, go, controller.signal);
      return () => {
        cancelled = true;
        controller.abort();
      };
    }
  }
}

/**
 * Runs `run` once, on the first touch (pointer, focus, key, click) of an element matching
 * `controls` anywhere in `doc`. On the window, capturing: heard before the early event contract
 * (document, capturing) holds the press that comes with it, so that press always has someone
 * coming for it. A click too: a control pressed by another script (element.click()) comes with no
 * pointer. Returns a cancel.
 *
 * Every registration of a window shares one listener per event type (issue 34: four of them, each
 * matching its selectors, ran in the hover before a swatch's press). The pointer's arrival is
 * only noted: the matching runs in a task of its own, with whatever the shopper pressed meanwhile.
 */
export function onTouch(doc: Document, controls: string, run: () => void, signal?: AbortSignal): () => void {
  const entry = { controls, run };
  touches.add(entry);
  const win = doc.defaultView;
  // Left in place when every registration is done: an empty set answers each event at once.
  if (win && !listening.has(win)) {
    listening.add(win);
    for (const type of [...INTERACTION_EVENTS, 'click']) win.addEventListener(type, onTouchEvent, { capture: true, passive: true });
  }
  const cancel = () => touches.delete(entry);
  signal?.addEventListener('abort', cancel, { once: true });
  return () => void cancel();
}

const touches = new Set<{ controls: string; run: () => void }>();
const listening = new WeakSet<Window>();
/** Targets touched since the pointer's arrival was noted, matched in that arrival's task. */
let noted: Element[] | undefined;

/** The registrations `target` wakes, taken out of the set. */
function matchTouch(target: Element): Array<() => void> {
  const runs: Array<() => void> = [];
  for (const entry of [...touches]) {
    let hit = false;
    try {
      hit = target.closest(entry.controls) !== null;
    } catch {
      // A selector this browser cannot parse wakes nothing; the held press still does.
    }
    if (hit && touches.delete(entry)) runs.push(entry.run);
  }
  return runs;
}

function onTouchEvent(event: Event): void {
  const target = event.target;
  if (!touches.size || !(target instanceof Element)) return;
  if (noted) noted.push(target);
  else if (event.type !== 'pointerover') for (const run of matchTouch(target)) run();
  else {
    noted = [target];
    setTimeout(() => {
      const targets = noted ?? [];
      noted = undefined;
      // Each in a task of its own, as when each registration listened apart: two chunk loads in one
      // task kept a held press's paint waiting for both.
      targets.flatMap(matchTouch).forEach((run, index) => (index ? setTimeout(run, 0) : run()));
    }, 0);
  }
}
