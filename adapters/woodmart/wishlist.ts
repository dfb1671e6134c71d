// Woodmart 7.2.5's wishlist contract (js/scripts/wc/wishlist.js, modules/wishlist/*.php):
// - guests: no ajax at all; two cookies the PHP reads (Cookies_Storage::get_all → json_decode of
//   `woodmart_wishlist_products`, a map {"<id>":{"product_id":<id>}}; `woodmart_wishlist_count`),
//   7 days, `_<blog_id>` suffix on multisite, values encoded as js-cookie encodes them;
// - members: GET admin-ajax `woodmart_add_to_wishlist` (product_id, group, key=<button nonce>) and
//   `woodmart_remove_from_wishlist` (product_id, group_id, key=wishlist_page_nonce, atts): those
//   calls are in ./wishlist-requests, a chunk of their own that comes with the first press.
// The original writes the cookies without a path (they land on /shop and the wishlist page never
// gets them); we write them at the site's cookie path and still read the stray copies.
import type { PageSettings } from '../../src/host/settings';
import { COOKIE_MAX_BYTES, cookieBytes, deleteCookie, readCookieValues, setCookie } from '../../src/host/cookies';
import type { TransportError } from '../http/errors';
import type { WaitHooks, WaitPolicy } from '../http/waits';
import { siteAjaxUrl } from '../wordpress/endpoints';

export const WISHLIST_BUTTON_SELECTOR = '.wd-wishlist-btn a';
export const WISHLIST_COUNTER_SELECTOR = '.wd-header-wishlist .wd-tools-count';
export const WISHLIST_CONTENT_SELECTOR = '.wd-wishlist-content';
export const WISHLIST_REMOVE_SELECTOR = '.wd-wishlist-remove';
export const WISHLIST_CHECKBOX_SELECTOR = '.wd-wishlist-checkbox';
export const WISHLIST_BULK_REMOVE_SELECTOR = '.wd-wishlist-remove-action > a';
export const WISHLIST_SELECT_ALL_SELECTOR = '.wd-wishlist-select-all > a';
export const WISHLIST_GROUP_POPUP_SELECTOR = '.wd-popup-wishlist';

/** Woodmart's woodmart_set_cookie lifetime (woodmart_session_expiration default): 7 days. */
export const WISHLIST_COOKIE_DAYS = 7;
/** More than any real wishlist; a cookie holding more is treated as hostile and cut. */
export const MAX_WISHLIST_ITEMS = 500;

// --- settings ------------------------------------------------------------------------------

// woodmart_settings read by hand, not zod (issue 36: the wishlist runs at load on every Woodmart
// page): what the zod object schema with a fallback on every field accepted (wishlist.test.ts
// keeps it as the oracle) — any object; a field of the wrong kind counts as absent.
interface RawWoodmartSettings {
  ajaxurl?: string;
  is_multisite?: string | number | boolean | null;
  current_blog_id?: string | number;
  cookie_secure_param?: string | number | boolean | null;
  /** Localized by later Woodmart versions (COOKIEPATH); absent in 7.2.5. */
  cookie_path?: string;
  home_url?: string;
  shop_url?: string;
  wishlist_expanded?: string;
  wishlist_show_popup?: string;
  wishlist_page_nonce?: string;
}

const TEXT_KEYS = ['ajaxurl', 'cookie_path', 'home_url', 'shop_url', 'wishlist_expanded', 'wishlist_show_popup', 'wishlist_page_nonce'] as const;
const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

export function checkWoodmartSettings(value: unknown): RawWoodmartSettings | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const out: RawWoodmartSettings = {};
  for (const key of TEXT_KEYS) {
    const field = record[key];
    if (typeof field === 'string') out[key] = field;
  }
  const flag = (field: unknown) => (field === null || typeof field === 'string' || typeof field === 'boolean' || isFiniteNumber(field) ? field : undefined);
  const multisite = flag(record.is_multisite);
  if (multisite !== undefined) out.is_multisite = multisite;
  const secure = flag(record.cookie_secure_param);
  if (secure !== undefined) out.cookie_secure_param = secure;
  const blog = record.current_blog_id;
  if (typeof blog === 'string' || isFiniteNumber(blog)) out.current_blog_id = blog;
  return out;
}

