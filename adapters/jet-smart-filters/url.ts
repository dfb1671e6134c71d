// The filter address JetSmartFilters writes (FilterGroup.getUrl / updateUrl, utility.js aliases)
// and the reading its PHP does of it (includes/render.php, includes/query.php). Both directions
// live here so the demo server and the tests parse exactly what the client writes.
import { encodePart } from '../http/form';
import type { QueryValue, UrlFilter } from '../../src/state/filters/backend';
import type { JsfSettings, UrlAlias, UrlType } from './settings';

export type { UrlFilter };

export const URL_PREFIX = 'jsf';
const OPERATOR_AND = 'operator_AND';

type UrlScalar = string | readonly string[];
type UrlData = Map<string, UrlScalar | Map<string, UrlScalar>>;

function listOf(value: UrlScalar): string[] {
  return typeof value === 'string' ? value.split(',') : [...value];
}

function merged(a: UrlScalar, b: UrlScalar): string[] {
  const out = [...new Set([...listOf(a), ...listOf(b)].filter((v) => v !== OPERATOR_AND && v !== 'operator_OR'))];
  out.push(OPERATOR_AND);
  return out;
}

/**
 * encodeURIComponent that cannot throw: lone surrogates become U+FFFD first. (The shared helper: a
 * regex lookbehind here made Safari before 16.4 refuse the whole module.)
 */
export function encodeText(value: string): string {
  return encodePart(value);
}

function text(value: UrlScalar): string {
  return typeof value === 'string' ? value : value.join(',');
}

/** The sort JSON `{"orderby":"price","order":"ASC"}` as `orderby:price;order:ASC`; undefined if not a JSON object. */
function sortToUrl(json: string): string | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
  return Object.entries(parsed).map(([k, v]) => `${k}:${String(v)}`).join(';');
}

function collect(filters: readonly UrlFilter[]): UrlData {
  const data: UrlData = new Map();
  for (const filter of filters) {
    let value: UrlScalar = filter.value;
    if (typeof value === 'string' ? value === '' : value.length === 0) continue;
    let type = filter.queryType;
    let name: string | false = filter.queryVar;
    switch (filter.queryType) {
      case 'tax_query':
        type = 'tax';
        break;
      case 'meta_query':
        type = 'meta';
        break;
      case 'date_query':
        type = 'date';
        name = false;
        value = text(value).split('/').join('-');
        break;
      case 'sort': {
        const sort = sortToUrl(text(value));
        if (sort === undefined) continue;
        name = false;
        value = sort;
        break;
      }
      case '_s':
        name = false;
        break;
    }
    switch (filter.kind) {
      case 'range':
        name = `${filter.queryVar}!range`;
        break;
      case 'check-range':
        name = `${filter.queryVar}!check-range`;
        break;
      case 'date-range':
      case 'date-period':
        if (type === 'meta') name = `${filter.queryVar}!date`;
        break;
      case 'pagination':
        type = 'pagenum';
        name = false;
        break;
      case 'search':
        if (filter.queryType === 'meta_query') {
          type = '_s';
          name = false;
          value = `${text(value)}!meta=${filter.queryVar}`;
        }
        break;
      default:
        if (filter.suffix && name !== false) name = `${name}!${filter.suffix}`;
    }
    if (name === false || name === '') {
      const existing = data.get(type);
      data.set(type, existing !== undefined && !(existing instanceof Map) && filter.mergeSameQueryKeys ? merged(existing, value) : value);
      continue;
    }
    let slot = data.get(type);
    if (!(slot instanceof Map)) {
      slot = new Map();
      data.set(type, slot);
    }
    const existing = slot.get(name);
    slot.set(name, existing !== undefined && filter.mergeSameQueryKeys ? merged(existing, value) : value);
  }
  return data;
}

/**
 * The part of the address after the base URL: `?jsf=…&tax=…` (plain) or `jsf/…/tax/…/` (permalink),
 * third-party parameters kept (first in plain mode, last in permalink mode). Only the filters given
 * are written: callers pass the mixed/reload ones (or all for a reload/redirect).
 */
