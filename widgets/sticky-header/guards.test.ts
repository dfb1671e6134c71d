// Issue 36: page settings and the props of page behaviours are checked by hand (zod stays where
// server answers are checked). Each check must accept and reject what the zod schema it replaced
// did: the old schemas are kept here as the oracle and fed generated values plus the edge cases.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as z from 'zod/mini';
import { pageSettings } from '../../adapters/wordpress/testing';
import { readCloneTemplate } from './clone';
import { stickyHeaderSchema } from '.';

const edge: unknown[] = [
  undefined, null, 0, 1, '', 'x', true, false, [], [1], {}, Object.create(null), new Date(0),
  { code: 'c', message: 'm' }, { code: 1, message: 'm' }, { whb_header_clone: '' }, { whb_header_clone: '<div>' },
  { ajax_url: '/a' }, { ajax_url: '' }, { ajax_url: 5 },
  { params: { lifetime: 1, session: 'x', base64: true, prefix: 'p_', allowTracking: 0 }, fields: { a: 'b' } },
  { params: 'no', fields: { a: 1 } }, { params: [], fields: [] }, { fields: Object.assign(Object.create(null), { a: 'b' }) },
  { slides_to_show: 3, image_spacing_custom: { size: 10, unit: 'px' } }, { slides_to_show: {} }, { offset_width: true },
  { offset_width: [] }, { image_spacing_custom: { size: {} } }, { speed: Infinity }, { speed: NaN },
  { is_multisite: '1', current_blog_id: 3, cookie_path: '/shop/', ajaxurl: 5, cookie_secure_param: {} },
  { mode: 'clone', hideOnScroll: true, scrollStick: false, extra: 1 }, { mode: 'fixed', hideOnScroll: true, scrollStick: false },
  { mode: 'real', hideOnScroll: 'yes', scrollStick: false },
];
const values = (extra: fc.Arbitrary<unknown>) => fc.oneof(fc.anything(), fc.constantFrom(...edge), extra);
const props = fc.dictionary(
  fc.constantFrom('code', 'message', 'data', 'params', 'fields', 'lifetime', 'whb_header_clone', 'ajax_url', 'mode', 'hideOnScroll', 'scrollStick', 'slides_to_show', 'offset_width', 'image_spacing_custom', 'is_multisite', 'current_blog_id', 'ajaxurl', 'cookie_path', 'size'),
  fc.oneof(fc.anything(), fc.constantFrom(...edge)),
);
const agree = (check: (value: unknown) => void) => {
  for (const value of edge) check(value);
  fc.assert(fc.property(values(props), (value) => {
    check(value);
  }), { numRuns: 400 });
};

describe('issue 36: the sticky header\'s hand checks accept what the zod schemas accepted', () => {
  it('readCloneTemplate = z.object({whb_header_clone: nonEmpty string})', () => {
    agree((value) => {
      const old = z.safeParse(z.object({ whb_header_clone: z.string().check(z.minLength(1)) }), value);
      expect(readCloneTemplate(pageSettings({}, { woodmart_settings: value }))).toBe(old.success ? old.data.whb_header_clone : null);
    });
  });

  it('sticky header props = z.object({mode: enum, hideOnScroll: boolean, scrollStick: boolean})', () => {
    const schema = z.object({ mode: z.enum(['real', 'slide', 'clone', 'none']), hideOnScroll: z.boolean(), scrollStick: z.boolean() });
    agree((value) => {
      const old = z.safeParse(schema, value);
      const now = stickyHeaderSchema.safeParse(value);
      expect(now.success).toBe(old.success);
      if (old.success && now.success) expect(now.data).toEqual(old.data);
    });
  });

});