export interface WishlistSettings {
  ajaxUrl: string;
  productsCookie: string;
  countCookie: string;
  /** Where the cookies are written: COOKIEPATH, i.e. the path of the site's home URL. */
  cookiePath: string;
  secure: boolean;
  expanded: boolean;
  showPopup: string;
  pageNonce: string;
  shopUrl: string;
}

function truthy(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'yes' || value === 'true';
}

function pathOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const path = new URL(url, 'http://x.invalid').pathname;
    return path.endsWith('/') ? path : `${path}/`;
  } catch {
    return undefined;
  }
}

export function readWishlistSettings(settings: PageSettings): WishlistSettings {
  const raw = checkWoodmartSettings(settings.global('woodmart_settings')) ?? {};
  const blog = raw.current_blog_id === undefined ? '' : String(raw.current_blog_id).replace(/[^0-9]/g, '');
  const suffix = truthy(raw.is_multisite) && blog ? `_${blog}` : '';
  return {
    ajaxUrl: raw.ajaxurl?.trim() ? raw.ajaxurl : siteAjaxUrl(settings),
    productsCookie: `woodmart_wishlist_products${suffix}`,
    countCookie: `woodmart_wishlist_count${suffix}`,
    cookiePath: (raw.cookie_path?.startsWith('/') ? raw.cookie_path : undefined) ?? pathOf(raw.home_url) ?? '/',
    secure: truthy(raw.cookie_secure_param),
    expanded: raw.wishlist_expanded === 'yes',
    showPopup: raw.wishlist_show_popup ?? 'disable',
    pageNonce: raw.wishlist_page_nonce ?? '',
    shopUrl: raw.shop_url?.trim() ? raw.shop_url : '/shop/',
  };
}

// --- guest cookies -------------------------------------------------------------------------

/** A positive integer id from a cookie key or member (number or digit string), else null. */
function productId(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : null;
  if (typeof value === 'string' && /^[1-9][0-9]{0,15}$/.test(value)) {
    const n = Number(value);
    return Number.isSafeInteger(n) ? n : null;
  }
  return null;
}

export interface ParsedWishlistCookie {
  ids: number[];
  /** Entries that were not a product (markup, wrong types…): dropped, never rendered. */
  dropped: number;
}

/**
 * The products cookie as the PHP would read it, keeping only entries whose key and product_id are
 * the same positive integer. Never throws: a cookie that is not a JSON object yields no ids.
 */
