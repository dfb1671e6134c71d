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
