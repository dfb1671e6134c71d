// Drop-in for JetEngine's data-store buttons and counters (frontend.js addToStore / removeFromStore /
// initStores): front stores in the browser's storage with their size limit, server stores through
// admin-ajax, counters and post counters, the document events other scripts hear. Refusals are
// said in Persian next to the button instead of alert(). This file draws what the stores hold at
// load and decides each press; what an add or a removal then does is ./press.ts, loaded when a
// shopper reaches a store link (issue 36).
import { watchInserted } from '../../src/host/inserted';
import { defineBehaviour } from '../../src/runtime/types';
import type { PageSettings } from '../../src/host/settings';
import { press, spacePressTarget } from '../../src/host/keyboard';
import { addTranslations, t } from '../../src/i18n';
import { frontArea, readFrontStore, readRegisteredStores, readStoreArgs, STORE_COUNT_SELECTOR, STORE_LINK_SELECTOR } from '../../adapters/jet-engine/data-stores';
import { DELETE_LINK_SELECTOR, deleteMessage, deleteUrl } from '../../adapters/jet-engine/delete-link';
import { decideStoreClick, linkClasses } from './data-stores.connector';
import { batch } from '@preact/signals-core';
import { isInStore, isStoreBusy, setInStore, setStoreBusy, setStoreCount } from '../../src/state/data-stores';
import { clearNote, showNote } from './store-dom';
import type * as PressCode from './press';
import fa from './locales/fa.json';
import en from './locales/en.json';
import './data-stores.css';
import { importOnce } from '../../src/host/import-once';
import { onTouch } from '../../src/runtime/scheduler';

addTranslations('dataStores', { fa, en });

export { STORE_LINK_SELECTOR, STORE_COUNT_SELECTOR, DELETE_LINK_SELECTOR };
// What the button and counter roots (roots.tsx, DataStoreButton.tsx) share with this behaviour, taken
// from here so it stays in this chunk (always on a page that has store buttons) rather than being
// cut into a chunk of its own, one request more.
export { readStoreArgs };
export { linkClasses, lookFor } from './data-stores.connector';
export { holdsStoreLink, STORE_BUTTON_SELECTORS } from './selectors';
export { setStoreNote, storeBusy, storeCounts, storeKey, storeMembership, storeNotes } from '../../src/state/data-stores';

/** Where a confirmed delete link goes (a seam for tests). */
export const navigation = { assign: (url: string): void => location.assign(url) };

/** JetEngine's delete link: navigate only after the visitor confirms (spec §5). */
function onDeleteLink(link: HTMLElement, event: Event): void {
  event.preventDefault();
  const url = deleteUrl(link);
  if (!url) return;
  if (window.confirm(deleteMessage(link) || t('dataStores:confirmDelete'))) navigation.assign(url);
}

type Press = typeof PressCode;
/** What an add or a removal does (./press.ts, its own chunk): there once asked for and loaded. */
let pressCode: Press | undefined;

/** Asks for the press code once (again after a failed load: the next touch tries anew). */
const loadPress = importOnce(() => import('./press').then((code) => (pressCode = code)));

/**
 * Decided here, at once, in the press's own task: whether the browser follows the link (in the
 * store already, no popup), the press is ignored (a change for this post under way) or it is an
 * add or a removal (its default prevented now). That is ./press.ts, run at once when loaded, else
 * when it comes, exactly once: the post is busy meanwhile, so a second press of any of its links
 * is ignored, as during a server call.
 */
function onStoreLink(settings: PageSettings, link: HTMLElement, event: Event, signal: AbortSignal): void {
  const args = readStoreArgs(link);
  if (!args) return;
  const { slug } = args.store;
  // The link as the store says it is now (its root may not have drawn the last change yet).
  const classes = linkClasses(Array.from(link.classList), args, isInStore(slug, args.post_id));
  const action = decideStoreClick({
    inStore: classes.has('in-store'),
    isAdd: classes.has('jet-add-to-store'),
    isRemove: classes.has('jet-remove-from-store'),
    busy: isStoreBusy(slug, args.post_id),
  });
  if (action.kind === 'ignore') {
    event.preventDefault();
    return;
  }
  if (action.kind === 'open') {
    if (args.popup !== undefined && args.popup !== '') {
      event.preventDefault();
      // JetPopup's trigger is in the press code too (a press on an added link: seldom at load).
      if (pressCode) pressCode.triggerPopup(args);
      else loadPress().then((code) => code.triggerPopup(args), (error: unknown) => console.error('[vitrin] V040 data-stores: the press code could not be loaded', error));
    }
    // Otherwise the browser follows the added link (or stays on '#').
    return;
  }
  event.preventDefault();
  clearNote(link);
  const change = action.kind;
  if (pressCode) {
    void pressCode.changeStore(settings, link, args, change, signal);
    return;
  }
  setStoreBusy(slug, args.post_id, true);
  loadPress().then(
    (code) => {
      setStoreBusy(slug, args.post_id, false);
      void code.changeStore(settings, link, args, change, signal);
    },
    (error: unknown) => {
      setStoreBusy(slug, args.post_id, false);
      console.error('[vitrin] V040 data-stores: the press code could not be loaded', error);
      showNote(link, t('dataStores:notLoaded'));
    },
  );
}

