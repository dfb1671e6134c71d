// The zod schemas of a variation as WooCommerce's get_available_variation() returns it, and of the
// `?wc-ajax=get_variation` answer (contract in ./variations.ts). Their own module, imported beside
// the form's first get_variation (adapters/http/client.ts, lazy schema): a variable product's load
// checks the variations its markup prints by hand (./variations.ts readAvailableVariation, held to
// these schemas by variations-guards.test.ts), so the page loads no zod (issue 36).
import * as z from 'zod/mini';

// PHP prints numbers as numbers, but filters and older versions print numeric strings; '' = none.
const phpNumberish = z.union([z.number(), z.string()]);
const phpAttr = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** `image` of a variation (wc_get_product_attachment_props + sizes); srcset/sizes are false when absent. */
export const variationImageSchema = z.looseObject({
  title: z.optional(phpAttr),
  caption: z.optional(phpAttr),
  url: z.optional(phpAttr),
  alt: z.optional(phpAttr),
  src: z.optional(phpAttr),
  srcset: z.optional(phpAttr),
  sizes: z.optional(phpAttr),
  full_src: z.optional(phpAttr),
  full_src_w: z.optional(phpAttr),
  full_src_h: z.optional(phpAttr),
  gallery_thumbnail_src: z.optional(phpAttr),
  src_w: z.optional(phpAttr),
  src_h: z.optional(phpAttr),
});

/**
 * One variation as get_available_variation() returns it. Only the id and the attributes are
 * required (WooCommerce always prints them); extra keys other plugins add are kept, because the
 * object travels on to their `found_variation` listeners.
 */
export const availableVariationSchema = z.looseObject({
  variation_id: z.number(),
  /** "attribute_pa_color" → term slug; "" = any value. */
  attributes: z.record(z.string(), z.string()),
  availability_html: z.optional(z.string()),
  price_html: z.optional(z.string()),
  variation_description: z.optional(z.string()),
  display_price: z.optional(phpNumberish),
  display_regular_price: z.optional(phpNumberish),
  image: z.optional(z.union([variationImageSchema, z.array(z.unknown()), z.literal(false), z.null()])),
  image_id: z.optional(phpNumberish),
  is_in_stock: z.optional(z.boolean()),
  is_purchasable: z.optional(z.boolean()),
  is_sold_individually: z.optional(z.string()),
  max_qty: z.optional(phpNumberish),
  min_qty: z.optional(phpNumberish),
  sku: z.optional(z.string()),
  variation_is_active: z.optional(z.boolean()),
  variation_is_visible: z.optional(z.boolean()),
  weight: z.optional(phpNumberish),
  weight_html: z.optional(z.string()),
  dimensions_html: z.optional(z.string()),
});

/**
 * `false` when nothing matches (or not every attribute was sent); empty body when product_id is
 * missing. A found variation must carry what the form shows and adds (variation_id, attributes):
 * any other JSON is a failure (issue 30), never a variation taken as found.
 */
export const getVariationAnswerSchema = z.union([z.literal(false), availableVariationSchema, z.undefined()]);
