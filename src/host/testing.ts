// Test support (never imported by the bundle): a jQuery stand-in with the four methods Vitrin's
// event bridge uses, bubbling like jQuery, so tests can play "another plugin on the page".
export interface FakeJQueryCall {
  name: string;
  args: unknown[];
}

type Handler = (event: { type: string }, ...args: unknown[]) => unknown;

/** Installs window.jQuery: on/off/trigger/triggerHandler on any target, wrapping elements as [el]. */
export function installFakeJQuery(): { calls: FakeJQueryCall[]; uninstall(): void } {
  const handlers = new Map<unknown, Map<string, Set<Handler>>>();
  const calls: FakeJQueryCall[] = [];
  const of = (target: unknown, name: string) => {
    let byName = handlers.get(target);
    if (!byName) handlers.set(target, (byName = new Map()));
    let set = byName.get(name);
    if (!set) byName.set(name, (set = new Set()));
    return set;
  };
  const $ = (target: unknown) => {
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
          for (const h of [...of(node, name)]) h({ type: name }, ...args);
          node = node instanceof Node ? (node.parentNode ?? null) : null;
        }
        return wrapped;
      },
      triggerHandler(name: string, args: unknown[] = []) {
        let result: unknown;
        for (const h of [...of(target, name)]) result = h({ type: name }, ...args);
        return result;
      },
    };
    return wrapped;
  };
  (window as unknown as { jQuery?: unknown }).jQuery = $;
  return {
    calls,
    uninstall() {
      delete (window as unknown as { jQuery?: unknown }).jQuery;
    },
  };
}

