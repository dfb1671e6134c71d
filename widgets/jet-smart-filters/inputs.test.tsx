// The input filters' React views (range, search, date range, date period, hierarchical select) on
// JetSmartFilters 3.4.5's markup, hydrated as the runtime does, found by role and name as a shopper
// finds them; msw answers as the plugin's admin-ajax would (the listing and the hierarchy levels).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ComponentType } from 'react';
import { server } from '../../fixtures/msw/node';
import { readPageSettings } from '../../src/host/settings';
import type { AnyWidget, ViewProps } from '../../src/runtime/types';
import { resetFilterPage } from '../../src/state/filters/page';
import { allGroups, resetFilterGroups } from '../../src/state/filters/registry';
import { phpParseStr, phpToPlain } from '../../fixtures/jet-smart-filters/php';
import settings from '../../fixtures/jet-smart-filters/recorded/settings.json';
import { dayNumberToJalali } from '../../src/i18n/jalali';
import { jsfRange, jsfSearch } from '.';
import { jsfDatePeriod, jsfDateRange } from './date-widgets';
import { jsfHierarchy } from './hierarchy-widget';
import { Range } from './Range';
import { Search } from './Search';
import { DateRange } from './DateRange';
import { DatePeriod } from './DatePeriod';
import { Hierarchy } from './Hierarchy';

const win = window as unknown as Record<string, unknown>;
const PROVIDER = 'data-content-provider="woocommerce-shortcode" data-query-id="default" data-additional-providers=""';
const LISTING = '<div class="woocommerce columns-4"><ul class="products"><li class="product">کالا</li></ul></div>';

/** What admin-ajax was asked: the listing queries (plain) and the hierarchy requests (parsed). */
let queries: Array<Record<string, unknown>> = [];
let levelRequests: Array<Record<string, unknown>> = [];
let controllers: AbortController[] = [];
/** How the hierarchy endpoint answers: at once, never, or by a function of the request. */
let levelAnswer: 'never' | ((body: Record<string, unknown>) => Record<string, string>) = () => ({});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  for (const c of controllers) c.abort();
  controllers = [];
  queries = [];
  levelRequests = [];
  levelAnswer = () => ({});
  server.resetHandlers();
  resetFilterGroups();
  resetFilterPage();
  delete win.JetSmartFilterSettings;
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('dir');
  document.body.removeAttribute('style');
  history.replaceState(null, '', '/');
});
afterAll(() => server.close());

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

function page(html: string, vitrin?: unknown): void {
  win.JetSmartFilterSettings = structuredClone(settings);
  document.documentElement.setAttribute('dir', 'rtl');
  document.body.style.direction = 'rtl';
  document.body.innerHTML = `${html}${LISTING}${vitrin ? `<script type="application/json" id="vitrin-settings">${JSON.stringify(vitrin)}</script>` : ''}`;
  server.use(http.post('*/wp-admin/admin-ajax.php', async ({ request }) => {
    const php = phpParseStr(await request.text());
    if (php.action === 'jet_smart_filters_get_hierarchy_level') {
      const body = phpToPlain(php) as Record<string, unknown>;
      levelRequests.push(body);
      if (levelAnswer === 'never') return new Promise<Response>(() => undefined);
      return HttpResponse.json({ success: true, data: levelAnswer(body) });
    }
    queries.push(phpToPlain(php.query ?? {}) as Record<string, unknown>);
    return HttpResponse.json({ content: LISTING, pagination: { found_posts: 12, max_num_pages: 1, page: 1 } });
  }));
}

/** Mounts `widget`'s view on its element as the runtime does: props read from the markup, hydrated. */
function mount<P>(widget: AnyWidget, View: ComponentType<ViewProps<P>>, selector: string): HTMLElement {
  const element = document.querySelector<HTMLElement>(selector);
  const reader = 'markup' in widget ? widget.markup?.[0] : undefined;
  if (!element || !reader) throw new Error(`${selector} missing`);
  const pageSettings = readPageSettings();
  const controller = new AbortController();
  controllers.push(controller);
  render(<View props={reader.read(element, pageSettings) as P} element={element} settings={pageSettings} signal={controller.signal} />, { container: element, hydrate: true });
  return element;
}

