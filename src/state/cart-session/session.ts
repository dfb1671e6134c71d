// The page's cart session, shared by add-to-cart, the mini-cart and the fragment cache: one request
// queue (WooCommerce sends cart writes one at a time), one way to apply a server answer (button
// state, fragments, storage, events, live region) and one refresh. It does what add-to-cart.js and
// cart-fragments.js do on `added_to_cart` / `removed_from_cart`, for our own requests and for
// events other scripts fire.
import { batch } from '@preact/signals-core';
import type { PageSettings } from '../../host/settings';
import { emit, jquery, type JQueryStatic } from '../../host/events';
import { createSerialQueue, type SerialQueue } from '../../host/queue';
import type { AddToCartParams, CartBackend, FragmentsParams } from './backend';
import type { Fragments } from './rules';
import { cartContents, cartFragments, cartHash, cartPending, recordCartChange } from '../../state/cart';
import { t } from '../../i18n';
import '../../i18n/namespaces/cart';
import { applyFragments } from './apply';
import { announcer, liveRegion as kitLiveRegion } from '../../ui/live-region';
import { DAY_MS, showCartWidget, stampOnCartEvent, stampOnRefresh } from './rules';

/** add-to-cart.js waits this long before filling the live region, so fast answers are still announced. */
export const ANNOUNCE_DELAY_MS = 1000;

export interface CartSession {
  settings: PageSettings;
  /** The shop's server and storage as the session needs them (WooCommerce's, wired by the widget). */
  backend: CartBackend;
  params: FragmentsParams;
  addParams: AddToCartParams;
  queue: SerialQueue;
}

let session: CartSession | undefined;

/** Page navigation goes through here so tests can watch it (happy-dom cannot leave the page). */
export const navigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/**
 * The page's session (created on first use; a new settings object starts a new one, e.g. in tests).
 * The backend is the widget's to give: src/ names no server (issue 29).
 */
export function cartSession(settings: PageSettings, backend: CartBackend): CartSession {
  if (!session || session.settings !== settings) {
    session = { settings, backend, params: backend.readParams(settings), addParams: backend.readAddParams(settings), queue: createSerialQueue() };
  }
  return session;
}

export function resetCartSession(): void {
  session?.backend.forgetStorage();
  session = undefined;
  cancelScheduledRefresh();
  queuedRefresh = undefined;
  cartAnnouncer.cancel();
  lastCartEventAt = -Infinity;
  shownSentAt = -Infinity;
}

// --- live region ------------------------------------------------------------------------

// WooCommerce's own live region (add-to-cart.js looks for it and adds it when missing).
const LIVE_REGION = { className: 'widget_shopping_cart_live_region screen-reader-text' };
const cartAnnouncer = announcer(LIVE_REGION, ANNOUNCE_DELAY_MS);

/** WooCommerce's live region, created once when the page has none. */
export function liveRegion(doc: Document = document): HTMLElement {
  return kitLiveRegion(LIVE_REGION, doc);
}

/** Empties the region so the same message twice is announced twice (add-to-cart.js does the same). */
export function clearAnnouncement(): void {
  cartAnnouncer.clear();
}

export function announce(message: string, delayMs = ANNOUNCE_DELAY_MS): void {
  cartAnnouncer.announce(message, delayMs);
}

// `[\s\S]*` rather than `.+`: a product name may be empty or hold line breaks (\n, U+2028,
// U+2029), which `.` does not match (issue 17).
const ADDED_EN = /^\s*[“"]([\s\S]*)[”"] has been added to your cart\.?\s*$/;
const REMOVED_EN = /^\s*[“"]([\s\S]*)[”"] has been removed from your cart\.?\s*$/;

/**
 * WooCommerce prints success messages in the site language; an install without a Persian pack
 * prints English ones (recorded: "“X” has been added to your cart"). Those two are given in Persian.
 * Line breaks in the name become spaces; an empty name gives the message without a name.
 */
export function localiseCartMessage(message: string): string {
  const added = ADDED_EN.exec(message);
  if (added) {
    const name = oneLine(added[1]);
    return name ? t('cart:addedMessage', { name }) : t('cart:addedGeneric');
  }
  const removed = REMOVED_EN.exec(message);
  if (removed) {
    const name = oneLine(removed[1]);
    return name ? t('cart:removedMessage', { name }) : t('cart:removedGeneric');
  }
  return message;
}

