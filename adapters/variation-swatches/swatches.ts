// Variation Swatches for WooCommerce 2.0.30's front-end contract (contracts.md §6): the options
// object its PHP localizes (`woo_variation_swatches_options`, values as strings such as "1" and "")
// and the markup of one attribute's swatch list.
import type { PageSettings } from '../../src/host/settings';

export const SWATCH_LIST_SELECTOR = 'ul.variable-items-wrapper[data-attribute_name]';
export const SWATCH_ITEM_SELECTOR = 'li.variable-item[data-value]';

// Checked by hand, not with zod: the swatches read these at a variable product's load, which then
// loads no zod (issue 36). swatches-guards.test.ts holds each check to the zod schema it replaced.

type Loose = string | number | boolean | null | undefined;
/** What z.optional(z.union([string, number, boolean, null])) accepts. */
const isLoose = (value: unknown): value is Loose =>
  value === undefined || value === null || typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value));

/** Keys the free plugin prints, plus the Pro keys its script reads (absent in the free plugin). */
const OPTION_KEYS = [
  'show_variation_label', 'clear_on_reselect', 'variation_label_separator', 'show_variation_stock', 'stock_label_threshold',
  'clickable_out_of_stock', 'disable_out_of_stock', 'deselect_unavailable', 'is_mobile',
] as const;
export type RawSwatchOptions = Partial<Record<(typeof OPTION_KEYS)[number], Loose>> & Record<string, unknown>;

/** The localized options (an object whose known keys are absent or scalars), or {} (every default). */
export function readSwatchOptions(settings: PageSettings): RawSwatchOptions {
  const raw: unknown = settings.global('woo_variation_swatches_options');
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
  const options = raw as Record<string, unknown>;
  if (!OPTION_KEYS.every((key) => isLoose(options[key]))) return {};
  // A copy, as the schema gave: nothing here holds on to the page's object, and an own `__proto__`
  // key (JSON.parse makes one) is left out, as the schema left it.
  const copy: RawSwatchOptions = {};
  for (const [key, value] of Object.entries(options)) if (key !== '__proto__') copy[key] = value;
  return copy;
}

export type SwatchType = 'color' | 'image' | 'button' | 'radio';

const SWATCH_TYPES: readonly SwatchType[] = ['color', 'image', 'button', 'radio'];

export interface SwatchListProps {
  /** `attribute_pa_color`: the hidden select's data-attribute_name. */
  attributeName: string;
  type: SwatchType;
  values: Array<{ value: string; title: string }>;
  /** Vitrin's `data-vitrin-limit`: show this many, then a "more" button (0 = all). */
  limit: number;
}

type Issue = { path: PropertyKey[]; message: string };

/** The list's props (what the zod object schema accepted, other keys dropped), or the first issue. */
export function checkSwatchList(raw: unknown): { data: SwatchListProps } | { issue: Issue } {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { issue: { path: [], message: 'expected object' } };
  const { attributeName, type, values, limit } = raw as Record<string, unknown>;
  if (typeof attributeName !== 'string' || attributeName.length < 1) return { issue: { path: ['attributeName'], message: 'expected a non-empty string' } };
  const known = SWATCH_TYPES.find((t) => t === type);
  if (known === undefined) return { issue: { path: ['type'], message: `expected one of ${SWATCH_TYPES.join('|')}` } };
  if (!Array.isArray(values)) return { issue: { path: ['values'], message: 'expected array' } };
  const read: SwatchListProps['values'] = [];
  for (const [i, item] of values.entries()) {
    const { value, title } = typeof item === 'object' && item !== null && !Array.isArray(item) ? (item as Record<string, unknown>) : {};
    if (typeof value !== 'string' || typeof title !== 'string') return { issue: { path: ['values', i], message: 'expected {value: string, title: string}' } };
    read.push({ value, title });
  }
  if (typeof limit !== 'number' || !Number.isSafeInteger(limit) || limit < 0) return { issue: { path: ['limit'], message: 'expected a non-negative integer' } };
  return { data: { attributeName, type: known, values: read, limit } };
}

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
