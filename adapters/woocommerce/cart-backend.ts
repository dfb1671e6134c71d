// WooCommerce as the cart session's backend (src/state/cart-session/backend.ts): the session reads
// the truth through get_refreshed_fragments and keeps its copy where cart-fragments.js keeps it.
import type { CartBackend } from '../../src/state/cart-session/backend';
import { readAddToCartParams, readFragmentsParams } from './cart-params';
import { forgetStorageProbe, readCartCookies, readStoredCart, writeStoredCart } from './cart-storage';
import { miniCartFromFragments } from './mini-cart';

export const wooCommerceCart: CartBackend = {
  readParams: readFragmentsParams,
  readAddParams: readAddToCartParams,
  // The wire (and the HTTP client, ky, i18next behind it) comes with the first read: a page whose
  // stored cart is still right never asks, so the cart family's boot does not carry it (issue 36).
  readCart: (settings, timeoutMs) =>
    import('./cart').then(
      (wire) => wire.getRefreshedFragments(settings, timeoutMs),
      (error: unknown) => ({ kind: 'failed', error }) as const,
    ),
  readStoredHash: (params) => readStoredCart(params).sessionHash,
  writeStored: writeStoredCart,
  forgetStorage: forgetStorageProbe,
  readCookies: readCartCookies,
  contentsOf: (fragments) => miniCartFromFragments(fragments),
};
