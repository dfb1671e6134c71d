// Drop-in for Woodmart 7.2.5's wishlist.js on its own markup: the wishlist buttons
// (`.wd-wishlist-btn a`) and the header counters. The wishlist page (remove, select, bulk remove) is
// its own React root (page-root.tsx), the buttons too once reached (button-root.tsx).
// Guests are kept in Woodmart's two cookies only (no request), at the site's cookie path so the
// wishlist page's PHP receives them; members go through woodmart_add_to_wishlist /
// woodmart_remove_from_wishlist.
import { watchInserted } from '../../src/host/inserted';
import { effect } from '@preact/signals-core';
import { defineBehaviour } from '../../src/runtime/types';
import type { PageSettings } from '../../src/host/settings';
import { emit } from '../../src/host/events';
import { press, spacePressTarget } from '../../src/host/keyboard';
import { t } from '../../src/i18n';
import { markInWishlist, wishlistCount, wishlistIds } from '../../src/state/wishlist';
import {
  addToWishlist,
  adoptStrayCopies,
  guestListFits,
  readWishlistSettings,
  WISHLIST_BULK_REMOVE_SELECTOR,
  WISHLIST_BUTTON_SELECTOR,
  WISHLIST_CHECKBOX_SELECTOR,
  WISHLIST_CONTENT_SELECTOR,
  WISHLIST_COUNTER_SELECTOR,
  WISHLIST_GROUP_POPUP_SELECTOR,
  WISHLIST_REMOVE_SELECTOR,
  WISHLIST_SELECT_ALL_SELECTOR,
  type WishlistAnswer,
  type WishlistOutcome,
  type WishlistWait,
} from '../../adapters/woodmart/wishlist';
import { decideClick, failureKey, guestAdd } from './wishlist.connector';
import { guestIds, logFailure, saveGuest, withRecheck, type WishlistContext } from './context';
import { announce, applyFragments, buttonProductId, clearNote, paintAdded, paintButtons, paintCounters, setLoading, showNote } from './wishlist.dom';
import './i18n';
import './wishlist.css';
import { waitPolicy } from '../../adapters/http/waits';
import { showSlowNote } from '../../src/ui/wait-note';

export { WISHLIST_BUTTON_SELECTOR, WISHLIST_COUNTER_SELECTOR, WISHLIST_CONTENT_SELECTOR, WISHLIST_REMOVE_SELECTOR };

/** The note host beside a wishlist control (where showNote puts its alerts). */
const noteHost = (anchor: HTMLElement): HTMLElement => anchor.closest<HTMLElement>('.wd-wishlist-btn, .wd-wishlist-product-actions, .wd-wishlist-bulk-action') ?? anchor;

/**
 * The wait for one member call: past its slow threshold the kit's polite note beside the control
 * (removed by the returned `done`), and a late answer handed to `onLate` (issue 30).
 */
function memberWait(ctx: WishlistContext, anchor: HTMLElement, onLate?: (late: WishlistOutcome) => void): { wait: WishlistWait; done(): void } {
  // One note for the call and its truth re-read: a second slow threshold keeps the note shown.
  let hide: (() => void) | undefined;
  return {
    wait: {
      ...(ctx.wait ?? waitPolicy('list')),
      onSlow: () => {
        hide ??= showSlowNote(noteHost(anchor), t('wishlist:slow'), 'after', 'vitrin-wishlist-slow');
      },
      ...(onLate ? { onLate } : {}),
    },
    done: () => {
      hide?.();
      hide = undefined;
    },
  };
}

function added(ctx: WishlistContext, button: HTMLElement, id: number, count: number): void {
  markInWishlist([id]);
  wishlistCount.value = count;
  for (const other of ctx.doc.querySelectorAll<HTMLElement>(WISHLIST_BUTTON_SELECTOR)) {
    if (buttonProductId(other) === id) paintAdded(other);
  }
  paintAdded(button);
  announce(ctx.doc, t('wishlist:added'));
  emit('added_to_wishlist', { target: ctx.doc, detail: { productId: id, button } });
  // Woodmart triggers it with $button as the data, which jQuery spreads into the element itself.
  emit('wdUpdateTooltip', { target: ctx.doc, detail: { button }, jqueryArgs: () => [button] });
}

async function onButton(ctx: WishlistContext, button: HTMLElement, event: Event): Promise<void> {
  const id = buttonProductId(button);
  if (id === null) return;
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
  clearNote(button);
  if (action.kind === 'guest') {
    const before = guestIds(ctx);
    const next = guestAdd(before, id);
    if (!guestListFits(ctx.ws, next)) {
      // Past ~100 products the list no longer fits the cookie Woodmart's PHP reads.
      showNote(button, t('wishlist:full'));
      return;
    }
    if (!saveGuest(ctx, next)) {
      showNote(button, t('wishlist:cookiesBlocked'));
      return;
    }
    added(ctx, button, id, next.length);
    return;
  }
  const key = button.getAttribute('data-key') ?? '';
  if (action.kind === 'group-popup' && popup) {
    setLoading(button, true);
    // The popup's React view arrives with the first choice a shopper is asked for.
    const view = await import('./group-popup').catch((error: unknown) => {
      console.error('[vitrin] V021 wishlist: the group popup failed to load', error);
      return null;
    });
    const group = view ? await view.openGroupPopup(popup, button) : null;
    if (group === null) {
      setLoading(button, false);
      button.focus();
      return;
    }
    await memberAdd(ctx, button, id, group, key);
    return;
  }
  setLoading(button, true);
  await memberAdd(ctx, button, id, '', key);
}

async function memberAdd(ctx: WishlistContext, button: HTMLElement, id: number, group: string, key: string): Promise<void> {
  // An answer after the limit is applied only while it is still the newest word on this product:
  // no later press is running and the button does not show it added already.
  let settled = false;
  const onLate = (late: WishlistOutcome) => {
    if (!settled || !late.ok || button.classList.contains('loading') || button.classList.contains('added')) return;
    clearNote(button);
    applyAdded(ctx, button, id, late.answer);
  };
  const waiting = memberWait(ctx, button, onLate);
  // A re-read behind the limit's message has no slow note: the message is already shown.
  const behind: WishlistWait = { ...waiting.wait, onSlow: () => undefined };
  const outcome = await withRecheck((ask) => addToWishlist(ctx.ws, { productId: id, group, key }, ctx.signal, ask === 'behind' ? behind : waiting.wait), onLate);
  waiting.done();
  settled = true;
  setLoading(button, false);
  if (!outcome.ok) {
    if (outcome.error.kind === 'aborted') return;
    logFailure('add', outcome.error);
    showNote(button, t(`wishlist:${failureKey(outcome.error)}`));
    return;
  }
  applyAdded(ctx, button, id, outcome.answer);
}

function applyAdded(ctx: WishlistContext, button: HTMLElement, id: number, answer: WishlistAnswer): void {
  if (Object.keys(answer.fragments).length > 0) {
    emit('wdWishlistSaveFragments', { target: ctx.doc, detail: { fragments: answer.fragments, hash: answer.hash }, jqueryArgs: () => [answer.fragments, answer.hash] });
    applyFragments(ctx.doc, answer.fragments);
  }
  added(ctx, button, id, answer.count);
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
    if (button) void onButton(ctx, button, event);
  };
  const onKeydown = (event: KeyboardEvent) => {
    const button = spacePressTarget(event, WISHLIST_BUTTON_SELECTOR);
    if (button?.getAttribute('role') === 'button') press(event, button);
  };
  doc.addEventListener('click', onClick);
  doc.addEventListener('keydown', onKeydown);
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
