// Where a data-store button's React root is mounted (shared by the roots and the behaviour, which
// keys a press's notes on that mount point). No React here: the behaviour's chunk stays light.
import { STORE_LINK_SELECTOR } from '../../adapters/jet-engine/data-stores';

/** The wrappers JetEngine prints around a store link: the data-store button's, a dynamic link's. */
export const STORE_BUTTON_SELECTORS = ['.jet-data-store-link-wrapper', '.jet-listing-dynamic-link'] as const;

/** A wrapper is a button root when a store link is all it holds (a dynamic link wrapper holds any link). */
export function holdsStoreLink(wrapper: Element): boolean {
  return wrapper.children.length === 1 && wrapper.children[0]?.matches(STORE_LINK_SELECTOR) === true;
}
