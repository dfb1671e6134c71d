// Where WooCommerce's cart-fragments.js keeps the cart between pages, under its own keys so a page
// served with the original script and a page served with Vitrin read each other's data:
//   sessionStorage[fragment_name]   JSON of the fragments map
//   sessionStorage[cart_hash_key] and localStorage[cart_hash_key]   the cart hash (local = cross-tab signal)
//   sessionStorage.wc_cart_created  ms timestamp the stored cart was first seen
// and the cookies WooCommerce's PHP sets: woocommerce_cart_hash, woocommerce_items_in_cart.
import { getCookie } from '../../src/host/cookies';
import { storageGet, storageRemove, storageSet } from '../../src/host/storage';
import type { FragmentsParams } from './cart';

export const CART_CREATED_KEY = 'wc_cart_created';
export const CART_HASH_COOKIE = 'woocommerce_cart_hash';
export const ITEMS_IN_CART_COOKIE = 'woocommerce_items_in_cart';
const PROBE_KEY = 'wc';

/** What this tab has stored, raw: the connector judges it (corrupt JSON, missing times, …). */
export interface StoredCart {
  /** False when either storage area is denied or full (cart-fragments.js's probe). */
  available: boolean;
  fragmentsJson: string | null;
  sessionHash: string | null;
  localHash: string | null;
  created: string | null;
}

let probed: boolean | undefined;

/**
 * cart-fragments.js's probe: both areas must accept a write, else it treats storage as absent.
 * Run once per page, as WooCommerce does: each probe writes localStorage, which raises a storage
 * event in every other tab, so probing on every read would make open tabs wake each other forever.
 */
export function storageAvailable(): boolean {
  if (probed === undefined) {
    probed = storageSet('session', PROBE_KEY, 'test') && storageSet('local', PROBE_KEY, 'test');
    storageRemove('session', PROBE_KEY);
    storageRemove('local', PROBE_KEY);
  }
  return probed;
}

/** Forget the probe's answer (tests that deny or fill storage between cases). */
export function forgetStorageProbe(): void {
  probed = undefined;
}

export function readStoredCart(params: FragmentsParams): StoredCart {
  return {
    available: storageAvailable(),
    fragmentsJson: storageGet('session', params.fragmentName),
    sessionHash: storageGet('session', params.cartHashKey),
    localHash: storageGet('local', params.cartHashKey),
    created: storageGet('session', CART_CREATED_KEY),
  };
}

export interface CartWrite {
  fragments: Record<string, string>;
  cartHash: string;
  /** Write wc_cart_created = now (cart-fragments.js does so when a cart first appears). */
  stampCreated: boolean;
  now: number;
}

/** Stores fragments and hash; false when storage refused (full or denied) — the page still works. */
export function writeStoredCart(params: FragmentsParams, write: CartWrite): boolean {
  let ok = storageSet('session', params.fragmentName, JSON.stringify(write.fragments));
  ok = storageSet('local', params.cartHashKey, write.cartHash) && ok;
  ok = storageSet('session', params.cartHashKey, write.cartHash) && ok;
  if (write.stampCreated) ok = storageSet('session', CART_CREATED_KEY, String(write.now)) && ok;
  return ok;
}

export interface CartCookies {
  /** woocommerce_cart_hash; "" when absent. */
  hash: string;
  /** woocommerce_items_in_cart as a number (WooCommerce writes 1 while the cart has items); 0 when absent. */
  itemsInCart: number;
}

export function readCartCookies(): CartCookies {
  const items = Number(getCookie(ITEMS_IN_CART_COOKIE) ?? '0');
  return { hash: getCookie(CART_HASH_COOKIE) ?? '', itemsInCart: Number.isFinite(items) ? items : 0 };
}
