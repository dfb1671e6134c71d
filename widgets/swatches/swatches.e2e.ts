// A shopper choosing by swatch on the demo's variable products in Chromium: colour then size, the
// price and image follow, the variation goes into the cart; keyboard alone; an unbuyable
// combination cannot be chosen; the 80-variation hoodie (ajax mode) asks get_variation once per
// complete combination; image and radio swatches; stock-left badges.
import { beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { gotoDemo, useDemoBrowser, wooCommerceBodies } from '../../scripts/e2e/harness';
import { runAxe, describeViolations } from '../../scripts/e2e/axe';

const { withDemo } = useDemoBrowser();
beforeAll(() => {
  mkdirSync('/tmp/shots', { recursive: true });
});

const TEE = '/product/تیشرت-نخی-یقه-گرد-آوا/';
const HOODIE = '/product/هودی-پارسیپوش-سهگانه/';
const KARIZMA = '/product/تیشرت-نخی-یقه-گرد-کاریزما-مدل-۹۱۴/';
const SHOE = '/product/کفش-پیادهروی-گام/';
const PHONE = '/product/گوشی-گلکسی-a55-شیائومی/';

const swatch = (attribute: string, title: string) => `ul[data-attribute_name="attribute_pa_${attribute}"] li[data-title="${title}"]`;
const selectValue = (page: Page, attribute: string) => page.inputValue(`select[name="attribute_pa_${attribute}"]`);
const variationId = (page: Page) => page.inputValue('form.variations_form input[name="variation_id"]');
const classes = async (page: Page, selector: string) => (await page.getAttribute(selector, 'class'))?.split(/\s+/) ?? [];
async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  const violations = await runAxe(page);
  expect(violations.length, describeViolations(where, violations)).toBe(0);
}
const ready = (page: Page) => page.waitForSelector('ul.variable-items-wrapper[data-vitrin-status="mounted"]');

