// The jQuery plugins of add-to-cart-variation.js, as the scripts that stay call them, on the real
// jQuery 3 and the recorded SW-TEE product (Variation Swatches 2.0.30 markup): Woodmart's quick-view
// sequence, the image/attribute/content helpers on Vitrin's form state, the original winning.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { boot } from '../../src/runtime/boot';
import { whenQueueEmpty } from '../../src/runtime/scheduler';
import type { Runtime } from '../../src/runtime/runtime';
import { loadRealJQuery } from '../../src/host/testing-jquery';
import { SW_TEE_PAGE } from '../../fixtures/variation-swatches/sw-tee.recorded';
import { VARIATION_FN } from '../../adapters/woocommerce/jquery-api';
import { variationForm } from '.';
import { installVariationApi, variationApiBehaviour } from './jquery-api';

type Plugin = (this: unknown, ...args: unknown[]) => unknown;
interface Collection extends ArrayLike<Element> {
  find(selector: string): Collection;
  trigger(name: string): Collection;
  attr(name: string): string | undefined;
}

const win = window as unknown as Record<string, unknown>;
let runtime: Runtime | undefined;
let uninstall: (() => void) | undefined;

afterEach(() => {
  uninstall?.();
  uninstall = undefined;
  runtime?.disconnect();
  runtime = undefined;
  delete win.jQuery;
  delete win.Vitrin;
  document.body.innerHTML = '';
});

function setUp() {
  const $ = loadRealJQuery();
  uninstall = installVariationApi($);
  const wrap = (target: unknown) => ($ as unknown as (t: unknown) => Collection)(target);
  const call = (target: unknown, name: string, ...args: unknown[]) => (($.fn[name] as Plugin).apply(wrap(target), args));
  return { $, wrap, call };
}

const form = () => {
  const el = document.querySelector<HTMLFormElement>('form.variations_form');
  if (!el) throw new Error('form missing');
  return el;
};

async function startRuntime(): Promise<void> {
  const started = boot([variationForm], []);
  runtime = started.runtime;
  win.Vitrin = started.api;
  await whenQueueEmpty();
}

