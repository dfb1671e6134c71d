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
import * as z from 'zod/mini';

// The engine's model of them (src/state/filters/backend.ts); this file reads them off the wire.
import type { SeoSettings, SeoValues } from '../../src/state/filters/backend';
export type { SeoSettings, SeoValues };

const text = z.catch(z.optional(z.union([z.string(), z.number()])), undefined);
const valuesSchema = z.catch(z.optional(z.looseObject({ title: text, description: text })), undefined);

const seoSettingsSchema = z.looseObject({
  title_selector: text,
  description_selector: text,
  current_page: valuesSchema,
  fallback: valuesSchema,
  title_fallback: text,
  description_fallback: text,
});

const str = (value: string | number | undefined): string => (value === undefined ? '' : String(value));

/** `JetSmartFilterSettings.seo`, or undefined when the page prints none (SEO off). Never throws. */
export function readSeoSettings(raw: unknown): SeoSettings | undefined {
  const parsed = seoSettingsSchema.safeParse(raw);
  if (!parsed.success) return undefined;
  const s = parsed.data;
  const page = s.current_page ?? {};
  const fallback = s.fallback ?? {};
  return {
    titleSelector: str(s.title_selector).trim(),
    descriptionSelector: str(s.description_selector).trim(),
    fallback: {
      title: str(s.title_fallback ?? fallback.title ?? page.title),
      description: str(s.description_fallback ?? fallback.description ?? page.description),
    },
  };
}

/** The answer's `seo`: text (never markup), each value '' when absent or not text. */
export const answerSeoSchema = z.pipe(
  z.looseObject({ title: text, description: text }),
  z.transform((s): SeoValues => ({ title: str(s.title), description: str(s.description) })),
);