export function parseProductsCookie(value: string | undefined): ParsedWishlistCookie {
  if (value === undefined || value === '') return { ids: [], dropped: 0 };
  let raw: unknown;
  try {
    raw = JSON.parse(value);
  } catch {
    return { ids: [], dropped: 1 };
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return { ids: [], dropped: 1 };
  const ids: number[] = [];
  let dropped = 0;
  for (const [key, entry] of Object.entries(raw)) {
    const id = productId(key);
    const inner = entry && typeof entry === 'object' ? productId((entry as { product_id?: unknown }).product_id) : null;
    if (id === null || inner !== id || ids.length >= MAX_WISHLIST_ITEMS) {
      dropped += 1;
      continue;
    }
    if (!ids.includes(id)) ids.push(id);
  }
  return { ids, dropped };
}

/** The JSON Woodmart's script and PHP both write: {"44":{"product_id":44},…}. */
export function serializeProductsCookie(ids: readonly number[]): string {
  const map: Record<string, { product_id: number }> = {};
  for (const id of ids) map[String(id)] = { product_id: id };
  return JSON.stringify(map);
}

export interface GuestWishlist {
  ids: number[];
  /** More than one copy of the cookie is visible (the original's path-less one and ours). */
  duplicated: boolean;
}

/** Every visible copy of the products cookie, merged (ours at the site path, the original's at the page's). */
export function readGuestWishlist(s: WishlistSettings, cookieText?: string): GuestWishlist {
  const copies = readCookieValues(s.productsCookie, cookieText);
  const ids: number[] = [];
  let dropped = 0;
  for (const copy of copies) {
    const parsed = parseProductsCookie(copy);
    dropped += parsed.dropped;
    for (const id of parsed.ids) if (!ids.includes(id) && ids.length < MAX_WISHLIST_ITEMS) ids.push(id);
  }
  if (dropped > 0) console.warn(`[vitrin] wishlist: ${dropped} unreadable entr${dropped === 1 ? 'y' : 'ies'} in the ${s.productsCookie} cookie dropped`);
  return { ids, duplicated: copies.length > 1 };
}

/** The directory a path-less cookie set on this page lands in (RFC 6265 default-path). */
export function defaultCookiePath(pathname: string): string {
  const cut = pathname.lastIndexOf('/');
  return cut <= 0 ? '/' : pathname.slice(0, cut);
}

/** Whether the guest list fits one cookie (about 100 products: browsers refuse a cookie past 4 KB). */
export function guestListFits(s: WishlistSettings, ids: readonly number[]): boolean {
  return cookieBytes(s.productsCookie, serializeProductsCookie(ids)) <= COOKIE_MAX_BYTES;
}

/**
 * The original script's path-less copy (at this page's directory, invisible to the wishlist page)
 * is expired; when one was there, its products are kept by writing the merged list at the site
 * path. A page with only our copy writes nothing (its expiry is not pushed back). Nothing is lost
 * on the way: a merged list that would not fit one cookie leaves both copies as they are, and a
 * merged write the browser did not keep puts the stray copy back.
 */
export function adoptStrayCopies(s: WishlistSettings, pathname: string = location.pathname): number[] {
  const before = readGuestWishlist(s);
  const stray = defaultCookiePath(pathname);
  if (stray.replace(/\/$/, '') === s.cookiePath.replace(/\/$/, '')) return before.ids;
  const copies = readCookieValues(s.productsCookie);
  if (copies.length === 0) return before.ids;
  if (!guestListFits(s, before.ids)) {
    console.warn(`[vitrin] wishlist: the ${before.ids.length} products of both ${s.productsCookie} copies do not fit one cookie; both copies are kept`);
    return before.ids;
  }
  const strayCount = readCookieValues(s.countCookie);
  deleteCookie(s.productsCookie, { path: stray });
  deleteCookie(s.countCookie, { path: stray });
  const left = readCookieValues(s.productsCookie);
  if (left.length === copies.length) return before.ids; // the only copy was ours
  writeGuestWishlist(s, before.ids);
  const stored = readGuestWishlist(s).ids;
  if (!before.ids.every((id) => stored.includes(id))) {
    // The browser did not keep the merged list: the stray copy goes back where it was.
    const gone = copies.find((value) => !left.includes(value));
    const cookie = { expires: WISHLIST_COOKIE_DAYS, path: stray, secure: s.secure };
    if (gone !== undefined) setCookie(s.productsCookie, gone, cookie);
    if (strayCount[0] !== undefined) setCookie(s.countCookie, strayCount[0], cookie);
  }
  return before.ids;
}

/** Writes both cookies at the site path for 7 days; false when the list does not fit a cookie (nothing written). */
export function writeGuestWishlist(s: WishlistSettings, ids: readonly number[]): boolean {
  const cookie = { expires: WISHLIST_COOKIE_DAYS, path: s.cookiePath, secure: s.secure };
  if (!setCookie(s.productsCookie, serializeProductsCookie(ids), cookie)) return false;
  setCookie(s.countCookie, String(ids.length), cookie);
  return true;
}

// --- member answers (the calls are in ./wishlist-requests, loaded with a shopper's first press) ---

export type WishlistFragments = Record<string, string>;

export interface WishlistAnswer {
  /** 'success', or 'errors' when the product was already there (the count is still the truth). */
  status: string;
  count: number;
  fragments: WishlistFragments;
  hash: string;
  /** Remove only: the new wishlist markup (Woodmart's PHP template). */
  content?: string;
}

export type WishlistOutcome = { ok: true; answer: WishlistAnswer } | { ok: false; error: TransportError };

/**
 * The member calls change the shopper's list: they wait as the `list` kind says (issue 30: a slow
 * note at 3 s, the wait over at 10 s, the answer still heard after it through `onLate`); the
 * caller re-reads the truth before anything is retried.
 */
export type WishlistWait = WaitPolicy & Pick<WaitHooks, 'onSlow'> & { onLate?: (late: WishlistOutcome) => void };
