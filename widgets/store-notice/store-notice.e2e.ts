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
});
