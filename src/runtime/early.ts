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
import type { CaptureEvent } from './types';
import { DEFAULT_LIMIT_MS, EarlyCode, HELD_ATTR, STATUS_ATTR, type EarlyContract, type EarlyOptions, type EarlyWindow, type HeldEvent, type Outcome } from './early-types';
import { clicksOnKey, entriesOf, isToggle, say } from './early-dom';

export { HOLD_ATTR };
export { EarlyCode, HELD_ATTR, STATUS_ATTR, type EarlyContract, type EarlyOptions, type HeldEvent, type Outcome } from './early-types';

export function earlyContract(win: Window = window): EarlyContract | undefined {
  return (win as EarlyWindow).__vitrinEvents;
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
    for (const h of held) {
      // A held submit, or a held press of a form's submit button (the add button waiting behind
      // held swatches): either would send the form as the shopper has since changed it.
      const form = h.type === 'submit' ? h.control : h.type === 'click' ? submitsForm(h.control) : null;
      // Inside the form, or joined to it by a form="…" attribute.
      if (form && (form.contains(target) || (target as HTMLInputElement).form === form)) h.changedAfter = true;
    }
  }

  /** The form a button submits when pressed, or null (not a submit button). */
  function submitsForm(control: Element): HTMLFormElement | null {
    return control instanceof HTMLButtonElement || control instanceof HTMLInputElement ? (control.type === 'submit' || control.type === 'image' ? control.form : null) : null;
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
    let rule: { owner: string; behaviour: boolean; mount: string; prevent: boolean; busy?: string; behind?: boolean } | undefined;
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
        if (r.behind) {
          // Only ever held behind an earlier press; alone it goes its own way (the form's submit).
          if (!behindEarlier(found)) continue;
        } else {
          const state = stateOf(r.owner, r.behaviour, r.mount, found, h);
          // An owner already there still waits its turn behind what the shopper did first in the
          // same form or product (swatches chosen, then the add pressed): the order is the shopper's.
          if (state !== 'waiting' && !(state === 'ready' && behindEarlier(found))) continue;
        }
        rule = r;
        control = found;
        host = h;
        break;
      }
    }
    if (!rule || !control) return;
    const form = kind === 'submit' ? control : rule.behind ? control.closest('form') : null;
    // A press held before an edit of its form is stale (dropped at replay): a new press replaces it.
    const again = (h: HeldEvent) => h.outcome === 'held' && !h.changedAfter && ((h.type === 'submit' && h.control === form) || (rule.behind === true && h.control === control));
    if (form && held.some(again)) {
      // A second press of a form already on its way (or of its button already waiting): the
      // browser would send it once.
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
    rules: table,
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
