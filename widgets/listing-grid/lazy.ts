// Lazy load: one get_listing when the placeholder nears the viewport; the answer becomes the
// container's content (its grid mounts like all inserted markup); a failure leaves a note and a retry.
import type { MountContext } from '../../src/runtime/types';
import { t } from '../../src/i18n';
import { emit } from '../../src/host/events';
import { getListing, handFiltersData, type ListingRequest } from '../../adapters/jet-engine/listing';
import { failureNote, slowNote } from './feedback';
import { applyFragments, elementIdOf, fragment, listingTypeOf } from './dom';
import type { readLazyOptions } from '../../adapters/jet-engine/listing';

export interface LazyProps {
  options: ReturnType<typeof readLazyOptions>;
}

export function enhanceLazy(props: LazyProps, ctx: MountContext): () => void {
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
    let hideSlow = (): void => undefined;
    const outcome = await getListing(ctx.settings, req, controller.signal, { onSlow: () => (hideSlow = slowNote(wrapper)) });
    hideSlow();
    if (outcome.kind === 'failed' && outcome.aborted) return;
    if (outcome.kind !== 'ok' || !outcome.answer.html.trim()) {
      // The spinner goes; the shopper gets a note and a retry instead of an endless wait.
      wrapper.classList.remove('jet-listing-grid-loading');
      wrapper.removeAttribute('aria-busy');
      wrapper.querySelector('.jet-listing-grid__loader')?.remove();
      if (outcome.kind === 'ok') {
        wrapper.textContent = t('listing:notFound');
        wrapper.setAttribute('role', 'status');
      } else failureNote(wrapper, () => void load(), outcome);
      return;
    }
    // lazyLoadListing: the container's content becomes the answer (a fresh .jet-listing-grid).
    scope.replaceChildren(fragment(outcome.answer.html));
    applyFragments(outcome.answer.fragments);
    // The grid's query, settings and counters for the filters bound to it (issue 37).
    handFiltersData(outcome.answer);
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
