// The provider elements of a filter group in the page (the listing its answers go into) and what
// follows them: a JetEngine grid that loads more by itself, settings another script re-declared.
import type { FilterConnection } from './backend';
import type { FilterGroup } from './engine';
import { allGroups } from './registry';

export function queryAll(selector: string, root: ParentNode = document): HTMLElement[] {
  try {
    return Array.from(root.querySelectorAll<HTMLElement>(selector));
  } catch {
    return [];
  }
}

/** The provider elements of a group (the listing the answers go into). */
export function providerElements(group: Pick<FilterGroup, 'connection' | 'provider' | 'queryId'>): HTMLElement[] {
  const selector = group.connection.providerSelector(group.provider, group.queryId);
  return selector ? queryAll(selector) : [];
}

export function fragment(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

/** Top-level matches only: `.item` inside another `.item` is not a separate item (the original's .not()). */
export function outermost(root: ParentNode, selector: string): HTMLElement[] {
  return queryAll(selector, root).filter((el) => !el.parentElement?.closest(selector) || !root.contains(el.parentElement.closest(selector)));
}

/**
 * Another script changed the page's settings (JetEngine after a lazily loaded grid, through
 * reinitFilters): the backend takes them, and the groups' props and counters follow
 * (filters-initializer reinitFilters → FilterGroup.processFilters).
 */
export function refreshSettings(connection: FilterConnection): void {
  const fresh = connection.reread();
  for (const group of allGroups()) {
    const props = fresh.props[group.provider]?.[group.queryId];
    if (props) group.props.value = props;
    const counts = fresh.indexedData[group.key];
    if (counts) group.indexed.value = counts;
  }
}

/** Each group's provider that is (or holds) a JetEngine grid takes the grid's data-page/data-pages. */
export function followGrids(): void {
  for (const group of allGroups()) {
    for (const provider of providerElements(group)) {
      const items = provider.matches('.jet-listing-grid__items') ? provider : provider.querySelector<HTMLElement>('.jet-listing-grid__items[data-page]');
      const page = Number(items?.getAttribute('data-page'));
      const pages = Number(items?.getAttribute('data-pages'));
      if (items && Number.isInteger(page) && page >= 1) group.followProvider(page, Number.isInteger(pages) ? pages : 0);
    }
  }
}
