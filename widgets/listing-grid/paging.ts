// Load more (the `more_el` button) and infinite scroll (the trigger observed, re-armed 250 ms after
// each page while pages remain): the next page posted to the page URL and appended. This is the
// grid's behaviour; what it shows is React (issue 34): the more button is the `listing-more` root
// (MoreButton.tsx, on the button's own wrapper) and the live region, slow note and failure note are
// the `listing-status` root (ListingStatus.tsx), both drawn from the grid's paging state in
// src/state/listings.ts, which only this file writes.
import { computed, signal } from '@preact/signals-core';
import type { MountContext } from '../../src/runtime/types';
import { emit } from '../../src/host/events';
import { providePaging, type ListingPagingState } from '../../src/state/listings';
import { LISTING_ITEM_CLASS, getListing, type ListingNav, type ListingRequest } from '../../adapters/jet-engine/listing';
import { hasMore, isLoading, loadAborted, loadFailed, loadSlow, loadStarted, nextPage, pageLoaded } from './listing-grid.connector';
import { applyFragments, fragment } from './dom';

interface PagingParts {
  items: HTMLElement;
  wrapper: HTMLElement;
  nav: ListingNav;
  slider: HTMLElement | null;
  refreshSlider(): void;
  ctx: MountContext;
}

/** The marker that makes the more button's wrapper the `listing-more` root (its registry selector). */
export const MORE_MARK = 'data-vitrin-listing-more';
/** The class of the element the `listing-status` root is mounted on, after the items. */
export const STATUS_CLASS = 'vitrin-listing-status';

interface VitrinRescan {
  rescan(root?: ParentNode): void;
  unmount(root?: ParentNode): number;
}

function vitrin(): VitrinRescan | undefined {
  const candidate: unknown = (window as unknown as { Vitrin?: unknown }).Vitrin;
  if (candidate === null || typeof candidate !== 'object') return undefined;
  return typeof (candidate as { rescan?: unknown }).rescan === 'function' ? (candidate as VitrinRescan) : undefined;
}

function moreButton(nav: ListingNav): HTMLElement | null {
  if (nav.type !== 'click' || !nav.moreEl) return null;
  try {
    return document.querySelector<HTMLElement>(nav.moreEl);
  } catch {
    return null;
  }
}

