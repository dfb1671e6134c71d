// JetEngine's listing grid on its own markup, without jQuery, slick or Macy: load more by button,
// infinite scroll (the loader observed, re-armed 250 ms after each page while pages remain), lazy
// load (once, when the placeholder nears the viewport), masonry (only when the device shows two
// columns or more) and the slider, all posting to the page URL as frontend.js does. Items that
// arrive are mounted by the runtime's observer like any inserted markup.
import { defineWidget, type MountContext } from '../../src/runtime/types';
import { t } from '../../src/i18n';
import { toPersianDigits } from '../../src/i18n/format';
import { emit } from '../../src/host/events';
import '../../src/i18n/namespaces/listing';
import {
  DEFAULT_NOT_FOUND, LAZY_LISTING_SELECTOR, LISTING_ITEM_CLASS, LISTING_NAV_SELECTOR, getListing, readLazyOptions, readListingNav,
  type ListingNav, type ListingRequest,
} from '../../adapters/jet-engine/listing';
import { nextPage } from './listing-grid.connector';
import { enhanceMasonry } from './masonry';
import { enhanceSlider } from './slider';
import { failureNote, setLoading } from './feedback';
import './listing-grid.css';

interface ItemsProps {
  nav: ListingNav;
}

interface LazyProps {
  options: ReturnType<typeof readLazyOptions>;
}

