// Issue 31: every filter option by keyboard on the plugin's own markup and with its own CSS (the demo
// loads the rules of JetSmartFilters' stylesheet that hide each option's input): Tab reaches the
// options, Space and Enter choose, arrows move within a radio group (rating included), focus stays
// where the shopper is and is visible, and Chromium's accessibility tree names each option and its state.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { gotoDemo, useDemoBrowser } from '../../scripts/e2e/harness';
import { expectKeyboardWalk } from '../../scripts/e2e/keyboard-walk';
import { phpParseStr, phpToPlain } from '../../fixtures/jet-smart-filters/php';

const { withDemo } = useDemoBrowser();

const requests = (page: Page) => page.evaluate(() => (window as unknown as { __jsfDemoRequests?: string[] }).__jsfDemoRequests ?? []);
const applies = async (page: Page) => (await requests(page)).map((b) => phpParseStr(b)).filter((b) => b.action === 'jet_smart_filters');
const lastQuery = async (page: Page) => phpToPlain((await applies(page)).at(-1)?.query ?? '') as Record<string, unknown>;

async function record(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __jsfDemoRequests: string[] }).__jsfDemoRequests = [];
  });
}

const focused = (page: Page) => page.evaluate(() => {
  const el = document.activeElement;
  return el instanceof HTMLInputElement ? { name: el.name, value: el.value, checked: el.checked, type: el.type } : { name: el?.tagName ?? '', value: '', checked: false, type: '' };
});

/** The focus ring is drawn on the option's visible button beside the focused input. */
const ringOnButton = (page: Page) => page.evaluate(() => {
  const input = document.activeElement;
  const button = input?.nextElementSibling;
  return button ? getComputedStyle(button).outlineStyle : 'none';
});

