// Modal plumbing shared by popups and the lightbox: the stack of open modals (only the top one
// hears Escape and Tab), focus trapping that visits each focusable once and wraps, and `inert` on
// everything outside the top modal (restoring only what we set; by hand where inert is missing).
import { makeInert, releaseInert } from '../../src/host/inert';

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

export function focusables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.closest('[hidden], [inert], [aria-hidden="true"]'),
  );
}

/** Next index when Tab (or Shift+Tab) is pressed on `current` among `count` focusables. */
export function trapIndex(count: number, current: number, backwards: boolean): number {
  if (count === 0) return -1;
  if (current < 0) return backwards ? count - 1 : 0;
  if (backwards) return current === 0 ? count - 1 : current - 1;
  return current === count - 1 ? 0 : current + 1;
}

export interface ModalHandle {
  element: HTMLElement;
  onEscape(): void;
}

const stack: ModalHandle[] = [];

export function isTopModal(handle: ModalHandle): boolean {
  return stack[stack.length - 1] === handle;
}

function onKeydown(event: KeyboardEvent): void {
  const top = stack[stack.length - 1];
  if (!top) return;
  if (event.key === 'Escape') {
    event.preventDefault();
    top.onEscape();
    return;
  }
  if (event.key !== 'Tab') return;
  const list = focusables(top.element);
  const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  event.preventDefault();
  const next = trapIndex(list.length, active ? list.indexOf(active) : -1, event.shiftKey);
  (list[next] ?? top.element).focus();
}

// Focus that escapes the top modal (a click on the page behind, a script) comes back into it.
function onFocusin(event: FocusEvent): void {
  const top = stack[stack.length - 1];
  if (top && event.target instanceof Node && !top.element.contains(event.target)) top.element.focus({ preventScroll: true });
}

function setInertOutside(keep: HTMLElement): () => void {
  const changed: Element[] = [];
  for (const child of Array.from(document.body.children)) {
    if (child === keep || child.contains(keep) || child.hasAttribute('inert') || child instanceof HTMLScriptElement) continue;
    makeInert(child);
    changed.push(child);
  }
  return () => {
    for (const el of changed) releaseInert(el);
  };
}

/** Makes `handle` the top modal: background inert, Escape/Tab handled. Returns its release. */
export function pushModal(handle: ModalHandle): () => void {
  if (stack.length === 0) {
    document.addEventListener('keydown', onKeydown, true);
    document.addEventListener('focusin', onFocusin);
  }
  stack.push(handle);
  const restoreInert = setInertOutside(handle.element);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    restoreInert();
    const at = stack.indexOf(handle);
    if (at >= 0) stack.splice(at, 1);
    if (stack.length === 0) {
      document.removeEventListener('keydown', onKeydown, true);
      document.removeEventListener('focusin', onFocusin);
    }
  };
}

export function prefersReducedMotion(): boolean {
  try {
    return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  } catch {
    return false;
  }
}

const SVG_NS = 'http://www.w3.org/2000/svg';
/** A small line icon built as DOM (no markup strings): `d` is the path data. */
export function icon(d: string): SVGSVGElement {
  const svg = document.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('width', '20');
  svg.setAttribute('height', '20');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const path = document.createElementNS(SVG_NS, 'path');
  path.setAttribute('d', d);
  path.setAttribute('fill', 'none');
  path.setAttribute('stroke', 'currentColor');
  path.setAttribute('stroke-width', '2');
  path.setAttribute('stroke-linecap', 'round');
  svg.append(path);
  return svg;
}
export const CLOSE_ICON = 'M6 6l12 12M18 6L6 18';
