// Mini-cart remove links against the msw WooCommerce model.
import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../fixtures/msw/node';

import { miniCartBehaviour, BLOCKED_CLASS } from '.';
import { navigation, cartSession, applyCartUpdate } from '../../src/state/cart-session/session';
import { wooCommerceCart } from '../../adapters/woocommerce/cart-backend';
import { installFakeJQuery, shopSettings, WOODMART_CHROME, FRAGMENTS_PARAMS, useCartTestServer } from '../../src/state/cart-session/testing';
import { FAULTS_KEY } from '../../fixtures/msw/faults';

const { wc, teardowns } = useCartTestServer();

/** A page whose mini-cart already shows two items (added through the model, as a server would). */
async function pageWithTwoItems() {
  document.body.innerHTML = WOODMART_CHROME;
  const settings = shopSettings();
  for (const id of [11, 12]) {
    await fetch('/?wc-ajax=add_to_cart', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: `product_id=${id}` });
  }
  const answer = (await (await fetch('/?wc-ajax=get_refreshed_fragments')).json()) as { fragments: Record<string, string>; cart_hash: string };
  applyCartUpdate(cartSession(settings, wooCommerceCart), { kind: 'added', fragments: answer.fragments, cartHash: answer.cart_hash, button: null, foreign: true });
  wc.calls.length = 0;
  teardowns.push(miniCartBehaviour.install(settings));
  return settings;
}

const removeLink = (key: string) => document.querySelector<HTMLAnchorElement>(`.remove_from_cart_button[data-cart_item_key="${key}"]`);
const BOOK = '6512bd43d9caa6e02c990b0a82652dca';

