// Data-store decisions without DOM or storage: what a store link looks like after an add or a
// removal (JetEngine's switchDataStoreStatus), what a click means, and what to tell the shopper.
import type { TransportError } from '../../adapters/http/errors';
import type { StoreArgs } from '../../adapters/jet-engine/data-stores';

export interface LinkLook {
  /** Classes to add and remove on the link. */
  add: string[];
  remove: string[];
  /** Label/icon HTML to show (JetEngine's PHP-rendered markup from data-args), undefined = keep. */
  label?: string;
  icon?: string;
  /** New href, undefined = keep. */
  href?: string;
}

/** The link's look in the store (`inStore`) or back at its initial state. */
export function lookFor(args: StoreArgs, inStore: boolean, isDataStoreLink: boolean): LinkLook {
  const after = args.action_after_added;
  if (isDataStoreLink && after === 'hide') {
    return inStore ? { add: ['is-hidden'], remove: [] } : { add: [], remove: ['is-hidden'] };
  }
  const look: LinkLook = inStore
    ? { add: ['in-store'], remove: [], label: args.added_label, icon: args.added_icon }
    : { add: [], remove: ['in-store'], label: args.label, icon: args.icon };
  if (isDataStoreLink && after === 'remove_from_store') {
    // The link turns into its own remove button; its href stays.
    if (inStore) {
      look.add.push('jet-remove-from-store');
      look.remove.push('jet-add-to-store');
    } else {
      look.add.push('jet-add-to-store');
      look.remove.push('jet-remove-from-store');
    }
    return look;
  }
  look.href = inStore ? args.added_url || '#' : '#';
  return look;
}

/**
 * The link's classes as the store says it is (`inStore` undefined: as printed). Idempotent on
 * classes already drawn, so the behaviour can decide a press from the link as it is on screen even
 * before its root has drawn the last change. A plain remove link (not a data-store button) only
 * shows while the post is in the store.
 */
export function linkClasses(classes: readonly string[], args: StoreArgs, inStore: boolean | undefined): Set<string> {
  const out = new Set(classes);
  if (inStore === undefined) return out;
  const isDataStoreLink = out.has('jet-data-store-link');
  if (!isDataStoreLink && out.has('jet-remove-from-store')) {
    if (inStore) out.delete('is-hidden');
    else out.add('is-hidden');
    return out;
  }
  const look = lookFor(args, inStore, isDataStoreLink);
  for (const c of look.remove) out.delete(c);
  for (const c of look.add) out.add(c);
  return out;
}

export type StoreClick =
  /** In the store already: open the popup, or follow the added link. */
  | { kind: 'open' }
  | { kind: 'add' }
  | { kind: 'remove' }
  | { kind: 'ignore' };

export function decideStoreClick(link: { inStore: boolean; isAdd: boolean; isRemove: boolean; busy: boolean }): StoreClick {
  if (link.busy) return { kind: 'ignore' };
  if (link.isRemove) return { kind: 'remove' };
  if (link.isAdd) return link.inStore ? { kind: 'open' } : { kind: 'add' };
  return { kind: 'ignore' };
}

/** A timeout or an unreadable answer may hide a change the server made: ask again (idempotent). */
export function storeNeedsRecheck(error: TransportError): boolean {
  return error.kind === 'timeout' || error.kind === 'invalid_json' || error.kind === 'schema' || error.kind === 'unknown_error';
}
