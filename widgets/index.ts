// Every widget and page behaviour Vitrin ships: what the core needs to find and schedule each one
// (name, markup selectors, deferral). Each one's code is its own chunk, downloaded only when its
// mount point (or, for a behaviour, its first target) is on the page. Adding a widget = adding its
// folder and one line here. `registry.test.ts` holds these selectors to the widgets' own readers.
// The controls whose first use the loader holds until that code is there are in ./captures.ts.
import { lazyBehaviour, lazyWidget, type AnyWidget } from '../src/runtime/types';
import type * as JetSmartFilters from './jet-smart-filters';

/**
 * jQuery bridges are defined only for a page that has jQuery (WordPress prints it in <head>).
 * Inline rather than src/host/events' jquery(): that module would otherwise join the core.
 */
const hasJQuery = (): boolean => typeof (window as unknown as { jQuery?: unknown }).jQuery === 'function';

/** JetSmartFilters' widgets share one chunk: a page with one filter nearly always has several. */
const jsf = (name: string, selector: string, pick: (family: typeof JetSmartFilters) => AnyWidget) =>
  lazyWidget({ name, selectors: [selector], load: () => import('./jet-smart-filters').then(pick) });

export const widgets = [
  lazyWidget({
    name: 'store-notice',
    selectors: ['.woocommerce-store-notice'],
    // The bar is shown at load by the store-notice-show behaviour (no UI, no React); its React root
    // comes when the shopper reaches it, the dismiss press held and replayed.
    defer: 'interaction',
    react: true,
    load: () => import('./store-notice').then((m) => m.storeNotice),
  }),
  lazyWidget({
    name: 'password-toggle',
    // The password rows of WooCommerce's account forms: a React root per row (password-toggle/).
    selectors: ['.woocommerce form .form-row'],
    accepts: (row) => row.querySelector(':scope > .woocommerce-Input[type="password"], :scope > .password-input > .woocommerce-Input[type="password"]') !== null,
    // The eye is needed once the shopper reaches the field: its code and React wait for that interaction.
    defer: 'interaction',
    react: true,
    load: () => import('./password-toggle').then((m) => m.passwordToggle),
  }),
  lazyWidget({
    name: 'cart-panel',
    // The panel's heading: the panel itself holds the mini-cart's root (see cart-panel/index.tsx).
    selectors: ['.cart-widget-side > .wd-heading'],
    // Closed, the panel needs nothing: React and its code come with the shopper's first touch of
    // a header cart link (held and replayed) or of an add button (the panel may open after the add).
    defer: 'interaction',
    wake: ['.add_to_cart_button, .single_add_to_cart_button, form.cart [type="submit"]'],
    react: true,
    load: () => import('./cart-panel').then((m) => m.cartPanel) }),
  lazyWidget({
    name: 'mini-cart',
    selectors: ['div.widget_shopping_cart_content'],
    // React (and its chunk) only once the shopper reaches a mini-cart: see mini-cart/root.tsx.
    defer: 'interaction',
    react: true,
    load: () => import('./mini-cart/root').then((m) => m.miniCart),
  }),
  lazyWidget({
    name: 'wishlist-button',
    selectors: ['.wd-wishlist-btn'],
    // React (and its chunk) only once the shopper reaches a button: see wishlist/button-root.tsx.
    defer: 'interaction',
    react: true,
    load: () => import('./wishlist/button-root').then((m) => m.wishlistButton),
  }),
  lazyWidget({
    name: 'wishlist-page',
    selectors: ['.wd-wishlist-content'],
    // The wishlist page's main content: React at load (see wishlist/page-root.tsx); a press on its
    // links while the chunk is on its way is held and replayed once it is mounted.
    defer: 'eager',
    react: true,
    load: () => import('./wishlist/page-root').then((m) => m.wishlistPage),
  }),
  lazyWidget({
    name: 'mobile-nav',
    selectors: ['.mobile-nav'],
    // Closed, the menu needs nothing: React and its code come with the first touch of its opener
    // (held and replayed).
    defer: 'interaction',
    react: true,
    load: () => import('./mobile-nav').then((m) => m.mobileNav),
  }),
  lazyWidget({ name: 'sticky-header', selectors: ['.whb-header'], load: () => import('./sticky-header').then((m) => m.stickyHeader) }),
  lazyWidget({
    name: 'header-dropdowns',
    selectors: ['.wd-header-main-nav', '.wd-header-my-account'],
    // React roots (header-dropdowns/index.tsx) on the shopper's first touch of the menu: hover
    // dropdowns are the theme's CSS until then. A click on a trigger while the code is on its way
    // is held and replayed, so in click mode the first click opens the dropdown, not the link
    // (in hover mode the replayed click follows the link as the shopper asked).
    defer: 'interaction',
    react: true,
    load: () => import('./header-dropdowns').then((m) => m.headerDropdowns),
  }),
  lazyWidget({ name: 'scroll-to-top', selectors: ['.scrollToTop'], defer: 'idle', load: () => import('./scroll-to-top').then((m) => m.scrollToTop) }),
  lazyWidget({
    name: 'variation-form',
    selectors: ['form.variations_form'],
    load: () => import('./variation-form').then((m) => m.variationForm) }),
  lazyWidget({
    name: 'variation-display',
    // What the form shows (price, stock, the add button's state, Clear): a React root on the wrap,
    // drawn from the form's display state (variation-form/display-root.tsx). Eager: a default
    // variation is shown at load.
    selectors: ['form.variations_form .single_variation_wrap'],
    react: true,
    load: () => import('./variation-form/display-root').then((m) => m.variationDisplayWidget),
  }),
  // Eager: until the swatches run, the plugin's hidden selects leave the shopper nothing to press.
  lazyWidget({
    name: 'swatches',
    selectors: ['ul.variable-items-wrapper[data-attribute_name]'],
    react: true,
    load: () => import('./swatches').then((m) => m.swatches) }),
  lazyWidget({
    name: 'comment-images',
    selectors: ['form.comment-form .comment-form-images'],
    accepts: (el) => el.querySelector('input#wd-add-img-btn[type="file"]') !== null,
    // Visible, not interaction: an interaction-deferred mount point holds every click in it until
    // its code arrives and replays it as a synthetic click, which does not open a file picker (no
    // user activation). The field is low on the page, so React comes only as the form nears view.
    defer: 'visible',
    react: true,
    load: () => import('./comment-images').then((m) => m.commentImages),
  }),
  lazyWidget({ name: 'calendar', selectors: ['.jet-calendar[data-settings]'], react: true, load: () => import('./calendar').then((m) => m.calendar) }),
  lazyWidget({
    name: 'carousel',
    selectors: ['.elementor-widget[data-settings][data-widget_type^="image-carousel"], .elementor-widget[data-settings][data-widget_type^="loop-carousel"]'],
    // Laid out by CSS already (the dots' row reserved too): the controls can wait until a carousel
    // nears view. They are React roots the carousel creates (carousel/CarouselControls.tsx; the
    // widget itself stays `enhance`, so no `react` flag): React's chunk is a static import of the
    // carousel's, preloaded beside it, and a page whose carousels are never scrolled to downloads
    // no React for them.
    defer: 'visible',
    load: () => import('./carousel').then((m) => m.carousel),
  }),
  lazyWidget({ name: 'stretched-section', selectors: ['.elementor-section.elementor-section-stretched, .elementor-element.e-stretched[data-settings]'], defer: 'idle', load: () => import('./carousel/stretched').then((m) => m.stretchedSection) }),
  lazyWidget({
    name: 'sticky-anchor-offset',
    selectors: ['.elementor-element[data-settings*="sticky_anchor_link_offset"]'],
    // Before the shopper can follow an in-page link.
    defer: 'idle',
    load: () => import('./sticky-header/anchor-offset').then((m) => m.stickyAnchorOffsetBehaviour),
  }),
  lazyWidget({ name: 'footer-collapse', selectors: ['.footer-widget-collapse'], defer: 'visible', load: () => import('./footer-collapse').then((m) => m.footerCollapse) }),
  lazyWidget({
    name: 'shop-sidebar',
    selectors: ['.wd-show-sidebar-btn, .wd-sidebar-opener'],
    load: () => import('./shop-sidebar').then((m) => m.shopSidebar) }),
  lazyWidget({ name: 'listing-grid', selectors: ['.jet-listing-grid__items[data-nav]:not(.jet-listing-not-found)'], load: () => import('./listing-grid').then((m) => m.listingGrid) }),
  lazyWidget({
    name: 'listing-not-found',
    selectors: ['.jet-listing-not-found.jet-listing-grid__items'],
    // React when the line comes into view (listing-grid/not-found-root.tsx).
    defer: 'visible',
    react: true,
    load: () => import('./listing-grid/not-found-root').then((m) => m.listingNotFound),
  }),
  lazyWidget({
    name: 'listing-more',
    selectors: ['[data-vitrin-listing-more]'],
    // The load-more button's wrapper, named by the grid's behaviour; React on the first touch
    // (listing-grid/more-root.tsx). The press itself is the behaviour's, never held.
    defer: 'interaction',
    hold: false,
    react: true,
    load: () => import('./listing-grid/more-root').then((m) => m.listingMore),
  }),
  lazyWidget({
    name: 'listing-status',
    selectors: ['.jet-listing-grid > .vitrin-listing-status'],
    // Added by the grid's behaviour at its first load (listing-grid/status-root.tsx).
    react: true,
    load: () => import('./listing-grid/status-root').then((m) => m.listingStatus),
  }),
  lazyWidget({
    name: 'data-store-button',
    // A store link's wrapper (the data-store button's, a dynamic link's) when the link is all it
    // holds (data-stores/selectors.ts, inline here to keep the adapter out of the core).
    selectors: ['.jet-data-store-link-wrapper', '.jet-listing-dynamic-link'],
    accepts: (el) => el.children.length === 1 && el.children[0]?.matches('.jet-add-to-store, .jet-remove-from-store') === true,
    // Eager: a front store's truth is in this browser's storage, to be drawn at load (data-stores/roots.tsx).
    react: true,
    load: () => import('./data-stores/roots').then((m) => m.dataStoreButton),
  }),
  lazyWidget({ name: 'data-store-count', selectors: ['span.jet-engine-data-store-count[data-store]'], react: true, load: () => import('./data-stores/roots').then((m) => m.dataStoreCount) }),
  lazyWidget({ name: 'listing-grid-lazy', selectors: ['.jet-listing-grid--lazy-load[data-lazy-load]'], load: () => import('./listing-grid').then((m) => m.listingGridLazy) }),
  lazyWidget({ name: 'loop-filter', selectors: ['.elementor-widget-taxonomy-filter[data-id]'], load: () => import('./loop-filter').then((m) => m.loopFilter) }),
  lazyWidget({
    name: 'ajax-shop',
    selectors: ['body.woodmart-ajax-shop-on:not(.single-product) .main-page-wrapper'],
    // Only where the main product loop is (never `:has()` in the shared scan: older browsers reject it).
    accepts: (wrapper) => wrapper.querySelector('.products[data-source="main_loop"]') !== null,
    load: () => import('./ajax-shop').then((m) => m.ajaxShop),
  }),
  lazyWidget({ name: 'chat', selectors: ['#wa'], react: true, load: () => import('./chat').then((m) => m.chat) }),
  lazyWidget({ name: 'popups', selectors: ['[data-elementor-type="popup"]'], load: () => import('./popups').then((m) => m.popups) }),
  { ...jsf('jsf-checkboxes', '[data-smart-filter="checkboxes"]', (m) => m.jsfCheckboxes), react: true },
  { ...jsf('jsf-range', '[data-smart-filter="range"]', (m) => m.jsfRange), react: true },
  { ...jsf('jsf-select', '[data-smart-filter="sorting"], [data-smart-filter="select"]:not([data-hierarchical])', (m) => m.jsfSelect), react: true },
  { ...jsf('jsf-radio', '[data-smart-filter="radio"], [data-smart-filter="rating"]', (m) => m.jsfRadio), react: true },
  { ...jsf('jsf-search', '[data-smart-filter="search"]', (m) => m.jsfSearch), react: true },
  { ...jsf('jsf-check-range', '[data-smart-filter="check-range"]', (m) => m.jsfCheckRange), react: true },
  lazyWidget({ name: 'jsf-date-range', selectors: ['[data-smart-filter="date-range"]'], react: true, load: () => import('./jet-smart-filters/date-widgets').then((m) => m.jsfDateRange) }),
  lazyWidget({ name: 'jsf-date-period', selectors: ['[data-smart-filter="date-period"]'], react: true, load: () => import('./jet-smart-filters/date-widgets').then((m) => m.jsfDatePeriod) }),
  { ...jsf('jsf-visual', '[data-smart-filter="color-image"]', (m) => m.jsfVisual), react: true },
  { ...jsf('jsf-alphabet', '[data-smart-filter="alphabet"]', (m) => m.jsfAlphabet), react: true },
  lazyWidget({ name: 'jsf-hierarchy', selectors: ['.jet-smart-filters-hierarchy'], react: true, load: () => import('./jet-smart-filters/hierarchy-widget').then((m) => m.jsfHierarchy) }),
  { ...jsf('jsf-pagination', '.jet-smart-filters-pagination[data-content-provider]', (m) => m.jsfPagination), react: true },
  { ...jsf('jsf-active', '.jet-active-filters[data-content-provider]', (m) => m.jsfActive), react: true },
  { ...jsf('jsf-active-tags', '.jet-active-tags[data-content-provider], .jet-smart-filters-active-tags[data-content-provider]', (m) => m.jsfActiveTags), react: true },
  { ...jsf('jsf-remove-all', '.jet-remove-all-filters', (m) => m.jsfRemoveAll), react: true },
  { ...jsf('jsf-apply-button', '.apply-filters[data-content-provider]', (m) => m.jsfApplyButton), react: true },
  jsf('filter-drawer', '.vitrin-filters-toggle[aria-controls]', (m) => m.filterDrawer),
];

