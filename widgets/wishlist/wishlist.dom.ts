// DOM plumbing for the wishlist: painting Woodmart's buttons and header counters and the Persian
// failure note next to a button. What an answer changes (fragments, the live region) is answer-dom.ts.
import { formatNumber } from '../../src/i18n';
import { setWishlistBusy } from '../../src/state/wishlist';
import { WISHLIST_BUTTON_SELECTOR, WISHLIST_COUNTER_SELECTOR } from '../../adapters/woodmart/wishlist';

const NOTE_CLASS = 'vitrin-wishlist-note';

export function buttonProductId(button: Element): number | null {
  const raw = button.getAttribute('data-product-id') ?? '';
  return /^[1-9][0-9]{0,15}$/.test(raw) ? Number(raw) : null;
}

/** Every header counter (desktop header, sticky clone, mobile toolbar) shows the same number. */
export function paintCounters(doc: Document, count: number): void {
  for (const el of doc.querySelectorAll<HTMLElement>(WISHLIST_COUNTER_SELECTOR)) el.textContent = formatNumber(count);
}

/** A button a wishlist-button root renders: its look comes from the shared signals, not from here. */
export function rendered(button: Element): boolean {
  return button.closest('[data-vitrin-root]') !== null;
}

/** Woodmart's "added" look: class `added` and the added text (inside the span when there is one). */
export function paintAdded(button: HTMLElement): void {
  if (button.classList.contains('added') || rendered(button)) return;
  const text = button.getAttribute('data-added-text');
  if (text) {
    const span = button.querySelector('span');
    if (span) span.textContent = text;
    else button.textContent = text;
  }
  button.classList.add('added');
  // Added, it is a plain link to the wishlist page again.
  button.removeAttribute('role');
}

/** Not yet added, the link acts as a button: say so, so Space presses it too. */
export function prepareButton(button: HTMLElement): void {
  if (!button.classList.contains('added') && !rendered(button)) button.setAttribute('role', 'button');
}

export function paintButtons(root: ParentNode, ids: ReadonlySet<number>): void {
  const own = root instanceof Element && root.matches(WISHLIST_BUTTON_SELECTOR) ? [root as HTMLElement] : [];
  for (const button of [...own, ...root.querySelectorAll<HTMLElement>(WISHLIST_BUTTON_SELECTOR)]) {
    const id = buttonProductId(button);
    if (id !== null && ids.has(id)) paintAdded(button);
    else prepareButton(button);
  }
}

export function setLoading(el: HTMLElement, on: boolean): void {
  const id = buttonProductId(el);
  if (id !== null && rendered(el)) return setWishlistBusy(id, on);
  el.classList.toggle('loading', on);
  if (on) el.setAttribute('aria-busy', 'true');
  else el.removeAttribute('aria-busy');
}

/** A Persian note (role=alert) after the control's Woodmart wrapper; the next one replaces it. */
export function showNote(anchor: HTMLElement, message: string): void {
  clearNote(anchor);
  const host = anchor.closest<HTMLElement>('.wd-wishlist-btn, .wd-wishlist-product-actions, .wd-wishlist-bulk-action') ?? anchor;
  const note = anchor.ownerDocument.createElement('span');
  note.className = NOTE_CLASS;
  note.setAttribute('role', 'alert');
  note.textContent = message;
  host.after(note);
}

export function clearNote(anchor: HTMLElement): void {
  const host = anchor.closest<HTMLElement>('.wd-wishlist-btn, .wd-wishlist-product-actions, .wd-wishlist-bulk-action') ?? anchor;
  const next = host.nextElementSibling;
  if (next?.classList.contains(NOTE_CLASS)) next.remove();
}