describe('swatches (demo, Chromium)', () => {
  test('colour then size: price and image change, the variation is added to the cart', async () => {
    await withDemo(async (demo) => {
      const { page } = demo;
      await gotoDemo(page, TEE);
      await ready(page);
      await page.click(swatch('color', 'سفید'));
      expect(await page.textContent('label[for="pa_color"] .woo-selected-variation-item-name')).toBe(': سفید');
      await page.click(swatch('size', 'M'));
      await page.waitForFunction(() => (document.querySelector('.single_variation .woocommerce-variation-price')?.textContent ?? '').includes('تومان'));
      expect(await variationId(page)).toBe('102');
      expect(await page.getAttribute('.woocommerce-product-gallery__image img', 'src')).toBe('/images/p-101-c1.svg');
      expect(await page.getAttribute(swatch('size', 'M'), 'aria-checked')).toBe('true');
      await page.screenshot({ path: '/tmp/shots/swatches-1440.png', fullPage: false });
      await page.click('.single_add_to_cart_button');
      await page.waitForFunction(() => (document.querySelector('.wd-header-cart .wd-cart-number')?.textContent ?? '').includes('۱'));
      const add = demo.backendRequests.filter((r) => r.url.includes('wc-ajax=add_to_cart'));
      expect(add).toHaveLength(1);
      expect(new URLSearchParams((await wooCommerceBodies(page, 'add_to_cart'))[0]).get('product_id')).toBe('102');
      expect(demo.consoleErrors).toEqual([]);
    }, { width: 1440 });
  });

  test('a missing combination cannot be chosen and says why; an out-of-stock one is chosen as the free plugin allows, shown ناموجود with the button disabled', async () => {
    await withDemo(async (demo) => {
      const { page } = demo;
      await gotoDemo(page, TEE);
      await ready(page);
      // سبز comes in XL and XXL only.
      await page.click(swatch('color', 'سبز'));
      expect(await classes(page, swatch('size', 'M'))).toContain('disabled');
      expect(await page.getAttribute(swatch('size', 'M'), 'aria-label')).toBe('M، با گزینه‌های انتخاب‌شده موجود نیست');
      await page.click(swatch('size', 'M'), { force: true });
      expect(await selectValue(page, 'size')).toBe('');
      await page.waitForFunction(() => document.querySelector('.vitrin-swatches-status')?.textContent === 'M با گزینه‌های انتخاب‌شده موجود نیست');
      // سرمه‌ای/M exists but is out of stock (issue 27): marked no-stock, named so, and choosable
      // (back-in-stock and waitlist plugins show their form for the chosen variation).
      await page.click(swatch('color', 'سرمه‌ای'));
      expect(await classes(page, swatch('size', 'M'))).toContain('no-stock');
      expect(await classes(page, swatch('size', 'M'))).not.toContain('disabled');
      expect(await page.getAttribute(swatch('size', 'M'), 'aria-label')).toBe('M، ناموجود');
      await page.click(swatch('size', 'M'));
      expect(await selectValue(page, 'size')).toBe('m');
      expect(await variationId(page)).not.toBe('');
      await page.waitForFunction(() => (document.querySelector('.single_variation .woocommerce-variation-availability')?.textContent ?? '').includes('ناموجود'));
      const button = await classes(page, '.single_add_to_cart_button');
      expect(button).toEqual(expect.arrayContaining(['disabled', 'wc-variation-is-unavailable']));
      await page.screenshot({ path: '/tmp/shots/swatches-out-of-stock-390.png', fullPage: false });
      expect(demo.consoleErrors).toEqual([]);
    }, { width: 390 });
  });

  test('keyboard only: Tab reaches each group once, arrows move (RTL: left = next), Space chooses, Enter adds to cart', async () => {
    await withDemo(async (demo) => {
      const { page } = demo;
      await gotoDemo(page, TEE);
      await ready(page);
      // Start from the product title and Tab forward until a colour swatch has focus.
      await page.focus('h1.product_title');
      for (let i = 0; i < 30; i++) {
        await page.keyboard.press('Tab');
        if (await page.evaluate(() => document.activeElement?.closest('ul.color-variable-items-wrapper') !== null)) break;
      }
      const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-title') ?? document.activeElement?.tagName);
      const colours = await page.$$eval('ul.color-variable-items-wrapper li', (items) => items.map((li) => li.getAttribute('data-title')));
      expect(await focused()).toBe(colours[0]);
      await page.keyboard.press('ArrowLeft');
      expect(await focused()).toBe(colours[1]);
      await page.keyboard.press('ArrowRight');
      expect(await focused()).toBe(colours[0]);
      await page.keyboard.press('Space');
      expect(await page.getAttribute(swatch('color', colours[0] ?? ''), 'aria-checked')).toBe('true');
      // One Tab leaves the colour group for the size group.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('ul')?.getAttribute('data-attribute_name'))).toBe('attribute_pa_size');
      expect(await focused()).toBe('M');
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.querySelector<HTMLInputElement>('input[name="variation_id"]')?.value === '102');
      await page.focus('.single_add_to_cart_button');
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => (document.querySelector('.wd-header-cart .wd-cart-number')?.textContent ?? '').includes('۱'));
      expect(demo.consoleErrors).toEqual([]);
    }, { width: 390 });
  });

  test('ajax mode (80 variations over colour, size and fabric): nothing disabled, get_variation once per complete combination', async () => {
    await withDemo(async (demo) => {
      const { page } = demo;
      await gotoDemo(page, HOODIE);
      await ready(page);
      expect(await page.getAttribute('form.variations_form', 'data-product_variations')).toBe('false');
      expect(await page.$$eval('ul.variable-items-wrapper', (lists) => lists.length)).toBe(3);
      const asked = () => demo.backendRequests.filter((r) => r.url.includes('wc-ajax=get_variation')).length;
      const id = (value: string) => page.waitForFunction((v) => document.querySelector<HTMLInputElement>('input[name="variation_id"]')?.value === v, value);
      await page.click(swatch('color', 'سفید'));
      await page.click(swatch('size', 'L'));
      expect(await page.$$eval('ul.variable-items-wrapper li.disabled', (items) => items.length)).toBe(0);
      expect(asked()).toBe(0);
      await page.click(swatch('material', 'نخ پنبه'));
      await id('577');
      expect(asked()).toBe(1);
      await page.click(swatch('material', 'پلی‌استر'));
      await id('578');
      expect(asked()).toBe(2);
      // Back to a combination already answered: no new request.
      await page.click(swatch('material', 'نخ پنبه'));
      await id('577');
      expect(asked()).toBe(2);
      await page.screenshot({ path: '/tmp/shots/swatches-ajax-1440.png', fullPage: false });
      expect(demo.consoleErrors).toEqual([]);
    }, { width: 1440 });
  });

  test('issue 35: no stock badge with show_variation_stock off (the recorded free plugin), one with it on; image and radio swatches choose too; axe finds nothing', async () => {
    await withDemo(async (demo) => {
      const { page } = demo;
      // The demo prints the options as recorded: show_variation_stock "" (off), so no badge, as the plugin.
      await gotoDemo(page, KARIZMA);
      await ready(page);
      await page.click(swatch('color', 'آبی'));
      expect(await page.getAttribute(swatch('size', 'M'), 'aria-label')).toBe('M');
      expect(await page.$$('.vitrin-swatch-stock')).toHaveLength(0);
      // The owner turns it on: the page's options object says "1" when the plugin's script would read it.
      await page.addInitScript(() => {
        let options: unknown;
        Object.defineProperty(window, 'woo_variation_swatches_options', {
          configurable: true,
          get: () => options,
          set: (value: Record<string, unknown>) => { options = { ...value, show_variation_stock: '1' }; },
        });
      });
      await gotoDemo(page, KARIZMA);
      await ready(page);
      await page.click(swatch('color', 'آبی'));
      expect(await page.textContent(`${swatch('size', 'M')} .vitrin-swatch-stock`)).toBe('۳ عدد');
      expect(await page.getAttribute(swatch('size', 'M'), 'aria-label')).toBe('M، تنها ۳ عدد باقی مانده');
      expect(await page.$$eval('.vitrin-swatch-stock:not([hidden])', (badges) => badges.map((b) => b.closest('li')?.getAttribute('data-title')))).toEqual(['M']);
      await expectNoAxeViolations(page, 'karizma tee at 390px');

      await gotoDemo(page, SHOE);
      await ready(page);
      expect(await page.$eval('ul[data-attribute_name="attribute_pa_color"]', (ul) => ul.className)).toContain('image-variable-items-wrapper');
      await page.click(swatch('color', 'مشکی'));
      // Out of stock in black: marked, still choosable (the free plugin's options say nothing else).
      expect(await classes(page, swatch('size', '38'))).toContain('no-stock');
      expect(await classes(page, swatch('size', '38'))).not.toContain('disabled');
      await page.screenshot({ path: '/tmp/shots/swatches-image-390.png', fullPage: false });
      await expectNoAxeViolations(page, 'shoe at 390px');

      await gotoDemo(page, PHONE);
      await ready(page);
      await page.click(`${swatch('color', 'سبز')} label`);
      expect(await selectValue(page, 'color')).not.toBe('');
      expect(await page.isChecked(`${swatch('color', 'سبز')} input`)).toBe(true);
      await page.waitForFunction(() => document.querySelector<HTMLInputElement>('input[name="variation_id"]')?.value === '408');
      await expectNoAxeViolations(page, 'phone at 390px');
      expect(demo.consoleErrors).toEqual([]);
    }, { width: 390 });
  });
});

