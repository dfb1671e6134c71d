// JetSmartFilterSettings, the object JetSmartFilters' PHP localizes (includes/filters/manager.php):
// endpoints, provider selectors, default queries, provider settings and props, URL mode and
// aliases, templates, indexer counts. Read leniently: a broken part falls back to its default and
// never stops the rest (a filter page must keep working with a half-broken settings object).
import { toFormValue, type FormValue } from '../http/form';
import { readSeoSettings, type SeoSettings } from './seo';

import { providerKey, type FilterSettings, type IndexedCounts, type ProviderProps, type ProviderSelector } from '../../src/state/filters/backend';

export { toFormValue };
// The filter engine declares the shapes it reads (src/state/filters/backend.ts); this file fills
// them from JetSmartFilterSettings.
export { providerKey };
export type { IndexedCounts, ProviderProps, ProviderSelector };

export interface UrlAlias {
  needle: string;
  replacement: string;
}

export type UrlType = 'plain' | 'permalink';


export interface JsfSettings extends FilterSettings {
  ajaxurl: string;
  siteurl: string;
  sitepath: string;
  baseurl: string;
  selectors: Record<string, ProviderSelector>;
  /** queries[provider][queryId]: default query args, sent back as `defaults`. */
  queries: Record<string, Record<string, FormValue>>;
  /** settings[provider][queryId]: provider widget settings, sent back as `settings`. */
  settings: Record<string, Record<string, FormValue>>;
  props: Record<string, Record<string, ProviderProps>>;
  /** Spread at the top level of every request (PHP prints `[]` when empty). */
  extraProps: Record<string, FormValue>;
  urlType: UrlType;
  validUrlParams: string[];
  templates: Record<string, Record<string, string>>;
  useTabindex: boolean;
  /** plugin_settings.close_dropdown_on_click_apply_btn: an open items dropdown closes on apply. */
  closeDropdownOnApply: boolean;
  useUrlAliases: boolean;
  urlAliases: UrlAlias[];
  preloader: { template: string; fixedPosition: boolean; fixedEdgeGap: number };
  referrerData?: FormValue;
  referrerUrl?: string;
  /** Keyed by "provider/queryId". */
  indexedData: Record<string, IndexedCounts>;
  /** `seo`: where an answer's title and description go and their fallback (absent: SEO off). */
  seo?: SeoSettings;
  /**
   * misc.week_start as the owner set it (0 = Sunday … 6 = Saturday); undefined when unset, then the
   * Persian default (Saturday) applies.
   */
  weekStart?: number;
}

/** The list getThirdPartyUrlParams() uses when misc.valid_url_params is absent. */
export const DEFAULT_VALID_URL_PARAMS = [
  'jsf', 'tax', 'meta', 'date', 'sort', 'alphabet', '_s', 'pagenum', 'plain_query', 'jet-smart-filters',
  'jet_paged', 'search', '_tax_query_', '_meta_query_', '_date_query_', '_sort_', '__s_',
];

function isFormRecord(value: FormValue | undefined): value is { readonly [key: string]: FormValue } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function str(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : fallback;
}

/** PHP prints booleans as true/false, "true"/"yes"/"1" strings or 1/0 depending on the option. */
export function truthy(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  if (typeof value === 'string') return ['true', 'yes', '1', 'on'].includes(value.trim().toLowerCase());
  return false;
}

/** A non-negative integer from a number or a numeric string ("7" in some answers), else the fallback. */
export function toCount(value: unknown, fallback: number): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) && n >= 0 ? Math.floor(n) : fallback;
}

export function readProps(value: unknown): ProviderProps | undefined {
  if (!isRecord(value)) return undefined;
  return { found_posts: toCount(value.found_posts, 0), max_num_pages: toCount(value.max_num_pages, 0), page: Math.max(1, toCount(value.page, 1)) };
}

/**
 * One provider's `selectors` entry: `selector` a string, `action`, `idPrefix`, `list` and `item`
 * strings when present (`inDepth` anything), else the entry is left out. Checked by hand, not with
 * zod: these settings are read at a filter page's load, which then loads no zod (issue 36);
 * guards.test.ts holds this check to the zod object schema it replaced.
 */
