// The cart side panel's keyboard behaviour in Chromium on the demo.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { gotoDemo, newDemoPage, openBrowser } from '../../scripts/e2e/harness';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('cart side panel (demo)', () => {
  for (const width of [390, 1440]) {
    test(`opens from the header cart, keeps Tab inside, closes on Escape with focus back (${width}px)`, async () => {
      const demo = await newDemoPage(browser, { width, height: 844 });
      try {
        const { page } = demo;
        await gotoDemo(page, '/shop/');
        const opener = page.locator('.cart-widget-opener a:visible').first();
        await opener.focus();
        await page.keyboard.press('Enter');
        await page.waitForSelector('.cart-widget-side.wd-opened');
        expect(await page.getAttribute('.cart-widget-side', 'role')).toBe('dialog');
        expect(await page.getAttribute('.cart-widget-side', 'aria-modal')).toBe('true');
        for (let i = 0; i < 6; i++) {
          await page.keyboard.press('Tab');
          expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.cart-widget-side')))).toBe(true);
        }
        await page.screenshot({ path: `/tmp/shots/cart-panel-${width}.png` });
        await page.keyboard.press('Escape');
        await page.waitForSelector('.cart-widget-side:not(.wd-opened)');
        expect(await page.evaluate(() => document.activeElement?.closest('.cart-widget-opener') !== null)).toBe(true);
        expect(demo.backendRequests).toEqual([]);
      } finally {
        await demo.context.close();
      }
    });
  }

  test('the header cart just navigates on the cart page', async () => {
    const demo = await newDemoPage(browser);
    try {
      await gotoDemo(demo.page, '/cart/');
      await Promise.all([demo.page.waitForURL(/\/cart\/$/), demo.page.locator('.cart-widget-opener a:visible').first().click()]);
      expect(await demo.page.locator('.cart-widget-side.wd-opened').count()).toBe(0);
    } finally {
      await demo.context.close();
    }
  });
});
