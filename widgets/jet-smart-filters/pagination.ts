// JetSmartFilters' pagination (.jet-smart-filters-pagination, built client-side from templates):
// numbers with dots, prev/next, load-more; keyboard operable; scrolls to the listing on a page change.
import { effect } from '@preact/signals-core';
import { readPaginationControls, type FilterAttributes } from '../../adapters/jet-smart-filters/markup';
import type { MountContext } from '../../src/runtime/types';
import { registerFilter, providerElements } from '../../src/state/filters/page';
import { t } from '../../src/i18n';
import { canLoadMore, pageItems, type PageItem } from './pagination.connector';
import { fromTemplate } from './templates';
import { localDigits } from './shared';

const ITEM = 'jet-filters-pagination__item';

export function enhancePagination(attrs: FilterAttributes, ctx: MountContext): (() => void) | void {
  const { element, signal } = ctx;
  const controls = readPaginationControls(element.getAttribute('data-controls'));
  const spec = { ...attrs, kind: 'pagination', queryType: '', queryVar: '', suffix: '' };
  const registered = registerFilter(ctx.settings, element, spec, false);
  if (!registered) return;
  const { group, entry } = registered;
  const startPage = group.props.value.page;
  if (startPage > 1) entry.data.value = String(startPage);
  const templates = group.settings.templates.pagination ?? {};

  const itemNode = (item: PageItem): HTMLElement => {
    const node = document.createElement('div');
    node.className = ITEM;
    let text = '';
    let label = '';
    if (item.kind === 'dots') {
      node.append(fromTemplate(templates.dots, '<div class="jet-filters-pagination__dots">&hellip;</div>', ''));
      node.setAttribute('aria-hidden', 'true');
      return node;
    }
    if (item.kind === 'page') {
      node.dataset.value = String(item.page);
      text = localDigits(item.page);
      label = item.current ? t('filters:currentPage', { page: localDigits(item.page) }) : t('filters:page', { page: localDigits(item.page) });
      if (item.current) {
        node.classList.add('jet-filters-pagination__current');
        node.setAttribute('aria-current', 'page');
      }
    } else {
      node.dataset.value = item.kind;
      node.classList.add('prev-next', item.kind);
      text = item.kind === 'prev' ? controls.prev || t('filters:prev') : controls.next || t('filters:next');
      label = t(`filters:${item.kind}`);
    }
    node.append(fromTemplate(templates.item, '<div class="jet-filters-pagination__link">/% $value %/</div>', text));
    node.setAttribute('role', 'button');
    node.tabIndex = item.kind === 'page' && item.current ? -1 : 0;
    node.setAttribute('aria-label', label);
    node.dataset.page = String(item.page);
    return node;
  };

  const render = () => {
    const { page, max_num_pages: max } = group.props.value;
    const items = pageItems({ current: page, max, midSize: controls.midSize, endSize: controls.endSize, itemsEnabled: controls.itemsEnabled, navEnabled: controls.navEnabled });
    const wrapper = document.createElement('div');
    wrapper.className = 'jet-filters-pagination';
    wrapper.setAttribute('role', 'navigation');
    wrapper.setAttribute('aria-label', t('filters:pagination'));
    for (const item of items) wrapper.append(itemNode(item));
    if (controls.loadMoreEnabled && canLoadMore(page, group.loadedPages.value, max)) {
      const more = document.createElement('div');
      more.className = 'jet-filters-pagination__load-more';
      more.setAttribute('role', 'button');
      more.tabIndex = 0;
      more.dataset.page = 'more';
      more.append(fromTemplate(templates.load_more, '<div class="jet-filters-pagination__link">/% $value %/</div>', controls.loadMoreText || t('filters:loadMore')));
      wrapper.append(more);
    }
    const hadFocus = element.contains(document.activeElement) ? (document.activeElement as HTMLElement | null)?.dataset.value : undefined;
    element.replaceChildren(...(items.length || wrapper.childElementCount ? [wrapper] : []));
    if (hadFocus) (element.querySelector<HTMLElement>(`[data-value="${hadFocus}"]`) ?? element.querySelector<HTMLElement>('[aria-current="page"]'))?.focus();
  };
  const stop = effect(() => {
    void group.props.value;
    void group.loadedPages.value;
    render();
  });

  const activate = (target: EventTarget | null) => {
    const node = target instanceof Element ? target.closest<HTMLElement>('[data-page]') : null;
    if (!node || !element.contains(node)) return;
    if (node.dataset.page === 'more') {
      group.loadMore(entry);
      return;
    }
    const page = Number(node.dataset.page);
    if (!Number.isInteger(page) || page === group.props.value.page) return;
    group.goToPage(entry, page);
    if (controls.topOffset !== undefined && !attrs.applyType.includes('reload')) {
      const first = providerElements(group)[0];
      if (first) window.scrollTo({ top: first.getBoundingClientRect().top + window.scrollY - controls.topOffset, behavior: 'smooth' });
    }
  };
  element.addEventListener('click', (event) => activate(event.target), { signal });
  element.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    activate(event.target);
  }, { signal });
  return () => {
    stop();
    registered.dispose();
  };
}
