// The list filters' React views (CheckboxList, SelectFilter) on JetSmartFilters 3.4.5's markup
// (templates/filters/*.php and the common extras), hydrated as the runtime does, found by role and
// name as a shopper finds them; msw answers as the plugin's admin-ajax would.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ComponentType } from 'react';
import { server } from '../../fixtures/msw/node';
import { readPageSettings } from '../../src/host/settings';
import type { ViewProps } from '../../src/runtime/types';
import { readFilterAttributes } from '../../adapters/jet-smart-filters/markup';
import { resetFilterPage } from '../../src/state/filters/page';
import { allGroups, resetFilterGroups } from '../../src/state/filters/registry';
import { phpParseStr, phpToPlain } from '../../fixtures/jet-smart-filters/php';
import { readMarkup } from '../../src/ui/markup';
import settings from '../../fixtures/jet-smart-filters/recorded/settings.json';
import { CheckboxList } from './CheckboxList';
import { SelectFilter } from './SelectFilter';

const win = window as unknown as Record<string, unknown>;
const PROVIDER = 'data-content-provider="woocommerce-shortcode" data-query-id="default" data-additional-providers=""';
const LISTING = '<div class="woocommerce columns-4"><ul class="products"><li class="product">کالا</li></ul></div>';

let bodies: string[] = [];
let controllers: AbortController[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
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

function page(html: string): void {
  history.replaceState(null, '', '/jsf-shop/');
  win.JetSmartFilterSettings = structuredClone(settings);
  document.body.innerHTML = `${html}${LISTING}`;
  server.use(http.post('*/wp-admin/admin-ajax.php', async ({ request }) => {
    bodies.push(await request.text());
    return HttpResponse.json({ content: LISTING, pagination: { found_posts: 12, max_num_pages: 1, page: 1 } });
  }));
}

/** Mounted as the runtime mounts a hydrating root: React adopts the printed nodes. */
function mount<P>(View: ComponentType<ViewProps<P>>, selector: string, props: (el: HTMLElement) => P): HTMLElement {
  const element = document.querySelector<HTMLElement>(selector);
  if (!element) throw new Error(`${selector} missing`);
  const controller = new AbortController();
  controllers.push(controller);
  render(<View props={props(element)} element={element} settings={readPageSettings()} signal={controller.signal} />, { container: element, hydrate: true });
  return element;
}

const list = (inputClass: string) => (el: HTMLElement) => ({ ...readFilterAttributes(el), markup: readMarkup(el), inputClass });
const select = (el: HTMLElement) => ({ ...readFilterAttributes(el), markup: readMarkup(el) });
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** A browser runs microtasks between a click's listeners: the view's redraw after a signal change lands there. */
const tick = () => act(() => wait(0));
const sent = () => bodies.map((b) => phpToPlain(phpParseStr(b).query ?? {}) as Record<string, unknown>);
const query = () => allGroups()[0]?.query.value;
const checkbox = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });
const radio = (name: string) => screen.getByRole<HTMLInputElement>('radio', { name });

const COLLAPSE_ICON = '<div class="jet-collapse-icon"><svg class="jet-collapse-icon-open" viewBox="0 0 24 24"><path d="M6 12H18"/></svg></div>';
function checkboxRow(name: string, value: string, label: string, o: { checked?: boolean; parent?: boolean; tree?: boolean } = {}): string {
  return `<div class="jet-checkboxes-list__row jet-filter-row${o.parent ? ' jet-list-tree__parent' : ''}">
		${o.tree ? (o.parent ? COLLAPSE_ICON : '<div class="jet-collapse-none"></div>') : ''}<label class="jet-checkboxes-list__item">
		<input type="checkbox" class="jet-checkboxes-list__input" name="${name}" value="${value}" data-label="${label}" aria-label="${label}"${o.checked ? ' checked' : ''}>
		<div class="jet-checkboxes-list__button"><span class="jet-checkboxes-list__label">${label}</span></div>
	</label>
</div>`;
}

