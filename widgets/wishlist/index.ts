// Drop-in for Woodmart 7.2.5's wishlist.js on its own markup: the wishlist buttons
// (`.wd-wishlist-btn a`) and the header counters. The wishlist page (remove, select, bulk remove) is
// its own React root (page-root.tsx), the buttons too once reached (button-root.tsx).
// Guests are kept in Woodmart's two cookies only (no request), at the site's cookie path so the
// wishlist page's PHP receives them; members go through woodmart_add_to_wishlist /
// woodmart_remove_from_wishlist. This file draws the buttons and counters and decides each press;
// what a press then does is ./press.ts, loaded when a shopper reaches a button (issue 36).
import { watchInserted } from '../../src/host/inserted';
import { effect } from '@preact/signals-core';
import { defineBehaviour } from '../../src/runtime/types';
import type { PageSettings } from '../../src/host/settings';
import { press, spacePressTarget } from '../../src/host/keyboard';
import { t } from '../../src/i18n';
import { wishlistCount, wishlistIds } from '../../src/state/wishlist';
import {
  adoptStrayCopies,
  readWishlistSettings,
  WISHLIST_BULK_REMOVE_SELECTOR,
  WISHLIST_BUTTON_SELECTOR,
  WISHLIST_CHECKBOX_SELECTOR,
  WISHLIST_CONTENT_SELECTOR,
  WISHLIST_COUNTER_SELECTOR,
  WISHLIST_GROUP_POPUP_SELECTOR,
  WISHLIST_REMOVE_SELECTOR,
  WISHLIST_SELECT_ALL_SELECTOR,
} from '../../adapters/woodmart/wishlist';
import { decideClick } from './wishlist.connector';
import type { WishlistContext } from './context';
import type * as PressCode from './press';
import { buttonProductId, paintButtons, paintCounters, setLoading, showNote } from './wishlist.dom';
import './i18n';
import './wishlist.css';
import { waitPolicy } from '../../adapters/http/waits';
import { importOnce } from '../../src/host/import-once';
import { onTouch } from '../../src/runtime/scheduler';

export { WISHLIST_BUTTON_SELECTOR, WISHLIST_COUNTER_SELECTOR, WISHLIST_CONTENT_SELECTOR, WISHLIST_REMOVE_SELECTOR };

type Press = typeof PressCode;
/** What a press does (./press.ts, its own chunk): there once asked for and loaded. */
let pressCode: Press | undefined;

/** Asks for the press code once (again after a failed load: the next touch tries anew). */
const loadPress = importOnce(() => import('./press').then((code) => (pressCode = code)));

/** Buttons pressed before the press code came: shown busy, acted on once it is there. */
const waiting = new WeakSet<HTMLElement>();

/**
 * Decided here, at once, in the press's own task: whether the browser follows the link (added
 * already) or the press is ours (its default prevented now). What the press then does is in
 * ./press.ts, run at once when it is loaded, else when it comes, exactly once: the button shows
 * busy meanwhile and a second press of it is ignored, as during a member's call.
 */
function onButton(ctx: WishlistContext, button: HTMLElement, event: Event): void {
  const id = buttonProductId(button);
  if (id === null) return;
  if (waiting.has(button)) {
    event.preventDefault();
    return;
  }
  const popup = ctx.doc.querySelector<HTMLElement>(WISHLIST_GROUP_POPUP_SELECTOR);
  const action = decideClick({
    added: button.classList.contains('added'),
    loading: button.classList.contains('loading'),
    loggedIn: ctx.loggedIn,
    expanded: ctx.ws.expanded,
    showPopup: ctx.ws.showPopup,
    groupCount: Number(popup?.querySelector('.wd-wishlist-group-list')?.getAttribute('data-group-count') ?? '0') || 0,
    hasPopup: popup !== null,
  });
  if (action.kind === 'follow') return;
  event.preventDefault();
  if (action.kind === 'ignore') return;
  if (pressCode) {
    void pressCode.act(ctx, button, id, action);
    return;
  }
  waiting.add(button);
  setLoading(button, true);
  loadPress().then(
    (code) => {
      waiting.delete(button);
      setLoading(button, false);
      void code.act(ctx, button, id, action);
    },
    (error: unknown) => {
      waiting.delete(button);
      setLoading(button, false);
      console.error('[vitrin] V040 wishlist: the press code could not be loaded', error);
      showNote(button, t('wishlist:failed'));
    },
  );
}

/**
 * The press code asked for when a shopper reaches a button (the runtime's first-touch listener: the
 * pointer's arrival asks in a task of its own, so the press that follows a hover does not wait
 * behind the import's work; a press asks at once).
 */
function prefetchOnReach(doc: Document, signal: AbortSignal): void {
  onTouch(doc, WISHLIST_BUTTON_SELECTOR, () => void loadPress().catch(() => undefined), signal);
}

function start(settings: PageSettings, doc: Document): () => void {
  const controller = new AbortController();
  const ctx: WishlistContext = { doc, ws: readWishlistSettings(settings), loggedIn: settings.loggedIn, signal: controller.signal, wait: waitPolicy('list', settings) };

  if (!ctx.loggedIn) {
    // The original's path-less copy, if any: its products are kept and moved to the site path.
    const ids = adoptStrayCopies(ctx.ws);
    wishlistIds.value = new Set(ids);
    wishlistCount.value = ids.length;
  }
  // Members: the server printed the true count; it changes only with a server answer.

  const offPaint = effect(() => {
    const count = wishlistCount.value;
    if (count !== null) paintCounters(doc, count);
    paintButtons(doc, wishlistIds.value);
  });

  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return;
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest<HTMLElement>(WISHLIST_BUTTON_SELECTOR);
    if (button) onButton(ctx, button, event);
  };
  const onKeydown = (event: KeyboardEvent) => {
    const button = spacePressTarget(event, WISHLIST_BUTTON_SELECTOR);
    if (button?.getAttribute('role') === 'button') press(event, button);
  };
  doc.addEventListener('click', onClick);
  doc.addEventListener('keydown', onKeydown);
  prefetchOnReach(doc, controller.signal);
  // Buttons arriving later (load more, ajax shop pages, quick view) get the same state, as
  // Woodmart does on wdShopPageInit / wdLoadMoreLoadProducts.
  const stopWatching = watchInserted(doc.body, WISHLIST_BUTTON_SELECTOR, (scope) => paintButtons(scope, wishlistIds.value));
  return () => {
    stopWatching();
    controller.abort();
    offPaint();
    doc.removeEventListener('click', onClick);
    doc.removeEventListener('keydown', onKeydown);
  };
}

export const wishlistBehaviour = defineBehaviour({
  name: 'wishlist',
  install(settings) {
    return start(settings, document);
  },
});

export { WISHLIST_BULK_REMOVE_SELECTOR, WISHLIST_CHECKBOX_SELECTOR, WISHLIST_SELECT_ALL_SELECTOR };
