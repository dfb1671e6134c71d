// The family's React views on JetSmartFilters 3.4.5's markup and settings (recorded page), found
// by role and name as a shopper finds them; msw answers as the plugin's admin-ajax would.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ComponentType } from 'react';
import { server } from '../../fixtures/msw/node';
import { readPageSettings } from '../../src/host/settings';
import type { ViewProps } from '../../src/runtime/types';
import { readFilterAttributes, readPaginationControls } from '../../adapters/jet-smart-filters/markup';
import { registerFilter, resetFilterPage } from '../../src/state/filters/page';
import { allGroups, resetFilterGroups } from '../../src/state/filters/registry';
import { phpParseStr } from '../../fixtures/jet-smart-filters/php';
import { readMarkup } from '../../src/ui/markup';
import settings from '../../fixtures/jet-smart-filters/recorded/settings.json';
import { Pagination } from './Pagination';
import { ActiveFilters } from './ActiveFilters';
import { ApplyButton, RemoveAll } from './Buttons';
import { CheckboxList } from './CheckboxList';

const win = window as unknown as Record<string, unknown>;
const PROVIDER = 'data-content-provider="woocommerce-shortcode" data-query-id="default" data-additional-providers=""';
const LISTING = '<div class="woocommerce columns-4"><ul class="products"><li class="product">کالا</li></ul></div>';
const CATEGORY = `<div class="jet-filter"><div class="jet-checkboxes-list" data-smart-filter="checkboxes" data-query-type="tax_query" data-query-var="product_cat" data-filter-id="80" data-apply-type="ajax" data-active-label="دسته" ${PROVIDER}></div></div>`;
const COLOR = `<div class="jet-filter"><div class="jet-checkboxes-list" data-smart-filter="checkboxes" data-query-type="tax_query" data-query-var="pa_color" data-filter-id="81" data-apply-type="ajax" data-active-label="رنگ" ${PROVIDER}></div></div>`;

