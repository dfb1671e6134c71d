// The data attributes JetSmartFilters' PHP prints on each filter (includes/filters/instance.php,
// bases/Filter.js reads them): provider, query parts, apply type, operator, redirect, indexer.
// Read leniently: a missing attribute takes the original's default; nothing here throws.
import type { FilterElementAttributes } from '../../src/state/filters/backend';

/** What the engine reads (src/state/filters/backend.ts) and what JetSmartFilters' widgets read besides. */
export interface FilterAttributes extends FilterElementAttributes {
  additionalProviders: string[];
  /** 'AND' only (the attribute is printed only when not OR). */
  relationalOperator?: string;
  canDeselect: boolean;
  predefined?: string;
  layoutOptions: Record<string, unknown>;
  showCounter: boolean;
  indexerRule: 'show' | 'hide' | 'disable';
  changeCounter: 'always' | 'other_changed' | 'never';
}

export const APPLY_TYPES = ['ajax', 'ajax-reload', 'ajax-ontyping', 'mixed', 'mixed-reload', 'reload'];

function json(text: string | null): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** jQuery .data() turns "80" into 80; ids are compared and JSON-stringified that way. */
function idOf(text: string | null): number | string | undefined {
  if (text === null || text.trim() === '') return undefined;
  return /^-?\d+$/.test(text.trim()) ? Number(text.trim()) : text.trim();
}

/** data-additional-providers: JSON list of "provider/queryId"; a missing query id falls back to the filter's. */
export function readAdditionalProviders(text: string | null, ownQueryId: string): string[] {
  const list = json(text);
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: unknown) => {
    if (typeof item !== 'string' || !item.trim()) return [];
    const [provider, queryId] = item.split('/');
    return provider ? [`${provider}/${queryId || ownQueryId}`] : [];
  });
}

function truthyAttr(text: string | null | undefined): boolean {
  return text !== null && text !== undefined && ['1', 'true', 'yes'].includes(text.trim().toLowerCase());
}

/** Reads a filter element (the one with data-smart-filter, or a pagination/active container). */
export function readFilterAttributes(el: HTMLElement, kindFallback = ''): FilterAttributes {
  const attr = (name: string) => el.getAttribute(name);
  const container = el.closest<HTMLElement>('.jet-filter') ?? el;
  const queryId = (attr('data-query-id') ?? '').trim() || 'default';
  const applyType = attr('data-apply-type') ?? '';
  const layout = json(attr('data-layout-options'));
  const redirectPath = attr('data-redirect-path');
  const rule = container.getAttribute('data-indexer-rule');
  const change = container.getAttribute('data-change-counter');
  const filterId = idOf(attr('data-filter-id'));
  const predefined = attr('data-predefined-value');
  const operator = attr('data-relational-operator');
  return {
    kind: attr('data-smart-filter') || kindFallback,
    provider: attr('data-content-provider') ?? '',
    queryId,
    queryType: attr('data-query-type') ?? '',
    queryVar: attr('data-query-var') ?? '',
    suffix: attr('data-query-var-suffix') ?? '',
    applyType: APPLY_TYPES.includes(applyType) ? applyType : 'ajax',
    ...(filterId !== undefined ? { filterId } : {}),
    additionalProviders: readAdditionalProviders(attr('data-additional-providers'), queryId),
    activeLabel: attr('data-active-label') ?? '',
    ...(operator ? { relationalOperator: operator } : {}),
    canDeselect: truthyAttr(attr('data-can-deselect')),
    ...(predefined ? { predefined } : {}),
    layoutOptions: typeof layout === 'object' && layout !== null && !Array.isArray(layout) ? (layout as Record<string, unknown>) : {},
    ...(truthyAttr(attr('data-redirect')) && redirectPath ? { redirect: { path: redirectPath, newWindow: truthyAttr(attr('data-redirect-in-new-window')) } } : {}),
    indexed: container.classList.contains('jet-filter-indexed'),
    showCounter: container.getAttribute('data-show-counter') === 'yes',
    indexerRule: rule === 'hide' || rule === 'disable' ? rule : 'show',
    changeCounter: change === 'never' || change === 'other_changed' ? change : 'always',
  };
}

/** data-predefined-value as a list (checkboxes merge it with what is checked). */
export function predefinedValues(text: string | undefined): string[] {
  if (!text) return [];
  const parsed = json(text);
  if (Array.isArray(parsed)) return parsed.filter((v): v is string | number => typeof v === 'string' || typeof v === 'number').map(String);
  return text.split(',').map((v) => v.trim()).filter(Boolean);
}

/** data-format of the range filter: thousands/decimal separators and decimals. */
export interface RangeFormat {
  thousandsSep: string;
  decimalSep: string;
  decimals: number;
}
export function readRangeFormat(text: string | null): RangeFormat {
  const f = json(text);
  const rec = typeof f === 'object' && f !== null ? (f as Record<string, unknown>) : {};
  const n = Number(rec.decimal_num);
  return {
    thousandsSep: typeof rec.thousands_sep === 'string' ? rec.thousands_sep : '',
    decimalSep: typeof rec.decimal_sep === 'string' ? rec.decimal_sep : '.',
    decimals: Number.isInteger(n) && n >= 0 && n <= 10 ? n : 0,
  };
}

/** Pagination's data-controls. */
export interface PaginationControls {
  itemsEnabled: boolean;
  midSize: number;
  endSize: number;
  navEnabled: boolean;
  hideInactiveNav: boolean;
  prev: string;
  next: string;
  loadMoreEnabled: boolean;
  loadMoreText: string;
  topOffset: number | undefined;
}
export function readPaginationControls(text: string | null): PaginationControls {
  const c = json(text);
  const rec = typeof c === 'object' && c !== null ? (c as Record<string, unknown>) : {};
  const num = (v: unknown, d: number) => {
    const n = Number(v);
    return Number.isFinite(n) && n >= 0 ? Math.floor(n) : d;
  };
  const bool = (v: unknown, d: boolean) => (v === undefined ? d : v === true || v === 'true' || v === 'yes' || v === 1 || v === '1');
  const offset = rec.provider_top_offset;
  return {
    itemsEnabled: bool(rec.items_enabled, true),
    midSize: num(rec.pages_mid_size, 0),
    endSize: num(rec.pages_end_size, 0),
    navEnabled: bool(rec.nav_enabled, false),
    hideInactiveNav: bool(rec.hide_inactive_nav, false),
    prev: typeof rec.prev === 'string' ? rec.prev : '',
    next: typeof rec.next === 'string' ? rec.next : '',
    loadMoreEnabled: bool(rec.load_more_enabled, false),
    loadMoreText: typeof rec.load_more_text === 'string' ? rec.load_more_text : '',
    topOffset: offset === undefined || offset === '' ? undefined : num(offset, 0),
  };
}
