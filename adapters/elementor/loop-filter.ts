// Elementor Pro's loop grid taxonomy filter (contracts.md §4.3; elements-handlers.js loop-filter
// module, taxonomy-filter bundle): the widget's settings, the `e-filter-<loopId>-<taxonomy>`
// address (terms joined by `+` for AND, `~` for OR; `e-page-<loopId>` dropped; pushState), and the
// REST call `elementor-pro/v1/refresh-loop` (JSON body; the editor adds the model, a flag and the
// nonce header) whose `{data}` replaces the loop's widget container.
import * as z from 'zod/mini';
import { request } from '../http/client';
import type { WaitHooks, WaitPolicy } from '../http/waits';
import type { PageSettings } from '../../src/host/settings';

export const TAXONOMY_FILTER_SELECTOR = '.elementor-widget-taxonomy-filter[data-id]';
export const DEFAULT_FILTER = '__all';

export type LogicalJoin = 'AND' | 'OR' | 'DISABLED';
export const SEPARATORS = { AND: { decoded: '+', fromBrowser: ' ', encoded: '%2B' }, OR: { decoded: '~', fromBrowser: '~', encoded: '%7C' }, NOT: { decoded: '!', fromBrowser: '!', encoded: '%21' } } as const;

export interface TaxonomyFilterSettings {
  /** The loop grid's element id (7 characters). */
  loopId: string;
  taxonomy: string;
  multiple: boolean;
  /** AND or OR when multiple selection is on and the combination is one of them, else DISABLED. */
  join: LogicalJoin;
}

const settingsSchema = z.object({
  selected_element: z.string().check(z.regex(/^[a-z0-9]{1,20}$/)),
  taxonomy: z.string().check(z.regex(/^[a-z0-9_-]{1,32}$/)),
  multiple_selection: z.optional(z.unknown()),
  logical_combination: z.optional(z.unknown()),
});

/** data-settings of the filter widget; undefined when it names no loop or taxonomy it could filter. */
export function readTaxonomyFilterSettings(el: HTMLElement): TaxonomyFilterSettings | undefined {
  let raw: unknown;
  try {
    raw = JSON.parse(el.getAttribute('data-settings') ?? '');
  } catch {
    return undefined;
  }
  const parsed = settingsSchema.safeParse(raw);
  if (!parsed.success) return undefined;
  const multiple = parsed.data.multiple_selection === 'yes';
  const combination = parsed.data.logical_combination;
  return {
    loopId: parsed.data.selected_element,
    taxonomy: parsed.data.taxonomy,
    multiple,
    // getFilterOperator: only AND or OR are accepted, anything else means single selection.
    join: multiple && (combination === 'AND' || combination === 'OR') ? combination : 'DISABLED',
  };
}

/** The terms of an `e-filter-…` value as the browser gives it back ('+' arrives as a space). */
export function termsFromParam(value: string): string[] {
  const separator = value.includes(SEPARATORS.OR.fromBrowser) ? SEPARATORS.OR.fromBrowser : SEPARATORS.AND.fromBrowser;
  return value.split(separator).filter(Boolean);
}

export interface ConsolidatedTaxonomy {
  terms: string[];
  logicalJoin?: LogicalJoin;
}
/** consolidatedFilters of one loop widget: `{taxonomy: {<tax>: {terms, logicalJoin?}}}`. */
export type ConsolidatedFilters = { taxonomy?: Record<string, ConsolidatedTaxonomy> };

/**
 * updateURLQueryString: the page's other parameters kept in order (every e-filter one dropped, the
 * loop's e-page one too), then one `e-filter-<loop>-<tax>` per consolidated taxonomy of every loop,
 * `%2B`→`+` and `%7C`→`~` as the original does (URLSearchParams writes `~` as `%7E`, which it leaves:
 * contracts.md §8.10); past page 1 the filter's base URL is the address (page/paged dropped).
 */
