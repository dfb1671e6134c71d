// Issue 34: on the demo's /shop/, after a shopper ticks a filter, the parts of JetSmartFilters that
// are React roots are drawn by React: the controls a shopper uses carry React's fiber key, their
// mount points React's container key (the pagination's numbers, the active filter, remove-all).
import { describe, expect, test } from 'vitest';
import { gotoDemo, useDemoBrowser } from '../../scripts/e2e/harness';

const { withDemo } = useDemoBrowser();
const RED = '54';

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
});
