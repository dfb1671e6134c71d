// The jQuery names WooCommerce's replaced scripts defined for the scripts that stay (contracts.md
// §5.7, read in WooCommerce 8.5.1 `assets/js/frontend/*.js`, observed on 10.0.2). Behaviour lives
// with each family (widgets/wc-forms, widgets/variation-form); the names and numbers live here.

/** woocommerce.js L74: `$.scroll_to_notices(scrollElement)`; called by cart.js L393/L603/L632 and checkout.js L588. */
export const SCROLL_TO_NOTICES = 'scroll_to_notices';

/** woocommerce.js L76-78 and spec §9: the notice lands 100 px below the viewport top, over 1000 ms. */
export const NOTICE_SCROLL = { offsetPx: 100, durationMs: 1000 } as const;

/** add-to-cart-variation.js L575-709: the `$.fn` plugins, by what they do. */
export const VARIATION_FN = {
  /** `$form.wc_variation_form()`: starts the form; returns `this` (Woodmart chains `.find(…)`). */
  form: 'wc_variation_form',
  setContent: 'wc_set_content',
  resetContent: 'wc_reset_content',
  setAttr: 'wc_set_variation_attr',
  resetAttr: 'wc_reset_variation_attr',
  slidePositionReset: 'wc_maybe_trigger_slide_position_reset',
  imageUpdate: 'wc_variations_image_update',
  imageReset: 'wc_variations_image_reset',
} as const;
