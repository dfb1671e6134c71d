// Shared by the cart view tests (not a test file): the msw WooCommerce model wired per test, and a
// shop page like WooCommerce's with its localized params.
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import type { PageSettings } from '../../host/settings';
import { readPageSettings } from '../../host/settings';
import { server } from '../../../fixtures/msw/node';
import { createWooCommerceServer, memoryCartStore } from '../../../fixtures/msw/woocommerce';
import { recordedCatalogue } from '../../../fixtures/msw/recorded-catalogue';
import { navigation, resetCartSession } from './session';

export { installFakeJQuery, type FakeJQueryCall } from '../../host/testing';

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
  else win.woodmart_settings = { add_to_cart_action: 'widget', ajax_add_to_cart: '1', ...overrides.woodmart };
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

/**
 * Registers the hooks every cart view test needs: a fresh WooCommerce model (recorded catalogue,
 * in-memory cart) behind msw, a fresh cart session and storage, and page navigation captured
 * instead of performed. Returns the model and a list for per-test teardowns.
 */
export function useCartTestServer(options: { captureNavigation?: boolean } = {}) {
  const wc = createWooCommerceServer({ catalogue: recordedCatalogue, store: memoryCartStore(), origin: () => 'http://localhost:3000' });
  const teardowns: Array<() => void> = [];
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    wc.reset();
    server.use(...wc.handlers);
    resetCartSession();
    sessionStorage.clear();
    localStorage.clear();
    if (options.captureNavigation ?? true) vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
  });
  afterEach(() => {
    teardowns.splice(0).forEach((off) => off());
    server.resetHandlers();
    clearShopGlobals();
  });
  afterAll(() => server.close());
  return { wc, teardowns };
}
