// Issue 34: on the demo's /shop/, after a shopper ticks a filter, the parts of JetSmartFilters that
// are React roots are drawn by React: the controls a shopper uses carry React's fiber key, their
// mount points React's container key (the pagination's numbers, the active filter, remove-all; every
// list filter: checkboxes, select and sorting, radio, rating, visual, alphabet, check-range; the
// input filters: range, search, the hierarchy, the date range and period with the Jalali picker).
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { gotoDemo, TEST_WAITS, useDemoBrowser } from '../../scripts/e2e/harness';
import { phpParseStr, phpToPlain } from '../../fixtures/jet-smart-filters/php';

const { withDemo } = useDemoBrowser();
const RED = '54';

/**
 * Before Vitrin runs: records element nodes taken out of a filter element from now on, by filter
 * kind (a redraw replaces the printed nodes; an adopted root keeps them), and the "[vitrin] …
 * differs" warnings.
 */
async function watchAdoption(page: Page): Promise<string[]> {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().includes('[vitrin]')) warnings.push(message.text());
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __filterNodesRemoved: string[] };
    w.__filterNodesRemoved = [];
    new MutationObserver((records) => {
      for (const r of records) {
        const filter = r.target instanceof Element ? r.target.closest('[data-smart-filter]') : null;
        if (!filter) continue;
        for (const node of r.removedNodes) if (node instanceof Element) w.__filterNodesRemoved.push(`${filter.hasAttribute('data-hierarchical') ? 'hierarchy' : filter.getAttribute('data-smart-filter') ?? ''}: ${node.localName}.${node.className}`);
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return warnings;
}

/** The element nodes taken out of filter elements (of these kinds) since the page began. */
const removed = (page: Page, kinds?: string[]) => page.evaluate((only) => (window as unknown as { __filterNodesRemoved: string[] }).__filterNodesRemoved.filter((r) => !only || only.some((k) => r.startsWith(`${k}:`))), kinds);

/** Per filter element: a React container, and each of its option controls a React node. */
const listReactKeys = (page: Page, filters: Record<string, string>) => page.evaluate((pairs) => {
  const has = (node: Element | null, prefix: string) => node !== null && Object.keys(node).some((k) => k.startsWith(prefix));
  const out: Record<string, { root: boolean; controls: boolean }> = {};
  for (const [name, [selector, controls]] of Object.entries(pairs)) {
    const root = document.querySelector(selector ?? '');
    const nodes = [...(root?.querySelectorAll(controls ?? '') ?? [])];
    out[name] = { root: has(root, '__reactContainer$'), controls: nodes.length > 0 && nodes.every((n) => has(n, '__reactFiber$')) };
  }
  return out;
}, Object.fromEntries(Object.entries(filters).map(([name, selector]) => [name, selector.split(' | ')])));

const lastQuery = (page: Page) => page.evaluate(() => (window as unknown as { __jsfDemoRequests?: string[] }).__jsfDemoRequests ?? [])
  .then((bodies) => phpToPlain(phpParseStr(bodies.filter((b) => b.includes('action=jet_smart_filters&')).at(-1) ?? '').query ?? {}) as Record<string, unknown>);
const settled = (page: Page) => page.waitForFunction(() => !document.querySelector('.jet-filters-loading'));

describe('issue 34: JetSmartFilters is React-rendered (demo /shop/)', () => {
  test('after a tick: pagination, active filter and remove-all are React roots, their controls React nodes, and they work', async () => {
    await withDemo(async ({ page, consoleErrors }) => {
      await gotoDemo(page, '/shop/');
      await page.click(`label:has(input[name="pa_color"][value="${RED}"])`);
      await page.waitForFunction(() => !document.querySelector('.jet-filters-loading') && (document.querySelector('.jet-active-filters')?.textContent ?? '').includes('قرمز'));
      const keys = () => page.evaluate(() => {
        const has = (node: Element | null, prefix: string) => node !== null && Object.keys(node).some((k) => k.startsWith(prefix));
        const all = (selector: string, prefix: string) => {
          const nodes = [...document.querySelectorAll(selector)];
          return nodes.length > 0 && nodes.every((node) => has(node, prefix));
        };
        return {
          pagination: has(document.querySelector('.jet-smart-filters-pagination'), '__reactContainer$'),
          pageItems: all('.jet-filters-pagination__item[role="button"]', '__reactFiber$'),
          active: has(document.querySelector('.jet-active-filters'), '__reactContainer$'),
          activeButtons: all('.jet-active-filters button.jet-active-filter', '__reactFiber$'),
          removeAll: has(document.querySelector('.jet-remove-all-filters'), '__reactContainer$'),
          removeAllButton: has(document.querySelector('.jet-remove-all-filters__button'), '__reactFiber$'),
        };
      });
      // Red alone fits one page: the pagination root is there, with no items to draw.
      expect(await keys()).toEqual({ pagination: true, pageItems: false, active: true, activeButtons: true, removeAll: true, removeAllButton: true });
      // The React-drawn controls do their job: the active filter's × clears the colour, remove-all hides again.
      expect(await page.isVisible('.jet-remove-all-filters__button')).toBe(true);
      await page.getByRole('button', { name: 'حذف فیلتر رنگ: قرمز' }).click();
      await page.waitForFunction(() => (document.querySelector('.jet-active-filters')?.textContent ?? '') === '');
      expect(await page.isChecked(`input[name="pa_color"][value="${RED}"]`)).toBe(false);
      expect(await page.isVisible('.jet-remove-all-filters__button')).toBe(false);
      // Unfiltered again: several pages, each number a React node.
      await page.waitForSelector('.jet-filters-pagination__item[role="button"]');
      expect(await keys()).toMatchObject({ pagination: true, pageItems: true, active: true, removeAll: true, removeAllButton: true });
      await page.getByRole('button', { name: 'برگه ۲' }).click();
      await page.waitForFunction(() => document.querySelector('.jet-filters-pagination__current')?.getAttribute('data-value') === '2');
      expect(consoleErrors.filter((e) => !e.includes('favicon'))).toEqual([]);
    });
  });

  test('check-range on the product search page: hydrated over the printed bands (no redraw), a band ticked by its label is React-drawn and sent', async () => {
    await withDemo(async ({ page, consoleErrors }) => {
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning' && message.text().includes('[vitrin]')) warnings.push(message.text());
      });
      await gotoDemo(page, '/product-search/');
      const band = page.locator('input[name="_price"][value="500000_2000000"]');
      await band.locator('xpath=ancestor::label[1]').click();
      await page.waitForFunction(() => new URL(location.href).search.includes('check-range'));
      expect(await band.isChecked()).toBe(true);
      const keys = await page.evaluate(() => {
        const has = (node: Element | null, prefix: string) => node !== null && Object.keys(node).some((k) => k.startsWith(prefix));
        const list = document.querySelector('[data-smart-filter="check-range"]');
        const inputs = [...(list?.querySelectorAll('input[type="checkbox"]') ?? [])];
        return {
          list: has(list, '__reactContainer$'),
          inputs: inputs.length > 0 && inputs.every((input) => has(input, '__reactFiber$')),
          moreLess: has(list?.querySelector('.jet-filter-items-moreless__toggle') ?? null, '__reactFiber$'),
        };
      });
      expect(keys).toEqual({ list: true, inputs: true, moreLess: true });
      // Adopted, not redrawn: no "server markup differs" warning from the hydration.
      expect(warnings).toEqual([]);
      expect(consoleErrors.filter((e) => !e.includes('favicon'))).toEqual([]);
    });
  });

  /** For each selector: every match carries React's key `prefix` (false when none matches). */
  const reactKeys = (page: Page, selectors: Record<string, [string, string]>) => page.evaluate((all) => {
    const out: Record<string, boolean> = {};
    for (const [name, [selector, prefix]] of Object.entries(all)) {
      const nodes = [...document.querySelectorAll(selector)];
      out[name] = nodes.length > 0 && nodes.every((node) => Object.keys(node).some((k) => k.startsWith(prefix)));
    }
    return out;
  }, selectors);
  const hydrationWarnings = (page: Page) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' && message.text().includes('[vitrin]')) warnings.push(message.text());
    });
    return warnings;
  };

  test('range on /shop/: a root hydrated over the printed slider and inputs (no redraw); a typed Persian price is React-drawn and sent', async () => {
    await withDemo(async ({ page, consoleErrors }) => {
      const warnings = hydrationWarnings(page);
      await gotoDemo(page, '/shop/');
      expect(await reactKeys(page, {
        range: ['.jet-range', '__reactContainer$'],
        sliders: ['.jet-range__slider__input', '__reactFiber$'],
        typed: ['.jet-range__inputs__min, .jet-range__inputs__max', '__reactFiber$'],
        track: ['.jet-range__slider__track__range', '__reactFiber$'],
      })).toEqual({ range: true, sliders: true, typed: true, track: true });
      await page.fill('.jet-range__inputs__min', '۳۰۰٬۰۰۰');
      await page.press('.jet-range__inputs__min', 'Enter');
      await page.waitForFunction(() => new URL(location.href).search.includes('_price!range:300000_'));
      expect(await page.inputValue('.jet-range__inputs__min')).toBe('۳۰۰٬۰۰۰');
      expect(await page.inputValue('.jet-range__slider__input--min')).toBe('300000');
      expect(warnings).toEqual([]);
      expect(consoleErrors.filter((e) => !e.includes('favicon'))).toEqual([]);
    });
  });

  test('the shop\'s checkbox lists and sorting: hydrated over the printed markup (nothing redrawn), every option a React node, and they work', async () => {
    await withDemo(async ({ page, consoleErrors }) => {
      const warnings = await watchAdoption(page);
      await gotoDemo(page, '/shop/');
      expect(await removed(page)).toEqual([]);
      const keys = await listReactKeys(page, {
        categories: '[data-smart-filter="checkboxes"][data-query-var="product_cat"] | input.jet-checkboxes-list__input, .jet-collapse-icon',
        colours: '[data-smart-filter="checkboxes"][data-query-var="pa_color"] | input.jet-checkboxes-list__input',
        sorting: '[data-smart-filter="sorting"] | select, option',
      });
      const react = { root: true, controls: true };
      expect(keys).toEqual({ categories: react, colours: react, sorting: react });
      // The React-drawn controls do their job: a category ticked by its label, the sorting chosen.
      await page.evaluate(() => {
        (window as unknown as { __jsfDemoRequests: string[] }).__jsfDemoRequests = [];
      });
      const first = await page.getAttribute('input[name="product_cat"]', 'value');
      await page.click(`label:has(input[name="product_cat"][value="${first}"])`);
      await settled(page);
      expect((await lastQuery(page))._tax_query_product_cat).toBe(first);
      await page.selectOption('.jet-sorting-select', '{"orderby":"price","order":"ASC"}');
      await settled(page);
      expect(await lastQuery(page)).toMatchObject({ _tax_query_product_cat: first, _sort_standard: '{"orderby":"price","order":"ASC"}' });
      expect(warnings).toEqual([]);
      expect(consoleErrors.filter((e) => !e.includes('favicon'))).toEqual([]);
    });
  });

  test('search, hierarchy, date range and date period on the product search page: roots hydrated over the printed markup, their controls and the Jalali picker React nodes, and they work', async () => {
    await withDemo(async ({ page, consoleErrors }) => {
      const warnings = hydrationWarnings(page);
      await gotoDemo(page, '/product-search/');
      expect(await reactKeys(page, {
        search: ['.jet-search-filter[data-smart-filter="search"]', '__reactContainer$'],
        searchInputs: ['.jet-search-filter__input', '__reactFiber$'],
        hierarchy: ['.jet-smart-filters-hierarchy', '__reactContainer$'],
        levels: ['.jet-smart-filters-hierarchy .jet-select__control', '__reactFiber$'],
        dateRange: ['.jet-date-range', '__reactContainer$'],
        dateInputs: ['.jet-date-range__from, .jet-date-range__to, .jet-date-range__submit, .vitrin-date-button', '__reactFiber$'],
        datePeriod: ['.jet-date-period', '__reactContainer$'],
        periodControls: ['.jet-date-period__datepicker-button, .jet-date-period__prev, .jet-date-period__next', '__reactFiber$'],
      })).toEqual({ search: true, searchInputs: true, hierarchy: true, levels: true, dateRange: true, dateInputs: true, datePeriod: true, periodControls: true });
      // The picker is React's too: a month chosen in it is the whole Jalali month on the wire.
      await page.click('.jet-date-period__datepicker-button');
      await page.waitForSelector('.vitrin-datepicker--months');
      expect(await reactKeys(page, { months: ['.vitrin-datepicker__item', '__reactFiber$'] })).toEqual({ months: true });
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => new URL(location.href).search.includes('_release_date!date:'));
      expect(await page.locator('.vitrin-datepicker').count()).toBe(0);
      // A level chosen asks for the next one, whose options React draws.
      await page.selectOption('.jet-select__control.depth-0', '26');
      await page.waitForFunction(() => document.querySelectorAll('.jet-select__control.depth-1 option').length > 1);
      expect(await reactKeys(page, { options: ['.jet-select__control.depth-1 option', '__reactFiber$'] })).toEqual({ options: true });
      await page.type('input[name="query"]', 'کتاب', { delay: 30 });
      await page.waitForFunction(() => (document.querySelector('.jet-active-tags')?.textContent ?? '').includes('کتاب'));
      expect(warnings).toEqual([]);
      expect(consoleErrors.filter((e) => !e.includes('favicon'))).toEqual([]);
    });
  });

  test('the product search page\'s select, radio, rating, visual, alphabet and check-range: hydrated (nothing redrawn), options React nodes, each choice sent', async () => {
    await withDemo(async ({ page, consoleErrors }) => {
      const warnings = await watchAdoption(page);
      await gotoDemo(page, '/product-search/');
      expect(await removed(page, ['select', 'radio', 'rating', 'color-image', 'alphabet', 'check-range'])).toEqual([]);
      const keys = await listReactKeys(page, {
        brand: '[data-smart-filter="select"][data-query-var="pa_brand"] | select, option',
        stock: '[data-smart-filter="radio"] | input.jet-radio-list__input',
        rating: '[data-smart-filter="rating"] | input.jet-rating-star__input',
        colours: '[data-smart-filter="color-image"] | input.jet-color-image-list__input',
        alphabet: '[data-smart-filter="alphabet"] | input.jet-alphabet-list__input',
        bands: '[data-smart-filter="check-range"] | input.jet-checkboxes-list__input, .jet-filter-items-moreless__toggle',
      });
      const react = { root: true, controls: true };
      expect(keys).toEqual({ brand: react, stock: react, rating: react, colours: react, alphabet: react, bands: react });
      await page.evaluate(() => {
        (window as unknown as { __jsfDemoRequests: string[] }).__jsfDemoRequests = [];
      });
      await page.click('label:has(input[name="_stock_status"][value="instock"])');
      await settled(page);
      expect((await lastQuery(page))._meta_query__stock_status).toBe('instock');
      await page.click('label[for="jet-rating-adv-3"]');
      await settled(page);
      expect((await lastQuery(page))['_meta_query__wc_average_rating|rating,compare-greater']).toBe('3');
      // The rating's stars say what they mean, and the chosen one carries the plugin's is-checked class.
      expect(await page.getAttribute('#jet-rating-adv-3', 'aria-label')).toBe('۳ ستاره و بیشتر');
      expect(await page.getAttribute('#jet-rating-adv-3', 'class')).toContain('is-checked');
      await page.click('label:has(input.jet-alphabet-list__input[value="ک"])');
      await settled(page);
      expect((await lastQuery(page))._alphabet_).toBe('ک');
      expect(warnings).toEqual([]);
      expect(consoleErrors.filter((e) => !e.includes('favicon'))).toEqual([]);
    });
  });

  test('issue 30: a hierarchy level held open shows the slow note under the levels, at the read limit the Persian message with a retry, and the retry fills the level', async () => {
    await withDemo(async ({ page }) => {
      await gotoDemo(page, '/product-search/');
      await page.evaluate(() => {
        (window as unknown as { __jsfDemoDelay?: number }).__jsfDemoDelay = 120_000;
      });
      const start = Date.now();
      await page.selectOption('.jet-select__control.depth-0', '26');
      await page.locator('.jet-select__slow').waitFor({ timeout: TEST_WAITS.read.slowMs + 2000 });
      expect(Date.now() - start).toBeGreaterThanOrEqual(TEST_WAITS.read.slowMs - 100);
      expect(await page.textContent('.jet-select__slow')).toBe('کمی بیشتر از همیشه طول می‌کشد؛ لطفاً صبر کنید…');
      expect(await page.getAttribute('.jet-select__control.depth-1', 'aria-busy')).toBe('true');
      await page.locator('.jet-select__failed').waitFor({ timeout: TEST_WAITS.read.limitMs + 5000 });
      expect(Date.now() - start).toBeGreaterThanOrEqual(TEST_WAITS.read.limitMs - 100);
      expect(await page.getAttribute('.jet-select__failed', 'role')).toBe('alert');
      expect(await page.textContent('.jet-select__failed')).toContain('گزینه‌های «زیردسته» بارگذاری نشد');
      expect(await page.locator('.jet-select__slow').count()).toBe(0);
      expect(await page.isEnabled('.jet-select__control.depth-1')).toBe(true);
      await page.evaluate(() => {
        delete (window as unknown as { __jsfDemoDelay?: number }).__jsfDemoDelay;
      });
      await page.click('.jet-select__failed button');
      await page.waitForFunction(() => document.querySelectorAll('.jet-select__control.depth-1 option').length > 1);
      expect(await page.locator('.jet-select__failed').count()).toBe(0);
    }, { waits: TEST_WAITS });
  }, 60_000);
});
