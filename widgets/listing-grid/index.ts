// JetEngine's listing grid on its own markup, without jQuery, slick or Macy: load more by button,
// infinite scroll (the loader observed, re-armed 250 ms after each page while pages remain), lazy
// load (once, when the placeholder nears the viewport), masonry (only when the device shows two
// columns or more) and the slider, all posting to the page URL as frontend.js does. Items that
// arrive are mounted by the runtime's observer like all inserted markup. The paging's UI is React
// (issue 34): the more button's root (more-root.tsx) and the notes' root (status-root.tsx), drawn
// from the paging state this behaviour writes (paging.ts).
import { defineWidget, type MountContext } from '../../src/runtime/types';
// The listing texts (paging, notes, slider labels) for every part of this chunk.
import '../../src/i18n/namespaces/listing';
import { LAZY_LISTING_SELECTOR, LISTING_NAV_SELECTOR, readLazyOptions, readListingNav, type ListingNav } from '../../adapters/jet-engine/listing';
import { enhanceMasonry } from './masonry';
import { enhanceSlider } from './slider';
import { enhancePaging } from './paging';
import { enhanceLazy, type LazyProps } from './lazy';
import { pagingOf, type ListingPaging } from '../../src/state/listings';
import './listing-grid.css';

export type { ListingPaging } from '../../src/state/listings';

/**
 * The paging the roots mounted on `key` draw (more-root.tsx, status-root.tsx). Defined here, not
 * re-exported, so the roots depend on this module and the paging state stays in this chunk (on the
 * page already) instead of being cut into a chunk of its own, one request more.
 */
export function pagingFor(key: object): ListingPaging | undefined {
  return pagingOf(key);
}

interface ItemsProps {
  nav: ListingNav;
}

/**
 * The grids with items: the not-found line (same classes, its own data-nav) is the
 * `listing-not-found` React root (not-found-root.tsx), and has no paging.
 */
export const LISTING_ITEMS_SELECTOR = `${LISTING_NAV_SELECTOR}:not(.jet-listing-not-found)`;

function enhanceItems(props: ItemsProps, ctx: MountContext): () => void {
  const items = ctx.element;
  const { nav } = props;
  const wrapper = items.closest<HTMLElement>('.jet-listing-grid') ?? items;
  const stops: Array<() => void> = [];
  if (items.classList.contains('jet-listing-grid__masonry')) stops.push(enhanceMasonry(items, ctx.signal));
  const slider = items.parentElement?.matches('.jet-listing-grid__slider[data-slider_options]') ? items.parentElement : null;
  let refreshSlider = () => undefined as void;
  if (slider) {
    const s = enhanceSlider(slider, items, ctx.signal);
    refreshSlider = s.refresh;
    stops.push(s.stop);
  }
  if (nav.enabled) stops.push(enhancePaging({ items, wrapper, nav, slider, refreshSlider, ctx }));
  return () => stops.forEach((s) => s());
}

export const listingGrid = defineWidget<ItemsProps>({
  name: 'listing-grid',
  kind: 'enhance',
  schema: { safeParse: (input: unknown) => (input && typeof input === 'object' && 'nav' in input ? { success: true, data: input as ItemsProps } : { success: false, error: { issues: [{ path: ['nav'], message: 'data-nav unreadable' }] } }) },
  defer: 'eager',
  markup: [{ selector: LISTING_ITEMS_SELECTOR, read: (el) => ({ nav: readListingNav(el) }) }],
  enhance: (props, ctx) => enhanceItems(props, ctx),
});

export const listingGridLazy = defineWidget<LazyProps>({
  name: 'listing-grid-lazy',
  kind: 'enhance',
  schema: { safeParse: (input: unknown) => (input && typeof input === 'object' && 'options' in input ? { success: true, data: input as LazyProps } : { success: false, error: { issues: [{ path: ['options'], message: 'data-lazy-load unreadable' }] } }) },
  defer: 'eager',
  markup: [{ selector: LAZY_LISTING_SELECTOR, read: (el) => ({ options: readLazyOptions(el) }) }],
  enhance: (props, ctx) => enhanceLazy(props, ctx),
});
