// Add-to-cart on WooCommerce's own markup, against the msw model of WooCommerce 10.
import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../fixtures/msw/node';

import { addToCartBehaviour } from '.';
import { cartFragmentsBehaviour } from '../cart-fragments';
import { navigation, resetCartSession } from '../../src/state/cart-session/session';
import { setFoundVariation } from '../../src/state/variations';
import { FAULTS_KEY } from '../../fixtures/msw/faults';
import { waitPolicy } from '../../adapters/http/waits';
import { FRAGMENTS_PARAMS, installFakeJQuery, loopButton, shopSettings, WOODMART_CHROME, flush, useCartTestServer } from '../../src/state/cart-session/testing';

const { wc, teardowns } = useCartTestServer();

function page(html: string, overrides: Parameters<typeof shopSettings>[0] = {}) {
  document.body.innerHTML = `${WOODMART_CHROME}<ul class="products">${html}</ul>`;
  const settings = shopSettings(overrides);
  teardowns.push(cartFragmentsBehaviour.install(settings), addToCartBehaviour.install(settings));
}

const button = (id: number) => document.querySelector<HTMLElement>(`.add_to_cart_button[data-product_id="${id}"]`) ?? document.body;

describe('add-to-cart buttons', () => {
  it('posts every data attribute under WooCommerce names and goes idle → loading → added', async () => {
    page(loopButton(11, 'BOOK-1', 'کتاب آموزش برنامه‌نویسی'));
    wc.delayMs = 30;
    button(11).click();
    expect(button(11).classList.contains('loading')).toBe(true);
    expect(button(11).getAttribute('aria-busy')).toBe('true');
    await vi.waitFor(() => expect(button(11).classList.contains('added')).toBe(true));
    expect(button(11).classList.contains('loading')).toBe(false);
    expect(button(11).hasAttribute('aria-busy')).toBe(false);
    const body = new URLSearchParams(wc.calls[0]?.body);
    expect(Object.fromEntries(body)).toEqual({
      quantity: '1',
      product_id: '11',
      product_sku: 'BOOK-1',
      success_message: '“کتاب آموزش برنامه‌نویسی” has been added to your cart',
    });
    const link = button(11).nextElementSibling;
    expect(link?.matches('a.added_to_cart.wc-forward')).toBe(true);
    expect(link?.getAttribute('href')).toBe('http://localhost:3000/cart/');
    expect(link?.textContent).toBe('مشاهده سبد خرید');
    // The theme's header count came in as a fragment (Woodmart's _wd key).
    expect(document.querySelector('.wd-cart-number')?.textContent).toContain('۱');
    expect(document.querySelector('.cart-widget-side .remove_from_cart_button')).not.toBeNull();
  });

  it('appends the View cart link once, and not on the cart page', async () => {
    page(loopButton(11, 'BOOK-1', 'کتاب'));
    button(11).click();
    await vi.waitFor(() => expect(wc.calls).toHaveLength(1));
    button(11).click();
    await vi.waitFor(() => expect(wc.calls).toHaveLength(2));
    await flush(10);
    expect(document.querySelectorAll('.added_to_cart')).toHaveLength(1);

    teardowns.splice(0).forEach((off) => off());
    resetCartSession();
    page(loopButton(12, 'MUG-1', 'ماگ'), { addToCart: { is_cart: '1' } });
    button(12).click();
    await vi.waitFor(() => expect(button(12).classList.contains('added')).toBe(true));
    expect(document.querySelector('.added_to_cart')).toBeNull();
  });

  it('announces the success message in the polite live region, in Persian', async () => {
    page(loopButton(11, 'BOOK-1', 'کتاب آموزش برنامه‌نویسی'));
    button(11).click();
    const region = () => document.querySelector('.widget_shopping_cart_live_region');
    await vi.waitFor(() => expect(region()?.textContent).toBe('«کتاب آموزش برنامه‌نویسی» به سبد خرید شما افزوده شد.'), { timeout: 2500 });
    expect(region()?.getAttribute('role')).toBe('status');
  });

  it('fires WooCommerce events to jQuery listeners and native listeners, and stores the cart under WooCommerce keys', async () => {
    const jq = installFakeJQuery();
    try {
      page(loopButton(11, 'BOOK-1', 'کتاب'));
      const $ = (window as unknown as { jQuery: (t: unknown) => { on(n: string, h: (...a: unknown[]) => void): void } }).jQuery;
      const heard: Array<{ name: string; args: unknown[] }> = [];
      for (const name of ['adding_to_cart', 'added_to_cart', 'wc_cart_button_updated', 'wc_fragments_loaded']) {
        $(document.body).on(name, (_event: unknown, ...args: unknown[]) => heard.push({ name, args }));
      }
      const native: CustomEvent[] = [];
      document.body.addEventListener('added_to_cart', (event) => native.push(event as CustomEvent));
      const blocks: Event[] = [];
      document.body.addEventListener('wc-blocks_added_to_cart', (event) => blocks.push(event));
      button(11).click();
      await vi.waitFor(() => expect(heard.map((h) => h.name)).toContain('added_to_cart'));
      expect(heard.map((h) => h.name)).toEqual(['adding_to_cart', 'wc_cart_button_updated', 'wc_fragments_loaded', 'added_to_cart']);
      const adding = heard[0]?.args ?? [];
      expect((adding[0] as { 0: unknown })[0]).toBe(button(11));
      expect(adding[1]).toMatchObject({ product_id: '11', quantity: '1' });
      const [fragments, hash, $button] = heard[3]?.args ?? [];
      expect(Object.keys(fragments as object)).toContain('div.widget_shopping_cart_content');
      expect(hash).toMatch(/^[0-9a-f]{32}$/);
      expect(($button as { 0: unknown })[0]).toBe(button(11));
      expect(native[0]?.detail).toMatchObject({ cart_hash: hash, button: button(11) });
      // With jQuery on the page WooCommerce's blocks bridge the jQuery event; we do not double it.
      expect(blocks).toHaveLength(0);
      expect(sessionStorage.getItem(FRAGMENTS_PARAMS.fragment_name)).toContain('widget_shopping_cart_content');
      expect(sessionStorage.getItem(FRAGMENTS_PARAMS.cart_hash_key)).toBe(hash);
      expect(localStorage.getItem(FRAGMENTS_PARAMS.cart_hash_key)).toBe(hash);
      expect(Number(sessionStorage.getItem('wc_cart_created'))).toBeGreaterThan(0);
    } finally {
      jq.uninstall();
    }
  });

  it('dispatches wc-blocks_added_to_cart itself when the page has no jQuery', async () => {
    page(loopButton(11, 'BOOK-1', 'کتاب'));
    const blocks: Event[] = [];
    document.body.addEventListener('wc-blocks_added_to_cart', (event) => blocks.push(event));
    button(11).click();
    await vi.waitFor(() => expect(blocks).toHaveLength(1));
  });

  it('queues ten fast clicks: ten requests in click order, never two at once', async () => {
    page(loopButton(11, 'BOOK-1', 'کتاب') + loopButton(12, 'MUG-1', 'ماگ'));
    wc.delayMs = 15;
    const order = [11, 12, 11, 11, 12, 12, 11, 12, 11, 11];
    for (const id of order) button(id).click();
    await vi.waitFor(() => expect(wc.calls.filter((c) => c.end > 0)).toHaveLength(10), { timeout: 3000 });
    expect(wc.calls.map((c) => new URLSearchParams(c.body).get('product_id'))).toEqual(order.map(String));
    expect(wc.maxConcurrent).toBe(1);
    for (let i = 1; i < wc.calls.length; i++) expect(wc.calls[i]?.start).toBeGreaterThanOrEqual(wc.calls[i - 1]?.end ?? 0);
    const quantities = wc.model.cart(wc.model.store ? currentSession() : undefined).lines.map((l) => [l.productId, l.quantity]);
    expect(quantities).toEqual([
      [11, 6],
      [12, 4],
    ]);
  });

  it('goes to the product page when WooCommerce refuses with a product_url', async () => {
    page(loopButton(14, 'PEN-1', 'خودکار'));
    button(14).click();
    await vi.waitFor(() => expect(navigation.assign).toHaveBeenCalledWith('http://localhost:3000/product/pen/'));
  });

  it('shows a Persian alert next to the button and changes nothing when the refusal has no usable URL', async () => {
    page(`<li><a href="?add-to-cart=999999" class="button add_to_cart_button ajax_add_to_cart" data-product_id="999999" data-quantity="1">افزودن</a></li>`);
    button(999999).click();
    const alert = () => document.querySelector('.vitrin-cart-error[role="alert"]');
    await vi.waitFor(() => expect(alert()?.textContent).toBe('این محصول اکنون قابل افزودن به سبد خرید نیست.'));
    expect(button(999999).classList.contains('loading')).toBe(false);
    expect(button(999999).classList.contains('added')).toBe(false);
    expect(navigation.assign).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(FRAGMENTS_PARAMS.fragment_name)).toBeNull();
  });

  it('shows a Persian alert for an empty answer and for a failed request', async () => {
    page(loopButton(11, 'BOOK-1', 'کتاب'));
    server.use(http.post('*', () => new HttpResponse('', { status: 200, headers: { 'Content-Type': 'text/html' } }), { once: true }));
    button(11).click();
    await vi.waitFor(() => expect(document.querySelector('.vitrin-cart-error')?.textContent).toContain('پاسخ فروشگاه نامعتبر بود'));
    server.use(http.post('*', () => HttpResponse.error(), { once: true }));
    button(11).click();
    await vi.waitFor(() => expect(document.querySelector('.vitrin-cart-error')?.textContent).toContain('محصول به سبد خرید افزوده نشد.'));
    expect(document.querySelectorAll('.vitrin-cart-error')).toHaveLength(1);
    expect(document.querySelector('.added_to_cart')).toBeNull();
  });

  it('respects the should_send_ajax_request.adding_to_cart veto', async () => {
    page(loopButton(11, 'BOOK-1', 'کتاب'));
    const listeners = new AbortController();
    teardowns.push(() => listeners.abort());
    document.body.addEventListener('should_send_ajax_request.adding_to_cart', (event) => event.preventDefault(), { signal: listeners.signal });
    const notSent: CustomEvent[] = [];
    document.body.addEventListener('ajax_request_not_sent.adding_to_cart', (event) => notSent.push(event as CustomEvent), { signal: listeners.signal });
    button(11).click();
    await flush(20);
    expect(wc.calls).toHaveLength(0);
    expect(notSent).toHaveLength(1);
    expect(button(11).classList.contains('loading')).toBe(false);
  });

  it('presses an <a role="button"> add-to-cart link with Space', async () => {
    page(loopButton(11, 'BOOK-1', 'کتاب').replace('rel="nofollow"', 'rel="nofollow" role="button"'));
    const key = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
    button(11).dispatchEvent(key);
    expect(key.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(wc.calls).toHaveLength(1));
  });

  it('goes to the cart after adding when cart_redirect_after_add is yes', async () => {
    page(loopButton(11, 'BOOK-1', 'کتاب'), { addToCart: { cart_redirect_after_add: 'yes' } });
    button(11).click();
    await vi.waitFor(() => expect(navigation.assign).toHaveBeenCalledWith('http://localhost:3000/cart/'));
  });

  it('leaves buttons without ajax_add_to_cart or without data-product_id to the browser', async () => {
    page(`<li><a href="/product/tshirt/" class="button product_type_variable add_to_cart_button" data-product_id="16">انتخاب</a></li>`);
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    button(16).dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    const bare = document.createElement('div');
    bare.innerHTML = '<a href="?add-to-cart=11" class="button add_to_cart_button ajax_add_to_cart" id="no-id">افزودن</a>';
    document.body.append(bare);
    const second = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('no-id')?.dispatchEvent(second);
    expect(second.defaultPrevented).toBe(false);
    await flush(10);
    expect(wc.calls).toHaveLength(0);
  });
});

