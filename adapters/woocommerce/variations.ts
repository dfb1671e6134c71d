// WooCommerce's variable-product wire contract (add-to-cart-variation.js, WC_AJAX::get_variation,
// WC_Product_Variable::get_available_variation): the variation objects PHP prints into
// `form.variations_form[data-product_variations]` (or `false` above the ajax threshold), the
// `?wc-ajax=get_variation` call and its answer, and the localized wc_add_to_cart_variation_params.
import * as z from 'zod/mini';
import type { PageSettings } from '../../src/host/settings';
import { request } from '../http/client';
import type { TransportError } from '../http/errors';
import { waitPolicy, type WaitHooks } from '../http/waits';
import { wcAjaxUrl } from './endpoints';

// PHP prints numbers as numbers, but filters and older versions print numeric strings; '' = none.
const phpNumberish = z.union([z.number(), z.string()]);
const phpAttr = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** `image` of a variation (wc_get_product_attachment_props + sizes); srcset/sizes are false when absent. */
export const variationImageSchema = z.looseObject({
  title: z.optional(phpAttr),
  caption: z.optional(phpAttr),
  url: z.optional(phpAttr),
  alt: z.optional(phpAttr),
  src: z.optional(phpAttr),
  srcset: z.optional(phpAttr),
  sizes: z.optional(phpAttr),
  full_src: z.optional(phpAttr),
  full_src_w: z.optional(phpAttr),
  full_src_h: z.optional(phpAttr),
  gallery_thumbnail_src: z.optional(phpAttr),
  src_w: z.optional(phpAttr),
  src_h: z.optional(phpAttr),
});
export type VariationImage = z.infer<typeof variationImageSchema>;

/**
 * One variation as get_available_variation() returns it. Only the id and the attributes are
 * required (WooCommerce always prints them); extra keys other plugins add are kept, because the
 * object travels on to their `found_variation` listeners.
 */
export const availableVariationSchema = z.looseObject({
  variation_id: z.number(),
  /** "attribute_pa_color" → term slug; "" = any value. */
  attributes: z.record(z.string(), z.string()),
  availability_html: z.optional(z.string()),
  price_html: z.optional(z.string()),
  variation_description: z.optional(z.string()),
  display_price: z.optional(phpNumberish),
  display_regular_price: z.optional(phpNumberish),
  image: z.optional(z.union([variationImageSchema, z.array(z.unknown()), z.literal(false), z.null()])),
  image_id: z.optional(phpNumberish),
  is_in_stock: z.optional(z.boolean()),
  is_purchasable: z.optional(z.boolean()),
  is_sold_individually: z.optional(z.string()),
  max_qty: z.optional(phpNumberish),
  min_qty: z.optional(phpNumberish),
  sku: z.optional(z.string()),
  variation_is_active: z.optional(z.boolean()),
  variation_is_visible: z.optional(z.boolean()),
  weight: z.optional(phpNumberish),
  weight_html: z.optional(z.string()),
  dimensions_html: z.optional(z.string()),
});
export type AvailableVariation = z.infer<typeof availableVariationSchema>;

/** data-product_variations: the list, or `false` when the form must ask the server (ajax mode). */
export const productVariationsSchema = z.union([z.literal(false), z.array(availableVariationSchema)]);
export type ProductVariations = z.infer<typeof productVariationsSchema>;

/** What the markup reader hands the widget (validated by the widget with variationFormSchema). */
export const variationFormSchema = z.object({
  productId: z.number(),
  variations: productVariationsSchema,
  /** data-custom_data, sent along with get_variation when a plugin printed it. */
  customData: z.optional(z.string()),
});
export type VariationFormProps = z.infer<typeof variationFormSchema>;

export const VARIATIONS_FORM_SELECTOR = 'form.variations_form';

/**
 * Reads the form's data attributes as add-to-cart-variation.js does with jQuery's .data():
 * "false" (or an empty / unreadable attribute) means ajax mode, since the server can still answer.
 */
export function readVariationForm(form: HTMLElement): unknown {
  const raw = form.getAttribute('data-product_variations');
  let variations: unknown = false;
  if (raw && raw.trim() !== '' && raw.trim() !== 'false') {
    try {
      variations = JSON.parse(raw);
    } catch {
      console.error('[vitrin] variation-form: data-product_variations is not JSON; asking the server instead');
      variations = false;
    }
  }
  // An empty list is what a product without visible variations prints: WooCommerce treats it as a list.
  const productId = Number.parseInt(form.getAttribute('data-product_id') ?? '', 10);
  const customData = form.getAttribute('data-custom_data');
  return {
    productId: Number.isNaN(productId) ? undefined : productId,
    variations,
    ...(customData !== null ? { customData } : {}),
  };
}

