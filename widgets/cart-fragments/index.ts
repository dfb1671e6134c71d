// Drop-in for WooCommerce's cart-fragments.js: paints the cart from this tab's storage when it is
// still right, asks get_refreshed_fragments when it is not, keeps tabs in step, and hears the cart
// events other scripts fire.
import { defineBehaviour } from '../../src/runtime/types';
import { listen, type HostEvent } from '../../src/host/events';
import { t } from '../../src/i18n';
import '../../src/i18n/namespaces/cart';
import { readFragments } from '../../adapters/woocommerce/cart-params';
import { wooCommerceCart } from '../../adapters/woocommerce/cart-backend';
import { readCartCookies, readStoredCart } from '../../adapters/woocommerce/cart-storage';
import { cartHash } from '../../src/state/cart';
import { applyFragments, fillEmptyMiniCarts } from '../../src/state/cart-session/apply';
import { decideOnLoad, isForeignHashChange } from '../../src/state/cart-session/rules';
import {
  cancelScheduledRefresh,
  applyCartUpdate,
  cartSession,
  msSinceCartEvent,
  refreshCart,
  scheduleRefresh,
  showCart,
  syncCartWidgetVisibility,
  type CartSession,
} from '../../src/state/cart-session/session';
import { emit } from '../../src/host/events';

/** Reads (fragments, cart_hash, $button) from a jQuery event or {fragments, cart_hash, button} from a native one. */
export function readCartEvent(event: HostEvent): { fragments: Record<string, string>; cartHash: string; button: HTMLElement | null } | null {
  let rawFragments: unknown;
  let rawHash: unknown;
  let rawButton: unknown;
  if (event.source === 'jquery') {
    [rawFragments, rawHash, rawButton] = event.args;
  } else if (event.detail && typeof event.detail === 'object') {
    const detail = event.detail as { fragments?: unknown; cart_hash?: unknown; button?: unknown };
    rawFragments = detail.fragments;
    rawHash = detail.cart_hash;
    rawButton = detail.button;
  }
  const fragments = readFragments(rawFragments);
  if (!fragments) return null;
  return { fragments, cartHash: typeof rawHash === 'string' ? rawHash : '', button: elementOf(rawButton) };
}

/** A DOM element, or the first element of a jQuery collection. */
function elementOf(value: unknown): HTMLElement | null {
  if (value instanceof HTMLElement) return value;
  if (value && typeof value === 'object' && 0 in value) {
    const first = (value as { 0: unknown })[0];
    if (first instanceof HTMLElement) return first;
  }
  return null;
}

export function startCartFragments(s: CartSession): () => void {
  const stored = readStoredCart(s.params);
  const cookies = readCartCookies();
  const decision = decideOnLoad({
    storageAvailable: stored.available,
    fragmentsJson: stored.fragmentsJson,
    sessionHash: stored.sessionHash,
    created: stored.created,
    cookieHash: cookies.hash,
    itemsInCart: cookies.itemsInCart,
    now: Date.now(),
  });
  if (decision.action === 'paint') {
    applyFragments(decision.fragments);
    showCart(s, decision.fragments, stored.sessionHash ?? '');
    emit('wc_fragments_loaded');
    if (decision.refreshInMs !== null) scheduleRefresh(s, decision.refreshInMs);
  } else if (decision.action === 'refresh') {
    void refreshCart(s);
  } else {
    cartHash.value = '';
    fillEmptyMiniCarts(t('cart:empty'));
  }
  syncCartWidgetVisibility(s);

  const offs: Array<() => void> = [];
  const hasCart = (): boolean => {
    const now = readStoredCart(s.params);
    const c = readCartCookies();
    return c.hash !== '' || c.itemsInCart > 0 || (now.sessionHash ?? '') !== '' || now.fragmentsJson !== null;
  };

  for (const name of ['wc_fragment_refresh', 'updated_wc_div']) offs.push(listen(name, () => void refreshCart(s)));
  for (const [name, kind] of [
    ['added_to_cart', 'added'],
    ['removed_from_cart', 'removed'],
  ] as const) {
    offs.push(
      listen(name, (event) => {
        const update = readCartEvent(event);
        if (update) applyCartUpdate(s, { kind, ...update, foreign: true });
      }),
    );
  }
  offs.push(listen('adding_to_cart', () => syncCartWidgetVisibility(s, true)));
  // A block (Store API) changed the cart: the classic mini-cart must catch up. The same event is
  // also WooCommerce's echo of our own jQuery added_to_cart (legacy-events.ts), which needs nothing.
  for (const name of ['wc-blocks_added_to_cart', 'wc-blocks_removed_from_cart']) {
    offs.push(
      listen(name, () => {
        setTimeout(() => {
          if (msSinceCartEvent() > 50) void refreshCart(s);
        }, 0);
      }),
    );
  }

  const onStorage = (event: StorageEvent) => {
    // Other keys (including the storage probe of another tab) are none of our business.
    if (event.key !== s.params.cartHashKey) return;
    const current = readStoredCart(s.params);
    if (isForeignHashChange(event.key, s.params.cartHashKey, current.localHash, current.sessionHash)) void refreshCart(s);
  };
  // Back-forward cache: the page is as it was when left, the cart may not be.
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted && hasCart()) void refreshCart(s);
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener('pageshow', onPageShow);
  offs.push(() => window.removeEventListener('storage', onStorage));
  offs.push(() => window.removeEventListener('pageshow', onPageShow));
  offs.push(cancelScheduledRefresh);
  return () => offs.forEach((off) => off());
}

export const cartFragmentsBehaviour = defineBehaviour({
  name: 'cart-fragments',
  install(settings) {
    return startCartFragments(cartSession(settings, wooCommerceCart));
  },
});