const CATEGORY_TREE = `<div class="jet-smart-filters-checkboxes jet-filter"><div class="jet-checkboxes-list" data-smart-filter="checkboxes" data-query-type="tax_query" data-query-var="product_cat" data-filter-id="80" data-apply-type="mixed" data-active-label="دسته" data-relational-operator="AND" ${PROVIDER}><div class="jet-filter-items-search">
	<input class="jet-filter-items-search__input" type="search" autocomplete="off" aria-label="جستجو در دسته‌بندی">
	<div class="jet-filter-items-search__clear"></div>
</div><fieldset class="jet-checkboxes-list-wrapper"><legend style="display:none;">دسته‌بندی</legend><div class="jet-list-tree jet-list-collapsible">${checkboxRow('product_cat', '26', 'کالای دیجیتال', { parent: true, tree: true })}<div class='jet-list-tree__children'>
${checkboxRow('product_cat', '27', 'موبایل', { tree: true })}${checkboxRow('product_cat', '28', 'لپ‌تاپ', { tree: true })}</div>
${checkboxRow('product_cat', '30', 'پوشاک', { tree: true })}</div></fieldset></div></div>`;

const colours = (o: { checked?: string[]; extra?: string; apply?: string } = {}) => `<div class="jet-smart-filters-checkboxes jet-filter"><div class="jet-checkboxes-list" data-smart-filter="checkboxes" data-query-type="tax_query" data-query-var="pa_color" data-filter-id="81" data-apply-type="${o.apply ?? 'mixed'}" data-active-label="رنگ" ${PROVIDER}${o.extra ?? ''}><fieldset class="jet-checkboxes-list-wrapper"><legend style="display:none;">رنگ</legend>${[['54', 'قرمز'], ['55', 'آبی'], ['56', 'سبز']].map(([v, l]) => checkboxRow('pa_color', v ?? '', l ?? '', { checked: o.checked?.includes(v ?? '') })).join('')}</fieldset></div></div>`;

describe('checkboxes view', () => {
  it('a collapsible tree: adopted as printed, each branch behind its named toggle, Enter opens it; under AND a child unticks its parent; focus stays on the ticked box', async () => {
    page(CATEGORY_TREE);
    const printed = document.querySelector('input[value="26"]');
    mount(CheckboxList, '.jet-checkboxes-list', list('jet-checkboxes-list__input'));
    expect(checkbox('کالای دیجیتال')).toBe(printed);
    expect(screen.getByRole('group', { name: 'دسته‌بندی' })).toBeTruthy();
    const toggle = screen.getByRole('button', { name: 'نمایش زیرشاخه‌های کالای دیجیتال' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('checkbox', { name: 'موبایل' })).toBeNull();
    fireEvent.keyDown(toggle, { key: 'Enter' });
    expect(screen.getByRole('button', { name: 'بستن زیرشاخه‌های کالای دیجیتال' }).getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(checkbox('کالای دیجیتال'));
    const phone = checkbox('موبایل');
    phone.focus();
    fireEvent.click(phone);
    await tick();
    expect(phone.checked).toBe(true);
    expect(checkbox('کالای دیجیتال').checked).toBe(false);
    expect(document.activeElement).toBe(phone);
    await act(() => wait(150));
    expect(sent().at(-1)).toEqual({ _tax_query_product_cat: '27' });
  });

  it('the items search hides the rows that do not match, its clear button brings them back', () => {
    page(CATEGORY_TREE);
    mount(CheckboxList, '.jet-checkboxes-list', list('jet-checkboxes-list__input'));
    const search = screen.getByRole('searchbox', { name: 'جستجو در دسته‌بندی' });
    expect(screen.queryByRole('button', { name: 'پاک کردن جستجو' })).toBeNull();
    fireEvent.change(search, { target: { value: 'پوش' } });
    expect(search.classList.contains('jet-input-not-empty')).toBe(true);
    expect(checkbox('پوشاک')).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'کالای دیجیتال' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'پاک کردن جستجو' }));
    expect(checkbox('کالای دیجیتال')).toBeTruthy();
    expect((search as HTMLInputElement).value).toBe('');
  });

  it('issue 37: a checkbox item\'s URL value is its printed value, the items in page order (not click order), the AND marker last', async () => {
    page(colours());
    mount(CheckboxList, '.jet-checkboxes-list', list('jet-checkboxes-list__input'));
    fireEvent.click(checkbox('سبز'));
    fireEvent.click(checkbox('قرمز'));
    await act(() => wait(150));
    expect(location.pathname + location.search).toBe('/jsf-shop/?jsf=woocommerce-shortcode&tax=pa_color:54%2C56');
    expect(sent().at(-1)).toEqual({ _tax_query_pa_color: ['54', '56'] });
    cleanup();
    resetFilterGroups();
    resetFilterPage();
    page(colours({ extra: ' data-relational-operator="AND"' }));
    mount(CheckboxList, '.jet-checkboxes-list', list('jet-checkboxes-list__input'));
    fireEvent.click(checkbox('سبز'));
    fireEvent.click(checkbox('آبی'));
    await act(() => wait(150));
    expect(location.search).toBe('?jsf=woocommerce-shortcode&tax=pa_color:55%2C56%2Coperator_AND');
  });

  it('issue 37: predefined values are merged with what the server checked and applied once, as the plugin does; unknown values are left out', async () => {
    page(colours({ checked: ['54'], extra: ' data-predefined-value="56, 999"' }));
    mount(CheckboxList, '.jet-checkboxes-list', list('jet-checkboxes-list__input'));
    expect(checkbox('قرمز').checked).toBe(true);
    expect(checkbox('سبز').checked).toBe(true);
    expect(checkbox('آبی').checked).toBe(false);
    await act(() => wait(150));
    expect(sent()).toEqual([{ _tax_query_pa_color: ['54', '56'] }]);
  });

  it('issue 37: a predefined value the server already checked sends nothing', async () => {
    page(colours({ checked: ['55'], extra: ' data-predefined-value="55"' }));
    mount(CheckboxList, '.jet-checkboxes-list', list('jet-checkboxes-list__input'));
    await act(() => wait(150));
    expect(checkbox('آبی').checked).toBe(true);
    expect(bodies).toEqual([]);
  });
});

