// The runtime's registry (issue 29: the runtime in rooms by concern): the widgets and behaviours
// it knows, the one union selector it scans with, the mount records, and the lifecycle events.
// The rooms build on each other: registry → load → scan → mount → observe (./runtime.ts joins them).
import { linkEarly } from './early-link';
import type { HeldEvent } from './early';
import { onTouch, whenQueueEmpty } from './scheduler';
import { workingSelectors } from './selectors';
import type { ErrorCodeValue } from './errors';
import type { AnyWidget, Behaviour, BehaviourEntry, WidgetEntry } from './types';
import type { PageSettings } from '../host/settings';
import type * as ReactRoot from './react-root';

export const STATUS = 'data-vitrin-status';
/** Marks a React root container: mount points inside belong to that widget. */
export const ROOT_MARK = 'data-vitrin-root';
export const CANONICAL = '[data-vitrin]';
/** How long after the browser says it is online a failed chunk is tried again. */
export const ONLINE_SETTLE_MS = 1000;

export interface LifecycleDetail {
  widget: string;
  element: HTMLElement;
  code?: ErrorCodeValue;
}
export type LifecycleType = 'mounted' | 'unmounted' | 'failed';

export interface WidgetSlot {
  entry: WidgetEntry;
  widget?: AnyWidget;
  loading?: Promise<AnyWidget>;
}

export interface BehaviourSlot {
  entry: BehaviourEntry;
  /** One selector list for one `matches` call. */
  selector: string;
  state: 'waiting' | 'loading' | 'installed' | 'failed';
  /** Stops waiting for the first touch of a `touch` target. */
  cancelTouch?: () => void;
}

export interface MountRecord {
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

export function isEntry(item: AnyWidget | WidgetEntry): item is WidgetEntry {
  return item.kind === 'widget';
}

export function entryOf(widget: AnyWidget): WidgetEntry {
  return {
    kind: 'widget',
    name: widget.name,
    selectors: (widget.markup ?? []).map((reader) => reader.selector),
    defer: widget.defer,
    load: () => Promise.resolve(widget),
  };
}

export abstract class RuntimeRegistry {
  readonly events = new EventTarget();
  protected readonly slots = new Map<string, WidgetSlot>();
  /** [selector, slot] for markup dispatch once the union selector has matched. */
  protected readonly markupIndex: Array<[string, WidgetSlot]> = [];
  protected readonly behaviours: BehaviourSlot[] = [];
  protected union: string | undefined;
  protected readonly records = new Map<HTMLElement, MountRecord>();
  protected readonly behaviourTeardowns: Array<() => void> = [];
  /** Roots rendered but not yet committed; React 19 commits asynchronously. */
  readonly committing = new Set<MountRecord>();
  /** Chunk loads and React loads under way. */
  protected inflight = 0;
  protected settleWaiters: Array<() => void> = [];
  /** The early event contract (the loader's, or one of our own): held events are replayed through it. */
  readonly early = linkEarly(document, { onHold: (held) => this.promote(held), whenQuiet: whenQueueEmpty });

  constructor(
    readonly settings: PageSettings,
    /** The `chunk` wait kind's limit (§9: 120 s); 0 waits as long as the browser does. */
    protected readonly chunkTimeoutMs?: number,
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
        if (item.touch?.length) {
          // Cancelled when it loads some other way (a target in `selectors`, a held press).
          slot.cancelTouch = onTouch(document, workingSelectors(item.name, item.touch).join(', '), () => {
            if (slot.state === 'waiting') this.loadBehaviour(slot);
          });
          // A press the loader held before the core came (a button pressed at DOMContentLoaded).
          this.early((c) => {
            if (slot.state === 'waiting' && c.held.some((h) => h.behaviour && h.owner === item.name)) this.loadBehaviour(slot);
          });
        } else if (!item.selectors.length) this.loadBehaviour(slot);
      }
    }
    this.union = undefined;
    // With a loader its table (built from these same lines by the build) is on the page already;
    // the contract the core brings without one derives their rules itself (issue 36).
    this.early((c) => c.addEntries?.(widgets, behaviours));
  }

  /** The page's chunk limit also bounds how long a held event waits for its code. */
  setHeldLimit(ms: number): void {
    this.early((c) => c.setLimit(ms));
  }

  /** Mounted (or mounting) mount points, for tests and the bench. */
  get size(): number {
    return this.records.size;
  }

  /** One selector for every mount point and every behaviour target still waiting. */
  protected unionSelector(): string {
    if (this.union === undefined) {
      const parts = new Set<string>([CANONICAL]);
      for (const [selector] of this.markupIndex) parts.add(selector);
      for (const b of this.behaviours) if (b.state === 'waiting' && b.selector) parts.add(b.selector);
      this.union = [...parts].join(', ');
    }
    return this.union;
  }

  fire(type: LifecycleType, detail: LifecycleDetail): void {
    this.events.dispatchEvent(new CustomEvent(type, { detail }));
  }

  protected abstract install(behaviour: Behaviour): void;
  protected abstract loadBehaviour(slot: BehaviourSlot): void;
  protected abstract promote(held: HeldEvent): void;
}
