// The fragment cache rules of WooCommerce's cart-fragments.js, as pure decisions (no DOM, no
// storage, no fetch): given what this tab stored and what the cookies say, paint from storage,
// ask the server, or do nothing. One deliberate difference: a visitor with no cart at all (no cart
// cookies, nothing stored) makes no request — the server-rendered empty mini-cart is already right
// (WooCommerce issues #31981, #7777, #38362).

export type Fragments = Record<string, string>;

export const DAY_MS = 24 * 60 * 60 * 1000;
export const MINI_CART_KEY = 'div.widget_shopping_cart_content';

export interface LoadInput {
  storageAvailable: boolean;
  fragmentsJson: string | null;
  sessionHash: string | null;
  created: string | null;
  cookieHash: string;
  itemsInCart: number;
  now: number;
}

/** Why a refresh is needed; the first two are the messages cart-fragments.js throws. */
export type RefreshReason =
  | 'No cart_created'
  | 'Fragment expired'
  | 'No fragment'
  | 'Hash mismatch'
  | 'Corrupt fragments'
  | 'No storage';

export type LoadDecision =
  /** Paint these stored fragments; refresh again in `refreshInMs` (24 h after creation), if known. */
  | { action: 'paint'; fragments: Fragments; refreshInMs: number | null }
  | { action: 'refresh'; reason: RefreshReason }
  /** No cart anywhere: leave the server's markup alone and ask nothing. */
  | { action: 'none' };

/**
 * This tab's stored fragments as cart-fragments.js wrote them: an object of strings. Checked by
 * hand, not with zod: it is read at boot on every page of the cart family, where zod/mini would
 * cost ~9 KB gzip (issue 36); the check is what `z.record(z.string(), z.string())` accepted.
 */
function isStoredFragments(value: unknown): value is Fragments {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((markup) => typeof markup === 'string');
}

/** Parses stored fragments JSON; `null` for absent, `'corrupt'` for unreadable or wrongly shaped. */
export function parseStoredFragments(json: string | null): Fragments | null | 'corrupt' {
  if (json === null || json === '' || json === 'null') return null;
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return 'corrupt';
  }
  return isStoredFragments(raw) ? { ...raw } : 'corrupt';
}

function parseCreated(created: string | null): number | null {
  if (created === null || created.trim() === '') return null;
  const value = Number(created);
  return Number.isFinite(value) ? value : null;
}

export function decideOnLoad(input: LoadInput): LoadDecision {
  const storedHash = input.sessionHash ?? '';
  const fragments = input.storageAvailable ? parseStoredFragments(input.fragmentsJson) : null;
  const serverHasCart = input.cookieHash !== '' || input.itemsInCart > 0;
  const tabHasCart = storedHash !== '' || (fragments !== null && fragments !== 'corrupt');
  if (!serverHasCart && !tabHasCart) return { action: 'none' };
  if (!input.storageAvailable) return { action: 'refresh', reason: 'No storage' };

  const created = parseCreated(input.created);
  if (storedHash !== '' && created === null) return { action: 'refresh', reason: 'No cart_created' };
  let refreshInMs: number | null = null;
  if (created !== null) {
    const expiresAt = created + DAY_MS;
    if (expiresAt < input.now) return { action: 'refresh', reason: 'Fragment expired' };
    refreshInMs = expiresAt - input.now;
  }
  if (fragments === 'corrupt') return { action: 'refresh', reason: 'Corrupt fragments' };
  // cart-fragments.js needs the mini-cart fragment to be truthy: an empty one is as good as none.
  if (fragments === null || !fragments[MINI_CART_KEY]) return { action: 'refresh', reason: 'No fragment' };
  if (storedHash !== input.cookieHash) return { action: 'refresh', reason: 'Hash mismatch' };
  return { action: 'paint', fragments, refreshInMs };
}

/** After add/remove: stamp the creation time when this tab had no cart before (cart-fragments.js). */
export function stampOnCartEvent(previousSessionHash: string | null): boolean {
  return previousSessionHash === null || previousSessionHash === '';
}

/** After a refresh: stamp only when the server says there is a cart. */
export function stampOnRefresh(cartHash: string): boolean {
  return cartHash !== '';
}

/** Another tab wrote the shared hash: refresh when it no longer matches this tab's. */
export function isForeignHashChange(changedKey: string | null, cartHashKey: string, localHash: string | null, sessionHash: string | null): boolean {
  return changedKey === cartHashKey && localHash !== sessionHash;
}

/** `.hide_cart_widget_if_empty` widgets are shown while the items cookie is above zero. */
export function showCartWidget(itemsInCart: number): boolean {
  return itemsInCart > 0;
}
