// The early event contract's lines (src/runtime/early.ts), by registry name (./index.ts): the
// controls whose first use the loader holds until that widget's or behaviour's code is there, then
// replays once. The build copies them into dist/vitrin.js (vite.config.ts); the core reads them
// back from the loader's table (widgets/main.ts) instead of shipping them a second time (issue 36),
// and imports this file only on a page without the loader. registry.test.ts holds each name to a
// registry line.
import type { Capture } from '../src/runtime/types';

/** A choice filter's inputs: the shopper's tick stays (the browser's own), the filter hears it once ready. */
const ticks = (...containers: string[]): Capture[] => [{ selector: containers.map((c) => `${c} input`).join(', '), on: ['change'] }];

export const captures: Readonly<Record<string, readonly Capture[]>> = {
  'store-notice': [{ selector: '.woocommerce-store-notice__dismiss-link', on: ['click', 'key'], prevent: true }],
  // Not on the cart or checkout page, where the panel never opens (cart-panel.connector): there the
  // header cart link is left to navigate at once, no press held, no code or React fetched for it.
  'cart-panel': [{ selector: 'body:not(.woocommerce-cart):not(.woocommerce-checkout) .cart-widget-opener a, body:not(.woocommerce-cart):not(.woocommerce-checkout) a.cart-widget-opener', on: ['click'], prevent: true }],
  'wishlist-page': [
    {
      selector: '.wd-wishlist-content .wd-wishlist-remove, .wd-wishlist-content .wd-wishlist-select-all > a, .wd-wishlist-content .wd-wishlist-remove-action > a',
      on: ['click', 'key'],
      prevent: true,
    },
  ],
  'mobile-nav': [{ selector: '.wd-header-mobile-nav > a', on: ['click', 'key'], prevent: true }],
  'header-dropdowns': [{ selector: '.wd-header-main-nav li.menu-item-has-children > a, .wd-header-my-account > a', on: ['click'], prevent: true }],
  'variation-form': [
    { selector: 'form.variations_form select', on: ['change'] },
    { selector: 'form.variations_form .reset_variations', on: ['click'], prevent: true },
  ],
  swatches: [{ selector: 'ul.variable-items-wrapper[data-attribute_name] li.variable-item[data-value]', on: ['click', 'key'], prevent: true }],
  'shop-sidebar': [{ selector: '.wd-show-sidebar-btn a, a.wd-sidebar-opener, .wd-sidebar-opener a', on: ['click'], prevent: true }],
  'jsf-checkboxes': ticks('[data-smart-filter="checkboxes"]'),
  'jsf-radio': ticks('[data-smart-filter="radio"]', '[data-smart-filter="rating"]'),
  'jsf-check-range': ticks('[data-smart-filter="check-range"]'),
  'jsf-visual': ticks('[data-smart-filter="color-image"]'),
  'jsf-alphabet': ticks('[data-smart-filter="alphabet"]'),
  'filter-drawer': [{ selector: '.vitrin-filters-toggle[aria-controls]', on: ['click'], prevent: true }],
  // Behaviours. The add buttons' and product forms' presses, until add-to-cart's code (which comes
  // with their first touch) is there.
  'add-to-cart': [
    { selector: '.add_to_cart_button.ajax_add_to_cart[data-product_id]', on: ['click', 'key'], prevent: true, busy: 'loading' },
    { selector: 'form.cart', on: ['submit'], prevent: true, busy: 'loading' },
    // The add button pressed while swatches chosen before it still wait for their code: its click
    // waits behind them, or the variation form would refuse it as "choose an option" first.
    { selector: 'form.cart .single_add_to_cart_button', on: ['click'], prevent: true, busy: 'loading', behind: true },
  ],
  'mini-cart-remove': [{ selector: '.remove_from_cart_button', on: ['click'], prevent: true }],
  wishlist: [{ selector: '.wd-wishlist-btn a', on: ['click'], prevent: true, busy: 'loading' }],
  'data-stores': [{ selector: '.jet-add-to-store, .jet-remove-from-store', on: ['click'], prevent: true }],
};
