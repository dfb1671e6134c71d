// The wishlist page's removals, without a view: guests rewrite Woodmart's cookies (no request),
// members ask woodmart_remove_from_wishlist. The shared signals (count, ids) follow; the header's
// fragments (outside the page's root, Woodmart's own PHP templates) are applied; Woodmart's events
// are fired and the console line written as wishlist.js does. The page root (WishlistPage.tsx)
// renders what this returns.
import { emit } from '../../src/host/events';
import { formatNumber, t } from '../../src/i18n';
import { markOutOfWishlist, wishlistCount } from '../../src/state/wishlist';
import type { FormFields } from '../../adapters/http/form';
import type { WishlistAnswer, WishlistOutcome } from '../../adapters/woodmart/wishlist';
import { removeFromWishlist } from '../../adapters/woodmart/wishlist-requests';
import { failureKey, guestRemove } from './wishlist.connector';
import { guestIds, logFailure, saveGuest, withRecheck, type WishlistContext } from './context';
import { announce, applyFragments } from './answer-dom';

export type Removal =
  /** Gone. `content`: a member's new `.wd-products-element` markup from the server. */
  | { ok: true; content?: string }
  /** Not removed: the Persian message key to show, or null when the call was cancelled. */
  | { ok: false; message: string | null };

/**
 * `behind`: when the answer is lost, the failure comes back at the `list` limit and the truth is
 * re-read behind its message (issue 30); a removal it confirms is applied here and handed to
 * `behind` for the page to show.
 */
export async function removeWishlistProducts(
  ctx: WishlistContext,
  ids: readonly number[],
  groupId: string,
  atts: FormFields | undefined,
  behind?: (removal: Removal & { ok: true }) => void,
): Promise<Removal> {
  if (!ctx.loggedIn) {
    const next = guestRemove(guestIds(ctx), ids);
    if (!saveGuest(ctx, next)) return { ok: false, message: 'cookiesBlocked' };
    markOutOfWishlist(ids);
    wishlistCount.value = next.length;
    told(ctx, ids);
    return { ok: true };
  }
  const onTruth = behind
    ? (truth: WishlistOutcome) => {
        if (truth.ok) behind(applyRemoved(ctx, ids, truth.answer));
      }
    : undefined;
  const outcome = await withRecheck(() => removeFromWishlist(ctx.ws, { productIds: ids, groupId, atts }, ctx.signal, ctx.wait), onTruth);
  if (!outcome.ok) {
    logFailure('remove', outcome.error);
    return { ok: false, message: outcome.error.kind === 'aborted' ? null : failureKey(outcome.error) };
  }
  return applyRemoved(ctx, ids, outcome.answer);
}

function told(ctx: WishlistContext, ids: readonly number[]): void {
  announce(ctx.doc, t('wishlist:removed', { count: ids.length, n: formatNumber(ids.length) }));
}

/** A member's confirmed removal: the shared signals, Woodmart's fragments and event, the announcement. */
function applyRemoved(ctx: WishlistContext, ids: readonly number[], answer: WishlistAnswer): Removal & { ok: true } {
  wishlistCount.value = answer.count;
  markOutOfWishlist(ids);
  if (Object.keys(answer.fragments).length > 0) {
    emit('wdUpdateWishlistFragments', { target: ctx.doc, detail: { fragments: answer.fragments, hash: answer.hash }, jqueryArgs: () => [answer.fragments, answer.hash] });
    applyFragments(ctx.doc, answer.fragments);
  }
  told(ctx, ids);
  return answer.content !== undefined ? { ok: true, content: answer.content } : { ok: true };
}