describe('single-product forms', () => {
  function productPage(formHtml: string) {
    document.body.innerHTML = `${WOODMART_CHROME}<div class="woocommerce-notices-wrapper"></div><div class="product"><h1 class="product_title">تی‌شرت نخی</h1>${formHtml}</div>`;
    const settings = shopSettings();
    teardowns.push(cartFragmentsBehaviour.install(settings), addToCartBehaviour.install(settings));
  }

  it('adds the chosen variation: product_id = variation_id, attributes and extra fields kept, no add-to-cart field', async () => {
    productPage(`<form class="variations_form cart" action="" method="post" enctype="multipart/form-data" data-product_id="16" data-product_variations="[{&quot;variation_id&quot;:18,&quot;attributes&quot;:{&quot;attribute_size&quot;:&quot;M&quot;}}]">
      <select name="attribute_size"><option value="">انتخاب</option><option value="M" selected>M</option></select>
      <input type="text" name="gift_note" value="تولدت مبارک">
      <div class="quantity"><input type="number" class="input-text qty text" name="quantity" value="2" min="1"></div>
      <button type="submit" class="single_add_to_cart_button button alt">افزودن به سبد خرید</button>
      <input type="hidden" name="add-to-cart" value="16"><input type="hidden" name="product_id" value="16"><input type="hidden" name="variation_id" class="variation_id" value="18">
    </form>`);
    document.querySelector<HTMLButtonElement>('.single_add_to_cart_button')?.click();
    await vi.waitFor(() => expect(document.querySelector('.woocommerce-message')).not.toBeNull());
    const body = new URLSearchParams(wc.calls[0]?.body);
    expect(body.get('product_id')).toBe('18');
    expect(body.get('quantity')).toBe('2');
    expect(body.get('attribute_size')).toBe('M');
    expect(body.get('gift_note')).toBe('تولدت مبارک');
    expect(body.get('variation_id')).toBe('18');
    expect(body.has('add-to-cart')).toBe(false);
    expect(document.querySelector('.woocommerce-message')?.textContent).toContain('«تی‌شرت نخی» به سبد خرید شما افزوده شد.');
    expect(document.querySelector('.woocommerce-message')?.getAttribute('role')).toBe('alert');
  });

  it('issue 27: posts the form as WooCommerce does when no printed setting asks for AJAX (neither woodmart_settings.ajax_add_to_cart nor enable_ajax_add_to_cart)', async () => {
    document.body.innerHTML = `${WOODMART_CHROME}<div class="product"><form class="cart" action="" method="post"><input type="hidden" name="add-to-cart" value="16"><button type="submit" class="single_add_to_cart_button">افزودن</button></form></div>`;
    const win = window as unknown as Record<string, unknown>;
    for (const [woodmart, swatches, ajax] of [
      [{ ajax_add_to_cart: false }, undefined, false],
      [null, undefined, false],
      [null, { enable_ajax_add_to_cart: 'yes' }, true],
      [{ ajax_add_to_cart: '1' }, undefined, true],
    ] as const) {
      if (swatches) win.woo_variation_swatches_options = swatches;
      else delete win.woo_variation_swatches_options;
      const settings = shopSettings({ woodmart: woodmart === null ? null : { ...woodmart } });
      const uninstall = addToCartBehaviour.install(settings);
      const form = document.querySelector('form');
      const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true });
      form?.dispatchEvent(submit);
      uninstall();
      expect(submit.defaultPrevented).toBe(ajax);
    }
    delete win.woo_variation_swatches_options;
    await flush(10);
  });

  const AJAX_MODE_FORM = `<form class="variations_form cart" action="" method="post" data-product_id="16" data-product_variations="false">
      <select name="attribute_size"><option value="M" selected>M</option></select>
      <button type="submit" class="single_add_to_cart_button button alt">افزودن</button>
      <input type="hidden" name="add-to-cart" value="16"><input type="hidden" name="product_id" value="16"><input type="hidden" name="variation_id" class="variation_id" value="18">
    </form>`;

  function submitted(): boolean {
    const form = document.querySelector('form');
    const event = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    form?.dispatchEvent(event);
    return event.defaultPrevented;
  }

  it('in AJAX variation mode sends only a variation the variation form found without an "any" attribute', async () => {
    productPage(AJAX_MODE_FORM);
    const form = document.querySelector('form');
    if (!form) throw new Error('no form');
    // Not found yet: the browser submits the form (WC_Form_Handler keeps every posted attribute).
    expect(submitted()).toBe(false);
    // What the variation form records as it fires found_variation / hide_variation (src/state/variations).
    setFoundVariation(form, { variation_id: 18, attributes: { attribute_size: '' } });
    expect(submitted()).toBe(false);
    setFoundVariation(form, { variation_id: 18, attributes: { attribute_size: 'M' } });
    // The variation form hides the variation: forgotten.
    setFoundVariation(form, null);
    expect(submitted()).toBe(false);
    setFoundVariation(form, { variation_id: 18, attributes: { attribute_size: 'M' } });
    expect(submitted()).toBe(true);
    await vi.waitFor(() => expect(wc.calls).toHaveLength(1));
    expect(new URLSearchParams(wc.calls[0]?.body).get('product_id')).toBe('18');
  });

  it('issue 36: a variation the form found at load, before add to cart\'s code came with the first touch, is the one sent', async () => {
    document.body.innerHTML = `${WOODMART_CHROME}<div class="woocommerce-notices-wrapper"></div><div class="product"><h1 class="product_title">تی‌شرت نخی</h1>${AJAX_MODE_FORM}</div>`;
    const form = document.querySelector('form');
    if (!form) throw new Error('no form');
    setFoundVariation(form, { variation_id: 18, attributes: { attribute_size: 'M' } });
    const settings = shopSettings();
    teardowns.push(cartFragmentsBehaviour.install(settings), addToCartBehaviour.install(settings));
    expect(submitted()).toBe(true);
    await vi.waitFor(() => expect(wc.calls).toHaveLength(1));
    expect(new URLSearchParams(wc.calls[0]?.body).get('product_id')).toBe('18');
  });

  it('leaves forms of other product types (grouped, bundles, bookings…) to their own form handlers', () => {
    document.body.innerHTML = `${WOODMART_CHROME}<div class="product type-product product-type-bundle"><form class="cart" method="post"><button type="submit" name="add-to-cart" value="11" class="single_add_to_cart_button">افزودن</button></form></div>`;
    const settings = shopSettings();
    teardowns.push(addToCartBehaviour.install(settings));
    expect(submitted()).toBe(false);
    expect(wc.calls).toHaveLength(0);
  });

  it('adds a simple product form with its quantity and shows a Persian notice on refusal', async () => {
    productPage(`<form class="cart" action="" method="post"><div class="quantity"><input type="number" class="qty" name="quantity" value="5" min="1"></div><button type="submit" name="add-to-cart" value="13" class="single_add_to_cart_button button">افزودن</button></form>`);
    document.querySelector<HTMLButtonElement>('.single_add_to_cart_button')?.click();
    await vi.waitFor(() => expect(wc.calls).toHaveLength(1));
    expect(Object.fromEntries(new URLSearchParams(wc.calls[0]?.body))).toEqual({ product_id: '13', quantity: '5' });
    // Not enough stock: WooCommerce answers with the product's URL, where its notice explains why.
    await vi.waitFor(() => expect(navigation.assign).toHaveBeenCalledWith('http://localhost:3000/product/notebook/'));
  });

  it('issue 17: a form add whose answer is unreadable but which happened shows the success notice; the quantity is added once', async () => {
    await fetch('/?wc-ajax=add_to_cart', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'product_id=12' });
    wc.calls.length = 0;
    productPage(`<form class="cart" action="" method="post"><div class="quantity"><input type="number" class="qty" name="quantity" value="3" min="1"></div><button type="submit" name="add-to-cart" value="11" class="single_add_to_cart_button button">افزودن</button></form>`);
    localStorage.setItem(FAULTS_KEY, JSON.stringify([{ endpoint: 'add_to_cart', act: true, holdMs: 0, answer: 'php-notice' }]));
    document.querySelector<HTMLButtonElement>('.single_add_to_cart_button')?.click();
    await vi.waitFor(() => expect(document.querySelector('.woocommerce-message')?.textContent).toContain('«تی‌شرت نخی» به سبد خرید شما افزوده شد.'));
    expect(document.querySelector('.woocommerce-error')).toBeNull();
    // (The page's own load-time refresh comes first: a cart cookie without stored fragments.)
    expect(wc.calls.map((c) => c.endpoint).slice(-2)).toEqual(['add_to_cart', 'get_refreshed_fragments']);
    expect(wc.calls.filter((c) => c.endpoint === 'add_to_cart')).toHaveLength(1);
    expect(wc.model.cart(currentSession()).lines.map((l) => [l.productId, l.quantity])).toEqual([
      [12, 1],
      [11, 3],
    ]);
  });

  it('issue 17: a form add lost before the server: the error notice offers a retry, which re-submits the form once', async () => {
    productPage(`<form class="cart" action="" method="post"><div class="quantity"><input type="number" class="qty" name="quantity" value="2" min="1"></div><button type="submit" name="add-to-cart" value="11" class="single_add_to_cart_button button">افزودن</button></form>`);
    server.use(http.post('*', ({ request }) => (new URL(request.url).searchParams.get('wc-ajax') === 'add_to_cart' ? HttpResponse.error() : undefined), { once: true }));
    document.querySelector<HTMLButtonElement>('.single_add_to_cart_button')?.click();
    const error = () => document.querySelector('.woocommerce-error[role="alert"]');
    await vi.waitFor(() => expect(error()?.textContent).toContain('محصول به سبد خرید افزوده نشد.'));
    error()?.querySelector<HTMLButtonElement>('button.vitrin-cart-retry')?.click();
    await vi.waitFor(() => expect(document.querySelector('.woocommerce-message')).not.toBeNull());
    expect(error()).toBeNull();
    expect(wc.model.cart(currentSession()).lines.map((l) => [l.productId, l.quantity])).toEqual([[11, 2]]);
  });

  it('leaves variation forms without a chosen variation to the browser', () => {
    productPage(`<form class="variations_form cart" method="post"><input type="hidden" name="add-to-cart" value="16"><input type="hidden" name="variation_id" value=""><button type="submit" class="single_add_to_cart_button">افزودن</button></form>`);
    const form = document.querySelector('form') as HTMLFormElement;
    const event = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });
});

