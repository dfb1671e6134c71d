// @vitest-environment node
// Issue 36: data-args and the page globals of JetEngine's data stores are checked by hand at load,
// so a page with a store button loads no zod. Each check must accept and reject what the zod schema
// it replaced did (and give what it gave): those schemas are the oracle here.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as z from 'zod/mini';
import { agree } from '../wordpress/guard-oracle';
import { pageSettings } from '../wordpress/testing';
import { checkStoreArgs, readRegisteredStores } from './data-stores';
import { elementorPostId, jetAjaxUrl } from './data-store-changes';

const slugSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/));
const boolish = z.pipe(z.union([z.boolean(), z.number(), z.string(), z.null()]), z.transform((v) => v === true || v === 1 || v === '1' || v === 'true' || v === 'yes'));
const sizeSchema = z.catch(z.pipe(z.union([z.number(), z.string()]), z.transform((v) => Math.max(0, Math.trunc(Number(v)) || 0))), 0);
const optText = z.catch(z.optional(z.string()), undefined);
const idSchema = z.pipe(z.union([z.number(), z.string()]), z.transform((v) => String(v).trim()));
const storeArgsSchema = z.object({
  store: z.object({ slug: slugSchema, type: z.string(), is_front: z.catch(z.optional(boolish), false), size: z.optional(sizeSchema) }),
  post_id: z.pipe(idSchema, z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/))),
  action_after_added: optText, label: optText, icon: optText, added_label: optText, added_icon: optText, added_url: optText,
  popup: z.catch(z.optional(z.union([z.string(), z.number()])), undefined),
  isJetEngine: z.catch(z.optional(boolish), false),
  synch_id: optText,
  remove_from_listing: z.catch(z.optional(boolish), false),
});

/** Keys whose value is undefined dropped, at both levels (the readers use `?.` and `??`). */
const defined = (o: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined).map(([k, v]) => [k, typeof v === 'object' && v !== null && !Array.isArray(v) ? defined(v as Record<string, unknown>) : v]));

const ARG_KEYS = ['store', 'post_id', 'action_after_added', 'label', 'icon', 'added_label', 'added_icon', 'added_url', 'popup', 'isJetEngine', 'synch_id', 'remove_from_listing'];
const scalar = fc.oneof(fc.string(), fc.constantFrom('1', 'yes', 'true', ' 12 ', 'a b', '7.9', ''), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.constant(undefined), fc.constant([]));

describe('issue 36: the data stores\' hand checks accept what the zod schemas accepted', () => {
  it('data-args = storeArgsSchema (the same values, flags and sizes read alike)', () => {
    const check = (value: unknown) => {
      const old = z.safeParse(storeArgsSchema, value);
      const now = checkStoreArgs(value);
      expect(now !== null).toBe(old.success);
      if (old.success && now) expect(defined(now as unknown as Record<string, unknown>)).toEqual(defined(old.data));
    };
    const store = fc.record({ slug: fc.oneof(fc.constantFrom('likes', 'wish-list_2', 'a b', ''), scalar), type: fc.oneof(fc.constantFrom('local-storage', 'cookies'), scalar), is_front: scalar, size: scalar }, { requiredKeys: [] });
    const argsish = fc.record({ ...Object.fromEntries(ARG_KEYS.map((key) => [key, scalar])), store: fc.oneof(store, scalar), post_id: fc.oneof(fc.integer({ min: -5, max: 500 }), fc.constantFrom(' 12 ', 'x', 'a b', ''), scalar) }, { requiredKeys: [] });
    check({ store: { slug: 'likes', type: 'local-storage', is_front: '1', size: '3.7' }, post_id: 12, label: 'L', popup: 5, isJetEngine: {}, remove_from_listing: 'yes' });
    fc.assert(fc.property(argsish, check), { numRuns: 800 });
    agree(check, ARG_KEYS);
  });

  it('JetEngineRegisteredStores = z.record(string, string), slugs only', () => {
    agree((value) => {
      const old = z.safeParse(z.record(z.string(), z.string()), value);
      const expected: Record<string, string> = {};
      if (old.success) for (const [slug, type] of Object.entries(old.data)) if (slugSchema.safeParse(slug).success) expected[slug] = type;
      expect(readRegisteredStores(pageSettings({}, { JetEngineRegisteredStores: value }))).toEqual(expected);
    }, ['likes', 'a b']);
  });

  it('JetEngineSettings.ajaxurl and elementorFrontendConfig.post.id = their zod objects', () => {
    agree((value) => {
      const settings = pageSettings({ ajaxUrl: '/fallback' }, { JetEngineSettings: value, elementorFrontendConfig: value });
      const url = z.safeParse(z.object({ ajaxurl: z.string().check(z.minLength(1)) }), value);
      expect(jetAjaxUrl(settings)).toBe(url.success ? url.data.ajaxurl : jetAjaxUrl(pageSettings({ ajaxUrl: '/fallback' }, {})));
      const post = z.safeParse(z.object({ post: z.object({ id: z.union([z.number(), z.string()]) }) }), value);
      expect(elementorPostId(settings)).toBe(post.success && String(post.data.post.id) !== '0' ? String(post.data.post.id) : false);
    }, ['post', 'id']);
    for (const post of [{ id: 0 }, { id: '15' }, { id: Infinity }, [], { id: null }]) {
      const old = z.safeParse(z.object({ post: z.object({ id: z.union([z.number(), z.string()]) }) }), { post });
      expect(elementorPostId(pageSettings({}, { elementorFrontendConfig: { post } }))).toBe(old.success && String(old.data.post.id) !== '0' ? String(old.data.post.id) : false);
    }
  });
});
