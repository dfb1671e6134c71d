// Showing the store notice bar: a page behaviour with no UI of its own (plain TypeScript, no React).
// WooCommerce prints the bar `display:none` so it never flashes before the cookie is known; this
// shows it at load unless the shopper dismissed it this session. The bar's dismiss link is the
// React root's (StoreNotice.tsx), which mounts when the shopper first reaches the bar, so a page
// needs no React for the notice until then.
import { defineBehaviour } from '../../src/runtime/types';
import { STORE_NOTICE_SELECTOR, isStoreNoticeDismissed, readStoreNoticeId } from '../../adapters/woocommerce/notices';
import './store-notice.css';

/**
 * Shows or hides the bar (its own style) and keeps room for it at the page's end (store-notice.css).
 * While it shows, the page's scroll padding at its end is the bar's height: a control the keyboard
 * moves focus to is scrolled clear of the fixed bar instead of behind it (WCAG 2.4.11), as are
 * scrollIntoView's targets. Written on <html>, the scroller; a page's own padding there comes back.
 */
export function paintStoreNotice(element: HTMLElement, visible: boolean): void {
  const doc = element.ownerDocument;
  const body = doc.body;
  const root = doc.documentElement;
  element.style.display = visible ? 'block' : 'none';
  // Room at the page's end for the fixed bar: nothing above it moves.
  body.classList.toggle('vitrin-store-notice-shown', visible);
  if (visible) {
    const height = `${element.offsetHeight}px`;
    body.style.setProperty('--vitrin-store-notice-height', height);
    if (!ownPadding.has(root)) ownPadding.set(root, root.style.getPropertyValue('scroll-padding-block-end'));
    root.style.setProperty('scroll-padding-block-end', height);
  } else {
    body.style.removeProperty('--vitrin-store-notice-height');
    const before = ownPadding.get(root);
    if (before !== undefined) {
      ownPadding.delete(root);
      if (before) root.style.setProperty('scroll-padding-block-end', before);
      else root.style.removeProperty('scroll-padding-block-end');
    }
  }
}

/** <html>'s own inline scroll-padding-block-end before the bar set it ('' = none). */
const ownPadding = new WeakMap<HTMLElement, string>();

export const storeNoticeShowBehaviour = defineBehaviour({
  name: 'store-notice-show',
  install() {
    const shown: HTMLElement[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(STORE_NOTICE_SELECTOR)) {
      if (isStoreNoticeDismissed(readStoreNoticeId(element))) continue;
      paintStoreNotice(element, true);
      shown.push(element);
    }
    return () => shown.forEach((element) => paintStoreNotice(element, false));
  },
});
