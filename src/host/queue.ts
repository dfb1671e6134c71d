// A serial queue is plain scheduling (no wire): it lives with the host helpers (issue 29).
// One-at-a-time task queue: WooCommerce's add-to-cart.js sends its requests in sequence so the
// server never sees two cart writes racing on one session.

export interface SerialQueue {
  /** Runs `task` after every earlier task has settled; resolves/rejects with the task's outcome. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks not yet settled, the running one included. */
  readonly pending: number;
  /** Resolves once nothing is pending (immediately when idle). */
  idle(): Promise<void>;
}

export function createSerialQueue(): SerialQueue {
  let tail: Promise<unknown> = Promise.resolve();
  let pending = 0;
  let idleWaiters: Array<() => void> = [];

  const settle = (): void => {
    pending -= 1;
    if (pending === 0) {
      const waiters = idleWaiters;
      idleWaiters = [];
      waiters.forEach((resolve) => resolve());
    }
  };

  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      pending += 1;
      // A failure of an earlier task must not stop this one: chain on settlement, not success.
      const result = tail.then(
        () => task(),
        () => task(),
      );
      tail = result.then(settle, settle);
      return result;
    },
    get pending() {
      return pending;
    },
    idle() {
      if (pending === 0) return Promise.resolve();
      return new Promise<void>((resolve) => idleWaiters.push(resolve));
    },
  };
}
