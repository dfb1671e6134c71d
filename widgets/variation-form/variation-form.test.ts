// The variation form on WooCommerce's own markup: the recorded SW-TEE form (list mode), the demo's
// product page templates, and the ajax mode against the msw model of ?wc-ajax=get_variation.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../fixtures/msw/node';
import { createWooCommerceServer, memoryCartStore } from '../../fixtures/msw/woocommerce';
import { singleProduct } from '../../fixtures/theme/single-product';
import { wcAddToCartVariationParams } from '../../fixtures/theme/params';
import { productById } from '../../fixtures/catalogue';
import { boot } from '../../src/runtime/boot';
import { whenQueueEmpty } from '../../src/runtime/scheduler';
import type { Runtime } from '../../src/runtime/runtime';
import { installFakeJQuery } from '../../src/state/cart-session/testing';
import { foundVariation } from '../../src/state/variations';
import { variationForm } from '.';
import { variationDisplayWidget } from './display-root';
import { SW_TEE_PAGE } from '../../fixtures/variation-swatches/sw-tee.recorded';

const win = window as unknown as Record<string, unknown>;
let runtime: Runtime | undefined;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  runtime?.disconnect();
  runtime = undefined;
  server.resetHandlers();
  delete win.wc_add_to_cart_variation_params;
});
afterAll(() => server.close());

const q = <T extends Element = HTMLElement>(selector: string): T => {
  const el = document.querySelector<T>(selector);
  if (!el) throw new Error(`${selector} missing`);
  return el;
};
const form = () => q<HTMLFormElement>('form.variations_form');
const select = (name: string) => q<HTMLSelectElement>(`select[name="${name}"]`);
const variationId = () => q<HTMLInputElement>('input[name="variation_id"]').value;
const button = () => q('.single_add_to_cart_button');
const region = () => q('.single_variation');

function choose(name: string, value: string): void {
  const el = select(name);
  el.value = value;
  el.dispatchEvent(new Event('change', { bubbles: true }));
}

async function mount(html: string): Promise<void> {
  document.body.innerHTML = html;
  runtime = boot([variationForm, variationDisplayWidget], []).runtime;
  await whenQueueEmpty();
  // The display is a React root: mounted once React's chunk is in and its first commit is on screen.
  await vi.waitFor(() => expect(document.querySelector('.single_variation_wrap')?.getAttribute('data-vitrin-status')).toBe('mounted'), { timeout: 5000 });
  expect(form().getAttribute('data-vitrin-status')).toBe('mounted');
}

/** Native event names fired at or inside the form, in order. */
function recordEvents(names: string[]): Array<{ name: string; detail: unknown }> {
  const seen: Array<{ name: string; detail: unknown }> = [];
  for (const name of names) form().addEventListener(name, (event) => seen.push({ name, detail: (event as CustomEvent).detail }));
  return seen;
}

const WC_EVENTS = [
  'woocommerce_variation_select_change',
  'check_variations',
  'update_variation_values',
  'woocommerce_update_variation_values',
  'found_variation',
  'reset_data',
  'reset_image',
  'show_variation',
  'hide_variation',
  'woocommerce_variation_has_changed',
];

