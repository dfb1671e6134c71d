// The hierarchical select: a chunk of its own (few pages have one), a React root hydrated over the
// printed levels (Hierarchy.tsx). Its levels are read from each .jet-select's attributes; the first
// level's stand for the filter (they share provider and filter id).
import '../../src/i18n/namespaces/filters';
import { readFilterAttributes } from '../../adapters/jet-smart-filters/markup';
import { readMarkup } from '../../src/ui/markup';
import { filterRoot } from './root';
import { Hierarchy } from './Hierarchy';
import './filters.css';

export const JSF_HIERARCHY_SELECTOR = '.jet-smart-filters-hierarchy';

export const jsfHierarchy = filterRoot({
  name: 'jsf-hierarchy',
  selector: JSF_HIERARCHY_SELECTOR,
  hydrate: true,
  read: (el) => {
    const levels = Array.from(el.querySelectorAll<HTMLElement>('.jet-select'), (level) => readFilterAttributes(level, 'select'));
    return {
      ...readFilterAttributes(el.querySelector<HTMLElement>('.jet-select') ?? el, 'select'),
      markup: readMarkup(el),
      levels,
      indexer: el.classList.contains('jet-filter-indexed') || el.closest('.jet-filter-indexed') !== null,
    };
  },
  View: Hierarchy,
});
