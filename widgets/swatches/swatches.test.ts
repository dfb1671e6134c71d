// The swatches on the real plugin's markup (recorded SW-TEE page), mounted through the runtime
// together with Vitrin's variation form, as a shopper uses them.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../fixtures/msw/node';
import { boot } from '../../src/runtime/boot';
import { whenQueueEmpty } from '../../src/runtime/scheduler';
import type { Runtime } from '../../src/runtime/runtime';
import { variationForm } from '../variation-form';
import { variationDisplayWidget } from '../variation-form/display-root';
import { SW_TEE_PAGE } from '../../fixtures/variation-swatches/sw-tee.recorded';
import { swatches } from '.';

let runtime: Runtime | undefined;
const win = window as unknown as Record<string, unknown>;

// Ajax mode asks ?wc-ajax=get_variation once the selection is complete: counted, answered "no match".
const asked: string[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

afterEach(() => {
  server.resetHandlers();
  asked.length = 0;
  runtime?.disconnect();
  runtime = undefined;
  delete win.woo_variation_swatches_options;
  document.documentElement.removeAttribute('dir');
});

const q = <T extends Element = HTMLElement>(selector: string): T => {
  const el = document.querySelector<T>(selector);
  if (!el) throw new Error(`${selector} missing`);
  return el;
};
const item = (attribute: string, value: string) => q(`ul[data-attribute_name="attribute_pa_${attribute}"] li[data-value="${value}"]`);
const select = (attribute: string) => q<HTMLSelectElement>(`select[name="attribute_pa_${attribute}"]`);
const state = (el: HTMLElement) => ({
  selected: el.classList.contains('selected'),
  disabled: el.classList.contains('disabled'),
  noStock: el.classList.contains('no-stock'),
  ariaDisabled: el.getAttribute('aria-disabled') === 'true',
});

async function mount(html = SW_TEE_PAGE): Promise<void> {
  document.documentElement.setAttribute('dir', 'rtl');
  document.body.innerHTML = html;
  runtime = boot([variationForm, variationDisplayWidget, swatches], []).runtime;
  await whenQueueEmpty();
  // React roots: mounted once React's chunk is in and the first commit is on screen.
  await vi.waitFor(() => expect(document.querySelectorAll('ul.variable-items-wrapper[data-vitrin-status="mounted"]')).toHaveLength(2), { timeout: 5000 });
  await vi.waitFor(() => expect(document.querySelector('.single_variation_wrap[data-vitrin-status="mounted"]')).not.toBeNull(), { timeout: 5000 });
}

describe('swatches on the recorded SW-TEE page', () => {
  it('choosing red marks sizes that cannot be bought: S missing (disabled), L out of stock (no-stock, still choosable as in the free plugin)', async () => {
    await mount();
    item('color', 'red').click();
    expect(select('color').value).toBe('red');
    expect(state(item('color', 'red'))).toMatchObject({ selected: true });
    expect(item('color', 'red').getAttribute('aria-checked')).toBe('true');
    expect(state(item('size', 's'))).toMatchObject({ disabled: true, noStock: false, ariaDisabled: true });
    expect(state(item('size', 'l'))).toMatchObject({ disabled: false, noStock: true, ariaDisabled: false });
    expect(item('size', 'l').getAttribute('aria-label')).toBe('L، ناموجود');
    expect(state(item('size', 'm'))).toMatchObject({ disabled: false, noStock: false });
    // The selected value follows the row label, with the plugin's separator.
    expect(q('label[for="pa_color"] .woo-selected-variation-item-name').textContent).toBe(': قرمز');
  });

  it('colour then size finds the variation through the variation form: id set, add to cart enabled', async () => {
    await mount();
    item('color', 'red').click();
    item('size', 'm').click();
    expect(select('size').value).toBe('m');
    expect(q<HTMLInputElement>('input[name="variation_id"]').value).toBe('93');
    expect(q('.single_add_to_cart_button').classList.contains('disabled')).toBe(false);
  });

  it('issue 34: a press draws its swatches and the form in one commit; show_variation listeners read the price already drawn', async () => {
    await mount();
    item('color', 'red').click();
    const region = q('.single_variation');
    const seen: string[] = [];
    const read = () => seen.push(region.textContent?.includes('1,300,000') ? 'price drawn' : 'no price');
    region.addEventListener('show_variation', read);
    // The pressed swatch is drawn checked with the press's commit, as it returns (src/ui/commit-now.ts
    // counts the renders: one per root).
    const form = q('form.variations_form');
    let sizeCheckedAtEnd: string | null = null;
    form.addEventListener('woocommerce_variation_has_changed', () => (sizeCheckedAtEnd = item('size', 'm').getAttribute('aria-checked')));
    item('size', 'm').click();
    expect(seen).toEqual(['price drawn']);
    expect(sizeCheckedAtEnd).toBe('false');
    expect(item('size', 'm').getAttribute('aria-checked')).toBe('true');
    expect(q('.single_add_to_cart_button').classList.contains('disabled')).toBe(false);
  });

  it('issue 27: an out-of-stock value is chosen as in the free plugin: availability says so, the button is disabled', async () => {
    await mount();
    item('color', 'blue').click();
    item('size', 'm').click();
    expect(select('size').value).toBe('m');
    expect(q<HTMLInputElement>('input[name="variation_id"]').value).toBe('97');
    expect(q('.single_variation .woocommerce-variation-availability').textContent).toContain('Out of stock');
    const button = q('.single_add_to_cart_button');
    expect(button.classList.contains('disabled')).toBe(true);
    expect(button.classList.contains('wc-variation-is-unavailable')).toBe(true);
    expect(item('size', 'm').getAttribute('aria-label')).toBe('M، ناموجود');
  });

  it('issue 27: with disable_out_of_stock in the options, an out-of-stock value is disabled', async () => {
    win.woo_variation_swatches_options = { disable_out_of_stock: '1' };
    await mount();
    item('color', 'blue').click();
    expect(state(item('size', 'm'))).toMatchObject({ disabled: true, noStock: true, ariaDisabled: true });
    item('size', 'm').click();
    expect(select('size').value).toBe('');
  });

  it('a disabled swatch cannot be chosen, and says why', async () => {
    await mount();
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      item('color', 'red').click();
      item('size', 's').click();
      expect(select('size').value).toBe('');
      vi.advanceTimersByTime(100);
      expect(q('.vitrin-swatches-status').textContent).toBe('S با گزینه‌های انتخاب‌شده موجود نیست');
    } finally {
      vi.useRealTimers();
    }
  });

  it('keyboard: one tab stop per list, arrows move visually in RTL (left = next), Space selects', async () => {
    await mount();
    const colors = Array.from(document.querySelectorAll<HTMLElement>('ul[data-attribute_name="attribute_pa_color"] li'));
    expect(colors.map((li) => li.getAttribute('tabindex'))).toEqual(['0', '-1', '-1', '-1']);
    colors[0]?.focus();
    colors[0]?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));
    expect(document.activeElement).toBe(colors[1]);
    colors[1]?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    expect(document.activeElement).toBe(colors[0]);
    colors[0]?.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true }));
    expect(document.activeElement).toBe(colors[3]);
    colors[3]?.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true }));
    expect(select('color').value).toBe('black');
    expect(colors[3]?.getAttribute('tabindex')).toBe('0');
  });

  it('clear-on-reselect (a "1" in the options) clears on a second press; off by default', async () => {
    await mount();
    item('color', 'red').click();
    item('color', 'red').click();
    expect(select('color').value).toBe('red');
    runtime?.disconnect();
    win.woo_variation_swatches_options = { clear_on_reselect: '1' };
    await mount();
    item('color', 'red').click();
    item('color', 'red').click();
    expect(select('color').value).toBe('');
    expect(item('color', 'red').getAttribute('aria-checked')).toBe('false');
  });

  it('issue 35: the mobile flag (is_mobile, off in the printed options, spec §9) changes nothing, as in frontend.js where its branch is empty', async () => {
    const pressBlue = async (isMobile: string) => {
      runtime?.disconnect();
      win.woo_variation_swatches_options = { is_mobile: isMobile };
      await mount();
      const seen: unknown[] = [];
      const listening = new AbortController();
      document.body.addEventListener('wvs-selected-item', (event) => seen.push((event as CustomEvent).detail), { signal: listening.signal });
      item('color', 'blue').click();
      listening.abort();
      return { value: select('color').value, seen, lists: Array.from(document.querySelectorAll('ul.variable-items-wrapper'), (ul) => ul.outerHTML) };
    };
    const off = await pressBlue('');
    expect(off.value).toBe('blue');
    expect(off.seen).toEqual([{ value: 'blue', attribute: 'attribute_pa_color' }]);
    expect(await pressBlue('1')).toEqual(off);
  });

  it('fires the plugin events: wvs-selected-item on the swatch, woo_variation_swatches_loaded on document', async () => {
    const loaded = vi.fn();
    document.addEventListener('woo_variation_swatches_loaded', loaded);
    await mount();
    await Promise.resolve();
    expect(loaded).toHaveBeenCalledTimes(1);
    const seen = vi.fn();
    document.body.addEventListener('wvs-selected-item', (event) => seen((event as CustomEvent).detail));
    item('color', 'blue').click();
    expect(seen).toHaveBeenCalledWith({ value: 'blue', attribute: 'attribute_pa_color' });
    expect(q('form.variations_form').classList.contains('wvs-loaded')).toBe(true);
    document.removeEventListener('woo_variation_swatches_loaded', loaded);
  });

  it('the variation form clearing a choice (reset link) repaints the swatches', async () => {
    await mount();
    item('color', 'red').click();
    q('.reset_variations').click();
    expect(select('color').value).toBe('');
    // Repainted once for the burst of events the reset fires, right after it.
    await Promise.resolve();
    expect(item('color', 'red').classList.contains('selected')).toBe(false);
    expect(state(item('size', 's')).disabled).toBe(false);
  });

  it('a limited list (data-vitrin-limit) shows a "more" button that expands it, announced as a disclosure', async () => {
    await mount(SW_TEE_PAGE.replace('data-attribute_name="attribute_pa_color" data-attribute_values', 'data-attribute_name="attribute_pa_color" data-vitrin-limit="2" data-attribute_values'));
    const colors = () => Array.from(document.querySelectorAll<HTMLElement>('ul[data-attribute_name="attribute_pa_color"] li'));
    expect(colors().map((li) => li.classList.contains('vitrin-swatch-hidden'))).toEqual([false, false, true, true]);
    const more = q<HTMLButtonElement>('.vitrin-swatch-more');
    expect(more.textContent).toBe('+ ۲ گزینهٔ دیگر');
    expect(more.getAttribute('aria-expanded')).toBe('false');
    more.click();
    expect(colors().some((li) => li.classList.contains('vitrin-swatch-hidden'))).toBe(false);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(more.textContent).toBe('نمایش کمتر');
  });

  it('a variations form inserted later (quick view, ajax listing) gets its swatches too', async () => {
    await mount();
    const later = document.createElement('div');
    later.innerHTML = SW_TEE_PAGE.replace(/id="pa_/g, 'id="qv_pa_').replace(/for="pa_/g, 'for="qv_pa_');
    document.body.append(later);
    await vi.waitFor(() => expect(later.querySelectorAll('ul.variable-items-wrapper[data-vitrin-status="mounted"]')).toHaveLength(2));
    later.querySelector<HTMLElement>('ul[data-attribute_name="attribute_pa_color"] li[data-value="red"]')?.click();
    expect(later.querySelector<HTMLSelectElement>('select[name="attribute_pa_color"]')?.value).toBe('red');
    // The first form is untouched.
    expect(select('color').value).toBe('');
  });

  it('unmounting restores the markup as printed', async () => {
    await mount();
    item('color', 'red').click();
    runtime?.disconnect();
    runtime = undefined;
    expect(item('color', 'red').getAttribute('title')).toBe('قرمز');
    expect(document.querySelector('.woo-selected-variation-item-name')).toBeNull();
    expect(document.querySelector('.vitrin-swatches-status')).toBeNull();
  });
});

