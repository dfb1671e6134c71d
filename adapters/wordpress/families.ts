// The WordPress plugin's family map: for each family Vitrin takes over, which script handles it
// replaces (their <script src> dropped, their localized and inline data kept), which it keeps and
// why, and where a recorded page shows the handle (../shared/recorded/). scripts/build-wp-plugin.ts
// writes it into the plugin as families.json; the PHP reads nothing else. Family ids are the
// runtime guard's (widgets/families.ts).

export interface PluginDetect {
  /** Any of these makes the plugin count as active. */
  classes?: readonly string[];
  constants?: readonly string[];
  /** Active theme or parent theme (get_template()). */
  templates?: readonly string[];
}

export interface ReplacedHandle {
  handle: string;
  /** Path of the script under wp-content, as the recorded page prints it. */
  file: string;
  why: string;
  /** The recorded page that shows the handle, relative to ../shared/recorded/ (or how it is known). */
  recorded: string;
  /** A library other scripts call: how they keep working once it is gone. */
  library?: string;
}

export interface KeptHandle {
  handle: string;
  why: string;
  recorded: string;
}

export interface FamilyPlan {
  id: string;
  /** Persian, for the settings page. */
  label: string;
  plugin: string;
  detect: PluginDetect;
  /** Switched on when its plugin is active and the owner has not chosen; false says why in `caution` (Persian, shown on the page). */
  defaultOn: boolean;
  caution?: string;
  replaces: readonly ReplacedHandle[];
  keeps: readonly KeptHandle[];
}

const WC_SHOP = 'woocommerce-10/01-shop-page.resp-body';
const SW_TEE = 'variation-swatches-2.0.30/sw-tee.server.html';
const JSF = 'jet-smart-filters-3.4.5/00-page.server.html';
const JE = 'jet-engine-3.5.2/calendar.server.html';
const WD = 'woodmart-7.2.5/shop.guest.server.html';
const WC = { classes: ['WooCommerce'] };

