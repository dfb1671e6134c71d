// The SEO part of the JetSmartFilters contract (spec §3 "SEO extras", §4 "SEO"): the answer of an
// ajax apply may carry `seo: { title, description }` for the filtered state, and the page's
// `JetSmartFilterSettings.seo` names where they go (a title selector and a description selector,
// beside `<title>` and `<meta name="description">`) and what stands when a value comes back empty
// (the fallback text, else the page's own `current_page` title and description).
//
// JetSmartFilters 3.4.5's shipped script (MohammadMHB/ellisshop,
// wp-content/plugins/jet-smart-filters/assets/js/public.js) has no SEO code and its answers carry
// no `seo` (recorded/jet-smart-filters-3.4.5): this follows the spec's wording. The key names are
// read leniently so a later release's spelling can be added here, in one place.

// The engine's model of them (src/state/filters/backend.ts); this file reads them off the wire.
import type { SeoSettings, SeoValues } from '../../src/state/filters/backend';
export type { SeoSettings, SeoValues };

// Read by hand, not with zod: JetSmartFilterSettings is read at a filter page's load, which then
// loads no zod (issue 36); the answer's `seo` is checked with the answer (./answers.ts).
// guards.test.ts holds this reader to the zod schema it replaced.

type Text = string | number | undefined;
type Values = { title?: Text; description?: Text };

/** A string or a finite number (what z.union([z.string(), z.number()]) accepts), else absent. */
const text = (value: unknown): Text => (typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)) ? value : undefined);
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
/** `current_page` / `fallback`: an object's title and description, else absent. */
const values = (value: unknown): Values | undefined => (isObject(value) ? { title: text(value.title), description: text(value.description) } : undefined);

const str = (value: Text): string => (value === undefined ? '' : String(value));

/** `JetSmartFilterSettings.seo`, or undefined when the page prints none (SEO off). Never throws. */
export function readSeoSettings(raw: unknown): SeoSettings | undefined {
  if (!isObject(raw)) return undefined;
  const page = values(raw.current_page) ?? {};
  const fallback = values(raw.fallback) ?? {};
  return {
    titleSelector: str(text(raw.title_selector)).trim(),
    descriptionSelector: str(text(raw.description_selector)).trim(),
    fallback: {
      title: str(text(raw.title_fallback) ?? fallback.title ?? page.title),
      description: str(text(raw.description_fallback) ?? fallback.description ?? page.description),
    },
  };
}
