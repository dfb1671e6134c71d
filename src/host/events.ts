// The page's event world, both halves: WooCommerce and friends speak jQuery events on
// document.body; modern code (and block themes) speak native CustomEvents. Vitrin emits to both
// and hears both, without hearing its own echo.

/** The slice of jQuery we touch. jQuery is optional: a page without it still gets native events. */
export interface JQueryCollection {
  trigger(name: string, args?: unknown[]): unknown;
  triggerHandler(name: string, args?: unknown[]): unknown;
  on(name: string, handler: (event: unknown, ...args: unknown[]) => void): unknown;
  off(name: string, handler: (event: unknown, ...args: unknown[]) => void): unknown;
}
export interface JQueryStatic {
  (target: unknown): JQueryCollection;
  /** jQuery's re-entry guard: while `triggered` names an event, jQuery ignores its native dispatch. */
  event?: { triggered?: string | undefined };
}

export function jquery(): JQueryStatic | undefined {
  const candidate = (window as unknown as { jQuery?: unknown }).jQuery;
  return typeof candidate === 'function' ? (candidate as JQueryStatic) : undefined;
}

export interface HostEvent {
  /** Native CustomEvent detail, or for a jQuery event the extra arguments as an array. */
  detail: unknown;
  /** Extra arguments of a jQuery event ([] for native). */
  args: unknown[];
  source: 'native' | 'jquery';
}

const ownNative = new WeakSet<Event>();
const emittingJquery = new Set<string>();

export interface EmitOptions {
  detail?: unknown;
  /** Arguments for jQuery handlers, built with the page's jQuery (e.g. to wrap a button as $button). */
  jqueryArgs?: ($: JQueryStatic) => unknown[];
  target?: EventTarget;
  /** Skip the jQuery half, for events WooCommerce only ever fires natively. */
  nativeOnly?: boolean;
}

/** Fires `name` as a jQuery event on document.body (when jQuery is present) and as a native CustomEvent. */
export function emit(name: string, options: EmitOptions = {}): void {
  const target = options.target ?? document.body;
  const $ = options.nativeOnly ? undefined : jquery();
  if ($) {
    emittingJquery.add(name);
    try {
      $(target).trigger(name, options.jqueryArgs ? options.jqueryArgs($) : []);
    } catch (error) {
      // A third-party handler's exception must not break our flow.
      console.error(`[vitrin] a "${name}" jQuery handler threw`, error);
    } finally {
      emittingJquery.delete(name);
    }
  }
  dispatchNative(name, target, { detail: options.detail, bubbles: true });
}

/**
 * jQuery's `.on()` binds a native listener too, so a native event of the same name would reach
 * every jQuery handler a second time, without its arguments. jQuery ignores a native dispatch while
 * `jQuery.event.triggered` names it (how it guards its own `.trigger()`), so we say so meanwhile.
 */
function dispatchNative(name: string, target: EventTarget, init: CustomEventInit): CustomEvent {
  const event = new CustomEvent(name, init);
  ownNative.add(event);
  const guard = jquery()?.event;
  const previous = guard?.triggered;
  if (guard) guard.triggered = name;
  try {
    target.dispatchEvent(event);
  } finally {
    if (guard) guard.triggered = previous;
  }
  return event;
}

/**
 * Asks the page whether to go on: a jQuery `triggerHandler` returning false or a native listener
 * calling preventDefault() vetoes (WooCommerce's `should_send_ajax_request.adding_to_cart`).
 */
export function vetoed(name: string, options: EmitOptions = {}): boolean {
  const target = options.target ?? document.body;
  const $ = jquery();
  if ($) {
    try {
      if ($(target).triggerHandler(name, options.jqueryArgs ? options.jqueryArgs($) : []) === false) return true;
    } catch (error) {
      console.error(`[vitrin] a "${name}" jQuery handler threw`, error);
    }
  }
  return dispatchNative(name, target, { detail: options.detail, bubbles: true, cancelable: true }).defaultPrevented;
}

/** Hears `name` from other scripts, in either world; our own emits are not echoed back. */
export function listen(name: string, handler: (event: HostEvent) => void, target: EventTarget = document.body): () => void {
  const onNative = (event: Event) => {
    if (ownNative.has(event)) return;
    handler({ detail: event instanceof CustomEvent ? event.detail : undefined, args: [], source: 'native' });
  };
  target.addEventListener(name, onNative);
  const $ = jquery();
  const onJquery = (event: unknown, ...args: unknown[]) => {
    if (emittingJquery.has(name)) return;
    // A native event also reaches jQuery handlers (with originalEvent); onNative has it already.
    if (typeof event === 'object' && event !== null && 'originalEvent' in event && event.originalEvent) return;
    handler({ detail: args, args, source: 'jquery' });
  };
  $?.(target).on(name, onJquery);
  return () => {
    target.removeEventListener(name, onNative);
    $?.(target).off(name, onJquery);
  };
}
