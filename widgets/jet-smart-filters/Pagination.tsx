// JetSmartFilters' pagination (.jet-smart-filters-pagination) as React renders it: the items
// Pagination.js builds from `templates.pagination` (numbers with dots by mid/end sizes, prev/next
// left out at the ends, load-more), drawn from the group's page signals. Items are role=button
// with Enter/Space; a page change scrolls to the listing by `provider_top_offset`.
import { useLayoutEffect, useMemo, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { usePaginationBuilt } from './built';
import type { FilterAttributes, PaginationControls } from '../../adapters/jet-smart-filters/markup';
import type { ViewProps } from '../../src/runtime/types';
import { providerElements, registerFilter } from '../../src/state/filters/page';
import { ServerMarkup } from '../../src/ui/ServerMarkup';
import { t } from '../../src/i18n';
import { canLoadMore, pageItems, type PageItem } from './pagination.connector';
import { templateNodes } from './templates';
import { localDigits } from './shared';
import { focusLost, useMountModel } from './root';

export interface PaginationProps extends FilterAttributes {
  controls: PaginationControls;
}

const ITEM = 'jet-filters-pagination__item';
const LINK = '<div class="jet-filters-pagination__link">/% $value %/</div>';

export function Pagination({ props, element, settings, signal }: ViewProps<PaginationProps>) {
  useSignals();
  const { controls } = props;
  const registered = useMountModel(element, signal, () => {
    const made = registerFilter(settings, element, { ...props, kind: 'pagination', queryType: '', queryVar: '', suffix: '' }, false);
    const startPage = made?.group.props.peek().page ?? 1;
    if (made && startPage > 1) made.entry.data.value = String(startPage);
    return made;
  });
  const group = registered?.group;
  const page = group?.props.value.page ?? 1;
  const max = group?.props.value.max_num_pages ?? 0;
  const loaded = group?.loadedPages.value ?? [];
  const focusedValue = useRef<string | undefined>(undefined);
  // A re-render that removed the focused item (prev at the first page) gives focus to the current
  // page, as the plugin's rebuilt list did not (focus fell to the page). Hand DOM: focus.
  useLayoutEffect(() => {
    const wanted = focusedValue.current;
    if (wanted === undefined || !focusLost(element)) return;
    (element.querySelector<HTMLElement>(`[data-value="${CSS.escape(wanted)}"]`) ?? element.querySelector<HTMLElement>('[aria-current="page"]'))?.focus();
  }, [element, page, max, loaded]);
  // pagination/itemsBuilt after each build, as the plugin's buildPagination publishes on every
  // answer (issue 37): each answer brings a new pagination object, a load more new loaded pages.
  const pagination = group?.props.value;
  const builtKey = useMemo(() => ({ pagination, loaded }), [pagination, loaded]);
  usePaginationBuilt(group, registered?.entry, element, builtKey);
  if (!registered || !group) return null;
  const { entry } = registered;
  const templates = group.settings.templates.pagination ?? {};
  const items = pageItems({ current: page, max, midSize: controls.midSize, endSize: controls.endSize, itemsEnabled: controls.itemsEnabled, navEnabled: controls.navEnabled });
  const more = controls.loadMoreEnabled && canLoadMore(page, loaded, max);
  if (!items.length && !more) return null;

  const go = (target: number | 'more') => {
    if (target === 'more') {
      group.loadMore(entry);
      return;
    }
    if (target === group.props.value.page) return;
    group.goToPage(entry, target);
    if (controls.topOffset !== undefined && !props.applyType.includes('reload')) {
      const first = providerElements(group)[0];
      if (first) window.scrollTo({ top: first.getBoundingClientRect().top + window.scrollY - controls.topOffset, behavior: 'smooth' });
    }
  };
  const handlers = (target: number | 'more', value: string) => ({
    onClick: () => go(target),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      go(target);
    },
    onFocus: () => (focusedValue.current = value),
    onBlur: (event: FocusEvent) => {
      // Focus moving elsewhere; a removed item blurs with no target (then it is lost, not moved).
      if (event.relatedTarget !== null) focusedValue.current = undefined;
    },
  });

  const item = (it: PageItem, index: number) => {
    if (it.kind === 'dots') {
      return (
        <div key={`dots-${index}`} className={ITEM} aria-hidden="true">
          <ServerMarkup nodes={templateNodes(templates.dots, '<div class="jet-filters-pagination__dots">&hellip;</div>', '')} />
        </div>
      );
    }
    const value = it.kind === 'page' ? String(it.page) : it.kind;
    const current = it.kind === 'page' && it.current;
    const text = it.kind === 'page' ? localDigits(it.page) : it.kind === 'prev' ? controls.prev || t('filters:prev') : controls.next || t('filters:next');
    const label = it.kind === 'page' ? t(current ? 'filters:currentPage' : 'filters:page', { page: localDigits(it.page) }) : t(`filters:${it.kind}`);
    const className = it.kind === 'page' ? (current ? `${ITEM} jet-filters-pagination__current` : ITEM) : `${ITEM} prev-next ${it.kind}`;
    return (
      <div key={value} className={className} data-value={value} data-page={it.page} role="button" tabIndex={current ? -1 : 0} aria-label={label} aria-current={current ? 'page' : undefined} {...handlers(it.page, value)}>
        <ServerMarkup nodes={templateNodes(templates.item, LINK, text)} />
      </div>
    );
  };
  return (
    <div className="jet-filters-pagination" role="navigation" aria-label={t('filters:pagination')}>
      {items.map(item)}
      {more ? (
        <div className="jet-filters-pagination__load-more" role="button" tabIndex={0} data-page="more" data-value="more" {...handlers('more', 'more')}>
          <ServerMarkup nodes={templateNodes(templates.load_more, LINK, controls.loadMoreText || t('filters:loadMore'))} />
        </div>
      ) : null}
    </div>
  );
}
