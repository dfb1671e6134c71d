// @vitest-environment node
// Issue 36: the swatches' options and list props are checked by hand at a variable product's load,
// so the page loads no zod. Each check must accept and reject what the zod schema it replaced did:
// those schemas are the oracle here, fed edge cases and generated values.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as z from 'zod/mini';
import { agree } from '../wordpress/guard-oracle';
import { pageSettings } from '../wordpress/testing';
import { checkSwatchList, readSwatchOptions } from './swatches';

const OPTION_KEYS = ['show_variation_label', 'clear_on_reselect', 'variation_label_separator', 'show_variation_stock', 'stock_label_threshold', 'clickable_out_of_stock', 'disable_out_of_stock', 'deselect_unavailable', 'is_mobile'];
const scalar = fc.oneof(fc.string(), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.constant(undefined), fc.constant([]), fc.constant({}));

describe('issue 36: the swatches\' hand checks accept what the zod schemas accepted', () => {
  it('woo_variation_swatches_options = the zod looseObject of scalar options, else {}', () => {
    const loose = z.optional(z.union([z.string(), z.number(), z.boolean(), z.null()]));
    const schema = z.looseObject(Object.fromEntries(OPTION_KEYS.map((key) => [key, loose])));
    const check = (value: unknown) => {
      const old = z.safeParse(schema, value);
      expect(readSwatchOptions(pageSettings({}, { woo_variation_swatches_options: value }))).toEqual(old.success ? old.data : {});
    };
    check({ show_variation_label: '1', stock_label_threshold: 5, is_mobile: null, extra: [1] });
    check({ show_variation_label: '1', stock_label_threshold: NaN });
    fc.assert(fc.property(fc.dictionary(fc.constantFrom(...OPTION_KEYS, 'other'), scalar), check), { numRuns: 300 });
    agree(check, OPTION_KEYS);
  });

  it('a swatch list\'s props = z.object({attributeName, type, values, limit})', () => {
    const schema = z.object({
      attributeName: z.string().check(z.minLength(1)),
      type: z.enum(['color', 'image', 'button', 'radio']),
      values: z.array(z.object({ value: z.string(), title: z.string() })),
      limit: z.number().check(z.int(), z.nonnegative()),
    });
    const check = (value: unknown) => {
      const old = z.safeParse(schema, value);
      const now = checkSwatchList(value);
      expect('data' in now).toBe(old.success);
      if (old.success && 'data' in now) expect(now.data).toEqual(old.data);
    };
    for (const value of [
      { attributeName: 'attribute_pa_color', type: 'color', values: [{ value: 'red', title: 'قرمز', extra: 1 }], limit: 0 },
      { attributeName: '', type: 'color', values: [], limit: 0 },
      { attributeName: 'a', type: 'select', values: [], limit: 0 },
      { attributeName: 'a', type: 'radio', values: [{ value: 'x' }], limit: 0 },
      { attributeName: 'a', type: 'button', values: [], limit: -0 },
      { attributeName: 'a', type: 'button', values: [], limit: 2 ** 53 },
      { attributeName: 'a', type: 'button', values: [], limit: 1.5 },
    ]) check(value);
    const listish = fc.record({
      attributeName: fc.oneof(fc.string(), scalar),
      type: fc.oneof(fc.constantFrom('color', 'image', 'button', 'radio', 'select'), scalar),
      values: fc.oneof(fc.array(fc.record({ value: fc.oneof(fc.string(), scalar), title: fc.oneof(fc.string(), scalar) }, { requiredKeys: [] }), { maxLength: 3 }), scalar),
      limit: fc.oneof(fc.integer({ min: -3, max: 50 }), fc.double(), scalar),
    }, { requiredKeys: [] });
    fc.assert(fc.property(listish, check), { numRuns: 500 });
    agree(check, ['attributeName', 'type', 'values', 'limit']);
  });
});