describe('issue 17: waits and lost answers', () => {
  const faults = (list: unknown[]) => localStorage.setItem(FAULTS_KEY, JSON.stringify(list));
  const lines = () => wc.model.cart(currentSession()).lines.map((l) => [l.productId, l.quantity]);

  it('an add whose answer is unreadable (a PHP notice before the JSON) but which happened is shown added, never sent twice', async () => {
    page(loopButton(11, 'BOOK-1', 'کتاب') + loopButton(12, 'MUG-1', 'ماگ'));
    button(11).click();
    await vi.waitFor(() => expect(button(11).classList.contains('added')).toBe(true));
    faults([{ endpoint: 'add_to_cart', act: true, holdMs: 0, answer: 'php-notice' }]);
    const added: Event[] = [];
    const listening = new AbortController();
    teardowns.push(() => listening.abort());
    document.body.addEventListener('added_to_cart', (event) => added.push(event), { signal: listening.signal });
    button(12).click();
    await vi.waitFor(() => expect(button(12).classList.contains('added')).toBe(true));
    expect(wc.calls.map((c) => c.endpoint)).toEqual(['add_to_cart', 'add_to_cart', 'get_refreshed_fragments']);
    expect(lines()).toEqual([
      [11, 1],
      [12, 1],
    ]);
    expect(added).toHaveLength(1);
    expect(document.querySelector('.vitrin-cart-error')).toBeNull();
    expect(document.querySelector('.wd-cart-number')?.textContent).toContain('۲');
  });

  it('an unreadable answer to an add that did not happen: the Persian message with a retry, and the retry adds one', async () => {
    page(loopButton(11, 'BOOK-1', 'کتاب'));
    server.use(http.post('*', ({ request }) => (new URL(request.url).searchParams.get('wc-ajax') === 'add_to_cart' ? HttpResponse.json({ fragments: 7 }) : undefined), { once: true }));
    button(11).click();
    const alert = () => document.querySelector('.vitrin-cart-error[role="alert"]');
    await vi.waitFor(() => expect(alert()?.textContent).toContain('پاسخ فروشگاه نامعتبر بود و محصول به سبد خرید افزوده نشد.'));
    expect(wc.calls.map((c) => c.endpoint)).toEqual(['get_refreshed_fragments']);
    alert()?.querySelector<HTMLButtonElement>('button.vitrin-cart-retry')?.click();
    await vi.waitFor(() => expect(button(11).classList.contains('added')).toBe(true));
    expect(lines()).toEqual([[11, 1]]);
    expect(alert()).toBeNull();
  });

  it('held unanswered: slow note at the slow threshold, then the truth; not added → retry; the late answer is not applied twice', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    teardowns.push(() => vi.useRealTimers());
    const { slowMs, limitMs } = waitPolicy('cart');
    page(loopButton(11, 'BOOK-1', 'کتاب'));
    // The request reaches the server only after 12 s: it was "not added" when the truth was read.
    faults([{ endpoint: 'add_to_cart', act: false, holdMs: limitMs + 2000 }]);
    button(11).click();
    const status = () => document.querySelector('.vitrin-cart-status')?.textContent;
    await vi.advanceTimersByTimeAsync(slowMs - 10);
    expect(status()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(20);
    expect(status()).toBe('کمی بیشتر از همیشه طول می‌کشد؛ لطفاً صبر کنید…');
    expect(document.querySelector('.widget_shopping_cart_live_region')?.textContent).toBe(status());
    await vi.advanceTimersByTimeAsync(limitMs - slowMs);
    await vi.waitFor(() => expect(document.querySelector('.vitrin-cart-error')?.textContent).toContain('پاسخی از فروشگاه نرسید و محصول به سبد خرید افزوده نشد.'));
    expect(status()).toBeUndefined();
    expect(button(11).classList.contains('loading')).toBe(false);
    expect(lines()).toEqual([]);
    // The late request lands on the server after all: its answer corrects the message.
    await vi.advanceTimersByTimeAsync(2500);
    await vi.waitFor(() => expect(button(11).classList.contains('added')).toBe(true));
    expect(document.querySelector('.vitrin-cart-error')).toBeNull();
    expect(lines()).toEqual([[11, 1]]);
    expect(wc.calls.filter((c) => c.endpoint === 'add_to_cart')).toHaveLength(1);
  });
});

function currentSession(): string | undefined {
  const raw = document.cookie.split('; ').find((part) => part.startsWith('wp_woocommerce_session_'));
  return raw ? decodeURIComponent(raw.split('=')[1] ?? '').split('|')[0] : undefined;
}
