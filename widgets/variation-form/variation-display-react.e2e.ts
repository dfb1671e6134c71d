// Issue 34: the variation form's display is React-rendered on the demo — the wrap carries React's
// container key; the add button, the quantity field, the price a shopper reads and the Clear link
// carry fiber keys; React adopts WooCommerce's printed button (the same node before and after
// mount); a show_variation listener reads the new price and the enabled button in the event; and
// nothing shifts when the root mounts (4x CPU, 390 and 1440 px).
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { gotoDemo, useDemoBrowser } from '../../scripts/e2e/harness';
import { readLayoutShifts, throttleCpu, watchLayoutShifts } from '../../scripts/e2e/layout-shift';

const { withDemo } = useDemoBrowser();

const TEE = '/product/تیشرت-نخی-یقه-گرد-آوا/';

function reactKeys(page: Page) {
  return page.evaluate(() => {
    const has = (el: Element | null, prefix: string) => el !== null && Object.keys(el).some((key) => key.startsWith(prefix));
    const q = (selector: string) => document.querySelector(`form.variations_form ${selector}`);
    return {
      wrap: has(q('.single_variation_wrap'), '__reactContainer$'),
      button: has(q('.single_add_to_cart_button'), '__reactFiber$'),
      quantity: has(q('input.qty'), '__reactFiber$'),
      region: has(q('.single_variation'), '__reactFiber$'),
      price: has(q('.single_variation .woocommerce-variation-price .woocommerce-Price-amount'), '__reactFiber$'),
      clear: has(q('.reset_variations'), '__reactFiber$'),
    };
  });
}

describe('issue 34: the variation form display is React-rendered (demo)', () => {
  for (const width of [390, 1440]) {
    test(`price, stock, add button and Clear are React's; the printed button is adopted; show_variation sees the new DOM; CLS ≤ 0.01 (${width}px)`, async () => {
      await withDemo(async ({ page, consoleErrors }) => {
        await page.addInitScript(() => {
          document.addEventListener('DOMContentLoaded', () => {
            const button = document.querySelector('form.variations_form .single_add_to_cart_button');
            if (button) (button as unknown as { __printed: boolean }).__printed = true;
          }, { once: true, capture: true });
        });
        await watchLayoutShifts(page);
        await throttleCpu(page, 4);
        await gotoDemo(page, TEE);
        await page.waitForSelector('form.variations_form .single_variation_wrap[data-vitrin-status="mounted"]', { state: 'attached', timeout: 20000 });
        const mounted = await readLayoutShifts(page);
        expect(mounted.cls, JSON.stringify(mounted.shifts)).toBeLessThanOrEqual(0.01);
        expect(await page.evaluate(() => (document.querySelector('form.variations_form .single_add_to_cart_button') as unknown as { __printed?: boolean } | null)?.__printed)).toBe(true);

        // What a WooCommerce/Woodmart listener reads when show_variation fires.
        await page.evaluate(() => {
          const w = window as unknown as { __shown: Array<{ price: string; disabled: boolean }> };
          w.__shown = [];
          document.querySelector('form.variations_form')?.addEventListener('show_variation', () => {
            w.__shown.push({
              price: document.querySelector('.single_variation .woocommerce-variation-price')?.textContent ?? '',
              disabled: document.querySelector('.single_add_to_cart_button')?.classList.contains('disabled') ?? true,
            });
          });
        });
        await page.click('ul[data-attribute_name="attribute_pa_color"] li[data-title="سفید"]');
        await page.click('ul[data-attribute_name="attribute_pa_size"] li[data-title="M"]');
        await page.waitForFunction(() => (window as unknown as { __shown: unknown[] }).__shown.length > 0);
        const shown = await page.evaluate(() => (window as unknown as { __shown: Array<{ price: string; disabled: boolean }> }).__shown);
        expect(shown[0]?.price).toContain('تومان');
        expect(shown[0]?.disabled).toBe(false);
        expect(await reactKeys(page)).toEqual({ wrap: true, button: true, quantity: true, region: true, price: true, clear: true });
        // Still the printed node, now drawn by React.
        expect(await page.evaluate(() => (document.querySelector('form.variations_form .single_add_to_cart_button') as unknown as { __printed?: boolean } | null)?.__printed)).toBe(true);
        expect(consoleErrors).toEqual([]);
      }, { width, height: 900 });
    });
  }
});
