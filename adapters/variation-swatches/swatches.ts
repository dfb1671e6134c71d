// Variation Swatches for WooCommerce 2.0.30's front-end contract (contracts.md §6): the options
// object its PHP localizes (`woo_variation_swatches_options`, values as strings such as "1" and "")
// and the markup of one attribute's swatch list.
import * as z from 'zod/mini';
import type { PageSettings } from '../../src/host/settings';

export const SWATCH_LIST_SELECTOR = 'ul.variable-items-wrapper[data-attribute_name]';
export const SWATCH_ITEM_SELECTOR = 'li.variable-item[data-value]';

const loose = z.optional(z.union([z.string(), z.number(), z.boolean(), z.null()]));

/** Keys the free plugin prints, plus the Pro keys its script reads (absent in the free plugin). */
export const swatchOptionsSchema = z.looseObject({
  show_variation_label: loose,
  clear_on_reselect: loose,
  variation_label_separator: loose,
  show_variation_stock: loose,
  stock_label_threshold: loose,
  clickable_out_of_stock: loose,
  disable_out_of_stock: loose,
  deselect_unavailable: loose,
  is_mobile: loose,
});
export type RawSwatchOptions = z.infer<typeof swatchOptionsSchema>;

/** The localized options, or {} (every default) when missing or not an object. */
export function readSwatchOptions(settings: PageSettings): RawSwatchOptions {
  const parsed = swatchOptionsSchema.safeParse(settings.global('woo_variation_swatches_options'));
  return parsed.success ? parsed.data : {};
}

export type SwatchType = 'color' | 'image' | 'button' | 'radio';

export const swatchListSchema = z.object({
  /** `attribute_pa_color`: the hidden select's data-attribute_name. */
  attributeName: z.string().check(z.minLength(1)),
  type: z.enum(['color', 'image', 'button', 'radio']),
  values: z.array(z.object({ value: z.string(), title: z.string() })),
  /** Vitrin's `data-vitrin-limit`: show this many, then a "more" button (0 = all). */
  limit: z.number().check(z.int(), z.nonnegative()),
});
export type SwatchListProps = z.infer<typeof swatchListSchema>;

function listType(list: Element): SwatchType {
  for (const type of ['color', 'image', 'radio'] as const) if (list.classList.contains(`${type}-variable-items-wrapper`)) return type;
  return 'button';
}

/** Reads the plugin's `ul.variable-items-wrapper` (class-woo-variation-swatches-product-page.php). */
export function readSwatchList(list: HTMLElement): unknown {
  const limit = Number.parseInt(list.getAttribute('data-vitrin-limit') ?? '0', 10);
  return {
    attributeName: list.getAttribute('data-attribute_name') ?? '',
    type: listType(list),
    values: Array.from(list.querySelectorAll<HTMLElement>(SWATCH_ITEM_SELECTOR), (item) => ({
      value: item.getAttribute('data-value') ?? '',
      title: item.getAttribute('data-title') ?? item.getAttribute('title') ?? item.textContent?.trim() ?? '',
    })),
    limit: Number.isNaN(limit) || limit < 0 ? 0 : limit,
  };
}

/**
 * A product link carrying the shopper's choice: WooCommerce preselects the form from
 * `attribute_<name>=<slug>` in the query (the slug as WordPress stores it). No choice: the link as printed.
 */
export function productLinkWithChoice(href: string, base: string, selection: Readonly<Record<string, string>>): string {
  const chosen = Object.entries(selection).filter(([, value]) => value !== '');
  if (!chosen.length) return href;
  const url = new URL(href, base);
  for (const [name, value] of chosen) url.searchParams.set(name, value);
  return url.href;
}