describe('filters by keyboard with the plugin CSS (demo, Chromium)', () => {
  test('from the page top, Tab reaches the first category; Space ticks it: request, active item, focus kept, ring shown', async () => {
    await withDemo(async ({ page, consoleErrors }) => {
      await gotoDemo(page, '/shop/');
      await record(page);
      expect(await page.$eval('input[name="product_cat"]', (el) => getComputedStyle(el).opacity)).toBe('0');
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      let presses = 0;
      for (; presses < 80; presses++) {
        await page.keyboard.press('Tab');
        if ((await focused(page)).name === 'product_cat') break;
      }
      expect(presses).toBeLessThan(80);
      console.info(`e2e keyboard: the first category option after ${presses + 1} Tab presses from the page top`);
      const first = await focused(page);
      expect(first.checked).toBe(false);
      expect(await ringOnButton(page)).toBe('solid');
      const name = await page.locator(`input[name="product_cat"][value="${first.value}"]`).ariaSnapshot();
      console.info(`e2e keyboard: Chromium reads the option as ${name.trim()}`);
      expect(name).toMatch(/^- checkbox "[^"]+"/);
      await page.keyboard.press('Space');
      const after = await focused(page);
      expect(after).toMatchObject({ name: 'product_cat', value: first.value, checked: true });
      expect(await page.locator(`input[name="product_cat"][value="${first.value}"]`).ariaSnapshot()).toMatch(/\[checked\]/);
      await page.waitForFunction(() => !document.querySelector('.jet-filters-loading'));
      expect(await lastQuery(page)).toEqual({ _tax_query_product_cat: first.value });
      expect((await page.textContent('.jet-active-filters')) ?? '').not.toBe('');
      // Enter chooses too (the plugin's tabindex helper did): Tab on to the first colour, Enter.
      for (let i = 0; i < 40 && (await focused(page)).name !== 'pa_color'; i++) await page.keyboard.press('Tab');
      const colour = await focused(page);
      expect(colour).toMatchObject({ name: 'pa_color', checked: false });
      await page.keyboard.press('Enter');
      expect(await focused(page)).toMatchObject({ name: 'pa_color', value: colour.value, checked: true });
      await page.waitForFunction(() => !document.querySelector('.jet-filters-loading'));
      expect(await lastQuery(page)).toMatchObject({ _tax_query_pa_color: colour.value });
      expect(consoleErrors.filter((e) => !e.includes('favicon'))).toEqual([]);
    }, { width: 1440 });
  });

  test('the filter panel on a phone: every reachable control visited once in order by Tab and Shift+Tab', async () => {
    await withDemo(async ({ page }) => {
      await gotoDemo(page, '/shop/');
      await page.click('.vitrin-filters-toggle');
      await page.waitForSelector('#vitrin-shop-filters:not([hidden])');
      const reachable = await expectKeyboardWalk(page, '#vitrin-shop-filters', { minReachable: 10 });
      expect(reachable.filter((r) => r.startsWith('input.jet-checkboxes-list__input')).length).toBeGreaterThan(5);
    }, { width: 390, height: 844 });
  });

  test('a radio group, the rating stars and a colour swatch list: one stop per group, arrows move and choose, Space toggles a colour', async () => {
    await withDemo(async ({ page }) => {
      await gotoDemo(page, '/product-search/');
      await record(page);
      // Stock (radio): focus lands on the checked option, ArrowDown moves to the next and chooses it.
      await page.focus('input[name="_stock_status"]:checked');
      expect(await ringOnButton(page)).toBe('solid');
      await page.keyboard.press('ArrowDown');
      expect(await focused(page)).toMatchObject({ name: '_stock_status', value: 'instock', checked: true });
      await page.waitForFunction(() => !document.querySelector('.jet-filters-loading'));
      expect((await lastQuery(page))._meta_query__stock_status).toBe('instock');
      console.info(`e2e keyboard: ${(await page.locator('input[name="_stock_status"][value="instock"]').ariaSnapshot()).trim()}`);
      // One stop per radio group: Tab leaves the group.
      await page.keyboard.press('Tab');
      expect((await focused(page)).name).not.toBe('_stock_status');

      // Rating: the stars are one radio group.
      await page.focus('input[name="_wc_average_rating"]');
      const start = (await focused(page)).value;
      await page.keyboard.press('ArrowDown');
      const star = await focused(page);
      expect(star.name).toBe('_wc_average_rating');
      expect(star.value).not.toBe(start);
      expect(star.checked).toBe(true);
      await page.waitForFunction(() => !document.querySelector('.jet-filters-loading'));
      expect((await lastQuery(page))['_meta_query__wc_average_rating|rating,compare-greater']).toBe(star.value);
      console.info(`e2e keyboard: ${(await page.locator(`input[name="_wc_average_rating"][value="${star.value}"]`).ariaSnapshot()).trim()}`);

      // Colours in a dropdown: open it from the keyboard, Tab to a swatch, Space ticks it.
      await page.focus('.jet-filter-items-dropdown__label');
      await page.keyboard.press('Enter');
      await page.waitForSelector('.jet-filter-items-dropdown__body', { state: 'visible' });
      for (let i = 0; i < 10 && (await focused(page)).name !== 'pa_color'; i++) await page.keyboard.press('Tab');
      const colour = await focused(page);
      expect(colour.name).toBe('pa_color');
      await page.keyboard.press('Space');
      expect((await focused(page)).checked).toBe(true);
      await page.waitForFunction(() => !document.querySelector('.jet-filters-loading'));
      expect((await lastQuery(page))._tax_query_pa_color).toEqual(colour.value);
      console.info(`e2e keyboard: ${(await page.locator(`input[name="pa_color"][value="${colour.value}"]`).ariaSnapshot()).trim()}`);

      // Alphabet (radio): arrows choose a letter.
      await page.focus('input.jet-alphabet-list__input');
      await page.keyboard.press('ArrowDown');
      expect((await focused(page)).checked).toBe(true);
    }, { width: 1440 });
  });
});