export function readSelectorEntry(value: unknown): { selector: string; action?: string; inDepth?: unknown; idPrefix?: string; list?: string; item?: string } | undefined {
  if (!isRecord(value) || typeof value.selector !== 'string') return undefined;
  const optional = (field: unknown): field is string | undefined => field === undefined || typeof field === 'string';
  const { selector, action, inDepth, idPrefix, list, item } = value;
  if (!optional(action) || !optional(idPrefix) || !optional(list) || !optional(item)) return undefined;
  return { selector, action, inDepth, idPrefix, list, item };
}

function twoLevel<T>(value: unknown, read: (inner: unknown) => T | undefined): Record<string, Record<string, T>> {
  const out: Record<string, Record<string, T>> = {};
  if (!isRecord(value)) return out;
  for (const [provider, byQuery] of Object.entries(value)) {
    if (!isRecord(byQuery) || provider === '__proto__') continue;
    const slot: Record<string, T> = {};
    for (const [queryId, inner] of Object.entries(byQuery)) {
      if (queryId === '__proto__') continue;
      const read1 = read(inner);
      if (read1 !== undefined) slot[queryId] = read1;
    }
    out[provider] = slot;
  }
  return out;
}

/** One provider's indexer counts, `{ queryType: { queryVar: { value: count } } }`; junk dropped. */
export function readIndexedCounts(value: unknown): IndexedCounts | undefined {
  if (!isRecord(value)) return undefined;
  const out: IndexedCounts = {};
  for (const [type, byVar] of Object.entries(value)) {
    if (!isRecord(byVar) || type === '__proto__') continue;
    const typeSlot: Record<string, Record<string, number>> = {};
    for (const [name, counts] of Object.entries(byVar)) {
      if (!isRecord(counts) || name === '__proto__') continue;
      const countSlot: Record<string, number> = {};
      for (const [v, count] of Object.entries(counts)) {
        if (v === '__proto__') continue;
        countSlot[v] = toCount(count, 0);
      }
      typeSlot[name] = countSlot;
    }
    out[type] = typeSlot;
  }
  return out;
}

export function readIndexedData(value: unknown): Record<string, IndexedCounts> {
  const out: Record<string, IndexedCounts> = {};
  if (!isRecord(value)) return out;
  for (const [key, counts] of Object.entries(value)) {
    const read = readIndexedCounts(counts);
    if (read && key !== '__proto__') out[key] = read;
  }
  return out;
}

