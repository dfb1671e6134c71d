// @vitest-environment node
// Issue 36: the variations a variable product's markup prints (and the form's props, and the
// localized params) are checked by hand at load, so the page loads no zod; zod checks the
// get_variation answer (./variation-answers.ts). Each hand check must accept and reject what the zod
// schema did: those schemas are the oracle here, fed edge cases and generated values.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as z from 'zod/mini';
import { agree } from '../wordpress/guard-oracle';
import { pageSettings } from '../wordpress/testing';
import { availableVariationSchema } from './variation-answers';
import { readAvailableVariation, readProductVariations, readVariationTexts, variationFormSchema } from './variations';

const IMAGE = ['title', 'caption', 'url', 'alt', 'src', 'srcset', 'sizes', 'full_src', 'full_src_w', 'full_src_h', 'gallery_thumbnail_src', 'src_w', 'src_h'];
const FIELDS = [
  'variation_id', 'attributes', 'availability_html', 'price_html', 'variation_description', 'display_price', 'display_regular_price', 'image', 'image_id',
  'is_in_stock', 'is_purchasable', 'is_sold_individually', 'max_qty', 'min_qty', 'sku', 'variation_is_active', 'variation_is_visible', 'weight', 'weight_html', 'dimensions_html',
];
const scalar = fc.oneof(fc.string(), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.constant(undefined), fc.constant(false), fc.constant([]));
/** Mostly a value of the field's kind, now and then anything else: objects close to a variation pass often. */
const mostly = (valid: fc.Arbitrary<unknown>) => fc.oneof({ arbitrary: valid, weight: 12 }, { arbitrary: scalar, weight: 1 });
const STRINGS = ['availability_html', 'price_html', 'variation_description', 'is_sold_individually', 'sku', 'weight_html', 'dimensions_html'];
const NUMBERISH = ['display_price', 'display_regular_price', 'image_id', 'max_qty', 'min_qty', 'weight'];
const BOOLEANS = ['is_in_stock', 'is_purchasable', 'variation_is_active', 'variation_is_visible'];
const phpAttr = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null));
const attributes = fc.oneof(
  { arbitrary: fc.dictionary(fc.string(), fc.string()), weight: 12 },
  { arbitrary: fc.oneof(fc.dictionary(fc.string(), scalar), scalar, fc.constant(Object.create(null) as unknown), fc.constant(new Date(0))), weight: 1 },
);
const image = fc.oneof(
  { arbitrary: fc.dictionary(fc.constantFrom(...IMAGE, 'id'), mostly(phpAttr)), weight: 8 },
  { arbitrary: fc.constantFrom<unknown>([], false, null, [1]), weight: 1 },
  { arbitrary: scalar, weight: 1 },
);
/** Objects close to a variation: every field often right, sometimes of another kind, sometimes absent. */
const variationish = fc.record(
  {
    variation_id: mostly(fc.integer()),
    attributes,
    image,
    ...Object.fromEntries(STRINGS.map((field) => [field, mostly(fc.string())])),
    ...Object.fromEntries(NUMBERISH.map((field) => [field, mostly(fc.oneof(fc.integer(), fc.double(), fc.string()))])),
    ...Object.fromEntries(BOOLEANS.map((field) => [field, mostly(fc.boolean())])),
  },
  { requiredKeys: ['variation_id', 'attributes'] },
);
/** Attributes with an own `__proto__` key, as JSON.parse makes them (fast-check found the first, seed -1961588545). */
const OWN_PROTO = [{ variation_id: 0, attributes: JSON.parse('{"__proto__":""}') as unknown }, { variation_id: 3, attributes: JSON.parse('{"__proto__":1,"attribute_size":"M"}') as unknown }];
const sample = { variation_id: 12, attributes: { attribute_pa_color: 'red', attribute_size: '' }, price_html: '<span>1</span>', image: { src: 'a.jpg', srcset: false, src_w: 600 }, is_in_stock: true, max_qty: '', extra: { a: 1 } };

function sameAsSchema(value: unknown): void {
  const old = z.safeParse(availableVariationSchema, value);
  const now = readAvailableVariation(value);
  expect(now !== undefined).toBe(old.success);
  if (old.success) expect(now).toEqual(old.data);
}

