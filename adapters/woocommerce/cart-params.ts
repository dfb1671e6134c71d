// WooCommerce's cart as the page itself carries it (issue 36: apart from the wire in ./cart.ts, so
// the cart family's boot (cart-fragments) reads it without the HTTP client): the page globals that
// configure the cart scripts (add-to-cart.js, cart-fragments.js, Woodmart's settings) and the shape
// of a fragments map, as answers, events and this tab's storage carry it.
import type { PageSettings } from '../../src/host/settings';
import { waitPolicy } from '../../src/host/waits';
import type { AddToCartParams, FragmentsParams } from '../../src/state/cart-session/backend';

// The session declares what it reads of these globals; this file fills it from the wire.
export type { AddToCartParams, FragmentsParams };

export type Fragments = Record<string, string>;

/** The mini-cart fragment every WooCommerce answer carries; stored fragments without it are useless. */
export const MINI_CART_FRAGMENT = 'div.widget_shopping_cart_content';

// --- page globals -------------------------------------------------------------------------
//
// Read with the small checks below, not zod: these are read at boot on every page of the cart
// family, and zod/mini is ~9 KB gzip there (its annotations do not let Rollup drop the schema kinds
// a chunk does not use) — the cart-family-only page's whole budget is 30 KB (issue 36). zod stays
// where the server's answers are checked (./cart.ts). Each check is what the zod object schema it
// replaces accepted: an object (not an array) whose listed fields are absent or of the listed
// kinds; anything else counts as not printed.

type Check = (value: unknown) => boolean;
const isString: Check = (value) => typeof value === 'string';
const isNumber: Check = (value) => typeof value === 'number' && !Number.isNaN(value);
// PHP prints booleans as "" / "1" (is_cart) and options as "yes" / "no"; accept what it can print.
const isPhpFlag: Check = (value) => value === null || typeof value === 'boolean' || isString(value) || isNumber(value);
const isStringOrNumber: Check = (value) => isString(value) || isNumber(value);

/** `value` when it is an object whose `fields` are each absent or pass their check, else null. */
export function objectOf<K extends string>(value: unknown, fields: Record<K, Check>): Partial<Record<K, unknown>> | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  for (const [key, check] of Object.entries<Check>(fields)) {
    if (record[key] !== undefined && !check(record[key])) return null;
  }
  return record as Partial<Record<K, unknown>>;
}

/** A field objectOf() checked to be a string (or absent). */
const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

function truthyFlag(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'yes' || value === 'true';
}

/** wc_add_to_cart_params, falling back to Vitrin's settings for what a page did not localize. */
export function readAddToCartParams(settings: PageSettings): AddToCartParams {
  const raw =
    objectOf(settings.global('wc_add_to_cart_params'), {
      wc_ajax_url: isString,
      i18n_view_cart: isString,
      cart_url: isString,
      is_cart: isPhpFlag,
      cart_redirect_after_add: isString,
    }) ?? {};
  const viewCart = str(raw.i18n_view_cart)?.trim();
  return {
    viewCartText: viewCart ? viewCart : undefined,
    cartUrl: nonBlank(str(raw.cart_url)) ?? nonBlank(settings.vitrin.cartUrl) ?? '/cart/',
    isCart: truthyFlag(raw.is_cart) || settings.vitrin.isCart === true,
    redirectAfterAdd: raw.cart_redirect_after_add === 'yes',
  };
}

const FRAGMENTS_PARAMS = { cart_hash_key: isString, fragment_name: isString, request_timeout: isStringOrNumber };

export const DEFAULT_FRAGMENTS_TIMEOUT_MS = 5000;
// Used only when neither WooCommerce nor the theme printed the keys (cart-fragments dequeued):
// then no other script shares them, so any stable name will do.
const FALLBACK_HASH_KEY = 'wc_cart_hash_vitrin';
const FALLBACK_FRAGMENT_NAME = 'wc_fragments_vitrin';

