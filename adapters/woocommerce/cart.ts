// WooCommerce's cart wire contract (class-wc-ajax.php, add-to-cart.js, cart-fragments.js): the
// page globals that configure it, the three wc-ajax calls, and the shapes of their answers.
// Answers are classified here so widgets branch on meaning, never on raw JSON.
import * as z from 'zod/mini';
import type { PageSettings } from '../../src/host/settings';
import { request } from '../http/client';
import type { Result, TransportError } from '../http/errors';
import { waitPolicy } from '../http/waits';
import { wcAjaxUrl } from './endpoints';
import type { AddToCartParams, FragmentsParams } from '../../src/state/cart-session/backend';

// The session declares what it reads of these globals; this file fills it from the wire.
export type { AddToCartParams, FragmentsParams };

export type Fragments = Record<string, string>;

/** The mini-cart fragment every WooCommerce answer carries; stored fragments without it are useless. */
export const MINI_CART_FRAGMENT = 'div.widget_shopping_cart_content';

// --- page globals -------------------------------------------------------------------------

// PHP prints booleans as "" / "1" (is_cart) and options as "yes" / "no"; accept what it can print.
const phpFlag = z.union([z.string(), z.boolean(), z.number(), z.null()]);

const addToCartParamsSchema = z.object({
  wc_ajax_url: z.optional(z.string()),
  i18n_view_cart: z.optional(z.string()),
  cart_url: z.optional(z.string()),
  is_cart: z.optional(phpFlag),
  cart_redirect_after_add: z.optional(z.string()),
});


function truthyFlag(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'yes' || value === 'true';
}

/** wc_add_to_cart_params, falling back to Vitrin's settings for what a page did not localize. */
export function readAddToCartParams(settings: PageSettings): AddToCartParams {
  const parsed = z.safeParse(addToCartParamsSchema, settings.global('wc_add_to_cart_params'));
  const raw = parsed.success ? parsed.data : {};
  const viewCart = raw.i18n_view_cart?.trim();
  return {
    viewCartText: viewCart ? viewCart : undefined,
    cartUrl: nonBlank(raw.cart_url) ?? nonBlank(settings.vitrin.cartUrl) ?? '/cart/',
    isCart: truthyFlag(raw.is_cart) || settings.vitrin.isCart === true,
    redirectAfterAdd: raw.cart_redirect_after_add === 'yes',
  };
}

const fragmentsParamsSchema = z.object({
  cart_hash_key: z.optional(z.string()),
  fragment_name: z.optional(z.string()),
  request_timeout: z.optional(z.union([z.string(), z.number()])),
});


export const DEFAULT_FRAGMENTS_TIMEOUT_MS = 5000;
// Used only when neither WooCommerce nor the theme printed the keys (cart-fragments dequeued):
// then no other script shares them, so any stable name will do.
const FALLBACK_HASH_KEY = 'wc_cart_hash_vitrin';
const FALLBACK_FRAGMENT_NAME = 'wc_fragments_vitrin';

