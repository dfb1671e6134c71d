// Which widgets take over which plugin's front end, and how to tell that plugin's original script
// is still running on the page (src/runtime/family-guard.ts then leaves the family to it). The
// same family ids key the WordPress plugin's map of script handles (adapters/wordpress/families.ts);
// families.test.ts holds the two together and checks every registry entry belongs to one family.
import type { FamilyGuard } from '../src/runtime/family-guard';

/** A script URL path ending in `<path>.js` or `<path>.min.js`, with or without a query (every page downloads this list: kept short). */
const js = (path: string): RegExp => new RegExp(`/${path}(?:\\.min)?\\.js(?:[?#]|$)`);

export const familyGuards: readonly FamilyGuard[] = [
  {
    id: 'woocommerce-cart',
    members: ['add-to-cart', 'cart-fragments', 'mini-cart', 'mini-cart-remove', 'variation-form', 'variation-display', 'store-notice', 'store-notice-show', 'password-toggle', 'ordering-submit', 'quantity-min', 'notice-focus', 'coming-soon-banner', 'scroll-to-notices', 'wc-variation-api'],
    // add-to-cart-variation.js defines $.fn.wc_variation_form when it executes; the other three
    // bind inside jQuery's ready callback: their tags, or their delegated clicks once bound.
    probes: {
      globals: ['jQuery.fn.wc_variation_form'],
      handlers: [['click', 'add_to_cart_button'], ['click', 'remove_from_cart_button']],
      scripts: [js('woocommerce/assets/js/frontend/(?:add-to-cart|cart-fragments|woocommerce|add-to-cart-variation)')],
    },
  },
  {
    id: 'order-attribution',
    members: ['order-attribution'],
    // sourcebuster's UMD build sets window.sbjs; order-attribution.js adds setOrderTracking to the localized object.
    probes: { globals: ['sbjs', 'wc_order_attribution.setOrderTracking'], scripts: [js('woocommerce/assets/js/(?:sourcebuster/sourcebuster|frontend/order-attribution)')] },
  },
  {
    id: 'jet-smart-filters',
    members: [
      'jsf-checkboxes', 'jsf-range', 'jsf-select', 'jsf-radio', 'jsf-search', 'jsf-check-range', 'jsf-date-range', 'jsf-date-period',
      'jsf-visual', 'jsf-alphabet', 'jsf-hierarchy', 'jsf-pagination', 'jsf-active', 'jsf-active-tags', 'jsf-remove-all', 'jsf-apply-button', 'filter-drawer',
    ],
    probes: { globals: ['JetSmartFilters'], scripts: [js('jet-smart-filters/assets/js/public')] },
  },
  {
    id: 'jet-engine',
    members: ['listing-grid', 'listing-grid-lazy', 'listing-not-found', 'listing-more', 'listing-status', 'calendar', 'data-stores', 'data-store-button', 'data-store-count'],
    probes: { globals: ['JetEngine'], scripts: [js('jet-engine/assets/js/frontend')] },
  },
  {
    id: 'woodmart',
    members: ['wishlist', 'wishlist-button', 'wishlist-page', 'sticky-header', 'mobile-nav', 'header-dropdowns', 'ajax-shop', 'comment-images', 'cart-panel', 'scroll-to-top', 'footer-collapse', 'shop-sidebar'],
    probes: { globals: [], handlers: [['click', 'wd-wishlist-btn']], scripts: [js('woodmart/js/(?:scripts/(?:wc/(?:wishlist|ajaxFilters|cartWidget|updateCartFragmentsFix|commentImage|loginDropdown)|header/headerBuilder|menu/(?:mobileNavigation|menuDropdowns)|global/(?:scrollTop|widgetCollapse|hiddenSidebar))|libs/pjax)')] },
  },
  {
    id: 'variation-swatches',
    members: ['swatches'],
    probes: { globals: ['jQuery.fn.WooVariationSwatches'], scripts: [js('woo-variation-swatches/assets/js/frontend')] },
  },
  {
    id: 'elementor',
    members: ['popups', 'elementor-actions', 'loop-filter', 'carousel', 'stretched-section', 'sticky-anchor-offset'],
    probes: {
      globals: ['elementorFrontend', 'elementorProFrontend'],
      scripts: [js('elementor(?:-pro)?/assets/js/(?:frontend|elements-handlers)')],
    },
  },
  {
    id: 'whatsapp',
    members: ['chat'],
    // The library (njt-whatsapp.js, window.njtWhatsApp) stays for the plugin's shortcode buttons;
    // only the floating widget's boot script says the original widget runs.
    probes: { globals: [], scripts: [js('(?:whatsapp-for-wordpress|wp-whatsapp)/assets/js/whatsapp-popup')] },
  },
];