describe('mini-cart remove links', () => {
  it('blocks the row, posts cart_item_key, applies the fragments and fires removed_from_cart', async () => {
    const jq = installFakeJQuery();
    try {
      await pageWithTwoItems();
      const heard: unknown[][] = [];
      const $ = (window as unknown as { jQuery: (t: unknown) => { on(n: string, h: (...a: unknown[]) => void): void } }).jQuery;
      $(document.body).on('removed_from_cart', (_e: unknown, ...args: unknown[]) => heard.push(args));
      wc.delayMs = 30;
      const link = removeLink(BOOK);
      const row = link?.closest('.woocommerce-mini-cart-item');
      link?.click();
      expect(row?.classList.contains(BLOCKED_CLASS)).toBe(true);
      expect(row?.getAttribute('aria-busy')).toBe('true');
      await vi.waitFor(() => expect(heard).toHaveLength(1));
      expect(wc.calls[0]?.body).toBe(`cart_item_key=${BOOK}`);
      expect(removeLink(BOOK)).toBeNull();
      expect(document.querySelectorAll('.woocommerce-mini-cart-item')).toHaveLength(1);
      expect(document.querySelector('.wd-cart-number')?.textContent).toContain('۱');
      expect(heard[0]?.[1]).toBe(sessionStorage.getItem(FRAGMENTS_PARAMS.cart_hash_key));
      expect((heard[0]?.[2] as { 0: unknown })[0]).toBe(link);
      expect(navigation.assign).not.toHaveBeenCalled();
    } finally {
      jq.uninstall();
    }
  });

  it('follows the link when WooCommerce answers {"success":false}', async () => {
    await pageWithTwoItems();
    const link = removeLink(BOOK);
    wc.model.store.clear();
    link?.click();
    await vi.waitFor(() => expect(navigation.assign).toHaveBeenCalledWith(link?.href));
    expect(link?.href).toContain(`remove_item=${BOOK}`);
  });

  it('follows the link when the request fails (offline)', async () => {
    await pageWithTwoItems();
    server.use(http.post('*', () => HttpResponse.error(), { once: true }));
    const link = removeLink(BOOK);
    link?.click();
    await vi.waitFor(() => expect(navigation.assign).toHaveBeenCalledWith(link?.href));
  });

  it('issue 35: a refused removal with no link to follow unblocks the row with blockUI\'s 400 ms fade-out (spec §9)', async () => {
    await pageWithTwoItems();
    const link = removeLink(BOOK);
    link?.setAttribute('href', '#');
    const row = link?.closest('.woocommerce-mini-cart-item');
    wc.model.store.clear();
    link?.click();
    await vi.waitFor(() => expect(row?.classList.contains(BLOCKED_CLASS)).toBe(false));
    expect(row?.hasAttribute('aria-busy')).toBe(false);
    // The cover stays, fading (mini-cart.css: vitrin-block-out 400ms), then goes (src/ui/loading.test.ts times it).
    expect(row?.classList.contains('vitrin-unblocking')).toBe(true);
    await vi.waitFor(() => expect(row?.classList.contains('vitrin-unblocking')).toBe(false), { timeout: 2000 });
    expect(navigation.assign).not.toHaveBeenCalled();
  });

  it('presses the role=button link with Space', async () => {
    await pageWithTwoItems();
    const link = removeLink(BOOK);
    link?.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true }));
    await vi.waitFor(() => expect(wc.calls).toHaveLength(1));
  });

  it('sends one removal for a double click or a held key, and never falls back to the link for it', async () => {
    await pageWithTwoItems();
    wc.delayMs = 30;
    const link = removeLink(BOOK);
    link?.click();
    link?.click();
    link?.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', repeat: true, bubbles: true, cancelable: true }));
    await vi.waitFor(() => expect(removeLink(BOOK)).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(wc.calls.filter((c) => c.endpoint === 'remove_from_cart')).toHaveLength(1);
    expect(navigation.assign).not.toHaveBeenCalled();
  });

  it('shares the add queue: a removal waits for the add before it', async () => {
    const s = cartSession(await pageWithTwoItems(), wooCommerceCart);
    wc.delayMs = 20;
    const add = s.queue.run(() => fetch('/?wc-ajax=add_to_cart', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'product_id=15' }));
    removeLink(BOOK)?.click();
    await add;
    await vi.waitFor(() => expect(wc.calls).toHaveLength(2));
    await vi.waitFor(() => expect(wc.calls[1]?.end).toBeGreaterThan(0));
    expect(wc.maxConcurrent).toBe(1);
  });

  it('issue 17: an unreadable answer from a removal that happened re-reads the cart and reports it removed, without the link', async () => {
    await pageWithTwoItems();
    localStorage.setItem(FAULTS_KEY, JSON.stringify([{ endpoint: 'remove_from_cart', act: true, holdMs: 0, answer: 'php-notice' }]));
    const heard: Event[] = [];
    const listening = new AbortController();
    teardowns.push(() => listening.abort());
    document.body.addEventListener('removed_from_cart', (event) => heard.push(event), { signal: listening.signal });
    removeLink(BOOK)?.click();
    await vi.waitFor(() => expect(heard).toHaveLength(1));
    expect(wc.calls.map((c) => c.endpoint)).toEqual(['remove_from_cart', 'get_refreshed_fragments']);
    expect(removeLink(BOOK)).toBeNull();
    expect(document.querySelectorAll('.woocommerce-mini-cart-item')).toHaveLength(1);
    expect(navigation.assign).not.toHaveBeenCalled();
  });

  it('issue 17: an unreadable answer from a removal that did not happen re-reads the cart, then follows the link (§8)', async () => {
    await pageWithTwoItems();
    server.use(http.post('*', ({ request }) => (new URL(request.url).searchParams.get('wc-ajax') === 'remove_from_cart' ? HttpResponse.json({ fragments: 'x' }) : undefined), { once: true }));
    const link = removeLink(BOOK);
    link?.click();
    await vi.waitFor(() => expect(navigation.assign).toHaveBeenCalledWith(link?.href));
    expect(wc.calls.map((c) => c.endpoint)).toEqual(['get_refreshed_fragments']);
  });
});
