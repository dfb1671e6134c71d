// @vitest-environment node
// Issue 36: page settings and the props of page behaviours are checked by hand (zod stays where
// server answers are checked). Each check must accept and reject what the zod schema it replaced
// did: the old schemas are kept here as the oracle and fed generated values plus the edge cases.
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { pageSettings } from './wordpress/testing';
import { agree } from './wordpress/guard-oracle';
import { globalString } from './wordpress/endpoints';
import { readAttributionSettings, DEFAULT_FIELDS } from './woocommerce/attribution';
import { checkRawSettings } from './elementor/carousel';
import { checkWoodmartSettings } from './woodmart/wishlist';
import { readWpError } from './http/client';

describe('issue 36: hand checks accept what the zod schemas accepted', () => {
  it('globalString (endpoints) = z.object({[field]: nonEmpty string})', () => {
    agree((value) => {
      const old = z.safeParse(z.object({ ajax_url: z.string().check(z.minLength(1)) }), value);
      expect(globalString(pageSettings({}, { g: value }), 'g', 'ajax_url')).toBe(old.success ? old.data.ajax_url : undefined);
    });
  });

  it('readWpError = WordPress error body schema', () => {
    agree((value) => {
      const old = z.safeParse(z.object({ code: z.string(), message: z.string(), data: z.optional(z.unknown()) }), value);
      expect(readWpError(value)).toEqual(old.success ? { code: old.data.code, message: old.data.message, data: old.data.data } : undefined);
    });
  });

  it('order attribution settings = the zod schema with a fallback per field', () => {
    const params = z.object({
      lifetime: z.catch(z.number(), 0.00001), session: z.catch(z.number(), 30), base64: z.catch(z.boolean(), false),
      prefix: z.catch(z.string(), 'wc_order_attribution_'), allowTracking: z.catch(z.boolean(), true),
    });
    const schema = z.object({
      params: z.catch(params, { lifetime: 0.00001, session: 30, base64: false, prefix: 'wc_order_attribution_', allowTracking: true }),
      fields: z.catch(z.record(z.string(), z.string()), {}),
    });
    agree((value) => {
      const now = readAttributionSettings(pageSettings({}, { wc_order_attribution: value }));
      const old = value === undefined || value === null ? undefined : z.safeParse(schema, value);
      if (!old?.success) expect(now).toBeNull();
      else expect(now).toEqual({ params: old.data.params, fields: Object.keys(old.data.fields).length ? { ...old.data.fields } : DEFAULT_FIELDS });
    });
  });

  it('carousel data-settings = the zod looseObject of Elementor settings', () => {
    const loose = z.optional(z.union([z.string(), z.number(), z.boolean(), z.null()]));
    const size = z.optional(z.union([z.looseObject({ size: loose }), z.string(), z.number(), z.null(), z.array(z.unknown())]));
    const schema = z.looseObject({
      slides_to_show: loose, slides_to_show_tablet: loose, slides_to_show_mobile: loose,
      slides_to_scroll: loose, slides_to_scroll_tablet: loose, slides_to_scroll_mobile: loose,
      infinite: loose, speed: loose, autoplay: loose, autoplay_speed: loose, pause_on_hover: loose, pause_on_interaction: loose,
      effect: loose, navigation: loose, arrows: loose, pagination: loose, image_spacing_custom: size, lazyload: loose, offset_sides: loose, offset_width: size,
    });
    agree((value) => {
      const old = z.safeParse(schema, value);
      expect(checkRawSettings(value) !== null).toBe(old.success);
    });
  });

  it('wishlist woodmart_settings = the zod object with a fallback per field', () => {
    const flag = z.union([z.string(), z.number(), z.boolean(), z.null()]);
    const text = z.catch(z.optional(z.string()), undefined);
    const schema = z.object({
      ajaxurl: text, is_multisite: z.catch(z.optional(flag), undefined), current_blog_id: z.catch(z.optional(z.union([z.string(), z.number()])), undefined),
      cookie_secure_param: z.catch(z.optional(flag), undefined), cookie_path: text, home_url: text, shop_url: text,
      wishlist_expanded: text, wishlist_show_popup: text, wishlist_page_nonce: text,
    });
    const defined = (o: object) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
    agree((value) => {
      const old = z.safeParse(schema, value);
      const now = checkWoodmartSettings(value);
      expect(now !== null).toBe(old.success);
      if (old.success && now) expect(now).toEqual(defined(old.data));
    });
  });
});