describe('variation form on the recorded SW-TEE page (list mode)', () => {
  it('starts waiting for a choice: button disabled the WooCommerce way, no variation id, Clear hidden', async () => {
    let initialised: unknown;
    document.addEventListener('wc_variation_form', (event) => (initialised = (event as CustomEvent).detail), { once: true });
    await mount(SW_TEE_PAGE);
    expect(button().className).toContain('disabled');
    expect(button().classList.contains('wc-variation-selection-needed')).toBe(true);
    expect(button().getAttribute('aria-disabled')).toBe('true');
    expect(button().hasAttribute('disabled')).toBe(false);
    expect(q('.woocommerce-variation-add-to-cart').classList.contains('woocommerce-variation-add-to-cart-disabled')).toBe(true);
    expect(variationId()).toBe('');
    expect(q('.reset_variations').style.visibility).toBe('hidden');
    expect(region().getAttribute('aria-live')).toBe('polite');
    expect(region().getAttribute('role')).toBe('status');
    // The form by identity: a deep comparison would walk the React fibers its display now carries.
    expect((initialised as { form?: unknown } | undefined)?.form).toBe(form());
    expect(initialised).toMatchObject({ useAjax: false });
  });

  it('finds red/M: variation id, server price HTML, SKU, enabled button, events in WooCommerce order', async () => {
    await mount(SW_TEE_PAGE);
    choose('attribute_pa_color', 'red');
    expect(variationId()).toBe('');
    expect(q('.reset_variations').style.visibility).toBe('visible');
    const events = recordEvents(WC_EVENTS);
    choose('attribute_pa_size', 'm');
    expect(variationId()).toBe('93');
    expect(region().querySelector('.woocommerce-variation-price .woocommerce-Price-amount')?.textContent).toContain('1,300,000');
    expect(q('.product_meta .sku').textContent).toBe('SW-TEE-RED-M');
    expect(button().classList.contains('disabled')).toBe(false);
    expect(button().hasAttribute('aria-disabled')).toBe(false);
    expect(q('.woocommerce-variation-add-to-cart').classList.contains('woocommerce-variation-add-to-cart-enabled')).toBe(true);
    expect(events.map((e) => e.name)).toEqual([
      'woocommerce_variation_select_change',
      'check_variations',
      'update_variation_values',
      'woocommerce_update_variation_values',
      'found_variation',
      'show_variation',
      'woocommerce_variation_has_changed',
    ]);
    expect(events.find((e) => e.name === 'found_variation')?.detail).toMatchObject({ variation_id: 93, sku: 'SW-TEE-RED-M' });
    expect(events.find((e) => e.name === 'show_variation')?.detail).toMatchObject({ variation: { variation_id: 93 }, purchasable: true });
    // issue 36: kept for add to cart, whose code may come after this (src/state/variations), until a reset.
    const form = q<HTMLFormElement>('form.variations_form');
    expect(foundVariation(form)).toMatchObject({ variation_id: 93 });
    choose('attribute_pa_size', '');
    expect(foundVariation(form)).toBeUndefined();
  });

  it('disables sizes red does not come in and marks the out-of-stock one', async () => {
    await mount(SW_TEE_PAGE);
    choose('attribute_pa_color', 'red');
    const option = (value: string) => q<HTMLOptionElement>(`select[name="attribute_pa_size"] option[value="${value}"]`);
    expect(option('s').disabled).toBe(true);
    expect(option('l').disabled).toBe(false);
    expect(option('l').classList.contains('out-of-stock')).toBe(true);
    expect(option('m').className).toBe('attached enabled');
    // Colours are judged against the (empty) size: all four exist.
    expect(Array.from(select('attribute_pa_color').options).filter((o) => o.disabled)).toHaveLength(0);
    choose('attribute_pa_size', 'm');
    // Against M: every colour has an M variation, blue-M is out of stock.
    expect(q<HTMLOptionElement>('select[name="attribute_pa_color"] option[value="blue"]').classList.contains('out-of-stock')).toBe(true);
    expect(q<HTMLOptionElement>('select[name="attribute_pa_color"] option[value="green"]').disabled).toBe(false);
  });

  it('an out-of-stock match shows its stock line, keeps the button disabled and explains a press in Persian', async () => {
    await mount(SW_TEE_PAGE);
    choose('attribute_pa_color', 'red');
    choose('attribute_pa_size', 'l');
    expect(variationId()).toBe('94');
    expect(region().querySelector('.stock.out-of-stock')?.textContent).toBe('Out of stock');
    expect(button().classList.contains('disabled')).toBe(true);
    expect(button().classList.contains('wc-variation-is-unavailable')).toBe(true);
    const submitted = vi.fn((event: Event) => event.preventDefault());
    form().addEventListener('submit', submitted);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    button().dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    const notice = q('.wc-no-matching-variations');
    expect(notice.getAttribute('role')).toBe('alert');
    expect(notice.textContent).toBe('متأسفانه این محصول در دسترس نیست. لطفاً ترکیب دیگری را انتخاب کنید.');
    // The next choice takes the note away.
    choose('attribute_pa_size', 'm');
    expect(document.querySelector('.wc-no-matching-variations')).toBeNull();
  });

  it('a press with options missing asks for a selection (the localized text wins when translated)', async () => {
    win.wc_add_to_cart_variation_params = wcAddToCartVariationParams();
    await mount(SW_TEE_PAGE);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    button().dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(q('.wc-no-matching-variations').textContent).toBe(wcAddToCartVariationParams().i18n_make_a_selection_text);
  });

  it('a choice that became impossible is cleared, like WooCommerce does', async () => {
    await mount(SW_TEE_PAGE);
    choose('attribute_pa_color', 'blue');
    choose('attribute_pa_size', 's');
    expect(variationId()).toBe('96');
    // A swatch sets red directly (red has no S): size is cleared, colour stays.
    const changes: string[] = [];
    select('attribute_pa_size').addEventListener('change', () => changes.push(select('attribute_pa_size').value));
    choose('attribute_pa_color', 'red');
    expect(select('attribute_pa_color').value).toBe('red');
    expect(select('attribute_pa_size').value).toBe('');
    expect(changes).toEqual(['']);
    expect(variationId()).toBe('');
    expect(button().classList.contains('wc-variation-selection-needed')).toBe(true);
  });

  it('Clear resets every select, hides the variation, announces the reset and moves focus to the first select', async () => {
    await mount(SW_TEE_PAGE);
    choose('attribute_pa_color', 'black');
    choose('attribute_pa_size', 'l');
    expect(variationId()).toBe('104');
    const events = recordEvents(['reset_data', 'hide_variation']);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    q('.reset_variations').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(select('attribute_pa_color').value).toBe('');
    expect(select('attribute_pa_size').value).toBe('');
    expect(variationId()).toBe('');
    expect(region().textContent).toBe('');
    expect(q('.product_meta .sku').textContent).toBe('SW-TEE');
    expect(q('.reset_variations').style.visibility).toBe('hidden');
    expect(q('.reset_variations_alert').textContent).toContain('انتخاب شما پاک شد');
    expect(document.activeElement).toBe(select('attribute_pa_color'));
    expect(events.map((e) => e.name)).toContain('reset_data');
    expect(events.map((e) => e.name)).toContain('hide_variation');
  });

  it("hears reset_data and check_variations fired by other scripts", async () => {
    await mount(SW_TEE_PAGE);
    choose('attribute_pa_color', 'red');
    choose('attribute_pa_size', 'xl');
    form().dispatchEvent(new CustomEvent('reset_data', { bubbles: true }));
    expect(region().textContent).toBe('');
    expect(button().classList.contains('disabled')).toBe(true);
    form().dispatchEvent(new CustomEvent('check_variations', { bubbles: true }));
    expect(variationId()).toBe('95');
    expect(button().classList.contains('disabled')).toBe(false);
  });

  it('with jQuery on the page: hears .trigger("change") from swatches and fires jQuery events with WooCommerce args', async () => {
    const jq = installFakeJQuery();
    try {
      await mount(SW_TEE_PAGE);
      const $ = win.jQuery as (target: unknown) => { trigger(name: string, args?: unknown[]): unknown };
      select('attribute_pa_color').value = 'green';
      $(select('attribute_pa_color')).trigger('change');
      select('attribute_pa_size').value = 's';
      $(select('attribute_pa_size')).trigger('change');
      expect(variationId()).toBe('100');
      const found = jq.calls.find((c) => c.name === 'found_variation');
      expect(found?.args[0]).toMatchObject({ variation_id: 100 });
      const shown = jq.calls.find((c) => c.name === 'show_variation');
      expect(shown?.args).toEqual([expect.objectContaining({ variation_id: 100 }), true]);
      expect(jq.calls.map((c) => c.name)).toContain('wc_variation_form');
    } finally {
      jq.uninstall();
    }
  });
});