/** Parses whatever `window.JetSmartFilterSettings` holds; never throws. */
export function readJsfSettings(raw: unknown): JsfSettings {
  const root = isRecord(raw) ? raw : {};
  const selectors: Record<string, ProviderSelector> = {};
  if (isRecord(root.selectors)) {
    for (const [provider, value] of Object.entries(root.selectors)) {
      const s = readSelectorEntry(value);
      if (!s || provider === '__proto__') continue;
      selectors[provider] = {
        selector: s.selector,
        action: s.action ?? 'insert',
        inDepth: truthy(s.inDepth),
        idPrefix: s.idPrefix ?? '#',
        ...(s.list ? { list: s.list } : {}),
        ...(s.item ? { item: s.item } : {}),
      };
    }
  }
  const misc = isRecord(root.misc) ? root.misc : {};
  const plugin = isRecord(root.plugin_settings) ? root.plugin_settings : {};
  const preloader = isRecord(plugin.provider_preloader) ? plugin.provider_preloader : {};
  const aliases: UrlAlias[] = Array.isArray(plugin.url_aliases)
    ? plugin.url_aliases.flatMap((a: unknown) => (isRecord(a) && typeof a.needle === 'string' && typeof a.replacement === 'string' ? [{ needle: a.needle, replacement: a.replacement }] : []))
    : [];
  const templates: Record<string, Record<string, string>> = {};
  if (isRecord(root.templates)) {
    for (const [name, parts] of Object.entries(root.templates)) {
      if (!isRecord(parts) || name === '__proto__') continue;
      const slot: Record<string, string> = {};
      for (const [part, html] of Object.entries(parts)) if (typeof html === 'string' && part !== '__proto__') slot[part] = html;
      templates[name] = slot;
    }
  }
  const extra = toFormValue(root.extra_props);
  const referrerData = root.referrer_data === undefined ? undefined : toFormValue(root.referrer_data);
  const seo = root.seo === undefined ? undefined : readSeoSettings(root.seo);
  const weekStart = readWeekStart(misc.week_start);
  const validUrlParams = Array.isArray(misc.valid_url_params) ? misc.valid_url_params.filter((p: unknown): p is string => typeof p === 'string') : [];
  return {
    ajaxurl: str(root.ajaxurl, '/wp-admin/admin-ajax.php'),
    siteurl: str(root.siteurl),
    sitepath: str(root.sitepath),
    baseurl: str(root.baseurl, '/') || '/',
    selectors,
    queries: twoLevel(root.queries, (v) => toFormValue(v)),
    settings: twoLevel(root.settings, (v) => toFormValue(v)),
    props: twoLevel(root.props, readProps),
    extraProps: isFormRecord(extra) ? extra : {},
    urlType: misc.url_type === 'permalink' ? 'permalink' : 'plain',
    validUrlParams: validUrlParams.length ? validUrlParams : DEFAULT_VALID_URL_PARAMS,
    templates,
    useTabindex: truthy(plugin.use_tabindex),
    closeDropdownOnApply: truthy(plugin.close_dropdown_on_click_apply_btn),
    useUrlAliases: truthy(plugin.use_url_aliases),
    urlAliases: aliases,
    preloader: { template: str(preloader.template), fixedPosition: truthy(preloader.fixed_position), fixedEdgeGap: toCount(preloader.fixed_edge_gap, 0) },
    ...(referrerData !== undefined ? { referrerData } : {}),
    ...(typeof root.referrer_url === 'string' && root.referrer_url ? { referrerUrl: root.referrer_url } : {}),
    indexedData: readIndexedData(root.jetFiltersIndexedData),
    ...(seo ? { seo } : {}),
    ...(weekStart !== undefined ? { weekStart } : {}),
  };
}

/** misc.week_start: an integer 0–6 (PHP prints get_option('start_of_week') as a string). */
function readWeekStart(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isInteger(n) && n >= 0 && n <= 6 ? n : undefined;
}

/** The provider's DOM selector for a query id (FilterGroup.getProviderSelector). */
export function providerSelector(settings: JsfSettings, provider: string, queryId: string): string | undefined {
  const s = settings.selectors[provider];
  if (!s) return undefined;
  if (queryId === 'default') return s.selector;
  return `${s.idPrefix}${queryId}${s.inDepth ? ' ' : ''}${s.selector}`;
}

function plainObject(value: unknown): Record<string, unknown> | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

/**
 * What the plugin's script keeps in step after each answer (FilterGroup.js L190-236, bundle
 * `ajaxRequestCompleted`), for add-ons that read the global: the answer's pagination into
 * `JetSmartFilterSettings.props[provider][queryId]` and its counts into
 * `JetSmartFilterSettings.jetFiltersIndexedData[provider/queryId]`, each only where the page printed
 * that slot. Never throws (the global is the page's, whatever it holds).
 */
export function syncSettingsGlobal(
  global: unknown,
  provider: string,
  queryId: string,
  answer: { pagination?: ProviderProps; indexedData?: Record<string, IndexedCounts> },
): void {
  try {
    const root = plainObject(global);
    if (!root) return;
    const byQuery = plainObject(plainObject(root.props)?.[provider]);
    if (answer.pagination && byQuery && queryId in byQuery) byQuery[queryId] = { ...answer.pagination };
    const key = providerKey(provider, queryId);
    const indexed = plainObject(root.jetFiltersIndexedData);
    const counts = answer.indexedData?.[key];
    if (counts && indexed && key in indexed) indexed[key] = counts;
  } catch {
    // A frozen or exotic global: the plugin's own script would have thrown; Vitrin carries on.
  }
}
