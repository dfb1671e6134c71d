// The runtime: finds mount points, loads each widget's chunk when its deferral says, mounts each
// mount point once (React root or markup enhancement), keeps later HTML in step (MutationObserver)
// and unmounts what leaves the page. Scanning costs what was inserted: one compiled union selector
// per registry, nested inserted scopes merged, mutations inside React roots ignored, props read in
// the mount job, and all of it in the scheduler's short slices.
import { resolveProps } from './props';
import { enqueue, schedule, whenQueueEmpty } from './scheduler';
import { ErrorCode, reportError, type ErrorCodeValue } from './errors';
import { ChunkLoadError, chunkFailedText, loadChunk } from './chunks';
import { insideCache, outermost } from './scopes';
import { workingSelectors } from './selectors';
import type { HeldEvent } from './early';
import { captureRules, HOLD_ATTR } from './early-rules';
import { linkEarly } from './early-link';
import {
  DEFERS,
  type AnyWidget,
  type Behaviour,
  type BehaviourEntry,
  type Defer,
  type RootWidget,
  type WidgetEntry,
} from './types';
import type { PageSettings } from '../host/settings';
import type * as ReactRoot from './react-root';

export const STATUS = 'data-vitrin-status';
/** Marks a React root container: mount points inside belong to that widget. */
export const ROOT_MARK = 'data-vitrin-root';
const CANONICAL = '[data-vitrin]';
/** The events after which a failed chunk is tried again (besides coming back online). */
const RETRY_EVENTS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;
/** How long after the browser says it is online a failed chunk is tried again. */
const ONLINE_SETTLE_MS = 1000;

export interface LifecycleDetail {
  widget: string;
  element: HTMLElement;
  code?: ErrorCodeValue;
}
export type LifecycleType = 'mounted' | 'unmounted' | 'failed';

interface WidgetSlot {
  entry: WidgetEntry;
  widget?: AnyWidget;
  loading?: Promise<AnyWidget>;
}

interface BehaviourSlot {
  entry: BehaviourEntry;
  /** One selector list for one `matches` call. */
  selector: string;
  state: 'waiting' | 'loading' | 'installed' | 'failed';
}

interface MountRecord {
  slot: WidgetSlot;
  element: HTMLElement;
  /** Found by a plugin markup selector rather than [data-vitrin]. */
  viaMarkup: boolean;
  controller: AbortController;
  cancelSchedule: () => void;
  root?: ReactRoot.MountedRoot;
  teardown?: () => void;
  /** The server-rendered children, kept to restore on failure or unmount. */
  fallback?: Node[];
  /** Not eager: an event held for it (early.ts) starts it at once. */
  deferred: boolean;
  stopHolding?: () => void;
}

/** The registry line's own check beyond its selector (a throw counts as no). */
function accepts(entry: WidgetEntry, el: HTMLElement): boolean {
  if (!entry.accepts) return true;
  try {
    return entry.accepts(el);
  } catch {
    return false;
  }
}

function isEntry(item: AnyWidget | WidgetEntry): item is WidgetEntry {
  return item.kind === 'widget';
}

function entryOf(widget: AnyWidget): WidgetEntry {
  return {
    kind: 'widget',
    name: widget.name,
    selectors: (widget.markup ?? []).map((reader) => reader.selector),
    defer: widget.defer,
    load: () => Promise.resolve(widget),
  };
}

let reactRoot: typeof ReactRoot | undefined;
let reactLoading: Promise<typeof ReactRoot> | undefined;
/** React, react-dom and the shell: one chunk, fetched with the first widget that draws React UI. */
function loadReact(): Promise<typeof ReactRoot> {
  reactLoading ??= loadChunk(() => import('./react-root')).then(
    (mod) => (reactRoot = mod),
    (error: unknown) => {
      reactLoading = undefined;
      throw error;
    },
  );
  return reactLoading;
}

