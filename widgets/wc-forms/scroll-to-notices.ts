// `jQuery.scroll_to_notices`, which woocommerce.js defined and WooCommerce's checkout.js and cart.js
// call when they show notices (checkout.js calls it just before it triggers `checkout_error`, so a
// missing function also swallowed that event). Same scroll as the original (100 px above the
// notice, over 1000 ms), instant for shoppers who ask for reduced motion.
import { defineBehaviour } from '../../src/runtime/types';
import { elementsOf, pageJQuery, provide, type JQueryWithFn } from '../../src/host/jquery-api';
import { NOTICE_SCROLL, SCROLL_TO_NOTICES } from '../../adapters/woocommerce/jquery-api';

interface Animatable {
  animate?: unknown;
}

function firstElement(target: unknown): Element | undefined {
  if (target instanceof Element) return target;
  if (target === null || typeof target !== 'object') return undefined;
  const length: unknown = (target as { length?: unknown }).length;
  return typeof length === 'number' ? elementsOf(target as ArrayLike<unknown>)[0] : undefined;
}

function reducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The document scroll position that puts `element` NOTICE_SCROLL.offsetPx below the viewport top. */
export function noticeScrollTop(element: Element): number {
  return Math.max(0, element.getBoundingClientRect().top + window.scrollY - NOTICE_SCROLL.offsetPx);
}

export function scrollToNotices($: JQueryWithFn, target: unknown): void {
  const element = firstElement(target);
  if (!element) return;
  const top = noticeScrollTop(element);
  const page = $('html, body') as unknown as Animatable;
  if (!reducedMotion() && typeof page.animate === 'function') {
    // jQuery's own animation, as the original: other scripts may stop() it or chain after it.
    (page.animate as (props: Record<string, number>, duration: number) => unknown).call(page, { scrollTop: top }, NOTICE_SCROLL.durationMs);
    return;
  }
  // Reduced motion, or a jQuery build without effects (slim): jump there.
  window.scrollTo(0, top);
}

export function installScrollToNotices($: JQueryWithFn): () => void {
  return provide($ as unknown as Record<string, unknown>, SCROLL_TO_NOTICES, (target: unknown) => scrollToNotices($, target));
}

export const scrollToNoticesBehaviour = defineBehaviour({
  name: 'scroll-to-notices',
  install() {
    const $ = pageJQuery();
    return $ ? installScrollToNotices($) : () => undefined;
  },
});
