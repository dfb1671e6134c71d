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
 * The bar's height is a custom property on <html>: while it is set, store-notice.css makes it the
 * page's scroll padding at its end, so a control the keyboard focuses (and scrollIntoView's
 * targets) scroll clear of the fixed bar instead of behind it (WCAG 2.4.11).
 */
export function paintStoreNotice(element: HTMLElement, visible: boolean): void {
  const doc = element.ownerDocument;
  element.style.display = visible ? 'block' : 'none';
  // Room at the page's end for the fixed bar: nothing above it moves.
  doc.body.classList.toggle('vitrin-store-notice-shown', visible);
  const root = doc.documentElement.style;
  if (visible) root.setProperty('--vitrin-store-notice-height', `${element.offsetHeight}px`);
  else root.removeProperty('--vitrin-store-notice-height');
}

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
