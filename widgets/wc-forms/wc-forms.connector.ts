// Small WooCommerce form rules (woocommerce.js), without DOM.

/** The value a quantity input should hold: raised to `min` when lower (min >= 0 only, as WooCommerce does). */
export function raiseToMin(value: string, min: string | null): string | null {
  if (min === null || min.trim() === '') return null;
  const minimum = Number.parseFloat(min);
  const current = Number.parseFloat(value);
  if (!(minimum >= 0) || Number.isNaN(current)) return null;
  return current < minimum ? String(minimum) : null;
}

export const NOTICE_SELECTOR = ['woocommerce-message', 'woocommerce-error', 'wc-block-components-notice-banner']
  .map((name) => `.${name}[role="alert"]`)
  .join(', ');

/** woocommerce.js waits for tabindex to apply before focusing the first notice. */
export const NOTICE_FOCUS_DELAY_MS = 500;

/** The REST body WooCommerce's banner script posts (form-encoded there; JSON here, which WP_REST reads alike). */
export const COMING_SOON_DISMISS_BODY = { woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } } as const;
