// Elementor Pro's taxonomy filter for a loop grid, on its own markup: the buttons (aria-pressed)
// set the loop's terms, the address gets `e-filter-<loop>-<taxonomy>` by pushState, and the loop's
// widget container is replaced by the `refresh-loop` REST answer, with Elementor's loading overlay
// meanwhile and the kit's slow note past the read wait's threshold. A failed answer (the limit, an
// error, an answer without the widget's markup) leaves the loop as it was and rolls the choice
// back: buttons and address return to what the loop shows, and a note offers to try the choice
// again (issue 30: the page never shows a filter as applied over a loop that is not filtered).
// Back/forward put the filter of that address back (the original leaves the page as it is).
import { defineWidget, type MountContext } from '../../src/runtime/types';
import { t } from '../../src/i18n';
import '../../src/i18n/namespaces/listing';
import {
  DEFAULT_FILTER, TAXONOMY_FILTER_SELECTOR, filterAddress, readElementorConfig, readTaxonomyFilterSettings, refreshLoop, termsFromParam,
  type ConsolidatedFilters, type TaxonomyFilterSettings,
} from '../../adapters/elementor/loop-filter';
import { consolidate, press, pressed, type FilterState } from './loop-filter.connector';
import { editorContext } from './editor';
import { waitPolicy } from '../../adapters/http/waits';
import { showFailedNote, showSlowNote } from '../../src/ui/wait-note';
import './loop-filter.css';

interface Props {
  settings: TaxonomyFilterSettings;
}

/** loopId → filterId → state: several filters may drive one loop. */
const loops = new Map<string, Map<string, FilterState>>();
const inFlight = new Map<string, AbortController>();
/** loopId → filterId → the state the loop's markup shows now (the server's at first, then each answer's). */
const shownByLoop = new Map<string, Map<string, FilterState>>();
/**
 * loopId → the address of what the loop shows (the page's at first, then each answer's): a failed
 * refresh puts it back, whether the choice came by a press or by back/forward (issue 30).
 */
const shownAddressByLoop = new Map<string, string>();
/** filterId → repaints its buttons from its state (a rolled-back choice shows on every filter of the loop). */
const painters = new Map<string, () => void>();

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
  const widget = document.querySelector<HTMLElement>(`.elementor-element-${CSS.escape(loopId)}`);
  if (!widget) return;
  // What the loop shows before this choice, to go back to if the choice cannot be shown.
  const shownAddress = shownAddressByLoop.get(loopId) ?? location.href;
  const wanted = new Map(loops.get(loopId));
  const shown = new Map(shownByLoop.get(loopId));
  if (push) history.pushState(history.state, '', filterAddress(new URL(location.href), loopId, consolidatedLoops(), helpers));
  widget.querySelector(':scope > .vitrin-loop-failed')?.remove();
  inFlight.get(loopId)?.abort();
  const controller = new AbortController();
  inFlight.set(loopId, controller);
  widget.classList.add('e-loading-overlay');
  widget.setAttribute('aria-busy', 'true');
  const config = readElementorConfig(ctx.settings);
  const editor = config.editMode ? editorContext(loopId) : undefined;
  let hideSlow = (): void => undefined;
  const onSlow = () => {
    hideSlow = showSlowNote(widget, t('listing:slow'), 'append', 'vitrin-loop-slow');
  };
  try {
    const outcome = await refreshLoop(config, { postId: config.postId, loopId, filters, paginationBaseUrl: helpers.baseUrl, ...(editor ? { editor } : {}) }, controller.signal, { ...waitPolicy('read', ctx.settings), onSlow });
    hideSlow();
    if (inFlight.get(loopId) !== controller || (outcome.kind === 'failed' && outcome.aborted)) return;
    if (outcome.kind === 'failed') {
      rollBack(ctx, widget, loopId, filterId, shown, wanted, shownAddress, outcome.timedOut);
      return;
    }
    const existing = widget.querySelector(':scope > .elementor-widget-container');
    const fresh = containerFrom(outcome.html);
    if (existing) existing.replaceWith(fresh);
    else widget.append(fresh);
    shownByLoop.set(loopId, wanted);
    shownAddressByLoop.set(loopId, location.href);
    widget.classList.remove('e-loading');
    document.dispatchEvent(new Event('elementor/lazyload/observe'));
  } finally {
    hideSlow();
    if (inFlight.get(loopId) === controller) {
      inFlight.delete(loopId);
      widget.classList.remove('e-loading-overlay');
      widget.removeAttribute('aria-busy');
    }
  }
}

/**
 * The choice could not be shown: the filters go back to what the loop shows (buttons repainted, the
 * address replaced by the one the loop belongs to: the pushed entry after a press, the entry stepped
 * to after back/forward), and the note's retry asks for the choice again (pushing its address anew). Rolled back rather than marked: the buttons are the only sign of the filter, and a
 * pressed button over an unfiltered loop is what issue 30 forbids.
 */
function rollBack(ctx: MountContext, widget: HTMLElement, loopId: string, filterId: string, shown: Map<string, FilterState>, wanted: Map<string, FilterState>, address: string, timedOut: boolean): void {
  const own = loops.get(loopId);
  if (own) for (const [id, state] of shown) if (own.has(id)) own.set(id, state);
  for (const id of own?.keys() ?? []) painters.get(id)?.();
  if (address !== location.href) history.replaceState(history.state, '', address);
  showFailedNote(widget, {
    text: t(timedOut ? 'listing:timeout' : 'listing:failed'),
    retryText: t('listing:retry'),
    className: 'vitrin-loop-failed',
    retryClassName: 'vitrin-loop-retry',
    retry: () => {
      const current = loops.get(loopId);
      if (current) for (const [id, state] of wanted) if (current.has(id)) current.set(id, state);
      for (const id of current?.keys() ?? []) painters.get(id)?.();
      void refresh(ctx, loopId, filterId, true);
    },
  });
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
  const shownNow = shownByLoop.get(settings.loopId) ?? new Map<string, FilterState>();
  shownNow.set(filterId, { taxonomy: settings.taxonomy, terms: fromAddress(), join: settings.join });
  shownByLoop.set(settings.loopId, shownNow);
  if (!shownAddressByLoop.has(settings.loopId)) shownAddressByLoop.set(settings.loopId, location.href);
  const paint = () => {
    const on = pressed(own.get(filterId)?.terms ?? []);
    for (const b of buttons()) b.setAttribute('aria-pressed', String(on.has(b.dataset.filter ?? '')));
  };
  paint();
  painters.set(filterId, paint);
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
    painters.delete(filterId);
    own.delete(filterId);
    shownByLoop.get(settings.loopId)?.delete(filterId);
    if (!own.size) {
      loops.delete(settings.loopId);
      shownByLoop.delete(settings.loopId);
      shownAddressByLoop.delete(settings.loopId);
    }
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