/** wc_cart_fragments_params, else the same keys from woodmart_settings, else Vitrin's own. */
export function readFragmentsParams(settings: PageSettings): FragmentsParams {
  const wc = z.safeParse(fragmentsParamsSchema, settings.global('wc_cart_fragments_params'));
  const theme = z.safeParse(fragmentsParamsSchema, settings.global('woodmart_settings'));
  const pick = (field: 'cart_hash_key' | 'fragment_name'): string | undefined =>
    nonBlank(wc.success ? wc.data[field] : undefined) ?? nonBlank(theme.success ? theme.data[field] : undefined);
  const timeout = Number(wc.success ? wc.data.request_timeout : undefined);
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

const themeSettingsSchema = z.object({ add_to_cart_action: z.optional(z.string()) });

/** Woodmart's "after add to cart" action: 'widget' opens the cart side panel. */
export function readThemeAddToCartAction(settings: PageSettings): string | undefined {
  const parsed = z.safeParse(themeSettingsSchema, settings.global('woodmart_settings'));
  return parsed.success ? parsed.data.add_to_cart_action : undefined;
}

const autoCloseSchema = z.object({
  add_to_cart_action: z.optional(z.string()),
  add_to_cart_action_timeout: z.optional(z.string()),
  add_to_cart_action_timeout_number: z.optional(z.union([z.string(), z.number()])),
});

/**
 * Woodmart's "Hide widget automatically" (theme settings `add_to_cart_action_timeout` 'yes' with
 * `add_to_cart_action_timeout_number` seconds, default off / 3): addToCart.js `closeAfterTimeout`
 * closes the cart panel (and the add-to-cart popup) `parseInt(number) * 1000` ms after an add, each
 * add restarting the count. Milliseconds, or undefined when off, when the action is 'nothing' (the
 * option's own requirement), or when the number is not a positive integer (Woodmart's NaN would
 * close at once; Vitrin leaves the panel open instead).
 */
export function readThemeCartAutoCloseMs(settings: PageSettings): number | undefined {
  const parsed = z.safeParse(autoCloseSchema, settings.global('woodmart_settings'));
  if (!parsed.success || parsed.data.add_to_cart_action_timeout !== 'yes' || parsed.data.add_to_cart_action === 'nothing') return undefined;
  const seconds = Number.parseInt(String(parsed.data.add_to_cart_action_timeout_number ?? ''), 10);
  return Number.isInteger(seconds) && seconds > 0 ? seconds * 1000 : undefined;
}

// --- answers ----------------------------------------------------------------------------

/**
 * Fragments are markup by contract, but themes and plugins also send numbers (a cart count as
 * `WC()->cart->get_cart_contents_count()`), which jQuery's replaceWith inserts as text. One such
 * value must not cost the shopper the whole answer (the item *was* added), so numbers become text
 * and anything else is dropped for that key alone.
 */
export const fragmentsSchema = z.pipe(
  z.record(z.string(), z.unknown()),
  z.transform((raw): Fragments => {
    const fragments: Fragments = {};
    for (const [selector, value] of Object.entries(raw)) {
      if (typeof value === 'string') fragments[selector] = value;
      else if (typeof value === 'number' && Number.isFinite(value)) fragments[selector] = String(value);
      else console.warn(`[vitrin] cart: fragment "${selector}" is not markup; skipped`);
    }
    return fragments;
  }),
);

const cartAnswerSchema = z.object({
  fragments: fragmentsSchema,
  // WC_Cart::get_cart_hash() is "" for an empty cart; some filters drop it entirely.
  cart_hash: z.optional(z.nullable(z.string())),
});

const refusalSchema = z.object({
  error: z.unknown(),
  product_url: z.optional(z.unknown()),
});

export type CartAnswer = { fragments: Fragments; cartHash: string };

export type AddToCartOutcome =
  | ({ kind: 'added' } & CartAnswer)
  /** WooCommerce refused; `productUrl` is where its PHP wants the shopper to see why (null: none usable). */
  | { kind: 'refused'; productUrl: string | null }
  /** HTTP 200 with an empty body: no product_id reached PHP (WC_AJAX::add_to_cart), nothing added. */
  | { kind: 'empty' }
  /** An answer in no shape the contract knows (unreadable fragments…): the add may have happened. */
  | { kind: 'unreadable' }
  | { kind: 'failed'; error: TransportError };

export type RemoveOutcome =
  | ({ kind: 'removed' } & CartAnswer)
  /** `{"success":false}`: the key is not in this session's cart. */
  | { kind: 'refused' }
  /** An answer in no shape the contract knows: the removal may have happened. */
  | { kind: 'unreadable' }
  | { kind: 'failed'; error: TransportError };

export type RefreshOutcome = ({ kind: 'refreshed' } & CartAnswer) | { kind: 'no-fragments' } | { kind: 'failed'; error: TransportError };

/** A product_url the browser may go to: http(s) on any host the server named, never javascript: or data:. */
export function usableUrl(value: unknown, base: string = location.href): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const url = new URL(value, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Reads any add_to_cart answer body (already JSON-parsed; undefined for an empty body). */
export function classifyAddAnswer(value: unknown): Exclude<AddToCartOutcome, { kind: 'failed' }> {
  if (value === undefined || value === null || value === '') return { kind: 'empty' };
  const refusal = z.safeParse(refusalSchema, value);
  if (refusal.success && refusal.data.error) return { kind: 'refused', productUrl: usableUrl(refusal.data.product_url) };
  const answer = z.safeParse(cartAnswerSchema, value);
  if (answer.success) return { kind: 'added', fragments: answer.data.fragments, cartHash: answer.data.cart_hash ?? '' };
  return { kind: 'unreadable' };
}

const notRemovedSchema = z.object({ success: z.literal(false) });

export function classifyRemoveAnswer(value: unknown): Exclude<RemoveOutcome, { kind: 'failed' }> {
  const answer = z.safeParse(cartAnswerSchema, value);
  if (answer.success) return { kind: 'removed', fragments: answer.data.fragments, cartHash: answer.data.cart_hash ?? '' };
  // wp_send_json_error(): WooCommerce found no such key in the session's cart.
  if (z.safeParse(notRemovedSchema, value).success) return { kind: 'refused' };
  return { kind: 'unreadable' };
}

/**
 * For a call that changes the cart: true when the outcome does not say what the server did (no
 * answer in time, no connection, an unreadable or wrong-shaped answer, a server error), so the
 * truth must be re-read before the shopper is told anything or a retry is offered. A 4xx status is
 * a refusal before any change; an abort is the caller's own doing.
 */
export function answerLost(outcome: AddToCartOutcome | RemoveOutcome): boolean {
  if (outcome.kind === 'unreadable') return true;
  if (outcome.kind !== 'failed') return false;
  switch (outcome.error.kind) {
    case 'aborted':
      return false;
    case 'http':
      return outcome.error.status >= 500;
    default:
      return true;
  }
}

/** Whether a fragments map's mini-cart still lists the item `key` (its remove link carries it). */
export function fragmentsHoldItem(fragments: Fragments, key: string, doc: Document = document): boolean {
  const html = fragments[MINI_CART_FRAGMENT];
  if (html === undefined) return false;
  const template = doc.createElement('template');
  template.innerHTML = html;
  return Array.from(template.content.querySelectorAll('[data-cart_item_key]')).some((el) => el.getAttribute('data-cart_item_key') === key);
}

/** What a caller of a cart write hears while waiting (the wait policy of the `cart` call kind). */
export interface CartWriteWatch<O> {
  signal?: AbortSignal;
  /** Past the slow threshold, once. */
  onSlow?: () => void;
  /** The answer that came after the limit (the call already ended with a timeout). */
  onLate?: (outcome: O) => void;
}

function lateOutcome<O>(classify: (value: unknown) => O, onLate: ((outcome: O) => void) | undefined) {
  return onLate
    ? (late: Result<unknown>) => onLate(late.ok ? classify(late.value) : ({ kind: 'failed', error: late.error } as O))
    : undefined;
}

const anyJson = { kind: 'json' as const, schema: z.unknown(), allowEmpty: true };

/** The payload as WooCommerce's JS sends it: one form field per key (URLSearchParams keeps repeats). */
export type AddToCartPayload = Record<string, string> | URLSearchParams;

/** POST ?wc-ajax=add_to_cart. WC_AJAX::add_to_cart reads product_id and quantity (filters may read more). */
export async function addToCart(settings: PageSettings, payload: AddToCartPayload, watch: CartWriteWatch<AddToCartOutcome> = {}): Promise<AddToCartOutcome> {
  const onLate = lateOutcome<AddToCartOutcome>(classifyAddAnswer, watch.onLate);
  const result = await request({
    url: wcAjaxUrl(settings, 'add_to_cart'),
    method: 'POST',
    form: payload,
    response: anyJson,
    wait: { ...waitPolicy('cart', settings), ...(watch.onSlow ? { onSlow: watch.onSlow } : {}), ...(onLate ? { onLate } : {}) },
    ...(watch.signal ? { signal: watch.signal } : {}),
  });
  if (!result.ok) return { kind: 'failed', error: result.error };
  return classifyAddAnswer(result.value);
}

/** POST ?wc-ajax=remove_from_cart with cart_item_key. */
export async function removeFromCart(settings: PageSettings, cartItemKey: string, watch: CartWriteWatch<RemoveOutcome> = {}): Promise<RemoveOutcome> {
  const onLate = lateOutcome<RemoveOutcome>(classifyRemoveAnswer, watch.onLate);
  const result = await request({
    url: wcAjaxUrl(settings, 'remove_from_cart'),
    method: 'POST',
    form: { cart_item_key: cartItemKey },
    response: anyJson,
    wait: { ...waitPolicy('cart', settings), ...(watch.onSlow ? { onSlow: watch.onSlow } : {}), ...(onLate ? { onLate } : {}) },
    ...(watch.signal ? { signal: watch.signal } : {}),
  });
  if (!result.ok) return { kind: 'failed', error: result.error };
  return classifyRemoveAnswer(result.value);
}

/** POST ?wc-ajax=get_refreshed_fragments with time=<ms>, as cart-fragments.js does. */
export async function getRefreshedFragments(settings: PageSettings, timeoutMs: number, now: number = Date.now()): Promise<RefreshOutcome> {
  const result = await request({
    url: wcAjaxUrl(settings, 'get_refreshed_fragments'),
    method: 'POST',
    form: { time: now },
    // A read: abandoned at the limit (WooCommerce's request_timeout, 5000 ms by default).
    wait: { ...waitPolicy('fragments', settings), limitMs: timeoutMs },
    response: anyJson,
  });
  if (!result.ok) return { kind: 'failed', error: result.error };
  const answer = z.safeParse(cartAnswerSchema, result.value);
  if (!answer.success) return { kind: 'no-fragments' };
  return { kind: 'refreshed', fragments: answer.data.fragments, cartHash: answer.data.cart_hash ?? '' };
}

function nonBlank(value: string | undefined): string | undefined {
  return value && value.trim() ? value : undefined;
}
