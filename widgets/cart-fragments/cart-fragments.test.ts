// The fragment cache in a page: when it asks the server, when it paints from storage, what it hears.
import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { server } from '../../fixtures/msw/node';

import { cartFragmentsBehaviour } from '.';
import { resetCartSession } from '../../src/state/cart-session/session';
import { applyFragments } from '../../src/state/cart-session/apply';
import { FRAGMENTS_PARAMS, installFakeJQuery, shopSettings, WOODMART_CHROME, flush, useCartTestServer } from '../../src/state/cart-session/testing';
import { Runtime } from '../../src/runtime/runtime';
import { defineWidget } from '../../src/runtime/types';

const { wc, teardowns } = useCartTestServer({ captureNavigation: false });
const MINI = 'div.widget_shopping_cart_content';

function boot(extraHtml = '') {
  document.body.innerHTML = WOODMART_CHROME + extraHtml;
  const settings = shopSettings();
  teardowns.push(cartFragmentsBehaviour.install(settings));
  return settings;
}

async function serverCartWithBook(): Promise<{ fragments: Record<string, string>; cart_hash: string }> {
  await fetch('/?wc-ajax=add_to_cart', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'product_id=11' });
  const answer = (await (await fetch('/?wc-ajax=get_refreshed_fragments')).json()) as { fragments: Record<string, string>; cart_hash: string };
  wc.calls.length = 0;
  return answer;
}

function storeLikeWooCommerce(fragments: Record<string, string>, hash: string, created: number | null = Date.now()) {
  sessionStorage.setItem(FRAGMENTS_PARAMS.fragment_name, JSON.stringify(fragments));
  sessionStorage.setItem(FRAGMENTS_PARAMS.cart_hash_key, hash);
  localStorage.setItem(FRAGMENTS_PARAMS.cart_hash_key, hash);
  if (created !== null) sessionStorage.setItem('wc_cart_created', String(created));
}

describe('cart fragments on page load', () => {
  it('makes no request for a visitor without a cart, and shows the empty mini-cart in Persian', async () => {
    boot();
    await flush(20);
    expect(wc.calls).toHaveLength(0);
    expect(document.querySelector('.cart-widget-side .woocommerce-mini-cart__empty-message')?.textContent).toBe('سبد خرید شما خالی است.');
  });

  it('paints stored fragments with zero requests when the hash matches the cookie', async () => {
    const { fragments, cart_hash } = await serverCartWithBook();
    storeLikeWooCommerce(fragments, cart_hash);
    const loaded: Event[] = [];
    document.body.addEventListener('wc_fragments_loaded', (e) => loaded.push(e), { once: true });
    boot();
    await flush(20);
    expect(wc.calls).toHaveLength(0);
    expect(loaded).toHaveLength(1);
    expect(document.querySelector('.cart-widget-side .remove_from_cart_button')).not.toBeNull();
    expect(document.querySelector('.wd-cart-number')?.textContent).toContain('۱');
  });

  it.each([
    ['hash mismatch', (f: Record<string, string>) => storeLikeWooCommerce(f, 'stale')],
    ['expired (older than 24 h)', (f: Record<string, string>, h: string) => storeLikeWooCommerce(f, h, Date.now() - 25 * 3600_000)],
    ['no cart_created', (f: Record<string, string>, h: string) => storeLikeWooCommerce(f, h, null)],
    ['no mini-cart fragment', (_f: Record<string, string>, h: string) => storeLikeWooCommerce({ 'a.cart-contents': '<a></a>' }, h)],
    ['corrupt JSON', (f: Record<string, string>, h: string) => {
      storeLikeWooCommerce(f, h);
      sessionStorage.setItem(FRAGMENTS_PARAMS.fragment_name, '{"div.widget');
    }],
  ])('refreshes once by POST time=<ms> when the stored cart is unusable: %s', async (_name, arrange) => {
    const { fragments, cart_hash } = await serverCartWithBook();
    arrange(fragments, cart_hash);
    const refreshed: Event[] = [];
    document.body.addEventListener('wc_fragments_refreshed', (e) => refreshed.push(e), { once: true });
    boot();
    await vi.waitFor(() => expect(refreshed).toHaveLength(1));
    expect(wc.calls).toHaveLength(1);
    expect(wc.calls[0]?.endpoint).toBe('get_refreshed_fragments');
    expect(wc.calls[0]?.method).toBe('POST');
    expect(wc.calls[0]?.body).toMatch(/^time=\d{13}$/);
    expect(document.querySelector('.cart-widget-side .remove_from_cart_button')).not.toBeNull();
    expect(sessionStorage.getItem(FRAGMENTS_PARAMS.cart_hash_key)).toBe(cart_hash);
    expect(JSON.parse(sessionStorage.getItem(FRAGMENTS_PARAMS.fragment_name) ?? '{}')).toEqual(fragments);
  });

  it('refreshes on load when storage is denied but a cart exists', async () => {
    await serverCartWithBook();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    boot();
    await vi.waitFor(() => expect(document.querySelector('.cart-widget-side .remove_from_cart_button')).not.toBeNull());
    expect(wc.calls).toHaveLength(1);
  });

  it('fires wc_fragments_ajax_error when the refresh fails, leaving the markup alone', async () => {
    await serverCartWithBook();
    server.use(http.post('*', () => HttpResponse.error()));
    const errors: Event[] = [];
    document.body.addEventListener('wc_fragments_ajax_error', (e) => errors.push(e), { once: true });
    boot();
    await vi.waitFor(() => expect(errors).toHaveLength(1));
  });
});

