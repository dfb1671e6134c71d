// The variation form on the demo's variable product pages in Chromium: the selects choose a
// variation (price, image, button; Clear resets); an out-of-stock combination keeps the button
// disabled with a Persian reason; the 40-variation product asks ?wc-ajax=get_variation. Choosing
// by swatch, with the keyboard, into the cart is widgets/swatches/swatches.e2e.ts.
import { beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { gotoDemo, TEST_WAITS, useDemoBrowser, wooCommerceBodies } from '../../scripts/e2e/harness';
import { FAULTS_KEY, type HeldRequest } from '../../fixtures/msw/faults';
import fa from '../../src/i18n/locales/fa/cart.json';

const { withDemo } = useDemoBrowser();
beforeAll(() => {
  mkdirSync('/tmp/shots', { recursive: true });
});

// تیشرت نخی یقه گرد آوا (9 of 12 combinations, سرمه‌ای/M out of stock) and the 40-variation tee.
const TEE = '/product/تیشرت-نخی-یقه-گرد-آوا/';
const AJAX_TEE = '/product/تیشرت-بیسیک-پارسیپوش-رنگبندی-کام/';

const variationId = (page: Page) => page.inputValue('form.variations_form input[name="variation_id"]');
/** The demo prints the swatches plugin's lists over hidden selects: a shopper presses a swatch. */
const choose = (page: Page, select: string, label: string) => page.click(`ul[data-attribute_name="${select}"] li[data-title="${label}"]`);
/** What a plain-select theme (or another plugin's script) does: set the select, fire change. */
const setSelect = (page: Page, select: string, value: string) => page.$eval(`select[name="${select}"]`, (el, v) => {
  (el as HTMLSelectElement).value = v;
  el.dispatchEvent(new Event('change', { bubbles: true }));
}, value);
const optionValue = (page: Page, select: string, label: string) =>
  page.$eval(`select[name="${select}"]`, (el, text) => Array.from((el as HTMLSelectElement).options).find((o) => o.textContent?.trim() === text)?.value ?? '', label);

describe('variation form (demo, Chromium)', () => {
  test('issue 30: get_variation held open: the slow note under the choices, at the read limit the message with a retry (by keyboard) that shows the variation', async () => {
    const { slowMs, limitMs } = TEST_WAITS.read;
    await withDemo(async (demo) => {
      const { page } = demo;
      await gotoDemo(page, AJAX_TEE);
      const held: HeldRequest[] = [{ endpoint: 'get_variation', act: false, holdMs: null }];
      await page.evaluate(({ key, value }) => localStorage.setItem(key, value), { key: FAULTS_KEY, value: JSON.stringify(held) });
      await choose(page, 'attribute_pa_color', 'سفید');
      const start = Date.now();
      await choose(page, 'attribute_pa_size', 'M');
      const slow = page.locator('.variations + .vitrin-variation-slow');
      await slow.waitFor({ timeout: slowMs + 2000 });
      expect(Date.now() - start).toBeGreaterThanOrEqual(slowMs - 100);
      expect(await slow.textContent()).toBe(fa.waitSlow);
      const failed = page.locator('.variations + .vitrin-variation-failed[role="alert"]');
      await failed.waitFor({ timeout: limitMs + 5000 });
      expect(Date.now() - start).toBeGreaterThanOrEqual(limitMs - 100);
      expect(await failed.textContent()).toContain(fa.variation.loadFailed);
      expect(await page.locator('.vitrin-variation-slow').count()).toBe(0);
      expect(await page.getAttribute('form.variations_form', 'aria-busy')).toBeNull();
      expect(await variationId(page)).toBe('');
      await failed.getByRole('button', { name: fa.retry }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => variationId(page)).toBe('528');
      expect(await page.locator('.vitrin-variation-failed').count()).toBe(0);
      expect(demo.backendRequests.filter((r) => r.url.includes('wc-ajax=get_variation'))).toHaveLength(2);
    }, { width: 1440, waits: TEST_WAITS });
  }, 60000);

  test('the selects choose a variation (as a plain-select theme or another script sets them): price, image and button follow; Clear resets and says so', async () => {
    await withDemo(async (demo) => {
      const { page } = demo;
      await gotoDemo(page, TEE);
      await page.waitForSelector('form.variations_form[data-vitrin-status="mounted"]', { state: 'attached' });
      const button = page.locator('.single_add_to_cart_button');
      expect(await button.getAttribute('class')).toContain('wc-variation-selection-needed');
      const productImage = await page.getAttribute('.woocommerce-product-gallery__image img', 'src');
      await setSelect(page, 'attribute_pa_color', await optionValue(page, 'attribute_pa_color', 'سفید'));
      await setSelect(page, 'attribute_pa_size', 'm');
      await page.waitForFunction(() => (document.querySelector('.single_variation .woocommerce-variation-price')?.textContent ?? '').includes('تومان'));
      expect(await variationId(page)).toBe('102');
      expect(await page.getAttribute('.single_variation', 'aria-live')).toBe('polite');
      expect(await button.getAttribute('class')).not.toContain('disabled');
      expect(await page.getAttribute('.woocommerce-product-gallery__image img', 'src')).toBe('/images/p-101-c1.svg');
      await page.screenshot({ path: '/tmp/shots/variation-1440.png', fullPage: false });

      await page.click('.reset_variations');
      await page.waitForFunction(() => document.querySelector<HTMLInputElement>('input[name="variation_id"]')?.value === '');
      expect(await page.getAttribute('.woocommerce-product-gallery__image img', 'src')).toBe(productImage);
      expect(await button.getAttribute('class')).toContain('wc-variation-selection-needed');
      await page.waitForFunction(() => (document.querySelector('.reset_variations_alert')?.textContent ?? '').length > 0);
      expect(demo.backendRequests.filter((r) => r.url.includes('wc-ajax='))).toHaveLength(0);
      expect(demo.consoleErrors).toEqual([]);
    }, { width: 1440 });
  });

  test('an out-of-stock combination keeps the button disabled and says why in Persian; missing sizes are disabled', async () => {
    await withDemo(async (demo) => {
      const { page } = demo;
      await gotoDemo(page, TEE);
      // سبز comes in XL and XXL only: M cannot be chosen with it.
      await choose(page, 'attribute_pa_color', 'سبز');
      const disabled = await page.$$eval('select[name="attribute_pa_size"] option:disabled', (options) => options.map((o) => o.textContent?.trim()));
      expect(disabled).toEqual(['M']);
      // سرمه‌ای/M exists but is out of stock.
      // The swatches refuse it, so set the selects as a plain-select theme (or another script) would.
      await choose(page, 'attribute_pa_color', 'سرمه‌ای');
      await setSelect(page, 'attribute_pa_size', 'm');
      await page.waitForSelector('.single_variation .out-of-stock');
      expect(await page.textContent('.single_variation .out-of-stock')).toBe('ناموجود');
      const button = page.locator('.single_add_to_cart_button');
      expect(await button.getAttribute('class')).toContain('wc-variation-is-unavailable');
      expect(await button.getAttribute('aria-disabled')).toBe('true');
      // Playwright will not click an aria-disabled button; a keyboard user can still press it.
      await button.focus();
      await page.keyboard.press('Enter');
      await page.waitForSelector('.wc-no-matching-variations[role="alert"]');
      expect(await page.textContent('.wc-no-matching-variations')).toContain('در دسترس نیست');
      expect(demo.backendRequests.filter((r) => r.url.includes('wc-ajax=add_to_cart'))).toHaveLength(0);
      await page.screenshot({ path: '/tmp/shots/variation-390.png', fullPage: false });
      expect(demo.consoleErrors).toEqual([]);
    }, { width: 390 });
  });

  test('the 40-variation product asks get_variation with the chosen fields and shows the answer', async () => {
    await withDemo(async (demo) => {
      const { page } = demo;
      await gotoDemo(page, AJAX_TEE);
      expect(await page.getAttribute('form.variations_form', 'data-product_variations')).toBe('false');
      await choose(page, 'attribute_pa_color', 'سفید');
      await choose(page, 'attribute_pa_size', 'M');
      await page.waitForFunction(() => (document.querySelector('.single_variation .woocommerce-variation-price')?.textContent ?? '').includes('تومان'));
      const asked = demo.backendRequests.filter((r) => r.url.includes('wc-ajax=get_variation'));
      expect(asked).toHaveLength(1);
      const color = await optionValue(page, 'attribute_pa_color', 'سفید');
      expect(await wooCommerceBodies(page, 'get_variation')).toEqual([new URLSearchParams({ attribute_pa_color: color, attribute_pa_size: 'm', product_id: '521' }).toString()]);
      expect(await variationId(page)).toBe('528');
      await page.click('.single_add_to_cart_button');
      await page.waitForFunction(() => (document.querySelector('.wd-header-cart .wd-cart-number')?.textContent ?? '').includes('۱'));
      await page.screenshot({ path: '/tmp/shots/variation-ajax-1440.png', fullPage: false });
      expect(demo.consoleErrors).toEqual([]);
    }, { width: 1440 });
  });
});