export const familyPlans: readonly FamilyPlan[] = [
  {
    id: 'woocommerce-cart',
    label: 'سبد خرید و فرم متغیر ووکامرس',
    plugin: 'WooCommerce',
    detect: WC,
    defaultOn: true,
    replaces: [
      { handle: 'wc-add-to-cart', file: 'plugins/woocommerce/assets/js/frontend/add-to-cart.min.js', why: 'add-to-cart and mini-cart: AJAX add buttons, mini-cart remove links', recorded: WC_SHOP },
      { handle: 'wc-cart-fragments', file: 'plugins/woocommerce/assets/js/frontend/cart-fragments.min.js', why: 'cart-fragments: the header cart kept true on every page', recorded: WC_SHOP },
      { handle: 'woocommerce', file: 'plugins/woocommerce/assets/js/frontend/woocommerce.min.js', why: 'store notice, password toggle, quantity minimum, notice focus, sort select submit', recorded: WC_SHOP },
      {
        handle: 'wc-add-to-cart-variation',
        file: 'plugins/woocommerce/assets/js/frontend/add-to-cart-variation.min.js',
        why: 'variation-form: the variable product form',
        recorded: SW_TEE,
        library: 'Woodmart quick view/quick shop and the swatches plugin call $.fn.wc_variation_form: they are registered with it as a dependency, so WordPress still prints them (the handle stays done, only its tag goes); Vitrin answers its events (wc_variation_form, found_variation, …) on the form',
      },
    ],
    keeps: [
      { handle: 'wc-single-product', why: 'product gallery, tabs and rating stars: no Vitrin widget replaces them', recorded: SW_TEE },
      { handle: 'js-cookie', why: 'library (Cookies) other scripts use; Vitrin does not need it', recorded: WC_SHOP },
      { handle: 'jquery-blockui', why: 'library ($.blockUI) the cart and checkout scripts use', recorded: WC_SHOP },
      { handle: 'wc-cart, wc-checkout', why: 'the cart and checkout forms: not replaced', recorded: 'not on a recorded page (cart/checkout not recorded)' },
    ],
  },
  {
    id: 'order-attribution',
    label: 'ردیابی منبع سفارش ووکامرس',
    plugin: 'WooCommerce',
    detect: WC,
    defaultOn: true,
    replaces: [
      { handle: 'wc-order-attribution', file: 'plugins/woocommerce/assets/js/frontend/order-attribution.min.js', why: 'order-attribution: the sbjs_* cookies and the checkout fields (two writers of one cookie otherwise)', recorded: WC_SHOP },
      {
        handle: 'sourcebuster-js',
        file: 'plugins/woocommerce/assets/js/sourcebuster/sourcebuster.min.js',
        why: 'the cookie writer order-attribution.js drives',
        recorded: WC_SHOP,
        library: 'its one dependant is wc-order-attribution, dropped with it; Vitrin writes the same sbjs_* cookies',
      },
    ],
    keeps: [],
  },
  {
    id: 'jet-smart-filters',
    label: 'فیلترهای JetSmartFilters',
    plugin: 'JetSmartFilters',
    detect: { classes: ['Jet_Smart_Filters'] },
    defaultOn: true,
    replaces: [
      { handle: 'jet-smart-filters', file: 'plugins/jet-smart-filters/assets/js/public.js', why: 'every jsf-* widget: filters, pagination, active tags, remove-all, apply button', recorded: JSF },
    ],
    keeps: [
      { handle: 'jet-plugins', why: 'library (JetPlugins hooks) shipped by JetEngine and JetSmartFilters alike and used by other Crocoblock plugins', recorded: JSF },
      { handle: 'jquery-ui-datepicker', why: 'library from WordPress core, other scripts may use it', recorded: JSF },
    ],
  },
  {
    id: 'jet-engine',
    label: 'لیستینگ، تقویم و فهرست‌های JetEngine',
    plugin: 'JetEngine',
    detect: { classes: ['Jet_Engine'] },
    defaultOn: true,
    replaces: [
      { handle: 'jet-engine-frontend', file: 'plugins/jet-engine/assets/js/frontend.js', why: 'listing-grid (load more, infinite, lazy, masonry, slider), calendar, data-stores; its -before inline and JetEngineSettings stay printed', recorded: JE },
    ],
    keeps: [
      { handle: 'jet-plugins', why: 'library (JetPlugins hooks) used by other Crocoblock plugins', recorded: JE },
      { handle: 'imagesloaded', why: 'WordPress core library, other scripts use it', recorded: 'woodmart-7.2.5/shop.guest.server.html' },
    ],
  },
  {
    id: 'woodmart',
    label: 'قالب وودمارت: علاقه‌مندی، سربرگ، فروشگاه ایجکسی، تصویر دیدگاه',
    plugin: 'Woodmart',
    detect: { templates: ['woodmart'], constants: ['WOODMART_THEME_DIR'] },
    defaultOn: true,
    // Woodmart's "combine JS" option prints one file for all its scripts: no handle to take out.
    caution: 'گزینهٔ «ترکیب فایل‌های JS» وودمارت باید خاموش باشد؛ وگرنه همهٔ اسکریپت‌هایش در یک فایل می‌آیند و جایگزینی ممکن نیست.',
    replaces: [
      { handle: 'wd-wishlist', file: 'themes/woodmart/js/scripts/wc/wishlist.min.js', why: 'wishlist buttons, the wishlist page, the header count', recorded: WD },
      { handle: 'wd-header-builder', file: 'themes/woodmart/js/scripts/header/headerBuilder.min.js', why: 'sticky-header (real and clone modes)', recorded: WD },
      { handle: 'wd-mobile-navigation', file: 'themes/woodmart/js/scripts/menu/mobileNavigation.min.js', why: 'mobile-nav', recorded: WD },
      { handle: 'wd-login-dropdown', file: 'themes/woodmart/js/scripts/wc/loginDropdown.min.js', why: 'header-dropdowns (my-account dropdown)', recorded: WD },
      { handle: 'wd-ajax-filters', file: 'themes/woodmart/js/scripts/wc/ajaxFilters.min.js', why: 'ajax-shop', recorded: WD },
      { handle: 'wd-pjax-library', file: 'themes/woodmart/js/libs/pjax.min.js', why: 'the pjax library behind ajaxFilters.js', recorded: WD, library: 'its one dependant, wd-ajax-filters, is dropped with it' },
      { handle: 'wd-cart-widget', file: 'themes/woodmart/js/scripts/wc/cartWidget.min.js', why: 'cart-panel', recorded: WD },
      { handle: 'wd-update-cart-fragments-fix', file: 'themes/woodmart/js/scripts/wc/updateCartFragmentsFix.js', why: 'cart-fragments (its localized data stays)', recorded: WD },
      { handle: 'wd-scroll-top', file: 'themes/woodmart/js/scripts/global/scrollTop.min.js', why: 'scroll-to-top', recorded: WD },
      { handle: 'wd-widget-collapse', file: 'themes/woodmart/js/scripts/global/widgetCollapse.min.js', why: 'footer-collapse', recorded: WD },
      { handle: 'wd-hidden-sidebar', file: 'themes/woodmart/js/scripts/global/hiddenSidebar.min.js', why: 'shop-sidebar (off-canvas)', recorded: WD },
      { handle: 'wd-comment-image', file: 'themes/woodmart/js/scripts/wc/commentImage.min.js', why: 'comment-images', recorded: 'not on a recorded page: named by Woodmart\'s wd-<script> pattern (contracts.md §3.5)' },
    ],
    keeps: [
      { handle: 'woodmart-theme', why: 'library: woodmartThemeModule and woodmart_settings, used by every wd-* script', recorded: WD },
      { handle: 'wd-device-library, wd-scrollbar, wd-tooltips-library, wd-owl-library, wd-magnific-library, wd-autocomplete-library', why: 'libraries the kept wd-* scripts use', recorded: WD },
      { handle: 'wd-woocommerce-notices, wd-on-remove-from-cart, wd-shop-page-init, wd-filters-area, wd-sort-by-widget, wd-shop-loader, wd-quick-view, wd-quick-shop, wd-swatches-variations, wd-product-hover, wd-ajax-search, wd-search-full-screen, wd-categories-menu, wd-products-load-more, wd-woodmart-compare, …', why: 'theme behaviours no Vitrin widget replaces', recorded: WD },
      
    ],
  },
  {
    id: 'variation-swatches',
    label: 'نمونه‌رنگ‌های Variation Swatches',
    plugin: 'Variation Swatches for WooCommerce',
    detect: { classes: ['Woo_Variation_Swatches'] },
    defaultOn: true,
    replaces: [
      { handle: 'woo-variation-swatches', file: 'plugins/woo-variation-swatches/assets/js/frontend.min.js', why: 'swatches (colour, image, button, radio); woo_variation_swatches_options stays printed', recorded: SW_TEE },
    ],
    keeps: [],
  },
  {
    id: 'elementor',
    label: 'پاپ‌آپ، فیلتر لوپ و اسلایدر المنتور',
    plugin: 'Elementor Pro',
    detect: { constants: ['ELEMENTOR_PRO_VERSION'], classes: ['ElementorPro\\Plugin'] },
    defaultOn: false,
    // Off by default: these scripts also run every other Elementor widget (tabs, accordions, forms, menus, motion effects).
    caution: 'این اسکریپت‌ها ابزارک‌های دیگر المنتور (زبانه‌ها، آکاردئون، فرم، منو، جلوه‌های حرکتی) را هم اجرا می‌کنند؛ فقط وقتی روشن کنید که صفحه‌ها جز پاپ‌آپ، فیلتر لوپ و اسلایدر ابزارکی از المنتور ندارند.',
    replaces: [
      { handle: 'elementor-frontend', file: 'plugins/elementor/assets/js/frontend.min.js', why: 'carousel, stretched-section; elementorFrontendConfig (its -before inline) stays', recorded: 'no recorded page: Elementor 3.x registration (contracts.md §4)' },
      { handle: 'elementor-pro-frontend', file: 'plugins/elementor-pro/assets/js/frontend.min.js', why: 'popups, elementor-actions, loop-filter; ElementorProFrontendConfig stays', recorded: 'no recorded page: Elementor Pro 3.21 registration (contracts.md §4)' },
      { handle: 'pro-elements-handlers', file: 'plugins/elementor-pro/assets/js/elements-handlers.min.js', why: 'the popup and loop-filter modules', recorded: 'no recorded page: Elementor Pro 3.21 (contracts.md §4)' },
    ],
    keeps: [
      { handle: 'elementor-frontend-modules, elementor-webpack-runtime, elementor-pro-webpack-runtime', why: 'libraries (elementorModules, chunk loading) other Elementor add-ons use', recorded: 'no recorded page' },
      { handle: 'swiper', why: 'library other add-ons use', recorded: 'no recorded page' },
    ],
  },
  {
    id: 'whatsapp',
    label: 'گفتگوی واتس‌اپ',
    plugin: 'WP Chat App (NinjaTeam WhatsApp)',
    detect: { constants: ['NTA_WHATSAPP_VERSION'], classes: ['NTA_WhatsApp\\Popup'] },
    defaultOn: true,
    replaces: [
      { handle: 'nta-js-popup', file: 'plugins/whatsapp-for-wordpress/assets/js/whatsapp-popup.js', why: 'chat: the floating widget\'s boot script; njt_wa (its localized data) stays', recorded: 'no recorded page: Popup.php enqueue_scripts_styles (contracts.md §7)' },
    ],
    keeps: [
      { handle: 'nta-wa-libs', why: 'library (njtWhatsApp): whatsapp-button.js and the shortcodes\' inline scripts call it', recorded: 'no recorded page: Popup.php (contracts.md §7)' },
      { handle: 'nta-js-global', why: 'the shortcode buttons; carries njt_wa_global, which Vitrin reads', recorded: 'no recorded page: Popup.php (contracts.md §7)' },
    ],
  },
];
