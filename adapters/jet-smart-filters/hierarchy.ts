// JetSmartFilters' two side endpoints on admin-ajax (contracts.md §1.7):
// - `jet_smart_filters_get_hierarchy_level` (SelectHierarchical ajaxRequest → render.php
//   hierarchy_level): the option lists of a hierarchical select's levels;
// - `jet_smart_filters_get_indexed_data` (filters-initializer setIndexedData): indexer counts of a
//   provider for other query args.
// Both answer wp_send_json_success / error: `{success, data}`.
import { request } from '../http/client';
import type { Result } from '../http/errors';
import type { FormFields, FormValue } from '../http/form';
import { DEFAULT_WAITS, type WaitHooks, type WaitPolicy } from '../http/waits';
import type { IndexedCounts, JsfSettings } from './settings';

export const HIERARCHY_ACTION = 'jet_smart_filters_get_hierarchy_level';
export const INDEXED_DATA_ACTION = 'jet_smart_filters_get_indexed_data';
/**
 * The original has no timeout; a level must never keep its spinner, so both calls wait as the `read`
 * kind says (issue 30: 15 s by default, `waits.read` in the settings) unless the caller passes its policy.
 */
export const HIERARCHY_TIMEOUT_MS = DEFAULT_WAITS.read.limitMs;

export interface HierarchyLevelValue {
  value: string;
  /** The level's taxonomy (its data-query-var). */
  tax: string;
}

export interface HierarchyRequest {
  filterId: number | string;
  /** The values of levels 0..depth-1 (a restore sends every level that has a value). */
  values: readonly HierarchyLevelValue[];
  /** The first level to rebuild; left out on a restore (the server then rebuilds all). */
  depth?: number;
  /** The container has jet-filter-indexed. */
  indexer?: boolean;
  /** The changed level's layout options (3.4.5), when it has some. */
  args?: Record<string, FormValue>;
}

export function buildHierarchyBody(req: HierarchyRequest): FormFields {
  const body: Record<string, FormValue> = {
    action: HIERARCHY_ACTION,
    filter_id: req.filterId,
    values: req.values.map((v) => ({ value: v.value, tax: v.tax })),
  };
  // jQuery data: falsy members are left out by the original (`if (depth)`, `if (indexer)`, `if (args)`).
  if (req.depth) body.depth = req.depth;
  if (req.indexer) body.indexer = true;
  if (req.args && Object.keys(req.args).length) body.args = req.args;
  return body;
}

export interface LevelOption {
  value: string;
  label: string;
}

/** `level_N` → the options of that level's <select> (placeholder included), read as text only. */
export type HierarchyLevels = Map<number, LevelOption[]>;

/** The option list inside one level's HTML; the HTML itself never reaches the page. */
export function readLevelOptions(html: string): LevelOption[] | undefined {
  const template = document.createElement('template');
  template.innerHTML = html;
  const select = template.content.querySelector('select');
  if (!select) return undefined;
  return Array.from(select.querySelectorAll('option'), (option) => ({
    value: option.getAttribute('value') ?? option.textContent ?? '',
    label: (option.getAttribute('data-label') ?? option.textContent ?? '').trim(),
  }));
}

export const LEVEL_KEY = /^level_(\d{1,2})$/;

// The answers' zod schemas are in ./answers, imported beside the request (the client's lazy
// schema): a filter page's load needs no zod (issue 36).
const answers = () => import('./answers');

export function readHierarchyAnswer(raw: { success: boolean; data?: unknown }): HierarchyLevels {
  const levels: HierarchyLevels = new Map();
  if (!raw.success || typeof raw.data !== 'object' || raw.data === null) return levels;
  for (const [key, html] of Object.entries(raw.data)) {
    const match = LEVEL_KEY.exec(key);
    if (!match || typeof html !== 'string') continue;
    const options = readLevelOptions(html);
    if (options) levels.set(Number(match[1]), options);
  }
  return levels;
}

export function getHierarchyLevels(settings: JsfSettings, req: HierarchyRequest, signal?: AbortSignal, wait: WaitPolicy & WaitHooks = DEFAULT_WAITS.read): Promise<Result<HierarchyLevels>> {
  return request({
    url: settings.ajaxurl,
    method: 'POST',
    form: buildHierarchyBody(req),
    signal,
    ajax: true,
    wait,
    response: { kind: 'json', schema: () => answers().then((m) => m.hierarchyAnswerSchema) },
  });
}

export interface IndexedDataRequest {
  /** "provider/queryId". */
  provider: string;
  queryArgs: FormValue;
  indexingFilters: ReadonlyArray<number | string>;
}

export function buildIndexedDataBody(req: IndexedDataRequest): FormFields {
  return {
    action: INDEXED_DATA_ACTION,
    provider: req.provider,
    query_args: req.queryArgs,
    indexing_filters: JSON.stringify([...new Set(req.indexingFilters)]),
  };
}

export function getIndexedData(settings: JsfSettings, req: IndexedDataRequest, signal?: AbortSignal, wait: WaitPolicy & WaitHooks = DEFAULT_WAITS.read): Promise<Result<IndexedCounts | undefined>> {
  return request({
    url: settings.ajaxurl,
    method: 'POST',
    form: buildIndexedDataBody(req),
    signal,
    ajax: true,
    wait,
    response: { kind: 'json', schema: () => answers().then((m) => m.indexedAnswerSchema) },
  });
}
