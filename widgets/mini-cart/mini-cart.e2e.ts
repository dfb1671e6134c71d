// Mini-cart removal in Chromium on the demo: without reload, and the offline fallback to the link.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { gotoDemo, newDemoPage, openBrowser, TEST_WAITS } from '../../scripts/e2e/harness';
import { FAULTS_KEY, type HeldRequest } from '../../fixtures/msw/faults';
import fa from '../../src/i18n/locales/fa/cart.json';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(async () => {
  await browser.close();
});

const ajaxButtons = '.products .add_to_cart_button.ajax_add_to_cart';
const removeLinks = '.cart-widget-side .remove_from_cart_button';

async function addTwo(page: Page): Promise<string[]> {
  await gotoDemo(page, '/shop/');
  const ids = await page.$$eval(ajaxButtons, (b) => b.slice(0, 2).map((x) => x.getAttribute('data-product_id') ?? ''));
  await page.evaluate((sel) => Array.from(document.querySelectorAll<HTMLElement>(sel)).slice(0, 2).forEach((b) => b.click()), ajaxButtons);
  await page.waitForFunction((sel) => document.querySelectorAll(sel).length === 2, removeLinks);
  return ids;
}

describe('mini-cart removal (demo)', () => {
  test('removes an item without reload and fires removed_from_cart', async () => {
    const demo = await newDemoPage(browser);
    try {
      const { page } = demo;
      const ids = await addTwo(page);
      await page.evaluate(() => document.body.addEventListener('removed_from_cart', () => ((window as unknown as { __removed: boolean }).__removed = true)));
      const url = page.url();
      await page.locator(removeLinks).first().click();
      await page.waitForFunction((sel) => document.querySelectorAll(sel).length === 1, removeLinks);
      expect(page.url()).toBe(url);
      expect(await page.evaluate(() => (window as unknown as { __removed?: boolean }).__removed)).toBe(true);
      expect(await page.$$eval(removeLinks, (l) => l.map((a) => a.getAttribute('data-product_id')))).toEqual([ids[1]]);
      const removes = demo.backendRequests.filter((r) => r.url.includes('wc-ajax=remove_from_cart'));
      expect(removes).toHaveLength(1);
      const body = await page.evaluate(() => {
        const wc = (window as unknown as { __vitrinWooCommerce: { calls: Array<{ endpoint: string; body: string }> } }).__vitrinWooCommerce;
        return wc.calls.filter((c) => c.endpoint === 'remove_from_cart').map((c) => c.body);
      });
      expect(body).toHaveLength(1);
      expect(body[0]).toMatch(/^cart_item_key=[0-9a-f]{32}$/);
      expect(demo.consoleErrors).toEqual([]);
    } finally {
      await demo.context.close();
    }
  });

  test('offline: the removal falls back to the link, and the cart page removes the item', async () => {
    const demo = await newDemoPage(browser);
    try {
      const { page } = demo;
      await addTwo(page);
      const href = await page.locator(removeLinks).first().getAttribute('href');
      // The network is gone for this call (a service worker answers the page, so routes cannot cut it).
      await page.evaluate(() => {
        const original = window.fetch.bind(window);
        window.fetch = (input: RequestInfo | URL, init?: RequestInit) =>
          String(input instanceof Request ? input.url : input).includes('remove_from_cart') ? Promise.reject(new TypeError('Failed to fetch')) : original(input, init);
      });
      await Promise.all([page.waitForURL(/remove_item=/), page.locator(removeLinks).first().click()]);
      expect(page.url()).toContain(new URL(href ?? '', 'http://x').search.split('&')[0] ?? 'remove_item');
      await page.waitForSelector('.woocommerce-cart-form');
      expect(await page.locator('.woocommerce-cart-form__cart-item').count()).toBe(1);
    } finally {
      await demo.context.close();
    }
  });
});