// --- ?wc-ajax=get_variation --------------------------------------------------------------

/**
 * `false` when nothing matches (or not every attribute was sent); empty body when product_id is
 * missing. A found variation must carry what the form shows and adds (variation_id, attributes):
 * any other JSON is a failure (issue 30), never a variation taken as found.
 */
export const getVariationAnswerSchema = z.union([z.literal(false), availableVariationSchema, z.undefined()]);

export type GetVariationOutcome =
  | { kind: 'found'; variation: AvailableVariation }
  | { kind: 'none' }
  | { kind: 'failed'; error: TransportError };

export interface GetVariationInput {
  productId: number;
  /** The chosen `attribute_*` fields, in form order. */
  attributes: ReadonlyArray<readonly [string, string]>;
  customData?: string;
}

/** The get_variation body as add-to-cart-variation.js posts it: attributes in order, then product_id. */
export function getVariationBody(input: GetVariationInput): URLSearchParams {
  const body = new URLSearchParams();
  for (const [name, value] of input.attributes) body.append(name, value);
  body.append('product_id', String(input.productId));
  if (input.customData !== undefined) body.append('custom_data', input.customData);
  return body;
}

function variationParamsUrl(settings: PageSettings): string | undefined {
  const params = z.safeParse(z.object({ wc_ajax_url: z.optional(z.string()) }), settings.global('wc_add_to_cart_variation_params'));
  const template = params.success ? params.data.wc_ajax_url : undefined;
  return template?.includes('%%endpoint%%') ? template.split('%%endpoint%%').join('get_variation') : undefined;
}

/**
 * POST ?wc-ajax=get_variation. Aborting `signal` ends it with kind 'failed' / error.kind 'aborted'.
 * Waits as the `read` kind says (issue 30): `hooks.onSlow` past 2.5 s, a timeout at 15 s (the
 * original waits for good, the add button disabled all along).
 */
export async function getVariation(settings: PageSettings, input: GetVariationInput, signal?: AbortSignal, hooks: WaitHooks = {}): Promise<GetVariationOutcome> {
  const result = await request({
    url: variationParamsUrl(settings) ?? wcAjaxUrl(settings, 'get_variation'),
    method: 'POST',
    form: getVariationBody(input),
    signal,
    wait: { ...waitPolicy('read', settings), ...hooks },
    response: { kind: 'json', schema: getVariationAnswerSchema, allowEmpty: true },
  });
  if (!result.ok) return { kind: 'failed', error: result.error };
  return result.value ? { kind: 'found', variation: result.value } : { kind: 'none' };
}

// --- wc_add_to_cart_variation_params -----------------------------------------------------

export type VariationText = 'noMatch' | 'makeSelection' | 'unavailable' | 'resetAlert';

const paramsSchema = z.object({
  i18n_no_matching_variations_text: z.optional(z.string()),
  i18n_make_a_selection_text: z.optional(z.string()),
  i18n_unavailable_text: z.optional(z.string()),
  i18n_reset_alert_text: z.optional(z.string()),
});

const PARAM_KEYS: Record<VariationText, keyof z.infer<typeof paramsSchema>> = {
  noMatch: 'i18n_no_matching_variations_text',
  makeSelection: 'i18n_make_a_selection_text',
  unavailable: 'i18n_unavailable_text',
  resetAlert: 'i18n_reset_alert_text',
};

// WooCommerce's untranslated English (9.x–10.x): a site without the Persian pack prints these,
// and then Vitrin's own Persian text is the better choice.
const ENGLISH_DEFAULTS = new Set([
  'Sorry, no products matched your selection. Please choose a different combination.',
  'Please select some product options before adding this product to your cart.',
  'Sorry, this product is unavailable. Please choose a different combination.',
  'Your selection has been reset. Please select some product options before adding this product to your cart.',
  'Product selection reset.',
]);

/** The site's localized texts, without blanks and WooCommerce's untranslated English defaults. */
export function readVariationTexts(settings: PageSettings): Partial<Record<VariationText, string>> {
  const parsed = z.safeParse(paramsSchema, settings.global('wc_add_to_cart_variation_params'));
  if (!parsed.success) return {};
  const out: Partial<Record<VariationText, string>> = {};
  for (const [key, param] of Object.entries(PARAM_KEYS) as Array<[VariationText, keyof z.infer<typeof paramsSchema>]>) {
    const text = parsed.data[param]?.trim();
    if (text && !ENGLISH_DEFAULTS.has(text)) out[key] = text;
  }
  return out;
}