describe('variation form on the demo product template', () => {
  // تیشرت نخی یقه گرد آوا: 9 variations, one with "any" size, one out of stock, managed stock.
  const product = productById(101);
  if (!product) throw new Error('product 101 missing from the catalogue');

  it('swaps the gallery image to the variation and back, and caps the quantity at the stock', async () => {
    await mount(singleProduct(product));
    const img = q<HTMLImageElement>('.woocommerce-product-gallery__image img.wp-post-image');
    const original = img.getAttribute('src');
    const withStock = product.variations.find((v) => v.inStock && v.stock !== null && v.stock > 0 && !Object.values(v.attributes).includes(''));
    if (!withStock) throw new Error('no stocked variation');
    for (const [name, value] of Object.entries(withStock.attributes)) choose(name, value);
    expect(variationId()).toBe(String(withStock.id));
    expect(img.getAttribute('src')).toBe(withStock.image);
    expect(q('.woocommerce-product-gallery__image').getAttribute('data-thumb')).toBe(withStock.image);
    expect(q<HTMLInputElement>('input.qty').getAttribute('max')).toBe(String(withStock.stock));
    q('.reset_variations').click();
    expect(img.getAttribute('src')).toBe(original);
  });

  it('an "any" variation matches whichever size is chosen', async () => {
    await mount(singleProduct(product));
    const anySize = product.variations.find((v) => v.attributes.attribute_pa_size === '');
    if (!anySize) throw new Error('no any-size variation');
    choose('attribute_pa_color', anySize.attributes.attribute_pa_color ?? '');
    // Every size is possible for that colour.
    expect(Array.from(select('attribute_pa_size').options).filter((o) => o.value && o.disabled)).toHaveLength(0);
    const lastSize = Array.from(select('attribute_pa_size').options).at(-1)?.value ?? '';
    choose('attribute_pa_size', lastSize);
    expect(variationId()).toBe(String(anySize.id));
  });
});