export class Runtime {
  readonly events = new EventTarget();
  private readonly slots = new Map<string, WidgetSlot>();
  /** [selector, slot] for markup dispatch once the union selector has matched. */
  private readonly markupIndex: Array<[string, WidgetSlot]> = [];
  private readonly behaviours: BehaviourSlot[] = [];
  private union: string | undefined;
  private readonly records = new Map<HTMLElement, MountRecord>();
  private readonly behaviourTeardowns: Array<() => void> = [];
  private observer: MutationObserver | undefined;
  private readonly pendingScan = new Set<Element>();
  private scanScheduled = false;
  /** Roots rendered but not yet committed; React 19 commits asynchronously. */
  private readonly committing = new Set<MountRecord>();
  /** Chunk loads and React loads under way. */
  private inflight = 0;
  private settleWaiters: Array<() => void> = [];
  /** The early event contract (the loader's, or one of our own): held events are replayed through it. */
  private readonly early = linkEarly(document, { onHold: (held) => this.promote(held), whenQuiet: whenQueueEmpty });

  constructor(
    private readonly settings: PageSettings,
    /** The `chunk` wait kind's limit (§9: 120 s); 0 waits as long as the browser does. */
    private readonly chunkTimeoutMs?: number,
  ) {}

  /** Widgets (lazy entries, or whole widgets as tests pass them) and page behaviours. */
  register(widgets: readonly (AnyWidget | WidgetEntry)[], behaviours: readonly (Behaviour | BehaviourEntry)[] = []): void {
    for (const item of widgets) {
      const slot: WidgetSlot = isEntry(item) ? { entry: item } : { entry: entryOf(item), widget: item };
      this.slots.set(slot.entry.name, slot);
      // One selector this browser cannot parse must not break the shared scan for every widget.
      for (const selector of workingSelectors(slot.entry.name, slot.entry.selectors)) this.markupIndex.push([selector, slot]);
    }
    for (const item of behaviours) {
      if ('install' in item) this.install(item);
      // A behaviour that only makes sense with something on the page (a bridge needs jQuery) is not
      // even looked for without it: no chunk is downloaded for nothing.
      else if (item.requires && !item.requires()) continue;
      else {
        const slot: BehaviourSlot = { entry: item, selector: workingSelectors(item.name, item.selectors).join(', '), state: 'waiting' };
        this.behaviours.push(slot);
        if (!item.selectors.length) this.loadBehaviour(slot);
      }
    }
    this.union = undefined;
    this.early((c) => c.addRules(captureRules(widgets.map((w) => (isEntry(w) ? w : entryOf(w))), behaviours.filter((b): b is BehaviourEntry => !('install' in b)))));
  }

