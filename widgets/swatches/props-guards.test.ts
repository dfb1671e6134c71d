// @vitest-environment node
// Issue 36: a swatch root's props are checked by hand (a variable product's load needs no zod); the
// zod object it replaced is the oracle.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as z from 'zod/mini';
import type { MarkupNode } from '../../src/ui/markup';
import { agree } from '../../adapters/wordpress/guard-oracle';
import { swatchRootSchema } from '.';

const markupNodes = fc.array(fc.oneof(fc.string(), fc.record({ tag: fc.string(), attrs: fc.constant({}), children: fc.constant([]) }), fc.constant({ tagx: 1 }), fc.constant(null), fc.integer()), { maxLength: 3 });

describe('issue 36: the swatch root\'s hand check accepts what the zod schema accepted', () => {
  it('= z.object({attributeName, type, values, limit, markup})', () => {
    const markup = z.array(z.custom<MarkupNode>((node) => typeof node === 'string' || (typeof node === 'object' && node !== null && 'tag' in node)));
    const schema = z.object({
      attributeName: z.string().check(z.minLength(1)),
      type: z.enum(['color', 'image', 'button', 'radio']),
      values: z.array(z.object({ value: z.string(), title: z.string() })),
      limit: z.number().check(z.int(), z.nonnegative()),
      markup,
    });
    const check = (value: unknown) => {
      const old = z.safeParse(schema, value);
      const now = swatchRootSchema.safeParse(value);
      expect(now.success).toBe(old.success);
      if (old.success && now.success) expect(now.data).toEqual(old.data);
    };
    const base = { attributeName: 'attribute_pa_color', type: 'color', values: [{ value: 'red', title: 'قرمز' }], limit: 0 };
    fc.assert(fc.property(markupNodes, fc.constantFrom<object>(base, { ...base, limit: -1 }, { ...base, type: 'x' }), (nodes, props) => check({ ...props, markup: nodes })), { numRuns: 300 });
    check(base);
    agree(check, ['attributeName', 'type', 'values', 'limit', 'markup']);
  });
});