describe('cart fragments after load', () => {
  it('refreshes on wc_fragment_refresh / updated_wc_div, from jQuery and native events', async () => {
    const jq = installFakeJQuery();
    try {
      boot();
      const $ = (window as unknown as { jQuery: (t: unknown) => { trigger(n: string): void } }).jQuery;
      $(document.body).trigger('wc_fragment_refresh');
      await vi.waitFor(() => expect(wc.calls).toHaveLength(1));
      document.body.dispatchEvent(new CustomEvent('updated_wc_div', { bubbles: true }));
      await vi.waitFor(() => expect(wc.calls).toHaveLength(2));
    } finally {
      jq.uninstall();
    }
  });

  it('refreshes when another tab changes the cart hash (storage event)', async () => {
    const { fragments, cart_hash } = await serverCartWithBook();
    storeLikeWooCommerce(fragments, cart_hash);
    boot();
    await flush(10);
    localStorage.setItem(FRAGMENTS_PARAMS.cart_hash_key, 'changed-in-other-tab');
    window.dispatchEvent(new StorageEvent('storage', { key: FRAGMENTS_PARAMS.cart_hash_key }));
    await vi.waitFor(() => expect(wc.calls).toHaveLength(1));
    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated' }));
    await flush(10);
    expect(wc.calls).toHaveLength(1);
  });

  it('refreshes on a back-forward cache restore', async () => {
    const { fragments, cart_hash } = await serverCartWithBook();
    storeLikeWooCommerce(fragments, cart_hash);
    boot();
    await flush(10);
    // happy-dom's PageTransitionEvent ignores `persisted` in its init: set it the way a browser reports it.
    const restored = new Event('pageshow');
    Object.defineProperty(restored, 'persisted', { value: true });
    window.dispatchEvent(restored);
    await vi.waitFor(() => expect(wc.calls).toHaveLength(1));
  });

  it("stores and paints another script's added_to_cart without a request", async () => {
    const jq = installFakeJQuery();
    try {
      boot();
      const { fragments, cart_hash } = await serverCartWithBook();
      const $ = (window as unknown as { jQuery: (t: unknown) => { trigger(n: string, a: unknown[]): void } }).jQuery;
      $(document.body).trigger('added_to_cart', [fragments, cart_hash, false]);
      expect(document.querySelector('.cart-widget-side .remove_from_cart_button')).not.toBeNull();
      expect(sessionStorage.getItem(FRAGMENTS_PARAMS.cart_hash_key)).toBe(cart_hash);
      await flush(20);
      expect(wc.calls).toHaveLength(0);
    } finally {
      jq.uninstall();
    }
  });

  it('refreshes after a block (Store API) changed the cart', async () => {
    boot();
    document.body.dispatchEvent(new CustomEvent('wc-blocks_added_to_cart', { bubbles: true }));
    await vi.waitFor(() => expect(wc.calls).toHaveLength(1));
  });

  it('shows .hide_cart_widget_if_empty widgets only while woocommerce_items_in_cart > 0', async () => {
    boot('<div class="widget woocommerce widget_shopping_cart" id="w"><div class="hide_cart_widget_if_empty"><div class="widget_shopping_cart_content"></div></div></div>');
    const widget = document.getElementById('w');
    expect(widget?.style.display).toBe('none');
    teardowns.splice(0).forEach((off) => off());
    resetCartSession();
    document.cookie = 'woocommerce_items_in_cart=1; path=/';
    boot('<div class="widget woocommerce widget_shopping_cart" id="w"><div class="hide_cart_widget_if_empty"></div></div>');
    expect(document.getElementById('w')?.style.display).toBe('');
  });
});

describe('applying fragments', () => {
  it('replaces every match in one pass and strips Woodmart’s _wd suffix', () => {
    document.body.innerHTML = '<span class="wd-cart-number">0</span><span class="wd-cart-number">0</span><div class="widget_shopping_cart_content"></div>';
    const count = applyFragments({
      'span.wd-cart-number_wd': '<span class="wd-cart-number">۲</span>',
      [MINI]: '<div class="widget_shopping_cart_content"><p>x</p></div>',
      'not a [valid selector': '<b></b>',
    });
    expect(count).toBe(3);
    expect([...document.querySelectorAll('.wd-cart-number')].map((el) => el.textContent)).toEqual(['۲', '۲']);
  });

  it('lets the runtime mount widgets inside new fragment markup', async () => {
    const mounted: string[] = [];
    const probe = defineWidget<Record<string, never>>({
      name: 'probe',
      kind: 'enhance',
      schema: z.object({}),
      markup: [{ selector: '.vitrin-probe', read: () => ({}) }],
      enhance: (_p, { element }) => void mounted.push(element.textContent ?? ''),
    });
    const runtime = new Runtime(shopSettings());
    runtime.register([probe]);
    document.body.innerHTML = '<div class="widget_shopping_cart_content"></div>';
    runtime.scan(document);
    runtime.observe(document.body);
    applyFragments({ [MINI]: '<div class="widget_shopping_cart_content"><span class="vitrin-probe">new</span></div>' });
    await vi.waitFor(() => expect(mounted).toEqual(['new']));
    runtime.disconnect();
  });
});
