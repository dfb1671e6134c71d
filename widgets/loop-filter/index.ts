// Elementor Pro's taxonomy filter for a loop grid, on its own markup: the buttons (aria-pressed)
// set the loop's terms, the address gets `e-filter-<loop>-<taxonomy>` by pushState, and the loop's
// widget container is replaced by the `refresh-loop` REST answer, with Elementor's loading overlay
// meanwhile. A failed answer leaves the page as it was. Back/forward put the filter of that address
// back (the original leaves the page as it is).
import { defineWidget, type MountContext } from '../../src/runtime/types';
import { t } from '../../src/i18n';
import '../../src/i18n/namespaces/listing';
import {
  DEFAULT_FILTER, TAXONOMY_FILTER_SELECTOR, filterAddress, readElementorConfig, readTaxonomyFilterSettings, refreshLoop, termsFromParam,
  type ConsolidatedFilters, type TaxonomyFilterSettings,
} from '../../adapters/elementor/loop-filter';
import { consolidate, press, pressed, type FilterState } from './loop-filter.connector';
import { editorContext } from './editor';
import './loop-filter.css';

interface Props {
  settings: TaxonomyFilterSettings;
}

/** loopId → filterId → state: several filters may drive one loop. */
const loops = new Map<string, Map<string, FilterState>>();
const inFlight = new Map<string, AbortController>();

function consolidatedLoops(): Record<string, ConsolidatedFilters> {
  const out: Record<string, ConsolidatedFilters> = {};
  for (const [id, filters] of loops) out[id] = consolidate(filters.values());
  return out;
}

function helpersOf(filterId: string): { pageNum: number; baseUrl: string } {
  const bar = document.querySelector<HTMLElement>(`[data-id="${CSS.escape(filterId)}"] .e-filter`);
  const pageNum = Number.parseInt(bar?.dataset.pageNum ?? '1', 10);
  return { pageNum: Number.isFinite(pageNum) ? pageNum : 1, baseUrl: bar?.dataset.baseUrl ?? location.href };
}

function containerFrom(html: string): HTMLElement {
  const template = document.createElement('template');
  template.innerHTML = html.trim();
  const first = template.content.firstElementChild;
  if (first instanceof HTMLElement) return first;
  const empty = document.createElement('div');
  empty.className = 'elementor-widget-container';
  return empty;
}

async function refresh(ctx: MountContext, loopId: string, filterId: string, push: boolean): Promise<void> {
  const filters = consolidate(loops.get(loopId)?.values() ?? []);
  const helpers = helpersOf(filterId);
  if (push) history.pushState(history.state, '', filterAddress(new URL(location.href), loopId, consolidatedLoops(), helpers));
  const widget = document.querySelector<HTMLElement>(`.elementor-element-${CSS.escape(loopId)}`);
  if (!widget) return;
  inFlight.get(loopId)?.abort();
  const controller = new AbortController();
  inFlight.set(loopId, controller);
  widget.classList.add('e-loading-overlay');
  widget.setAttribute('aria-busy', 'true');
  const config = readElementorConfig(ctx.settings);
  const editor = config.editMode ? editorContext(loopId) : undefined;
  try {
    const html = await refreshLoop(config, { postId: config.postId, loopId, filters, paginationBaseUrl: helpers.baseUrl, ...(editor ? { editor } : {}) }, controller.signal);
    if (html === undefined || inFlight.get(loopId) !== controller) return;
    const existing = widget.querySelector(':scope > .elementor-widget-container');
    const fresh = containerFrom(html);
    if (existing) existing.replaceWith(fresh);
    else widget.append(fresh);
    widget.classList.remove('e-loading');
    document.dispatchEvent(new Event('elementor/lazyload/observe'));
  } finally {
    if (inFlight.get(loopId) === controller) {
      inFlight.delete(loopId);
      widget.classList.remove('e-loading-overlay');
      widget.removeAttribute('aria-busy');
    }
  }
}

function enhance(props: Props, ctx: MountContext): () => void {
  const { element, signal } = ctx;
  const { settings } = props;
  const filterId = element.getAttribute('data-id') ?? '';
  const buttons = () => Array.from(element.querySelectorAll<HTMLButtonElement>('.e-filter-item[data-filter]'));
  const fromAddress = () => {
    const value = new URLSearchParams(location.search).get(`e-filter-${settings.loopId}-${settings.taxonomy}`);
    return value ? termsFromParam(value) : [];
  };
  let filters = loops.get(settings.loopId);
  if (!filters) {
    filters = new Map();
    loops.set(settings.loopId, filters);
  }
  const own = filters;
  // populateLoopWidgetsStoreOnInitialPageLoad: the server rendered this state already.
  own.set(filterId, { taxonomy: settings.taxonomy, terms: fromAddress(), join: settings.join });
  const paint = () => {
    const on = pressed(own.get(filterId)?.terms ?? []);
    for (const b of buttons()) b.setAttribute('aria-pressed', String(on.has(b.dataset.filter ?? '')));
  };
  paint();
  element.querySelector('.e-filter')?.setAttribute('aria-label', t('listing:filterBar'));

  element.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('.e-filter-item[data-filter]') : null;
    if (!button || !element.contains(button)) return;
    const state = own.get(filterId);
    if (!state) return;
    const next = press(state, button.dataset.filter ?? DEFAULT_FILTER);
    if (!next) return;
    own.set(filterId, { ...state, terms: next });
    document.querySelector(`.elementor-element-${CSS.escape(settings.loopId)}`)?.classList.remove('e-load-more-pagination-end');
    paint();
    void refresh(ctx, settings.loopId, filterId, true);
  }, { signal });

  // Back and forward between filtered addresses: the buttons and the loop follow the address.
  window.addEventListener('popstate', () => {
    const state = own.get(filterId);
    if (!state) return;
    const terms = fromAddress();
    if (terms.join('\u0000') === state.terms.join('\u0000')) return;
    own.set(filterId, { ...state, terms });
    paint();
    void refresh(ctx, settings.loopId, filterId, false);
  }, { signal });

  return () => {
    own.delete(filterId);
    if (!own.size) loops.delete(settings.loopId);
  };
}

export const loopFilter = defineWidget<Props>({
  name: 'loop-filter',
  kind: 'enhance',
  schema: { safeParse: (input: unknown) => (input && typeof input === 'object' && 'settings' in input && (input as { settings?: unknown }).settings ? { success: true, data: input as Props } : { success: false, error: { issues: [{ path: ['data-settings'], message: 'no loop or taxonomy to filter' }] } }) },
  defer: 'eager',
  markup: [{ selector: TAXONOMY_FILTER_SELECTOR, read: (el) => ({ settings: readTaxonomyFilterSettings(el) }) }],
  enhance,
});