const group = () => {
  const first = allGroups()[0];
  if (!first) throw new Error('no group');
  return first;
};

describe('range view', () => {
  const RANGE = (extra = '') => `<div class="jet-filter"><div class="jet-range" data-query-type="meta_query" data-query-var="_price" data-smart-filter="range" data-filter-id="7" data-apply-type="ajax" ${PROVIDER} data-active-label="قیمت" data-query-var-suffix="range" data-format="{&quot;decimal_num&quot;:0,&quot;decimal_sep&quot;:&quot;.&quot;,&quot;thousands_sep&quot;:&quot;,&quot;}"${extra}>
	<fieldset class="jet-range__slider"><legend style="display:none;">قیمت</legend>
		<div class="jet-range__slider__track"><div class="jet-range__slider__track__range"></div></div>
		<input type="range" class="jet-range__slider__input jet-range__slider__input--min" step="10000" min="0" max="5000000" value="0" aria-label="Minimal value">
		<input type="range" class="jet-range__slider__input jet-range__slider__input--max" step="10000" min="0" max="5000000" value="5000000" aria-label="Maximum value">
	</fieldset>
	<div class="jet-range__inputs"><fieldset class="jet-range__inputs__container">
		<div class="jet-range__inputs__group"><input type="number" class="jet-range__inputs__min" step="10000" min="0" max="5000000" value="0" aria-label="Minimal value"><span class="jet-range__inputs__group__text"> تومان</span></div>
		<div class="jet-range__inputs__group"><input type="number" class="jet-range__inputs__max" step="10000" min="0" max="5000000" value="5000000" aria-label="Maximum value"><span class="jet-range__inputs__group__text"> تومان</span></div>
	</fieldset></div>
</div></div>`;

  it('adopts the printed slider and inputs, then names them in Persian and takes typed Persian digits as text', async () => {
    page(RANGE());
    const printedSlider = document.querySelector('.jet-range__slider__input--min');
    const element = mount(jsfRange, Range, '.jet-range');
    // Hydrated: the very nodes the PHP printed.
    expect(element.querySelector('.jet-range__slider__input--min')).toBe(printedSlider);
    const [low, high] = screen.getAllByRole('slider');
    expect(low?.getAttribute('aria-label')).toBe('کمترین');
    expect(high?.getAttribute('aria-valuetext')).toBe('۵٬۰۰۰٬۰۰۰');
    const typedLow = screen.getAllByRole('textbox', { name: 'کمترین' })[0];
    if (!(typedLow instanceof HTMLInputElement)) throw new Error('typed minimum missing');
    expect(typedLow.type).toBe('text');
    expect(typedLow.inputMode).toBe('numeric');
    expect(typedLow.value).toBe('۰');
    // The legend the PHP hid from everyone is back for screen readers only.
    expect(element.querySelector('legend')?.classList.contains('vitrin-visually-hidden')).toBe(true);

    fireEvent.change(typedLow, { target: { value: '۳۰۰٬۰۰۰' } });
    await act(() => wait(150));
    expect(queries).toEqual([{ '_meta_query__price|range': '300000_5000000' }]);
    expect(typedLow.value).toBe('۳۰۰٬۰۰۰');
    expect((low as HTMLInputElement).value).toBe('300000');
    // The highlighted track sits between the handles (logical insets: the minimum on the right in RTL).
    expect(element.querySelector<HTMLElement>('.jet-range__slider__track__range')?.style.insetInlineStart).toBe('6%');
  });

  it('Enter in a typed input applies what was typed and leaves focus in the input (helper review: it blurred to nothing)', async () => {
    page(RANGE());
    mount(jsfRange, Range, '.jet-range');
    const typedLow = screen.getAllByRole('textbox', { name: 'کمترین' })[0];
    if (!(typedLow instanceof HTMLInputElement)) throw new Error('typed minimum missing');
    typedLow.focus();
    fireEvent.input(typedLow, { target: { value: '۴۰۰۰۰۰' } });
    fireEvent.keyDown(typedLow, { key: 'Enter' });
    await act(() => wait(150));
    expect(queries.at(-1)).toEqual({ '_meta_query__price|range': '400000_5000000' });
    expect(document.activeElement).toBe(typedLow);
    expect(typedLow.value).toBe('۴۰۰٬۰۰۰');
  });

  it('ArrowUp on a typed input steps it by the step and applies; remove-all puts both handles back', async () => {
    page(RANGE());
    mount(jsfRange, Range, '.jet-range');
    const typedHigh = screen.getAllByRole('textbox', { name: 'بیشترین' })[0];
    if (!(typedHigh instanceof HTMLInputElement)) throw new Error('typed maximum missing');
    fireEvent.keyDown(typedHigh, { key: 'ArrowDown' });
    fireEvent.keyDown(typedHigh, { key: 'ArrowDown' });
    await act(() => wait(150));
    expect(queries.at(-1)).toEqual({ '_meta_query__price|range': '0_4980000' });
    expect(typedHigh.value).toBe('۴٬۹۸۰٬۰۰۰');
    act(() => group().removeAll('ajax'));
    expect(typedHigh.value).toBe('۵٬۰۰۰٬۰۰۰');
    expect((screen.getAllByRole('slider')[1] as HTMLInputElement).value).toBe('5000000');
  });

  it('issue 37: a predefined value starts the range filtered: one request with it, the handles and inputs follow', async () => {
    page(RANGE(' data-predefined-value="300000_1500000"'));
    mount(jsfRange, Range, '.jet-range');
    await act(() => wait(50));
    expect(queries).toEqual([{ '_meta_query__price|range': '300000_1500000' }]);
    const [low, high] = screen.getAllByRole('slider') as HTMLInputElement[];
    expect([low?.value, high?.value]).toEqual(['300000', '1500000']);
    expect((screen.getAllByRole('textbox', { name: 'کمترین' })[0] as HTMLInputElement).value).toBe('۳۰۰٬۰۰۰');
  });
});