let bodies: string[] = [];
let controllers: AbortController[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// The answers' schemas (adapters/jet-smart-filters/answers.ts, zod with them) are imported beside
// the first request, as a browser fetches their chunk beside the fetch (issue 36). Their first
// transform here takes longer than the fixed waits below allow a request: loaded once before.
beforeAll(() => import('../../adapters/jet-smart-filters/answers'));
afterEach(() => {
  cleanup();
  for (const c of controllers) c.abort();
  controllers = [];
  bodies = [];
  server.resetHandlers();
  resetFilterGroups();
  resetFilterPage();
  delete win.JetSmartFilterSettings;
  document.body.innerHTML = '';
  history.replaceState(null, '', '/');
});
afterAll(() => server.close());

/** The shop as printed, with the admin-ajax answer for page `page` of `max`. */
function page(html: string, answer: { page: number; max: number } = { page: 1, max: 6 }): void {
  win.JetSmartFilterSettings = structuredClone(settings);
  document.body.innerHTML = `${html}${LISTING}`;
  server.use(http.post('*/wp-admin/admin-ajax.php', async ({ request }) => {
    bodies.push(await request.text());
    return HttpResponse.json({ content: LISTING, pagination: { found_posts: answer.max * 12, max_num_pages: answer.max, page: answer.page } });
  }));
}

function mount<P>(View: ComponentType<ViewProps<P>>, selector: string, props: (el: HTMLElement) => P, hydrate = false): HTMLElement {
  const element = document.querySelector<HTMLElement>(selector);
  if (!element) throw new Error(`${selector} missing`);
  const controller = new AbortController();
  controllers.push(controller);
  const view = <View props={props(element)} element={element} settings={readPageSettings()} signal={controller.signal} />;
  render(view, { container: element, hydrate });
  return element;
}

function filter(selector: string, value: string[]) {
  const element = document.querySelector<HTMLElement>(selector);
  if (!element) throw new Error(`${selector} missing`);
  const labels: Record<string, string> = { '27': 'موبایل', '28': 'لپ‌تاپ', '55': 'قرمز' };
  const made = registerFilter(readPageSettings(), element, readFilterAttributes(element, 'checkboxes'), value, {
    describe: (data) => (Array.isArray(data) ? data : [String(data)]).map((v) => ({ value: v, label: labels[v] ?? v })),
  });
  if (!made) throw new Error('not registered');
  return made;
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('pagination view', () => {
  const PAGINATION = `<div class="jet-smart-filters-pagination jet-filter" ${PROVIDER} data-apply-type="ajax" data-controls="{&quot;items_enabled&quot;:true,&quot;pages_mid_size&quot;:1,&quot;pages_end_size&quot;:1,&quot;nav_enabled&quot;:true,&quot;prev&quot;:&quot;قبلی&quot;,&quot;next&quot;:&quot;بعدی&quot;}"></div>`;
  const props = (el: HTMLElement) => ({ ...readFilterAttributes(el, 'pagination'), controls: readPaginationControls(el.getAttribute('data-controls')) });

  it('draws the plugin items: numbers by mid/end size with dots, next but no prev on the first page', () => {
    page(PAGINATION);
    const element = mount(Pagination, '.jet-smart-filters-pagination', props);
    const nav = screen.getByRole('navigation', { name: 'صفحه‌بندی محصولات' });
    expect(nav.classList.contains('jet-filters-pagination')).toBe(true);
    const current = screen.getByRole('button', { name: 'برگه ۱، برگهٔ کنونی' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(current.classList.contains('jet-filters-pagination__current')).toBe(true);
    expect(screen.getByRole('button', { name: 'برگه ۲' }).textContent).toBe('۲');
    expect(screen.getByRole('button', { name: 'برگه ۶' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'برگهٔ بعد' }).textContent).toBe('بعدی');
    expect(screen.queryByRole('button', { name: 'برگهٔ قبل' })).toBeNull();
    expect([...element.querySelectorAll('.jet-filters-pagination__item')].map((el) => el.textContent)).toEqual(['۱', '۲', '…', '۶', 'بعدی']);
  });

  it('Enter on a page asks for it, and the answer makes it current with focus kept on it', async () => {
    page(PAGINATION, { page: 2, max: 6 });
    mount(Pagination, '.jet-smart-filters-pagination', props);
    const two = screen.getByRole('button', { name: 'برگه ۲' });
    two.focus();
    fireEvent.keyDown(two, { key: 'Enter' });
    expect(bodies).toHaveLength(0);
    await act(() => wait(150));
    expect(bodies).toHaveLength(1);
    expect(phpParseStr(bodies[0] ?? '').paged).toBe('2');
    const current = screen.getByRole('button', { name: 'برگه ۲، برگهٔ کنونی' });
    expect(current).toBe(two);
    expect(document.activeElement).toBe(two);
    expect(screen.getByRole('button', { name: 'برگهٔ قبل' }).textContent).toBe('قبلی');
  });
});

describe('issue 37: the views publish itemsBuilt after each build', () => {
  const bus = () => (window as unknown as { JetSmartFilters?: { events?: { subscribe(c: string, f: (a: Record<string, unknown>) => void): void } } }).JetSmartFilters?.events;

  it('pagination/itemsBuilt carries the drawn items, once per build; activeItems/itemsBuilt follows a removal', async () => {
    page(`${CATEGORY}<div class="jet-smart-filters-pagination jet-filter" ${PROVIDER} data-apply-type="ajax" data-controls="{&quot;items_enabled&quot;:true,&quot;pages_mid_size&quot;:1,&quot;pages_end_size&quot;:1,&quot;nav_enabled&quot;:true,&quot;prev&quot;:&quot;قبلی&quot;,&quot;next&quot;:&quot;بعدی&quot;}"></div><div class="jet-smart-filters-active jet-active-filters jet-filter" data-label="فیلترهای فعال:" ${PROVIDER} data-apply-type="ajax"></div>`, { page: 1, max: 6 });
    const category = filter('[data-query-var="product_cat"]', ['27']);
    const events = bus();
    if (!events) throw new Error('no JetSmartFilters.events');
    const built: Array<{ channel: string; items: number }> = [];
    events.subscribe('pagination/itemsBuilt', (arg) => built.push({ channel: 'pagination', items: (arg.$filter as Element).querySelectorAll('.jet-filters-pagination__item').length }));
    events.subscribe('activeItems/itemsBuilt', (arg) => built.push({ channel: 'active', items: (arg.$activeItemsContainer as Element).querySelectorAll('.jet-active-filter').length }));
    mount(Pagination, '.jet-smart-filters-pagination', (el) => ({ ...readFilterAttributes(el, 'pagination'), controls: readPaginationControls(el.getAttribute('data-controls')) }));
    expect(built).toEqual([{ channel: 'pagination', items: 5 }]);
    mount(ActiveFilters, '.jet-active-filters', (el) => ({ ...readFilterAttributes(el, 'active'), tags: false, title: 'فیلترهای فعال:', clearLabel: '' }));
    expect(built.at(-1)).toEqual({ channel: 'active', items: 1 });
    built.length = 0;
    act(() => {
      category.entry.data.value = false;
    });
    expect(built).toEqual([{ channel: 'active', items: 0 }]);
  });
});

describe('active filters and tags views', () => {
  it('one button per active filter, named by what it removes; × removes that filter and applies; empty when none, never hidden (issue 34: hiding it at mount moved the sidebar)', async () => {
    page(`${CATEGORY}${COLOR}<div class="jet-smart-filters-active jet-active-filters jet-filter" data-label="فیلترهای فعال:" ${PROVIDER} data-apply-type="ajax"></div>`);
    const category = filter('[data-query-var="product_cat"]', ['27', '28']);
    filter('[data-query-var="pa_color"]', ['55']);
    const element = mount(ActiveFilters, '.jet-active-filters', (el) => ({ ...readFilterAttributes(el, 'active'), tags: false, title: 'فیلترهای فعال:', clearLabel: '' }));
    expect(element.hidden).toBe(false);
    expect(element.querySelector('.jet-active-filters__title')?.textContent).toBe('فیلترهای فعال:');
    const remove = screen.getByRole('button', { name: 'حذف فیلتر دسته: موبایل، لپ‌تاپ' });
    expect(remove.querySelector('.jet-active-filter__label')?.textContent).toBe('دسته:');
    expect(remove.querySelector('.jet-active-filter__remove')?.getAttribute('aria-hidden')).toBe('true');
    // Keyboard: the next chip takes focus when the focused one goes.
    remove.focus();
    fireEvent.click(remove);
    expect(category.entry.data.value).toBe(false);
    const color = screen.getByRole('button', { name: 'حذف فیلتر رنگ: قرمز' });
    expect(document.activeElement).toBe(color);
    await act(() => wait(150));
    expect(bodies).toHaveLength(1);
    fireEvent.click(color);
    expect(screen.queryByRole('button')).toBeNull();
    expect(element.childNodes).toHaveLength(0);
    expect(element.hidden).toBe(false);
  });

  it('removing the last chip by keyboard puts focus on the first filter control, not on nothing (helper review)', () => {
    // The colour filter drawn with one control; the category's container is empty.
    page(`${CATEGORY}${COLOR.replace('></div></div>', '><input type="checkbox" aria-label="قرمز"></div></div>')}<div class="jet-smart-filters-active jet-active-filters jet-filter" data-label="فیلترهای فعال:" ${PROVIDER} data-apply-type="ajax"></div>`);
    filter('[data-query-var="pa_color"]', ['55']);
    mount(ActiveFilters, '.jet-active-filters', (el) => ({ ...readFilterAttributes(el, 'active'), tags: false, title: 'فیلترهای فعال:', clearLabel: '' }));
    const last = screen.getByRole('button', { name: 'حذف فیلتر رنگ: قرمز' });
    last.focus();
    fireEvent.click(last);
    expect(screen.queryByRole('button')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'قرمز' }));
  });

  it('tags: one button per value and the clear-all item last', () => {
    page(`${CATEGORY}<div class="jet-smart-filters-active-tags jet-active-tags" ${PROVIDER} data-apply-type="ajax" data-clear-item-label="پاک کردن همه"></div>`);
    const category = filter('[data-query-var="product_cat"]', ['27', '28']);
    mount(ActiveFilters, '.jet-active-tags', (el) => ({ ...readFilterAttributes(el, 'active-tags'), tags: true, title: '', clearLabel: 'پاک کردن همه' }));
    const names = screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'));
    expect(names).toEqual(['حذف فیلتر دسته: موبایل', 'حذف فیلتر دسته: لپ‌تاپ', 'حذف همه فیلترها']);
    fireEvent.click(screen.getByRole('button', { name: 'حذف فیلتر دسته: موبایل' }));
    expect(category.entry.data.value).toBe('28');
    fireEvent.click(screen.getByRole('button', { name: 'حذف همه فیلترها' }));
    expect(category.entry.data.value).toBe(false);
  });
});

describe('remove-all and apply button views', () => {
  const REMOVE = `<div class="jet-smart-filters-remove-filters jet-filter"><div class="jet-remove-all-filters hide">
	<button type="button" class="jet-remove-all-filters__button" ${PROVIDER} data-apply-type="ajax">
		حذف فیلترها	</button>
</div></div>`;

  it('remove-all adopts the printed button, shows while a filter is active and clears them all', async () => {
    page(`${CATEGORY}${REMOVE}`);
    const before = document.querySelector('.jet-remove-all-filters')?.innerHTML;
    const printed = document.querySelector('.jet-remove-all-filters__button');
    const element = mount(RemoveAll, '.jet-remove-all-filters', (el) => ({ ...readFilterAttributes(el.querySelector<HTMLElement>('[data-content-provider]') ?? el, 'remove-filters'), markup: readMarkup(el) }), true);
    expect(element.innerHTML).toBe(before);
    const button = screen.getByRole('button', { name: 'حذف فیلترها', hidden: true });
    expect(button).toBe(printed);
    expect(element.classList.contains('hide')).toBe(true);
    const category = filter('[data-query-var="product_cat"]', []);
    act(() => category.group.change(category.entry, ['27']));
    expect(element.classList.contains('hide')).toBe(false);
    expect(element.hidden).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'حذف فیلترها' }));
    expect(category.entry.data.value).toBe(false);
    expect(element.classList.contains('hide')).toBe(true);
  });

  it('remove-all pressed with focus on it gives focus to the first filter control as it hides; a press without focus moves none', () => {
    page(`${CATEGORY.replace('></div></div>', '><input type="checkbox" aria-label="موبایل"></div></div>')}${REMOVE}<button type="button">جای دیگر</button>`);
    const element = mount(RemoveAll, '.jet-remove-all-filters', (el) => ({ ...readFilterAttributes(el.querySelector<HTMLElement>('[data-content-provider]') ?? el, 'remove-filters'), markup: readMarkup(el) }), true);
    const category = filter('[data-query-var="product_cat"]', []);
    act(() => category.group.change(category.entry, ['27']));
    const remove = screen.getByRole('button', { name: 'حذف فیلترها' });
    remove.focus();
    fireEvent.click(remove);
    expect(element.classList.contains('hide')).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'موبایل' }));
    // A mouse press elsewhere's focus is left where it is.
    act(() => category.group.change(category.entry, ['28']));
    const elsewhere = screen.getByRole('button', { name: 'جای دیگر' });
    elsewhere.focus();
    fireEvent.click(screen.getByRole('button', { name: 'حذف فیلترها' }));
    expect(document.activeElement).toBe(elsewhere);
  });

  it('apply (active state "any"): disabled until a filter has a value, then sends the waiting choice', async () => {
    page(`${CATEGORY.replace('data-apply-type="ajax"', 'data-apply-type="ajax-reload"')}<div class="apply-filters" ${PROVIDER} data-apply-type="ajax" data-apply-button-active-state="any" data-apply-button-if-inactive="disable">
	<button type="button" class="apply-filters__button">اعمال فیلترها</button>
</div>`);
    const category = filter('[data-query-var="product_cat"]', []);
    mount(ApplyButton, '.apply-filters', (el) => ({ ...readFilterAttributes(el, 'apply-button'), markup: readMarkup(el), activeState: 'any', whenInactive: 'disable' }), true);
    const apply = screen.getByRole('button', { name: 'اعمال فیلترها' });
    expect(apply).toHaveProperty('disabled', true);
    act(() => category.group.change(category.entry, ['27']));
    await act(() => wait(150));
    expect(bodies).toHaveLength(0);
    expect(apply).toHaveProperty('disabled', false);
    fireEvent.click(apply);
    await act(() => wait(150));
    expect(bodies).toHaveLength(1);
    expect(phpParseStr(bodies[0] ?? '').query).toEqual({ _tax_query_product_cat: { 0: '27' } });
  });

  it('apply (active state "all", hide when inactive): the box is hidden until every filter has a value', () => {
    page(`${CATEGORY.replace('data-apply-type="ajax"', 'data-apply-type="ajax-reload"')}${COLOR.replace('data-apply-type="ajax"', 'data-apply-type="ajax-reload"')}<div class="apply-filters" ${PROVIDER} data-apply-type="ajax">
	<button type="button" class="apply-filters__button">اعمال فیلترها</button>
</div>`);
    const category = filter('[data-query-var="product_cat"]', ['27']);
    const color = filter('[data-query-var="pa_color"]', []);
    const element = mount(ApplyButton, '.apply-filters', (el) => ({ ...readFilterAttributes(el, 'apply-button'), markup: readMarkup(el), activeState: 'all', whenInactive: 'hide' }), true);
    expect(element.hidden).toBe(true);
    expect(screen.getByRole('button', { name: 'اعمال فیلترها', hidden: true })).toHaveProperty('disabled', false);
    act(() => color.group.change(color.entry, ['55']));
    expect(element.hidden).toBe(false);
    act(() => category.group.change(category.entry, false));
    expect(element.hidden).toBe(true);
  });
});