  /** The page's chunk limit also bounds how long a held event waits for its code. */
  setHeldLimit(ms: number): void {
    this.early((c) => c.setLimit(ms));
  }

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
      if (has(slot.entry.selectors.join(', '))) this.track(this.loadWidget(slot).catch(() => undefined));
    }
  }

  /** An event held for a mount point still waiting for idle or visible: mount it now. */
  private promote(held: HeldEvent): void {
    const record = held.host ? this.records.get(held.host) : undefined;
    if (!record?.deferred || record.element.getAttribute(STATUS) !== 'pending') return;
    record.deferred = false;
    record.cancelSchedule();
    record.cancelSchedule = () => undefined;
    enqueue(() => this.start(record));
  }

  /** Mounted (or mounting) mount points, for tests and the bench. */
  get size(): number {
    return this.records.size;
  }

  /** One selector for every mount point and every behaviour target still waiting. */
  private unionSelector(): string {
    if (this.union === undefined) {
      const parts = new Set<string>([CANONICAL]);
      for (const [selector] of this.markupIndex) parts.add(selector);
      for (const b of this.behaviours) if (b.state === 'waiting' && b.selector) parts.add(b.selector);
      this.union = [...parts].join(', ');
    }
    return this.union;
  }

  scan(scope: ParentNode = document): void {
    const union = this.unionSelector();
    if (scope instanceof Element && scope.matches(union)) this.consider(scope);
    // A leaf holds nothing further: skip the query (20,000 single appends are mostly leaves).
    if (scope instanceof Element && !scope.firstElementChild) return;
    for (const el of scope.querySelectorAll(union)) this.consider(el);
  }

  private consider(el: Element): void {
    if (!(el instanceof HTMLElement)) return;
    for (const b of this.behaviours) {
      if (b.state === 'waiting' && b.selector && el.matches(b.selector)) this.loadBehaviour(b);
    }
    if (el.hasAttribute(STATUS) || el.parentElement?.closest(`[${ROOT_MARK}]`)) return;
    const name = el.getAttribute('data-vitrin');
    if (name !== null) {
      const slot = this.slots.get(name);
      if (slot) this.prepare(slot, el, false);
      else {
        el.setAttribute(STATUS, 'failed');
        reportError(ErrorCode.UnknownWidget, name || '(empty)', el, 'no widget of that name');
      }
      return;
    }
    for (const [selector, slot] of this.markupIndex) {
      if (el.matches(selector) && accepts(slot.entry, el)) {
        this.prepare(slot, el, true);
        return;
      }
    }
  }

  private deferOf(entry: WidgetEntry, el: HTMLElement): Defer {
    const own = el.getAttribute('data-vitrin-defer');
    if (own && (DEFERS as readonly string[]).includes(own)) return own as Defer;
    return this.settings.vitrin.widgets?.[entry.name]?.defer ?? entry.defer ?? 'eager';
  }

  private prepare(slot: WidgetSlot, el: HTMLElement, viaMarkup: boolean): void {
    el.setAttribute(STATUS, 'pending');
    const defer = this.deferOf(slot.entry, el);
    const record: MountRecord = { slot, element: el, viaMarkup, controller: new AbortController(), cancelSchedule: () => undefined, deferred: defer !== 'eager' };
    this.records.set(el, record);
    if (defer === 'interaction') this.holdActivation(record);
    record.cancelSchedule = schedule(defer, el, () => this.start(record));
  }

  /**
   * The interaction that wakes an interaction-deferred widget must not be lost while its code loads:
   * the early event contract (early.ts) holds a click or submit inside a mount point marked with
   * HOLD_ATTR and replays it once the widget is mounted.
   */
  private holdActivation(record: MountRecord): void {
    record.element.setAttribute(HOLD_ATTR, record.slot.entry.name);
    record.stopHolding = () => record.element.removeAttribute(HOLD_ATTR);
  }


  /**
   * The mount job: load the widget's chunk if needed, then mount. Whatever throws on the way fails
   * this one mount point (V022), never the queue nor a neighbour, and never leaves it `mounting`.
   */
  private start(record: MountRecord): void {
    try {
      this.startUnsafe(record);
    } catch (error) {
      this.stepFailed(record, error);
    }
  }

  private stepFailed(record: MountRecord, error: unknown): void {
    if (!this.current(record)) return;
    this.settled(record);
    this.rejectProps(record, ErrorCode.MountStepFailed, `could not be mounted (${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}); its controls work as the page printed them`);
  }

  private startUnsafe(record: MountRecord): void {
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
    if (!widget) return later(this.loadWidget(slot));
    if (widget.kind === 'root' && (!reactRoot || reactRoot.readyToRender(widget))) {
      return later(loadReact().then((react) => react.readyToRender(widget)));
    }
    this.mount(record, widget);
  }

  private loadWidget(slot: WidgetSlot): Promise<AnyWidget> {
    slot.loading ??= loadChunk(() => slot.entry.load(), this.chunkTimeoutMs).then(
      (widget) => (slot.widget = widget),
      (error: unknown) => {
        slot.loading = undefined;
        throw error;
      },
    );
    return slot.loading;
  }

  private current(record: MountRecord): boolean {
    return record.element.isConnected && this.records.get(record.element) === record;
  }

  private mount(record: MountRecord, widget: AnyWidget): void {
    const { element } = record;
    if (!this.current(record)) return;
    // Ticks the shopper made while it waited are put back and replayed after the mount (early.ts).
    this.early((c) => c.rewind(element));
    const reader = record.viaMarkup ? widget.markup?.find((r) => element.matches(r.selector)) : undefined;
    if (record.viaMarkup && !reader) return this.rejectProps(record, ErrorCode.MarkupUnreadable, 'no markup reader matches this element');
    const result = resolveProps(element, widget.schema, reader, this.settings);
    if (!result.ok) return this.rejectProps(record, result.code, result.message);
    const ctx = { element, settings: this.settings, signal: record.controller.signal };
    if (widget.kind === 'enhance') {
      try {
        record.teardown = widget.enhance(result.props, ctx) ?? undefined;
        this.markMounted(record);
      } catch (error) {
        this.fail(record, ErrorCode.EnhanceFailed, error);
      }
      return;
    }
    // start() has made sure React (and react-shadow, if needed) is here.
    if (reactRoot) this.render(record, widget, reactRoot, { props: result.props, ...ctx });
  }

  private render(record: MountRecord, widget: RootWidget<unknown>, react: typeof ReactRoot, view: Parameters<typeof react.renderRoot>[1]['view']): void {
    const { element } = record;
    if (!this.current(record)) return;
    if (widget.hydrate) {
      // React keeps (and later changes) the server's own nodes: a copy is what a failure restores.
      record.fallback = Array.from(element.childNodes, (node) => node.cloneNode(true));
    } else {
      record.fallback = Array.from(element.childNodes);
      for (const node of record.fallback) element.removeChild(node);
    }
    element.setAttribute(ROOT_MARK, widget.name);
    this.committing.add(record);
    record.root = react.renderRoot(element, {
      widget,
      view,
      onMounted: () => {
        if (element.getAttribute(STATUS) !== 'mounting') return;
        this.settled(record);
        this.markMounted(record);
      },
      onError: (error: unknown) => this.fail(record, ErrorCode.RenderFailed, error),
    });
  }

  private markMounted(record: MountRecord): void {
    record.element.setAttribute(STATUS, 'mounted');
    this.fire('mounted', { widget: record.slot.entry.name, element: record.element });
    record.stopHolding?.();
    // Held events replay after this task's commit, so the widget's own listeners hear them.
    this.early((c) => c.pump());
  }

  private rejectProps(record: MountRecord, code: ErrorCodeValue, message: string): void {
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
  private chunkFailed(record: MountRecord, error: unknown): void {
    const { element } = record;
    const name = record.slot.entry.name;
    if (!this.current(record)) return;
    const type = error instanceof ChunkLoadError ? error.type : 'error';
    const url = error instanceof ChunkLoadError ? error.url : undefined;
    record.stopHolding?.();
    element.setAttribute(STATUS, 'failed');
    // The press that woke it goes to the server markup it was meant for (a link, a form, another
    // script's listener): the page stays usable without the widget.
    record.stopHolding?.();
    element.setAttribute('data-vitrin-error', ErrorCode.ChunkFailed);
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

  private fail(record: MountRecord, code: ErrorCodeValue, error: unknown): void {
    const { element } = record;
    const name = record.slot.entry.name;
    this.settled(record);
    reportError(code, name, element, code === ErrorCode.RenderFailed ? 'widget crashed; fallback restored' : 'enhancement failed', error);
    // Unmounting a root from inside its own commit is not allowed: do it on the next task.
    setTimeout(() => {
      this.teardown(record);
      element.setAttribute(STATUS, 'failed');
      element.setAttribute('data-vitrin-error', code);
      this.early((c) => c.pump());
    }, 0);
    this.fire('failed', { widget: name, element, code });
  }

  private install(behaviour: Behaviour): void {
    try {
      const teardown: unknown = behaviour.install(this.settings);
      if (typeof teardown === 'function') this.behaviourTeardowns.push(teardown as () => void);
      this.early((c) => c.behaviour(behaviour.name, true));
    } catch (error) {
      reportError(ErrorCode.EnhanceFailed, behaviour.name, null, 'behaviour failed to start', error);
      this.early((c) => c.behaviour(behaviour.name, false));
    }
  }

  private loadBehaviour(slot: BehaviourSlot): void {
    slot.state = 'loading';
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
          this.early((c) => c.behaviour(slot.entry.name, false));
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

  private track(work: Promise<unknown>): void {
    this.inflight++;
    void work.finally(() => {
      this.inflight--;
      this.wake();
    });
  }

  private settled(record: MountRecord): void {
    if (this.committing.delete(record)) this.wake();
  }

  private wake(): void {
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

  private teardown(record: MountRecord): void {
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

  private fire(type: LifecycleType, detail: LifecycleDetail): void {
    this.events.dispatchEvent(new CustomEvent(type, { detail }));
  }
}
