// Woodmart's quick view beside Vitrin (the demo's stand-in for quickView.js, on jQuery): the popup's
// variable product is started with $form.wc_variation_form() in the same task as the insertion,
// a variation is chosen with the swatches and added to the cart, without a page error.
import { beforeAll, describe, expect, test } from 'vitest';
import { mkdirSync } from 'node:fs';
import { gotoDemo, useDemoBrowser, wooCommerceBodies } from '../../scripts/e2e/harness';

const { withDemo } = useDemoBrowser();
beforeAll(() => {
  mkdirSync('/tmp/shots', { recursive: true });
});

describe('quick view of a variable product (demo, Chromium, jQuery)', () => {
  for (const width of [390, 1440]) {
    test(`at ${width} px: the popup's form is Vitrin's, a variation is chosen and added to the cart`, async () => {
      await withDemo(async (demo) => {
        const { page } = demo;
        await gotoDemo(page, '/classic/quick-view/');
        expect(await page.evaluate(() => typeof (window as unknown as { jQuery: { fn: { wc_variation_form?: unknown } } }).jQuery.fn.wc_variation_form)).toBe('function');
        await page.locator('.open-quick-view').first().click();
        const form = '.quick-view-wrapper form.variations_form';
        await page.waitForSelector(`${form}[data-vitrin-status="mounted"]`, { state: 'attached' });
        // The first in-stock variation, chosen the way a shopper does: one swatch per attribute.
        const pick = await page.$eval(form, (el) => {
          const list = JSON.parse(el.getAttribute('data-product_variations') ?? '[]') as Array<{ variation_id: number; is_in_stock: boolean; is_purchasable: boolean; attributes: Record<string, string> }>;
          return list.find((v) => v.is_in_stock && v.is_purchasable && Object.values(v.attributes).every(Boolean));
        });
        if (!pick) throw new Error('no in-stock variation in the quick view');
        for (const [attribute, value] of Object.entries(pick.attributes)) {
          await page.click(`${form} ul[data-attribute_name="${attribute}"] li[data-value="${value}"]`);
        }
        await page.waitForFunction((id) => document.querySelector<HTMLInputElement>('.quick-view-wrapper input[name="variation_id"]')?.value === String(id), pick.variation_id);
        await page.screenshot({ path: `/tmp/shots/quick-view-${width}.png` });
        await page.click(`${form} .single_add_to_cart_button`);
        await page.waitForFunction(() => (document.querySelector('.wd-header-cart .wd-cart-number')?.textContent ?? '').includes('۱'));
        const bodies = await wooCommerceBodies(page, 'add_to_cart');
        expect(bodies).toHaveLength(1);
        expect(new URLSearchParams(bodies[0]).get('variation_id')).toBe(String(pick.variation_id));
        expect(demo.consoleErrors).toEqual([]);
      }, { width });
    });
  }
});
