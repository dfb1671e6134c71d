// The runtime: finds mount points, mounts each once (React root or markup enhancement), keeps
// later HTML in step (MutationObserver), and unmounts what leaves the page.
import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Shell } from './shell';
import { resolveProps } from './props';
import { schedule, whenQueueEmpty } from './scheduler';
import { ErrorCode, reportError, type ErrorCodeValue } from './errors';
import { DEFERS, type AnyWidget, type Behaviour, type Defer, type MarkupReader, type Widget } from './types';
import type { PageSettings } from '../host/settings';

export const STATUS = 'data-vitrin-status';
/** Marks a React root container: mount points inside belong to that widget. */
export const ROOT_MARK = 'data-vitrin-root';

export interface LifecycleDetail {
  widget: string;
  element: HTMLElement;
  code?: ErrorCodeValue;
}
export type LifecycleType = 'mounted' | 'unmounted' | 'failed';

interface MountRecord {
  widget: Widget<unknown>;
  element: HTMLElement;
  controller: AbortController;
  cancelSchedule: () => void;
  root?: Root;
  teardown?: () => void;
  /** The server-rendered children, kept to restore on failure or unmount. */
  fallback?: Node[];
}

export class Runtime {
  readonly events = new EventTarget();
  private readonly widgets = new Map<string, AnyWidget>();
  private readonly records = new Map<HTMLElement, MountRecord>();
  private readonly behaviourTeardowns: Array<() => void> = [];
  private observer: MutationObserver | undefined;
  private pendingScan = new Set<Element>();
  /** Roots rendered but not yet committed; React 19 commits asynchronously. */
  private readonly committing = new Set<MountRecord>();
  private settleWaiters: Array<() => void> = [];
  private scanScheduled = false;

  constructor(private readonly settings: PageSettings) {}

  register(widgets: readonly AnyWidget[], behaviours: readonly Behaviour[] = []): void {
    for (const widget of widgets) this.widgets.set(widget.name, widget);
    for (const behaviour of behaviours) {
      try {
        this.behaviourTeardowns.push(behaviour.install(this.settings));
      } catch (error) {
        reportError(ErrorCode.EnhanceFailed, behaviour.name, null, 'behaviour failed to start', error);
      }
    }
  }

  /** Mounted (or mounting) mount points, for tests and the bench. */
  get size(): number {
    return this.records.size;
  }

  scan(scope: ParentNode = document): void {
    for (const el of this.candidates(scope, '[data-vitrin]')) {
      const name = el.getAttribute('data-vitrin') ?? '';
      const widget = this.widgets.get(name);
      if (!widget) {
        el.setAttribute(STATUS, 'failed');
        reportError(ErrorCode.UnknownWidget, name || '(empty)', el, 'no widget of that name');
        continue;
      }
      this.prepare(widget, el, undefined);
    }
    for (const widget of this.widgets.values()) {
      for (const reader of widget.markup ?? []) {
        for (const el of this.candidates(scope, reader.selector)) this.prepare(widget, el, reader);
      }
    }
  }

  private candidates(scope: ParentNode, selector: string): HTMLElement[] {
    const found: HTMLElement[] = [];
    if (scope instanceof HTMLElement && scope.matches(selector)) found.push(scope);
    for (const el of scope.querySelectorAll<HTMLElement>(selector)) found.push(el);
    return found.filter((el) => !el.hasAttribute(STATUS) && !el.parentElement?.closest(`[${ROOT_MARK}]`));
  }

  private deferOf(widget: Widget<unknown>, el: HTMLElement): Defer {
    const own = el.getAttribute('data-vitrin-defer');
    if (own && (DEFERS as readonly string[]).includes(own)) return own as Defer;
    return this.settings.vitrin.widgets?.[widget.name]?.defer ?? widget.defer ?? 'eager';
  }

