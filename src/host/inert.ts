// `inert` with a fallback. Chrome before 102, Safari before 15.5 and Firefox before 112 ignore the
// attribute: a closed off-canvas panel stays in Tab order and the page behind a modal stays
// reachable. There, what inert would do is done by hand: the subtree is hidden from assistive
// technology (aria-hidden) and its focusable elements leave the Tab order (tabindex=-1), both put
// back exactly on release. Modal panels keep focus inside with their own Tab trap; `guardFocus`
// adds the pull-back for focus that lands behind them some other way (a click, a script).

const FOCUSABLE =
  'a[href], area[href], button, input:not([type="hidden"]), select, textarea, summary, iframe, object, embed, audio[controls], video[controls], [tabindex], [contenteditable="true"]';

interface Saved {
  ariaHidden: string | null;
  tabindexes: Array<[HTMLElement, string | null]>;
}
const saved = new WeakMap<Element, Saved>();

/** Whether this browser implements `inert` (checked each time: cheap, and tests may change it). */
export function inertSupported(): boolean {
  return typeof HTMLElement !== 'undefined' && 'inert' in HTMLElement.prototype;
}

/** Makes `el` inert (the attribute, plus the fallback where the browser ignores it). */
export function makeInert(el: Element): void {
  el.setAttribute('inert', '');
  if (inertSupported() || saved.has(el)) return;
  const tabindexes: Saved['tabindexes'] = [];
  const candidates = el instanceof HTMLElement && el.matches(FOCUSABLE) ? [el, ...el.querySelectorAll<HTMLElement>(FOCUSABLE)] : Array.from(el.querySelectorAll<HTMLElement>(FOCUSABLE));
  for (const node of candidates) {
    tabindexes.push([node, node.getAttribute('tabindex')]);
    node.setAttribute('tabindex', '-1');
  }
  saved.set(el, { ariaHidden: el.getAttribute('aria-hidden'), tabindexes });
  el.setAttribute('aria-hidden', 'true');
}

/** Undoes makeInert: the attribute, and what the fallback changed, as it was. */
export function releaseInert(el: Element): void {
  el.removeAttribute('inert');
  const before = saved.get(el);
  if (!before) return;
  saved.delete(el);
  if (before.ariaHidden === null) el.removeAttribute('aria-hidden');
  else el.setAttribute('aria-hidden', before.ariaHidden);
  for (const [node, tabindex] of before.tabindexes) {
    if (tabindex === null) node.removeAttribute('tabindex');
    else node.setAttribute('tabindex', tabindex);
  }
}

/** `makeInert` or `releaseInert`. */
export function setInert(el: Element, inert: boolean): void {
  if (inert) makeInert(el);
  else releaseInert(el);
}

/**
 * Where `inert` is missing, focus that lands outside `panel` (and `keep`) while it is open is moved
 * back to it. Returns the undo (nothing to undo where inert works).
 */
export function guardFocus(panel: HTMLElement, keep: readonly Element[] = []): () => void {
  if (inertSupported()) return () => undefined;
  const doc = panel.ownerDocument;
  const onFocusin = (event: FocusEvent) => {
    const target = event.target;
    if (!(target instanceof Node) || panel.contains(target) || keep.some((k) => k.contains(target))) return;
    panel.focus({ preventScroll: true });
  };
  doc.addEventListener('focusin', onFocusin);
  return () => doc.removeEventListener('focusin', onFocusin);
}
