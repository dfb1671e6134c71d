// What the wishlist behaviour (index.ts) and the wishlist page (page-root.tsx, WishlistPage.tsx)
// share: the context of a page's wishlist, the guest's cookie list, the member's re-asked call and
// Woodmart's console lines. Its own file so neither imports the other (issue 29: the old
// index.ts ⇄ wishlist-page.ts circle).
import { readGuestWishlist, type WishlistOutcome, type WishlistSettings, writeGuestWishlist } from '../../adapters/woodmart/wishlist';
import type { TransportError } from '../../adapters/http/errors';
import type { WaitPolicy } from '../../adapters/http/waits';
import { needsRecheck } from './wishlist.connector';

export interface WishlistContext {
  doc: Document;
  ws: WishlistSettings;
  loggedIn: boolean;
  signal: AbortSignal;
  /** The `list` wait for member calls (waits.list in the settings); its defaults when absent (issue 30). */
  wait?: WaitPolicy;
}

/**
 * A member's call, asked once more only when its first answer was lost or unreadable (timeout,
 * bad JSON): both calls are idempotent on the server (an add of a product already there answers
 * status "errors" with the true count), so the second answer is the wishlist's truth, not a
 * second change. `ask` tells the call which ask it is: the first, the re-read before telling, or the
 * re-read behind a message already shown.
 *
 * A lost answer is told at the `list` limit, not after a second wait (issue 30: the shopper heard
 * of it only after 20 s): with `behind`, the timeout comes back at once and the truth is re-read
 * behind the message, handed to `behind` when it comes. An unreadable answer comes quickly, so it
 * is re-read before anything is told.
 */
export async function withRecheck(
  call: (ask: 'first' | 'recheck' | 'behind') => Promise<WishlistOutcome>,
  behind?: (truth: WishlistOutcome) => void,
): Promise<WishlistOutcome> {
  const first = await call('first');
  if (first.ok || !needsRecheck(first.error)) return first;
  if (behind && first.error.kind === 'timeout') {
    void call('behind').then(behind);
    return first;
  }
  return call('recheck');
}

/** A guest's list, read fresh from the cookies (another tab may have changed them). */
export function guestIds(ctx: WishlistContext): number[] {
  return readGuestWishlist(ctx.ws).ids;
}

/** Writes the guest's list and checks the browser kept it; false when cookies are refused. */
export function saveGuest(ctx: WishlistContext, ids: readonly number[]): boolean {
  writeGuestWishlist(ctx.ws, ids);
  const stored = guestIds(ctx);
  return ids.every((id) => stored.includes(id)) && stored.length === ids.length;
}

/**
 * Woodmart's console line for a member call that failed (wishlist.js, spec §8). Its success
 * callback logs 'something wrong loading wishlist data' when the answer parsed as JSON but is
 * falsy (`if (response) … else console.log(…)`): admin-ajax's bare `0` when no handler answered
 * the action (the wishlist module switched off), or `null`. An empty or non-JSON body fails jQuery's
 * JSON parse, so that, and every other failure, is its error callback's line.
 */
export function consoleLine(action: 'add' | 'remove', error: TransportError): string {
  if (error.kind === 'schema' && !error.body) return 'something wrong loading wishlist data';
  return action === 'add' ? 'We cant add to wishlist.' : 'We cant remove from wishlist.';
}

/** Says a failed member call in the console as Woodmart did (aborted calls say nothing). */
export function logFailure(action: 'add' | 'remove', error: TransportError): void {
  if (error.kind === 'aborted') return;
  console.error(`[vitrin] ${consoleLine(action, error)}`, error.message);
}