/**
 * The press code asked for when a shopper reaches a store link (the runtime's first-touch listener: the
 * pointer's arrival asks in a task of its own, so the press that follows a hover does not wait
 * behind the import's work; a press asks at once).
 */
function prefetchOnReach(doc: Document, signal: AbortSignal): void {
  onTouch(doc, STORE_LINK_SELECTOR, () => void loadPress().catch(() => undefined), signal);
}

/** loadFrontStoresItems: a front-store listing printed empty is filled from this browser's store (press.ts; frontend.js L259-310). */
function loadFrontStoreListings(settings: PageSettings, doc: Document): void {
  if (!doc.querySelector('.jet-listing-not-found.jet-listing-grid__items')) return;
  loadPress().then(
    (code) => code.loadFrontStoreListings(settings, doc),
    (error: unknown) => console.error('[vitrin] V040 data-stores: the front-store listing code could not be loaded', error),
  );
}

/**
 * initStores: what this browser's storage holds of the front stores, into the shared store (the
 * buttons and counters draw it). A front store is known whole: a post not stored is known out.
 */
export function initFrontStores(settings: PageSettings, doc: Document, scope: Document | Element = doc): void {
  const own = scope instanceof Element && scope.matches(STORE_LINK_SELECTOR) ? [scope as HTMLElement] : [];
  const stored = new Map<string, readonly string[]>();
  const known = new Map<string, { inStore: string[]; out: string[] }>();
  for (const link of [...own, ...scope.querySelectorAll<HTMLElement>(STORE_LINK_SELECTOR)]) {
    const args = readStoreArgs(link);
    if (!args?.store.is_front) continue;
    const area = frontArea(args.store.type);
    if (!area) continue;
    const { slug } = args.store;
    const posts = stored.get(slug) ?? readFrontStore(area, slug);
    stored.set(slug, posts);
    const lists = known.get(slug) ?? { inStore: [], out: [] };
    known.set(slug, lists);
    (posts.includes(args.post_id) ? lists.inStore : lists.out).push(args.post_id);
  }
  batch(() => {
    for (const [slug, lists] of known) {
      setInStore(slug, lists.inStore, true);
      setInStore(slug, lists.out, false);
    }
    if (scope !== doc) return;
    for (const [slug, type] of Object.entries(readRegisteredStores(settings))) {
      const area = frontArea(type);
      if (area) setStoreCount(slug, readFrontStore(area, slug).length);
    }
  });
}

export const dataStoresBehaviour = defineBehaviour({
  name: 'data-stores',
  install(settings) {
    const doc = document;
    const controller = new AbortController();
    initFrontStores(settings, doc);
    loadFrontStoreListings(settings, doc);
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      const target = event.target instanceof Element ? event.target : null;
      const remover = target?.closest<HTMLElement>(DELETE_LINK_SELECTOR);
      if (remover) {
        onDeleteLink(remover, event);
        return;
      }
      const link = target?.closest<HTMLElement>(STORE_LINK_SELECTOR);
      if (link) onStoreLink(settings, link, event, controller.signal);
    };
    const onKeydown = (event: KeyboardEvent) => {
      const link = spacePressTarget(event, STORE_LINK_SELECTOR);
      if (link) press(event, link);
    };
    doc.addEventListener('click', onClick);
    doc.addEventListener('keydown', onKeydown);
    prefetchOnReach(doc, controller.signal);
    // Listing items arriving later (load more, filters, lazy load): their links show the store too.
    const stopWatching = watchInserted(
      doc.body,
      STORE_LINK_SELECTOR,
      (scope) => initFrontStores(settings, doc, scope),
      // Our own label swaps happen inside a link: nothing new to set up there.
      (scope) => scope.parentElement?.closest(STORE_LINK_SELECTOR) != null,
    );
    return () => {
      stopWatching();
      controller.abort();
      doc.removeEventListener('click', onClick);
      doc.removeEventListener('keydown', onKeydown);
    };
  },
});
