// @vitest-environment node
// Issue 36: the data-store roots' props are checked by hand (a page with a store button loads no
// zod); the zod objects they replaced are the oracle.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as z from 'zod/mini';
import type { MarkupNode } from '../../src/ui/markup';
import type { StoreArgs } from '../../adapters/jet-engine/data-stores';
import { agree } from '../../adapters/wordpress/guard-oracle';
import { buttonSchema, countSchema } from './roots';

const markupSchema = z.array(z.custom<MarkupNode>((node) => typeof node === 'string' || (typeof node === 'object' && node !== null && 'tag' in node)));
const nodes = fc.oneof(fc.array(fc.oneof(fc.string(), fc.record({ tag: fc.string(), attrs: fc.constant({}), children: fc.constant([]) }), fc.constant({ tagx: 1 }), fc.constant(null)), { maxLength: 3 }), fc.constant(undefined), fc.constant('x'));
const defined = (o: object) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));

describe('issue 36: the data-store roots\' hand checks accept what the zod schemas accepted', () => {
  it('a button = z.object({markup, args: custom(store, post_id), labels: {label?, added_label?, icon?, added_icon?}})', () => {
    const schema = z.object({
      markup: markupSchema,
      args: z.custom<StoreArgs>((v) => typeof v === 'object' && v !== null && 'store' in v && 'post_id' in v),
      labels: z.object({ label: z.optional(markupSchema), added_label: z.optional(markupSchema), icon: z.optional(markupSchema), added_icon: z.optional(markupSchema) }),
    });
    const check = (value: unknown) => {
      const old = z.safeParse(schema, value);
      const now = buttonSchema.safeParse(value);
      expect(now.success).toBe(old.success);
      if (old.success && now.success) expect({ ...now.data, labels: defined(now.data.labels) }).toEqual({ ...old.data, labels: defined(old.data.labels) });
    };
    const args = fc.constantFrom<unknown>({ store: {}, post_id: 1 }, { store: {} }, null, 'x', [], Object.assign([], { store: 1, post_id: 2 }));
    const labels = fc.oneof(fc.record({ label: nodes, added_label: nodes, icon: nodes, added_icon: nodes, other: nodes }, { requiredKeys: [] }), fc.constantFrom<unknown>(undefined, [], null));
    fc.assert(fc.property(nodes, args, labels, (markup, a, l) => check({ markup, args: a, labels: l })), { numRuns: 500 });
    agree(check, ['markup', 'args', 'labels']);
  });

  it('a count = z.object({slug: store slug, markup})', () => {
    const schema = z.object({ slug: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/)), markup: markupSchema });
    const check = (value: unknown) => {
      const old = z.safeParse(schema, value);
      const now = countSchema.safeParse(value);
      expect(now.success).toBe(old.success);
      if (old.success && now.success) expect(now.data).toEqual(old.data);
    };
    fc.assert(fc.property(fc.oneof(fc.constantFrom('likes', 'a b', '', 'x'.repeat(65)), fc.string()), nodes, (slug, markup) => check({ slug, markup })), { numRuns: 300 });
    agree(check, ['slug', 'markup']);
  });
});