export function filterAddress(current: URL, loopId: string, loops: Record<string, ConsolidatedFilters>, helpers: { pageNum: number; baseUrl: string }): string {
  const params = new URLSearchParams();
  current.searchParams.forEach((value, key) => {
    if (!key.startsWith('e-filter') && !key.startsWith(`e-page-${loopId}`)) params.append(key, value);
  });
  for (const [id, consolidated] of Object.entries(loops)) {
    for (const [tax, data] of Object.entries(consolidated.taxonomy ?? {})) {
      const join = data.logicalJoin === 'OR' ? 'OR' : 'AND';
      params.set(`e-filter-${id}-${tax}`, data.terms.join(SEPARATORS[join].decoded));
    }
  }
  let query = params.toString().replace(/%2B/g, '+').replace(/%7C/g, '~');
  if (helpers.pageNum > 1) {
    const [base = '', baseQuery = ''] = helpers.baseUrl.split('?');
    const merged = new URLSearchParams(baseQuery);
    const incoming = new URLSearchParams(query);
    for (const key of merged.keys()) incoming.delete(key);
    for (const key of ['page', 'paged']) {
      merged.delete(key);
      incoming.delete(key);
    }
    for (const [key, value] of incoming.entries()) merged.append(key, value);
    query = merged.toString();
    return query ? `${base}?${query}` : base;
  }
  return query ? `?${query}` : current.pathname;
}

interface ElementorConfig {
  restUrl: string;
  postId: number | string;
  editMode: boolean;
}

const proConfigSchema = z.object({ urls: z.object({ rest: z.string() }) });
const frontendConfigSchema = z.object({
  post: z.optional(z.object({ id: z.optional(z.union([z.number(), z.string()])) })),
  environmentMode: z.optional(z.object({ edit: z.optional(z.boolean()) })),
});

/** ElementorProFrontendConfig.urls.rest, elementorFrontendConfig.post.id and its edit mode. */
export function readElementorConfig(settings: PageSettings): ElementorConfig {
  const pro = proConfigSchema.safeParse(settings.global('ElementorProFrontendConfig'));
  const front = frontendConfigSchema.safeParse(settings.global('elementorFrontendConfig'));
  return {
    restUrl: pro.success ? pro.data.urls.rest : '/wp-json/',
    postId: front.success ? front.data.post?.id ?? 0 : 0,
    editMode: front.success ? front.data.environmentMode?.edit === true : false,
  };
}

export interface RefreshRequest {
  postId: number | string;
  loopId: string;
  filters: ConsolidatedFilters;
  paginationBaseUrl: string;
  /** Editor only: the loop widget's model, and the nonce for the header. */
  editor?: { model: unknown; nonce?: string };
}

export function refreshLoopBody(req: RefreshRequest): Record<string, unknown> {
  return {
    post_id: req.postId,
    widget_filters: req.filters,
    widget_id: req.loopId,
    pagination_base_url: req.paginationBaseUrl,
    ...(req.editor ? { widget_model: req.editor.model, is_edit_mode: true } : {}),
  };
}

/**
 * `{data: "<div class=elementor-widget-container…>"}`: the loop handler puts `data` in place of the
 * widget's container, so it must be there as a string with markup in it (issue 30). An answer
 * without it, or with only whitespace (the loop would be blanked), is a failure, never an empty success.
 */
export const refreshAnswerSchema = z.object({
  data: z.string().check(z.refine((html) => /<[a-z]/i.test(html), { message: 'data: no widget markup' })),
});

/** `timedOut`: the `read` wait's limit ended it (the shopper gets the limit's message and a retry). */
export type RefreshOutcome = { kind: 'ok'; html: string } | { kind: 'failed'; aborted: boolean; timedOut: boolean };

/** The widget container's new HTML; waits as the `read` kind says (`wait` from waitPolicy('read', settings)). */
export async function refreshLoop(config: ElementorConfig, req: RefreshRequest, signal?: AbortSignal, wait?: WaitPolicy & WaitHooks): Promise<RefreshOutcome> {
  const result = await request({
    url: `${config.restUrl}elementor-pro/v1/refresh-loop`,
    method: 'POST',
    json: refreshLoopBody(req),
    ...(req.editor?.nonce ? { headers: { 'X-WP-Nonce': req.editor.nonce } } : {}),
    signal,
    ...(wait ? { wait } : {}),
    response: { kind: 'json', schema: refreshAnswerSchema },
  });
  if (!result.ok) return { kind: 'failed', aborted: result.error.kind === 'aborted', timedOut: result.error.kind === 'timeout' };
  return { kind: 'ok', html: result.value.data };
}
