// The page side of the filter engine: boots once per page from JetSmartFilterSettings, wires the
// groups to the network, the address bar and the DOM (answers rendered per provider selector,
// loading state, a visible failure with retry, a live result count), fires the events other
// scripts listening to JetSmartFilters expect, and drops cached answers when the cart changes.
// The backend comes from the family (./backend.ts provideFilterBackend; issue 29): nothing here
// builds a URL or reads an answer's wire.
import { effect, untracked } from '@preact/signals-core';
import { filterBackend, providerKey, type ApplyAnswer, type FilterConnection, type FilterElementAttributes, type FilterSettings } from './backend';
import { showSeo } from './seo';
import { filterChannels, filterListener } from './channels';
import type { PageSettings } from '../../host/settings';
import { jquery } from '../../host/events';
import { formatNumber, language, t } from '../../i18n';
import '../../i18n/namespaces/filters';
import { cartHash } from '../cart';
import { liveRegion as kitLiveRegion } from '../../ui/live-region';
import type { FilterGroup} from './engine';
import { isEmptyData, type FilterData, type FilterEntry, type FilterSpec, type GroupDeps } from './engine';
import { allGroups, configureFilterGroups, existingGroup, filterGroup, onGroupCreated } from './registry';
import { exposeGroup, installCompat, onReinitFilters, onSetIndexedData, publish, resetCompat, subscribeLast } from './compat';
import { showSlowNote } from '../../ui/wait-note';
import { dropAfterViews, inOrder } from './after-views';
import { followGrids, fragment, outermost, providerElements, queryAll, refreshSettings } from './provider-dom';

export { providerElements };

export const LOADING_CLASS = 'jet-filters-loading';
const ERROR_CLASS = 'vitrin-filters-error';
const LIVE_CLASS = 'vitrin-filters-live';

let booted: { connection: FilterConnection } | undefined;
/** The loading-state effects of the page's groups (stopped when the page is forgotten). */
const watchers: Array<() => void> = [];
let stopListening: (() => void) | undefined;

function fire(name: string, target: EventTarget, args: unknown[], detail: unknown): void {
  const $ = jquery();
  if ($) {
    try {
      $(target).trigger(name, args);
    } catch (error) {
      console.error(`[vitrin] a "${name}" jQuery handler threw`, error);
    }
  }
  target.dispatchEvent(new CustomEvent(`vitrin:${name}`, { detail, bubbles: true }));
}

/** Puts an answer into the page the way FilterGroup.ajaxRequestCompleted/renderResult do. */
export function renderAnswer(group: FilterGroup, answer: ApplyAnswer, options: { loadMore: boolean }): void {
  const data = group.settings.selectors[group.provider];
  let providers = providerElements(group);
  if (answer.content !== undefined && data) {
    if (options.loadMore) {
      const incoming = fragment(answer.content);
      const items = data.item ? outermost(incoming, data.item) : Array.from(incoming.children);
      for (const provider of providers.slice(0, 1)) {
        const list = data.list ? outermost(provider, data.list)[0] ?? provider : provider;
        list.append(...items);
      }
    } else if (data.action === 'insert') {
      for (const provider of providers) provider.innerHTML = answer.content;
    } else {
      providers.forEach((provider, i) => {
        // jQuery's replaceWith on several targets: the last one takes the nodes, the others clones.
        const nodes = fragment(answer.content ?? '');
        provider.replaceWith(i === providers.length - 1 ? nodes : nodes.cloneNode(true));
      });
      providers = providerElements(group);
    }
  }
  layerProviders(providers);
  for (const [selector, html] of Object.entries(answer.fragments)) for (const el of queryAll(selector)) el.innerHTML = html;
  group.connection.syncAnswer(group.provider, group.queryId, answer);
  const $ = jquery();
  const first = providers[0];
  if (answer.isData && first) fire('jet-filter-data-updated', first, [answer, group], { answer, group: group.key });
  if (first) {
    const $provider = $ ? $(providers) : providers;
    publish('provider/content-rendered', group.provider, $provider);
    fire('jet-filter-content-rendered', document, [$provider, group, group.provider, group.queryId], { provider: group.provider, queryId: group.queryId, element: first });
  }
  showSeo(group.settings, answer.seo);
  publish('ajaxFilters/updated', group.provider, group.queryId, booted ? booted.connection.wireAnswer(answer, options.loadMore) : answer);
  announce(group);
}

