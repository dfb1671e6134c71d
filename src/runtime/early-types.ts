// The early event contract's vocabulary (./early.ts): codes, the held event record, the contract
// the runtime and the loader talk to. Bundled into the loader too: types and constants only.
import type { EarlyRule } from './early-rules';
import type { AnyWidget, Behaviour, BehaviourEntry, WidgetEntry } from './types';

export const STATUS_ATTR = 'data-vitrin-status';
/** The control of a held event wears it (with aria-busy) until the event is settled. */
export const HELD_ATTR = 'data-vitrin-held';
/** The spec's chunk limit (§9), used until the core has read the page's own (`waits.chunk`). */
export const DEFAULT_LIMIT_MS = 120_000;

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
  /** The table: the loader's (built from the registry), plus the runtime's additions. */
  readonly rules: readonly EarlyRule[];
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
   * The registry lines the runtime registers, for a contract without the loader's table (only the
   * one the core installs itself has it: early-loaderless.ts).
   */
  addEntries?: (widgets: readonly (AnyWidget | WidgetEntry)[], behaviours: readonly (Behaviour | BehaviourEntry)[]) => void;
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


export type EarlyWindow = Window & { __vitrinEvents?: EarlyContract };