const radioRow = (value: string, label: string, checked = false) => `<div class="jet-radio-list__row jet-filter-row">
		<label class="jet-radio-list__item" tabindex="0">
		<input type="radio" class="jet-radio-list__input" name="_stock_status" value="${value}" data-label="${label}" aria-label="${label}"${checked ? ' checked' : ''}>
		<div class="jet-radio-list__button"><span class="jet-radio-list__decorator"><i class="jet-radio-list__checked-icon fa fa-check"></i></span><span class="jet-radio-list__label">${label}</span></div>
	</label>
</div>`;
const stock = (o: { checked?: string; extra?: string } = {}) => `<div class="jet-smart-filters-radio jet-filter"><div class="jet-radio-list" data-query-type="meta_query" data-query-var="_stock_status" data-smart-filter="radio" data-filter-id="84" data-apply-type="ajax" data-active-label="موجودی" data-can-deselect="1" ${PROVIDER}${o.extra ?? ''}><form class="jet-radio-list-wrapper"><fieldset><legend style="display:none;">موجودی</legend>${[['all', 'همه'], ['instock', 'موجود'], ['outofstock', 'ناموجود']].map(([v, l]) => radioRow(v ?? '', l ?? '', v === o.checked)).join('')}</fieldset></form></div></div>`;