function oneLine(text: string | undefined): string {
  // JS \s covers \n, \r, U+2028 and U+2029.
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

// --- button state ---------------------------------------------------------------------------

/**
 * add-to-cart.js's updateButton: loading off, `added` on success, one "View cart" link after it.
 * The link is hand DOM (issue 34): WooCommerce puts it as the button's next sibling in the plugin's
 * card, where themes' CSS and scripts find it, and it must be there when `wc_cart_button_updated`
 * fires, in this task; a root needs its own container and React's chunk first.
 */
export function updateButton(button: HTMLElement, succeeded: boolean, params: AddToCartParams, withLink = true): void {
  button.classList.remove('loading');
  button.removeAttribute('aria-busy');
  if (succeeded) button.classList.add('added');
  const parent = button.parentElement;
  if (succeeded && withLink && !params.isCart && parent && !parent.querySelector('.added_to_cart')) {
    const link = button.ownerDocument.createElement('a');
    link.href = params.cartUrl;
    link.className = 'added_to_cart wc-forward';
    const text = viewCartText(params);
    link.title = text;
    link.textContent = text;
    button.after(link);
  }
  emit('wc_cart_button_updated', { detail: { button }, jqueryArgs: ($) => [$(button)] });
}

function viewCartText(params: AddToCartParams): string {
  // WooCommerce's untranslated default on a Persian page gets Vitrin's Persian text instead.
  if (!params.viewCartText || (params.viewCartText === 'View cart' && document.documentElement.lang.startsWith('fa'))) {
    return t('cart:viewCart');
  }
  return params.viewCartText;
}

// --- applying answers ------------------------------------------------------------------------

let lastCartEventAt = -Infinity;
// When the request whose answer the page now shows was sent (performance.now()), so an answer that
// comes late is applied only when it is newer than what is shown.
let shownSentAt = -Infinity;

/** Records that the page now shows the answer to a request sent at `sentAt`. */
export function markCartShown(sentAt: number): void {
  shownSentAt = Math.max(shownSentAt, sentAt);
}

/** True when an answer to a request sent at `sentAt` is newer than what the page shows. */
export function newerThanShown(sentAt: number): boolean {
  return sentAt > shownSentAt;
}

/** When Vitrin last applied an added/removed answer (to tell WooCommerce's blocks echo apart). */
export function msSinceCartEvent(): number {
  return performance.now() - lastCartEventAt;
}

export interface CartUpdate {
  kind: 'added' | 'removed';
  fragments: Fragments;
  cartHash: string;
  /** The add button or remove link (null when another script gave none). */
  button: HTMLElement | null;
  /** Another script fired the event: do not fire it again. */
  foreign: boolean;
  /** A single-product form: its notice links to the cart, so no "View cart" link after the button. */
  fromForm?: boolean;
  /** When the request that brought these fragments was sent (default: now). */
  sentAt?: number;
}

/** Everything WooCommerce's two scripts do on added_to_cart / removed_from_cart, in their order. */
export function applyCartUpdate(s: CartSession, update: CartUpdate): void {
  lastCartEventAt = performance.now();
  markCartShown(update.sentAt ?? lastCartEventAt);
  const { fragments, button } = update;
  if (update.kind === 'added' && button) updateButton(button, true, s.addParams, !update.fromForm);
  applyFragments(fragments);
  emit('wc_fragments_loaded');
  storeCart(s, fragments, update.cartHash, stampOnCartEvent(s.backend.readStoredHash(s.params)));
  if (!update.foreign) {
    const name = update.kind === 'added' ? 'added_to_cart' : 'removed_from_cart';
    emit(name, {
      detail: { fragments, cart_hash: update.cartHash, button },
      jqueryArgs: ($: JQueryStatic) => [fragments, update.cartHash, button ? $(button) : false],
    });
    // With jQuery on the page WooCommerce's blocks translate the jQuery event themselves
    // (legacy-events.ts); without it nobody would, so block mini-carts hear it from us.
    if (!jquery()) {
      emit(update.kind === 'added' ? 'wc-blocks_added_to_cart' : 'wc-blocks_removed_from_cart', {
        detail: { preserveCartData: false },
        nativeOnly: true,
      });
    }
  }
  const message = button?.getAttribute('data-success_message');
  if (message) announce(localiseCartMessage(message));
  syncCartWidgetVisibility(s);
  recordCartChange(update.kind, button, update.foreign);
}

/** Writes fragments and hash (storage refusals are tolerated) and updates the shared signals. */
export function storeCart(s: CartSession, fragments: Fragments, hash: string, stampCreated: boolean): void {
  s.backend.writeStored(s.params, { fragments, cartHash: hash, stampCreated, now: Date.now() });
  showCart(s, fragments, hash);
}

/** The shared signals for fragments the page now shows: every mini-cart root redraws from them. */
export function showCart(s: CartSession, fragments: Fragments, hash: string): void {
  batch(() => {
    cartFragments.value = fragments;
    cartHash.value = hash;
    const contents = s.backend.contentsOf(fragments);
    if (contents) cartContents.value = contents;
  });
}

/** Shows or hides `.hide_cart_widget_if_empty` widgets by the items cookie. */
export function syncCartWidgetVisibility(s: CartSession, force?: boolean): void {
  const show = force ?? showCartWidget(s.backend.readCookies().itemsInCart);
  for (const marker of document.querySelectorAll('.hide_cart_widget_if_empty')) {
    const widget = marker.closest<HTMLElement>('.widget_shopping_cart');
    if (widget) widget.style.display = show ? '' : 'none';
  }
}

// --- refresh ---------------------------------------------------------------------------------

let refreshTimer: ReturnType<typeof setTimeout> | undefined;
let queuedRefresh: Promise<void> | undefined;

export function cancelScheduledRefresh(): void {
  if (refreshTimer !== undefined) clearTimeout(refreshTimer);
  refreshTimer = undefined;
}

/** Refreshes once more after `ms` (24 h after the cart was created, as cart-fragments.js does). */
export function scheduleRefresh(s: CartSession, ms: number): void {
  cancelScheduledRefresh();
  // Browsers cap timers at 2^31-1 ms; a day is far below that.
  refreshTimer = setTimeout(() => void refreshCart(s), Math.max(0, Math.min(ms, DAY_MS)));
}

/**
 * get_refreshed_fragments through the cart queue (so a refresh never overtakes an add). A refresh
 * already waiting in the queue is shared rather than sent twice.
 */
export function refreshCart(s: CartSession): Promise<void> {
  if (queuedRefresh) return queuedRefresh;
  const run = s.queue.run(async () => {
    queuedRefresh = undefined;
    cartPending.value += 1;
    try {
      await readCartTruth(s);
    } finally {
      cartPending.value -= 1;
    }
  });
  queuedRefresh = run;
  return run;
}

export type CartTruth = { kind: 'read'; fragments: Fragments; cartHash: string } | { kind: 'unknown' };

/**
 * get_refreshed_fragments, applied as the cart now shown (what cart-fragments.js does on a
 * refresh), without the queue: cart writes call it from inside their queue task to learn whether
 * a change whose answer was lost happened. `unknown` when the read itself failed.
 */
export async function readCartTruth(s: CartSession): Promise<CartTruth> {
  const sentAt = performance.now();
  const outcome = await s.backend.readCart(s.settings, s.params.timeoutMs);
  if (outcome.kind === 'failed') {
    emit('wc_fragments_ajax_error', { detail: { error: outcome.error } });
    return { kind: 'unknown' };
  }
  // cart-fragments.js: an answer without fragments changes nothing and fires nothing.
  if (outcome.kind === 'no-fragments') return { kind: 'unknown' };
  applyFragments(outcome.fragments);
  markCartShown(sentAt);
  storeCart(s, outcome.fragments, outcome.cartHash, stampOnRefresh(outcome.cartHash));
  emit('wc_fragments_refreshed');
  scheduleRefresh(s, DAY_MS);
  syncCartWidgetVisibility(s);
  recordCartChange('refreshed', null, false);
  return { kind: 'read', fragments: outcome.fragments, cartHash: outcome.cartHash };
}

/** The server's cart hash as its last answer set it (WooCommerce's cookie; "" for an empty cart). */
export function serverCartHash(s: CartSession): string {
  return s.backend.readCookies().hash;
}