export function filtersUrlPart(provider: string, queryId: string, filters: readonly UrlFilter[], urlType: UrlType, thirdParty: string): string {
  const data = collect(filters);
  if (data.size === 0) return thirdParty;
  const name = queryId && queryId !== 'default' ? `${provider}:${queryId}` : provider;
  const enc = (v: UrlScalar) => encodeText(text(v));
  const pairs = (slot: Map<string, UrlScalar>) => [...slot].map(([k, v]) => `${k}:${enc(v)}`).join(';');
  if (urlType === 'permalink') {
    let url = `${URL_PREFIX}/${name}/`;
    for (const [type, value] of data) url += `${type === '_s' ? 'search' : type}/${value instanceof Map ? pairs(value) : enc(value)}/`;
    return url + thirdParty;
  }
  let url = thirdParty ? `${thirdParty}&${URL_PREFIX}=${name}` : `?${URL_PREFIX}=${name}`;
  for (const [type, value] of data) url += `&${type}=${value instanceof Map ? pairs(value) : enc(value)}`;
  return url;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
}

/**
 * `?a=1&b` of the parameters that are not JetSmartFilters' own, as the page had them (kept encoded
 * as they were, where the original re-emits them decoded), or '' when none.
 */
export function thirdPartyParams(search: string, validUrlParams: readonly string[]): string {
  const query = search.startsWith('?') ? search.slice(1) : search;
  const kept = query.split('&').filter((pair) => {
    if (!pair) return false;
    const key = safeDecode(pair.split('=')[0] ?? '');
    return key !== '' && !validUrlParams.includes(key);
  });
  return kept.length ? `?${kept.join('&')}` : '';
}

function transformAliases(url: string, sitepath: string, aliases: readonly UrlAlias[], reverse: boolean): string {
  const hasPath = sitepath !== '' && url.startsWith(sitepath);
  let rest = hasPath ? url.slice(sitepath.length) : url;
  for (const alias of aliases) {
    if (!alias.needle || !alias.replacement) continue;
    // String.replace with a string pattern: first occurrence only, no regex meaning.
    const [from, to] = reverse ? [alias.replacement, alias.needle] : [alias.needle, alias.replacement];
    const at = rest.indexOf(from);
    if (at !== -1) rest = rest.slice(0, at) + to + rest.slice(at + from.length);
  }
  return hasPath ? sitepath + rest : rest;
}

export function applyAliases(url: string, settings: Pick<JsfSettings, 'sitepath' | 'useUrlAliases' | 'urlAliases'>): string {
  return settings.useUrlAliases ? transformAliases(url, settings.sitepath, settings.urlAliases, false) : url;
}

export function removeAliases(url: string, settings: Pick<JsfSettings, 'sitepath' | 'useUrlAliases' | 'urlAliases'>): string {
  return settings.useUrlAliases ? transformAliases(url, settings.sitepath, settings.urlAliases, true) : url;
}

/** The full address (path + query) the page should show for these filters, aliases applied. */
export function filterPageUrl(
  settings: JsfSettings,
  provider: string,
  queryId: string,
  filters: readonly UrlFilter[],
  thirdParty: string,
): string {
  return applyAliases(settings.baseurl + filtersUrlPart(provider, queryId, filters, settings.urlType, thirdParty), settings);
}

// ---- The server's reading (render.php / query.php) ----

export interface ParsedFilterUrl {
  provider: string;
  queryId: string;
  /** $_REQUEST as the PHP fills it: queryKey → value (lists where the URL had commas). */
  query: Record<string, string | string[]>;
}

function splitProvider(value: string): { provider: string; queryId: string } {
  const at = value.search(/[/:]/);
  if (at === -1) return { provider: value, queryId: 'default' };
  return { provider: value.slice(0, at), queryId: value.slice(at + 1) || 'default' };
}

function exploded(value: string): string | string[] {
  return value.indexOf(',') > 0 ? value.split(',') : value;
}

function readPairs(prefix: string, raw: string, into: Record<string, string | string[]>): void {
  for (const part of raw.split(';')) {
    const colon = part.indexOf(':');
    if (colon <= 0) continue;
    const key = part.slice(0, colon).split('!').join('|');
    if (key === '__proto__') continue;
    into[`${prefix}${key}`] = exploded(part.slice(colon + 1));
  }
}