describe('$.fn.wc_variation_form and its helpers', () => {
  it('are defined only where jQuery is on the page, and the undo removes them', () => {
    uninstall = variationApiBehaviour.install({} as never);
    expect(win.jQuery).toBeUndefined();
    uninstall();
    const $ = loadRealJQuery();
    uninstall = variationApiBehaviour.install({} as never);
    for (const name of Object.values(VARIATION_FN)) expect(typeof $.fn[name]).toBe('function');
    uninstall();
    uninstall = undefined;
    for (const name of Object.values(VARIATION_FN)) expect($.fn[name]).toBeUndefined();
  });

  it("run Woodmart's quick-view sequence on inserted HTML: returns the collection, mounts Vitrin's form, a choice finds the variation", async () => {
    const { wrap } = setUp();
    document.body.innerHTML = '<div class="wd-popup"></div>';
    await startRuntime();
    // What quickView.js does in its open callback, in the same task as the insertion.
    const popup = document.querySelector('.wd-popup');
    if (!popup) throw new Error('popup missing');
    popup.innerHTML = SW_TEE_PAGE;
    const $form = wrap(form()) as Collection & { wc_variation_form(): Collection };
    const returned = $form.wc_variation_form();
    expect(returned).toBe($form);
    // Queued now, not when the page's observer gets to the insertion.
    expect(form().getAttribute('data-vitrin-status')).not.toBeNull();
    expect(() => returned.find('.variations select:eq(0)').trigger('change')).not.toThrow();
    expect(() => $form.trigger('wc_variation_form')).not.toThrow();
    await whenQueueEmpty();
    expect(form().getAttribute('data-vitrin-status')).toBe('mounted');
    const color = form().querySelector<HTMLSelectElement>('select[name="attribute_pa_color"]');
    const size = form().querySelector<HTMLSelectElement>('select[name="attribute_pa_size"]');
    if (!color || !size) throw new Error('selects missing');
    color.value = 'red';
    wrap(color).trigger('change');
    size.value = 'm';
    wrap(size).trigger('change');
    expect(form().querySelector<HTMLInputElement>('input[name="variation_id"]')?.value).toBe('93');
  });

  it('checks a form Vitrin already runs again, as a second VariationForm would (check_variations once)', async () => {
    const { call } = setUp();
    document.body.innerHTML = SW_TEE_PAGE;
    await startRuntime();
    const seen = vi.fn();
    form().addEventListener('check_variations', seen);
    const collection = call(form(), VARIATION_FN.form);
    expect((collection as ArrayLike<Element>)[0]).toBe(form());
    expect(seen).toHaveBeenCalledTimes(1);
  });

  it('leave a form whose mount failed, and anything that is not a variations form, alone', async () => {
    const { call } = setUp();
    document.body.innerHTML = `${SW_TEE_PAGE}<div class="not-a-form"></div>`;
    form().setAttribute('data-vitrin-status', 'failed');
    const rescan = vi.fn();
    win.Vitrin = { rescan };
    const seen = vi.fn();
    form().addEventListener('check_variations', seen);
    call(form(), VARIATION_FN.form);
    call(document.querySelector('.not-a-form'), VARIATION_FN.form);
    expect(rescan).not.toHaveBeenCalled();
    expect(seen).not.toHaveBeenCalled();
  });

  it('wc_set_variation_attr / wc_reset_variation_attr keep the original in data-o_* and bring it back', () => {
    const { call } = setUp();
    document.body.innerHTML = '<img class="thumb" src="/a.jpg"><img class="thumb" src="/b.jpg">';
    const thumbs = document.querySelectorAll('img.thumb');
    expect(call(thumbs, VARIATION_FN.setAttr, 'src', '/red.jpg')).toBeUndefined();
    expect(Array.from(thumbs, (img) => img.getAttribute('src'))).toEqual(['/red.jpg', '/red.jpg']);
    expect(Array.from(thumbs, (img) => img.getAttribute('data-o_src'))).toEqual(['/a.jpg', '/b.jpg']);
    call(thumbs, VARIATION_FN.setAttr, 'srcset', false);
    expect(thumbs[0]?.hasAttribute('srcset')).toBe(false);
    call(thumbs, VARIATION_FN.resetAttr, 'src');
    expect(Array.from(thumbs, (img) => img.getAttribute('src'))).toEqual(['/a.jpg', '/b.jpg']);
    // jQuery's .attr(name, undefined) reads: the original only records the value then.
    call(thumbs, VARIATION_FN.setAttr, 'title', undefined);
    expect(thumbs[0]?.getAttribute('data-o_title')).toBe('');
    expect(thumbs[0]?.hasAttribute('title')).toBe(false);
  });

  it('wc_set_content / wc_reset_content swap the text and bring the first one back', () => {
    const { call } = setUp();
    document.body.innerHTML = '<span class="sku">SW-TEE</span>';
    const sku = document.querySelector('.sku');
    call(sku, VARIATION_FN.setContent, 'SW-TEE-RED-M');
    call(sku, VARIATION_FN.setContent, '<b>not markup</b>');
    expect(sku?.textContent).toBe('<b>not markup</b>');
    expect(sku?.querySelector('b')).toBeNull();
    call(sku, VARIATION_FN.resetContent);
    expect(sku?.textContent).toBe('SW-TEE');
  });

  it("wc_variations_image_update shows the variation's image, resets for anything else; the slide position resets once per image", () => {
    const { call } = setUp();
    document.body.innerHTML = SW_TEE_PAGE;
    const image = document.querySelector('.wp-post-image');
    const original = image?.getAttribute('src');
    const slideReset = vi.fn();
    document.querySelector('.images')?.addEventListener('woocommerce_gallery_reset_slide_position', slideReset);
    const variation = { variation_id: 93, attributes: { attribute_pa_color: 'red' }, image_id: 7, image: { src: '/red-600.jpg', full_src: '/red.jpg', gallery_thumbnail_src: '/red-100.jpg', alt: 'قرمز' } };
    call(form(), VARIATION_FN.imageUpdate, variation);
    expect(image?.getAttribute('src')).toBe('/red-600.jpg');
    expect(image?.getAttribute('alt')).toBe('قرمز');
    expect(form().getAttribute('current-image')).toBe('7');
    call(form(), VARIATION_FN.imageUpdate, variation);
    expect(slideReset).toHaveBeenCalledTimes(1);
    call(form(), VARIATION_FN.imageUpdate, { hostile: '<img src=x onerror=alert(1)>' });
    expect(image?.getAttribute('src')).toBe(original);
    call(form(), VARIATION_FN.imageUpdate, variation);
    call(form(), VARIATION_FN.imageReset);
    expect(image?.getAttribute('src')).toBe(original);
    call(form(), VARIATION_FN.slidePositionReset, { image_id: 7 });
    expect(form().getAttribute('current-image')).toBe('7');
  });

  it('leave every plugin the site still has from add-to-cart-variation.js in place', () => {
    const $ = loadRealJQuery();
    const original = function (this: unknown) {
      return this;
    };
    $.fn.wc_variation_form = original;
    uninstall = installVariationApi($);
    expect($.fn.wc_variation_form).toBe(original);
    expect(typeof $.fn.wc_set_variation_attr).toBe('function');
    uninstall();
    uninstall = undefined;
    expect($.fn.wc_variation_form).toBe(original);
    delete $.fn.wc_variation_form;
  });
});
