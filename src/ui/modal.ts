// The kit's one modal mechanism, shared by the side panel (drawer.ts, on theme markup) and the
// React dialogs (useModal.ts: popups, the lightbox): a stack of open dialogs where only the top one
// hears Escape and Tab, Tab kept inside it (each control once, wrapping), focus that lands behind
// it (a click, a script) brought back, the page behind `inert` (with src/host/inert's fallback where
// a browser lacks the attribute) and the page's scroll locked while any dialog asks for it.
// A non-modal entry (a popup whose owner switched Elementor's accessible navigation off) takes part
// in the stack for Escape only: no trap, no inert, no pull-back.
import { inertBehind, stepFocus } from '../host/focus';
import { afterNextPaint } from './after-paint';

/** On <html> while a dialog that locks scrolling is open (base.css: no page scroll, the scrollbar's room kept). */
export const SCROLL_LOCK_CLASS = 'vitrin-scroll-locked';

export interface ModalOptions {
  /** Escape pressed while this dialog is the top one. */
  onEscape(): void;
  /** false: a non-modal dialog (Escape only). Default true. */
  modal?: boolean;
  /** Elements outside the dialog that stay reachable (the drawer's overlay). */
  keep?: readonly Element[];
  /** Lock the page's scroll while open. */
  lockScroll?: boolean;
  /**
   * Make the page behind inert and lock its scroll after the dialog's first paint instead of in the
   * opening press's task (issue 34). `inert` on the page's wrapper restyles every element of the
   * page and the scroll lock repaints it: ~60 ms at 4× CPU slowdown that would hold the panel's
   * first frame back. Meanwhile Escape, the Tab trap and the focus pull-back already hold, and the
   * overlay covers the page.
   */
  behindAfterPaint?: boolean;
}

interface Entry {
  element: HTMLElement;
  options: ModalOptions;
  /** The page behind is inert and (as asked) scroll-locked for this entry. */
  behind: boolean;
}

const stack: Entry[] = [];

function top(): Entry | undefined {
  return stack[stack.length - 1];
}

const isModal = (entry: Entry) => entry.options.modal !== false;

function onKeydown(event: KeyboardEvent): void {
  const entry = top();
  if (!entry) return;
  if (event.key === 'Escape') {
    event.preventDefault();
    entry.options.onEscape();
  } else if (event.key === 'Tab' && isModal(entry) && !event.altKey && !event.ctrlKey && !event.metaKey) {
    event.preventDefault();
    stepFocus(entry.element, event.shiftKey);
  }
}

function onFocusin(event: FocusEvent): void {
  const entry = top();
  if (!entry || !isModal(entry) || !(event.target instanceof Node)) return;
  if (entry.element.contains(event.target) || entry.options.keep?.some((k) => k.contains(event.target as Node))) return;
  entry.element.focus({ preventScroll: true });
}

function syncScrollLock(doc: Document): void {
  const locked = stack.some((entry) => entry.behind && entry.options.lockScroll);
  // Toggled only on a change: a class write on <html> invalidates the whole page's style.
  if (doc.documentElement.classList.contains(SCROLL_LOCK_CLASS) !== locked) doc.documentElement.classList.toggle(SCROLL_LOCK_CLASS, locked);
}

/** Whether `element` is the dialog on top (the one Escape and Tab reach). */
export function isTopModal(element: HTMLElement): boolean {
  return top()?.element === element;
}

/** Puts `element` on top of the stack; returns its release (idempotent). Focus moves are the caller's. */
export function openModal(element: HTMLElement, options: ModalOptions): () => void {
  const doc = element.ownerDocument;
  if (stack.length === 0) {
    // Capture: the top dialog hears Escape before anything on the page behind it.
    doc.addEventListener('keydown', onKeydown, true);
    doc.addEventListener('focusin', onFocusin);
  }
  const entry: Entry = { element, options, behind: false };
  stack.push(entry);
  let restoreInert = (): void => undefined;
  const behind = () => {
    entry.behind = true;
    if (options.modal !== false) restoreInert = inertBehind(element, options.keep ?? []);
    syncScrollLock(doc);
  };
  let cancelBehind = (): void => undefined;
  if (options.behindAfterPaint) cancelBehind = afterNextPaint(behind);
  else behind();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    cancelBehind();
    restoreInert();
    const at = stack.indexOf(entry);
    if (at >= 0) stack.splice(at, 1);
    // The scroll comes back after the closing panel's paint too: unlocking <html> repaints the
    // page (~25 ms at 4× CPU) and nothing is in the way for that frame (the lock kept the
    // scrollbar's room, so nothing moves). Read from the stack then: a dialog opened meanwhile keeps it.
    if (options.behindAfterPaint) afterNextPaint(() => syncScrollLock(doc));
    else syncScrollLock(doc);
    if (stack.length === 0) {
      doc.removeEventListener('keydown', onKeydown, true);
      doc.removeEventListener('focusin', onFocusin);
    }
  };
}
