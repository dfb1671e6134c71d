// The kit's loading state for a part of the page waiting on the server: WooCommerce's blockUI look
// (`vitrin-blocked`: a translucent cover, no pointer) with `aria-busy`, and past the wait's slow
// threshold a short polite note inside it. The cart's rows use it; filters and lists will.

export const BUSY_CLASS = 'vitrin-blocked';
export type LoadState = 'idle' | 'busy' | 'slow';

/** className and aria-busy for an element in `state` (its own classes kept first). */
export function busyProps(state: LoadState, className?: string): { className?: string; 'aria-busy'?: true } {
  if (state === 'idle') return className === undefined ? {} : { className };
  return { className: className ? `${className} ${BUSY_CLASS}` : BUSY_CLASS, 'aria-busy': true };
}