describe('issue 36: the variations\' hand checks accept what the zod schemas accepted', () => {
  it('a variation = availableVariationSchema (the value as given when it passes)', () => {
    for (const value of [sample, { ...sample, variation_id: '12' }, { ...sample, attributes: { a: 1 } }, { ...sample, image: [] }, { ...sample, image: null }, { ...sample, image: { src: {} } }, { ...sample, variation_id: Infinity }, { ...sample, attributes: new Date(0) }, { ...sample, attributes: { [Symbol('s')]: 'x' } }, ...OWN_PROTO]) sameAsSchema(value);
    fc.assert(fc.property(variationish, sameAsSchema), { numRuns: 600 });
    agree(sameAsSchema, FIELDS);
  });

  it('data-product_variations = z.union([false, z.array(variation)])', () => {
    const schema = z.union([z.literal(false), z.array(availableVariationSchema)]);
    const check = (value: unknown) => {
      const old = z.safeParse(schema, value);
      const now = readProductVariations(value);
      expect(now !== undefined).toBe(old.success);
      if (old.success) expect(now).toEqual(old.data);
    };
    for (const value of [false, true, [], [sample], [sample, 1], 'false', null, [sample, ...OWN_PROTO]]) check(value);
    fc.assert(fc.property(fc.oneof(fc.array(variationish, { maxLength: 3 }), fc.anything()), check), { numRuns: 300 });
  });

  it('the form\'s props = z.object({productId: number, variations, customData?: string})', () => {
    const schema = z.object({ productId: z.number(), variations: z.union([z.literal(false), z.array(availableVariationSchema)]), customData: z.optional(z.string()) });
    const defined = (o: object) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
    const check = (value: unknown) => {
      const old = z.safeParse(schema, value);
      const now = variationFormSchema.safeParse(value);
      expect(now.success).toBe(old.success);
      if (old.success && now.success) expect(defined(now.data)).toEqual(defined(old.data));
    };
    for (const value of [{ productId: 5, variations: false }, { productId: 5, variations: [sample], customData: 'x', other: 1 }, { productId: NaN, variations: false }, { productId: 5, variations: false, customData: 1 }]) check(value);
    const formish = fc.record({ productId: fc.oneof(fc.integer(), scalar), variations: fc.oneof(fc.constant(false), fc.array(variationish, { maxLength: 2 }), scalar), customData: scalar }, { requiredKeys: [] });
    fc.assert(fc.property(formish, check), { numRuns: 300 });
    agree(check, ['productId', 'variations', 'customData']);
  });

  it('wc_add_to_cart_variation_params\' texts = z.object of four optional strings', () => {
    const keys = ['i18n_no_matching_variations_text', 'i18n_make_a_selection_text', 'i18n_unavailable_text', 'i18n_reset_alert_text'] as const;
    const schema = z.object({ i18n_no_matching_variations_text: z.optional(z.string()), i18n_make_a_selection_text: z.optional(z.string()), i18n_unavailable_text: z.optional(z.string()), i18n_reset_alert_text: z.optional(z.string()) });
    const names = { i18n_no_matching_variations_text: 'noMatch', i18n_make_a_selection_text: 'makeSelection', i18n_unavailable_text: 'unavailable', i18n_reset_alert_text: 'resetAlert' } as const;
    const check = (value: unknown) => {
      const old = z.safeParse(schema, value);
      const expected: Record<string, string> = {};
      if (old.success) {
        for (const key of keys) {
          const text = old.data[key]?.trim();
          // The English defaults are dropped by both; the generated texts are not among them.
          if (text) expected[names[key]] = text;
        }
      }
      expect(readVariationTexts(pageSettings({}, { wc_add_to_cart_variation_params: value }))).toEqual(expected);
    };
    check({ i18n_unavailable_text: ' ناموجود ', i18n_make_a_selection_text: 5 });
    check({ i18n_unavailable_text: ' ناموجود ', i18n_make_a_selection_text: '' });
    agree(check, [...keys]);
  });
});
