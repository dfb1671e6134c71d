// Load more (the `more_el` button) and infinite scroll (the loader observed, re-armed 250 ms after
// each page while pages remain): the next page posted to the page URL and appended.
import type { MountContext } from '../../src/runtime/types';
import { t } from '../../src/i18n';
import { toPersianDigits } from '../../src/i18n/format';
import { emit } from '../../src/host/events';
import { LISTING_ITEM_CLASS, getListing, type ListingNav, type ListingRequest } from '../../adapters/jet-engine/listing';
import { nextPage } from './listing-grid.connector';
import { failureNote, setLoading, slowNote } from './feedback';
import { applyFragments, fragment } from './dom';

interface PagingParts {
  items: HTMLElement;
  wrapper: HTMLElement;
  nav: ListingNav;
  slider: HTMLElement | null;
  refreshSlider(): void;
  ctx: MountContext;
}

export function enhancePaging({ items, wrapper, nav, slider, refreshSlider, ctx }: PagingParts): () => void {
  const stops: Array<() => void> = [];
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
    let hideSlow = (): void => undefined;
    const outcome = await getListing(ctx.settings, req, controller.signal, { onSlow: () => (hideSlow = slowNote(wrapper)) });
    hideSlow();
    inFlight = undefined;
    setLoading(wrapper, items, false);
    if (outcome.kind === 'failed' && outcome.aborted) return false;
    // The page number (data-page) moves only with the items: a failure leaves both where they were.
    if (outcome.kind !== 'ok') {
      failureNote(wrapper, () => void loadMore(), outcome);
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