export const behaviours = [
  // WooCommerce enqueues cart-fragments on every page: the header cart is kept true everywhere.
  lazyBehaviour({ name: 'store-notice-show', selectors: ['.woocommerce-store-notice'], load: () => import('./store-notice/show').then((m) => m.storeNoticeShowBehaviour) }),
  lazyBehaviour({ name: 'cart-fragments', selectors: [], load: () => import('./cart-fragments').then((m) => m.cartFragmentsBehaviour) }),
  // WooCommerce enqueues order attribution on every page: sessions and visits count every page view.
  lazyBehaviour({ name: 'order-attribution', selectors: [], load: () => import('./order-attribution').then((m) => m.orderAttributionBehaviour) }),
  lazyBehaviour({
    name: 'add-to-cart',
    // On the first touch of an add button or a product page's form, the press held meanwhile
    // (issue 36: a page whose buttons are never pressed downloads none of this code).
    selectors: [],
    touch: ['.add_to_cart_button', 'form.cart'],
    load: () => import('./add-to-cart').then((m) => m.addToCartBehaviour) }),
  lazyBehaviour({
    name: 'mini-cart-remove',
    // On the first touch of a mini-cart (its remove links' press held meanwhile).
    selectors: [],
    touch: ['.widget_shopping_cart_content', '.remove_from_cart_button'],
    load: () => import('./mini-cart').then((m) => m.miniCartBehaviour),
  }),
  lazyBehaviour({ name: 'ordering-submit', selectors: ['.woocommerce-ordering select.orderby'], load: () => import('./wc-forms').then((m) => m.orderingSubmitBehaviour) }),
  lazyBehaviour({ name: 'quantity-min', selectors: ['input.qty[min]'], load: () => import('./wc-forms').then((m) => m.quantityMinBehaviour) }),
  lazyBehaviour({
    name: 'notice-focus',
    selectors: ['.woocommerce-message[role="alert"]', '.woocommerce-error[role="alert"]', '.wc-block-components-notice-banner[role="alert"]', '.woocommerce-cart-form'],
    load: () => import('./wc-forms').then((m) => m.noticeFocusBehaviour),
  }),
  // jQuery.scroll_to_notices for WooCommerce's checkout.js and cart.js, which stay on those pages.
  lazyBehaviour({
    name: 'scroll-to-notices',
    selectors: ['form.checkout', 'form.woocommerce-cart-form', 'form.checkout_coupon'],
    requires: hasJQuery,
    load: () => import('./wc-forms/scroll-to-notices').then((m) => m.scrollToNoticesBehaviour),
  }),
  // $.fn.wc_variation_form and its helpers, there before Woodmart's quick view (.open-quick-view,
  // quickView.js L95) or quick shop (.wd-quick-shop, quickShop.js L78) inserts a form and calls it in
  // the same task.
  lazyBehaviour({
    name: 'wc-variation-api',
    selectors: ['form.variations_form', '.open-quick-view', '.wd-quick-shop'],
    requires: hasJQuery,
    load: () => import('./variation-form/jquery-api').then((m) => m.variationApiBehaviour),
  }),
  lazyBehaviour({
    name: 'coming-soon-banner',
    selectors: ['a.coming-soon-footer-banner-dismiss'],
    load: () => import('./wc-forms').then((m) => m.comingSoonBannerBehaviour),
  }),
  lazyBehaviour({
    name: 'wishlist',
    // Not the header counter alone: with no button on the page nothing can change it.
    selectors: ['.wd-wishlist-btn a', '.wd-wishlist-content'],
    load: () => import('./wishlist').then((m) => m.wishlistBehaviour),
  }),
  lazyBehaviour({
    name: 'data-stores',
    selectors: ['.jet-add-to-store', '.jet-remove-from-store', 'span.jet-engine-data-store-count[data-store]', '.jet-listing-dynamic-link__link[data-delete-link="1"]'],
    load: () => import('./data-stores').then((m) => m.dataStoresBehaviour),
  }),
  // Elementor pages (page views count towards popup rules), hash action links and lightbox links.
  lazyBehaviour({
    name: 'elementor-actions',
    selectors: [
      '.elementor',
      '[data-elementor-type]',
      'a[href^="%23elementor-action"]',
      'a[href^="#elementor-action"]',
      'a[data-elementor-open-lightbox="yes"]',
      'a[data-elementor-lightbox-slideshow]',
    ],
    load: () => import('./popups').then((m) => m.elementorActionsBehaviour),
  }),
];
