// What a store link's press does once index.ts has decided it is an add or a removal (its default
// prevented): a front store's change in this browser's storage, a server store's admin-ajax call
// under the `list` wait, the fragments, the synced listing, the popup and JetEngine's events; and
// the front-store listings printed empty, filled at load. A chunk of its own (issue 36): a page
// whose store buttons nobody presses downloads none of it; index.ts asks for it when a shopper
// reaches a store link and awaits it on the press.
import { LABEL_MARKUP, sanitizeFragment } from '../../src/host/sanitize';
import type { PageSettings } from '../../src/host/settings';
import { emit, jquery } from '../../src/host/events';
import { formatNumber, t } from '../../src/i18n';
import { frontArea, JET_FULL_MESSAGE, readFrontStore, type StoreArgs } from '../../adapters/jet-engine/data-stores';
import {
  addToFrontStore,
  changeServerStore,
  elementorPostId,
  frontStoreOfQuery,
  jetAjaxUrl,
  removeFromFrontStore,
  syncedListingQuery,
  type StoreOutcome,
} from '../../adapters/jet-engine/data-store-changes';
import type { FormValue } from '../../adapters/http/form';
import { storeNeedsRecheck } from './data-stores.connector';
import { waitPolicy } from '../../adapters/http/waits';
import { isStoreBusy, setStoreBusy, setStoreNote, storeChanged, storeNotes } from '../../src/state/data-stores';
import { clearNote, noteHost, showNote } from './store-dom';

/** JetPopup listens for a jQuery event object carrying popupData on window. */
export function triggerPopup(args: StoreArgs): void {
  if (args.popup === undefined || args.popup === '') return;
  const popupData: Record<string, unknown> = { popupId: `jet-popup-${String(args.popup)}` };
  if (args.isJetEngine) {
    popupData['isJetEngine'] = true;
    popupData['postId'] = args.post_id;
  }
  const $ = jquery();
  if ($) {
    ($(window) as unknown as { trigger(event: unknown): unknown }).trigger({ type: 'jet-popup-open-trigger', popupData });
  } else {
    window.dispatchEvent(new CustomEvent('jet-popup-open-trigger', { detail: { popupData } }));
  }
}

