// JetSmartFilters' filters, drop-in: each widget below mounts on the markup the plugin's PHP prints
// (blocks and Elementor widgets alike) and joins the shared engine (src/state/filters), which owns
// the groups, requests, address and answers. This family folder is one chunk; its widgets share
// ./shared.ts and ./templates.ts and never another widget folder.
import { defineWidget, type AnyWidget, type PropsSchema } from '../../src/runtime/types';
import '../../src/i18n/namespaces/filters';
import { readFilterAttributes, readPaginationControls, readRangeFormat } from '../../adapters/jet-smart-filters/markup';
import { readMarkup } from '../../src/ui/markup';
import { filterRoot } from './root';
import { Pagination } from './Pagination';
import { ActiveFilters } from './ActiveFilters';
import { ApplyButton, RemoveAll } from './Buttons';
import { CheckboxList } from './CheckboxList';
import { Range } from './Range';
import { Search } from './Search';
import { SelectFilter } from './SelectFilter';
import { enhanceDrawer } from './drawer';
import '../../src/i18n/namespaces/filters';
import './filters.css';

export const JSF_CHECKBOXES_SELECTOR = '[data-smart-filter="checkboxes"]';
export const JSF_RANGE_SELECTOR = '[data-smart-filter="range"]';
export const JSF_SELECT_SELECTOR = '[data-smart-filter="sorting"], [data-smart-filter="select"]:not([data-hierarchical])';
export const JSF_CHECK_RANGE_SELECTOR = '[data-smart-filter="check-range"]';
export const JSF_VISUAL_SELECTOR = '[data-smart-filter="color-image"]';
export const JSF_ALPHABET_SELECTOR = '[data-smart-filter="alphabet"]';
export const JSF_RADIO_SELECTOR = '[data-smart-filter="radio"], [data-smart-filter="rating"]';
export const JSF_SEARCH_SELECTOR = '[data-smart-filter="search"]';
export const JSF_PAGINATION_SELECTOR = '.jet-smart-filters-pagination[data-content-provider]';
export const JSF_ACTIVE_SELECTOR = '.jet-active-filters[data-content-provider]';
export const JSF_ACTIVE_TAGS_SELECTOR = '.jet-active-tags[data-content-provider], .jet-smart-filters-active-tags[data-content-provider]';
export const JSF_REMOVE_ALL_SELECTOR = '.jet-remove-all-filters';
export const JSF_APPLY_BUTTON_SELECTOR = '.apply-filters[data-content-provider]';
export const FILTER_DRAWER_SELECTOR = '.vitrin-filters-toggle[aria-controls]';


/**
 * The list filters, hydrated over their printed rows (one view, CheckboxList): checkboxes (flat or
 * a tree), check-range's price bands, visual swatches, alphabet letters, radio lists and rating
 * stars. Only the class of the option inputs differs; checkbox or radio behaviour follows the
 * inputs the PHP printed.
 */
const listRoot = (name: string, selector: string, kind: string, inputClass: (el: HTMLElement) => string) =>
  filterRoot({
    name,
    selector,
    hydrate: true,
    read: (el) => ({ ...readFilterAttributes(el, kind), markup: readMarkup(el), inputClass: inputClass(el) }),
    View: CheckboxList,
  });