describe('pagination view: load more', () => {
  it('load-more asks for the next page and stays while pages remain', async () => {
    page(`<div class="jet-smart-filters-pagination jet-filter" ${PROVIDER} data-apply-type="ajax" data-controls="{&quot;items_enabled&quot;:false,&quot;load_more_enabled&quot;:true,&quot;load_more_text&quot;:&quot;بیشتر&quot;}"></div>`, { page: 2, max: 6 });
    mount(Pagination, '.jet-smart-filters-pagination', (el) => ({ ...readFilterAttributes(el, 'pagination'), controls: readPaginationControls(el.getAttribute('data-controls')) }));
    const more = screen.getByRole('button', { name: 'بیشتر' });
    fireEvent.click(more);
    await act(() => wait(150));
    expect(bodies).toHaveLength(1);
    expect(phpParseStr(bodies[0] ?? '').paged).toBe('2');
    expect(screen.getByRole('button', { name: 'بیشتر' })).toBe(more);
  });
});

describe('check-range view (a flat checkbox list, hydrated)', () => {
  const BANDS = [['0_500000', 'تا ۵۰۰ هزار'], ['500000_2000000', '۵۰۰ هزار تا ۲ میلیون'], ['2000000_5000000', '۲ تا ۵ میلیون'], ['5000000_99000000', 'بیش از ۵ میلیون']];
  const rows = BANDS.map(([v, l]) => `<div class="jet-checkboxes-list__row jet-filter-row">
			<label class="jet-checkboxes-list__item" tabindex="0">
				<input type="checkbox" class="jet-checkboxes-list__input" name="_price" value="${v}" data-label="${l}" aria-label="${l}">
				<div class="jet-checkboxes-list__button"><span class="jet-checkboxes-list__decorator"><i class="jet-checkboxes-list__checked-icon fa fa-check"></i></span><span class="jet-checkboxes-list__label">${l}</span><span class="jet-filters-counter"><span class="counter-prefix">(</span><span class="value">0</span><span class="counter-suffix">)</span></span></div>
			</label>
		</div>`).join('');
  const LIST = `<div class="jet-smart-filters-check-range jet-filter jet-filter-indexed" data-indexer-rule="disable" data-show-counter="yes" data-change-counter="always"><div class="jet-checkboxes-list" data-smart-filter="check-range" data-query-type="meta_query" data-query-var="_price" data-query-var-suffix="check-range" data-filter-id="90" data-apply-type="ajax" data-active-label="قیمت" ${PROVIDER}><fieldset class="jet-checkboxes-list-wrapper"><legend style="display:none;">بازهٔ قیمت</legend>${rows}</fieldset><div class="jet-filter-items-moreless" data-less-items-count="3" data-more-text="بیشتر" data-less-text="کمتر" tabindex="0">
	<div class="jet-filter-items-moreless__toggle">بیشتر</div>
</div></div></div>`;
  const props = (el: HTMLElement) => ({ ...readFilterAttributes(el, 'check-range'), markup: readMarkup(el), inputClass: 'jet-checkboxes-list__input' });

  it('adopts the printed rows, then one tab stop per option, the legend named, three bands and «بیشتر»', () => {
    page(LIST);
    const printed = document.querySelector('input[value="0_500000"]');
    const element = mount(CheckboxList, '.jet-checkboxes-list', props, true);
    const first = screen.getByRole('checkbox', { name: 'تا ۵۰۰ هزار' });
    expect(first).toBe(printed);
    expect(Object.keys(first).some((k) => k.startsWith('__reactFiber$'))).toBe(true);
    expect(element.querySelectorAll('label[tabindex]')).toHaveLength(0);
    expect(screen.getByRole('group', { name: 'بازهٔ قیمت' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'بیش از ۵ میلیون' })).toBeNull();
    const more = screen.getByRole('button', { name: 'بیشتر' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(more, { key: 'Enter' });
    expect(screen.getByRole('button', { name: 'کمتر' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('checkbox', { name: 'بیش از ۵ میلیون' })).toBeTruthy();
  });

  it('a tick is checked at once and sent; the engine clearing it (remove-all) unticks it', async () => {
    page(LIST);
    mount(CheckboxList, '.jet-checkboxes-list', props, true);
    const band = screen.getByRole('checkbox', { name: '۵۰۰ هزار تا ۲ میلیون' });
    fireEvent.click(band);
    expect(band).toHaveProperty('checked', true);
    expect(band.closest('.jet-filter-row')?.classList.contains('jet-filter-row--checked')).toBe(true);
    await act(() => wait(150));
    expect(bodies).toHaveLength(1);
    expect(phpParseStr(bodies[0] ?? '').query).toEqual({ '_meta_query__price|check-range': '500000_2000000' });
    const group = allGroupsFor();
    act(() => group?.removeAll('ajax'));
    expect(band).toHaveProperty('checked', false);
    expect(band.closest('.jet-filter-row')?.classList.contains('jet-filter-row--checked')).toBe(false);
  });

  it('indexer counts in Persian digits; an empty band is disabled under the disable rule', () => {
    page(LIST);
    mount(CheckboxList, '.jet-checkboxes-list', props, true);
    const group = allGroupsFor();
    act(() => {
      if (group) group.indexed.value = { meta_query: { _price: { '0_500000': 12, '500000_2000000': 0 } } } as unknown as typeof group.indexed.value;
    });
    const cheap = screen.getByRole('checkbox', { name: 'تا ۵۰۰ هزار' });
    expect(cheap.closest('.jet-filter-row')?.querySelector('.value')?.textContent).toBe('۱۲');
    const empty = screen.getByRole('checkbox', { name: '۵۰۰ هزار تا ۲ میلیون' });
    expect(empty).toHaveProperty('disabled', true);
    expect(empty.closest('.jet-filter-row')?.classList.contains('jet-filter-row-disable')).toBe(true);
  });
});

function allGroupsFor() {
  return allGroups().find((g) => g.key === 'woocommerce-shortcode/default');
}
