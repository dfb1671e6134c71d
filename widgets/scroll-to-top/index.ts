// Woodmart's scroll-to-top link (`a.scrollToTop`): shown (`button-show`, the theme's class) after
// 100 px, scrolls to the top in 800 ms (at once with reduced motion), then puts keyboard focus at
// the start of the page so the next Tab continues from there.
import { defineWidget, type PropsSchema } from '../../src/runtime/types';
import { press, spacePressTarget } from '../../src/host/keyboard';
import { isShown, positionAt } from './scroll-to-top.connector';
import './scroll-to-top.css';

export const SCROLL_TO_TOP_SELECTOR = '.scrollToTop';
const FIRST_FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])';

// No props: any object is accepted (as z.object({}) did), nothing read from it. No zod at load (issue 36).
const schema: PropsSchema<Record<string, never>> = {
  safeParse: (raw) =>
    typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? { success: true, data: {} } : { success: false, error: { issues: [{ path: [], message: 'expected object' }] } },
};

export const scrollToTop = defineWidget<Record<string, never>>({
  name: 'scroll-to-top',
  kind: 'enhance',
  schema,
  markup: [{ selector: SCROLL_TO_TOP_SELECTOR, read: () => ({}) }],
  enhance(_props, { element: button, signal }) {
    const doc = button.ownerDocument;
    const view = doc.defaultView;
    if (!view) return;
    button.setAttribute('role', 'button');
    let frame = 0;
    let animation = 0;
    const paint = () => {
      frame = 0;
      button.classList.toggle('button-show', isShown(view.scrollY));
    };
    view.addEventListener('scroll', () => {
      if (!frame) frame = view.requestAnimationFrame(paint);
    }, { passive: true, signal });
    paint();

    const focusTop = () => {
      const first = Array.from(doc.querySelectorAll<HTMLElement>(FIRST_FOCUSABLE)).find((el) => el !== button && el.getClientRects().length > 0);
      first?.focus({ preventScroll: true });
    };
    const stop = () => {
      if (animation) view.cancelAnimationFrame(animation);
      animation = 0;
    };
    const go = () => {
      stop();
      const start = view.scrollY;
      if (view.matchMedia('(prefers-reduced-motion: reduce)').matches || start <= 0) {
        view.scrollTo(0, 0);
        focusTop();
        return;
      }
      const began = view.performance.now();
      const step = (now: number) => {
        const y = positionAt(start, now - began);
        view.scrollTo(0, y);
        if (y === 0) {
          animation = 0;
          focusTop();
        } else animation = view.requestAnimationFrame(step);
      };
      animation = view.requestAnimationFrame(step);
    };
    button.addEventListener('click', (event) => {
      event.preventDefault();
      go();
    }, { signal });
    button.addEventListener('keydown', (event) => {
      const target = spacePressTarget(event, SCROLL_TO_TOP_SELECTOR);
      if (target) press(event, target);
    }, { signal });
    // The shopper taking over the scroll (wheel, touch, keys) stops the animation.
    for (const type of ['wheel', 'touchstart', 'keydown'] as const) view.addEventListener(type, (event) => {
      if (event.target !== button) stop();
    }, { passive: true, signal });
    return () => {
      stop();
      if (frame) view.cancelAnimationFrame(frame);
      button.classList.remove('button-show');
    };
  },
});