export const jsfCheckboxes = listRoot('jsf-checkboxes', JSF_CHECKBOXES_SELECTOR, 'checkboxes', () => 'jet-checkboxes-list__input');
/** Range: slider and typed inputs, hydrated over the printed markup. */
export const jsfRange = filterRoot({
  name: 'jsf-range',
  selector: JSF_RANGE_SELECTOR,
  hydrate: true,
  read: (el) => ({ ...readFilterAttributes(el, 'range'), markup: readMarkup(el), format: readRangeFormat(el.getAttribute('data-format')) }),
  View: Range,
});
/** Search: the printed input, clear and submit, hydrated. */
export const jsfSearch = filterRoot({
  name: 'jsf-search',
  selector: JSF_SEARCH_SELECTOR,
  hydrate: true,
  read: (el) => ({ ...readFilterAttributes(el, 'search'), markup: readMarkup(el), minLetters: Number(el.getAttribute('data-min-letters-count')) || 0 }),
  View: Search,
});
/** Select and sorting: the printed <select> adopted, then drawn from the filter's value. */
export const jsfSelect = filterRoot({
  name: 'jsf-select',
  selector: JSF_SELECT_SELECTOR,
  hydrate: true,
  read: (el) => ({ ...readFilterAttributes(el, 'select'), markup: readMarkup(el), chosen: el.querySelector('select')?.value }),
  View: SelectFilter,
});
export const jsfRadio = listRoot('jsf-radio', JSF_RADIO_SELECTOR, 'radio', (el) => (el.getAttribute('data-smart-filter') === 'rating' ? 'jet-rating-star__input' : 'jet-radio-list__input'));
/** Check-range (price bands): a flat checkbox list. */
export const jsfCheckRange = listRoot('jsf-check-range', JSF_CHECK_RANGE_SELECTOR, 'check-range', () => 'jet-checkboxes-list__input');
export const jsfVisual = listRoot('jsf-visual', JSF_VISUAL_SELECTOR, 'color-image', () => 'jet-color-image-list__input');
export const jsfAlphabet = listRoot('jsf-alphabet', JSF_ALPHABET_SELECTOR, 'alphabet', () => 'jet-alphabet-list__input');
// The server prints pagination and active filters empty (the plugin's script fills them): their
// roots are created. Remove-all and apply are printed whole: their roots adopt that markup.
export const jsfPagination = filterRoot({
  name: 'jsf-pagination',
  selector: JSF_PAGINATION_SELECTOR,
  hydrate: false,
  read: (el) => ({ ...readFilterAttributes(el, 'pagination'), controls: readPaginationControls(el.getAttribute('data-controls')) }),
  View: Pagination,
});
const activeRoot = (name: string, selector: string, tags: boolean) =>
  filterRoot({
    name,
    selector,
    hydrate: false,
    read: (el) => ({ ...readFilterAttributes(el, tags ? 'active-tags' : 'active'), tags, title: el.getAttribute('data-label') ?? '', clearLabel: el.getAttribute('data-clear-item-label') ?? '' }),
    View: ActiveFilters,
  });
export const jsfActive = activeRoot('jsf-active', JSF_ACTIVE_SELECTOR, false);
export const jsfActiveTags = activeRoot('jsf-active-tags', JSF_ACTIVE_TAGS_SELECTOR, true);
/** The box JetSmartFilters prints around the button (templates/remove-filters); the button carries the data. */
export const jsfRemoveAll = filterRoot({
  name: 'jsf-remove-all',
  selector: JSF_REMOVE_ALL_SELECTOR,
  hydrate: true,
  read: (el) => ({ ...readFilterAttributes(el.querySelector<HTMLElement>('[data-content-provider]') ?? el, 'remove-filters'), markup: readMarkup(el) }),
  View: RemoveAll,
});
export const jsfApplyButton = filterRoot({
  name: 'jsf-apply-button',
  selector: JSF_APPLY_BUTTON_SELECTOR,
  hydrate: true,
  read: (el) => ({
    ...readFilterAttributes(el, 'apply-button'),
    markup: readMarkup(el),
    activeState: el.getAttribute('data-apply-button-active-state') ?? 'always',
    whenInactive: el.getAttribute('data-apply-button-if-inactive') ?? 'disable',
  }),
  View: ApplyButton,
});

/**
 * The drawer reads no props: any object will do (what z.object({}) accepted; by hand, so the
 * family's chunk loads no zod, issue 36).
 */
const noProps: PropsSchema<Record<string, never>> = {
  safeParse: (raw) =>
    typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? { success: true, data: {} } : { success: false, error: { issues: [{ path: [], message: 'expected object' }] } },
};

/** The off-canvas filter sidebar on mobile (its toggle button names the panel). */
export const filterDrawer = defineWidget<Record<string, never>>({
  name: 'filter-drawer',
  kind: 'enhance',
  schema: noProps,
  defer: 'eager',
  markup: [{ selector: FILTER_DRAWER_SELECTOR, read: () => ({}) }],
  enhance: (_props, ctx) => enhanceDrawer(ctx),
});

/**
 * Every JetSmartFilters widget of this chunk, in the order they should be registered. The date
 * filters (./date-widgets) and the hierarchical select (./hierarchy-widget) are chunks of their own:
 * most filter pages have neither, and the Jalali picker is the family's largest part.
 */
export const jetSmartFiltersWidgets: readonly AnyWidget[] = [
  jsfCheckboxes, jsfRange, jsfSelect, jsfRadio, jsfSearch, jsfCheckRange, jsfVisual, jsfAlphabet, jsfPagination, jsfActive, jsfActiveTags, jsfRemoveAll, jsfApplyButton, filterDrawer,
];
