// Wishlist decisions without DOM or fetch: what a click on a wishlist button means, the guest list
// after an add or a removal, what a member's failed call means, and the wishlist page's selection.
import type { TransportError } from '../../adapters/http/errors';

export type ClickAction =
  /** Already added: the link goes to the wishlist page (Woodmart lets the browser follow it). */
  | { kind: 'follow' }
  /** Busy with this product already: ignore the click. */
  | { kind: 'ignore' }
  | { kind: 'guest' }
  | { kind: 'member' }
  /** Expanded wishlist with groups: ask which list first. */
  | { kind: 'group-popup' };

export interface ClickContext {
  added: boolean;
  loading: boolean;
  loggedIn: boolean;
  expanded: boolean;
  /** woodmart_settings.wishlist_show_popup: 'enable', 'more_one' or 'disable'. */
  showPopup: string;
  /** How many groups the popup lists (data-group-count), 0 when there is no popup on the page. */
  groupCount: number;
  hasPopup: boolean;
}

export function decideClick(c: ClickContext): ClickAction {
  if (c.added) return { kind: 'follow' };
  if (c.loading) return { kind: 'ignore' };
  if (!c.loggedIn) return { kind: 'guest' };
  // wishlist.js: expanded mode and a popup that is not disabled ask for a group; 'more_one' only
  // when there is more than one group to choose from (wishlistGroup.js initPopup).
  if (c.expanded && c.showPopup !== 'disable' && c.hasPopup && !(c.showPopup === 'more_one' && c.groupCount < 2)) {
    return { kind: 'group-popup' };
  }
  return { kind: 'member' };
}

/** The guest list after adding `id`: unchanged when it is already there (the add does nothing). */
export function guestAdd(ids: readonly number[], id: number): number[] {
  return ids.includes(id) ? [...ids] : [...ids, id];
}

export function guestRemove(ids: readonly number[], remove: readonly number[]): number[] {
  return ids.filter((id) => !remove.includes(id));
}

/**
 * A member's call that failed. A timeout or an answer we could not read may still have changed the
 * wishlist on the server, so the truth must be asked for before the shopper is told anything;
 * other failures (offline, 403 bad nonce, 5xx) changed nothing.
 */
export function needsRecheck(error: TransportError): boolean {
  return error.kind === 'timeout' || error.kind === 'invalid_json' || error.kind === 'schema' || error.kind === 'unknown_error';
}

/** The Persian message key (wishlist namespace) for a failure the shopper must hear about. */
export function failureKey(error: TransportError): string {
  if (error.kind === 'fetch_error') return 'offline';
  if (error.kind === 'http' && error.status === 403) return 'expired';
  if (error.kind === 'timeout') return 'unconfirmed';
  return 'failed';
}

// --- wishlist page selection --------------------------------------------------------------

export interface Selection {
  selected: ReadonlySet<number>;
  all: readonly number[];
}

export function toggleSelected(s: Selection, id: number, on: boolean): Selection {
  const next = new Set(s.selected);
  if (on) next.add(id);
  else next.delete(id);
  return { ...s, selected: next };
}

export function allSelected(s: Selection): boolean {
  return s.all.length > 0 && s.all.every((id) => s.selected.has(id));
}

/** "Select all" selects everything, or clears when everything is already selected (Woodmart's toggle). */
export function toggleAll(s: Selection): Selection {
  return { ...s, selected: allSelected(s) ? new Set() : new Set(s.all) };
}

/** The bulk bar shows while anything is selected (Woodmart's wd-visible). */
export function bulkVisible(s: Selection): boolean {
  return s.selected.size > 0;
}
