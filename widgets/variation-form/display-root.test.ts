// @vitest-environment node
// Issue 36: the variation display root's props are checked by hand (a variable product's load needs
// no zod); the zod object it replaced is the oracle.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as z from 'zod/mini';
import type { MarkupNode } from '../../src/ui/markup';
import { agree } from '../../adapters/wordpress/guard-oracle';
import { displayPropsSchema } from './display-root';

describe('issue 36: the display root\'s hand check accepts what the zod schema accepted', () => {
  it('= z.object({markup: z.array(z.custom(string | {tag}))})', () => {
    const schema = z.object({ markup: z.array(z.custom<MarkupNode>((node) => typeof node === 'string' || (typeof node === 'object' && node !== null && 'tag' in node))) });
    const check = (value: unknown) => {
      const old = z.safeParse(schema, value);
      const now = displayPropsSchema.safeParse(value);
      expect(now.success).toBe(old.success);
      if (old.success && now.success) expect(now.data).toEqual(old.data);
    };
    const nodes = fc.array(fc.oneof(fc.string(), fc.record({ tag: fc.string(), attrs: fc.constant({}), children: fc.constant([]) }), fc.constant({ tagx: 1 }), fc.constant(null), fc.integer(), fc.constant([])), { maxLength: 3 });
    fc.assert(fc.property(nodes, (markup) => check({ markup, other: 1 })), { numRuns: 300 });
    agree(check, ['markup']);
  });
});