describe('issue 17: slow and lost removals in the open cart panel (demo)', () => {
  // The cart kind's thresholds, shortened for these tests by the documented `waits` setting.
  const { slowMs, limitMs } = TEST_WAITS.cart;
  const queueFault = (page: Page, fault: HeldRequest) =>
    page.evaluate(({ key, value }) => localStorage.setItem(key, value), { key: FAULTS_KEY, value: JSON.stringify([fault]) });

  test('slow: the row says so politely past the slow threshold, then the removal completes once', async () => {
    const demo = await newDemoPage(browser, { width: 390, height: 844, waits: TEST_WAITS });
    try {
      const { page } = demo;
      await addTwo(page);
      await queueFault(page, { endpoint: 'remove_from_cart', act: true, holdMs: slowMs + 1500 });
      const start = Date.now();
      await page.locator(removeLinks).first().click();
      await page.locator('.cart-widget-side .vitrin-blocked .vitrin-cart-status').getByText(fa.waitSlow).waitFor({ timeout: slowMs + 1000 });
      expect(Date.now() - start).toBeGreaterThanOrEqual(slowMs - 100);
      expect(await page.textContent('.widget_shopping_cart_live_region')).toBe(fa.waitSlow);
      await page.screenshot({ path: '/tmp/shots/remove-slow-390.png' });
      await page.waitForFunction((sel) => document.querySelectorAll(sel).length === 1, removeLinks, { timeout: 5000 });
      expect(await page.locator('.vitrin-cart-status').count()).toBe(0);
      expect(demo.backendRequests.filter((r) => r.url.includes('wc-ajax=remove_from_cart'))).toHaveLength(1);
    } finally {
      await demo.context.close();
    }
  });

  test('lost: at the limit the cart is re-read, the item is gone, so it is reported removed without following the link', async () => {
    const demo = await newDemoPage(browser, { waits: TEST_WAITS });
    try {
      const { page } = demo;
      await addTwo(page);
      await page.evaluate(() => document.body.addEventListener('removed_from_cart', () => ((window as unknown as { __removed: boolean }).__removed = true)));
      await queueFault(page, { endpoint: 'remove_from_cart', act: true, holdMs: null });
      const url = page.url();
      await page.locator(removeLinks).first().click();
      await page.waitForFunction((sel) => document.querySelectorAll(sel).length === 1, removeLinks, { timeout: limitMs + 5000 });
      expect(page.url()).toBe(url);
      expect(await page.evaluate(() => (window as unknown as { __removed?: boolean }).__removed)).toBe(true);
      expect(demo.backendRequests.filter((r) => r.url.includes('wc-ajax=remove_from_cart'))).toHaveLength(1);
      expect(demo.backendRequests.filter((r) => r.url.includes('wc-ajax=get_refreshed_fragments'))).toHaveLength(1);
    } finally {
      await demo.context.close();
    }
  });

  test('issue 35: the row\'s cover fades in over 200 ms at opacity 0.6 and, when the row stays, out over 400 ms (blockUI, spec §9)', async () => {
    const demo = await newDemoPage(browser);
    try {
      const { page } = demo;
      await addTwo(page);
      // The cover as it rests once its animation has run (600 ms after the class is put on).
      const cover = (className: string) => page.evaluate(([sel, cls]) => new Promise((resolve) => {
        const row = document.querySelector(sel ?? '')?.closest('.woocommerce-mini-cart-item');
        if (!row) return resolve(null);
        row.classList.add(cls ?? '');
        setTimeout(() => {
          const after = getComputedStyle(row, '::after');
          resolve({ name: after.animationName, duration: after.animationDuration, opacity: after.opacity, pointer: getComputedStyle(row).pointerEvents });
          row.classList.remove(cls ?? '');
        }, 600);
      }), [removeLinks, className] as const);
      expect(await cover('vitrin-blocked')).toEqual({ name: 'vitrin-block-in', duration: '0.2s', opacity: '0.6', pointer: 'none' });
      expect(await cover('vitrin-unblocking')).toEqual({ name: 'vitrin-block-out', duration: '0.4s', opacity: '0', pointer: 'auto' });
    } finally {
      await demo.context.close();
    }
  });
});
