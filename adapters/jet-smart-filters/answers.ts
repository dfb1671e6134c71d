// The zod schemas of JetSmartFilters' answers (the apply answer with its `seo`, the hierarchy
// levels, the indexer counts; contracts in ./request.ts and ./hierarchy.ts). Their own module,
// imported beside a page's first filter request (adapters/http/client.ts, lazy schema): a filter
// page's load reads only JetSmartFilterSettings and the filters' markup, checked by hand, so it
// loads no zod (issue 36).
import * as z from 'zod/mini';
import type { IndexedCounts, SeoValues } from '../../src/state/filters/backend';
import { normaliseAnswer } from './request';
import { LEVEL_KEY, readHierarchyAnswer } from './hierarchy';
import { readIndexedCounts } from './settings';

const text = z.catch(z.optional(z.union([z.string(), z.number()])), undefined);
const str = (value: string | number | undefined): string => (value === undefined ? '' : String(value));

/** The answer's `seo`: text (never markup), each value '' when absent or not text. */
export const answerSeoSchema = z.pipe(
  z.looseObject({ title: text, description: text }),
  z.transform((s): SeoValues => ({ title: str(s.title), description: str(s.description) })),
);

/**
 * wp_send_json of render.php's ajax_apply_filters: a plain object (not {success,data}). What the
 * plugin's script needs to update the page must be there (issue 30): the provider's `content` as
 * HTML, unless the provider is a data provider (`is_data`, FilterGroup.js then fires
 * jet-filter-data-updated instead). An answer without it is a failure, never an empty success that
 * would leave the choice shown as applied over the old list.
 */
export const applyAnswerSchema = z.pipe(
  z.record(z.string(), z.unknown()).check(
    z.refine((raw) => typeof raw.content === 'string' || Boolean(raw.is_data), { message: 'content: the provider HTML is missing (and is_data is not set)' }),
  ),
  z.transform((raw) => {
    const seo = raw.seo === undefined ? undefined : answerSeoSchema.safeParse(raw.seo);
    return normaliseAnswer(raw, seo?.success ? seo.data : undefined);
  }),
);

/**
 * wp_send_json_success(levels): what SelectHierarchical.js copies into the page is
 * `data['level_' + i]`, so the answer must succeed and carry at least one level's HTML (issue 30).
 * A refusal or an answer without any level is a failure, never "no change" taken as success.
 */
export const levelsSchema = z.object({
  success: z.literal(true),
  data: z.record(z.string(), z.unknown()).check(
    z.refine((data) => Object.entries(data).some(([key, html]) => LEVEL_KEY.test(key) && typeof html === 'string'), { message: 'data: no level_N HTML' }),
  ),
});
export const hierarchyAnswerSchema = z.pipe(levelsSchema, z.transform((raw) => readHierarchyAnswer(raw)));

/**
 * wp_send_json_success(counts): `data` replaces JetSmartFilterSettings.jetFiltersIndexedData[provider]
 * (filters-initializer.js), so it must be there as an object of counts. An answer without it (or a
 * refusal) is a failure that leaves the counts as they are, never a success that changes nothing (issue 30).
 */
export const indexedAnswerSchema = z.pipe(
  z.object({ success: z.literal(true), data: z.record(z.string(), z.unknown()) }),
  z.transform((raw): IndexedCounts | undefined => readIndexedCounts(raw.data)),
);
