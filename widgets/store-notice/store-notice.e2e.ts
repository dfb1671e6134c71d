// The store notice on the demo shop in Chromium: shown, dismissed by keyboard, remembered by
// WooCommerce's own cookie across pages.
import { describe, expect, test } from 'vitest';
import { gotoDemo, useDemoBrowser } from '../../scripts/e2e/harness';

const { withDemo } = useDemoBrowser();

describe('store notice (demo)', () => {
  test('shows, dismisses with the keyboard, and stays dismissed on the next page', async () => {
    await withDemo(async (demo) => {
      const { page } = demo;
      await gotoDemo(page, '/shop/');
      const notice = page.locator('.woocommerce-store-notice');
      await expect.poll(() => notice.isVisible()).toBe(true);
      const id = await notice.getAttribute('data-notice-id');
      await page.locator('.woocommerce-store-notice__dismiss-link').focus();
      await page.keyboard.press('Space');
      await expect.poll(() => notice.isVisible()).toBe(false);
      const cookie = (await demo.context.cookies()).find((c) => c.name === `store_notice${id}`);
      expect(cookie?.value).toBe('hidden');
      expect(cookie?.path).toBe('/');
      expect(cookie?.expires).toBe(-1); // a session cookie, as WooCommerce writes it
      await gotoDemo(page, '/');
      expect(await page.locator('.woocommerce-store-notice').isVisible()).toBe(false);
      expect(demo.consoleErrors).toEqual([]);
    }, { width: 390, height: 844 });
  });

  test('the open cart panel paints above the bar: its checkout button is not hidden behind it (390 px)', async () => {
    await withDemo(async ({ page }) => {
      await gotoDemo(page, '/shop/');
      await expect.poll(() => page.locator('.woocommerce-store-notice').isVisible()).toBe(true);
      await page.locator('.add_to_cart_button.ajax_add_to_cart:visible').first().click();
      await page.waitForSelector('.cart-widget-side.wd-opened .woocommerce-mini-cart__buttons .checkout');
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
      // A hit test cannot tell: the page behind an open panel is inert, so a tap passes through the
      // bar. What the shopper sees is decided by the two fixed boxes' stacking, read here.
      const seen = await page.evaluate(() => {
        const checkout = document.querySelector('.cart-widget-side.wd-opened .woocommerce-mini-cart__buttons .checkout');
        const panel = document.querySelector('.cart-widget-side.wd-opened');
        const notice = document.querySelector('.woocommerce-store-notice');
        if (!checkout || !panel || !notice) return { overlap: false, noticeOnTop: true };
        const a = checkout.getBoundingClientRect();
        const b = notice.getBoundingClientRect();
        const overlap = a.bottom > b.top && a.top < b.bottom && a.right > b.left && a.left < b.right;
        const z = (el: Element) => Number(getComputedStyle(el).zIndex) || 0;
        return { overlap, noticeOnTop: z(notice) >= z(panel) };
      });
      // The demo's panel reaches the bottom edge, where the bar is: the case this test is about.
      expect(seen.overlap).toBe(true);
      expect(seen.noticeOnTop).toBe(false);
    }, { width: 390, height: 844 });
  });
});
