// The runtime's loading room: widget and behaviour chunks (with the `chunk` wait kind's limit),
// React's chunk with the first widget that draws React UI, prefetching what the page certainly
// needs, and the bookkeeping behind whenSettled().
import { whenQueueEmpty } from './scheduler';
import { ErrorCode, reportError } from './errors';
import { ChunkLoadError, chunkFailedText, loadChunk } from './chunks';
import type { AnyWidget, Behaviour, WidgetEntry } from './types';

const isOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;
import type * as ReactRoot from './react-root';
import { ONLINE_SETTLE_MS, RuntimeRegistry, type BehaviourSlot, type MountRecord, type WidgetSlot } from './registry';

/** React's module once it has arrived (undefined before): a live binding the mount room reads. */
export let reactRoot: typeof ReactRoot | undefined;
let reactLoading: Promise<typeof ReactRoot> | undefined;
/**
 * React, react-dom and the shell: one chunk, fetched with the first widget that draws React UI.
 * `by` names that widget: a performance mark (`vitrin:react:<name>`) says which root asked for
 * React on this page (scripts/page-weight.ts reports it per page type).
 */
export function loadReact(by: string): Promise<typeof ReactRoot> {
  if (!reactLoading && typeof performance.mark === 'function') performance.mark(`vitrin:react:${by}`);
  reactLoading ??= loadChunk(() => import('./react-root')).then(
    (mod) => (reactRoot = mod),
    (error: unknown) => {
      reactLoading = undefined;
      throw error;
    },
  );
  return reactLoading;
}

/**
 * The registry line's own check agrees for at least one match (a throw counts as no): without it a
 * line whose selector is broad (a dynamic link wrapper, only some of which hold a store link) would
 * fetch its code, and React, on every page the selector matches.
 */
function accepted(entry: WidgetEntry, doc: ParentNode): boolean {
  const check = entry.accepts;
  if (!check) return true;
  try {
    return Array.from(doc.querySelectorAll<HTMLElement>(entry.selectors.join(', '))).some((el) => check(el));
  } catch {
    return false;
  }
}

export abstract class RuntimeLoad extends RuntimeRegistry {
  /**
   * Starts the code of eager widgets and behaviours whose targets the page already has, before the
   * full scan walks the page: the downloads overlap the scan (issue 24, load in parallel).
   */
  prefetch(doc: ParentNode = document): void {
    const has = (selector: string) => {
      try {
        return doc.querySelector(selector) !== null;
      } catch {
        return false;
      }
    };
    for (const b of this.behaviours) if (b.state === 'waiting' && b.selector && has(b.selector)) this.loadBehaviour(b);
    for (const slot of this.slots.values()) {
      if (slot.widget || slot.loading || !slot.entry.selectors.length) continue;
      if ((this.settings.vitrin.widgets?.[slot.entry.name]?.defer ?? slot.entry.defer ?? 'eager') !== 'eager') continue;
      // A failure is the mount job's to report (V040), when it asks for the same code again.
      if (has(slot.entry.selectors.join(', ')) && accepted(slot.entry, doc)) this.track(this.loadWidget(slot).catch(() => undefined));
    }
  }

  protected loadWidget(slot: WidgetSlot): Promise<AnyWidget> {
    // A failure is the mount job's to report, when it asks for React itself.
    if (slot.entry.react && !slot.loading) this.track(loadReact(slot.entry.name).catch(() => undefined));
    slot.loading ??= loadChunk(() => slot.entry.load(), this.chunkTimeoutMs).then(
      (widget) => (slot.widget = widget),
      (error: unknown) => {
        slot.loading = undefined;
        throw error;
      },
    );
    return slot.loading;
  }

  protected install(behaviour: Behaviour): void {
    try {
      const teardown: unknown = behaviour.install(this.settings);
      if (typeof teardown === 'function') this.behaviourTeardowns.push(teardown as () => void);
      this.early((c) => c.behaviour(behaviour.name, true));
    } catch (error) {
      reportError(ErrorCode.EnhanceFailed, behaviour.name, null, 'behaviour failed to start', error);
      this.early((c) => c.behaviour(behaviour.name, false));
    }
  }

  protected loadBehaviour(slot: BehaviourSlot): void {
    slot.state = 'loading';
    slot.cancelTouch?.();
    this.union = undefined;
    this.track(
      loadChunk(() => slot.entry.load(), this.chunkTimeoutMs).then(
        (behaviour) => {
          slot.state = 'installed';
          this.install(behaviour);
        },
        (error: unknown) => {
          slot.state = 'failed';
          const type = error instanceof ChunkLoadError ? error.type : 'error';
          const url = error instanceof ChunkLoadError ? error.url : undefined;
          reportError(ErrorCode.ChunkFailed, slot.entry.name, null, `ChunkLoadError (${type}): ${chunkFailedText(type, url, url ? undefined : slot.entry.name)} The behaviour's code could not be loaded`, error);
          // Offline, a press held for this code keeps waiting, busy, for the browser to come back
          // (within the held limit) and is then replayed. Its default (a link followed, a form sent)
          // could only fail offline and would take the shopper off the page to the browser's error
          // page: a first add to cart pressed offline, now that its code comes with the first touch.
          if (!isOffline()) this.early((c) => c.behaviour(slot.entry.name, false));
          // Back online: wait for the next target again (or load at once if it needs none).
          window.addEventListener(
            'online',
            () =>
              setTimeout(() => {
                slot.state = 'waiting';
                this.union = undefined;
                if (!slot.entry.selectors.length || (slot.selector && document.querySelector(slot.selector))) this.loadBehaviour(slot);
              }, ONLINE_SETTLE_MS),
            { once: true },
          );
        },
      ),
    );
  }

  protected track(work: Promise<unknown>): void {
    this.inflight++;
    void work.finally(() => {
      this.inflight--;
      this.wake();
    });
  }

  settled(record: MountRecord): void {
    if (this.committing.delete(record)) this.wake();
  }

  protected wake(): void {
    for (const resolve of this.settleWaiters.splice(0)) resolve();
  }

  /** Resolves when every queued mount has run, every chunk it needed has arrived (or failed), every React root has committed, and every held press due has been replayed. */
  async whenSettled(): Promise<void> {
    for (;;) {
      await whenQueueEmpty();
      if (this.inflight === 0 && this.committing.size === 0) break;
      await new Promise<void>((resolve) => this.settleWaiters.push(resolve));
    }
    // The shopper's held presses whose owners are now there have been replayed, too.
    await new Promise<void>((resolve) => this.early((c) => void c.whenReplayed().then(resolve)));
  }
}
