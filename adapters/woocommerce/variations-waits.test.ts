// @vitest-environment node
// Issue 30: get_variation waits as the read kind says and takes only a variation it can show.
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import fc from 'fast-check';
import { DEFAULT_WAITS } from '../http/waits';
import { expectWaits, useHeldServer } from '../http/testing';
import { pageSettings } from '../wordpress/testing';
import { getVariation } from './variations';
import { getVariationAnswerSchema } from './variation-answers';

useHeldServer();

describe('issue 30: get_variation', () => {
  it('the slow note at 2.5 s, a timeout at 15 s (the add button is not left disabled for good)', async () => {
    const settings = pageSettings({}, { wc_add_to_cart_variation_params: { wc_ajax_url: '/?wc-ajax=%%endpoint%%' } });
    await expectWaits(DEFAULT_WAITS.read, (wait) => getVariation(settings, { productId: 118, attributes: [['attribute_pa_color', 'red']] }, undefined, { onSlow: wait.onSlow }), (o) => o.kind === 'failed' && o.error.kind === 'timeout');
  });

  it('random JSON never passes as a found variation unless it has variation_id and attributes', () => {
    const near = fc.record({ variation_id: fc.oneof(fc.integer(), fc.constantFrom<unknown>('12', null)), attributes: fc.oneof(fc.dictionary(fc.string(), fc.string()), fc.jsonValue()) }, { requiredKeys: [] });
    fc.assert(fc.property(fc.oneof(fc.jsonValue(), near), (value) => {
      const parsed = z.safeParse(getVariationAnswerSchema, value);
      if (!parsed.success || parsed.data === false || parsed.data === undefined) return true;
      const v = value as Record<string, unknown>;
      const attrs = v.attributes;
      return typeof v.variation_id === 'number' && attrs !== null && typeof attrs === 'object' && !Array.isArray(attrs) && Object.values(attrs).every((a) => typeof a === 'string');
    }), { numRuns: 500 });
    expect(z.safeParse(getVariationAnswerSchema, { unexpected: true }).success).toBe(false);
  });
});
