// The widget shape every folder in widgets/ fills in.
import type { ComponentType } from 'react';
import type { PageSettings } from '../host/settings';

export type Defer = 'eager' | 'idle' | 'visible' | 'interaction';
export const DEFERS: readonly Defer[] = ['eager', 'idle', 'visible', 'interaction'];

/** A zod (mini or full) schema: all the runtime needs is safeParse. */
export interface PropsSchema<P> {
  safeParse(input: unknown): { success: true; data: P } | { success: false; error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } };
}

export interface MountContext {
  element: HTMLElement;
  settings: PageSettings;
  /** Aborted when the mount point is unmounted: pass it to requests and listeners. */
  signal: AbortSignal;
}

/** Turns markup a plugin's PHP prints into the widget's raw props (validated afterwards). */
export interface MarkupReader {
  selector: string;
  read(element: HTMLElement, settings: PageSettings): unknown;
}

interface WidgetBase<P> {
  name: string;
  schema: PropsSchema<P>;
  /** When to mount by default; a mount point's data-vitrin-defer wins. */
  defer?: Defer;
  /** Drop-in mode: the plugin markup this widget takes over, besides [data-vitrin="name"]. */
  markup?: MarkupReader[];
}

export interface ViewProps<P> {
  props: P;
  element: HTMLElement;
  settings: PageSettings;
  signal: AbortSignal;
}

/** A widget with UI: one React root per mount point. */
export interface RootWidget<P> extends WidgetBase<P> {
  kind: 'root';
  View: ComponentType<ViewProps<P>>;
  /** Render inside a shadow root (floating widgets), with this CSS adopted into it. */
  shadowCss?: string;
  /**
   * The View reproduces the mount point's server markup exactly (same elements, attributes and
   * text): React adopts the server's nodes (`hydrateRoot`) instead of replacing them, so nothing is
   * rebuilt, images are not reloaded and the first paint is the server's. Otherwise the root is
   * created and committed in the same task as the server markup is taken out (`flushSync`).
   */
  hydrate?: boolean;
}

/** A behaviour on server markup with no UI of its own: no React root, just a setup that returns a teardown. */
export interface EnhanceWidget<P> extends WidgetBase<P> {
  kind: 'enhance';
  enhance(props: P, ctx: MountContext): (() => void) | void;
}

export type Widget<P = unknown> = RootWidget<P> | EnhanceWidget<P>;

/** Page-level delegated listeners (one for all buttons of a kind), installed once at boot. */
export interface Behaviour {
  name: string;
  install(settings: PageSettings): () => void;
}

// Widgets are stored type-erased: the runtime validates props with the widget's own schema
// before handing them back to that same widget, so P is consistent within each definition.
export type AnyWidget = Widget<unknown>;

/** The events the loader's early event contract can hold; `key` is Enter or Space pressed on the control. */
export type CaptureEvent = 'click' | 'submit' | 'change' | 'input' | 'key';

/**
 * A control whose first use must not be lost while its widget's or behaviour's code is on its way
 * (the early event contract, src/runtime/early.ts): the build copies these into the loader, which
 * holds a matching event until the owner is ready and the runtime replays it once, in order.
 */
export interface Capture {
  /** The control, found with closest() from the event's target (for `submit`, the form). */
  selector: string;
  on: readonly CaptureEvent[];
  /**
   * The owner takes the action's default over (link, form post): a held click, submit or key is
   * prevented. Without it only `change` and `input` are held (heard, never prevented).
   */
  prevent?: boolean;
  /** A class the control wears while held, besides aria-busy (Woodmart's `loading` spinner). */
  busy?: string;
  /**
   * Held only behind an earlier held press in the same form or product, whether or not its owner is
   * ready: the add button's click after swatches still waiting for their code, which the variation
   * form would otherwise turn away as "choose an option" before the swatches' replay chose one.
   */
  behind?: boolean;
}

/**
 * What the core keeps of a widget whose code lives in its own chunk: enough to find and schedule
 * it. `selectors` are the plugin markup it takes over (besides [data-vitrin="name"]); they must be
 * the widget's own `markup` selectors (a unit test holds the two together).
 */
export interface WidgetEntry {
  kind: 'widget';
  name: string;
  selectors: readonly string[];
  defer?: Defer;
  /**
   * A check in code after the selector matched, for what a selector may not say portably (the
   * shared scan never uses `:has()`): false leaves the element alone and the chunk unloaded.
   */
  accepts?: (element: HTMLElement) => boolean;
  /** Controls the loader holds for this widget until it is mounted. */
  capture?: readonly Capture[];
  /**
   * false: an interaction-deferred mount point's presses are not held until it is mounted, because
   * they are another code's, already running (the listing grid's behaviour loads the next page on its
   * more button's press; the button's root only draws). Holding them would make that press wait for
   * React. Default: held and replayed once mounted.
   */
  hold?: boolean;
  /**
   * Interaction deferral: controls elsewhere on the page whose touch (pointer, focus, key) wakes
   * this widget, besides its `capture` controls and the mount point itself (the add buttons after
   * which a closed cart panel opens).
   */
  wake?: readonly string[];
  /**
   * Its widget draws React UI (a root): React's chunk is fetched beside the widget's own instead of
   * after it arrives, one round trip fewer where a root mounts at load (issue 24).
   */
  react?: boolean;
  load(): Promise<AnyWidget>;
}

/**
 * A page behaviour whose code lives in its own chunk: loaded and installed once, when its first
 * target is on the page (no selectors: at boot, on every page).
 */
export interface BehaviourEntry {
  kind: 'behaviour';
  name: string;
  selectors: readonly string[];
  /** Checked once at boot: false leaves the behaviour out on this page (e.g. a jQuery bridge without jQuery). */
  requires?: () => boolean;
  /** Controls the loader holds for this behaviour until it is installed. */
  capture?: readonly Capture[];
  /**
   * Targets whose presence alone does not need the code: it loads on the first touch (pointer,
   * focus, key, click) of one, or with a press held for it, whichever comes first; the loader holds
   * that press meanwhile (`capture`). A page whose add buttons are never touched downloads no
   * add-to-cart code (issue 36). Targets in `selectors` still load it at once.
   */
  touch?: readonly string[];
  load(): Promise<Behaviour>;
}

export type RegistryEntry = WidgetEntry | BehaviourEntry;

export function lazyWidget(entry: Omit<WidgetEntry, 'kind'>): WidgetEntry {
  return { kind: 'widget', ...entry };
}

export function lazyBehaviour(entry: Omit<BehaviourEntry, 'kind'>): BehaviourEntry {
  return { kind: 'behaviour', ...entry };
}

export function defineWidget<P>(widget: Widget<P>): AnyWidget {
  return widget as unknown as AnyWidget;
}

export function defineBehaviour(behaviour: Behaviour): Behaviour {
  return behaviour;
}
