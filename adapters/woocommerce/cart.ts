// WooCommerce's cart wire contract (class-wc-ajax.php, add-to-cart.js, cart-fragments.js): the
// three wc-ajax calls and the shapes of their answers (the page globals that configure them and the
// fragments' shape are ./cart-params.ts, re-exported here). Answers are classified here so widgets
// branch on meaning, never on raw JSON.
import * as z from 'zod/mini';
import type { PageSettings } from '../../src/host/settings';
import { request } from '../http/client';
import type { Result, TransportError } from '../http/errors';
import { waitPolicy } from '../http/waits';
import { wcAjaxUrl } from './endpoints';
import { MINI_CART_FRAGMENT, readFragments, type Fragments } from './cart-params';

export * from './cart-params';

// --- answers ----------------------------------------------------------------------------

/** A fragments map in an answer (what ./cart-params.ts readFragments keeps of it). */
export const fragmentsSchema = z.pipe(
  z.record(z.string(), z.unknown()),
  z.transform((raw): Fragments => readFragments(raw) ?? {}),
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
