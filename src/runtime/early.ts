// The early event contract (issue 24; after Angular's event replay / Wiz's jsaction): the loader
// installs it before anything else loads, so a click, submit, change, input or Enter/Space that a
// shopper makes before the widget or behaviour owning that control is ready is not lost and does
// not fall back to a page reload. It records the event (type, control, target, keys, pointer; for
// a submit the submitter and the form's data), prevents the default only where the owner takes
// that action over, shows the control busy at once, and replays the held events once, in order,
// as their owners become ready. If an owner's code does not come (V040, the chunk wait limit, the
// core itself failing), the held event gets its native default instead. Exactly one of the three
// outcomes happens to each held event: replayed, given its default, or dropped with a coded line.
//
// This file is bundled into the loader (dist/vitrin.js) and shared with the core through
// window.__vitrinEvents: it must stay small and import nothing heavy.
import { HOLD_ATTR, type EarlyRule } from './early-rules';

export { HOLD_ATTR };
import type { CaptureEvent } from './types';

export const STATUS_ATTR = 'data-vitrin-status';
/** The control of a held event wears it (with aria-busy) until the event is settled. */
export const HELD_ATTR = 'data-vitrin-held';
/** The spec's chunk limit (§9), used until the core has read the page's own (`waits.chunk`). */
const DEFAULT_LIMIT_MS = 120_000;

export const EarlyCode = {
  /** A held event's control left the page (or was replaced) before its owner was ready: dropped. */
  TargetGone: 'V043',
  /** The shopper changed a held form after pressing it: the press is dropped, the new form stands. */
  FormChanged: 'V044',
  /** A held event's code did not come (V040, time limit, core failed): the browser's default was done. */
  GivenDefault: 'V045',
  /** Replaying a held event threw: the browser's default was done instead. */
  ReplayThrew: 'V046',
} as const;

type EventType = 'click' | 'submit' | 'change' | 'input' | 'keydown';
export type Outcome = 'held' | 'replayed' | 'native' | 'dropped';

export interface HeldEvent {
  type: EventType;
  owner: string;
  behaviour: boolean;
  mount: string;
  /** The mount point it waits for; null for a behaviour. */
  host: HTMLElement | null;
  /** What the rule matched (for a submit, the form). */
  control: HTMLElement;
  target: Element;
  prevented: boolean;
  /** performance.now() when it happened. */
  at: number;
  init: { ctrlKey: boolean; shiftKey: boolean; altKey: boolean; metaKey: boolean; clientX?: number; clientY?: number; screenX?: number; screenY?: number; button?: number; detail?: number; key?: string; code?: string };
  submitter?: HTMLElement | null;
  /** The form's entries at the press (submit only). */
  data?: Array<[string, string]>;
  /** The shopper changed the form after pressing it. */
  changedAfter: boolean;
  /** A tick put back before its owner read the page (rewind): the replay ticks it again, by click. */
  rewound?: boolean;
  outcome: Outcome;
  undoBusy: Array<() => void>;
  timer?: ReturnType<typeof setTimeout>;
}

export interface EarlyContract {
  readonly held: readonly HeldEvent[];
  /** Every event settled so far, oldest first (tests and the bench read it). */
  readonly settled: readonly HeldEvent[];
  /** The runtime: a behaviour was installed (true) or its code failed (false). */
  behaviour(name: string, ok: boolean): void;
  /** The runtime: a mount point changed state; replays (or releases) what now can be, in order. */
  pump(): void;
  /** Resolves once the replays (and defaults) already due have been done: Vitrin.ready() waits for it. */
  whenReplayed(): Promise<void>;
  /** The core: the page's chunk limit (`waits.chunk.limitMs`; 0 waits as long as the browser does). */
  setLimit(ms: number): void;
  /** The core could not load: every held event gets its default. */
  releaseAll(): void;
  /**
   * The runtime: replays wait for this (its mount queue drained), so a family of widgets that
   * mount in one wave (a filter bar's filters) has all of them listening before the first replay.
   */
  whenQuiet: (() => Promise<void>) | undefined;
  /** The runtime hears of each held event, to start its owner's mount at once. */
  onHold: ((event: HeldEvent) => void) | undefined;
  addRules(rules: readonly EarlyRule[]): void;
  /**
   * The core: no code will come for these owners (their family is left to its original front end,
   * V047, or switched off): their presses are no longer held, and one already held is let through
   * to the page as it is, for the original's handlers or the browser.
   */
  withdraw(owners: readonly string[]): void;
  /**
   * The runtime, just before a widget reads its mount point: a checkbox or radio the shopper ticked
   * while it waited is put back, so the widget starts from the page as printed and the replayed
   * tick is a change it hears (else it would read the tick as the page's own state and never send it).
   */
  rewind(host: Element): void;
  /** Takes the contract off the page (tests). */
  dispose(): void;
}