function announce(group: FilterGroup): void {
  const live = liveRegion(group);
  const count = group.props.value.found_posts;
  live.textContent = t('filters:found', { count: formatNumber(count, language() === 'fa' ? 'fa' : 'en') });
}

function liveRegion(group: FilterGroup): HTMLElement {
  return kitLiveRegion({ id: `vitrin-filters-live-${group.key.replace(/[^a-z0-9_-]/gi, '-')}`, className: `${LIVE_CLASS} screen-reader-text` });
}

/** Group key → removes its slow note (one per group while its request runs past the slow threshold). */
const slowNotes = new Map<string, () => void>();

/** Past the read wait's slow threshold (the store says 'slow'): the kit's polite note just above the listing (issue 30). */
function showSlow(group: FilterGroup): void {
  if (slowNotes.has(group.key)) return;
  const first = providerElements(group)[0];
  if (!first) return;
  slowNotes.set(group.key, showSlowNote(first, t('filters:slow'), 'before', 'vitrin-filters-slow'));
}

function hideSlow(key: string): void {
  slowNotes.get(key)?.();
  slowNotes.delete(key);
}

/** Group key → the failure box shown before its listing. */
const errorBoxes = new Map<string, HTMLElement>();

/** The loading class, aria-busy, the optional preloader, the slow note and the failure message with its retry. */
function watchGroup(group: FilterGroup): () => void {
  let wasLoading = false;
  return effect(() => {
    // The group's status is a view over the provider requests store, which a script hearing
    // start-loading below reads (isAjaxLoading) already.
    const status = group.status.value;
    const loadingNow = status.state === 'loading';
    // Heard after the channels of the change that started it (they wait for the views: issue 27).
    if (loadingNow !== wasLoading) inOrder(() => untracked(() => publish(loadingNow ? 'ajaxFilters/start-loading' : 'ajaxFilters/end-loading', group.provider, group.queryId)));
    if (status.state === 'loading' && status.slow) untracked(() => showSlow(group));
    if (!loadingNow) untracked(() => hideSlow(group.key));
    wasLoading = loadingNow;
    const providers = providerElements(group);
    for (const provider of providers) {
      const loading = status.state === 'loading';
      provider.classList.toggle(LOADING_CLASS, loading);
      if (loading) {
        guardStaleListing(provider);
        provider.setAttribute('aria-busy', 'true');
      } else provider.removeAttribute('aria-busy');
      syncPreloader(group, provider, loading);
    }
    // The group's own failure box, kept by reference: no search of the whole document on each
    // change of state (issue 27: the loading state is drawn in the click's task).
    errorBoxes.get(group.key)?.remove();
    errorBoxes.delete(group.key);
    const first = providers[0];
    if (status.state === 'error' && first) {
      const box = errorBox(group, status.message);
      first.before(box);
      errorBoxes.set(group.key, box);
    }
  });
}

/** Providers whose presses are checked while they load (an element is guarded once; a replaced one anew). */
const guarded = new WeakSet<HTMLElement>();

/**
 * A pointer's press on a listing that is being replaced is not taken: it would act on a product
 * about to go. The loading class used to say `pointer-events: none`, an inherited property: its
 * change restyled every node of the listing in the press's frame (issue 34: 10 ms of the filter
 * option's INP at 4× CPU). A keyboard's click (detail 0) stays, as it did under the CSS rule.
 */
function guardStaleListing(provider: HTMLElement): void {
  if (guarded.has(provider)) return;
  guarded.add(provider);
  provider.addEventListener('click', (event) => {
    if (event.detail > 0 && provider.classList.contains(LOADING_CLASS)) {
      event.preventDefault();
      event.stopPropagation();
    }
  }, true);
}

function syncPreloader(group: FilterGroup, provider: HTMLElement, loading: boolean): void {
  const template = group.settings.preloader.template;
  const existing = provider.querySelector(':scope > .jet-filters-provider-preloader');
  if (!template || !loading) {
    existing?.remove();
    return;
  }
  if (existing) return;
  const holder = document.createElement('div');
  holder.className = 'jet-filters-provider-preloader';
  if (group.settings.preloader.fixedPosition) holder.classList.add('jet-filters-provider-preloader--fixed');
  holder.style.setProperty('--jsf-preloader-edge-gap', `${group.settings.preloader.fixedEdgeGap}px`);
  holder.setAttribute('aria-hidden', 'true');
  holder.append(fragment(template));
  provider.prepend(holder);
}

