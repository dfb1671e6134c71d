// Woodmart's header builder sticky header (`.whb-header`): the header's classes say the mode
// (whb-sticky-real / whb-scroll-slide / whb-sticky-clone, the last in clone.ts),
// the connector decides `whb-sticked` and the hide-on-scroll `whb-scroll-up` / `whb-scroll-down`,
// and this file measures and paints. Stuck, only the sticky rows stay (the others are hidden). Room for the header is reserved before anything sticks
// (padding-top = its height), so sticking never moves the page.
import { defineWidget, type PropsSchema } from '../../src/runtime/types';
import { createStickyModel, optionsFromClasses, stickyThreshold, type StickyOptions } from './sticky-header.connector';
import { buildClone, readCloneTemplate, showClone } from './clone';
import './sticky-header.css';

export const STICKY_HEADER_SELECTOR = '.whb-header';
/** Coded console line (README "Error codes"). */
const CLONE_INVALID = 'V066';

const MODES: ReadonlyArray<StickyOptions['mode']> = ['real', 'slide', 'clone', 'none'];

/**
 * `{mode: 'real'|'slide'|'clone'|'none', hideOnScroll: boolean, scrollStick: boolean}`, checked by
 * hand (what the zod object schema accepted, other keys dropped): a Woodmart page runs this at load,
 * and zod/mini is ~9 KB gzip (issue 36). index.test.ts keeps the zod schema as the oracle.
 */
export const stickyHeaderSchema: PropsSchema<StickyOptions> = {
  safeParse(raw) {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { success: false, error: { issues: [{ path: [], message: 'expected object' }] } };
    const { mode, hideOnScroll, scrollStick } = raw as Record<string, unknown>;
    const known = MODES.find((m) => m === mode);
    if (known === undefined) return { success: false, error: { issues: [{ path: ['mode'], message: `expected one of ${MODES.join('|')}` }] } };
    if (typeof hideOnScroll !== 'boolean') return { success: false, error: { issues: [{ path: ['hideOnScroll'], message: 'expected boolean' }] } };
    if (typeof scrollStick !== 'boolean') return { success: false, error: { issues: [{ path: ['scrollStick'], message: 'expected boolean' }] } };
    return { success: true, data: { mode: known, hideOnScroll, scrollStick } };
  },
};

function firstStickyRow(header: HTMLElement): HTMLElement | null {
  return Array.from(header.querySelectorAll<HTMLElement>('.whb-sticky-row')).find((row) => row.offsetHeight > 10) ?? null;
}

export const stickyHeader = defineWidget<StickyOptions>({
  name: 'sticky-header',
  kind: 'enhance',
  schema: stickyHeaderSchema,
  markup: [{ selector: STICKY_HEADER_SELECTOR, read: (el) => optionsFromClasses(Array.from(el.classList)) }],
  enhance(options, { element: header, settings, signal }) {
    const doc = header.ownerDocument;
    const view = doc.defaultView;
    const main = header.querySelector<HTMLElement>('.whb-main-header');
    doc.dispatchEvent(new CustomEvent('wdHeaderBuilderInited'));
    if (!view || !main || options.mode === 'none') return;
    // Clone mode without a template (or one that yields nothing) sticks the real header instead.
    const template = options.mode === 'clone' ? readCloneTemplate(settings) : null;
    const clone = template ? buildClone(header, template, options.hideOnScroll) : null;
    if (options.mode === 'clone' && !clone) {
      console.warn(`[vitrin] ${CLONE_INVALID} sticky-header: woodmart_settings.whb_header_clone is missing or yields no element; the header itself sticks instead`);
    }
    const mode = options.mode === 'clone' && !clone ? 'real' : options.mode;
    if (clone) {
      showClone(clone, false);
      header.after(clone);
    }
    // What sticks: the clone, or the header itself.
    const target = clone ?? header;
    const scrollY = () => view.scrollY;

    const measure = () => {
      // Measured unstuck (all rows shown) so a re-measure after resizing mid-page reads the full header.
      const wasSticked = header.classList.contains('whb-sticked');
      header.classList.remove('whb-sticked');
      const row = firstStickyRow(header);
      const height = main.offsetHeight;
      const rowTop = row ? row.getBoundingClientRect().top + scrollY() : null;
      header.classList.toggle('whb-sticked', wasSticked);
      // Nothing to keep on screen: Woodmart's real mode sticks nothing without a sticky row.
      if (mode === 'real' && rowTop === null) return null;
      const adminBar = doc.getElementById('wpadminbar')?.offsetHeight ?? 0;
      const banner = doc.body.classList.contains('header-banner-display') ? (doc.querySelector<HTMLElement>('.header-banner')?.offsetHeight ?? 0) : 0;
      return { height, threshold: stickyThreshold(mode, { headerHeight: height, firstStickyRowTop: rowTop, adminBar, banner }) };
    };
    const apply = (m: { height: number }) => {
      // The clone is out of the flow: the header keeps its place and needs no room reserved.
      if (clone) return;
      header.classList.add('whb-sticky-prepared');
      header.style.paddingTop = `${m.height}px`;
    };
    const first = measure();
    if (!first) return;
    apply(first);

    const model = createStickyModel(
      options,
      first.threshold,
      () => {
        const again = measure();
        if (!again) return;
        apply(again);
        model.setThreshold(again.threshold);
      },
      { setTimeout: (run, ms) => view.setTimeout(run, ms), clearTimeout: (h) => view.clearTimeout(typeof h === 'number' ? h : undefined) },
    );
    const off = model.subscribe((state, previous) => {
      target.classList.toggle('whb-sticked', state.sticked);
      target.classList.toggle('whb-scroll-up', state.direction === 'up');
      target.classList.toggle('whb-scroll-down', state.direction === 'down');
      if (clone) showClone(clone, state.sticked && state.direction !== 'down');
      // Focus moved by Tab (or an anchor) must not land under the stuck bar (WCAG 2.4.11).
      if (state.sticked && state.direction !== 'down') doc.documentElement.style.scrollPaddingTop = `${(clone ?? main).offsetHeight}px`;
      else doc.documentElement.style.removeProperty('scroll-padding-top');
      if (state.sticked !== previous.sticked && header.classList.contains('whb-boxed')) view.dispatchEvent(new CustomEvent('wdHeaderBuilderStickyChanged'));
    });

    let frame = 0;
    view.addEventListener(
      'scroll',
      () => {
        if (frame) return;
        frame = view.requestAnimationFrame(() => {
          frame = 0;
          model.scroll(scrollY());
        });
      },
      { passive: true, signal },
    );
    view.addEventListener('resize', () => model.resize(), { passive: true, signal });
    // A keyboard user tabbing into a header hidden by scrolling down must see where focus is.
    target.addEventListener('focusin', () => model.reveal(), { signal });
    model.scroll(scrollY());

    return () => {
      if (frame) view.cancelAnimationFrame(frame);
      off();
      model.dispose();
      clone?.remove();
      header.classList.remove('whb-sticky-prepared', 'whb-sticked', 'whb-scroll-up', 'whb-scroll-down');
      header.style.removeProperty('padding-top');
      doc.documentElement.style.removeProperty('scroll-padding-top');
    };
  },
});
