// The main journeys in a browser at our support floor (issue 26): Chromium with `:has()` refused in
// selectors, CSS.supports saying no to it, and `inert`, constructable stylesheets, requestIdleCallback
// and the ES2022+ built-ins removed before any page script runs (scripts/e2e/legacy-browser.ts).
// Everything must work, with no uncaught error and no V0xx line in the console.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { gotoDemo, useDemoBrowser, type DemoPage } from './e2e/harness';
import { removePostFloorFeatures } from './e2e/legacy-browser';

const { withDemo } = useDemoBrowser();
const PANEL = '.cart-widget-side';

/** A fresh shopper on an older browser. */
function legacy(run: (demo: DemoPage) => Promise<void>, options: { width?: number; height?: number } = {}): Promise<void> {
  return withDemo(async (demo) => {
    await demo.page.addInitScript(removePostFloorFeatures);
    await run(demo);
    // No uncaught error, no coded Vitrin error (V040 above all: the whole scan dying).
    expect(demo.consoleErrors).toEqual([]);
  }, options);
}

async function open(page: Page, path: string): Promise<void> {
  await gotoDemo(page, path);
  // The init script really ran: the page has no inert, no :has().
  expect(await page.evaluate(() => (window as unknown as { __vitrinLegacy?: boolean }).__vitrinLegacy === true && !('inert' in HTMLElement.prototype))).toBe(true);
  expect(await page.evaluate(() => {
    try {
      document.querySelector('body:has(main)');
      return 'accepted';
    } catch {
      return 'refused';
    }
  })).toBe('refused');
}

const focusInPanel = (page: Page) => page.evaluate((sel) => Boolean(document.activeElement?.closest(sel)), PANEL);

describe('an older browser (no :has(), no inert, no ES2022 built-ins)', () => {
  test('shop: add to cart and the cart panel by keyboard; closed, the panel is out of reach without inert', async () => {
    await legacy(async ({ page }) => {
      await open(page, '/shop/');
      const button = page.locator('.add_to_cart_button.ajax_add_to_cart:visible').first();
      await button.focus();
      await page.keyboard.press('Enter');
      await page.waitForSelector(`${PANEL}.wd-opened`);
      await page.waitForFunction((sel) => Boolean(document.activeElement?.closest(sel)), PANEL);
      await page.waitForFunction(() => (document.querySelector('.wd-header-cart .wd-cart-number')?.textContent ?? '').includes('۱'));
      // Tab stays inside the panel, round and round.
      for (let i = 0; i < 6; i++) {
        await page.keyboard.press('Tab');
        expect(await focusInPanel(page)).toBe(true);
      }
      expect(await page.getAttribute(PANEL, 'aria-hidden')).toBeNull();
      await page.keyboard.press('Escape');
      await page.waitForSelector(`${PANEL}:not(.wd-opened)`);
      expect(await page.evaluate(() => document.activeElement?.matches('.add_to_cart_button'))).toBe(true);
      // Closed, the off-screen panel is out of reach as inert would make it, done by hand: hidden
      // from assistive technology, its links out of Tab order.
      expect(await page.getAttribute(PANEL, 'aria-hidden')).toBe('true');
      expect(await page.evaluate((sel) => Array.from(document.querySelectorAll(`${sel} a[href]`)).every((a) => a.getAttribute('tabindex') === '-1'), PANEL)).toBe(true);
    }, { width: 1440, height: 900 });
  });

  test('a filter change loads the filtered listing', async () => {
    await legacy(async ({ page }) => {
      await open(page, '/shop/');
      const before = await page.textContent('.woocommerce-result-count');
      // قرمز (red, 54) in the colour list.
      // Pressed on its label, as a shopper does: the input itself is hidden by the plugin's CSS (issue 31).
      const input = page.locator('input[name="pa_color"][value="54"], .jet-checkboxes-list input[value="54"]').first();
      await input.locator('xpath=ancestor::label[1]').click();
      expect(await input.isChecked()).toBe(true);
      await page.waitForURL(/jsf=woocommerce-shortcode/, { timeout: 10000 });
      await page.waitForFunction(() => !document.querySelector('.jet-filters-loading'));
      expect(await page.textContent('.woocommerce-result-count')).not.toBe(before);
    });
  });

  test('the ajax shop mounts without :has() and loads page 2 by pjax', async () => {
    await legacy(async ({ page }) => {
      await open(page, '/ajax-shop/');
      expect(await page.getAttribute('.main-page-wrapper', 'data-vitrin-status')).toBe('mounted');
      await page.click('.woocommerce-pagination a[href="/ajax-shop/page/2/"]');
      await page.waitForURL(/\/ajax-shop\/page\/2\/$/);
      await page.waitForFunction(() => !document.querySelector('.site-content.ajax-loading'));
      expect(await page.evaluate(() => (window as unknown as { __vitrinLegacy?: boolean }).__vitrinLegacy)).toBe(true);
    });
  });

  test('a swatch choice picks the variation', async () => {
    await legacy(async ({ page }) => {
      await open(page, '/product/تیشرت-نخی-یقه-گرد-آوا/');
      await page.waitForSelector('ul.variable-items-wrapper[data-vitrin-status="mounted"]');
      await page.click('ul[data-attribute_name="attribute_pa_color"] li[data-title="سفید"]');
      await page.click('ul[data-attribute_name="attribute_pa_size"] li[data-title="M"]');
      await page.waitForFunction(() => (document.querySelector('.single_variation .woocommerce-variation-price')?.textContent ?? '').includes('تومان'));
      expect(await page.inputValue('form.variations_form input[name="variation_id"]')).toBe('102');
    });
  });

  test('a popup opens by keyboard, keeps focus inside without inert, and closes with Escape', async () => {
    await legacy(async ({ page }) => {
      await open(page, '/popups/');
      await page.locator('.demo-open-popup').focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.locator('#elementor-popup-modal-206').isVisible()).toBe(true);
      for (let i = 0; i < 7; i++) {
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => Boolean(document.activeElement?.closest('#elementor-popup-modal-206')))).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect.poll(() => page.locator('#elementor-popup-modal-206').isVisible()).toBe(false);
      expect(await page.evaluate(() => document.activeElement?.classList.contains('demo-open-popup'))).toBe(true);
    });
  });

  test('the wishlist: a guest adds a product and the header count follows', async () => {
    await legacy(async ({ page }) => {
      await open(page, '/shop/');
      const button = page.locator('.products .wd-wishlist-btn a').first();
      await button.click();
      await expect.poll(() => button.getAttribute('class')).toContain('added');
      expect(await page.locator('.wd-header-wishlist .wd-tools-count').first().textContent()).toBe('۱');
    });
  });

  test('the chat, drawn in a shadow root, is styled without constructable stylesheets and opens', async () => {
    await legacy(async ({ page }) => {
      await open(page, '/support/');
      const launcher = page.locator('#wa .wa__btn_popup');
      await expect.poll(() => launcher.isVisible()).toBe(true);
      // Its CSS came as a <style> in the shadow root: the button sits fixed in its corner.
      expect(await page.evaluate(() => {
        const root = document.querySelector('#wa .vitrin-shadow-host')?.shadowRoot;
        const container = root?.querySelector<HTMLElement>('.wa__widget_container');
        return Boolean(root?.querySelector('style')) && (container ? getComputedStyle(container).position : '') === 'fixed';
      })).toBe(true);
      await launcher.click();
      await expect.poll(() => page.locator('#wa .wa__popup_chat_box').isVisible()).toBe(true);
    }, { width: 1440, height: 900 });
  });
});