function errorBox(group: FilterGroup, message: string): HTMLElement {
  const box = document.createElement('div');
  box.className = `${ERROR_CLASS} woocommerce-error`;
  box.setAttribute('role', 'alert');
  box.dataset.provider = group.key;
  const text = document.createElement('span');
  text.textContent = t('filters:failed', { message });
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.className = 'button vitrin-filters-retry';
  retry.textContent = t('filters:retry');
  retry.addEventListener('click', () => group.retry());
  box.append(text, ' ', retry);
  return box;
}

function redirect(group: FilterGroup, target: { path: string; newWindow: boolean; applyType: string }): void {
  const connection = group.connection;
  if (target.applyType === 'reload') {
    const url = connection.redirectGetUrl(target.path, group.provider, group.queryId, group.urlFilters(true));
    window.open(url, target.newWindow ? '_blank' : '_top');
    return;
  }
  const { action, fields } = connection.redirectPostForm(target.path, group.provider, group.queryId, group.query.value);
  const form = document.createElement('form');
  form.method = 'post';
  form.action = action;
  if (target.newWindow) form.target = '_blank';
  form.hidden = true;
  for (const [name, value] of fields) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
  form.remove();
}

/**
 * Boots the engine for this page (idempotent) with the backend the family provided; undefined when
 * there is none or the page has no filters of it (no JetSmartFilterSettings).
 */
export function bootFilterPage(pageSettings: PageSettings): FilterSettings | undefined {
  if (booted) return booted.connection.settings;
  const connection = filterBackend()?.open(pageSettings);
  if (!connection) return undefined;
  const settings = connection.settings;
  booted = { connection };
  const thirdParty = connection.thirdParty(location.pathname + location.search);
  const deps = (): GroupDeps => ({
    connection,
    thirdParty,
    transport: (req, signal, onSlow) => connection.send(req, signal, onSlow),
    render: renderAnswer,
    writeUrl: (url) => {
      if (url !== location.pathname + location.search) history.replaceState(history.state, '', url);
    },
    navigate: (url) => location.assign(url),
    redirect,
    events: filterChannels()?.(publish, {
      element: (entry) => filterElements.get(entry),
      wrap: (el) => jquery()?.(el) ?? el,
    }),
    log: (message) => console.error(message),
    // The page as the server rendered it is the first cached answer: coming back to it is free.
    snapshot: (group) => {
      const data = settings.selectors[group.provider];
      const first = providerElements(group)[0];
      if (!first || !data) return undefined;
      // Without our loading state: it is on by now (the apply has started).
      const clean = first.cloneNode(true) as HTMLElement;
      clean.classList.remove(LOADING_CLASS);
      clean.removeAttribute('aria-busy');
      clean.querySelector(':scope > .jet-filters-provider-preloader')?.remove();
      // Nor the layer we made (coming back to it marks it again).
      if (layeredProviders.has(first)) {
        clean.style.removeProperty('will-change');
        if (!clean.getAttribute('style')) clean.removeAttribute('style');
      }
      // Its seo is the page's own (empty values: the fallback, else the title as printed), so
      // coming back to it from the cache (remove-all) brings the title back too.
      return { content: data.action === 'insert' ? clean.innerHTML : clean.outerHTML, pagination: group.props.value, ...(group.indexed.value ? { indexedData: { [group.key]: group.indexed.value } } : {}), isData: false, fragments: {}, seo: { title: '', description: '' } };
    },
  });
  configureFilterGroups(deps);
  installCompat();
  layerAfterFirstMove();
  // Another script publishing a trigger channel (an apply, a remove, a page) drives the group it names.
  filterListener()?.(subscribeLast, (provider, queryId) => existingGroup(providerKey(provider, queryId)));
  // Another script asks for counts under other query args (a map, a listing): a missing answer changes nothing.
  onSetIndexedData((key, queryArgs) => {
    const group = allGroups().find((g) => g.key === key);
    const ids = group?.indexingFilters() ?? [];
    if (!group || !ids.length) return;
    void connection.indexedCounts({ provider: key, queryArgs, indexingFilters: ids }).then((counts) => {
      if (counts) group.indexed.value = counts;
    });
  });
  // JetEngine's script, after a lazily loaded grid, writes the grid's filters_data into the global
  // and calls reinitFilters(): the groups take the new defaults, settings, props and counts.
  onReinitFilters(() => refreshSettings(connection));
  stopListening = onGroupCreated((group) => {
    exposeGroup(group);
    watchers.push(watchGroup(group));
    // The count's live region is on the page, empty, before the first answer fills it: a region
    // inserted with its text already in it is not read by most screen readers.
    liveRegion(group);
    if (layersWanted) layerProviders(providerElements(group));
  });
  // A JetEngine grid that loads more by itself (its button or infinite scroll; Vitrin's grid or
  // JetEngine's own script): the pagination of the provider that grid is follows its page/pages.
  document.addEventListener('jet-engine/listing-grid/after-load-more', followGrids);
  jquery()?.(document).on('jet-engine/listing-grid/after-load-more', followGrids);
  // Prices and stock in cached listings go stale when the cart changes.
  let firstRun = true;
  effect(() => {
    void cartHash.value;
    if (firstRun) {
      firstRun = false;
      return;
    }
    for (const group of allGroups()) group.clearCache();
  });
  document.dispatchEvent(new Event('jet-smart-filters/before-init'));
  setTimeout(() => document.dispatchEvent(new Event('jet-smart-filters/inited')), 0);
  return settings;
}


