// Test support (never imported by the bundle): a jQuery stand-in for tests that play "another
// plugin on the page". It copies the parts of jQuery 3's event system that matter to Vitrin:
// `.on()` binds a real native listener per element and event name (so a native dispatch of the
// same name reaches jQuery handlers, with `originalEvent` set), `.trigger()` calls handlers
// directly along the ancestor path with extra arguments, and a native dispatch is ignored while
// `$.event.triggered` names it (jQuery's own re-entry guard).
export interface FakeJQueryCall {
  name: string;
  args: unknown[];
}

export interface FakeJQueryEvent {
  type: string;
  originalEvent?: Event;
}

type Handler = (event: FakeJQueryEvent, ...args: unknown[]) => unknown;

interface FakeJQuery {
  (target: unknown): unknown;
  event: { triggered: string | undefined };
}

function isEventTarget(value: unknown): value is EventTarget {
  // Duck-typed: the test DOM's EventTarget is not the global one.
  return typeof value === 'object' && value !== null && typeof (value as EventTarget).addEventListener === 'function';
}

/** Installs window.jQuery: on/off/trigger/triggerHandler on any target, wrapping elements as [el]. */
export function installFakeJQuery(): { calls: FakeJQueryCall[]; handled: FakeJQueryCall[]; uninstall(): void } {
  const handlers = new Map<unknown, Map<string, Set<Handler>>>();
  const calls: FakeJQueryCall[] = [];
  /** Every handler invocation, whichever way it was reached. */
  const handled: FakeJQueryCall[] = [];
  const natives: Array<() => void> = [];
  const of = (target: unknown, name: string) => {
    let byName = handlers.get(target);
    if (!byName) handlers.set(target, (byName = new Map()));
    let set = byName.get(name);
    if (!set) {
      byName.set(name, (set = new Set()));
      const bound = set;
      if (isEventTarget(target)) {
        const native = (event: Event) => {
          if ($.event.triggered === event.type) return;
          for (const h of [...bound]) run(h, { type: event.type, originalEvent: event }, []);
        };
        target.addEventListener(name, native);
        natives.push(() => target.removeEventListener(name, native));
      }
    }
    return set;
  };
  const run = (h: Handler, event: FakeJQueryEvent, args: unknown[]) => {
    handled.push({ name: event.type, args });
    return h(event, ...args);
  };
  const $ = ((target: unknown) => {
    const wrapped = {
      0: target,
      length: 1,
      on(name: string, handler: Handler) {
        for (const n of name.split(' ')) of(target, n).add(handler);
        return wrapped;
      },
      off(name: string, handler: Handler) {
        for (const n of name.split(' ')) of(target, n).delete(handler);
        return wrapped;
      },
      trigger(name: string, args: unknown[] = []) {
        calls.push({ name, args });
        // Bubble like jQuery: the target, then its ancestors, then document.
        let node: unknown = target;
        while (node) {
          for (const h of [...of(node, name)]) run(h, { type: name }, args);
          node = node instanceof Node ? (node.parentNode ?? null) : null;
        }
        return wrapped;
      },
      triggerHandler(name: string, args: unknown[] = []) {
        let result: unknown;
        for (const h of [...of(target, name)]) result = run(h, { type: name }, args);
        return result;
      },
    };
    return wrapped;
  }) as FakeJQuery;
  $.event = { triggered: undefined };
  (window as unknown as { jQuery?: unknown }).jQuery = $;
  return {
    calls,
    handled,
    uninstall() {
      for (const off of natives.splice(0)) off();
      delete (window as unknown as { jQuery?: unknown }).jQuery;
    },
  };
}
