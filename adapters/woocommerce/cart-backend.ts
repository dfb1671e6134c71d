// WooCommerce as the cart session's backend (src/state/cart-session/backend.ts): the session reads
// the truth through get_refreshed_fragments and keeps its copy where cart-fragments.js keeps it.
import type { CartBackend } from '../../src/state/cart-session/backend';
import { getRefreshedFragments, readAddToCartParams, readFragmentsParams } from './cart';
import { forgetStorageProbe, readCartCookies, readStoredCart, writeStoredCart } from './cart-storage';
import { miniCartFromFragments } from './mini-cart';

export const wooCommerceCart: CartBackend = {
  readParams: readFragmentsParams,
  readAddParams: readAddToCartParams,
  readCart: (settings, timeoutMs) => getRefreshedFragments(settings, timeoutMs),
  readStoredHash: (params) => readStoredCart(params).sessionHash,
  writeStored: writeStoredCart,
  forgetStorage: forgetStorageProbe,
  readCookies: readCartCookies,
  contentsOf: (fragments) => miniCartFromFragments(fragments),
};
