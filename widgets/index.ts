// Every widget and page behaviour Vitrin ships: what the core needs to find and schedule each one
// (name, markup selectors, deferral). Each one's code is its own chunk, downloaded only when its
// mount point (or, for a behaviour, its first target) is on the page. Adding a widget = adding its
// folder and one line here. `registry.test.ts` holds these selectors to the widgets' own readers.
import { lazyBehaviour, lazyWidget } from '../src/runtime/types';

export const widgets = [
  lazyWidget({ name: 'store-notice', selectors: ['.woocommerce-store-notice'], load: () => import('./store-notice').then((m) => m.storeNotice) }),
  lazyWidget({
    name: 'password-toggle',
    selectors: ['.woocommerce form .woocommerce-Input[type="password"]'],
    // The eye is needed once the shopper reaches the field: its code waits for that interaction.
    defer: 'interaction',
    load: () => import('./password-toggle').then((m) => m.passwordToggle),
  }),
  lazyWidget({ name: 'cart-panel', selectors: ['.cart-widget-side'], load: () => import('./cart-panel').then((m) => m.cartPanel) }),
  lazyWidget({ name: 'mobile-nav', selectors: ['.mobile-nav'], load: () => import('./mobile-nav').then((m) => m.mobileNav) }),
  lazyWidget({ name: 'sticky-header', selectors: ['.whb-header'], load: () => import('./sticky-header').then((m) => m.stickyHeader) }),
  lazyWidget({
    name: 'header-dropdowns',
    selectors: ['.wd-header-main-nav', '.wd-header-my-account'],
    // Not on interaction: in click mode the first click must already be ours (else it navigates).
    defer: 'idle',
    load: () => import('./header-dropdowns').then((m) => m.headerDropdowns),
  }),
  lazyWidget({ name: 'scroll-to-top', selectors: ['.scrollToTop'], defer: 'idle', load: () => import('./scroll-to-top').then((m) => m.scrollToTop) }),
  // The CSS collapses the footer from the first paint; the buttons that unfold it come at once.
  lazyWidget({ name: 'footer-collapse', selectors: ['.footer-sidebar'], load: () => import('./footer-collapse').then((m) => m.footerCollapse) }),
  lazyWidget({ name: 'variation-form', selectors: ['form.variations_form'], load: () => import('./variation-form').then((m) => m.variationForm) }),
];

export const behaviours = [
  // WooCommerce enqueues cart-fragments on every page: the header cart is kept true everywhere.
  lazyBehaviour({ name: 'cart-fragments', selectors: [], load: () => import('./cart-fragments').then((m) => m.cartFragmentsBehaviour) }),
  lazyBehaviour({ name: 'add-to-cart', selectors: ['.add_to_cart_button', 'form.cart'], load: () => import('./add-to-cart').then((m) => m.addToCartBehaviour) }),
  lazyBehaviour({
    name: 'mini-cart',
    selectors: ['.widget_shopping_cart_content', '.remove_from_cart_button'],
    load: () => import('./mini-cart').then((m) => m.miniCartBehaviour),
  }),
  lazyBehaviour({ name: 'quantity-min', selectors: ['input.qty[min]'], load: () => import('./wc-forms').then((m) => m.quantityMinBehaviour) }),
  lazyBehaviour({
    name: 'notice-focus',
    selectors: ['.woocommerce-message[role="alert"]', '.woocommerce-error[role="alert"]', '.wc-block-components-notice-banner[role="alert"]', '.woocommerce-cart-form'],
    load: () => import('./wc-forms').then((m) => m.noticeFocusBehaviour),
  }),
  lazyBehaviour({
    name: 'coming-soon-banner',
    selectors: ['a.coming-soon-footer-banner-dismiss'],
    load: () => import('./wc-forms').then((m) => m.comingSoonBannerBehaviour),
  }),
];
