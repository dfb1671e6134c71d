// The variations contract against the recorded exchanges (recorded/variation-swatches-2.0.30).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../fixtures/msw/node';
import { readPageSettings } from '../../src/host/settings';
import { getVariation, getVariationBody, readProductVariations, readVariationForm, readVariationTexts, variationFormSchema } from './variations';
import { SW_TEE_FORM } from '../../fixtures/variation-swatches/sw-tee.recorded';
import { createWooCommerceServer, memoryCartStore } from '../../fixtures/msw/woocommerce';
import { productById } from '../../fixtures/catalogue';

// get_variation-m_ajax_complete-1.response.json (body).
const JACKET_RED_M_PLAIN = {
  attributes: { attribute_pa_color: 'red', attribute_pa_size: 'm', attribute_pa_pattern: 'plain' },
  availability_html: '',
  backorders_allowed: false,
  dimensions: { length: '', width: '', height: '' },
  dimensions_html: 'N/A',
  display_price: 2300000,
  display_regular_price: 2600000,
  image: { title: '', caption: '', url: '', alt: '', src: '', srcset: false, sizes: false },
  image_id: 0,
  is_downloadable: false,
  is_in_stock: true,
  is_purchasable: true,
  is_sold_individually: 'no',
  is_virtual: false,
  max_qty: '',
  min_qty: 1,
  price_html: '<span class="price"><span class="woocommerce-Price-amount amount"><bdi>2,300,000</bdi></span></span>',
  sku: 'SW-JACKET-RED-M-PLAIN',
  variation_description: '',
  variation_id: 122,
  variation_is_active: true,
  variation_is_visible: true,
  weight: '',
  weight_html: 'N/A',
};

interface Seen {
  body: string;
  contentType: string | null;
  requestedWith: string | null;
  url: string;
}

function answerWith(respond: () => Response): Seen[] {
  const seen: Seen[] = [];
  server.use(
    http.post('*', async ({ request }) => {
      seen.push({
        body: await request.text(),
        contentType: request.headers.get('content-type'),
        requestedWith: request.headers.get('x-requested-with'),
        url: request.url,
      });
      return respond();
    }),
  );
  return seen;
}

const settings = () => readPageSettings();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  delete (window as unknown as Record<string, unknown>).wc_add_to_cart_variation_params;
});
afterAll(() => server.close());

describe('data-product_variations', () => {
  it('reads the recorded SW-TEE form: product 92, twelve variations with HTML strings kept', () => {
    document.body.innerHTML = SW_TEE_FORM;
    const form = document.querySelector<HTMLElement>('form.variations_form');
    if (!form) throw new Error('form missing');
    const parsed = variationFormSchema.safeParse(readVariationForm(form));
    expect(parsed.success).toBe(true);
    if (!parsed.success || parsed.data.variations === false) return;
    expect(parsed.data.productId).toBe(92);
    expect(parsed.data.variations).toHaveLength(12);
    const redL = parsed.data.variations.find((v) => v.variation_id === 94);
    expect(redL?.attributes).toEqual({ attribute_pa_color: 'red', attribute_pa_size: 'l' });
    expect(redL?.is_in_stock).toBe(false);
    expect(redL?.availability_html).toBe('<p class="stock out-of-stock">Out of stock</p>\n');
    // Keys the schema does not name travel on to found_variation listeners.
    expect((redL as Record<string, unknown> | undefined)?.backorders_allowed).toBe(false);
  });

  it('"false" (the jacket, 32 variations) and an unreadable attribute both mean: ask the server', () => {
    const form = document.createElement('form');
    form.setAttribute('data-product_id', '118');
    form.setAttribute('data-product_variations', 'false');
    expect(readVariationForm(form)).toEqual({ productId: 118, variations: false });
    form.setAttribute('data-product_variations', '[{broken');
    expect(readVariationForm(form)).toEqual({ productId: 118, variations: false });
  });

  it('rejects a form without a product id or with variations lacking attributes', () => {
    const form = document.createElement('form');
    form.setAttribute('data-product_variations', 'false');
    expect(variationFormSchema.safeParse(readVariationForm(form)).success).toBe(false);
    expect(readProductVariations([{ variation_id: 1 }])).toBeUndefined();
  });
});

