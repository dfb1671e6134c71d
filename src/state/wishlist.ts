// Shared wishlist state: the wishlist buttons, the wishlist page and the header counter all read
// these, so one change (a guest's cookie write, a member's server answer) reaches every one.
import { signal } from '@preact/signals-core';

/** The wishlist's item count as last known (cookie for guests, the server's answer for members); null = unknown. */
export const wishlistCount = signal<number | null>(null);

/** Product ids known to be in the wishlist on this page (guests: the cookie; members: what they added here). */
export const wishlistIds = signal<ReadonlySet<number>>(new Set());

export function markInWishlist(ids: Iterable<number>): void {
  const next = new Set(wishlistIds.value);
  for (const id of ids) next.add(id);
  wishlistIds.value = next;
}

export function markOutOfWishlist(ids: Iterable<number>): void {
  const next = new Set(wishlistIds.value);
  for (const id of ids) next.delete(id);
  wishlistIds.value = next;
}

/** Products whose wishlist add is under way: every button for that product shows it loading. */
export const wishlistBusy = signal<ReadonlySet<number>>(new Set());

export function setWishlistBusy(id: number, busy: boolean): void {
  const next = new Set(wishlistBusy.value);
  if (busy) next.add(id);
  else next.delete(id);
  wishlistBusy.value = next;
}
