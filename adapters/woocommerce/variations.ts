// WooCommerce's variable-product wire contract (add-to-cart-variation.js, WC_AJAX::get_variation,
// WC_Product_Variable::get_available_variation): the variation objects PHP prints into
// `form.variations_form[data-product_variations]` (or `false` above the ajax threshold), the
// `?wc-ajax=get_variation` call and its answer, and the localized wc_add_to_cart_variation_params.
import type * as z from 'zod/mini';
import type { availableVariationSchema, variationImageSchema } from './variation-answers';
import type { PageSettings } from '../../src/host/settings';
import type { PropsSchema } from '../../src/runtime/types';
import { request } from '../http/client';
import type { TransportError } from '../http/errors';
import { waitPolicy, type WaitHooks } from '../http/waits';
import { wcAjaxUrl } from './endpoints';

// The variations the markup prints are checked by hand, not with zod: a variable product reads
// them at load, which then loads no zod (issue 36). zod checks the get_variation answer, with the
// schemas of ./variation-answers (imported beside that request); variations-guards.test.ts holds
// the checks below to those schemas.
export type VariationImage = z.infer<typeof variationImageSchema>;
/**
 * One variation as get_available_variation() returns it. Only the id and the attributes are
 * required (WooCommerce always prints them); extra keys other plugins add are kept, because the
 * object travels on to their `found_variation` listeners.
 */
export type AvailableVariation = z.infer<typeof availableVariationSchema>;

type Check = (value: unknown) => boolean;
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
/** What z.number() accepts: a finite number. */
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isBoolean: Check = (value) => typeof value === 'boolean';
// PHP prints numbers as numbers, but filters and older versions print numeric strings; '' = none.
const isPhpNumberish: Check = (value) => isNumber(value) || isString(value);
const isPhpAttr: Check = (value) => value === null || isString(value) || isNumber(value) || isBoolean(value);
const optional = (check: Check): Check => (value) => value === undefined || check(value);

/** An object whose listed fields pass their checks (other keys kept, as a loose object). */
const looseObject = (fields: Record<string, Check>): Check => (value) => isObject(value) && Object.entries(fields).every(([key, check]) => check(value[key]));

