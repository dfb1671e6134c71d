// The second filter page (/product-search/) in Chromium: each filter type chosen and cleared, the
// request body as the PHP reads it, the listing the demo's PHP model answers, the Jalali pickers
// with the keyboard alone, axe with the widgets open, and a hostile address.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { gotoDemo, useDemoBrowser } from '../../scripts/e2e/harness';
import { describeViolations, persianContrast, runAxe } from '../../scripts/e2e/axe';
import { phpParseStr, phpToPlain } from '../../fixtures/jet-smart-filters/php';
import { runShopQuery, type RequestQuery } from '../../fixtures/jet-smart-filters/shop';
import { catalogue } from '../../fixtures/catalogue';
import { dayNumberToJalali, jalaliToDayNumber, jalaliDaysInMonth } from '../../src/i18n/jalali';

const { withDemo } = useDemoBrowser();
const PAGE = '/product-search/';

const brand = catalogue.attributes.find((a) => a.slug === 'pa_brand')?.terms.find((t) => t.name === 'سامسونگ');
if (!brand) throw new Error('no سامسونگ brand in the catalogue');

async function open(page: Page): Promise<void> {
  await gotoDemo(page, PAGE);
  await page.evaluate(() => {
    (window as unknown as { __jsfDemoRequests: string[] }).__jsfDemoRequests = [];
  });
}

/** Bodies the demo's PHP model received, parsed as $_POST. */
async function bodies(page: Page): Promise<Array<Record<string, unknown>>> {
  const raw = await page.evaluate(() => [...(window as unknown as { __jsfDemoRequests: string[] }).__jsfDemoRequests]);
  return raw.map((b) => phpToPlain(phpParseStr(b)) as Record<string, unknown>);
}

async function applies(page: Page): Promise<Array<Record<string, unknown>>> {
  return (await bodies(page)).filter((b) => b.action === 'jet_smart_filters');
}

async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('.jet-filters-loading, .jet-select--loading, .jet-search-filter--loading'), undefined, { timeout: 10000 });
  await page.waitForTimeout(150);
}

/** The group's query now (window.JetSmartFilters, as other scripts read it). */
async function currentQuery(page: Page): Promise<RequestQuery> {
  return page.evaluate(() => {
    const groups = (window as unknown as { JetSmartFilters: { filterGroups: Record<string, { query: Record<string, string | string[]> }> } }).JetSmartFilters.filterGroups;
    return groups['woocommerce-shortcode/default']?.query ?? {};
  });
}

/**
 * Waits for the apply that follows a change and returns the query. A query answered before (the
 * page as loaded, an earlier choice) comes from the answer cache without a request; a new one must
 * have reached the server with exactly that query.
 */
async function nextQuery(page: Page, before: number): Promise<RequestQuery> {
  await page.waitForTimeout(120);
  await settled(page);
  const query = await currentQuery(page);
  const sent = await applies(page);
  if (sent.length > before) expect(sent.at(-1)?.query ?? {}).toEqual(query);
  return query;
}

async function applyCount(page: Page): Promise<number> {
  return (await applies(page)).length;
}

async function expectRequested(page: Page, before: number): Promise<void> {
  expect(await applyCount(page)).toBeGreaterThan(before);
}

/** The listing shows what the PHP model finds for that query: the same number of results. */
async function expectListing(page: Page, query: RequestQuery): Promise<void> {
  const expected = runShopQuery(query, 1);
  const shown = await page.locator('.vitrin-jsf-provider .products .product').count();
  expect(shown).toBe(Math.min(12, expected.found));
  if (expected.found === 0) expect(await page.locator('.woocommerce-no-products-found').count()).toBe(1);
}