describe('search view', () => {
  const SEARCH = (apply: string, extra = '') => `<div class="jet-filter"><div class="jet-search-filter" data-query-type="_s" data-query-var="query" data-smart-filter="search" data-filter-id="90" data-apply-type="${apply}" ${PROVIDER} data-active-label="جستجو" data-query-var-suffix="search" data-min-letters-count="2"${extra}>
	<div class="jet-search-filter__input-wrapper">
		<input class="jet-search-filter__input" type="search" autocomplete="off" name="query" value="" placeholder="نام محصول…" aria-label="جستجو در نام محصولات">
		<div class="jet-search-filter__input-clear"></div>
	</div>
	<button type="button" class="jet-search-filter__submit apply-filters__button"><span class="jet-search-filter__submit-text">جستجو</span></button>
</div></div>`;

  it('typing sends the Persian-normalised text 350 ms after the last key; the clear button empties it and gives focus back', async () => {
    page(SEARCH('ajax-ontyping'));
    const element = mount(jsfSearch, Search, '.jet-search-filter');
    const input = screen.getByRole('searchbox', { name: 'جستجو در نام محصولات' });
    expect(screen.queryByRole('button', { name: 'پاک کردن جستجو' })).toBeNull();
    fireEvent.change(input, { target: { value: 'كتاب' } });
    expect(element.classList.contains('jet-input-not-empty')).toBe(true);
    await act(() => wait(200));
    expect(queries).toEqual([]);
    await act(() => wait(350));
    expect(queries).toEqual([{ '__s_query|search': 'کتاب' }]);
    const clear = screen.getByRole('button', { name: 'پاک کردن جستجو' });
    fireEvent.keyDown(clear, { key: 'Enter' });
    expect((input as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(input);
    expect(element.classList.contains('jet-input-not-empty')).toBe(false);
    // Cleared: nothing is filtered any more (the unfiltered listing comes from the answer cache).
    expect(group().hasActive.value).toBe(false);
  });

  it('under the minimum letters the search counts as empty; the button sends what the field holds', async () => {
    page(SEARCH('ajax'));
    mount(jsfSearch, Search, '.jet-search-filter');
    const input = screen.getByRole('searchbox', { name: 'جستجو در نام محصولات' }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'ک' } });
    fireEvent.click(screen.getByRole('button', { name: 'جستجو' }));
    await act(() => wait(150));
    // One letter of the two required: nothing to filter by (the listing as printed is already that).
    expect(queries).toEqual([]);
    fireEvent.change(input, { target: { value: 'کفش' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await act(() => wait(150));
    expect(queries).toEqual([{ '__s_query|search': 'کفش' }]);
  });

  it('the active tag shows the search as typed, its ZWNJ kept («نرم‌افزار»), while the words are sent apart', async () => {
    page(SEARCH('ajax'));
    mount(jsfSearch, Search, '.jet-search-filter');
    const input = screen.getByRole('searchbox', { name: 'جستجو در نام محصولات' });
    fireEvent.change(input, { target: { value: 'نرم\u200cافزار' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await act(() => wait(150));
    expect(queries).toEqual([{ '__s_query|search': 'نرم افزار' }]);
    expect(group().activeItems.value.map((item) => item.values.map((v) => v.label))).toEqual([['نرم\u200cافزار']]);
  });

  it('issue 37: a predefined value starts the search filtered and shows in the field', async () => {
    page(SEARCH('ajax-ontyping', ' data-predefined-value="کفش"'));
    mount(jsfSearch, Search, '.jet-search-filter');
    await act(() => wait(50));
    expect(queries).toEqual([{ '__s_query|search': 'کفش' }]);
    expect((screen.getByRole('searchbox', { name: 'جستجو در نام محصولات' }) as HTMLInputElement).value).toBe('کفش');
  });
});

describe('date range view', () => {
  const DATE_RANGE = (extra = '') => `<div class="jet-filter"><div class="jet-date-range" data-query-type="date_query" data-query-var="" data-smart-filter="date-range" data-filter-id="99" data-apply-type="ajax" ${PROVIDER} data-active-label="تاریخ افزودن" data-query-var-suffix="date"${extra}>
	<fieldset class="jet-date-range__inputs"><legend style="display:none;">تاریخ افزوده شدن</legend>
		<input class="jet-date-range__from jet-date-range__control" type="text" autocomplete="off" placeholder="از تاریخ" name="_from" value="" aria-label="Date range from">
		<input class="jet-date-range__to jet-date-range__control" type="text" autocomplete="off" placeholder="تا تاریخ" name="_to" value="" aria-label="Date range to">
	</fieldset>
	<input class="jet-date-range__input" type="hidden" name="" value="" data-date-format="yy/mm/dd" data-mindate="2023-07-01" data-maxdate="2024-12-31">
	<button type="button" class="jet-date-range__submit apply-filters__button"><span class="jet-date-range__submit-text">اعمال</span></button>
</div></div>`;

  it('the picker by keyboard (RTL arrows), Enter chooses, focus back on its button; a typed Persian date and Enter apply the Gregorian wire', async () => {
    page(DATE_RANGE());
    mount(jsfDateRange, DateRange, '.jet-date-range');
    const open = screen.getByRole('button', { name: 'انتخاب تاریخ: از تاریخ' });
    fireEvent.click(open);
    // The picker is its own chunk (picker.ts): it comes with the press when nothing fetched it before.
    const dialog = await screen.findByRole('dialog', { name: 'انتخاب تاریخ: از تاریخ' });
    expect(open.getAttribute('aria-expanded')).toBe('true');
    // The maximum (2024-12-31) holds the cursor: it has focus, and ArrowRight is the day before in RTL.
    expect(document.activeElement?.getAttribute('data-date')).toBe('2024-12-31');
    fireEvent.keyDown(document.activeElement ?? dialog, { key: 'ArrowRight' });
    expect(document.activeElement?.getAttribute('data-date')).toBe('2024-12-30');
    fireEvent.keyDown(document.activeElement ?? dialog, { key: 'ArrowLeft' });
    fireEvent.keyDown(document.activeElement ?? dialog, { key: 'ArrowLeft' });
    // Not past the maximum.
    expect(document.activeElement?.getAttribute('data-date')).toBe('2024-12-31');
    // PageUp: a Jalali month back, 11 Dey → 11 Azar 1403.
    fireEvent.keyDown(document.activeElement ?? dialog, { key: 'PageUp' });
    expect(document.activeElement?.getAttribute('data-date')).toBe('2024-12-1');
    fireEvent.click(document.activeElement ?? dialog);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(open);
    const from = screen.getByRole('textbox', { name: 'از تاریخ' }) as HTMLInputElement;
    expect(from.value).toBe('۱۴۰۳/۰۹/۱۱');
    const to = screen.getByRole('textbox', { name: 'تا تاریخ' }) as HTMLInputElement;
    fireEvent.change(to, { target: { value: '۱۴۰۳/۰۹/۲۰' } });
    fireEvent.keyDown(to, { key: 'Enter' });
    await act(() => wait(150));
    expect(queries).toEqual([{ '_date_query_|date': '2024.12.1-2024.12.10' }]);
    // Typed (input events), then left (change): a day that is no date is marked and kept as typed, not sent.
    fireEvent.input(to, { target: { value: '۱۴۰۳/۱۳/۰۱' } });
    fireEvent.change(to);
    expect(to.getAttribute('aria-invalid')).toBe('true');
    expect(to.value).toBe('۱۴۰۳/۱۳/۰۱');
    expect((document.querySelector('.jet-date-range__input') as HTMLInputElement).value).toBe('2024.12.1-');
    // Said, in words, under the field (helper review: only aria-invalid said it), and Enter applies nothing.
    const said = screen.getByRole('alert');
    expect(said.textContent).toBe('تاریخ واردشده معتبر نیست؛ سال/ماه/روز، مانند ۱۴۰۳/۰۵/۱۲');
    expect(to.getAttribute('aria-describedby')).toBe(said.id);
    fireEvent.keyDown(to, { key: 'Enter' });
    await act(() => wait(150));
    expect(queries).toHaveLength(1);
    // Typing again clears the message.
    fireEvent.input(to, { target: { value: '۱۴۰۳/۰۹/۲' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('Escape closes the picker with focus back on its button, nothing chosen', async () => {
    page(DATE_RANGE());
    mount(jsfDateRange, DateRange, '.jet-date-range');
    const open = screen.getByRole('button', { name: 'انتخاب تاریخ: تا تاریخ' });
    fireEvent.click(open);
    fireEvent.keyDown(await screen.findByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(open);
    expect((screen.getByRole('textbox', { name: 'تا تاریخ' }) as HTMLInputElement).value).toBe('');
  });

  it('issue 37: a predefined value starts the date range filtered, shown in Jalali', async () => {
    page(DATE_RANGE(' data-predefined-value="2024.3.1-2024.3.20"'));
    mount(jsfDateRange, DateRange, '.jet-date-range');
    await act(() => wait(50));
    expect(queries).toEqual([{ '_date_query_|date': '2024.3.1-2024.3.20' }]);
    expect((screen.getByRole('textbox', { name: 'از تاریخ' }) as HTMLInputElement).value).toBe('۱۴۰۲/۱۲/۱۱');
    expect((screen.getByRole('textbox', { name: 'تا تاریخ' }) as HTMLInputElement).value).toBe('۱۴۰۳/۰۱/۰۱');
  });
});

describe('date period view', () => {
  const PERIOD = (type: string, extra = '') => `<div class="jet-filter"><div class="jet-date-period" data-query-type="meta_query" data-query-var="_release_date" data-smart-filter="date-period" data-filter-id="100" data-apply-type="ajax" ${PROVIDER} data-active-label="ماه عرضه" data-query-var-suffix="date" data-period-type="${type}"${extra}>
	<div class="jet-date-period__wrapper">
		<div class="jet-date-period__prev" tabindex="0"><i class="fa fa-chevron-left" aria-hidden="true"></i></div>
		<div class="jet-date-period__datepicker date">
			<div class="jet-date-period__datepicker-button input-group-addon" tabindex="0">انتخاب ماه</div>
			<input class="jet-date-period__datepicker-input" name="_release_date" value="" aria-label="ماه عرضه" type="hidden" tabindex="-1" data-format="mm/yy" data-mindate="2023-07-01" data-maxdate="2024-12-31" readonly>
		</div>
		<div class="jet-date-period__next" tabindex="0"><i class="fa fa-chevron-right" aria-hidden="true"></i></div>
	</div>
</div></div>`;

  it('a month from the keyboard: the Jalali month grid, Enter sends the whole month as the plugin writes it (Y.M.D-Y.M.D, unpadded); prev moves a month', async () => {
    page(PERIOD('month'));
    const element = mount(jsfDatePeriod, DatePeriod, '.jet-date-period');
    const button = screen.getByRole('button', { name: 'انتخاب تاریخ: ماه عرضه' });
    expect(button.textContent).toBe('انتخاب ماه');
    fireEvent.keyDown(button, { key: 'Enter' });
    expect(element.classList.contains('jet-date-period-datepicker-opened')).toBe(true);
    await screen.findByRole('dialog');
    // The cursor starts at the maximum's month (Dey 1403); ArrowRight in RTL is Azar.
    expect(document.activeElement?.getAttribute('aria-label')).toBe('دی ۱۴۰۳');
    fireEvent.keyDown(document.activeElement ?? button, { key: 'ArrowRight' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('آذر ۱۴۰۳');
    fireEvent.click(document.activeElement ?? button);
    await act(() => wait(150));
    // Azar 1403 = 2024-11-21 … 2024-12-20.
    expect(queries).toEqual([{ '_meta_query__release_date|date': '2024.11.21-2024.12.20' }]);
    expect(document.activeElement).toBe(button);
    expect(button.textContent).toBe('آذر ۱۴۰۳');
    expect(element.classList.contains('jet-date-period-is-set')).toBe(true);
    fireEvent.keyDown(screen.getByRole('button', { name: 'دورهٔ قبل' }), { key: 'Enter' });
    await act(() => wait(150));
    expect(queries.at(-1)).toEqual({ '_meta_query__release_date|date': '2024.10.22-2024.11.20' });
  });

  it('issue 37: a predefined value is read as the plugin writes it and taken as the whole period around its start', async () => {
    page(PERIOD('month', ' data-predefined-value="2024.3.5-2024.3.5"'));
    mount(jsfDatePeriod, DatePeriod, '.jet-date-period');
    await act(() => wait(50));
    // 2024-03-05 is 15 Esfand 1402: the month sent is Esfand 1402 (2024-02-20 … 2024-03-19).
    expect(queries).toEqual([{ '_meta_query__release_date|date': '2024.2.20-2024.3.19' }]);
    const value = String(queries[0]?.['_meta_query__release_date|date']);
    const start = dayNumberToJalali(Math.round(Date.UTC(2024, 1, 20) / 86_400_000));
    expect(start).toEqual({ jy: 1402, jm: 12, jd: 1 });
    expect(/^\d{4}\.\d{1,2}\.\d{1,2}-\d{4}\.\d{1,2}\.\d{1,2}$/.test(value)).toBe(true);
    expect(screen.getByRole('button', { name: /^انتخاب تاریخ: ماه عرضه/ }).textContent).toBe('اسفند ۱۴۰۲');
  });

  it('issue 37: a day period sends one date, unpadded, whatever padding the predefined value had', async () => {
    page(PERIOD('day', ' data-predefined-value="2024.03.05"'));
    mount(jsfDatePeriod, DatePeriod, '.jet-date-period');
    await act(() => wait(50));
    expect(queries).toEqual([{ '_meta_query__release_date|date': '2024.3.5' }]);
  });
});

describe('hierarchical select view', () => {
  const level = (depth: number, options: Array<[string, string]>, current = '') => `<div class="jet-select" data-query-type="tax_query" data-query-var="product_cat" data-smart-filter="select" data-filter-id="92" data-apply-type="ajax" ${PROVIDER} data-active-label="دسته" data-layout-options="{}" data-query-var-suffix="" data-hierarchical="1">
	<select class="jet-select__control depth-${depth}" name="product_cat" aria-label="${depth ? 'زیردسته' : 'دسته'}">
		<option value="">${depth ? 'همه زیردسته‌ها' : 'همه دسته‌ها'}</option>
		${options.map(([v, l]) => `<option value="${v}" data-label="${l}"${v === current ? ' selected' : ''}>${l}</option>`).join('')}
	</select>
</div>`;
  const HIERARCHY = (extra = '') => `<div class="jet-smart-filters-hierarchy jet-filter"><div class="jet-filters-group">${level(0, [['26', 'دیجیتال'], ['30', 'پوشاک']]).replace('data-hierarchical="1"', `data-hierarchical="1"${extra}`)}${level(1, [])}</div></div>`;
  const children = (body: Record<string, unknown>) => {
    const values = body.values as Array<{ value: string }> | undefined;
    const parent = values?.[0]?.value;
    return { level_1: level(1, parent === '26' ? [['27', 'موبایل'], ['28', 'لپ‌تاپ']] : []) };
  };

  it('a level asks for the next one (depth, values), its options arrive as text, the two apply as one value', async () => {
    page(HIERARCHY());
    levelAnswer = children;
    mount(jsfHierarchy, Hierarchy, '.jet-smart-filters-hierarchy');
    const top = screen.getByRole('combobox', { name: 'دسته' });
    fireEvent.change(top, { target: { value: '26' } });
    await act(() => wait(150));
    expect(levelRequests).toHaveLength(1);
    expect(levelRequests[0]).toMatchObject({ action: 'jet_smart_filters_get_hierarchy_level', filter_id: '92', depth: '1', values: [{ value: '26', tax: 'product_cat' }] });
    const sub = screen.getByRole('combobox', { name: 'زیردسته' });
    expect(screen.getAllByRole('option').filter((o) => sub.contains(o)).map((o) => o.textContent)).toEqual(['همه زیردسته‌ها', 'موبایل', 'لپ‌تاپ']);
    fireEvent.change(sub, { target: { value: '27' } });
    await act(() => wait(150));
    expect(queries.at(-1)).toEqual({ _tax_query_product_cat: ['26', '27', 'operator_AND'] });
  });

  it('issue 30: a level that takes long shows the polite note under the levels, then at the limit the Persian message with a retry that works', async () => {
    page(HIERARCHY(), { waits: { read: { slowMs: 60, limitMs: 300 } } });
    levelAnswer = 'never';
    const element = mount(jsfHierarchy, Hierarchy, '.jet-smart-filters-hierarchy');
    fireEvent.change(screen.getByRole('combobox', { name: 'دسته' }), { target: { value: '26' } });
    const sub = screen.getByRole('combobox', { name: 'زیردسته' }) as HTMLSelectElement;
    expect(sub.disabled).toBe(true);
    expect(sub.getAttribute('aria-busy')).toBe('true');
    expect(sub.closest('.jet-select')?.classList.contains('jet-select--loading')).toBe(true);
    expect(element.querySelector('.vitrin-wait-slow')).toBeNull();
    await act(() => wait(120));
    const note = element.querySelector('.vitrin-wait-slow');
    expect(note?.textContent).toBe('کمی بیشتر از همیشه طول می‌کشد؛ لطفاً صبر کنید…');
    expect(note?.previousElementSibling?.classList.contains('jet-filters-group')).toBe(true);
    await act(() => wait(350));
    expect(element.querySelector('.vitrin-wait-slow')).toBeNull();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('گزینه‌های «زیردسته» بارگذاری نشد: ');
    expect(alert.textContent).toContain('زمان انتظار برای پاسخ سرور به پایان رسید');
    // The levels are usable again.
    expect(sub.disabled).toBe(false);
    expect(sub.getAttribute('aria-busy')).toBe('false');
    levelAnswer = children;
    fireEvent.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    await act(() => wait(150));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(levelRequests).toHaveLength(2);
    expect(levelRequests[1]).toEqual(levelRequests[0]);
    expect(screen.getAllByRole('option').filter((o) => sub.contains(o)).map((o) => o.textContent)).toEqual(['همه زیردسته‌ها', 'موبایل', 'لپ‌تاپ']);
  });

  it('issue 37: a predefined "parent-child" value sets each level, rebuilds their lists and the group applies once', async () => {
    page(HIERARCHY(' data-predefined-value="26-27"'));
    levelAnswer = children;
    mount(jsfHierarchy, Hierarchy, '.jet-smart-filters-hierarchy');
    await act(() => wait(150));
    expect(queries).toEqual([{ _tax_query_product_cat: ['26', '27', 'operator_AND'] }]);
    expect(levelRequests).toHaveLength(1);
    expect(levelRequests[0]).toMatchObject({ values: [{ value: '26', tax: 'product_cat' }, { value: '27', tax: 'product_cat' }] });
    expect((screen.getByRole('combobox', { name: 'دسته' }) as HTMLSelectElement).value).toBe('26');
    expect((screen.getByRole('combobox', { name: 'زیردسته' }) as HTMLSelectElement).value).toBe('27');
  });
});
