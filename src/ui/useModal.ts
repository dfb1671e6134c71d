// The kit's modal stack (modal.ts) as a React hook, for dialogs React renders (popups, the
// lightbox): while `active`, the element is the top dialog (Escape, Tab kept inside, the page behind
// inert, scroll locked as asked), focus goes in on the element `initialFocus` names, and on release
// it goes back to `opener` — unless the dialog was not on top any more (a popup auto-closing under
// another must not pull focus out of the one on top) or `restoreFocus` says not to. Focus is the
// one DOM work React leaves to us.
import { useEffect, useRef, type RefObject } from 'react';
import { isTopModal, openModal } from './modal';

export interface UseModalOptions {
  active: boolean;
  onEscape(): void;
  /** false: a non-modal dialog (Escape only; focus neither moved in nor kept inside). Default true. */
  modal?: boolean;
  lockScroll?: boolean;
  /** Where focus goes on open (modal dialogs only); the dialog itself when it names nothing. */
  initialFocus?: () => HTMLElement | null;
  /** Where focus returns on close. */
  opener?: HTMLElement | null;
  /** Read on close: false leaves focus where it is (a close that is not the shopper's). Default true. */
  restoreFocus?: () => boolean;
}

export function useModal(ref: RefObject<HTMLElement | null>, options: UseModalOptions): void {
  // The latest callbacks, without re-opening the dialog when they change.
  const latest = useRef(options);
  latest.current = options;
  const { active, modal = true, lockScroll = false } = options;
  // A passive effect, not a layout one: React puts focus back where it was before a commit after
  // the layout cleanups ran, which would undo the return to the opener. A commit in flushSync runs
  // its passive effects before returning, so focus is still in place by then.
  useEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    const opener = latest.current.opener ?? null;
    const release = openModal(element, { onEscape: () => latest.current.onEscape(), modal, lockScroll });
    if (modal) (latest.current.initialFocus?.() ?? element).focus({ preventScroll: true });
    return () => {
      const wasTop = isTopModal(element);
      // Focus inside a non-modal dialog goes back too; focus the shopper took elsewhere stays there.
      const doc = element.ownerDocument;
      const focusInside = element.contains(doc.activeElement) || doc.activeElement === doc.body || doc.activeElement === null;
      release();
      if (wasTop && (modal || focusInside) && (latest.current.restoreFocus?.() ?? true) && opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [ref, active, modal, lockScroll]);
}