describe('radio and rating views', () => {
  it('a radio list: one tab stop per option (labels step back), a choice sent, a click on the chosen one clears it (can-deselect) and «همه» shows chosen', async () => {
    page(stock());
    const element = mount(CheckboxList, '.jet-radio-list', list('jet-radio-list__input'));
    expect(element.querySelectorAll('label[tabindex]')).toHaveLength(0);
    expect(screen.getByRole('group', { name: 'موجودی' }).tagName).toBe('FIELDSET');
    fireEvent.click(radio('ناموجود'));
    expect(radio('ناموجود').checked).toBe(true);
    await act(() => wait(150));
    expect(sent().at(-1)).toEqual({ _meta_query__stock_status: 'outofstock' });
    fireEvent.click(radio('ناموجود'));
    expect(radio('ناموجود').checked).toBe(false);
    expect(radio('همه').checked).toBe(true);
    // Back to the page as printed: the group's query is empty (its answer comes from the cache, no request).
    expect(query()).toEqual({});
    // The list's own form never submits the page.
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    element.querySelector('form')?.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
  });

  it('issue 37: a predefined radio value starts the list filtered when the server chose nothing', async () => {
    page(stock({ extra: ' data-predefined-value="instock"' }));
    mount(CheckboxList, '.jet-radio-list', list('jet-radio-list__input'));
    expect(radio('موجود').checked).toBe(true);
    await act(() => wait(150));
    expect(sent()).toEqual([{ _meta_query__stock_status: 'instock' }]);
  });

  it('issue 37: the server\'s own choice wins over a predefined radio value (nothing sent)', async () => {
    page(stock({ checked: 'outofstock', extra: ' data-predefined-value="instock"' }));
    mount(CheckboxList, '.jet-radio-list', list('jet-radio-list__input'));
    await act(() => wait(150));
    expect(radio('ناموجود').checked).toBe(true);
    expect(radio('موجود').checked).toBe(false);
    expect(bodies).toEqual([]);
  });

  it('rating stars: named by what they mean, the chosen one is-checked, a second click clears it; the active label is value/total', async () => {
    const stars = [5, 4, 3, 2, 1].map((v) => `<input class="jet-rating-star__input" type="radio" id="jet-rating-${v}" name="_wc_average_rating" value="${v}" aria-label="${v}" />
			<label class="jet-rating-star__label" for="jet-rating-${v}" tabindex="0"><span class="jet-rating-star__icon"><i class="jet-rating-icon fa fa-star"></i></span></label>`).join('\n');
    page(`<div class="jet-smart-filters-rating jet-filter"><div class="jet-rating" data-query-type="meta_query" data-query-var="_wc_average_rating" data-smart-filter="rating" data-filter-id="85" data-apply-type="ajax" data-active-label="امتیاز" data-query-var-suffix="rating,compare-greater" ${PROVIDER}><div class="jet-rating__control"><div class="jet-rating-stars"><fieldset class="jet-rating-stars__fields"><legend style="display:none;">امتیاز</legend>${stars}</fieldset></div></div></div></div>`);
    const element = mount(CheckboxList, '.jet-rating', list('jet-rating-star__input'));
    expect(element.querySelectorAll('label[tabindex]')).toHaveLength(0);
    const four = radio('۴ ستاره و بیشتر');
    fireEvent.click(four);
    expect(four.checked).toBe(true);
    expect(four.classList.contains('is-checked')).toBe(true);
    expect(allGroups()[0]?.activeItems.value.flatMap((i) => i.values.map((v) => v.label))).toEqual(['۴/۵']);
    await act(() => wait(150));
    expect(sent().at(-1)).toEqual({ '_meta_query__wc_average_rating|rating,compare-greater': '4' });
    fireEvent.click(four);
    expect(four.checked).toBe(false);
    expect(four.classList.contains('is-checked')).toBe(false);
    // Back to the page as printed: the group's query is empty (its answer comes from the cache, no request).
    expect(query()).toEqual({});
    // The stars as the page draws them (5…1 from the left): ← chooses the star drawn on the left, → the one on the right.
    for (const label of element.querySelectorAll<HTMLLabelElement>('label[for]')) {
      const left = (5 - Number(label.htmlFor.replace('jet-rating-', ''))) * 30;
      label.getBoundingClientRect = () => new DOMRect(left, 0, 24, 24);
    }
    const three = radio('۳ ستاره و بیشتر');
    fireEvent.click(three);
    fireEvent.keyDown(three, { key: 'ArrowLeft' });
    expect(four.checked).toBe(true);
    expect(document.activeElement).toBe(four);
    fireEvent.keyDown(four, { key: 'ArrowRight' });
    fireEvent.keyDown(three, { key: 'ArrowRight' });
    expect(radio('۲ ستاره و بیشتر').checked).toBe(true);
    expect(document.activeElement).toBe(radio('۲ ستاره و بیشتر'));
  });
});

