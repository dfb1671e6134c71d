// Bridges for the jQuery APIs a replaced script defined and the scripts that stay still call
// (`jQuery.scroll_to_notices`, `jQuery.fn.wc_variation_form`, …). Each family provides its own
// names through `provide`; this file only holds the rules every bridge follows:
// - no jQuery on the page: nothing is defined;
// - the original wins: a name already defined (the site kept that script) is left alone, and an
//   original that loads after Vitrin simply overwrites the bridge;
// - uninstalling removes only what Vitrin defined and still owns.
import { jquery, type JQueryStatic } from './events';

/** jQuery as the bridges see it: the function itself (statics) and its prototype (`$.fn`). */
export interface JQueryWithFn extends JQueryStatic {
  fn: Record<string, unknown>;
}

/** The elements of a jQuery collection (`this` inside a `$.fn` plugin). */
export type JQueryThis = ArrayLike<unknown>;

const BRIDGE = Symbol.for('vitrin.jquery-bridge');

function withFn(candidate: JQueryStatic | undefined): JQueryWithFn | undefined {
  if (!candidate) return undefined;
  const fn: unknown = (candidate as unknown as { fn?: unknown }).fn;
  return fn !== null && typeof fn === 'object' ? (candidate as JQueryWithFn) : undefined;
}

/** The page's jQuery with its `fn`, or undefined (no jQuery, or something that only looks like it). */
export function pageJQuery(): JQueryWithFn | undefined {
  return withFn(jquery());
}

/** True when `value` is a function a Vitrin bridge defined. */
export function isBridge(value: unknown): boolean {
  return typeof value === 'function' && (value as unknown as Record<symbol, unknown>)[BRIDGE] === true;
}

/**
 * Defines `owner[name] = impl` unless something else already defined it. Returns the undo: it
 * removes the bridge only while the bridge is still what `owner[name]` holds.
 */
export function provide(owner: Record<string, unknown>, name: string, impl: (...args: never[]) => unknown): () => void {
  const current = owner[name];
  if (current !== undefined && !isBridge(current)) return () => undefined;
  Object.defineProperty(impl, BRIDGE, { value: true });
  owner[name] = impl;
  return () => {
    if (owner[name] === impl) delete owner[name];
  };
}

/** The Elements of a jQuery collection (skips text nodes, window and document). */
export function elementsOf(collection: JQueryThis): Element[] {
  const out: Element[] = [];
  for (let i = 0; i < collection.length; i++) {
    const item = collection[i];
    if (item instanceof Element) out.push(item);
  }
  return out;
}
