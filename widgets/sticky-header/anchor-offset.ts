// Elementor's sticky anchor offset: an in-page link's target that sits below a sticky section
// (and above the next one) gets `scroll-margin-top` = that section's `sticky_anchor_link_offset`,
// so the jump stops under the bar instead of behind it (elementor/elementor
// assets/dev/js/frontend/utils/anchor-scroll-margin.js). Page behaviour, no UI: plain DOM.
// Order is document order (Elementor sorts by offsetTop; in a page's flow the two agree, and the
// order does not change when a bar becomes fixed).
import { defineWidget } from '../../src/runtime/types';
import { ANCHOR_LINKS_SELECTOR, STICKY_ANCHOR_SELECTOR, isPlainIdHash, stickyAnchorOffset } from '../../adapters/elementor/sticky';

const before = (a: Node, b: Node) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;

/** Targets of the page's in-page links (one per href, plain id hashes only). */
function anchorTargets(doc: Document): HTMLElement[] {
  const seen = new Set<string>();
  const targets: HTMLElement[] = [];
  for (const link of doc.querySelectorAll<HTMLAnchorElement>(ANCHOR_LINKS_SELECTOR)) {
    const href = link.getAttribute('href') ?? '';
    if (seen.has(href)) continue;
    seen.add(href);
    const samePage = link.pathname === doc.location.pathname && link.hostname === doc.location.hostname;
    if (!samePage || !isPlainIdHash(link.hash)) continue;
    const target = doc.getElementById(link.hash.slice(1));
    if (target) targets.push(target);
  }
  return targets;
}

export const stickyAnchorOffsetBehaviour = defineWidget<Record<string, never>>({
  name: 'sticky-anchor-offset',
  kind: 'enhance',
  schema: { safeParse: () => ({ success: true, data: {} }) },
  markup: [{ selector: STICKY_ANCHOR_SELECTOR, read: () => ({}) }],
  enhance(_props, { element }) {
    const offset = stickyAnchorOffset(element);
    if (offset === null) return;
    const doc = element.ownerDocument;
    // The next sticky element that asks an offset ends this one's range.
    const next = Array.from(doc.querySelectorAll(STICKY_ANCHOR_SELECTOR))
      .find((other) => other !== element && before(element, other) && !element.contains(other) && stickyAnchorOffset(other) !== null);
    const mine = anchorTargets(doc).filter((target) => before(element, target) && !element.contains(target) && (!next || before(target, next)));
    for (const target of mine) target.style.scrollMarginTop = `${offset}px`;
    return () => {
      for (const target of mine) if (target.style.scrollMarginTop === `${offset}px`) target.style.removeProperty('scroll-margin-top');
    };
  },
});
