// Cart side panel rules, without DOM: where it may open and when it opens by itself.

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
 * How long after an add its panel may still open when the panel's code arrives later: the root
 * mounts on the shopper's first touch (the add button's own press wakes it), so an answer faster
 * than the panel's code must still open it; an add older than this was not the one that woke it.
 */
export const AFTER_ADD_CATCH_UP_MS = 10_000;

/** An add the panel, mounting now at `now` (performance.now()), still owes an opening. */
export function recentAdd(change: { kind: string; appliedAt?: number | undefined }, now: number): boolean {
  return change.kind === 'added' && change.appliedAt !== undefined && now - change.appliedAt <= AFTER_ADD_CATCH_UP_MS;
}
