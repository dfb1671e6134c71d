// The oracle harness of issue 36's hand checks: a check replacing a zod schema must accept and reject
// what the schema did. `agree` runs a comparison over the edge cases every such check met, then
// over 400 generated values (fast-check).
import fc from 'fast-check';

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
  // An own `__proto__` key, as JSON.parse makes one (fast-check's anything() too, by chance: a
  // generated one once failed CI's run on a check that copied it where the schema dropped it).
  JSON.parse('{"__proto__": ""}'), JSON.parse('{"__proto__": {"mode": "clone"}, "mode": "fixed"}'),
];
const values = (extra: fc.Arbitrary<unknown>) => fc.oneof(fc.anything(), fc.constantFrom(...edge), extra);
const KEYS = ['code', 'message', 'data', 'params', 'fields', 'lifetime', 'whb_header_clone', 'ajax_url', 'mode', 'hideOnScroll', 'scrollStick', 'slides_to_show', 'offset_width', 'image_spacing_custom', 'is_multisite', 'current_blog_id', 'ajaxurl', 'cookie_path', 'size'];
/** `fields`: the keys the check at hand reads, so generated objects carry them often. */
const props = (fields: readonly string[]) => fc.dictionary(fc.constantFrom(...KEYS, ...fields), fc.oneof(fc.anything(), fc.constantFrom(...edge)));
export const agree = (check: (value: unknown) => void, fields: readonly string[] = []): void => {
  for (const value of edge) check(value);
  fc.assert(fc.property(values(props(fields)), (value) => {
    check(value);
  }), { numRuns: 400 });
};
