// Woodmart 7.2.5's member wishlist calls (js/scripts/wc/wishlist.js): GET admin-ajax
// `woodmart_add_to_wishlist` (product_id, group, key=<button nonce>) and
// `woodmart_remove_from_wishlist` (product_id, group_id, key=wishlist_page_nonce, atts).
// Apart from ./wishlist (settings, cookies, the answers' shapes) so a page whose wishlist is only
// drawn downloads none of it: it comes with a shopper's first press (widgets/wishlist/press.ts) or
// with the wishlist page (issue 36).
import type { AddAnswer, RemoveAnswer } from './wishlist-answers';
import type { WishlistFragments, WishlistOutcome, WishlistSettings, WishlistWait } from './wishlist';
import { request } from '../http/client';
import type { FormFields } from '../http/form';
import { DEFAULT_WAITS, type WaitHooks, type WaitPolicy } from '../http/waits';

// The answers' zod schemas are in ./wishlist-answers, imported beside the request (the client's
// lazy schema): the wishlist runs at boot on every Woodmart page, which then loads no zod (issue 36).
const answers = () => import('./wishlist-answers');
const addAnswer = () => answers().then((m) => m.addAnswerSchema);
const removeAnswer = () => answers().then((m) => m.removeAnswerSchema);

function toFragments(raw: unknown): WishlistFragments {
  const out: WishlistFragments = {};
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return out;
  for (const [selector, html] of Object.entries(raw)) out[selector] = String(html);
  return out;
}

/** The request's wait, with a late answer read as the call's own outcome would be. */
function requestWait<T>(wait: WishlistWait, read: (value: T) => WishlistOutcome, schema: () => Promise<{ safeParse(v: unknown): { success: boolean; data?: T } }>): WaitPolicy & WaitHooks {
  const { onLate, ...rest } = wait;
  if (!onLate) return rest;
  return {
    ...rest,
    onLate: (late) => {
      if (!late.ok) return onLate(late);
      // Loaded already: the request checked its answer with it.
      void schema().then((loaded) => {
        const parsed = loaded.safeParse(late.value);
        if (parsed.success && parsed.data !== undefined) onLate(read(parsed.data));
      }, () => undefined);
    },
  };
}

export async function addToWishlist(
  s: WishlistSettings,
  args: { productId: number; group: string; key: string },
  signal?: AbortSignal,
  wait: WishlistWait = DEFAULT_WAITS.list,
): Promise<WishlistOutcome> {
  const read = (v: AddAnswer): WishlistOutcome => ({ ok: true, answer: { status: v.status ?? 'success', count: Number(v.count), fragments: toFragments(v.fragments), hash: v.hash ?? '' } });
  const result = await request({
    url: s.ajaxUrl,
    method: 'GET',
    query: { action: 'woodmart_add_to_wishlist', product_id: args.productId, group: args.group, key: args.key },
    wait: requestWait(wait, read, addAnswer),
    signal,
    ajax: true,
    response: { kind: 'json', schema: addAnswer },
  });
  if (!result.ok) return result;
  return read(result.value);
}

export async function removeFromWishlist(
  s: WishlistSettings,
  args: { productIds: readonly number[]; groupId: string; atts?: FormFields },
  signal?: AbortSignal,
  wait: WishlistWait = DEFAULT_WAITS.list,
): Promise<WishlistOutcome> {
  // One id travels as product_id=44, several as product_id[]=44&product_id[]=52 (jQuery's $.param).
  const ids = args.productIds.length === 1 ? args.productIds[0] : [...args.productIds];
  const query: FormFields = { action: 'woodmart_remove_from_wishlist', product_id: ids, group_id: args.groupId, key: s.pageNonce };
  const read = (v: RemoveAnswer): WishlistOutcome => ({
    ok: true,
    answer: {
      status: v.status ?? 'success',
      count: Number(v.count),
      fragments: toFragments(v.fragments),
      hash: v.hash ?? '',
      ...(v.wishlist_content !== undefined ? { content: v.wishlist_content } : {}),
    },
  });
  const result = await request({
    url: s.ajaxUrl,
    method: 'GET',
    query: args.atts ? { ...query, atts: args.atts } : query,
    wait: requestWait(wait, read, removeAnswer),
    signal,
    ajax: true,
    response: { kind: 'json', schema: removeAnswer },
  });
  if (!result.ok) return result;
  return read(result.value);
}

/** The products grid's data-atts (Woodmart prints the shortcode attributes as JSON), or undefined. */
export function readGridAtts(grid: Element | null): FormFields | undefined {
  const raw = grid?.getAttribute('data-atts');
  if (!raw) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined;
    const atts: Record<string, string | string[]> = {};
    for (const [key, value] of Object.entries(parsed)) {
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') atts[key] = String(value);
      else if (Array.isArray(value)) atts[key] = value.filter((v) => typeof v === 'string' || typeof v === 'number').map(String);
    }
    const paged = grid?.getAttribute('data-paged');
    if (paged) atts['ajax_page'] = paged;
    return atts;
  } catch {
    return undefined;
  }
}