/** The element of each registered filter (the `$filter` of the objects published on the bus). */
const filterElements = new WeakMap<FilterEntry, Element>();

/** JetSmartFilters' own words when a filter names no provider or query id (includes/request.js). */
export const NOT_ENOUGH_PARAMETERS = 'Not enough parameters. Check if the "Provider" and "Query ID" are set correctly';
const misconfigured = new WeakSet<Element>();

let positionCounter = 0;
/** Document order of a filter element among the page's filters (query keys travel in that order). */
export function documentPosition(el: HTMLElement): number {
  const all = queryAll('[data-smart-filter], .jet-smart-filters-pagination');
  const at = all.indexOf(el);
  return at === -1 ? 10_000 + positionCounter++ : at;
}

export interface RegisteredFilter {
  group: FilterGroup;
  entry: FilterEntry;
  dispose(): void;
}

/** Adds a filter element to its group (and mirrors it into its additional providers' groups). */
export function registerFilter(
  pageSettings: PageSettings,
  element: HTMLElement,
  attrs: FilterElementAttributes,
  initial: FilterData,
  extra: Partial<FilterSpec> = {},
): RegisteredFilter | undefined {
  if (!bootFilterPage(pageSettings)) return undefined;
  if (!attrs.provider || !attrs.queryId) {
    // The filter stays as printed (inert); the site owner reads why in the console, once.
    if (!misconfigured.has(element)) console.error(NOT_ENOUGH_PARAMETERS);
    misconfigured.add(element);
    return undefined;
  }
  const group = filterGroup(attrs.provider, attrs.queryId);
  if (!group) return undefined;
  const spec: FilterSpec = {
    kind: attrs.kind,
    provider: attrs.provider,
    queryId: attrs.queryId,
    queryType: attrs.queryType,
    queryVar: attrs.queryVar,
    suffix: attrs.suffix,
    applyType: attrs.applyType,
    ...(attrs.filterId !== undefined ? { filterId: attrs.filterId } : {}),
    indexed: attrs.indexed,
    additionalProviders: attrs.additionalProviders,
    activeLabel: attrs.activeLabel,
    position: documentPosition(element),
    ...(attrs.redirect ? { redirect: attrs.redirect } : {}),
    ...extra,
  };
  const entry = group.add(spec, isEmptyData(initial) ? false : initial);
  filterElements.set(entry, element);
  const mirrors: Array<{ group: FilterGroup; entry: FilterEntry }> = [];
  for (const key of attrs.additionalProviders) {
    const [provider, queryId] = key.split('/');
    if (!provider || key === group.key) continue;
    const other = filterGroup(provider, queryId || attrs.queryId);
    if (!other) continue;
    mirrors.push({ group: other, entry: other.add({ ...spec, provider, queryId: queryId || attrs.queryId, additionalProviders: [] }, entry.data.value) });
    group.linkAdditional(other);
  }
  return {
    group,
    entry,
    dispose: () => {
      group.remove(entry);
      for (const m of mirrors) m.group.remove(m.entry);
    },
  };
}

