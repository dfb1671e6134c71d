// Add-to-cart decisions without DOM or fetch: which clicks and forms are ours, what payload goes
// to wc-ajax add_to_cart (WooCommerce's field names), and what an answer means for the shopper.
import type { AddToCartOutcome } from '../../adapters/woocommerce/cart';

/** The payload add-to-cart.js sends: jQuery's .data() entries overwritten by every dataset entry. */
export function buttonPayload(dataset: DOMStringMap, jqueryData?: Record<string, unknown>): Record<string, string> {
  const payload: Record<string, string> = {};
  for (const [key, value] of Object.entries(jqueryData ?? {})) {
    // jQuery's cache may hold objects a script attached; a form field can only carry scalars.
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') payload[key] = String(value);
  }
  for (const [key, value] of Object.entries(dataset)) {
    if (value !== undefined) payload[key] = value;
  }
  return payload;
}

export type AddAction =
  | { kind: 'added' }
  | { kind: 'navigate'; url: string }
  /** Nothing changed; tell the shopper next to the button (message key in the cart namespace + detail). */
  | { kind: 'error'; messageKey: 'addRefused' | 'addEmpty' | 'addFailed' | 'addTimedOut' | 'addUnknown'; detail?: string; retry?: boolean };

export function decideAddOutcome(outcome: AddToCartOutcome, redirectAfterAdd: boolean, cartUrl: string): AddAction {
  switch (outcome.kind) {
    case 'added':
      return redirectAfterAdd ? { kind: 'navigate', url: cartUrl } : { kind: 'added' };
    case 'refused':
      // WooCommerce's PHP put the reason in the session's notices: its product page shows it.
      return outcome.productUrl ? { kind: 'navigate', url: outcome.productUrl } : { kind: 'error', messageKey: 'addRefused' };
    case 'empty':
    case 'unreadable':
      return { kind: 'error', messageKey: 'addEmpty' };
    case 'failed':
      return { kind: 'error', messageKey: 'addFailed', detail: outcome.error.message };
  }
}

/** What the truth re-read after a lost answer says about the add: compare WooCommerce's cart hash. */
export type LostAddVerdict = 'added' | 'not-added' | 'unknown';

export function judgeLostAdd(hashBefore: string, truth: { kind: 'read'; cartHash: string } | { kind: 'unknown' }): LostAddVerdict {
  if (truth.kind === 'unknown') return 'unknown';
  // The hash is an md5 of the cart's contents: any add changes it.
  return truth.cartHash !== hashBefore ? 'added' : 'not-added';
}

/**
 * The message after a lost answer when the truth says the product is not in the cart (or cannot
 * tell). Both offer a retry, which goes through the same truth check if its answer is lost too.
 */
export function lostAddAction(outcome: AddToCartOutcome, verdict: Exclude<LostAddVerdict, 'added'>): Extract<AddAction, { kind: 'error' }> {
  if (verdict === 'unknown') return { kind: 'error', messageKey: 'addUnknown', retry: true };
  if (outcome.kind === 'failed' && outcome.error.kind === 'timeout') return { kind: 'error', messageKey: 'addTimedOut', retry: true };
  const base = decideAddOutcome(outcome, false, '');
  return base.kind === 'error' ? { ...base, retry: true } : { kind: 'error', messageKey: 'addFailed', retry: true };
}

/**
 * Product types whose single-product form wc-ajax add_to_cart handles like WC_Form_Handler does.
 * Other types (grouped, external, bundles, bookings, …) have their own form handlers and
 * validation, so their forms are left to the browser.
 */
export const AJAX_FORM_TYPES = ['simple', 'variable'];

/** The type from the product wrapper's `product-type-<type>` class (wc_product_class), if printed. */
export function productTypeOf(wrapperClass: string | null | undefined): string | null {
  return /(?:^|\s)product-type-([\w-]+)/.exec(wrapperClass ?? '')?.[1] ?? null;
}

export interface FormField {
  name: string;
  value: string;
}

export interface VariationInfo {
  variation_id?: unknown;
  attributes?: unknown;
}

/**
 * The single-product form's fields as wc-ajax add_to_cart reads them, or null when the form must be
 * submitted the normal way. WC_AJAX::add_to_cart reads product_id (a variation id selects that
 * variation) and quantity; the rest is kept for plugins that validate more fields. `add-to-cart`
 * is dropped: WC_Form_Handler would add the product a second time on the same request.
 */
export function formPayload(fields: FormField[], variations: VariationInfo[] | null): URLSearchParams | null {
  const get = (name: string): string | undefined => fields.find((field) => field.name === name)?.value;
  // Grouped products post quantity[<id>]: not something add_to_cart understands.
  if (fields.some((field) => field.name.startsWith('quantity['))) return null;
  const variationId = Number(get('variation_id') ?? '');
  const isVariable = get('variation_id') !== undefined;
  let productId: string | undefined;
  if (isVariable) {
    if (!Number.isInteger(variationId) || variationId <= 0) return null;
    // A variation with an "any" attribute needs the chosen value, which add_to_cart cannot receive
    // (WC_AJAX::add_to_cart takes the variation's own attributes). Unknown variation: same doubt.
    const chosen = variations?.find((v) => Number(v.variation_id) === variationId);
    if (!chosen || !chosen.attributes || typeof chosen.attributes !== 'object') return null;
    if (Object.values(chosen.attributes as Record<string, unknown>).some((value) => value === '')) return null;
    productId = String(variationId);
  } else {
    productId = get('add-to-cart') ?? get('product_id');
  }
  if (!productId || !/^\d+$/.test(productId)) return null;
  const payload = new URLSearchParams();
  payload.set('product_id', productId);
  for (const field of fields) {
    if (field.name === 'add-to-cart' || field.name === 'product_id') continue;
    payload.append(field.name, field.value);
  }
  if (!payload.has('quantity')) payload.set('quantity', '1');
  return payload;
}