export interface EarlyOptions {
  /** Whether an event is the shopper's own (a changed form drops a held press); tests may widen it. */
  shopperEvent?: (event: Event) => boolean;
}

const isToggle = (el: Element): el is HTMLInputElement => el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio');

type EarlyWindow = Window & { __vitrinEvents?: EarlyContract };

export function earlyContract(win: Window = window): EarlyContract | undefined {
  return (win as EarlyWindow).__vitrinEvents;
}

/** Elements whose own activation already turns a key into a click (no need to hold the key). */
function clicksOnKey(el: Element, key: string): boolean {
  const tag = el.tagName;
  if (tag === 'BUTTON' || tag === 'SUMMARY' || (tag === 'INPUT' && /^(button|submit|reset|checkbox|radio|image)$/i.test((el as HTMLInputElement).type))) return true;
  return key === 'Enter' && tag === 'A' && el.hasAttribute('href');
}

function entriesOf(form: HTMLFormElement, submitter: HTMLElement | null | undefined): Array<[string, string]> {
  let data: FormData;
  try {
    data = submitter ? new FormData(form, submitter) : new FormData(form);
  } catch {
    data = new FormData(form);
  }
  const entries: Array<[string, string]> = [];
  data.forEach((value, name) => entries.push([name, typeof value === 'string' ? value : value.name]));
  return entries;
}

