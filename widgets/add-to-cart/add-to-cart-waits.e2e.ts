// Issue 17 in Chromium on the demo: add_to_cart held unanswered. The shopper hears that it is slow,
// then that the answer is late, and then sees the truth; the server's cart never gets a second add.
// The demo server holds requests through its fault switch (fixtures/msw/faults.ts), so the real
// transport, wait policy and cart session run unchanged.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { gotoDemo, TEST_WAITS, useDemoBrowser, type DemoPage } from '../../scripts/e2e/harness';
import { FAULTS_KEY, type HeldRequest } from '../../fixtures/msw/faults';
import { DEMO_STORE_KEY } from '../../fixtures/msw/woocommerce';
import fa from '../../src/i18n/locales/fa/cart.json';

const { withDemo } = useDemoBrowser();
const BUTTONS = '.add_to_cart_button.ajax_add_to_cart:visible';
// The cart kind's thresholds, shortened for this test by the documented `waits` setting.
const { slowMs, limitMs } = TEST_WAITS.cart;

async function queueFaults(page: Page, faults: HeldRequest[]): Promise<void> {
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), { key: FAULTS_KEY, value: JSON.stringify(faults) });
}

/** Every line of every cart the demo server holds: [product id, quantity]. */
async function serverCart(page: Page): Promise<Array<[number, number]>> {
  return page.evaluate((key) => {
    const all = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, { lines: Array<{ productId: number; quantity: number }> }>;
    return Object.values(all).flatMap((cart) => cart.lines.map((line): [number, number] => [line.productId, line.quantity]));
  }, DEMO_STORE_KEY);
}

const calls = (demo: DemoPage, endpoint: string) => demo.backendRequests.filter((r) => r.url.includes(`wc-ajax=${endpoint}`));
const productId = async (page: Page, nth: number) => Number(await page.locator(BUTTONS).nth(nth).getAttribute('data-product_id'));
const liveRegion = (page: Page) => page.textContent('.widget_shopping_cart_live_region');

/** Waits for `text` in the note beside the nth button; returns ms since `since`. */
async function noteAfter(page: Page, nth: number, text: string, since: number, timeout: number): Promise<number> {
  await page.locator(BUTTONS).nth(nth).locator('xpath=..').getByText(text).waitFor({ timeout });
  return Date.now() - since;
}

describe('issue 17: add_to_cart held unanswered (demo)', () => {
  test('the add reached the server: slow note, late note, then the truth shows it added; no second add', async () => {
    await withDemo(
      async (demo) => {
        const { page } = demo;
        await gotoDemo(page, '/shop/');
        // A cart (and so a session cookie) first: a lost first answer would also lose the cookie.
        await page.locator(BUTTONS).nth(0).click();
        await page.waitForSelector('.cart-widget-side.wd-opened');
        await page.keyboard.press('Escape');
        const [first, second] = [await productId(page, 0), await productId(page, 1)];
        // The add acts but its answer never comes; the truth re-read answers after 1.5 s, so the
        // late note can be seen while the cart is re-read.
        await queueFaults(page, [
          { endpoint: 'add_to_cart', act: true, holdMs: null },
          { endpoint: 'get_refreshed_fragments', act: true, holdMs: 1500 },
        ]);
        const start = Date.now();
        await page.locator(BUTTONS).nth(1).click();
        const slowAt = await noteAfter(page, 1, fa.waitSlow, start, slowMs + 1500);
        expect(slowAt).toBeGreaterThanOrEqual(slowMs - 100);
        expect(await liveRegion(page)).toBe(fa.waitSlow);
        expect(await page.locator(BUTTONS).nth(1).getAttribute('aria-busy')).toBe('true');
        const lateAt = await noteAfter(page, 1, fa.waitTimeout, start, limitMs + 1500);
        expect(lateAt).toBeGreaterThanOrEqual(limitMs - 100);
        await page.screenshot({ path: '/tmp/shots/add-held-late-1440.png' });
        // The truth: the product is in the cart; the panel opens as after any add.
        await page.waitForSelector('.cart-widget-side.wd-opened', { timeout: 5000 });
        expect(await page.locator(BUTTONS).nth(1).getAttribute('class')).toContain('added');
        expect(await page.locator('.vitrin-cart-status, .vitrin-cart-error').count()).toBe(0);
        expect(await page.locator('.cart-widget-side .woocommerce-mini-cart-item').count()).toBe(2);
        expect(calls(demo, 'add_to_cart')).toHaveLength(2);
        expect(calls(demo, 'get_refreshed_fragments')).toHaveLength(1);
        expect((await serverCart(page)).sort()).toEqual(
          [
            [first, 1],
            [second, 1],
          ].sort(),
        );
        expect(demo.consoleErrors).toEqual([]);
      },
      { width: 1440, height: 900, waits: TEST_WAITS },
    );
  });

  test('the add never reached the server: slow note, late note, "not added" with a retry that adds exactly one', async () => {
    await withDemo(
      async (demo) => {
        const { page } = demo;
        await gotoDemo(page, '/shop/');
        const product = await productId(page, 0);
        await queueFaults(page, [{ endpoint: 'add_to_cart', act: false, holdMs: null }]);
        const start = Date.now();
        await page.locator(BUTTONS).nth(0).focus();
        await page.keyboard.press('Enter');
        const slowAt = await noteAfter(page, 0, fa.waitSlow, start, slowMs + 1500);
        expect(slowAt).toBeGreaterThanOrEqual(slowMs - 100);
        await noteAfter(page, 0, fa.addTimedOut, start, limitMs + 3000);
        expect(await serverCart(page)).toEqual([]);
        const alert = page.locator('.vitrin-cart-error[role="alert"]');
        expect(await alert.count()).toBe(1);
        expect(await page.locator('.cart-widget-side.wd-opened').count()).toBe(0);
        expect(await page.locator(BUTTONS).nth(0).getAttribute('aria-busy')).toBeNull();
        await page.screenshot({ path: '/tmp/shots/add-held-lost-390.png' });
        // One retry, by keyboard.
        await alert.getByRole('button', { name: fa.retry }).focus();
        await page.keyboard.press('Enter');
        await page.waitForSelector('.cart-widget-side.wd-opened', { timeout: 5000 });
        expect(await serverCart(page)).toEqual([[product, 1]]);
        expect(calls(demo, 'add_to_cart')).toHaveLength(2);
        expect(await page.locator('.vitrin-cart-error').count()).toBe(0);
      },
      { width: 390, height: 844, waits: TEST_WAITS },
    );
  });
});
