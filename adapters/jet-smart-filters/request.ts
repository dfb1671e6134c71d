// The `jet_smart_filters` apply request exactly as JetSmartFilters' public.js sends it
// (includes/request.js) and includes/render.php reads it, and the answer it gets back.
import { request } from '../http/client';
import type { Result } from '../http/errors';
import type { WaitHooks, WaitPolicy } from '../http/waits';
import type { FormFields, FormValue } from '../http/form';
import { providerKey, readIndexedData, readProps, type JsfSettings } from './settings';
import { PAGED_KEY, type ApplyAnswer, type ApplyRequest, type FilterQuery, type SeoValues } from '../../src/state/filters/backend';

// The engine's model of a query and an answer (src/state/filters/backend.ts); below, how they go
// over the wire. `jet_paged` travels as `paged` (only when > 1), never inside `query`.
export { PAGED_KEY };
export type { ApplyAnswer, ApplyRequest, FilterQuery, QueryValue } from '../../src/state/filters/backend';

export const APPLY_ACTION = 'jet_smart_filters';

/** The page number a query asks for (1 when absent or not a number). */
export function pageOf(query: FilterQuery): number {
  const raw = query[PAGED_KEY];
  const n = typeof raw === 'string' ? Number(raw) : NaN;
  return Number.isInteger(n) && n > 1 ? n : 1;
}

/** The POST fields in the order and shape the original builds them. */
export function buildApplyBody(settings: JsfSettings, req: ApplyRequest): FormFields {
  const query: Record<string, FormValue> = {};
  for (const [key, value] of Object.entries(req.query)) {
    if (key === PAGED_KEY || key === '__proto__') continue;
    query[key] = typeof value === 'string' ? value : [...value];
  }
  const body: Record<string, FormValue> = {
    action: APPLY_ACTION,
    provider: providerKey(req.provider, req.queryId),
    query,
  };
  const defaults = settings.queries[req.provider]?.[req.queryId];
  if (defaults !== undefined) body.defaults = defaults;
  const providerSettings = settings.settings[req.provider]?.[req.queryId];
  if (providerSettings !== undefined) body.settings = providerSettings;
  const props = req.props ?? settings.props[req.provider]?.[req.queryId];
  if (props) body.props = { found_posts: props.found_posts, max_num_pages: props.max_num_pages, page: props.page };
  const page = pageOf(req.query);
  if (page > 1) body.paged = page;
  if (settings.referrerData !== undefined) body.referrer = settings.referrerData;
  if (req.indexingFilters.length) body.indexing_filters = JSON.stringify([...new Set(req.indexingFilters)]);
  // Object.assign semantics: an extra prop may override a field in place or add one at the end.
  for (const [key, value] of Object.entries(settings.extraProps)) {
    if (key !== '__proto__') body[key] = value;
  }
  return body;
}

/** Where the apply POST goes: the referrer URL when the page sets one, else admin-ajax. */
export function applyUrl(settings: JsfSettings): string {
  return settings.referrerUrl ?? settings.ajaxurl;
}

/** The apply answer in the engine's terms, from the wire's object and its `seo` already read (./answers.ts). */
export function normaliseAnswer(raw: Record<string, unknown>, seo: SeoValues | undefined): ApplyAnswer {
  const fragments: Record<string, string> = {};
  if (typeof raw.fragments === 'object' && raw.fragments !== null && !Array.isArray(raw.fragments)) {
    for (const [selector, html] of Object.entries(raw.fragments)) if (typeof html === 'string' && selector !== '__proto__') fragments[selector] = html;
  }
  const pagination = readProps(raw.pagination);
  const indexed = raw.jetFiltersIndexedData === undefined ? undefined : readIndexedData(raw.jetFiltersIndexedData);
  return {
    ...(seo ? { seo } : {}),
    ...(typeof raw.content === 'string' ? { content: raw.content } : {}),
    ...(pagination ? { pagination } : {}),
    ...(indexed ? { indexedData: indexed } : {}),
    isData: Boolean(raw.is_data),
    fragments,
  };
}

// The answer's zod schema is in ./answers, imported beside the page's first request (the client's
// lazy schema): a filter page's load needs no zod (issue 36).
const applyAnswer = () => import('./answers').then((m) => m.applyAnswerSchema);

/**
 * The answer as the plugin's script hands it to `ajaxFilters/updated` subscribers (its third
 * argument is the parsed response with `loadMore` added): the wire's own field names, so a
 * subscriber reading `response.seo.title` or `response.pagination` finds them.
 */
export function wireAnswer(answer: ApplyAnswer, loadMore: boolean): Record<string, unknown> {
  return {
    ...(answer.content !== undefined ? { content: answer.content } : {}),
    ...(answer.pagination ? { pagination: { ...answer.pagination } } : {}),
    ...(answer.isData ? { is_data: 1 } : {}),
    ...(answer.indexedData ? { jetFiltersIndexedData: answer.indexedData } : {}),
    ...(Object.keys(answer.fragments).length ? { fragments: { ...answer.fragments } } : {}),
    ...(answer.seo ? { seo: { ...answer.seo } } : {}),
    // FilterGroup's doAjax spreads `{ loadMore: true }` into the response for a load-more only.
    ...(loadMore ? { loadMore: true } : {}),
  };
}

export function applyFilters(settings: JsfSettings, req: ApplyRequest, signal?: AbortSignal, wait?: WaitPolicy & WaitHooks): Promise<Result<ApplyAnswer>> {
  return request({
    url: applyUrl(settings),
    method: 'POST',
    form: buildApplyBody(settings, req),
    signal,
    ajax: true,
    // The shopper waits for this listing: the fetch starts in the click's own task (issue 27).
    eager: true,
    // The `read` wait kind: at its limit (15 s by default) the request ends as a timeout with a
    // Persian message and the retry, instead of a listing left loading for good.
    ...(wait ? { wait } : {}),
    response: { kind: 'json', schema: applyAnswer },
  });
}