describe('?wc-ajax=get_variation', () => {
  const input = {
    productId: 118,
    attributes: [
      ['attribute_pa_color', 'red'],
      ['attribute_pa_size', 'm'],
      ['attribute_pa_pattern', 'plain'],
    ] as const,
  };

  it('posts the chosen attributes in form order then product_id, byte for byte like the recording', async () => {
    const seen = answerWith(() => HttpResponse.json(JACKET_RED_M_PLAIN));
    const outcome = await getVariation(settings(), input);
    expect(seen).toHaveLength(1);
    expect(new URL(seen[0]?.url ?? '').search).toBe('?wc-ajax=get_variation');
    expect(seen[0]?.body).toBe('attribute_pa_color=red&attribute_pa_size=m&attribute_pa_pattern=plain&product_id=118');
    expect(seen[0]?.contentType).toBe('application/x-www-form-urlencoded; charset=UTF-8');
    expect(seen[0]?.requestedWith).toBe('XMLHttpRequest');
    expect(outcome).toMatchObject({ kind: 'found', variation: { variation_id: 122, sku: 'SW-JACKET-RED-M-PLAIN' } });
  });

  it('sends custom_data only when the form printed it', () => {
    expect(getVariationBody({ ...input, customData: '' }).toString()).toBe('attribute_pa_color=red&attribute_pa_size=m&attribute_pa_pattern=plain&product_id=118&custom_data=');
  });

  it('uses wc_add_to_cart_variation_params.wc_ajax_url (a sub-directory install keeps its path)', async () => {
    (window as unknown as Record<string, unknown>).wc_add_to_cart_variation_params = { wc_ajax_url: '/shop/?wc-ajax=%%endpoint%%&lang=fa' };
    const seen = answerWith(() => HttpResponse.json(false));
    await getVariation(settings(), input);
    const url = new URL(seen[0]?.url ?? '');
    expect(url.pathname).toBe('/shop/');
    expect(url.searchParams.get('wc-ajax')).toBe('get_variation');
    expect(url.searchParams.get('lang')).toBe('fa');
  });

  it('`false` (partial, missing combination, bad value) and an empty body (no product) mean no match', async () => {
    answerWith(() => HttpResponse.json(false));
    expect(await getVariation(settings(), input)).toEqual({ kind: 'none' });
    server.resetHandlers();
    answerWith(() => new HttpResponse('', { status: 200, headers: { 'Content-Type': 'text/html; charset=UTF-8' } }));
    expect(await getVariation(settings(), input)).toEqual({ kind: 'none' });
  });

  it('a failed or aborted call is a typed failure, never a throw', async () => {
    answerWith(() => new HttpResponse('<html>error</html>', { status: 500 }));
    const failed = await getVariation(settings(), input);
    expect(failed.kind === 'failed' && failed.error.kind).toBe('http');
    const controller = new AbortController();
    controller.abort();
    const aborted = await getVariation(settings(), input, controller.signal);
    expect(aborted.kind === 'failed' && aborted.error.kind).toBe('aborted');
  });
});

describe('wc_add_to_cart_variation_params texts', () => {
  it("keeps the site's translations and drops WooCommerce's untranslated English", () => {
    (window as unknown as Record<string, unknown>).wc_add_to_cart_variation_params = {
      wc_ajax_url: '/?wc-ajax=%%endpoint%%',
      i18n_no_matching_variations_text: 'Sorry, no products matched your selection. Please choose a different combination.',
      i18n_make_a_selection_text: 'لطفا گزینه‌ها را انتخاب کنید.',
      i18n_unavailable_text: '  ',
    };
    expect(readVariationTexts(settings())).toEqual({ makeSelection: 'لطفا گزینه‌ها را انتخاب کنید.' });
  });
});

describe('the demo server answers get_variation like WC_AJAX (msw model)', () => {
  const useModel = () => server.use(...createWooCommerceServer({ store: memoryCartStore() }).handlers);
  const post = async (body: string) => {
    const response = await fetch('/?wc-ajax=get_variation', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8' },
      body,
    });
    return { type: response.headers.get('content-type'), text: await response.text() };
  };
  const product = productById(521);
  const target = product?.variations.find((v) => v.inStock && v.attributes.attribute_pa_color?.startsWith('%'));
  const full = new URLSearchParams({ ...(target?.attributes ?? {}), product_id: '521' }).toString();

  it('a full match: the variation object with the keys of the recorded answer', async () => {
    useModel();
    const answer = await post(full);
    expect(answer.type).toBe('application/json; charset=UTF-8');
    const body = JSON.parse(answer.text) as Record<string, unknown>;
    expect(body.variation_id).toBe(target?.id);
    expect(Object.keys(body).sort()).toEqual(Object.keys(JACKET_RED_M_PLAIN).sort());
    expect(readProductVariations([body])).toEqual([body]);
  });

  it('partial (03), missing combination (04) and bad value (06) answer false; no product id (05) an empty page', async () => {
    useModel();
    const color = target?.attributes.attribute_pa_color ?? '';
    expect((await post(new URLSearchParams({ attribute_pa_color: color, product_id: '521' }).toString())).text).toBe('false');
    expect((await post(new URLSearchParams({ attribute_pa_color: 'purple', attribute_pa_size: 's', product_id: '521' }).toString())).text).toBe('false');
    const noProduct = await post(new URLSearchParams({ attribute_pa_color: color }).toString());
    expect(noProduct).toEqual({ type: 'text/html; charset=UTF-8', text: '' });
    expect((await post('attribute_pa_color=x&product_id=999999')).text).toBe('');
  });

  it('an "any" attribute matches whatever was posted for it', async () => {
    useModel();
    const demo = productById(101);
    const anySize = demo?.variations.find((v) => v.attributes.attribute_pa_size === '');
    const body = new URLSearchParams({ attribute_pa_color: anySize?.attributes.attribute_pa_color ?? '', attribute_pa_size: 'xxl', product_id: '101' });
    expect(JSON.parse((await post(body.toString())).text)).toMatchObject({ variation_id: anySize?.id });
  });
});