describe('visual and alphabet views', () => {
  const swatches = [['54', 'قرمز', '#d00'], ['55', 'آبی', '#00d'], ['56', 'سبز', '#0a0']].map(([v, l, c]) => `<div class="jet-color-image-list__row jet-filter-row">
	<label class="jet-color-image-list__item" tabindex="0">
		<input type="checkbox" class="jet-color-image-list__input" name="pa_color" value="${v}" data-label="${l}" aria-label="${l}">
		<div class="jet-color-image-list__button"><span class="jet-color-image-list__decorator"><span class="jet-color-image-list__color" style="background-color: ${c}"></span></span><span class="jet-color-image-list__label">${l}</span></div>
	</label>
</div>`).join('');
  const VISUAL = `<div class="jet-smart-filters-color-image jet-filter"><div class="jet-filter-label">رنگ</div><div class="jet-filter-items-dropdown">
	<div class="jet-filter-items-dropdown__label" tabindex="0">انتخاب رنگ</div>
	<div class="jet-filter-items-dropdown__body">
		<div class="jet-color-image-list" data-query-type="tax_query" data-query-var="pa_color" data-smart-filter="color-image" data-filter-id="97" data-apply-type="ajax" data-active-label="رنگ" ${PROVIDER}><form class="jet-color-image-list-wrapper"><fieldset><legend style="display:none;">رنگ</legend>${swatches}</fieldset></form></div>
	</div>
</div></div>`;

  it('colour swatches in the dropdown the plugin prints around them: the label is a button that opens it, says what is chosen, and Escape closes it with focus back on it', async () => {
    page(VISUAL);
    mount(CheckboxList, '.jet-color-image-list', list('jet-color-image-list__input'));
    const label = screen.getByRole('button', { name: 'انتخاب رنگ' });
    expect(label.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(label, { key: 'Enter' });
    expect(label.getAttribute('aria-expanded')).toBe('true');
    expect(label.getAttribute('aria-controls')).toBe(document.querySelector('.jet-filter-items-dropdown__body')?.id);
    fireEvent.click(checkbox('آبی'));
    fireEvent.click(checkbox('قرمز'));
    await tick();
    expect(label.textContent).toBe('قرمز و ۱ مورد دیگر');
    // Named with what it chooses, not the summary alone.
    expect(screen.getByRole('button', { name: 'انتخاب رنگ: قرمز و ۱ مورد دیگر' })).toBe(label);
    const blue = checkbox('آبی');
    blue.focus();
    fireEvent.keyDown(blue, { key: 'Escape' });
    expect(label.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(label);
    await act(() => wait(150));
    expect(sent().at(-1)).toEqual({ _tax_query_pa_color: ['54', '55'] });
  });

  it('alphabet letters (radio inputs, can-deselect): a letter chosen and sent, chosen again it clears', async () => {
    const letters = ['ا', 'ب', 'ک'].map((l) => `<div class="jet-alphabet-list__row jet-filter-row"><label class="jet-alphabet-list__item" tabindex="0"><input type="radio" class="jet-alphabet-list__input" name="alphabet-filter98" value="${l}" data-label="${l}" aria-label="${l}"><span class="jet-alphabet-list__button">${l}</span></label></div>`).join('');
    page(`<div class="jet-smart-filters-alphabet jet-filter"><div class="jet-alphabet-list" data-query-type="alphabet" data-query-var="" data-smart-filter="alphabet" data-filter-id="98" data-apply-type="ajax" data-active-label="حرف اول" data-can-deselect="1" ${PROVIDER}><form class="jet-alphabet-list-wrapper"><fieldset><legend style="display:none;">حرف اول نام</legend>${letters}</fieldset></form></div></div>`);
    mount(CheckboxList, '.jet-alphabet-list', list('jet-alphabet-list__input'));
    fireEvent.click(radio('ک'));
    await act(() => wait(150));
    expect(sent().at(-1)).toEqual({ _alphabet_: 'ک' });
    fireEvent.click(radio('ک'));
    expect(radio('ک').checked).toBe(false);
    // Back to the page as printed: the group's query is empty (its answer comes from the cache, no request).
    expect(query()).toEqual({});
  });
});

describe('select and sorting views', () => {
  const option = (value: string, label: string, selected = false) => `<option value="${value}" data-label="${label}" data-counter-prefix="(" data-counter-suffix=")"${selected ? ' selected' : ''}>${label}</option>`;
  const SIZE = (o: { selected?: string; extra?: string } = {}) => `<div class="jet-smart-filters-select jet-filter jet-filter-indexed" data-indexer-rule="disable" data-show-counter="yes" data-change-counter="always"><div class="jet-select" data-query-type="tax_query" data-query-var="pa_size" data-smart-filter="select" data-filter-id="83" data-apply-type="ajax" data-active-label="سایز" ${PROVIDER}${o.extra ?? ''}>
	<select class="jet-select__control" name="pa_size" aria-label="سایز">
		${option('all', 'انتخاب سایز')}
		${[['37', 'L'], ['36', 'M'], ['99', 'XS']].map(([v, l]) => option(v ?? '', l ?? '', v === o.selected)).join('\n\t\t')}
	</select>
</div></div>`;

  it('the printed select adopted, then the indexer counts in Persian digits, an empty size disabled, the "all" value blank; a choice sent', async () => {
    page(SIZE());
    const printed = document.querySelector('select');
    mount(SelectFilter, '.jet-select', select);
    const size = screen.getByRole<HTMLSelectElement>('combobox', { name: 'سایز' });
    expect(size).toBe(printed);
    expect(screen.getByRole('option', { name: 'L (۲۸)' })).toBeTruthy();
    expect(screen.getByRole<HTMLOptionElement>('option', { name: 'XS (۰)' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLOptionElement>('option', { name: 'انتخاب سایز' }).value).toBe('');
    fireEvent.change(size, { target: { value: '36' } });
    expect(size.value).toBe('36');
    await act(() => wait(150));
    expect(sent().at(-1)).toEqual({ _tax_query_pa_size: '36' });
    fireEvent.change(size, { target: { value: '' } });
    // Back to the page as printed: the group's query is empty (its answer comes from the cache, no request).
    expect(query()).toEqual({});
  });

  it('issue 37: a predefined select value starts it filtered; the server\'s own choice wins over it', async () => {
    page(SIZE({ extra: ' data-predefined-value="37"' }));
    mount(SelectFilter, '.jet-select', select);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'سایز' }).value).toBe('37');
    await act(() => wait(150));
    expect(sent()).toEqual([{ _tax_query_pa_size: '37' }]);
    cleanup();
    resetFilterGroups();
    resetFilterPage();
    bodies = [];
    page(SIZE({ selected: '36', extra: ' data-predefined-value="37"' }));
    mount(SelectFilter, '.jet-select', select);
    await act(() => wait(150));
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'سایز' }).value).toBe('36');
    expect(bodies).toEqual([]);
  });

  it('a size chosen on the printed select before the code arrived is kept through hydration and sent at mount', async () => {
    page(SIZE());
    const printed = document.querySelector('select');
    if (!printed) throw new Error('no select');
    printed.value = '37';
    // What the widget's reader finds on the select at mount (index.ts: the select's live value).
    mount(SelectFilter, '.jet-select', (el) => ({ ...select(el), chosen: '37' }));
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'سایز' }).value).toBe('37');
    await act(() => wait(150));
    expect(sent()).toEqual([{ _tax_query_pa_size: '37' }]);
  });

  it('sorting: the chosen order is sent as the plugin\'s JSON', async () => {
    page(`<div class="jet-smart-filters-sorting jet-filter"><div class="jet-sorting" data-smart-filter="sorting" data-query-type="sort" data-query-var="standard" ${PROVIDER} data-apply-type="ajax">
	<label class="jet-sorting-label" for="jsf-sorting">مرتب‌سازی</label>
	<select class="jet-sorting-select" id="jsf-sorting" name="select-name">
		<option value="">مرتب‌سازی…</option>
		<option value="{&quot;orderby&quot;:&quot;price&quot;,&quot;order&quot;:&quot;ASC&quot;}">ارزان‌ترین</option>
	</select>
</div></div>`);
    mount(SelectFilter, '.jet-sorting', select);
    const sorting = screen.getByRole('combobox', { name: 'مرتب‌سازی' });
    fireEvent.change(sorting, { target: { value: '{"orderby":"price","order":"ASC"}' } });
    await act(() => wait(150));
    expect(sent().at(-1)).toEqual({ _sort_standard: '{"orderby":"price","order":"ASC"}' });
  });
});
