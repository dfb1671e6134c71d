// A visit arriving from a campaign link reaches the demo checkout (Chromium) with the
// wc_order_attribution_* fields WooCommerce expects; turning tracking off empties them.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { demoUrl, gotoDemo, useDemoBrowser } from '../../scripts/e2e/harness';

const { withDemo } = useDemoBrowser();

const fields = (page: Page) => page.$$eval('form.checkout wc-order-attribution-inputs input[type="hidden"]', (inputs) =>
  Object.fromEntries((inputs as HTMLInputElement[]).map((i) => [i.name, i.value])));

describe('order attribution (demo, Chromium)', () => {
  test('a campaign visit reaches checkout with the expected hidden fields; tracking off clears them', async () => {
    mkdirSync('/tmp/shots', { recursive: true });
    await withDemo(async (demo) => {
      const { page } = demo;
      const entry = '/?utm_source=newsletter&utm_medium=email&utm_campaign=yalda&utm_content=banner';
      await gotoDemo(page, entry);
      await page.waitForFunction(() => document.cookie.includes('sbjs_current='));
      await gotoDemo(page, '/shop/');
      await page.click('.add_to_cart_button.ajax_add_to_cart');
      await page.waitForFunction(() => (document.querySelector('.wd-header-cart .wd-cart-number')?.textContent ?? '').includes('۱'));
      await gotoDemo(page, '/checkout/');
      await page.waitForSelector('form.checkout wc-order-attribution-inputs input[name="wc_order_attribution_source_type"]', { state: 'attached' });
      const sent = await fields(page);
      expect(sent).toMatchObject({
        wc_order_attribution_source_type: 'utm',
        wc_order_attribution_utm_source: 'newsletter',
        wc_order_attribution_utm_medium: 'email',
        wc_order_attribution_utm_campaign: 'yalda',
        wc_order_attribution_utm_content: 'banner',
        wc_order_attribution_utm_term: '(none)',
        wc_order_attribution_referrer: '(none)',
        wc_order_attribution_session_entry: demoUrl(entry),
        wc_order_attribution_session_pages: '3',
        wc_order_attribution_session_count: '1',
      });
      expect(sent.wc_order_attribution_session_start_time).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
      expect(sent.wc_order_attribution_user_agent).toContain('Chrome');
      expect(Object.keys(sent)).toHaveLength(16);
      await page.locator('#demo-attribution').scrollIntoViewIfNeeded();
      await page.screenshot({ path: '/tmp/shots/attribution-390.png', fullPage: false });

      await page.evaluate(() => (window as unknown as { wc_order_attribution: { setOrderTracking(a: boolean): void } }).wc_order_attribution.setOrderTracking(false));
      const off = await fields(page);
      expect(Object.values(off).every((v) => v === '')).toBe(true);
      expect(await page.evaluate(() => document.cookie.includes('sbjs_'))).toBe(false);
      expect(demo.consoleErrors).toEqual([]);
    }, { width: 390 });
  });
});