function fragment(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

function applyFragments(fragments: Record<string, string>): void {
  for (const [selector, html] of Object.entries(fragments)) {
    try {
      for (const el of document.querySelectorAll(selector)) el.innerHTML = html;
    } catch {
      // A selector the page cannot parse: that fragment is skipped.
    }
  }
}

/** The not-found text JetEngine prints in English by default reads in Persian on a Persian page. */
function localiseNotFound(items: HTMLElement): void {
  if (!items.classList.contains('jet-listing-not-found')) return;
  if (items.textContent?.trim() === DEFAULT_NOT_FOUND) items.textContent = t('listing:notFound');
  items.setAttribute('role', 'status');
}

function elementIdOf(el: HTMLElement): string | false {
  const widget = el.closest<HTMLElement>('.elementor-widget[data-id]')?.dataset.id;
  return widget ?? el.closest<HTMLElement>('[data-element-id]')?.dataset.elementId ?? false;
}

function listingTypeOf(el: HTMLElement): string | false {
  if (el.closest('.elementor-widget[data-id]')) return 'elementor';
  return el.closest<HTMLElement>('[data-listing-type]')?.dataset.listingType ?? false;
}

function enhanceItems(props: ItemsProps, ctx: MountContext): () => void {
  const items = ctx.element;
  const { nav } = props;
  const wrapper = items.closest<HTMLElement>('.jet-listing-grid') ?? items;
  const stops: Array<() => void> = [];
  localiseNotFound(items);
  if (items.classList.contains('jet-listing-grid__masonry')) stops.push(enhanceMasonry(items, ctx.signal));
  const slider = items.parentElement?.matches('.jet-listing-grid__slider[data-slider_options]') ? items.parentElement : null;
  let refreshSlider = () => undefined as void;
  if (slider) {
    const s = enhanceSlider(slider, items, ctx.signal);
    refreshSlider = s.refresh;
    stops.push(s.stop);
  }
  if (!nav.enabled || items.classList.contains('jet-listing-not-found')) return () => stops.forEach((s) => s());

  let paging = { page: nav.page, pages: nav.pages };
  let inFlight: AbortController | undefined;
  const live = document.createElement('p');
  live.className = 'vitrin-visually-hidden';
  live.setAttribute('aria-live', 'polite');
  wrapper.append(live);
  stops.push(() => live.remove());

  /** One more page appended; resolves true when it came, false on a failure (the listing stays usable). */
  const loadMore = async (): Promise<boolean> => {
    const page = nextPage(paging);
    if (page === undefined || inFlight) return false;
    const controller = new AbortController();
    inFlight = controller;
    ctx.signal.addEventListener('abort', () => controller.abort(), { once: true });
    setLoading(wrapper, items, true);
    const req: ListingRequest = {
      handler: 'listing_load_more', query: nav.query, widgetSettings: nav.widgetSettings, postId: false,
      queriedId: nav.queriedId, elementId: false, page, listingType: false,
    };
    const outcome = await getListing(ctx.settings, req, controller.signal);
    inFlight = undefined;
    setLoading(wrapper, items, false);
    if (outcome.kind === 'failed' && outcome.aborted) return false;
    if (outcome.kind !== 'ok') {
      failureNote(wrapper, () => void loadMore());
      return false;
    }
    const incoming = fragment(outcome.answer.html);
    const added = Array.from(incoming.children).filter((c): c is HTMLElement => c instanceof HTMLElement);
    items.append(incoming);
    paging = { ...paging, page };
    items.setAttribute('data-page', String(page));
    applyFragments(outcome.answer.fragments);
    // An answer without items (the list shrank meanwhile) ends the paging.
    if (!added.some((el) => el.classList.contains(LISTING_ITEM_CLASS))) paging = { ...paging, pages: page };
    live.textContent = t('listing:loaded', { count: toPersianDigits(added.length) });
    items.dispatchEvent(new CustomEvent('vitrin:listing-appended', { bubbles: true }));
    refreshSlider();
    emit('jet-engine/listing/ajax-get-listing/done', { target: document, detail: { items: added, page }, jqueryArgs: ($) => [$(added), { handler: req.handler, page, append: true }] });
    emit('jet-engine/listing-grid/after-load-more', { target: document, detail: { page }, jqueryArgs: () => [{ container: items, page }, { success: true, data: outcome.answer }] });
    return true;
  };

  if (nav.type === 'click' && nav.moreEl) {
    let button: HTMLElement | null = null;
    try {
      button = document.querySelector<HTMLElement>(nav.moreEl);
    } catch {
      button = null;
    }
    if (button) {
      const more = button;
      const paint = () => {
        more.hidden = paging.page >= paging.pages;
        more.style.display = more.hidden ? 'none' : '';
      };
      paint();
      more.addEventListener('click', (event) => {
        event.preventDefault();
        if (more.getAttribute('aria-disabled') === 'true') return;
        more.setAttribute('aria-disabled', 'true');
        more.classList.add('vitrin-listing-more--loading');
        const firstNew = items.children.length;
        void loadMore().then((ok) => {
          more.removeAttribute('aria-disabled');
          more.classList.remove('vitrin-listing-more--loading');
          paint();
          // The button is gone at the last page: focus moves to the first new item, not to the page top.
          if (ok && more.hidden) items.children[firstNew]?.querySelector<HTMLElement>('a[href], button, [tabindex="0"]')?.focus();
        });
      }, { signal: ctx.signal });
      stops.push(() => {
        more.hidden = false;
        more.style.display = '';
      });
    }
  } else if (nav.type === 'scroll' && !slider && paging.page < paging.pages) {
    let trigger = wrapper.querySelector<HTMLElement>('.jet-listing-grid__loader');
    let created = false;
    if (!trigger) {
      trigger = document.createElement('div');
      trigger.className = 'jet-listing-grid__loading-trigger';
      wrapper.append(trigger);
      created = true;
    }
    const target = trigger;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver((entries) => {
      if (!entries[0]?.isIntersecting) return;
      observer.unobserve(target);
      void loadMore().then((ok) => {
        // Re-armed while pages remain; after a failure the note's retry takes over.
        if (ok && paging.page < paging.pages) timer = setTimeout(() => observer.observe(target), 250);
        else if (paging.page >= paging.pages) target.hidden = true;
      });
    }, { rootMargin: `0% 0% ${nav.offset} 0%` });
    observer.observe(target);
    stops.push(() => {
      clearTimeout(timer);
      observer.disconnect();
      if (created) target.remove();
    });
  }
  return () => {
    inFlight?.abort();
    stops.forEach((s) => s());
  };
}

function enhanceLazy(props: LazyProps, ctx: MountContext): () => void {
  const wrapper = ctx.element;
  const scope = wrapper.closest<HTMLElement>('.elementor-widget-container') ?? wrapper.closest<HTMLElement>('[data-element-id]') ?? wrapper.parentElement ?? wrapper;
  const { options } = props;
  const controller = new AbortController();
  let widgetSettings = {};
  try {
    const raw: unknown = JSON.parse(scope.getAttribute('data-widget-settings') ?? '{}');
    if (raw && typeof raw === 'object' && !Array.isArray(raw)) widgetSettings = raw;
  } catch {
    widgetSettings = {};
  }
  const load = async () => {
    const req: ListingRequest = {
      handler: 'get_listing', query: options.query, widgetSettings, postId: options.postId, queriedId: options.queriedId,
      elementId: elementIdOf(wrapper), page: 1, listingType: listingTypeOf(wrapper), extraProps: options.extraProps,
    };
    wrapper.setAttribute('aria-busy', 'true');
    const outcome = await getListing(ctx.settings, req, controller.signal);
    if (outcome.kind === 'failed' && outcome.aborted) return;
    if (outcome.kind !== 'ok' || !outcome.answer.html.trim()) {
      // The spinner goes; the shopper gets a note and a retry instead of an endless wait.
      wrapper.classList.remove('jet-listing-grid-loading');
      wrapper.removeAttribute('aria-busy');
      wrapper.querySelector('.jet-listing-grid__loader')?.remove();
      if (outcome.kind === 'ok') {
        wrapper.textContent = t('listing:notFound');
        wrapper.setAttribute('role', 'status');
      } else failureNote(wrapper, () => {
        wrapper.querySelector('.vitrin-listing-failed')?.remove();
        void load();
      });
      return;
    }
    // lazyLoadListing: the container's content becomes the answer (a fresh .jet-listing-grid).
    scope.replaceChildren(fragment(outcome.answer.html));
    applyFragments(outcome.answer.fragments);
    emit('jet-engine/listing/ajax-get-listing/done', { target: document, detail: { scope }, jqueryArgs: ($) => [$(scope.children), { handler: 'get_listing' }] });
  };
  const observer = new IntersectionObserver((entries) => {
    if (!entries[0]?.isIntersecting) return;
    observer.disconnect();
    void load();
  }, { rootMargin: `0% 0% ${options.offset} 0%` });
  observer.observe(wrapper);
  return () => {
    observer.disconnect();
    controller.abort();
  };
}

export const listingGrid = defineWidget<ItemsProps>({
  name: 'listing-grid',
  kind: 'enhance',
  schema: { safeParse: (input: unknown) => (input && typeof input === 'object' && 'nav' in input ? { success: true, data: input as ItemsProps } : { success: false, error: { issues: [{ path: ['nav'], message: 'data-nav unreadable' }] } }) },
  defer: 'eager',
  markup: [{ selector: LISTING_NAV_SELECTOR, read: (el) => ({ nav: readListingNav(el) }) }],
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