describe('ajax mode (data-product_variations="false", more than 30 variations)', () => {
  // تیشرت بیسیک پارسی‌پوش: 40 variations.
  const product = productById(521);
  if (!product) throw new Error('product 521 missing from the catalogue');
  const stocked = product.variations.filter((v) => v.inStock && /^%/.test(v.attributes.attribute_pa_color ?? ''));

  function useServer(delays: number[] = []): string[] {
    const bodies: string[] = [];
    const wc = createWooCommerceServer({ store: memoryCartStore() });
    let n = 0;
    server.use(
      http.post('*', async ({ request }) => {
        if (new URL(request.url).searchParams.get('wc-ajax') !== 'get_variation') return undefined;
        bodies.push(await request.clone().text());
        const delay = delays[n++] ?? 0;
        if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
        return undefined;
      }),
      ...wc.handlers,
    );
    return bodies;
  }

  it('asks get_variation once every attribute is chosen, with the fields WooCommerce posts', async () => {
    const bodies = useServer();
    await mount(singleProduct(product));
    expect(form().getAttribute('data-product_variations')).toBe('false');
    const target = stocked[0];
    if (!target) throw new Error('no stocked variation');
    choose('attribute_pa_color', target.attributes.attribute_pa_color ?? '');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(bodies).toHaveLength(0);
    // No option is disabled: the page does not know the variations.
    expect(Array.from(select('attribute_pa_size').options).some((o) => o.disabled)).toBe(false);
    choose('attribute_pa_size', target.attributes.attribute_pa_size ?? '');
    expect(form().getAttribute('aria-busy')).toBe('true');
    expect(button().classList.contains('disabled')).toBe(true);
    await vi.waitFor(() => expect(variationId()).toBe(String(target.id)));
    expect(bodies).toEqual([
      new URLSearchParams({ attribute_pa_color: target.attributes.attribute_pa_color ?? '', attribute_pa_size: target.attributes.attribute_pa_size ?? '', product_id: '521' }).toString(),
    ]);
    expect(form().hasAttribute('aria-busy')).toBe(false);
    expect(region().querySelector('.woocommerce-variation-price')?.textContent).not.toBe('');
    expect(button().classList.contains('disabled')).toBe(false);
  });

  /** The variation ids the form would send, one per submit (the submit itself stopped). */
  function recordSubmits(): string[] {
    const submits: string[] = [];
    form().addEventListener('submit', (event) => {
      event.preventDefault();
      submits.push(String(new FormData(form()).get('variation_id')));
    });
    return submits;
  }

  it('the add pressed while the server decides is pressed again once the variation is shown: one submit, with its id', async () => {
    useServer([120]);
    await mount(singleProduct(product));
    const target = stocked[0];
    if (!target) throw new Error('no stocked variation');
    const submits = recordSubmits();
    choose('attribute_pa_color', target.attributes.attribute_pa_color ?? '');
    choose('attribute_pa_size', target.attributes.attribute_pa_size ?? '');
    expect(form().getAttribute('aria-busy')).toBe('true');
    button().click();
    expect(submits).toEqual([]);
    await vi.waitFor(() => expect(submits).toEqual([String(target.id)]));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(submits).toHaveLength(1);
  });

  it('a press while the server decides is forgotten when the shopper then changes the choice', async () => {
    const [first, second] = stocked.filter((v) => v.attributes.attribute_pa_color === stocked[0]?.attributes.attribute_pa_color);
    if (!first || !second) throw new Error('need two variations of one colour');
    useServer([120, 0]);
    await mount(singleProduct(product));
    const submits = recordSubmits();
    choose('attribute_pa_color', first.attributes.attribute_pa_color ?? '');
    choose('attribute_pa_size', first.attributes.attribute_pa_size ?? '');
    button().click();
    choose('attribute_pa_size', second.attributes.attribute_pa_size ?? '');
    await vi.waitFor(() => expect(variationId()).toBe(String(second.id)));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(submits).toEqual([]);
  });

  it('a newer choice replaces the request in flight: only the last answer is shown', async () => {
    const [first, second] = stocked.filter((v) => v.attributes.attribute_pa_color === stocked[0]?.attributes.attribute_pa_color);
    if (!first || !second) throw new Error('need two variations of one colour');
    const bodies = useServer([150, 0]);
    await mount(singleProduct(product));
    choose('attribute_pa_color', first.attributes.attribute_pa_color ?? '');
    choose('attribute_pa_size', first.attributes.attribute_pa_size ?? '');
    // The first (slow) request is at the server when the shopper changes the size.
    await vi.waitFor(() => expect(bodies).toHaveLength(1));
    choose('attribute_pa_size', second.attributes.attribute_pa_size ?? '');
    await vi.waitFor(() => expect(variationId()).toBe(String(second.id)));
    // Long after the first answer would have arrived, the second one still shows.
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(bodies).toHaveLength(2);
    expect(variationId()).toBe(String(second.id));
    expect(form().hasAttribute('aria-busy')).toBe(false);
  });

  it('issue 30: a failed get_variation says so under the choices with a retry (by keyboard) that asks again and shows the variation', async () => {
    const target = stocked[0];
    if (!target) throw new Error('no stocked variation');
    const wc = createWooCommerceServer({ store: memoryCartStore() });
    let asked = 0;
    server.use(
      http.post('*', ({ request }) => {
        if (new URL(request.url).searchParams.get('wc-ajax') !== 'get_variation') return undefined;
        asked++;
        return asked === 1 ? HttpResponse.text('<html>error</html>', { status: 500 }) : undefined;
      }),
      ...wc.handlers,
    );
    await mount(singleProduct(product));
    choose('attribute_pa_color', target.attributes.attribute_pa_color ?? '');
    choose('attribute_pa_size', target.attributes.attribute_pa_size ?? '');
    const note = await vi.waitFor(() => q('.vitrin-variation-failed[role="alert"]'));
    expect(note.previousElementSibling?.classList.contains('variations')).toBe(true);
    expect(note.textContent).toContain('اطلاعات این ترکیب از فروشگاه دریافت نشد.');
    expect(form().hasAttribute('aria-busy')).toBe(false);
    expect(variationId()).toBe('');
    const retry = q<HTMLButtonElement>('.vitrin-variation-retry');
    expect(retry.textContent).toBe('تلاش دوباره');
    retry.focus();
    retry.click();
    await vi.waitFor(() => expect(variationId()).toBe(String(target.id)));
    expect(asked).toBe(2);
    expect(document.querySelector('.vitrin-variation-failed')).toBeNull();
    expect(button().classList.contains('disabled')).toBe(false);
  });

  it('issue 30: a failed get_variation note goes with the next choice', async () => {
    const [first, second] = stocked.filter((v) => v.attributes.attribute_pa_color === stocked[0]?.attributes.attribute_pa_color);
    if (!first || !second) throw new Error('need two variations of one colour');
    const wc = createWooCommerceServer({ store: memoryCartStore() });
    let asked = 0;
    server.use(
      http.post('*', ({ request }) => {
        if (new URL(request.url).searchParams.get('wc-ajax') !== 'get_variation') return undefined;
        asked++;
        return asked === 1 ? HttpResponse.json({ unexpected: true }) : undefined;
      }),
      ...wc.handlers,
    );
    await mount(singleProduct(product));
    choose('attribute_pa_color', first.attributes.attribute_pa_color ?? '');
    choose('attribute_pa_size', first.attributes.attribute_pa_size ?? '');
    await vi.waitFor(() => q('.vitrin-variation-failed'));
    choose('attribute_pa_size', second.attributes.attribute_pa_size ?? '');
    expect(document.querySelector('.vitrin-variation-failed')).toBeNull();
    await vi.waitFor(() => expect(variationId()).toBe(String(second.id)));
  });

  it('`false` from the server: Persian "no match" message, no variation id, button stays disabled', async () => {
    server.use(http.post('*', () => HttpResponse.json(false)));
    await mount(singleProduct(product));
    const target = stocked[0];
    choose('attribute_pa_color', target?.attributes.attribute_pa_color ?? '');
    choose('attribute_pa_size', target?.attributes.attribute_pa_size ?? '');
    await vi.waitFor(() => expect(document.querySelector('.wc-no-matching-variations')).not.toBeNull());
    expect(q('.wc-no-matching-variations').textContent).toBe('متأسفانه هیچ محصولی با انتخاب شما مطابقت ندارد. لطفاً ترکیب دیگری را انتخاب کنید.');
    expect(variationId()).toBe('');
    expect(button().classList.contains('disabled')).toBe(true);
  });
});
