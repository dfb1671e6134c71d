// The runtime's scanning room: which elements are mount points (the union selector, then the
// registry line that owns each), when each mounts (its deferral), and the held interaction that
// wakes a deferred one early.
import { enqueue, schedule } from './scheduler';
import { ErrorCode, reportError } from './errors';
import type { HeldEvent } from './early';
import { HOLD_ATTR } from './early-rules';
import { DEFERS, type Defer, type WidgetEntry } from './types';
import { ROOT_MARK, STATUS, type MountRecord, type WidgetSlot } from './registry';
import { RuntimeLoad } from './load';

/** The registry line's own check beyond its selector (a throw counts as no). */
function accepts(entry: WidgetEntry, el: HTMLElement): boolean {
  if (!entry.accepts) return true;
  try {
    return entry.accepts(el);
  } catch {
    return false;
  }
}

/**
 * The controls outside the mount point that wake it when interaction-deferred: the ones the loader
 * holds for it (a press held for a widget nobody wakes would wait in vain) and its `wake` list.
 */
function wakeOf(entry: WidgetEntry): { controls: string } | undefined {
  const controls = [...(entry.capture ?? []).map((c) => c.selector), ...(entry.wake ?? [])];
  return controls.length > 0 ? { controls: controls.join(', ') } : undefined;
}

export abstract class RuntimeScan extends RuntimeLoad {
  /** An event held for a mount point still waiting for idle or visible: mount it now. */
  protected promote(held: HeldEvent): void {
    if (held.behaviour) {
      // A press on a behaviour's control before any touch woke it (a key with no focus event, a
      // press the wake did not hear): its code is asked for now.
      const slot = this.behaviours.find((b) => b.entry.name === held.owner);
      if (slot?.state === 'waiting' && slot.entry.touch?.length) this.loadBehaviour(slot);
      return;
    }
    const record = held.host ? this.records.get(held.host) : undefined;
    if (!record?.deferred || record.element.getAttribute(STATUS) !== 'pending') return;
    record.deferred = false;
    record.cancelSchedule();
    record.cancelSchedule = () => undefined;
    enqueue(() => this.start(record));
  }

  scan(scope: ParentNode = document): void {
    const union = this.unionSelector();
    if (scope instanceof Element && scope.matches(union)) this.consider(scope);
    // A leaf holds nothing further: skip the query (20,000 single appends are mostly leaves).
    if (scope instanceof Element && !scope.firstElementChild) return;
    for (const el of scope.querySelectorAll(union)) this.consider(el);
  }

  protected consider(el: Element): void {
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

  protected deferOf(entry: WidgetEntry, el: HTMLElement): Defer {
    const own = el.getAttribute('data-vitrin-defer');
    if (own && (DEFERS as readonly string[]).includes(own)) return own as Defer;
    return this.settings.vitrin.widgets?.[entry.name]?.defer ?? entry.defer ?? 'eager';
  }

  protected prepare(slot: WidgetSlot, el: HTMLElement, viaMarkup: boolean): void {
    el.setAttribute(STATUS, 'pending');
    const defer = this.deferOf(slot.entry, el);
    const record: MountRecord = { slot, element: el, viaMarkup, controller: new AbortController(), cancelSchedule: () => undefined, deferred: defer !== 'eager' };
    this.records.set(el, record);
    if (defer === 'interaction' && slot.entry.hold !== false) this.holdActivation(record);
    record.cancelSchedule = schedule(defer, el, () => this.start(record), wakeOf(slot.entry));
    // A press the loader held for it before the core was here (a header opener pressed at
    // DOMContentLoaded) wakes it now: nobody would touch it again while that press waits.
    if (record.deferred) this.early((c) => c.held.filter((h) => h.host === el).forEach((h) => this.promote(h)));
  }

  /**
   * The interaction that wakes an interaction-deferred widget must not be lost while its code loads:
   * the early event contract (early.ts) holds a click or submit inside a mount point marked with
   * HOLD_ATTR and replays it once the widget is mounted.
   */
  protected holdActivation(record: MountRecord): void {
    record.element.setAttribute(HOLD_ATTR, record.slot.entry.name);
    record.stopHolding = () => record.element.removeAttribute(HOLD_ATTR);
  }

  protected abstract start(record: MountRecord): void;
}
