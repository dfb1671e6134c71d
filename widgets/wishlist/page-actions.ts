// The wishlist page's removals, without a view: guests rewrite Woodmart's cookies (no request),
// members ask woodmart_remove_from_wishlist. The shared signals (count, ids) follow; the header's
// fragments (outside the page's root, Woodmart's own PHP templates) are applied; Woodmart's events
// are fired and the console line written as wishlist.js does. The page root (WishlistPage.tsx)
// renders what this returns.
import { emit } from '../../src/host/events';
import { formatNumber, t } from '../../src/i18n';
import { markOutOfWishlist, wishlistCount } from '../../src/state/wishlist';
import type { FormFields } from '../../adapters/http/form';
import { removeFromWishlist } from '../../adapters/woodmart/wishlist';
import { failureKey, guestRemove } from './wishlist.connector';
import { guestIds, logFailure, saveGuest, withRecheck, type WishlistContext } from './context';
import { announce, applyFragments } from './wishlist.dom';

export type Removal =
  /** Gone. `content`: a member's new `.wd-products-element` markup from the server. */
  | { ok: true; content?: string }
  /** Not removed: the Persian message key to show, or null when the call was cancelled. */
  | { ok: false; message: string | null };

export async function removeWishlistProducts(ctx: WishlistContext, ids: readonly number[], groupId: string, atts: FormFields | undefined): Promise<Removal> {
  const told = () => announce(ctx.doc, t('wishlist:removed', { count: ids.length, n: formatNumber(ids.length) }));
  if (!ctx.loggedIn) {
    const next = guestRemove(guestIds(ctx), ids);
    if (!saveGuest(ctx, next)) return { ok: false, message: 'cookiesBlocked' };
    markOutOfWishlist(ids);
    wishlistCount.value = next.length;
    told();
    return { ok: true };
  }
  const outcome = await withRecheck(() => removeFromWishlist(ctx.ws, { productIds: ids, groupId, atts }, ctx.signal, ctx.wait));
  if (!outcome.ok) {
    logFailure('remove', outcome.error);
    return { ok: false, message: outcome.error.kind === 'aborted' ? null : failureKey(outcome.error) };
  }
  const { answer } = outcome;
  wishlistCount.value = answer.count;
  markOutOfWishlist(ids);
  if (Object.keys(answer.fragments).length > 0) {
    emit('wdUpdateWishlistFragments', { target: ctx.doc, detail: { fragments: answer.fragments, hash: answer.hash }, jqueryArgs: () => [answer.fragments, answer.hash] });
    applyFragments(ctx.doc, answer.fragments);
  }
  told();
  return answer.content !== undefined ? { ok: true, content: answer.content } : { ok: true };
}
