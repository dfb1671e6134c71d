// The kit's loading state for a part of the page waiting on the server: WooCommerce's blockUI look
// (`vitrin-blocked`: a translucent cover, no pointer) with `aria-busy`, and past the wait's slow
// threshold a short polite note inside it. The cart's rows use it; filters and lists will.
// blockUI fades its cover in over 200 ms and out over 400 ms (its fadeIn/fadeOut defaults, spec §9
// "Overlay fade 200/400 ms"): a part that stays on screen after its wait wears `vitrin-unblocking`
// for UNBLOCK_MS while the cover fades away.

export const BUSY_CLASS = 'vitrin-blocked';
export const UNBLOCKING_CLASS = 'vitrin-unblocking';
export const UNBLOCK_MS = 400;
export type LoadState = 'idle' | 'busy' | 'slow' | 'unblocking';

/** className and aria-busy for an element in `state` (its own classes kept first). */
export function busyProps(state: LoadState, className?: string): { className?: string; 'aria-busy'?: true } {
  if (state === 'idle') return className === undefined ? {} : { className };
  if (state === 'unblocking') return { className: className ? `${className} ${UNBLOCKING_CLASS}` : UNBLOCKING_CLASS };
  return { className: className ? `${className} ${BUSY_CLASS}` : BUSY_CLASS, 'aria-busy': true };
}

/** An element of hand-written markup leaves its loading state: the cover fades out, then goes. */
export function unblockElement(element: Element): void {
  element.classList.remove(BUSY_CLASS);
  element.removeAttribute('aria-busy');
  element.classList.add(UNBLOCKING_CLASS);
  setTimeout(() => {
    if (!element.classList.contains(BUSY_CLASS)) element.classList.remove(UNBLOCKING_CLASS);
  }, UNBLOCK_MS);
}
