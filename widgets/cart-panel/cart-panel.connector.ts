// Cart side panel rules, without DOM: where it may open, and where Tab goes inside it.

export interface PageKind {
  bodyClasses: readonly string[];
  isCart?: boolean;
  isCheckout?: boolean;
}

/** Never on the cart or checkout page: there the header cart link simply navigates (Woodmart does the same). */
export function panelAllowed(page: PageKind): boolean {
  if (page.isCart || page.isCheckout) return false;
  return !page.bodyClasses.includes('woocommerce-cart') && !page.bodyClasses.includes('woocommerce-checkout');
}

/** Opens after an add only for Woodmart's "show cart widget" action, and only for real adds. */
export function opensAfterAdd(action: string | undefined, kind: string | undefined): boolean {
  return action === 'widget' && kind === 'added';
}

/**
 * Index to focus when Tab (or Shift+Tab) is pressed at `current` among `count` focusables:
 * wraps at both ends; -1 when there is nothing to focus (the panel itself keeps focus).
 */
export function trapIndex(count: number, current: number, backwards: boolean): number {
  if (count === 0) return -1;
  if (current < 0) return backwards ? count - 1 : 0;
  if (backwards) return current === 0 ? count - 1 : current - 1;
  return current === count - 1 ? 0 : current + 1;
}
