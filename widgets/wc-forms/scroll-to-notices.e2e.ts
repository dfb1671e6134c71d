// WooCommerce's classic checkout and cart pages with their own scripts beside Vitrin (the demo's
// stand-ins for checkout.js and cart.js, on jQuery): a refused order scrolls to the notices and
// fires checkout_error once; a cart update shows its notice in view; no page error in either.
import { beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { gotoDemo, useDemoBrowser } from '../../scripts/e2e/harness';

const { withDemo } = useDemoBrowser();
beforeAll(() => {
  mkdirSync('/tmp/shots', { recursive: true });
});

async function addOneToCart(page: Page): Promise<void> {
  await gotoDemo(page, '/shop/');
  await page.click('.add_to_cart_button.ajax_add_to_cart');
  await page.waitForFunction(() => (document.querySelector('.wd-header-cart .wd-cart-number')?.textContent ?? '').includes('۱'));
}

/** Where the element's top is in the viewport, once the page has stopped scrolling. */
async function settledTop(page: Page, selector: string): Promise<number> {
  let last = Number.NaN;
  for (let i = 0; i < 40; i++) {
    const top = await page.$eval(selector, (el) => Math.round(el.getBoundingClientRect().top));
    if (top === last) return top;
    last = top;
    await page.waitForTimeout(100);
  }
  return last;
}

describe('classic checkout and cart beside Vitrin (demo, Chromium, jQuery)', () => {
  test('a refused order: the notices are scrolled into view 100 px from the top and checkout_error fires once, no page error', async () => {
    await withDemo(async (demo) => {
      const { page } = demo;
      await addOneToCart(page);
      await gotoDemo(page, '/classic/checkout/');
      await page.waitForSelector('form.checkout #place_order');
      expect(await page.evaluate(() => typeof (window as unknown as { jQuery: { scroll_to_notices?: unknown } }).jQuery.scroll_to_notices)).toBe('function');
      await page.evaluate(() => {
        const w = window as unknown as { jQuery: (t: unknown) => { on(n: string, h: (...a: unknown[]) => void): void }; checkoutErrors: unknown[][] };
        w.checkoutErrors = [];
        w.jQuery(document.body).on('checkout_error', (_event: unknown, ...args: unknown[]) => void w.checkoutErrors.push(args));
      });
      // Everything but the first name: the server names the one missing field.
      const filled: Array<[string, string]> = [['billing_last_name', 'رضایی'], ['billing_state', 'تهران'], ['billing_city', 'تهران'], ['billing_address_1', 'خیابان ولیعصر، پلاک ۱۲'], ['billing_postcode', '1234567890'], ['billing_phone', '09120000000']];
      for (const [id, value] of filled) {
        await page.fill(`#${id}`, value);
      }
      await page.click('#place_order');
      await page.waitForSelector('form.checkout > .woocommerce-NoticeGroup-checkout .woocommerce-error');
      await page.waitForFunction(() => (window as unknown as { checkoutErrors: unknown[] }).checkoutErrors.length > 0);
      const top = await settledTop(page, '.woocommerce-NoticeGroup-checkout');
      expect(top).toBeGreaterThanOrEqual(95);
      expect(top).toBeLessThanOrEqual(105);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      const errors = await page.evaluate(() => (window as unknown as { checkoutErrors: unknown[][] }).checkoutErrors);
      expect(errors).toHaveLength(1);
      expect(String(errors[0]?.[0])).toContain('نام صورتحساب');
      expect(await page.textContent('.woocommerce-NoticeGroup-checkout')).toContain('یک فیلد الزامی است');
      await page.screenshot({ path: '/tmp/shots/classic-checkout-error-390.png' });
      expect(demo.consoleErrors).toEqual([]);
    }, { width: 390, height: 844 });
  });

  test('a classic cart update: the cart is replaced, the header count follows, the notice is in view, no page error', async () => {
    await withDemo(async (demo) => {
      const { page } = demo;
      await addOneToCart(page);
      await gotoDemo(page, '/classic/cart/');
      const qty = page.locator('form.woocommerce-cart-form input.qty').first();
      await qty.fill('3');
      await page.click('button[name="update_cart"]');
      await page.waitForFunction(() => (document.querySelector('.woocommerce-notices-wrapper .woocommerce-message')?.textContent ?? '').includes('به‌روز شد'));
      await page.waitForFunction(() => (document.querySelector('.wd-header-cart .wd-cart-number')?.textContent ?? '').includes('۳'));
      expect(await page.inputValue('form.woocommerce-cart-form input.qty')).toBe('3');
      const top = await settledTop(page, '.woocommerce-notices-wrapper .woocommerce-message');
      const height = await page.evaluate(() => window.innerHeight);
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThan(height);
      await page.screenshot({ path: '/tmp/shots/classic-cart-updated-1440.png' });
      expect(demo.consoleErrors).toEqual([]);
    }, { width: 1440 });
  });
});
