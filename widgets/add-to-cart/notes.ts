// The notes an add-to-cart button (or product form) shows beside itself: a polite status while a
// slow request runs (visible, and read out through WooCommerce's live region), and a Persian alert
// when the add failed, with a retry button when a retry is safe.
// Hand DOM on purpose, not a React root (issue 34): they report a slow or failed network, so they
// must not wait for a download. The press wakes React only on a Woodmart page (its side cart)
// and never on a plain WooCommerce one (the cart-family-only page stays without React); offline
// React's chunk cannot come any more than the add's answer, and a React note would never show
// (add-to-cart.e2e.ts holds this). They sit beside the server's button, in the plugin's card, which no root owns.
import { t } from '../../src/i18n';
import { announce } from '../../src/state/cart-session/session';

export const ERROR_CLASS = 'vitrin-cart-error';
export const STATUS_CLASS = 'vitrin-cart-status';
export const RETRY_CLASS = 'vitrin-cart-retry';

/** Where notes go: after the button's "View cart" link when it has one, else after the button. */
function notePlace(anchor: HTMLElement): Element {
  const next = anchor.nextElementSibling;
  return next?.classList.contains('added_to_cart') ? next : anchor;
}

/** A retry button; `retry` runs on press (the same add again, with its own truth check). */
export function retryButton(doc: Document, retry: () => void): HTMLButtonElement {
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = RETRY_CLASS;
  button.textContent = t('cart:retry');
  button.addEventListener('click', (event) => {
    event.preventDefault();
    retry();
  });
  return button;
}

/** A Persian message right after the button (or form), read out at once; replaced by the next one. */
export function showError(anchor: HTMLElement, message: string, retry?: () => void): HTMLElement {
  clearNotes(anchor);
  const note = anchor.ownerDocument.createElement('span');
  note.className = ERROR_CLASS;
  note.setAttribute('role', 'alert');
  note.textContent = message;
  if (retry) note.append(' ', retryButton(anchor.ownerDocument, retry));
  notePlace(anchor).after(note);
  return note;
}

/** "Taking longer…" beside the button, spoken politely (the live region is polite; no alert). */
export function showStatus(anchor: HTMLElement, message: string): void {
  clearStatus(anchor);
  const note = anchor.ownerDocument.createElement('span');
  note.className = STATUS_CLASS;
  note.textContent = message;
  notePlace(anchor).after(note);
  announce(message, 0);
}

export function clearStatus(anchor: HTMLElement): void {
  anchor.parentElement?.querySelectorAll(`:scope > .${STATUS_CLASS}`).forEach((el) => el.remove());
}

export function clearNotes(anchor: HTMLElement): void {
  anchor.parentElement?.querySelectorAll(`:scope > .${ERROR_CLASS}, :scope > .${STATUS_CLASS}`).forEach((el) => el.remove());
}
