// The runtime: finds mount points, loads each widget's chunk when its deferral says, mounts each
// mount point once (React root or markup enhancement), keeps later HTML in step (MutationObserver)
// and unmounts what leaves the page. Scanning costs what was inserted: one compiled union selector
// per registry, nested inserted scopes merged, mutations inside React roots ignored, props read in
// the mount job, and all of it in the scheduler's short slices.
import { resolveProps } from './props';
import { enqueue, schedule, whenQueueEmpty } from './scheduler';
import { ErrorCode, reportError, type ErrorCodeValue } from './errors';
import { ChunkLoadError, loadChunk } from './chunks';
import { insideCache, outermost } from './scopes';
import { workingSelectors } from './selectors';
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
  /** A click or submit that arrived before an interaction-deferred widget was ready. */
  held?: { kind: 'click'; target: HTMLElement } | { kind: 'submit'; form: HTMLFormElement };
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
    const record: MountRecord = { slot, element: el, viaMarkup, controller: new AbortController(), cancelSchedule: () => undefined };
    this.records.set(el, record);
    const defer = this.deferOf(slot.entry, el);
    if (defer === 'interaction') this.holdActivation(record);
    record.cancelSchedule = schedule(defer, el, () => this.start(record));
  }

  /**
   * The interaction that wakes an interaction-deferred widget must not be lost while its code loads:
   * a click or submit that lands first is held and replayed once the widget is mounted.
   */
  private holdActivation(record: MountRecord): void {
    const controller = new AbortController();
    const hold = (event: Event) => {
      if (record.element.getAttribute(STATUS) === 'mounted') return controller.abort();
      if (record.element.getAttribute(STATUS) === 'failed') return;
      const target = event.target;
      if (event.type === 'submit' && target instanceof HTMLFormElement) record.held = { kind: 'submit', form: target };
      else if (target instanceof HTMLElement) record.held = { kind: 'click', target };
      else return;
      event.preventDefault();
      event.stopImmediatePropagation();
    };
    record.element.addEventListener('click', hold, { capture: true, signal: controller.signal });
    record.element.addEventListener('submit', hold, { capture: true, signal: controller.signal });
    record.stopHolding = () => controller.abort();
  }

  private replayHeld(record: MountRecord): void {
    const held = record.held;
    record.stopHolding?.();
    record.held = undefined;
    if (!held) return;
    try {
      if (held.kind === 'click') {
        if (held.target.isConnected) held.target.click();
      } else if (held.form.isConnected) held.form.requestSubmit();
    } catch (error) {
      reportError(ErrorCode.MountStepFailed, record.slot.entry.name, record.element, 'the held click or submit could not be replayed', error);
    }
  }

  /**
   * A widget that will not mount gives its controls back: holding stops and a click or submit it
   * held is replayed with nobody intercepting it, so the link navigates and the form posts as the
   * page printed them.
   */
  private releaseHeld(record: MountRecord): void {
    if (record.held) queueMicrotask(() => this.replayHeld(record));
    else record.stopHolding?.();
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
    // After the commit, so the widget's own listeners see the replayed activation.
    if (record.held) queueMicrotask(() => this.replayHeld(record));
    else record.stopHolding?.();
  }

  private rejectProps(record: MountRecord, code: ErrorCodeValue, message: string): void {
    const { element } = record;
    const name = record.slot.entry.name;
    this.releaseHeld(record);
    this.records.delete(element);
    element.setAttribute(STATUS, 'failed');
    element.setAttribute('data-vitrin-error', code);
    reportError(code, name, element, message);
    this.fire('failed', { widget: name, element, code });
  }

  /** The widget's code did not arrive: the server markup stays; the next interaction or coming online tries again. */
  private chunkFailed(record: MountRecord, error: unknown): void {
    const { element } = record;
    const name = record.slot.entry.name;
    if (!this.current(record)) return;
    const type = error instanceof ChunkLoadError ? error.type : 'error';
    element.setAttribute(STATUS, 'failed');
    // The press that woke it goes to the server markup it was meant for (a link, a form, another
    // script's listener): the page stays usable without the widget.
    this.releaseHeld(record);
    element.setAttribute('data-vitrin-error', ErrorCode.ChunkFailed);
    reportError(ErrorCode.ChunkFailed, name, element, `ChunkLoadError (${type}): the widget's code could not be loaded; the page's own markup stays`, error);
    this.fire('failed', { widget: name, element, code: ErrorCode.ChunkFailed });
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
      const held = record.held;
      this.teardown(record);
      element.setAttribute(STATUS, 'failed');
      element.setAttribute('data-vitrin-error', code);
      // With the fallback back in place, a click it held goes to the page's own markup.
      record.held = held;
      this.releaseHeld(record);
    }, 0);
    this.fire('failed', { widget: name, element, code });
  }

  private install(behaviour: Behaviour): void {
    try {
      const teardown: unknown = behaviour.install(this.settings);
      if (typeof teardown === 'function') this.behaviourTeardowns.push(teardown as () => void);
    } catch (error) {
      reportError(ErrorCode.EnhanceFailed, behaviour.name, null, 'behaviour failed to start', error);
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
          reportError(ErrorCode.ChunkFailed, slot.entry.name, null, `ChunkLoadError (${type}): the behaviour's code could not be loaded`, error);
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

  /** Resolves when every queued mount has run, every chunk it needed has arrived (or failed), and every React root has committed. */
  async whenSettled(): Promise<void> {
    for (;;) {
      await whenQueueEmpty();
      if (this.inflight === 0 && this.committing.size === 0) return;
      await new Promise<void>((resolve) => this.settleWaiters.push(resolve));
    }
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
