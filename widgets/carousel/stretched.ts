// Elementor's stretched sections: a plain behaviour with no UI, in a module of its own so that
// a page with a stretched section and no carousel never downloads the carousel's code or React,
// which the carousel's React controls import.
import { defineWidget } from '../../src/runtime/types';
import { STRETCHED_SELECTOR, isStretchActive } from '../../adapters/elementor/stretched';

/**
 * Elementor's stretched sections and stretched elements (`e-stretched` with `stretch_element: 'yes'`),
 * laid out full width by vitrin.css from the first paint; this keeps the width to the page's own
 * (100vw counts a classic scrollbar, which would overflow).
 */
export const stretchedSection = defineWidget<Record<string, never>>({
  name: 'stretched-section',
  kind: 'enhance',
  schema: { safeParse: () => ({ success: true, data: {} }) },
  markup: [{ selector: STRETCHED_SELECTOR, read: () => ({}) }],
  enhance(_props, { element, signal }) {
    if (!isStretchActive(element)) return;
    const root = element.ownerDocument.documentElement;
    const view = element.ownerDocument.defaultView ?? window;
    const apply = () => root.style.setProperty('--vitrin-stretch-width', `${root.clientWidth}px`);
    apply();
    view.addEventListener('resize', apply, { passive: true, signal });
  },
});