function cssEscape(value: string): string {
  return typeof CSS !== 'undefined' && typeof CSS.escape === 'function' ? CSS.escape(value) : value.replace(/["\\]/g, '\\$&');
}

/** PHP-rendered fragment markup: rebuilt by the shared allowlist. */
function safeNodes(doc: Document, html: string): DocumentFragment {
  return sanitizeFragment(doc, html, LABEL_MARKUP);
}

/**
 * The server's fragments (post counters and whatever else the site hooked in), by the selectors the
 * answer names. Hand DOM on purpose: the server picks the nodes, any node of the page; numbers as
 * Persian digits, other values as allowlisted markup. A store counter is drawn by its root from the
 * answer's `count` (storeChanged), so the answer's fragments never write into a React root.
 */
function applyFragments(doc: Document, fragments: Record<string, string>): void {
  for (const [selector, value] of Object.entries(fragments)) {
    let targets: Element[] = [];
    try {
      targets = Array.from(doc.querySelectorAll(selector));
    } catch {
      continue;
    }
    for (const el of targets) {
      if (el.closest('[data-vitrin-root]')) continue;
      if (/^\d+$/.test(value)) el.textContent = formatNumber(Number(value));
      else el.replaceChildren(safeNodes(doc, value));
    }
  }
}

function removeFromListing(link: HTMLElement, args: StoreArgs): void {
  if (!args.remove_from_listing) return;
  (link.closest(`.jet-listing-dynamic-post-${cssEscape(args.post_id)}`) ?? link.closest('.jet-listing-grid__item'))?.remove();
}

/**
 * ajaxGetListing into `container` (append false): the listing answered for `query` replaces the
 * container's content, and its grid mounts like any inserted markup. Dimmed and busy meanwhile, as
 * JetEngine dims it; a failure leaves the listing as it was (JetEngine's own failure is silent too).
 * Hand DOM on purpose: the container is the theme's node and the listing is server HTML by contract,
 * inserted as the listing grid inserts it (no React root owns it).
 */
async function refreshListing(settings: PageSettings, container: HTMLElement, query: Record<string, FormValue>, widgetSettings: Record<string, FormValue>, postId: string | false, elementId: string | false): Promise<void> {
  container.classList.add('vitrin-store-listing-busy');
  container.setAttribute('aria-busy', 'true');
  // The listing request code loads only when a synced or front-store listing needs it: a product
  // page's store buttons do without it.
  const { getListing } = await import('../../adapters/jet-engine/listing');
  const outcome = await getListing(settings, { handler: 'get_listing', query, widgetSettings, postId, queriedId: false, elementId, page: 1, listingType: false });
  container.classList.remove('vitrin-store-listing-busy');
  container.removeAttribute('aria-busy');
  if (outcome.kind !== 'ok') return;
  // The listing's HTML is HTML by contract (ajax-handlers.php get_listing), as the listing grid inserts it.
  const template = container.ownerDocument.createElement('template');
  template.innerHTML = outcome.answer.html;
  container.replaceChildren(template.content);
  applyFragments(container.ownerDocument, outcome.answer.fragments);
  emit('jet-engine/listing/ajax-get-listing/done', { target: container.ownerDocument, detail: { scope: container }, jqueryArgs: ($) => [$(container.children), { handler: 'get_listing' }] });
}

/** `synch_id`: the listing with that id is asked again after the store changed (frontend.js L357-389, L432-458, L572-599, L640-666). */
async function syncListing(settings: PageSettings, doc: Document, args: StoreArgs, posts: readonly string[]): Promise<void> {
  if (!args.synch_id) return;
  const container = doc.getElementById(args.synch_id);
  if (!container) return;
  const target = Array.from(container.children).find((c): c is HTMLElement => c instanceof HTMLElement && c.classList.contains('elementor-widget-container')) ?? container;
  // Dimmed from the press on, while the listing code loads too.
  target.classList.add('vitrin-store-listing-busy');
  target.setAttribute('aria-busy', 'true');
  const { LISTING_ITEMS_SELECTOR, readListingNav } = await import('../../adapters/jet-engine/listing');
  const items = container.querySelector<HTMLElement>(LISTING_ITEMS_SELECTOR);
  const nav = items ? readListingNav(items) : null;
  const query = syncedListingQuery(nav?.query ?? {}, args.store, posts);
  await refreshListing(settings, target, query, nav?.widgetSettings ?? {}, elementorPostId(settings), container.dataset.id ?? false);
}

/** loadFrontStoresItems: a front-store listing printed empty is filled from this browser's store (frontend.js L259-310). */
export async function loadFrontStoreListings(settings: PageSettings, doc: Document): Promise<void> {
  const printedEmpty = doc.querySelectorAll<HTMLElement>('.jet-listing-not-found.jet-listing-grid__items');
  if (!printedEmpty.length) return;
  const { readListingNav } = await import('../../adapters/jet-engine/listing');
  for (const empty of printedEmpty) {
    const nav = readListingNav(empty);
    const store = frontStoreOfQuery(nav.query);
    const area = store ? frontArea(store.type) : null;
    if (!store || !area) continue;
    const posts = readFrontStore(area, store.slug);
    if (!posts.length) continue;
    const container = empty.closest<HTMLElement>('.elementor-widget-container') ?? empty.closest<HTMLElement>('.jet-listing-grid--blocks');
    if (!container) continue;
    void refreshListing(settings, container, syncedListingQuery(nav.query, { ...store, is_front: true }, posts), nav.widgetSettings, false, false);
  }
}

function refusalText(message: string): string {
  // JetEngine's size refusal arrives in English unless the site translated it: say it in Persian.
  if (message === '') return t('dataStores:refused');
  if (message === JET_FULL_MESSAGE) return t('dataStores:fullUnknown');
  return message;
}

/**
 * A server store change under the `list` wait. Add and remove are idempotent on the server, so
 * asking again reads the truth: an unreadable answer (it comes quickly) is asked again before the
 * shopper is told; a lost one (timeout) is told at the limit and the truth re-read behind the
 * message, handed to `behind` (issue 30: not a second 10 s wait before anything is said).
 */
async function serverChange(settings: PageSettings, link: HTMLElement, change: 'add' | 'remove', args: StoreArgs, signal: AbortSignal, behind: (truth: StoreOutcome) => void): Promise<StoreOutcome> {
  // The `list` wait: past its slow threshold the kit's polite note beside the link (issue 30).
  // One note for the call and its truth re-read before telling.
  let hide: (() => void) | undefined;
  const policy = waitPolicy('list', settings);
  const host = noteHost(link);
  const wait = { ...policy, onSlow: () => {
    if (hide) return;
    setStoreNote(host, { kind: 'slow', text: t('dataStores:slow') });
    hide = () => {
      if (storeNotes.peek().get(host)?.kind === 'slow') setStoreNote(host, undefined);
    };
  } };
  const call = (quiet = false) => changeServerStore(jetAjaxUrl(settings), change, args.store.slug, args.post_id, { signal, wait: quiet ? policy : wait });
  try {
    const first = await call();
    if (first.kind === 'failed' && first.error.kind === 'timeout') {
      // The message is shown now; the re-read behind it has no slow note of its own.
      void call(true).then(behind);
      return first;
    }
    if (first.kind === 'failed' && storeNeedsRecheck(first.error)) return await call();
    return first;
  } finally {
    hide?.();
  }
}

/** An add or a removal index.ts decided on, its default prevented. */
export async function changeStore(settings: PageSettings, link: HTMLElement, args: StoreArgs, change: 'add' | 'remove', signal: AbortSignal): Promise<void> {
  const doc = link.ownerDocument;
  const area = args.store.is_front ? frontArea(args.store.type) : null;

  if (args.store.is_front) {
    if (!area) return; // a front type this page has no code for (as JetEngine does: nothing)
    const front = change === 'add' ? addToFrontStore(area, args.store.slug, args.post_id, args.store.size ?? 0) : removeFromFrontStore(area, args.store.slug, args.post_id);
    if (front.kind === 'full') {
      showNote(link, t('dataStores:full', { size: formatNumber(front.size) }));
      return;
    }
    if (front.kind === 'denied') {
      showNote(link, t('dataStores:denied'));
      return;
    }
    const inStore = change === 'add';
    storeChanged(args.store.slug, args.post_id, inStore, front.count);
    if (inStore) {
      triggerPopup(args);
    } else {
      removeFromListing(link, args);
    }
    void syncListing(settings, doc, args, readFrontStore(area, args.store.slug));
    emit(inStore ? 'jet-engine-data-stores-on-add' : 'jet-engine-data-stores-on-remove', { target: doc, detail: args, jqueryArgs: () => [args] });
    return;
  }

  setStoreBusy(args.store.slug, args.post_id, true);
  if (change === 'add') emit('jet-engine-on-add-to-store', { target: doc, detail: { link, args }, jqueryArgs: ($) => [$(link), args] });
  let told = false;
  // The truth re-read behind a lost answer's message: applied while no newer press runs.
  const behind = (truth: StoreOutcome) => {
    if (!told || truth.kind !== 'done' || isStoreBusy(args.store.slug, args.post_id)) return;
    clearNote(link);
    applyServerChange(settings, link, args, change, truth);
  };
  const outcome = await serverChange(settings, link, change, args, signal, behind);
  told = true;
  setStoreBusy(args.store.slug, args.post_id, false);
  if (outcome.kind === 'failed') {
    if (outcome.error.kind === 'aborted') return;
    showNote(link, outcome.error.kind === 'timeout' ? t('dataStores:unconfirmed') : outcome.error.message);
    return;
  }
  if (outcome.kind === 'refused') {
    showNote(link, refusalText(outcome.message));
    return;
  }
  applyServerChange(settings, link, args, change, outcome);
}

/** A server store's confirmed change: links, fragments, counters, the synced listing, the popup and JetEngine's events. */
function applyServerChange(settings: PageSettings, link: HTMLElement, args: StoreArgs, change: 'add' | 'remove', outcome: StoreOutcome & { kind: 'done' }): void {
  const doc = link.ownerDocument;
  const inStore = change === 'add';
  storeChanged(args.store.slug, args.post_id, inStore, outcome.count);
  applyFragments(doc, outcome.fragments);
  void syncListing(settings, doc, args, []);
  if (inStore) {
    triggerPopup(args);
    emit('jet-engine-data-stores-on-add', { target: doc, detail: args, jqueryArgs: () => [args] });
  } else {
    removeFromListing(link, args);
    emit('jet-engine-data-stores-on-remove', { target: doc, detail: args, jqueryArgs: () => [args] });
  }
}