describe('the second filter page', () => {
  test('hierarchical select: a level asks for the next one, both apply as one AND value, its tag clears them, a reload restores them', async () => {
    await withDemo(async ({ page, consoleErrors }) => {
      await open(page);
      await page.selectOption('.jet-select__control.depth-0', '26');
      await page.waitForFunction(() => document.querySelectorAll('.jet-select__control.depth-1 option').length > 1);
      const hierarchy = (await bodies(page)).find((b) => b.action === 'jet_smart_filters_get_hierarchy_level');
      expect(hierarchy).toMatchObject({ filter_id: '92', values: [{ value: '26', tax: 'product_cat' }], depth: '1' });
      const children = await page.$$eval('.jet-select__control.depth-1 option', (os) => os.map((o) => o.textContent?.trim()));
      expect(children).toEqual(['همه زیردسته‌ها', ...catalogue.categories.filter((c) => c.parent === 26).map((c) => c.name)]);
      await settled(page);
      const before = await applyCount(page);
      await page.selectOption('.jet-select__control.depth-1', '27');
      const query = await nextQuery(page, before);
      await expectRequested(page, before);
      expect(query._tax_query_product_cat).toEqual(['26', '27', 'operator_AND']);
      await expectListing(page, query);
      expect(page.url()).toContain('tax=product_cat:26%2C27%2Coperator_AND');
      expect(await page.textContent('.jet-active-tags')).toContain('کالای دیجیتال > موبایل');

      // A reload renders the levels from the address and keeps both values.
      await page.reload();
      await gotoDemo(page, page.url().replace(/^https?:\/\/[^/]+/, ''));
      await settled(page);
      expect(await page.inputValue('.jet-select__control.depth-0')).toBe('26');
      expect(await page.inputValue('.jet-select__control.depth-1')).toBe('27');

      await page.evaluate(() => {
        (window as unknown as { __jsfDemoRequests: string[] }).__jsfDemoRequests = [];
      });
      await page.click('.jet-active-tag:has-text("موبایل")');
      const cleared = await nextQuery(page, 0);
      expect(cleared._tax_query_product_cat).toBeUndefined();
      expect(await page.inputValue('.jet-select__control.depth-0')).toBe('');
      expect(await page.locator('.jet-select__control.depth-1 option').count()).toBe(1);
      await expectListing(page, cleared);
      expect(consoleErrors).toEqual([]);
    });
  });

  test('select, radio with deselect, price bands, rating, alphabet: each chosen and cleared', async () => {
    await withDemo(async ({ page, consoleErrors }) => {
      await open(page);
      let n = await applyCount(page);
      await page.selectOption('select[name="pa_brand"]', String(brand.id));
      let query = await nextQuery(page, n);
      await expectRequested(page, n);
      expect(query._tax_query_pa_brand).toBe(String(brand.id));
      await expectListing(page, query);
      n = await applyCount(page);
      await page.selectOption('select[name="pa_brand"]', '');
      query = await nextQuery(page, n);
      expect(query._tax_query_pa_brand).toBeUndefined();

      n = await applyCount(page);
      await page.click('label:has(input[name="_stock_status"][value="outofstock"])');
      query = await nextQuery(page, n);
      expect(query._meta_query__stock_status).toBe('outofstock');
      await expectListing(page, query);
      n = await applyCount(page);
      await page.click('label:has(input[name="_stock_status"][value="outofstock"])');
      query = await nextQuery(page, n);
      expect(query._meta_query__stock_status).toBeUndefined();
      expect(await page.isChecked('input[name="_stock_status"][value="outofstock"]')).toBe(false);

      // More/less: three bands shown, the fourth behind "بیشتر".
      const fourth = 'label:has(input[name="_price"][value="10000000_200000000"])';
      expect(await page.isVisible(fourth)).toBe(false);
      await page.click('.jet-smart-filters-check-range .jet-filter-items-moreless__toggle');
      expect(await page.isVisible(fourth)).toBe(true);
      expect(await page.textContent('.jet-smart-filters-check-range .jet-filter-items-moreless__toggle')).toBe('کمتر');

      n = await applyCount(page);
      await page.click('label:has(input[name="_price"][value="500000_2000000"])');
      query = await nextQuery(page, n);
      expect(query['_meta_query__price|check-range']).toBe('500000_2000000');
      expect(page.url()).toContain('meta=_price!check-range:500000_2000000');
      await expectListing(page, query);
      n = await applyCount(page);
      await page.click('label:has(input[name="_price"][value="500000_2000000"])');
      query = await nextQuery(page, n);
      expect(query['_meta_query__price|check-range']).toBeUndefined();

      n = await applyCount(page);
      await page.click('label[for="jet-rating-adv-4"]');
      query = await nextQuery(page, n);
      expect(query['_meta_query__wc_average_rating|rating,compare-greater']).toBe('4');
      await expectListing(page, query);
      expect(await page.textContent('.jet-active-tags')).toContain('۴/۵');
      n = await applyCount(page);
      await page.click('label[for="jet-rating-adv-4"]');
      query = await nextQuery(page, n);
      expect(query['_meta_query__wc_average_rating|rating,compare-greater']).toBeUndefined();

      n = await applyCount(page);
      await page.click('label:has(input.jet-alphabet-list__input[value="گ"])');
      query = await nextQuery(page, n);
      expect(query._alphabet_).toBe('گ');
      await expectListing(page, query);
      const names = await page.$$eval('.vitrin-jsf-provider .products .product .wd-entities-title', (els) => els.map((e) => e.textContent?.trim() ?? ''));
      expect(names.length).toBeGreaterThan(0);
      for (const name of names) expect(name.startsWith('گ')).toBe(true);
      n = await applyCount(page);
      await page.click('label:has(input.jet-alphabet-list__input[value="گ"])');
      query = await nextQuery(page, n);
      expect(query._alphabet_).toBeUndefined();
      expect(consoleErrors).toEqual([]);
    });
  });

  test('colour swatches in a dropdown: opens, ticks, closes on Escape (focus back) and on an outside click', async () => {
    await withDemo(async ({ page }) => {
      await open(page);
      const label = '.jet-smart-filters-color-image .jet-filter-items-dropdown__label';
      await page.focus(label);
      await page.keyboard.press('Enter');
      expect(await page.getAttribute(label, 'aria-expanded')).toBe('true');
      const red = catalogue.attributes.find((a) => a.slug === 'pa_color')?.terms.find((t) => t.name === 'قرمز');
      const n = await applyCount(page);
      await page.click(`label:has(input.jet-color-image-list__input[value="${red?.id}"])`);
      const query = await nextQuery(page, n);
      expect(query._tax_query_pa_color).toBe(String(red?.id));
      await expectListing(page, query);
      expect(await page.textContent(label)).toBe('قرمز');
      await page.focus(`input.jet-color-image-list__input[value="${red?.id}"]`);
      await page.keyboard.press('Escape');
      expect(await page.getAttribute(label, 'aria-expanded')).toBe('false');
      expect(await page.evaluate(() => document.activeElement?.classList.contains('jet-filter-items-dropdown__label'))).toBe(true);
      await page.click(label);
      expect(await page.getAttribute(label, 'aria-expanded')).toBe('true');
      await page.click('h1');
      expect(await page.getAttribute(label, 'aria-expanded')).toBe('false');
      // Tab past the last swatch closes it too.
      await page.click(label);
      await page.focus('.jet-color-image-list__row:last-child input');
      await page.keyboard.press('Tab');
      expect(await page.getAttribute(label, 'aria-expanded')).toBe('false');
      // Clear: the swatch unticked.
      await page.click(label);
      const m = await applyCount(page);
      await page.click(`label:has(input.jet-color-image-list__input[value="${red?.id}"])`);
      const cleared = await nextQuery(page, m);
      expect(cleared._tax_query_pa_color).toBeUndefined();
      expect(await page.textContent(label)).toBe('انتخاب رنگ');
      await expectListing(page, cleared);
    });
  });

  test('search: Arabic letters normalised while typing, the clear button, and the SKU meta search in the address', async () => {
    await withDemo(async ({ page }) => {
      await open(page);
      let n = await applyCount(page);
      await page.fill('input[name="query"]', '');
      await page.type('input[name="query"]', 'كتاب', { delay: 40 });
      // Typing mode sends 350 ms after the last key.
      await page.waitForTimeout(400);
      let query = await nextQuery(page, n);
      await expectRequested(page, n);
      expect(query['__s_query|search']).toBe('کتاب');
      await expectListing(page, query);
      expect(runShopQuery(query, 1).found).toBeGreaterThan(0);
      n = await applyCount(page);
      await page.click('.jet-search-filter__input-clear');
      query = await nextQuery(page, n);
      expect(query['__s_query|search']).toBeUndefined();
      expect(await page.inputValue('input[name="query"]')).toBe('');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('query');

      // Below the minimum (2 letters) the search counts as empty: the listing goes back once.
      n = await applyCount(page);
      await page.type('input[name="query"]', 'هد', { delay: 40 });
      await page.waitForTimeout(400);
      query = await nextQuery(page, n);
      expect(query['__s_query|search']).toBe('هد');
      n = await applyCount(page);
      await page.press('input[name="query"]', 'Backspace');
      await page.waitForTimeout(400);
      query = await nextQuery(page, n);
      expect(query['__s_query|search']).toBeUndefined();
      await expectListing(page, query);
      await page.press('input[name="query"]', 'Backspace');
      await page.waitForTimeout(400);
      await settled(page);
      expect(await applyCount(page)).toBe(n);

      n = await applyCount(page);
      await page.fill('input[name="_sku"]', 'MB-4');
      await page.press('input[name="_sku"]', 'Enter');
      query = await nextQuery(page, n);
      expect(query['_meta_query__sku|search']).toBe('MB-4');
      expect(decodeURIComponent(page.url())).toContain('_s=MB-4!meta=_sku');
      await expectListing(page, query);
      n = await applyCount(page);
      await page.fill('input[name="_sku"]', '');
      await page.click('.jet-smart-filters-search:has(input[name="_sku"]) .jet-search-filter__submit');
      query = await nextQuery(page, n);
      expect(query['_meta_query__sku|search']).toBeUndefined();
      expect(page.url()).not.toContain('_s=');
    });
  });

  test('date range with the keyboard alone: picker opened, moved and chosen; the wire carries Gregorian Y.M.D', async () => {
    await withDemo(async ({ page }) => {
      await open(page);
      await page.focus('.jet-date-range__from');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await page.waitForSelector('.vitrin-datepicker');
      const start = await page.evaluate(() => document.activeElement?.closest('.vitrin-datepicker__day')?.getAttribute('data-date') ?? document.activeElement?.getAttribute('data-date'));
      const [y, m, d] = (start ?? '').split('-').map(Number);
      // PageUp twice (two Jalali months back), ArrowRight (one day back in RTL), Enter.
      await page.keyboard.press('PageUp');
      await page.keyboard.press('PageUp');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      expect(await page.locator('.vitrin-datepicker').count()).toBe(0);
      expect(await page.evaluate(() => document.activeElement?.classList.contains('vitrin-date-button'))).toBe(true);
      const today = dayNumberToJalali(Math.round(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1) / 86_400_000));
      const back = { jy: today.jy, jm: today.jm - 2 < 1 ? today.jm + 10 : today.jm - 2 };
      if (today.jm - 2 < 1) back.jy -= 1;
      const fromDay = jalaliToDayNumber(back.jy, back.jm, Math.min(today.jd, jalaliDaysInMonth(back.jy, back.jm))) - 1;
      const from = new Date(fromDay * 86_400_000);
      const j = dayNumberToJalali(fromDay);
      const persian = (n: number, w = 2) => String(n).padStart(w, '0').replace(/\d/g, (c) => '۰۱۲۳۴۵۶۷۸۹'[Number(c)] ?? c);
      expect(await page.inputValue('.jet-date-range__from')).toBe(`${persian(j.jy, 4)}/${persian(j.jm)}/${persian(j.jd)}`);

      // The "to" date typed in Persian digits, then the apply button, all by keyboard.
      await page.keyboard.press('Tab');
      await page.keyboard.type(`${persian(today.jy, 4)}/${persian(today.jm)}/${persian(today.jd)}`);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      const n = await applyCount(page);
      await page.keyboard.press('Enter');
      const query = await nextQuery(page, n);
      expect(query['_date_query_|date']).toBe(`${from.getUTCFullYear()}.${from.getUTCMonth() + 1}.${from.getUTCDate()}-${y}.${m}.${d}`);
      await expectListing(page, query);
      expect(page.url()).toContain(`date=${from.getUTCFullYear()}.${from.getUTCMonth() + 1}.${from.getUTCDate()}-${y}.${m}.${d}`);

      // The "to" picker cannot go before "from": the day before it is not selectable.
      await page.click('.jet-date-range__to + .vitrin-date-button');
      const beforeFrom = new Date((fromDay - 1) * 86_400_000);
      const cell = page.locator(`.vitrin-datepicker__day[data-date="${beforeFrom.getUTCFullYear()}-${beforeFrom.getUTCMonth() + 1}-${beforeFrom.getUTCDate()}"]`);
      // Back month by month until that day is in the grid (the minimum stops the cursor at "from").
      for (let i = 0; i < 4 && (await cell.count()) === 0; i++) await page.keyboard.press('PageUp');
      const fromDate = `${from.getUTCFullYear()}-${from.getUTCMonth() + 1}-${from.getUTCDate()}`;
      if (await cell.count()) expect(await cell.getAttribute('aria-disabled')).toBe('true');
      // When "from" is the 1st of its month the grid cannot even go back to the month before.
      else expect(await page.evaluate(() => document.activeElement?.getAttribute('data-date'))).toBe(fromDate);
      const fromCell = page.locator(`.vitrin-datepicker__day[data-date="${from.getUTCFullYear()}-${from.getUTCMonth() + 1}-${from.getUTCDate()}"]`);
      if (await fromCell.count()) expect(await fromCell.getAttribute('aria-disabled')).toBeNull();
      await page.keyboard.press('Escape');

      // Cleared by emptying both and applying.
      await page.fill('.jet-date-range__from', '');
      await page.dispatchEvent('.jet-date-range__from', 'change');
      await page.fill('.jet-date-range__to', '');
      await page.dispatchEvent('.jet-date-range__to', 'change');
      const k = await applyCount(page);
      await page.click('.jet-date-range__submit');
      const cleared = await nextQuery(page, k);
      expect(cleared['_date_query_|date']).toBeUndefined();
      await expectListing(page, cleared);
    });
  });

  test('date period by month: Jalali months in the picker by keyboard, prev/next move a month, blocked at the maximum', async () => {
    await withDemo(async ({ page }) => {
      await open(page);
      await page.focus('.jet-date-period__datepicker-button');
      await page.keyboard.press('Enter');
      await page.waitForSelector('.vitrin-datepicker--months');
      // The current Jalali month has focus; ArrowRight is the month before it in RTL.
      await page.keyboard.press('ArrowRight');
      const chosen = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
      let n = await applyCount(page);
      await page.keyboard.press('Enter');
      let query = await nextQuery(page, n);
      const value = query['_meta_query__release_date|date'];
      expect(typeof value).toBe('string');
      const [startText, endText] = String(value).split('-');
      const dayOf = (t = '') => {
        const [yy, mm, dd] = t.split('.').map(Number);
        return Math.round(Date.UTC(yy ?? 0, (mm ?? 1) - 1, dd ?? 1) / 86_400_000);
      };
      const start = dayNumberToJalali(dayOf(startText));
      const end = dayNumberToJalali(dayOf(endText));
      // A whole Jalali month: its 1st to its last day.
      expect(start.jd).toBe(1);
      expect(end.jm).toBe(start.jm);
      expect(end.jd).toBe(jalaliDaysInMonth(end.jy, end.jm));
      expect(await page.textContent('.jet-date-period__datepicker-button')).toBe(chosen);
      await expectListing(page, query);

      n = await applyCount(page);
      await page.click('.jet-date-period__prev');
      query = await nextQuery(page, n);
      const prevStart = dayNumberToJalali(dayOf(String(query['_meta_query__release_date|date']).split('-')[0]));
      expect(prevStart.jm).toBe(start.jm === 1 ? 12 : start.jm - 1);
      n = await applyCount(page);
      await page.focus('.jet-date-period__next');
      await page.keyboard.press('Enter');
      await nextQuery(page, n);
      await page.keyboard.press('Enter');
      await settled(page);
      // Back at the current month: the maximum ("today") blocks next.
      expect(await page.getAttribute('.jet-date-period__next', 'aria-disabled')).toBe('true');
      // The tags' clear item («حذف همه») clears it: the button shows its placeholder again.
      n = await applyCount(page);
      await page.click('.jet-active-tag--clear');
      query = await nextQuery(page, n);
      expect(query['_meta_query__release_date|date']).toBeUndefined();
      expect(await page.textContent('.jet-date-period__datepicker-button')).toBe('انتخاب ماه');
      await expectListing(page, query);
    });
  });

  test('axe finds nothing with the dropdown, more/less and each date picker open', async () => {
    await withDemo(async ({ page }) => {
      await open(page);
      await page.click('.jet-smart-filters-color-image .jet-filter-items-dropdown__label');
      await page.click('.jet-filter-items-moreless__toggle');
      let violations = [...(await runAxe(page)), ...(await persianContrast(page))];
      expect(violations.length, describeViolations(`${PAGE} with the dropdown open`, violations)).toBe(0);
      await page.click('.jet-date-range .vitrin-date-button');
      violations = [...(await runAxe(page)), ...(await persianContrast(page))];
      expect(violations.length, describeViolations(`${PAGE} with the date-range picker open`, violations)).toBe(0);
      await page.keyboard.press('Escape');
      await page.click('.jet-date-period__datepicker-button');
      violations = [...(await runAxe(page)), ...(await persianContrast(page))];
      expect(violations.length, describeViolations(`${PAGE} with the month picker open`, violations)).toBe(0);
    });
  });

  test('a hostile address: malformed dates, markup and junk are dropped, nothing runs, the page works', async () => {
    await withDemo(async ({ page, consoleErrors }) => {
      const hostile = `${PAGE}?jsf=woocommerce-shortcode&date=2024.13.45-%3Cscript%3Ewindow.__x%3D1%3C%2Fscript%3E&meta=_release_date!date:%3Cimg%20src%3Dx%20onerror%3Dwindow.__x%3D2%3E;_price!check-range:abc&_s=%3Cb%3Ehi%3C%2Fb%3E!meta=_sku`;
      await gotoDemo(page, hostile);
      await settled(page);
      expect(await page.evaluate(() => (window as unknown as { __x?: number }).__x)).toBeUndefined();
      expect(await page.inputValue('.jet-date-range__from')).toBe('');
      expect(await page.inputValue('.jet-date-range__to')).toBe('');
      expect(await page.textContent('.jet-date-period__datepicker-button')).toBe('انتخاب ماه');
      expect(await page.locator('#vitrin-shop-filters b, #vitrin-shop-filters script, #vitrin-shop-filters img').count()).toBe(0);
      expect(await page.inputValue('input[name="_sku"]')).toBe('<b>hi</b>');
      // Still usable: a choice applies.
      await page.evaluate(() => {
        (window as unknown as { __jsfDemoRequests: string[] }).__jsfDemoRequests = [];
      });
      await page.click('label:has(input[name="_stock_status"][value="instock"])');
      const query = await nextQuery(page, 0);
      expect(query._meta_query__stock_status).toBe('instock');
      expect(consoleErrors.filter((e) => !e.includes('favicon'))).toEqual([]);
    });
  });
});
describe('layout options and keyboard', () => {
  test('collapsible category tree on /shop/: parents start closed, open in 300 ms, close by keyboard; a checked child opens its parent', async () => {
    await withDemo(async ({ page }) => {
      await gotoDemo(page, '/shop/');
      const parent = catalogue.categories.find((c) => c.parent === 0 && catalogue.categories.some((k) => k.parent === c.id));
      if (!parent) throw new Error('no parent category');
      const row = `.jet-list-tree__parent:has(> label input[value="${parent.id}"])`;
      const toggle = `${row} > .jet-collapse-icon`;
      expect(await page.getAttribute(toggle, 'aria-expanded')).toBe('false');
      expect(await page.isVisible(`${row} + .jet-list-tree__children`)).toBe(false);
      await page.click(toggle);
      expect(await page.getAttribute(toggle, 'aria-expanded')).toBe('true');
      // 300 ms of animation; a loaded machine may paint its end a little later.
      await page.waitForSelector(`${row} + .jet-list-tree__children`, { state: 'visible', timeout: 3000 });
      await page.focus(toggle);
      await page.keyboard.press('Enter');
      expect(await page.getAttribute(toggle, 'aria-expanded')).toBe('false');
      await page.waitForSelector(`${row} + .jet-list-tree__children`, { state: 'hidden', timeout: 3000 });
      const child = catalogue.categories.find((c) => c.parent === parent.id);
      await gotoDemo(page, `/shop/?jsf=woocommerce-shortcode&tax=product_cat:${child?.id}`);
      expect(await page.getAttribute(toggle, 'aria-expanded')).toBe('true');
      expect(await page.isVisible(`input[name="product_cat"][value="${child?.id}"]`)).toBe(true);
    });
  });

  test('use_tabindex: Space and Enter on a focused item choose it; arrows step the typed price by the step', async () => {
    await withDemo(async ({ page }) => {
      await open(page);
      let n = await applyCount(page);
      await page.focus('label.jet-radio-list__item:has(input[value="instock"])');
      await page.keyboard.press('Space');
      let query = await nextQuery(page, n);
      expect(query._meta_query__stock_status).toBe('instock');
      n = await applyCount(page);
      await page.focus('label.jet-alphabet-list__item:has(input[value="ک"])');
      await page.keyboard.press('Enter');
      query = await nextQuery(page, n);
      expect(query._alphabet_).toBe('ک');

      await gotoDemo(page, '/shop/');
      await page.evaluate(() => {
        (window as unknown as { __jsfDemoRequests: string[] }).__jsfDemoRequests = [];
      });
      const min = Number(await page.getAttribute('.jet-range__slider__input--min', 'min'));
      const max = Number(await page.getAttribute('.jet-range__slider__input--max', 'max'));
      const step = Number(await page.getAttribute('.jet-range__slider__input--min', 'step'));
      await page.focus('.jet-range__inputs__min');
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowUp');
      query = await nextQuery(page, 0);
      expect(query['_meta_query__price|range']).toBe(`${min + 2 * step}_${max}`);
      expect(await page.inputValue('.jet-range__slider__input--min')).toBe(String(min + 2 * step));
    });
  });

  test('a failing hierarchy request only ends the loading state: no stuck spinner, the levels stay usable', async () => {
    await withDemo(async ({ page }) => {
      await open(page);
      await page.evaluate(() => {
        (window as unknown as { __jsfDemoFailure?: number }).__jsfDemoFailure = 500;
      });
      await page.selectOption('.jet-select__control.depth-0', '26');
      await page.waitForFunction(() => (window as unknown as { __jsfDemoRequests: string[] }).__jsfDemoRequests.some((b) => b.includes('get_hierarchy_level')));
      await page.waitForFunction(() => !document.querySelector('.jet-select--loading'));
      expect(await page.isEnabled('.jet-select__control.depth-1')).toBe(true);
      expect(await page.getAttribute('.jet-select__control.depth-1', 'aria-busy')).toBe('false');
      // The listing's own failure is shown with a retry, and works once the server answers again.
      await page.waitForSelector('.vitrin-filters-error');
      await page.evaluate(() => {
        delete (window as unknown as { __jsfDemoFailure?: number }).__jsfDemoFailure;
      });
      await page.click('.vitrin-filters-retry');
      await settled(page);
      await expectListing(page, { _tax_query_product_cat: '26' });
    });
  });

  test('JetSmartFilters.setIndexedData: query args from another script repaint the counters', async () => {
    await withDemo(async ({ page }) => {
      await open(page);
      const label = () => page.$eval(`select[name="pa_brand"] option[value="${brand.id}"]`, (o) => o.textContent ?? '');
      const before = await label();
      const digital = catalogue.categories.find((c) => c.id === 26);
      await page.evaluate((slug) => {
        (window as unknown as { JetSmartFilters: { setIndexedData(p: string, a: unknown): void } }).JetSmartFilters.setIndexedData('woocommerce-shortcode/default', { product_cat: slug });
      }, digital?.slug ?? '');
      await page.waitForFunction(([value, text]) => document.querySelector(`select[name="pa_brand"] option[value="${value}"]`)?.textContent !== text, [String(brand.id), before] as const);
      const body = (await bodies(page)).find((b) => b.action === 'jet_smart_filters_get_indexed_data');
      expect(body).toMatchObject({ provider: 'woocommerce-shortcode/default', query_args: { product_cat: digital?.slug } });
      const expected = runShopQuery({}, 1, 26).counts.tax_query?.pa_brand?.[String(brand.id)] ?? '0';
      expect(await label()).toContain(Number(expected).toLocaleString('fa-IR'));
    });
  });
});