function describe(el: Element): string {
  const cls = typeof el.className === 'string' && el.className.trim() ? `.${el.className.trim().split(/\s+/).slice(0, 2).join('.')}` : '';
  return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${cls}>`;
}

function say(level: 'warn' | 'error', code: string, held: HeldEvent, message: string, cause?: unknown): void {
  const line = `[vitrin] ${code} ${held.owner}: held ${held.type} ${message} on ${describe(held.control)}`;
  if (cause === undefined) console[level](line);
  else console[level](line, cause);
}

export function installEarlyContract(doc: Document, rules: readonly EarlyRule[], options: EarlyOptions = {}): EarlyContract {
  const shopperEvent = options.shopperEvent ?? ((event: Event) => event.isTrusted);
  const win = (doc.defaultView ?? window) as EarlyWindow;
  const existing = win.__vitrinEvents;
  if (existing) return existing;
  const table: EarlyRule[] = [...rules];
  const held: HeldEvent[] = [];
  const settled: HeldEvent[] = [];
  const behaviours = new Map<string, boolean>();
  let limitMs = DEFAULT_LIMIT_MS;
  let coreFailed = false;
  /** Our own replays and releases pass through untouched. */
  let passing = false;
  let pumpQueued = false;
  let pumped: Promise<void> = Promise.resolve();

  const now = () => (typeof performance === 'undefined' ? Date.now() : performance.now());

  /** 'waiting' holds; 'ready' replays; 'failed' gives the default; 'none' means no one will take it. */
  function stateOf(owner: string, behaviour: boolean, mount: string, control: Element, host: HTMLElement | null): 'waiting' | 'ready' | 'failed' | 'none' {
    if (behaviour) {
      const ok = behaviours.get(owner);
      if (ok === undefined) return coreFailed ? 'failed' : 'waiting';
      return ok ? 'ready' : 'failed';
    }
    const point = host?.isConnected ? host : mount ? (control.closest<HTMLElement>(mount) ?? doc.querySelector<HTMLElement>(mount)) : null;
    if (!point) return 'none';
    const status = point.getAttribute(STATUS_ATTR);
    if (status === 'mounted') return 'ready';
    if (status === 'failed' || coreFailed) return 'failed';
    return 'waiting';
  }

  function hostOf(mount: string, control: Element): HTMLElement | null {
    return mount ? (control.closest<HTMLElement>(mount) ?? doc.querySelector<HTMLElement>(mount)) : null;
  }

  function kindOf(event: Event): CaptureEvent | null {
    if (event.type === 'keydown') {
      const key = (event as KeyboardEvent).key;
      return key === 'Enter' || key === ' ' ? 'key' : null;
    }
    return event.type === 'click' || event.type === 'submit' || event.type === 'change' || event.type === 'input' ? event.type : null;
  }

  function busy(held: HeldEvent, el: HTMLElement, cls: string | undefined): void {
    if (!el.hasAttribute(HELD_ATTR)) {
      el.setAttribute(HELD_ATTR, '');
      held.undoBusy.push(() => el.removeAttribute(HELD_ATTR));
    }
    if (el.getAttribute('aria-busy') !== 'true') {
      el.setAttribute('aria-busy', 'true');
      held.undoBusy.push(() => el.removeAttribute('aria-busy'));
    }
    if (cls && !el.classList.contains(cls)) {
      el.classList.add(cls);
      held.undoBusy.push(() => el.classList.remove(cls));
    }
  }

  function arm(h: HeldEvent): void {
    clearTimeout(h.timer);
    if (!(limitMs > 0)) return;
    h.timer = setTimeout(() => {
      if (h.outcome !== 'held') return;
      release(h, 'its code did not arrive within the chunk wait limit');
      pump();
      // `at` is the held event's timestamp field, not Array#at (the linter cannot tell without types).
      // eslint-disable-next-line es-x/no-array-prototype-at, es-x/no-string-prototype-at
    }, Math.max(0, h.at + limitMs - now()));
  }

  function finish(h: HeldEvent, outcome: Outcome): void {
    h.outcome = outcome;
    clearTimeout(h.timer);
    for (const undo of h.undoBusy.splice(0)) undo();
    const at = held.indexOf(h);
    if (at >= 0) held.splice(at, 1);
    settled.push(h);
  }

  function dispatchAgain(h: HeldEvent): void {
    const on = h.target.isConnected && h.control.contains(h.target) ? h.target : h.control;
    const base = { bubbles: true, cancelable: true, composed: true };
    if (h.type === 'submit') {
      const form = h.control as HTMLFormElement;
      const submitter = h.submitter?.isConnected && form.contains(h.submitter) ? h.submitter : null;
      form.requestSubmit(submitter);
    } else if (h.type === 'click' || (h.type === 'change' && h.rewound)) {
      on.dispatchEvent(new MouseEvent('click', { ...base, view: win, ...h.init }));
    } else if (h.type === 'keydown') {
      on.dispatchEvent(new KeyboardEvent('keydown', { ...base, ...h.init }));
    } else {
      on.dispatchEvent(new Event(h.type, { bubbles: true }));
    }
  }

  /** The browser's own default for a held event: the link followed, the form submitted, the change heard. */
  function giveDefault(h: HeldEvent): void {
    passing = true;
    try {
      if (h.type === 'keydown') {
        // A key on a control that does not click by itself (Space on <a role="button">): press it.
        h.control.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, view: win }));
      } else if (h.type === 'submit') {
        try {
          dispatchAgain(h);
        } catch {
          HTMLFormElement.prototype.submit.call(h.control as HTMLFormElement);
        }
      } else {
        dispatchAgain(h);
      }
    } finally {
      passing = false;
    }
  }

  function release(h: HeldEvent, why: string): void {
    if (h.outcome !== 'held') return;
    if (!h.control.isConnected) {
      finish(h, 'dropped');
      say('warn', EarlyCode.TargetGone, h, `dropped: its control left the page (${why})`);
      return;
    }
    finish(h, 'native');
    say('warn', EarlyCode.GivenDefault, h, `given the browser's default: ${why}`);
    giveDefault(h);
  }

  function replay(h: HeldEvent): void {
    if (h.changedAfter) {
      finish(h, 'dropped');
      say('warn', EarlyCode.FormChanged, h, 'dropped: the form was changed after the press; the shopper presses again on the form as it now is');
      return;
    }
    finish(h, 'replayed');
    passing = true;
    try {
      dispatchAgain(h);
    } catch (error) {
      passing = false;
      h.outcome = 'native';
      say('error', EarlyCode.ReplayThrew, h, "could not be replayed; the browser's default is done instead", error);
      giveDefault(h);
    } finally {
      passing = false;
    }
  }

  function pump(): void {
    for (const h of [...held]) {
      if (h.outcome !== 'held') continue;
      if (!h.control.isConnected) {
        finish(h, 'dropped');
        say('warn', EarlyCode.TargetGone, h, 'dropped: its control left the page (or was replaced) before its code was ready');
        continue;
      }
      const state = stateOf(h.owner, h.behaviour, h.mount, h.control, h.host);
      // In order: a later event waits for an earlier one (a swatch chosen, then the form sent).
      if (state === 'waiting') break;
      if (state === 'ready') replay(h);
      else release(h, state === 'none' ? 'nothing on the page takes it over' : 'its code could not be loaded (V040)');
    }
  }

  function schedulePump(): void {
    if (pumpQueued) return;
    pumpQueued = true;
    // After the mount's own work (a React commit's listeners, a behaviour's install) and the
    // rest of its wave.
    const quiet = contract.whenQuiet?.() ?? Promise.resolve();
    pumped = quiet.then(() => {
      pumpQueued = false;
      pump();
    });
  }

  function markChanged(target: Element): void {
    for (const h of held) if (h.type === 'submit' && h.control.contains(target)) h.changedAfter = true;
  }

  function behindEarlier(control: Element): boolean {
    const scope = control.closest('form, .product');
    return scope !== null && held.some((h) => h.outcome === 'held' && scope.contains(h.control));
  }

  function onEvent(event: Event): void {
    if (passing) return;
    const kind = kindOf(event);
    const target = event.target;
    if (!kind || !(target instanceof Element)) return;
    // Only the shopper's own edits count: widgets set fields too (a variation's id, a swatch's select).
    if ((kind === 'change' || kind === 'input') && shopperEvent(event)) markChanged(target);
    let rule: { owner: string; behaviour: boolean; mount: string; prevent: boolean; busy?: string } | undefined;
    let control: HTMLElement | null = null;
    let host: HTMLElement | null = null;
    const waiting = target.closest<HTMLElement>(`[${HOLD_ATTR}]`);
    if (waiting && (kind === 'click' || kind === 'submit') && waiting.getAttribute(STATUS_ATTR) !== 'mounted') {
      // An interaction-deferred mount point: whatever is pressed in it waits for its code.
      rule = { owner: waiting.getAttribute(HOLD_ATTR) ?? '', behaviour: false, mount: '', prevent: true };
      control = target as HTMLElement;
      host = waiting;
    } else {
      for (const r of table) {
        if (!r.on.includes(kind)) continue;
        // A press is held only where the owner takes its default over; change and input are only heard.
        if (!r.prevent && (kind === 'click' || kind === 'submit' || kind === 'key')) continue;
        const found = target.closest<HTMLElement>(r.selector);
        if (!found) continue;
        if (kind === 'key' && clicksOnKey(found, (event as KeyboardEvent).key)) continue;
        const h = hostOf(r.mount, found);
        const state = stateOf(r.owner, r.behaviour, r.mount, found, h);
        // An owner already there still waits its turn behind what the shopper did first in the
        // same form or product (swatches chosen, then the add pressed): the order is the shopper's.
        if (state !== 'waiting' && !(state === 'ready' && behindEarlier(found))) continue;
        rule = r;
        control = found;
        host = h;
        break;
      }
    }
    if (!rule || !control) return;
    if (kind === 'submit' && held.some((h) => h.type === 'submit' && h.control === control && h.outcome === 'held')) {
      // A second press of a form already on its way: the browser would send it once.
      event.preventDefault();
      event.stopImmediatePropagation();
      return;
    }
    const mouse = event instanceof MouseEvent ? event : null;
    const keyboard = event instanceof KeyboardEvent ? event : null;
    const source = mouse ?? keyboard;
    const h: HeldEvent = {
      type: kind === 'key' ? 'keydown' : kind,
      owner: rule.owner,
      behaviour: rule.behaviour,
      mount: rule.mount,
      host,
      control,
      target,
      prevented: rule.prevent,
      at: now(),
      init: {
        ctrlKey: source?.ctrlKey ?? false,
        shiftKey: source?.shiftKey ?? false,
        altKey: source?.altKey ?? false,
        metaKey: source?.metaKey ?? false,
        ...(mouse ? { clientX: mouse.clientX, clientY: mouse.clientY, screenX: mouse.screenX, screenY: mouse.screenY, button: mouse.button, detail: mouse.detail } : {}),
        ...(keyboard ? { key: keyboard.key, code: keyboard.code } : {}),
      },
      changedAfter: false,
      outcome: 'held',
      undoBusy: [],
    };
    if (kind === 'submit') {
      const submitter = (event as SubmitEvent).submitter;
      h.submitter = submitter instanceof HTMLElement ? submitter : null;
      h.data = entriesOf(control as HTMLFormElement, h.submitter);
    }
    if (rule.prevent) event.preventDefault();
    // Nobody hears it now; everybody hears it once, at the replay (or with the default).
    event.stopImmediatePropagation();
    if (rule.prevent) {
      const shown = kind === 'submit' ? (h.submitter ?? control.querySelector<HTMLElement>('[type="submit"]') ?? control) : control;
      busy(h, shown, rule.busy);
    }
    held.push(h);
    arm(h);
    contract.onHold?.(h);
  }

  const contract: EarlyContract = {
    held,
    settled,
    behaviour(name, ok) {
      behaviours.set(name, ok);
      schedulePump();
    },
    pump: schedulePump,
    whenReplayed: () => pumped,
    setLimit(ms) {
      limitMs = ms;
      for (const h of held) arm(h);
    },
    releaseAll() {
      coreFailed = true;
      for (const h of [...held]) release(h, 'Vitrin could not load');
    },
    onHold: undefined,
    whenQuiet: undefined,
    dispose: () => undefined,
    rewind(host) {
      for (const h of held) {
        if (h.type !== 'change' || h.rewound || !host.contains(h.control) || !isToggle(h.control)) continue;
        h.rewound = true;
        // A radio's former choice is not known any more: none is checked until the replay ticks this one.
        h.control.checked = h.control.type === 'checkbox' ? !h.control.checked : false;
      }
    },
    addRules(more) {
      for (const r of more) {
        if (!table.some((t) => t.owner === r.owner && t.selector === r.selector)) table.push(r);
      }
    },
    withdraw(owners) {
      if (owners.length === 0) return;
      const gone = new Set(owners);
      const kept = table.filter((r) => !gone.has(r.owner));
      table.splice(0, table.length, ...kept);
      for (const h of [...held]) if (gone.has(h.owner)) release(h, 'its family is left to the original front end');
      schedulePump();
    },
  };
  const types = ['click', 'submit', 'change', 'input', 'keydown'];
  contract.dispose = () => {
    for (const type of types) doc.removeEventListener(type, onEvent, true);
    for (const h of held.splice(0)) clearTimeout(h.timer);
    if (win.__vitrinEvents === contract) delete win.__vitrinEvents;
  };
  for (const type of types) doc.addEventListener(type, onEvent, true);
  win.__vitrinEvents = contract;
  return contract;
}
