// Focus plumbing for panels, dialogs and popups on theme markup: which elements Tab visits inside a
// container, a Tab step that wraps at both ends, and a focus move that waits for the container to
// be shown. Theme CSS decides what can really take focus, so every move is checked, never assumed.

import { guardFocus, makeInert, releaseInert } from './inert';

const CANDIDATES =
  'a[href], area[href], button, input:not([type="hidden"]), select, textarea, summary, iframe, [tabindex], [contenteditable="true"]';

/**
 * The elements Tab would visit inside `container`, in document order: candidates that are not
 * disabled, not tabindex=-1, not inside [inert] or aria-hidden="true".
 */
export function tabbables(container: HTMLElement): HTMLElement[] {
  const view = container.ownerDocument.defaultView;
  return Array.from(container.querySelectorAll<HTMLElement>(CANDIDATES)).filter((el) => {
    if (el.tabIndex < 0 || el.getAttribute('tabindex') === '-1' || el.matches(':disabled') || el.closest('[inert], [hidden], [aria-hidden="true"]')) return false;
    // A radio group with a checked radio is one stop, that radio, as the browser makes it (the
    // arrows move inside): a dialog's trap visited every wishlist of the group popup, every option.
    if (el instanceof HTMLInputElement && el.type === 'radio' && !el.checked && el.name && container.querySelector(`input[type="radio"][name="${CSS.escape(el.name)}"]:checked`)) return false;
    // An unselected tab panel or a folded sub-menu is display:none: its links are out of Tab order.
    for (let node: HTMLElement | null = el; node && node !== container; node = node.parentElement) {
      if (view?.getComputedStyle(node).display === 'none') return false;
    }
    return true;
  });
}

/**
 * Everything outside `panel` (and the elements in `keep`) made inert while a modal panel is open:
 * screen readers and the pointer cannot reach the page behind. Works for a panel at every depth (the
 * siblings of each of its ancestors). Returns the undo.
 */
export function inertBehind(panel: HTMLElement, keep: readonly Element[] = []): () => void {
  const body = panel.ownerDocument.body;
  const unguard = guardFocus(panel, keep);
  const changed: Element[] = [];
  for (let node: Element = panel; node !== body && node.parentElement; node = node.parentElement) {
    for (const sibling of Array.from(node.parentElement.children)) {
      if (sibling === node || sibling.hasAttribute('inert')) continue;
      if (keep.some((k) => sibling === k || sibling.contains(k))) continue;
      if (sibling.tagName === 'SCRIPT' || sibling.tagName === 'TEMPLATE' || sibling.tagName === 'STYLE') continue;
      makeInert(sibling);
      changed.push(sibling);
    }
  }
  return () => {
    unguard();
    changed.forEach(releaseInert);
  };
}

/** Focuses `el` and reports whether it took focus (hidden, display: contents … silently refuse). */
export function tryFocus(el: HTMLElement, preventScroll = false): boolean {
  el.focus({ preventScroll });
  return el.ownerDocument.activeElement === el;
}

/**
 * One Tab (or Shift+Tab) step inside `container`, wrapping at both ends. Elements that refuse focus
 * are skipped, so one unfocusable candidate can never hold focus in place. Returns the element
 * focused, or null when nothing inside could take focus (the container itself then takes it).
 */
export function stepFocus(container: HTMLElement, backwards: boolean): HTMLElement | null {
  const list = tabbables(container);
  const active = container.ownerDocument.activeElement;
  let index = active instanceof HTMLElement ? list.indexOf(active) : -1;
  for (let tries = 0; tries < list.length; tries++) {
    index = nextIndex(list.length, index, backwards);
    const candidate = list[index];
    if (candidate && tryFocus(candidate)) return candidate;
  }
  container.focus({ preventScroll: true });
  return null;
}

/**
 * Index to visit after `current` among `count` items: wraps at both ends; from outside the list
 * (-1) Tab starts at the first and Shift+Tab at the last; -1 when the list is empty.
 */
export function nextIndex(count: number, current: number, backwards: boolean): number {
  if (count === 0) return -1;
  if (current < 0) return backwards ? count - 1 : 0;
  if (backwards) return current === 0 ? count - 1 : current - 1;
  return current === count - 1 ? 0 : current + 1;
}

const SHOW_WAIT_FRAMES = 30;

/**
 * Moves focus to `target` as soon as it can take it. A panel that has just been opened may still be
 * `visibility: hidden` for the first frame of its CSS transition, and then focus() does nothing; so
 * this retries on the next animation frames (about half a second at most) until focus lands, or
 * `signal` aborts, or `stillWanted()` says the panel closed meanwhile.
 */
export function focusWhenShown(target: HTMLElement, stillWanted: () => boolean, signal?: AbortSignal): void {
  if (tryFocus(target, true)) return;
  const win = target.ownerDocument.defaultView;
  if (!win) return;
  let frames = 0;
  // Each try once a frame is painted, not among its animation callbacks: focus() updates the style
  // there, which held back the frame that shows the opening press (issue 34: the cart panel's INP).
  const next = () => win.requestAnimationFrame(() => win.setTimeout(retry, 0));
  const retry = () => {
    if (signal?.aborted || !stillWanted() || !target.isConnected) return;
    if (tryFocus(target, true) || ++frames >= SHOW_WAIT_FRAMES) return;
    next();
  };
  next();
}

/** Focus was inside `element` and went nowhere (its node was removed by a re-render). */
export function focusLost(element: HTMLElement): boolean {
  const active = element.ownerDocument.activeElement;
  return !element.contains(active) && (active === null || active === element.ownerDocument.body);
}
