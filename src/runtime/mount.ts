// The runtime's mounting room: the mount job (chunk, React, props, then enhance or render), one
// mount point's failure contained (V022, V040, render and enhance failures), retry of a failed
// chunk on the next interaction or coming online, and teardown/unmount restoring the server markup.
import { enqueue } from './scheduler';
import { ErrorCode, reportError, type ErrorCodeValue } from './errors';
import { ChunkLoadError, chunkFailedText, loadChunk } from './chunks';
import type * as MountStep from './mount-step';
import { ONLINE_SETTLE_MS, ROOT_MARK, STATUS, type MountRecord } from './registry';
import { loadReact, reactRoot } from './load';
import { RuntimeScan } from './scan';

/** The mount step (./mount-step.ts) once it has arrived: with the first widget's chunk. */
let step: typeof MountStep | undefined;
let stepLoading: Promise<typeof MountStep> | undefined;

/** Asks for the mount step (once; again after a failure), within the chunk limit. */
export function loadMountStep(timeoutMs?: number): Promise<typeof MountStep> {
  stepLoading ??= loadChunk(() => import('./mount-step'), timeoutMs).then(
    (module) => (step = module),
    (error: unknown) => {
      stepLoading = undefined;
      throw error;
    },
  );
  return stepLoading;
}

/** The events after which a failed chunk is tried again (besides coming back online). */
const RETRY_EVENTS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

export abstract class RuntimeMount extends RuntimeScan {
  /**
   * The mount job: load the widget's chunk if needed, then mount. Whatever throws on the way fails
   * this one mount point (V022), never the queue nor a neighbour, and never leaves it `mounting`.
   */
  protected start(record: MountRecord): void {
    try {
      this.startUnsafe(record);
    } catch (error) {
      this.stepFailed(record, error);
    }
  }

  protected stepFailed(record: MountRecord, error: unknown): void {
    if (!this.current(record)) return;
    this.settled(record);
    this.rejectProps(record, ErrorCode.MountStepFailed, `could not be mounted (${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}); its controls work as the page printed them`);
  }

  protected startUnsafe(record: MountRecord): void {
    const { slot, element } = record;
    if (!this.current(record)) return;
    element.setAttribute(STATUS, 'mounting');
    const widget = slot.widget;
    // Whatever must arrive first (the widget's chunk, React, react-shadow), the mount itself goes
    // back through the queue: a hundred mount points waiting on one chunk still mount in slices.
    const later = (work: Promise<unknown>) =>
      this.track(
        work.then(
          () => enqueue(() => this.start(record)),
          (error: unknown) => this.chunkFailed(record, error),
        ),
      );
    // The mount step comes beside the widget's first chunk (in the chunk every widget chunk imports).
    if (!widget) return later(Promise.all([this.loadWidget(slot), loadMountStep(this.chunkTimeoutMs)]));
    if (!step) return later(loadMountStep(this.chunkTimeoutMs));
    if (widget.kind === 'root' && (!reactRoot || reactRoot.readyToRender(widget))) {
      return later(loadReact(slot.entry.name).then((react) => react.readyToRender(widget)));
    }
    step.mount(this, record, widget, reactRoot);
  }

  /** Public from here on for the mount step (./mount-step.ts, MountHost). */
  current(record: MountRecord): boolean {
    return record.element.isConnected && this.records.get(record.element) === record;
  }

  markMounted(record: MountRecord): void {
    record.element.setAttribute(STATUS, 'mounted');
    this.fire('mounted', { widget: record.slot.entry.name, element: record.element });
    record.stopHolding?.();
    // Held events replay after this task's commit, so the widget's own listeners hear them.
    this.early((c) => c.pump());
  }

  rejectProps(record: MountRecord, code: ErrorCodeValue, message: string): void {
    const { element } = record;
    const name = record.slot.entry.name;
    record.stopHolding?.();
    this.records.delete(element);
    element.setAttribute(STATUS, 'failed');
    element.setAttribute('data-vitrin-error', code);
    reportError(code, name, element, message);
    this.fire('failed', { widget: name, element, code });
    this.early((c) => c.pump());
  }

  /** The widget's code did not arrive: the server markup stays; the next interaction or coming online tries again. */
  protected chunkFailed(record: MountRecord, error: unknown): void {
    const { element } = record;
    const name = record.slot.entry.name;
    if (!this.current(record)) return;
    const type = error instanceof ChunkLoadError ? error.type : 'error';
    record.stopHolding?.();
    element.setAttribute(STATUS, 'failed');
    // The press that woke it goes to the server markup it was meant for (a link, a form, another
    // script's listener): the page stays usable without the widget.
    record.stopHolding?.();
    element.setAttribute('data-vitrin-error', ErrorCode.ChunkFailed);
    const url = error instanceof ChunkLoadError ? error.url : undefined;
    // "Loading chunk … failed" in webpack's words (spec §8): the rules site owners' error monitoring has match it.
    reportError(ErrorCode.ChunkFailed, name, element, `ChunkLoadError (${type}): ${chunkFailedText(type, url, url ? undefined : name)} The widget's code could not be loaded; the page's own markup stays`, error);
    this.fire('failed', { widget: name, element, code: ErrorCode.ChunkFailed });
    // Events held for it get the browser's default: no dead clicks.
    this.early((c) => c.pump());
    const retry = new AbortController();
    const again = () => {
      retry.abort();
      if (!this.current(record) || element.getAttribute(STATUS) !== 'failed') return;
      element.removeAttribute('data-vitrin-error');
      element.setAttribute(STATUS, 'pending');
      enqueue(() => this.start(record));
    };
    for (const type of RETRY_EVENTS) element.addEventListener(type, again, { once: true, passive: true, signal: retry.signal });
    // 'online' fires as the link comes up, often before requests get through: give it a moment.
    window.addEventListener('online', () => setTimeout(again, ONLINE_SETTLE_MS), { once: true, signal: retry.signal });
    record.cancelSchedule = () => retry.abort();
  }

  teardown(record: MountRecord): void {
    this.settled(record);
    record.cancelSchedule();
    record.stopHolding?.();
    record.controller.abort();
    try {
      record.teardown?.();
    } catch (error) {
      console.error(`[vitrin] ${record.slot.entry.name}: teardown threw`, error);
    }
    if (record.root) {
      record.root.unmount();
      record.element.removeAttribute(ROOT_MARK);
      if (record.element.isConnected && record.fallback) record.element.append(...record.fallback);
    }
    this.records.delete(record.element);
  }

  /** Unmounts every mount point inside `scope` (or all), restoring fallback markup; a rescan mounts them again. */
  unmount(scope?: ParentNode): number {
    let count = 0;
    for (const record of [...this.records.values()]) {
      if (scope && scope !== record.element && !(scope as Node).contains(record.element)) continue;
      this.teardown(record);
      record.element.removeAttribute(STATUS);
      this.fire('unmounted', { widget: record.slot.entry.name, element: record.element });
      count++;
    }
    return count;
  }
}
