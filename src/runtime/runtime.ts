// The runtime: finds mount points, loads each widget's chunk when its deferral says, mounts each
// mount point once (React root or markup enhancement), keeps later HTML in step (MutationObserver)
// and unmounts what leaves the page. Scanning costs what was inserted: one compiled union selector
// per registry, nested inserted scopes merged, mutations inside React roots ignored, props read in
// the mount job, and all of it in the scheduler's short slices.
//
// One room per concern (issue 29), each a class building on the one before:
//   registry.ts  what is known: widgets, behaviours, the union selector, mount records, events
//   load.ts      chunks (widgets, behaviours, React), prefetch, whenSettled
//   scan.ts      which elements mount, and when (deferral, held interactions)
//   mount.ts     the mount job, failures contained, retry, teardown and unmount; its step proper
//                (mount-step.ts: props, enhance or render) comes beside the first widget's chunk
//   runtime.ts   (here) observing the page: HTML inserted later is scanned (outermost scopes, in short
//                jobs, never inside a React root), mount points that leave the page are disposed
import { enqueue } from './scheduler';
import { insideCache, outermost } from './scopes';
import { ROOT_MARK, STATUS, type MountRecord } from './registry';
import { RuntimeMount } from './mount';

export { ROOT_MARK, STATUS, type LifecycleDetail, type LifecycleType } from './registry';

export class Runtime extends RuntimeMount {
  private observer: MutationObserver | undefined;
  private readonly pendingScan = new Set<Element>();
  private scanScheduled = false;

  /** Watches for inserted HTML (mount it) and removed mount points (dispose them). */
  observe(target: Node = document.documentElement): void {
    if (this.observer || typeof MutationObserver === 'undefined') return;
    this.observer = new MutationObserver((mutations) => this.onMutations(mutations));
    this.observer.observe(target, { childList: true, subtree: true });
  }

  private onMutations(mutations: MutationRecord[]): void {
    const insideRoot = insideCache(`[${ROOT_MARK}]`);
    const removed: Element[] = [];
    for (const mutation of mutations) {
      // React's own renders inside a root are that widget's business.
      if (insideRoot(mutation.target)) continue;
      for (const node of mutation.addedNodes) if (node instanceof Element) this.pendingScan.add(node);
      if (this.records.size) for (const node of mutation.removedNodes) if (node instanceof Element) removed.push(node);
    }
    if (removed.length) this.disposeRemoved(removed);
    if (this.pendingScan.size && !this.scanScheduled) {
      this.scanScheduled = true;
      queueMicrotask(() => {
        this.scanScheduled = false;
        const scopes = outermost(this.pendingScan);
        this.pendingScan.clear();
        // Each scope is its own job, so a huge insertion is scanned across several short tasks.
        for (const scope of scopes) enqueue(() => scope.isConnected && this.scan(scope));
      });
    }
  }

  /** Mount points that left the page, found from the removed subtrees (or the records, if fewer). */
  private disposeRemoved(removed: Element[]): void {
    const gone: MountRecord[] = [];
    if (removed.length > this.records.size) {
      for (const record of this.records.values()) if (!record.element.isConnected) gone.push(record);
    } else {
      for (const node of removed) {
        if (node.isConnected) continue; // moved, not removed
        const own = node instanceof HTMLElement ? this.records.get(node) : undefined;
        if (own) gone.push(own);
        if (!node.firstElementChild) continue;
        for (const el of node.querySelectorAll<HTMLElement>(`[${STATUS}]`)) {
          const record = this.records.get(el);
          if (record) gone.push(record);
        }
      }
    }
    for (const record of gone) {
      enqueue(() => {
        if (this.records.get(record.element) !== record || record.element.isConnected) return;
        this.teardown(record);
        this.fire('unmounted', { widget: record.slot.entry.name, element: record.element });
      });
    }
  }

  disconnect(): void {
    this.observer?.disconnect();
    this.observer = undefined;
    this.unmount();
    for (const teardown of this.behaviourTeardowns.splice(0)) teardown();
  }
}