export function enhancePaging({ items, wrapper, nav, slider, refreshSlider, ctx }: PagingParts): () => void {
  const stops: Array<() => void> = [];
  const state = signal<ListingPagingState>({ page: nav.page, pages: nav.pages, load: 'idle', failure: null, added: null });
  let inFlight: AbortController | undefined;
  let status: HTMLElement | undefined;

  /**
   * The `listing-status` root's element, made at the first load (not before: a listing nobody pages
   * through never downloads React for it). Hand DOM: an empty element for a root to mount on, after
   * the items, inside the grid's wrapper (which holds other roots' mount points, so it cannot be one).
   */
  const ensureStatus = () => {
    if (status?.isConnected) return;
    status = document.createElement('div');
    status.className = STATUS_CLASS;
    stops.push(providePaging(status, paging));
    const own = status;
    stops.push(() => own.remove());
    // The runtime's observer mounts it like any inserted markup.
    wrapper.append(status);
  };

  /** One more page appended; resolves true when it came, false on a failure (the listing stays usable). */
  const load = async (): Promise<boolean> => {
    const page = nextPage(state.peek());
    if (page === undefined || inFlight) return false;
    ensureStatus();
    const controller = new AbortController();
    inFlight = controller;
    ctx.signal.addEventListener('abort', () => controller.abort(), { once: true });
    state.value = loadStarted(state.peek());
    setLoading(wrapper, items, true);
    const req: ListingRequest = {
      handler: 'listing_load_more', query: nav.query, widgetSettings: nav.widgetSettings, postId: false,
      queriedId: nav.queriedId, elementId: false, page, listingType: false,
    };
    const outcome = await getListing(ctx.settings, req, controller.signal, { onSlow: () => (state.value = loadSlow(state.peek())) });
    inFlight = undefined;
    setLoading(wrapper, items, false);
    if (outcome.kind === 'failed' && outcome.aborted) {
      state.value = loadAborted(state.peek());
      return false;
    }
    // The page number (data-page) moves only with the items: a failure leaves both where they were.
    if (outcome.kind !== 'ok') {
      state.value = loadFailed(state.peek(), outcome.kind === 'failed' && outcome.timedOut);
      return false;
    }
    // The new items stay the server's own nodes, appended as JetEngine appends them (hand DOM on
    // purpose, not ServerMarkup): they hold other widgets' mount points (wishlist buttons, swatches,
    // data-store buttons), each its own root, which a React tree may not contain; and the scripts that
    // stay (Elementor's handlers, JetEngine add-ons) get these very nodes with ajax-get-listing/done
    // and bind to them. Listing content is HTML by contract (ajax-handlers.php listing_load_more).
    const incoming = fragment(outcome.answer.html);
    const added = Array.from(incoming.children).filter((c): c is HTMLElement => c instanceof HTMLElement);
    items.append(incoming);
    // JetEngine's own attribute on its grid (its scripts and the filters read the page from it).
    items.setAttribute('data-page', String(page));
    applyFragments(outcome.answer.fragments);
    // An answer without items (the list shrank meanwhile) ends the paging.
    state.value = pageLoaded(state.peek(), page, added.length, added.some((el) => el.classList.contains(LISTING_ITEM_CLASS)));
    items.dispatchEvent(new CustomEvent('vitrin:listing-appended', { bubbles: true }));
    refreshSlider();
    emit('jet-engine/listing/ajax-get-listing/done', { target: document, detail: { items: added, page }, jqueryArgs: ($) => [$(added), { handler: req.handler, page, append: true }] });
    emit('jet-engine/listing-grid/after-load-more', { target: document, detail: { page }, jqueryArgs: () => [{ container: items, page }, { success: true, data: outcome.answer }] });
    return true;
  };

  /**
   * A load the shopper asked for (the more button, a retry): focus then goes to the first new item's
   * first control, so a keyboard or screen-reader user goes on reading where the new items start
   * (the button may be gone, the retry is). Hand DOM: focus.
   */
  const loadAsked = () => {
    const firstNew = items.children.length;
    void load().then((ok) => {
      if (ok) items.children[firstNew]?.querySelector<HTMLElement>('a[href], button, [tabindex="0"]')?.focus();
    });
  };
  const paging = { state, more: computed(() => hasMore(state.value)), loading: computed(() => isLoading(state.value)), loadMore: loadAsked };

  const button = moreButton(nav);
  const host = button?.parentElement;
  if (button && host) {
    // The press is this behaviour's (it works before React is here; the root only draws the button).
    button.addEventListener('click', (event) => {
      event.preventDefault();
      if (!isLoading(state.peek())) loadAsked();
    }, { signal: ctx.signal });
    // The button's wrapper becomes the `listing-more` root when the button is all it holds (Elementor's
    // button wrapper, a block's); otherwise the button stays as printed, its press still loading more.
    if (host.children.length === 1 && host.getAttribute('data-vitrin-status') === null) {
      stops.push(providePaging(host, paging));
      // Hand DOM: the button is wherever the site put it (`more_el`), so the registry has no static
      // selector for it; this names its wrapper a mount point. Mounted on the first touch, or at once
      // when the button must go now (the grid shows its last page already).
      host.setAttribute(MORE_MARK, '');
      if (!hasMore(state.peek())) host.setAttribute('data-vitrin-defer', 'eager');
      vitrin()?.rescan(host);
      stops.push(() => {
        // The grid went away: its button goes back to the printed markup.
        vitrin()?.unmount(host);
        host.removeAttribute(MORE_MARK);
        host.removeAttribute('data-vitrin-defer');
      });
    }
  } else if (nav.type === 'scroll' && !slider && hasMore(state.peek())) {
    let trigger = wrapper.querySelector<HTMLElement>('.jet-listing-grid__loader');
    let created = false;
    if (!trigger) {
      // Hand DOM: JetEngine's own script adds this empty 1 px sentinel for its observer to measure;
      // it draws nothing, and making it a root would bring React to every infinite listing at load.
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
      void load().then((ok) => {
        // Re-armed while pages remain; after a failure the note's retry takes over.
        if (ok && hasMore(state.peek())) timer = setTimeout(() => observer.observe(target), 250);
        else if (!hasMore(state.peek())) target.hidden = true;
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

/**
 * frontend.js's loading state: half opacity and no clicks on the items, `jet-listing-grid-loading` on
 * the wrapper, aria-busy. Hand DOM: the wrapper and the items are the server's nodes and hold other
 * roots' mount points (no nested roots), so no React root can draw their classes.
 */
function setLoading(wrapper: HTMLElement, items: HTMLElement, on: boolean): void {
  wrapper.classList.toggle('jet-listing-grid-loading', on);
  items.classList.toggle('vitrin-listing-busy', on);
  if (on) items.setAttribute('aria-busy', 'true');
  else items.removeAttribute('aria-busy');
}