  private prepare(widget: Widget<unknown>, el: HTMLElement, reader: MarkupReader | undefined): void {
    const result = resolveProps(el, widget.schema, reader, this.settings);
    if (!result.ok) {
      el.setAttribute(STATUS, 'failed');
      el.setAttribute('data-vitrin-error', result.code);
      reportError(result.code, widget.name, el, result.message);
      this.fire('failed', { widget: widget.name, element: el, code: result.code });
      return;
    }
    el.setAttribute(STATUS, 'pending');
    const record: MountRecord = { widget, element: el, controller: new AbortController(), cancelSchedule: () => undefined };
    this.records.set(el, record);
    record.cancelSchedule = schedule(this.deferOf(widget, el), el, () => this.mount(record, result.props));
  }

  private mount(record: MountRecord, props: unknown): void {
    const { widget, element } = record;
    if (!element.isConnected || this.records.get(element) !== record) return;
    element.setAttribute(STATUS, 'mounting');
    const ctx = { element, settings: this.settings, signal: record.controller.signal };
    if (widget.kind === 'enhance') {
      try {
        record.teardown = widget.enhance(props, ctx) ?? undefined;
        element.setAttribute(STATUS, 'mounted');
        this.fire('mounted', { widget: widget.name, element });
      } catch (error) {
        this.fail(record, ErrorCode.EnhanceFailed, error);
      }
      return;
    }
    record.fallback = Array.from(element.childNodes);
    for (const node of record.fallback) element.removeChild(node);
    element.setAttribute(ROOT_MARK, widget.name);
    const root = createRoot(element);
    record.root = root;
    this.committing.add(record);
    root.render(
      createElement(Shell<unknown>, {
        widget,
        view: { props, ...ctx },
        onMounted: () => {
          if (element.getAttribute(STATUS) !== 'mounting') return;
          this.settled(record);
          element.setAttribute(STATUS, 'mounted');
          this.fire('mounted', { widget: widget.name, element });
        },
        onError: (error: unknown) => this.fail(record, ErrorCode.RenderFailed, error),
      }),
    );
  }

  private fail(record: MountRecord, code: ErrorCodeValue, error: unknown): void {
    const { widget, element } = record;
    this.settled(record);
    reportError(code, widget.name, element, code === ErrorCode.RenderFailed ? 'widget crashed; fallback restored' : 'enhancement failed', error);
    // Unmounting a root from inside its own commit is not allowed: do it on the next task.
    setTimeout(() => {
      this.teardown(record);
      element.setAttribute(STATUS, 'failed');
      element.setAttribute('data-vitrin-error', code);
    }, 0);
    this.fire('failed', { widget: widget.name, element, code });
  }

  private settled(record: MountRecord): void {
    if (!this.committing.delete(record) || this.committing.size) return;
    for (const resolve of this.settleWaiters.splice(0)) resolve();
  }

  /** Resolves when every queued mount has run and every React root has committed its first render. */
  async whenSettled(): Promise<void> {
    await whenQueueEmpty();
    if (this.committing.size) await new Promise<void>((resolve) => this.settleWaiters.push(resolve));
  }

  private teardown(record: MountRecord): void {
    this.settled(record);
    record.cancelSchedule();
    record.controller.abort();
    try {
      record.teardown?.();
    } catch (error) {
      console.error(`[vitrin] ${record.widget.name}: teardown threw`, error);
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
      this.fire('unmounted', { widget: record.widget.name, element: record.element });
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
    let removed = false;
    for (const mutation of mutations) {
      if (mutation.removedNodes.length) removed = true;
      for (const node of mutation.addedNodes) {
        if (!(node instanceof HTMLElement)) continue;
        // React's own renders inside a root are that widget's business.
        if (node.parentElement?.closest(`[${ROOT_MARK}]`)) continue;
        this.pendingScan.add(node);
      }
    }
    if (removed) {
      for (const record of [...this.records.values()]) {
        if (record.element.isConnected) continue;
        this.teardown(record);
        this.fire('unmounted', { widget: record.widget.name, element: record.element });
      }
    }
    if (this.pendingScan.size && !this.scanScheduled) {
      this.scanScheduled = true;
      queueMicrotask(() => {
        this.scanScheduled = false;
        const scopes = [...this.pendingScan].filter((el) => el.isConnected);
        this.pendingScan.clear();
        for (const scope of scopes) this.scan(scope);
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