describe('swatches on hostile or ajax-mode data', () => {
  const withVariations = (json: string) => SW_TEE_PAGE.replace(/data-product_variations="[^"]*"/, `data-product_variations="${json}"`);

  it('ajax mode (false) disables nothing and every list keeps a tab stop', async () => {
    await mount(withVariations('false'));
    item('color', 'red').click();
    const sizes = Array.from(document.querySelectorAll<HTMLElement>('ul[data-attribute_name="attribute_pa_size"] li'));
    expect(sizes.some((li) => li.classList.contains('disabled'))).toBe(false);
    expect(sizes.filter((li) => li.getAttribute('tabindex') === '0')).toHaveLength(1);
  });

  it('malformed JSON: nothing thrown, nothing disabled, the select still follows the swatches', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.post('*', async ({ request }) => {
      asked.push(await request.text());
      return HttpResponse.json(false);
    }));
    await mount(withVariations('[{&quot;attributes&quot;: oops'));
    item('color', 'red').click();
    item('size', 's').click();
    expect(select('size').value).toBe('s');
    // Unreadable variations: the form asks the server, once, for the complete combination.
    await vi.waitFor(() => expect(asked).toEqual(['attribute_pa_color=red&attribute_pa_size=s&product_id=92']));
    error.mockRestore();
  });

  it('markup in titles stays text; 1,000 variations are handled', async () => {
    const many = Array.from({ length: 1000 }, (_, i) => ({
      variation_id: i + 1,
      attributes: { attribute_pa_color: ['red', 'blue', 'green', 'black'][i % 4], attribute_pa_size: `<img src=x onerror=alert(${i})>` },
      is_in_stock: true,
    }));
    const html = withVariations(JSON.stringify(many).replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;'))
      .replace('data-title="قرمز"', 'data-title="&lt;img src=x onerror=alert(1)&gt;"');
    await mount(html);
    item('color', 'red').click();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(item('color', 'red').getAttribute('aria-label')).toBe('<img src=x onerror=alert(1)>');
    // No size value matches the hostile variations: every size is unavailable for red.
    expect(state(item('size', 'm')).disabled).toBe(true);
  });
});