describe('archive swatches (demo, Chromium)', () => {
  test('a colour on a shop card shows that colour\'s photo and carries the choice to the product page', async () => {
    await withDemo(async (demo) => {
      const { page } = demo;
      await gotoDemo(page, '/swatches/');
      await page.waitForSelector('.wvs-archive-variations-wrapper ul[data-vitrin-status="mounted"]');
      const card = page.locator('.product-grid-item').first();
      const list = card.locator('ul.variable-items-wrapper');
      const item = list.locator('li').nth(1);
      const value = await item.getAttribute('data-value');
      const before = await card.locator('.product-image-link img').getAttribute('src');
      await item.click();
      expect(await item.getAttribute('aria-checked')).toBe('true');
      const after = await card.locator('.product-image-link img').getAttribute('src');
      expect(after).not.toBe(before);
      expect(after).toMatch(/-c\d+\.svg$/);
      const href = await card.locator('.wd-entities-title a').getAttribute('href');
      // The slug as WordPress stores it (percent-encoded text), which PHP reads back from $_GET.
      expect(new URL(href ?? '', 'http://x').searchParams.get('attribute_pa_color')).toBe(value);
      await page.screenshot({ path: '/tmp/shots/swatches-archive-390.png', fullPage: false });
      const violations = await runAxe(page);
      expect(violations.length, describeViolations('archive swatches at 390px', violations)).toBe(0);
      expect(demo.consoleErrors).toEqual([]);
    }, { width: 390 });
  });
});