const layeredProviders = new WeakSet<HTMLElement>();
/** Whether the listings are layers yet (see layerAfterFirstMove). */
let layersWanted = false;
let stopWaitingForMove: (() => void) | undefined;

/** How long after the last press the listing's layer may be made (the press's own paint is past by then). */
const LAYER_QUIET_MS = 500;

/**
 * A group's listing carries `will-change: opacity` once the shopper has first moved (the pointer,
 * a press, a key) and then the page is idle with no press for LAYER_QUIET_MS; from then on every
 * answer's new provider elements get it too, in the answer's own task. The listing is then its
 * own layer before the press, so the loading state's dimming is drawn by the compositor instead of
 * repainting every card in the press's frame (issue 34).
 * - Marked only while the pointer was near the filters, the layer was made when the pointer
 *   arrived: a press in the same frame as the arrival (a quick hand) paid the new layer's paint
 *   first (the filter press 296 → 264 ms median at 4× CPU on a slow machine, its input delay
 *   55 → 39 ms, once the layer was there before the arrival).
 * - Not at mount: the layer's own raster differs from the printed listing's by a few pixels of
 *   anti-aliasing, and the mount must not change the first paint (demo/mount-paint.e2e.ts).
 * - Not in the idle moment right after a press: that can come before the press's own paint, which
 *   would then draw the new layer too.
 * - A layer is a stacking context: a card's positioned hover panel stays above what follows the
 *   listing unless that is itself positioned after it. The theme's own will-change stays.
 */
function layerAfterFirstMove(): void {
  const events = ['pointermove', 'pointerdown', 'keydown'] as const;
  const page = booted;
  let lastPress = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    for (const type of events) window.removeEventListener(type, heard, true);
    clearTimeout(timer);
    stopWaitingForMove = undefined;
  };
  const quietFor = () => performance.now() - lastPress;
  const layerAll = () => {
    // The page this waited for is still the one booted (tests boot one after another).
    if (booted !== page || !page) return;
    // A press came while this waited for idle: wait for quiet again.
    if (quietFor() < LAYER_QUIET_MS) return whenQuiet();
    stop();
    layersWanted = true;
    for (const group of allGroups()) layerProviders(providerElements(group));
  };
  const whenQuiet = () => {
    if (quietFor() < LAYER_QUIET_MS) {
      timer = setTimeout(whenQuiet, LAYER_QUIET_MS - quietFor());
      return;
    }
    const ric = (globalThis as { requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number }).requestIdleCallback;
    // Safari has no requestIdleCallback: a short timer there.
    if (typeof ric === 'function') ric(layerAll, { timeout: 1000 });
    else timer = setTimeout(layerAll, 50);
  };
  function heard(event: Event): void {
    if (event.type !== 'pointermove') lastPress = performance.now();
    if (timer === undefined) timer = setTimeout(whenQuiet, LAYER_QUIET_MS);
  }
  for (const type of events) window.addEventListener(type, heard, { capture: true, passive: true });
  stopWaitingForMove = stop;
}

function layerProviders(providers: readonly HTMLElement[]): void {
  if (!layersWanted) return;
  for (const provider of providers) {
    if (layeredProviders.has(provider) || provider.style.getPropertyValue('will-change')) continue;
    provider.style.setProperty('will-change', 'opacity');
    layeredProviders.add(provider);
  }
}

/** A control that is not a filter but acts on a group (remove-all, apply button, active items). */
export function groupFor(pageSettings: PageSettings, provider: string, queryId: string): FilterGroup | undefined {
  if (!bootFilterPage(pageSettings) || !provider) return undefined;
  return filterGroup(provider, queryId || 'default');
}

/** Tests: forget the booted page. */
export function resetFilterPage(): void {
  dropAfterViews();
  for (const key of [...slowNotes.keys()]) hideSlow(key);
  booted = undefined;
  stopWaitingForMove?.();
  layersWanted = false;
  for (const stop of watchers.splice(0)) stop();
  stopListening?.();
  stopListening = undefined;
  document.removeEventListener('jet-engine/listing-grid/after-load-more', followGrids);
  jquery()?.(document).off('jet-engine/listing-grid/after-load-more', followGrids);
  resetCompat();
}
