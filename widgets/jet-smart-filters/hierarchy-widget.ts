// The hierarchical select: a chunk of its own (few pages have one). Its levels are read from the
// first level's attributes (they share provider and filter id).
import '../../src/i18n/namespaces/filters';
import { defineWidget } from '../../src/runtime/types';
import { readFilterAttributes, type FilterAttributes } from '../../adapters/jet-smart-filters/markup';
import { filterAttributesSchema } from './shared';
import { enhanceHierarchy } from './hierarchy';
import './filters.css';

export const JSF_HIERARCHY_SELECTOR = '.jet-smart-filters-hierarchy';

export const jsfHierarchy = defineWidget<FilterAttributes>({
  name: 'jsf-hierarchy',
  kind: 'enhance',
  schema: filterAttributesSchema,
  defer: 'eager',
  markup: [{ selector: JSF_HIERARCHY_SELECTOR, read: (el) => readFilterAttributes(el.querySelector<HTMLElement>('.jet-select') ?? el, 'select') }],
  enhance: enhanceHierarchy,
});