function readParam(type: string, raw: string, into: Record<string, string | string[]>): void {
  switch (type) {
    case 'tax':
      readPairs('_tax_query_', raw, into);
      break;
    case 'meta':
      readPairs('_meta_query_', raw, into);
      break;
    case 'date':
      into['_date_query_|date'] = raw;
      break;
    case 'sort': {
      const sort: Record<string, string> = {};
      for (const part of raw.split(';')) {
        const colon = part.indexOf(':');
        if (colon > 0) sort[part.slice(0, colon)] = part.slice(colon + 1);
      }
      if (Object.keys(sort).length) into._sort_standard = JSON.stringify(sort);
      break;
    }
    case '_s':
    case 'search': {
      const meta = raw.indexOf('!meta=');
      if (meta === -1) into['__s_query|search'] = raw;
      else into[`_meta_query_${raw.slice(meta + 6)}|search`] = raw.slice(0, meta);
      break;
    }
    case 'pagenum':
      into.jet_paged = raw;
      break;
    case 'alphabet':
      into._alphabet_ = exploded(raw);
      break;
  }
}

/**
 * What JetSmartFilters' PHP reads from an address (path + query, aliases already removed by the
 * caller when in use): provider, query id and the $_REQUEST keys; undefined without `jsf`.
 * Never throws, whatever the address holds.
 */
export function parseFilterUrl(pathAndQuery: string): ParsedFilterUrl | undefined {
  const hashAt = pathAndQuery.indexOf('#');
  const clean = hashAt === -1 ? pathAndQuery : pathAndQuery.slice(0, hashAt);
  const qAt = clean.indexOf('?');
  const path = qAt === -1 ? clean : clean.slice(0, qAt);
  const search = qAt === -1 ? '' : clean.slice(qAt + 1);
  const params = new Map<string, string>();
  for (const pair of search.split('&')) {
    if (!pair) continue;
    const eq = pair.indexOf('=');
    const key = safeDecode(eq === -1 ? pair : pair.slice(0, eq));
    params.set(key, safeDecode(eq === -1 ? '' : pair.slice(eq + 1)));
  }
  const query: Record<string, string | string[]> = {};
  const jsf = params.get(URL_PREFIX);
  if (jsf) {
    for (const [key, value] of params) if (key !== URL_PREFIX && value !== '') readParam(key, value, query);
    return { ...splitProvider(jsf), query };
  }
  const marker = `/${URL_PREFIX}/`;
  const at = path.indexOf(marker);
  if (at === -1) return undefined;
  const segments = path.slice(at + marker.length).split('/').filter(Boolean).map(safeDecode);
  const head = segments.shift();
  if (!head) return undefined;
  for (let i = 0; i + 1 < segments.length; i += 2) {
    const type = segments[i];
    const value = segments[i + 1];
    if (type && value) readParam(type, value, query);
  }
  return { ...splitProvider(head), query };
}

/** Redirect by GET (reload apply type with a redirect path, request.js redirectWithGET). */
export function redirectGetUrl(settings: JsfSettings, path: string, filtersPart: string): string {
  let clean = path.trim();
  if (/^https?:\/\//i.test(clean)) {
    if (!clean.endsWith('/')) clean += '/';
    return applyAliases(clean + filtersPart, settings);
  }
  if (!clean.startsWith('/')) clean = `/${clean}`;
  if (!clean.endsWith('/')) clean += '/';
  return settings.siteurl + applyAliases(clean + filtersPart, settings);
}

/** Redirect by the hidden POST form (ajax apply types): action URL and fields in order. */
export function redirectPostForm(settings: JsfSettings, path: string, provider: string, queryId: string, query: Readonly<Record<string, QueryValue>>): { action: string; fields: Array<[string, string]> } {
  const action = /^https?:\/\//i.test(path) ? path : `${settings.siteurl}/${path.replace(/^\/+/, '')}`;
  const fields: Array<[string, string]> = [[URL_PREFIX, `${provider}/${queryId}`]];
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === 'string') fields.push([key, value]);
    else for (const v of value) fields.push([`${key}[]`, v]);
  }
  fields.push(['jet-smart-filters-redirect', '1']);
  return { action, fields };
}