/** What z.record(z.string(), z.string()) accepts: a plain object of strings (no symbol keys). */
const isStringRecord: Check = (value) => {
  if (!isObject(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto !== null && proto !== Object.prototype) {
    // zod's isPlainObject: a constructor whose prototype owns isPrototypeOf (another realm's Object).
    const ctor: unknown = (value as { constructor?: unknown }).constructor;
    if (typeof ctor === 'function') {
      const prot: unknown = (ctor as { prototype?: unknown }).prototype;
      if (!isObject(prot) || !Object.prototype.hasOwnProperty.call(prot, 'isPrototypeOf')) return false;
    }
  }
  return Reflect.ownKeys(value).every((key) => !Object.prototype.propertyIsEnumerable.call(value, key) || key === '__proto__' || (typeof key === 'string' && typeof value[key] === 'string'));
};

const IMAGE_FIELDS = ['title', 'caption', 'url', 'alt', 'src', 'srcset', 'sizes', 'full_src', 'full_src_w', 'full_src_h', 'gallery_thumbnail_src', 'src_w', 'src_h'];
const isVariationImage = looseObject(Object.fromEntries(IMAGE_FIELDS.map((field) => [field, optional(isPhpAttr)])));

const isAvailableVariation = looseObject({
  variation_id: isNumber,
  attributes: isStringRecord,
  availability_html: optional(isString),
  price_html: optional(isString),
  variation_description: optional(isString),
  display_price: optional(isPhpNumberish),
  display_regular_price: optional(isPhpNumberish),
  image: optional((value) => value === false || value === null || Array.isArray(value) || isVariationImage(value)),
  image_id: optional(isPhpNumberish),
  is_in_stock: optional(isBoolean),
  is_purchasable: optional(isBoolean),
  is_sold_individually: optional(isString),
  max_qty: optional(isPhpNumberish),
  min_qty: optional(isPhpNumberish),
  sku: optional(isString),
  variation_is_active: optional(isBoolean),
  variation_is_visible: optional(isBoolean),
  weight: optional(isPhpNumberish),
  weight_html: optional(isString),
  dimensions_html: optional(isString),
});

/**
 * The variation as zod hands it back: an own `__proto__` key in the attributes (JSON.parse makes
 * one; its value may be anything) is dropped, as zod's record copy drops it. Kept, it would reach
 * code that reads every attribute as a string. Else the value as given.
 */
function withoutOwnProto(variation: AvailableVariation): AvailableVariation {
  const { attributes } = variation;
  if (!Object.prototype.hasOwnProperty.call(attributes, '__proto__')) return variation;
  const copy: Record<string, string> = {};
  for (const [key, text] of Object.entries(attributes)) if (key !== '__proto__') copy[key] = text;
  return { ...variation, attributes: copy };
}

/** A variation object (what availableVariationSchema accepts, as it hands it back), else undefined. */
export function readAvailableVariation(value: unknown): AvailableVariation | undefined {
  return isAvailableVariation(value) ? withoutOwnProto(value as AvailableVariation) : undefined;
}

/** data-product_variations: the list, or `false` when the form must ask the server (ajax mode). */
export type ProductVariations = false | AvailableVariation[];

/** data-product_variations as printed: `false`, or a list of variations; else undefined. */
export function readProductVariations(value: unknown): ProductVariations | undefined {
  if (value === false) return false;
  if (!Array.isArray(value) || !value.every((v) => isAvailableVariation(v))) return undefined;
  return (value as AvailableVariation[]).map(withoutOwnProto);
}

/** What the markup reader hands the widget (validated by the widget with variationFormSchema). */
export interface VariationFormProps {
  productId: number;
  variations: ProductVariations;
  /** data-custom_data, sent along with get_variation when a plugin printed it. */
  customData?: string;
}

/**
 * `{productId: number, variations: false | variation[], customData?: string}`, other keys dropped:
 * what the zod object schema accepted (variations-guards.test.ts), checked by hand (issue 36).
 */
export const variationFormSchema: PropsSchema<VariationFormProps> = {
  safeParse(raw) {
    const fail = (path: PropertyKey[], message: string) => ({ success: false as const, error: { issues: [{ path, message }] } });
    if (!isObject(raw)) return fail([], 'expected object');
    const { productId, variations, customData } = raw;
    if (!isNumber(productId)) return fail(['productId'], 'expected number');
    const list = readProductVariations(variations);
    if (list === undefined) return fail(['variations'], 'expected false or a list of variations (variation_id, attributes)');
    if (customData !== undefined && !isString(customData)) return fail(['customData'], 'expected string');
    return { success: true, data: { productId, variations: list, ...(customData !== undefined ? { customData } : {}) } };
  },
};

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

// The answer's schema (a variation, `false`, or an empty body) is imported beside the request.
const getVariationAnswer = () => import('./variation-answers').then((m) => m.getVariationAnswerSchema);

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
  const params: unknown = settings.global('wc_add_to_cart_variation_params');
  const template = isObject(params) && isString(params.wc_ajax_url) ? params.wc_ajax_url : undefined;
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
    response: { kind: 'json', schema: getVariationAnswer, allowEmpty: true },
  });
  if (!result.ok) return { kind: 'failed', error: result.error };
  return result.value ? { kind: 'found', variation: result.value } : { kind: 'none' };
}

// --- wc_add_to_cart_variation_params -----------------------------------------------------

export type VariationText = 'noMatch' | 'makeSelection' | 'unavailable' | 'resetAlert';

type ParamKey = 'i18n_no_matching_variations_text' | 'i18n_make_a_selection_text' | 'i18n_unavailable_text' | 'i18n_reset_alert_text';

const PARAM_KEYS: Record<VariationText, ParamKey> = {
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
  // What z.object of the four optional strings accepted: one of them printed as something else and
  // none is used.
  const params: unknown = settings.global('wc_add_to_cart_variation_params');
  const texts = Object.entries(PARAM_KEYS) as Array<[VariationText, ParamKey]>;
  if (!isObject(params) || !texts.every(([, param]) => optional(isString)(params[param]))) return {};
  const out: Partial<Record<VariationText, string>> = {};
  for (const [key, param] of texts) {
    const text = (params[param] as string | undefined)?.trim();
    if (text && !ENGLISH_DEFAULTS.has(text)) out[key] = text;
  }
  return out;
}
