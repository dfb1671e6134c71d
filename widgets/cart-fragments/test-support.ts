// Shared by the cart view tests (not a test file): a tiny jQuery stand-in with the four methods
// Vitrin's event bridge uses, and a shop page like WooCommerce's with its localized params.
import type { PageSettings } from '../../src/host/settings';
import { readPageSettings } from '../../src/host/settings';

export interface FakeJQueryCall {
  name: string;
  args: unknown[];
}

type Handler = (event: { type: string }, ...args: unknown[]) => unknown;

/** Installs window.jQuery: on/off/trigger/triggerHandler on any target, wrapping elements as [el]. */
export function installFakeJQuery(): { calls: FakeJQueryCall[]; uninstall(): void } {
  const handlers = new Map<unknown, Map<string, Set<Handler>>>();
  const calls: FakeJQueryCall[] = [];
  const of = (target: unknown, name: string) => {
    let byName = handlers.get(target);
    if (!byName) handlers.set(target, (byName = new Map()));
    let set = byName.get(name);
    if (!set) byName.set(name, (set = new Set()));
    return set;
  };
  const $ = (target: unknown) => {
    const wrapped = {
      0: target,
      length: 1,
      on(name: string, handler: Handler) {
        for (const n of name.split(' ')) of(target, n).add(handler);
        return wrapped;
      },
      off(name: string, handler: Handler) {
        for (const n of name.split(' ')) of(target, n).delete(handler);
        return wrapped;
      },
      trigger(name: string, args: unknown[] = []) {
        calls.push({ name, args });
        // Bubble like jQuery: the target, then its ancestors, then document.
        let node: unknown = target;
        while (node) {
          for (const h of [...of(node, name)]) h({ type: name }, ...args);
          node = node instanceof Node ? (node.parentNode ?? null) : null;
        }
        return wrapped;
      },
      triggerHandler(name: string, args: unknown[] = []) {
        let result: unknown;
        for (const h of [...of(target, name)]) result = h({ type: name }, ...args);
        return result;
      },
    };
    return wrapped;
  };
  (window as unknown as { jQuery?: unknown }).jQuery = $;
  return {
    calls,
    uninstall() {
      delete (window as unknown as { jQuery?: unknown }).jQuery;
    },
  };
}

export const FRAGMENTS_PARAMS = {
  ajax_url: '/wp-admin/admin-ajax.php',
  wc_ajax_url: '/?wc-ajax=%%endpoint%%',
  cart_hash_key: 'wc_cart_hash_test',
  fragment_name: 'wc_fragments_test',
  request_timeout: '5000',
};

/** Localizes WooCommerce's globals like its PHP does and returns fresh page settings. */
export function shopSettings(overrides: { addToCart?: Record<string, unknown>; woodmart?: Record<string, unknown> | null } = {}): PageSettings {
  const win = window as unknown as Record<string, unknown>;
  win.wc_add_to_cart_params = {
    ajax_url: '/wp-admin/admin-ajax.php',
    wc_ajax_url: '/?wc-ajax=%%endpoint%%',
    i18n_view_cart: 'View cart',
    cart_url: 'http://localhost:3000/cart/',
    is_cart: '',
    cart_redirect_after_add: 'no',
    ...overrides.addToCart,
  };
  win.wc_cart_fragments_params = FRAGMENTS_PARAMS;
  if (overrides.woodmart === null) delete win.woodmart_settings;
  else win.woodmart_settings = { add_to_cart_action: 'widget', ...overrides.woodmart };
  document.documentElement.lang = 'fa-IR';
  return readPageSettings();
}

export function clearShopGlobals(): void {
  const win = window as unknown as Record<string, unknown>;
  delete win.wc_add_to_cart_params;
  delete win.wc_cart_fragments_params;
  delete win.woodmart_settings;
}

/** A listing button exactly as WooCommerce's loop template prints it. */
export function loopButton(id: number, sku: string, name: string): string {
  return `<li class="product"><a href="?add-to-cart=${id}" data-quantity="1" class="button product_type_simple add_to_cart_button ajax_add_to_cart" data-product_id="${id}" data-product_sku="${sku}" aria-label="افزودن به سبد خرید: &ldquo;${name}&rdquo;" rel="nofollow" data-success_message="&ldquo;${name}&rdquo; has been added to your cart">افزودن به سبد خرید</a></li>`;
}

/** Header count + side panel + overlay, as Woodmart prints them with an empty cart. */
export const WOODMART_CHROME = `
<div class="wd-header-cart wd-tools-element cart-widget-opener"><a href="http://localhost:3000/cart/" title="سبد خرید"><span class="wd-cart-number wd-tools-count">0 <span>محصول</span></span><span class="wd-cart-subtotal">0</span></a></div>
<div class="wd-close-side wd-fill"></div>
<div class="cart-widget-side wd-side-hidden wd-left"><div class="wd-heading"><span class="title">سبد خرید</span><div class="close-side-widget wd-action-btn wd-style-text wd-cross-icon"><a href="#" rel="nofollow">بستن</a></div></div><div class="widget woocommerce widget_shopping_cart"><div class="widget_shopping_cart_content"></div></div></div>`;

export function flush(ms = 0): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
