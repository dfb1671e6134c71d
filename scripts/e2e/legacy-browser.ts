// An init script that makes today's Chromium look like a browser at our support floor (README
// "Supported browsers": Chrome 91, Firefox 91, Safari 15): what the floor lacks is removed before any
// page script runs. `:has()` in a selector throws as an old parser does, CSS.supports says no to it,
// and the newer APIs are gone. Playwright's own selector engine runs in its utility world, so the
// test's locators are unaffected; only the page's scripts (Vitrin) see the older browser.

/** Runs in the page before its scripts (page.addInitScript). Kept self-contained: it is serialised. */
export function removePostFloorFeatures(): void {
  const HAS = /:has\(/i;
  const refuse = (selector: unknown): void => {
    if (HAS.test(String(selector))) throw new DOMException(`Failed to execute on selector: '${String(selector)}' is not a valid selector.`, 'SyntaxError');
  };
  type Method = (this: unknown, ...args: unknown[]) => unknown;
  const wrap = (proto: object, name: string): void => {
    const original = (proto as Record<string, unknown>)[name];
    if (typeof original !== 'function') return;
    const fn = original as Method;
    Object.defineProperty(proto, name, {
      configurable: true,
      writable: true,
      value: function (this: unknown, ...args: unknown[]) {
        refuse(args[0]);
        return fn.apply(this, args);
      },
    });
  };
  for (const proto of [Element.prototype, Document.prototype, DocumentFragment.prototype]) {
    wrap(proto, 'querySelector');
    wrap(proto, 'querySelectorAll');
  }
  for (const name of ['matches', 'closest', 'webkitMatchesSelector']) wrap(Element.prototype, name);

  const supports = CSS.supports.bind(CSS) as (...args: string[]) => boolean;
  Object.defineProperty(CSS, 'supports', {
    configurable: true,
    writable: true,
    value: (...args: string[]) => (args.some((a) => HAS.test(a)) ? false : supports(...args)),
  });

  const remove = (target: object, name: string): void => {
    // Own property on the prototype (or the global) that declares it.
    for (let o: object | null = target; o; o = Object.getPrototypeOf(o) as object | null) {
      if (Object.prototype.hasOwnProperty.call(o, name)) {
        delete (o as Record<string, unknown>)[name];
        return;
      }
    }
  };
  // Chrome 102 / Safari 15.5 / Firefox 112.
  remove(HTMLElement.prototype, 'inert');
  // Constructable stylesheets: Safari 16.4, Firefox 101.
  remove(Document.prototype, 'adoptedStyleSheets');
  remove(ShadowRoot.prototype, 'adoptedStyleSheets');
  // ES2022+ built-ins: Chrome 92-98, Safari 15.4-16.
  remove(Array.prototype, 'at');
  remove(String.prototype, 'at');
  remove(Array.prototype, 'findLast');
  remove(Array.prototype, 'findLastIndex');
  remove(Array.prototype, 'toSorted');
  remove(Array.prototype, 'toReversed');
  remove(Object, 'hasOwn');
  remove(window, 'structuredClone');
  remove(Promise, 'withResolvers');
  remove(AbortSignal, 'any');
  remove(AbortSignal, 'timeout');
  // Never in Safari; scheduler.yield is Chrome 129.
  remove(window, 'requestIdleCallback');
  remove(window, 'cancelIdleCallback');
  remove(window, 'scheduler');
  (window as unknown as { __vitrinLegacy: boolean }).__vitrinLegacy = true;
}