/** wc_cart_fragments_params, else the same keys from woodmart_settings, else Vitrin's own. */
export function readFragmentsParams(settings: PageSettings): FragmentsParams {
  const wc = objectOf(settings.global('wc_cart_fragments_params'), FRAGMENTS_PARAMS);
  const theme = objectOf(settings.global('woodmart_settings'), FRAGMENTS_PARAMS);
  const pick = (field: 'cart_hash_key' | 'fragment_name'): string | undefined => nonBlank(str(wc?.[field])) ?? nonBlank(str(theme?.[field]));
  const timeout = Number(wc?.request_timeout);
  // vitrin-settings.waits.fragments.limitMs wins over WooCommerce's request_timeout.
  const override = settings.vitrin.waits?.fragments !== undefined ? waitPolicy('fragments', settings).limitMs : undefined;
  return {
    cartHashKey: pick('cart_hash_key') ?? FALLBACK_HASH_KEY,
    fragmentName: pick('fragment_name') ?? FALLBACK_FRAGMENT_NAME,
    timeoutMs: override ?? (Number.isFinite(timeout) && timeout > 0 ? timeout : DEFAULT_FRAGMENTS_TIMEOUT_MS),
  };
}

/**
 * Whether a product page's `form.cart` is added by AJAX, as the site's printed settings say:
 * Woodmart's `woodmart_settings.ajax_add_to_cart` (addToCartAllTypes.js L4: off when it is false,
 * '', '0') or the swatches plugin's `woo_variation_swatches_options.enable_ajax_add_to_cart`
 * ('yes'). With neither printed (plain WooCommerce), the form posts as WooCommerce's own does.
 */
export function readSingleProductAjax(settings: PageSettings): boolean {
  const theme: unknown = settings.global('woodmart_settings');
  const swatches: unknown = settings.global('woo_variation_swatches_options');
  const field = (value: unknown, key: string): unknown => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined);
  return truthyFlag(field(theme, 'ajax_add_to_cart')) || truthyFlag(field(swatches, 'enable_ajax_add_to_cart'));
}

/** Woodmart's "after add to cart" action: 'widget' opens the cart side panel. */
export function readThemeAddToCartAction(settings: PageSettings): string | undefined {
  return str(objectOf(settings.global('woodmart_settings'), { add_to_cart_action: isString })?.add_to_cart_action);
}

/**
 * Woodmart's "Hide widget automatically" (theme settings `add_to_cart_action_timeout` 'yes' with
 * `add_to_cart_action_timeout_number` seconds, default off / 3): addToCart.js `closeAfterTimeout`
 * closes the cart panel (and the add-to-cart popup) `parseInt(number) * 1000` ms after an add, each
 * add restarting the count. Milliseconds, or undefined when off, when the action is 'nothing' (the
 * option's own requirement), or when the number is not a positive integer (Woodmart's NaN would
 * close at once; Vitrin leaves the panel open instead).
 */
export function readThemeCartAutoCloseMs(settings: PageSettings): number | undefined {
  const theme = objectOf(settings.global('woodmart_settings'), {
    add_to_cart_action: isString,
    add_to_cart_action_timeout: isString,
    add_to_cart_action_timeout_number: isStringOrNumber,
  });
  if (!theme || theme.add_to_cart_action_timeout !== 'yes' || theme.add_to_cart_action === 'nothing') return undefined;
  const seconds = Number.parseInt(String(theme.add_to_cart_action_timeout_number ?? ''), 10);
  return Number.isInteger(seconds) && seconds > 0 ? seconds * 1000 : undefined;
}

// --- fragments ------------------------------------------------------------------------------

/**
 * A fragments map from an answer, an event or storage: an object of markup by selector, or null.
 * Fragments are markup by contract, but themes and plugins also send numbers (a cart count as
 * `WC()->cart->get_cart_contents_count()`), which jQuery's replaceWith inserts as text. One such
 * value must not cost the shopper the whole answer (the item *was* added), so numbers become text
 * and anything else is dropped for that key alone. (./cart.ts's answer schema applies this.)
 */
export function readFragments(value: unknown): Fragments | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const fragments: Fragments = {};
  for (const [selector, markup] of Object.entries(value)) {
    if (typeof markup === 'string') fragments[selector] = markup;
    else if (typeof markup === 'number' && Number.isFinite(markup)) fragments[selector] = String(markup);
    else console.warn(`[vitrin] cart: fragment "${selector}" is not markup; skipped`);
  }
  return fragments;
}

function nonBlank(value: string | undefined): string | undefined {
  return value && value.trim() ? value : undefined;
}
