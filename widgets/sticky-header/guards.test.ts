// @vitest-environment node
// Issue 36: page settings and the props of page behaviours are checked by hand (zod stays where
// server answers are checked). Each check must accept and reject what the zod schema it replaced
// did: the old schemas are kept here as the oracle and fed generated values plus the edge cases.
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { pageSettings } from '../../adapters/wordpress/testing';
import { agree } from '../../adapters/wordpress/guard-oracle';
import { readCloneTemplate } from './clone';
import { stickyHeaderSchema } from '.';

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
