// The wishlist on the demo shop in Chromium: a guest's cookies land where the PHP reads them and the
// wishlist page shows them after a reload; bulk removal; a member's real requests; the keyboard.
import { describe, expect, test } from 'vitest';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { demoUrl, gotoDemo, useDemoBrowser } from '../../scripts/e2e/harness';
import { phpWishlistIds } from '../../fixtures/msw/woodmart';

const { withDemo } = useDemoBrowser();
const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const JQUERY_SOURCE = readFileSync(createRequire(import.meta.url).resolve('jquery/dist/jquery.min.js'), 'utf8');

/**
 * axe-core's WCAG A/AA violations on the page as it is now: rule ids and where. heading-order is
 * off: Woodmart's PHP titles the wishlist with an <h4> under the page's <h1> (theme markup, kept
 * as recorded).
 */
async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE_PATH });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(d: Document, o: unknown): Promise<{ violations: Array<{ id: string; nodes: Array<{ target: unknown[] }> }> }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] }, resultTypes: ['violations'], rules: { 'heading-order': { enabled: false } } });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
  });
}

describe('wishlist (demo)', () => {
  test('guest adds three products, reloads, sees them on the wishlist page and removes two in bulk', async () => {
    await withDemo(async (demo) => {
      const { page, context } = demo;
      await gotoDemo(page, '/shop/');
      const buttons = page.locator('.products .wd-wishlist-btn a');
      const ids: number[] = [];
      for (let i = 0; i < 3; i++) {
        const button = buttons.nth(i);
        ids.push(Number(await button.getAttribute('data-product-id')));
        await button.click();
        await expect.poll(() => button.getAttribute('class')).toContain('added');
      }
      expect(await page.locator('.wd-header-wishlist .wd-tools-count').first().textContent()).toBe('۳');
      // Guests make no request at all.
      expect(demo.backendRequests.filter((r) => r.url.includes('wishlist'))).toEqual([]);

      // The cookies sit at path / and hold what Woodmart's PHP parses.
      const cookies = await context.cookies();
      const products = cookies.find((c) => c.name === 'woodmart_wishlist_products');
      const count = cookies.find((c) => c.name === 'woodmart_wishlist_count');
      expect(products?.path).toBe('/');
      expect(count?.path).toBe('/');
      expect(count?.value).toBe('3');
      // A JS object lists integer keys in ascending order: the original's cookie does the same.
      const sorted = [...ids].sort((a, b) => a - b);
      expect(products?.value).toBe(`{${sorted.map((id) => `%22${id}%22:{%22product_id%22:${id}}`).join('%2C')}}`);
      expect(phpWishlistIds(`woodmart_wishlist_products=${products?.value ?? ''}`)).toEqual(sorted);
      const days = ((products?.expires ?? 0) * 1000 - Date.now()) / 864e5;
      expect(days).toBeGreaterThan(6.9);
      expect(days).toBeLessThanOrEqual(7);

      // Another path (the wishlist page) gets the cookie; its "PHP" renders the three products.
      await gotoDemo(page, '/wishlist/');
      await page.reload();
      await gotoDemo(page, '/wishlist/');
      const cards = page.locator('.wd-wishlist-content .product-grid-item');
      expect(await cards.count()).toBe(3);
      expect(await page.locator('.wd-header-wishlist .wd-tools-count').first().textContent()).toBe('۳');

      // Bulk removal of two, with the confirmation accepted.
      let asked = '';
      page.once('dialog', (dialog) => {
        asked = dialog.message();
        void dialog.accept();
      });
      await page.locator(`.wd-wishlist-checkbox[data-product-id="${ids[0]}"]`).check();
      await page.locator(`.wd-wishlist-checkbox[data-product-id="${ids[1]}"]`).check();
      await page.locator('.wd-wishlist-remove-action > a').click();
      await expect.poll(() => cards.count()).toBe(1);
      expect(await axeViolations(page)).toEqual([]);
      expect(asked).toBe('آیا مطمئنید که می‌خواهید این محصولات را حذف کنید؟');
      const after = (await context.cookies()).find((c) => c.name === 'woodmart_wishlist_products');
      expect(phpWishlistIds(`woodmart_wishlist_products=${after?.value ?? ''}`)).toEqual([ids[2]]);
      await page.reload();
      await gotoDemo(page, '/wishlist/');
      expect(await cards.count()).toBe(1);
      expect(demo.consoleErrors).toEqual([]);
    });
  });

  test("a guest cookie the original script left at /shop is kept and moved to /", async () => {
    await withDemo(async (demo) => {
      const { page, context } = demo;
      await gotoDemo(page, '/shop/');
      const id = Number(await page.locator('.products .wd-wishlist-btn a').first().getAttribute('data-product-id'));
      const url = new URL(page.url());
      await context.addCookies([{ name: 'woodmart_wishlist_products', value: `{%22${id}%22:{%22product_id%22:${id}}}`, domain: url.hostname, path: '/shop' }]);
      await gotoDemo(page, '/shop/');
      const cookies = (await context.cookies()).filter((c) => c.name === 'woodmart_wishlist_products');
      expect(cookies.map((c) => c.path)).toEqual(['/']);
      await gotoDemo(page, '/wishlist/');
      expect(await page.locator('.wd-wishlist-content .product-grid-item').count()).toBe(1);
    });
  });

  test('member: woodmart_add_to_wishlist and woodmart_remove_from_wishlist go to the server', async () => {
    await withDemo(async (demo) => {
      const { page, context } = demo;
      await gotoDemo(page, '/logged-in/shop/');
      const button = page.locator('.products .wd-wishlist-btn a').first();
      const id = await button.getAttribute('data-product-id');
      await button.click();
      await expect.poll(() => button.getAttribute('class')).toContain('added');
      const add = demo.backendRequests.find((r) => r.url.includes('woodmart_add_to_wishlist'));
      const query = new URL(add?.url ?? 'http://x/').searchParams;
      expect(add?.method).toBe('GET');
      expect([...query.keys()]).toEqual(['action', 'product_id', 'group', 'key']);
      expect(query.get('product_id')).toBe(id);
      expect(query.get('key')).toBe('5de31cd5c5');
      expect(await page.locator('.wd-header-wishlist .wd-tools-count').first().textContent()).toBe('۱');
      expect((await context.cookies()).some((c) => c.name === 'woodmart_wishlist_products')).toBe(false);

      await gotoDemo(page, '/logged-in/wishlist/');
      expect(await page.locator('.wd-wishlist-content .product-grid-item').count()).toBe(1);
      await page.locator('.wd-wishlist-remove').first().click();
      await expect.poll(() => page.locator('.wd-empty-wishlist').count()).toBe(1);
      const remove = demo.backendRequests.find((r) => r.url.includes('woodmart_remove_from_wishlist'));
      const rq = new URL(remove?.url ?? 'http://x/').searchParams;
      expect(rq.get('product_id')).toBe(id);
      expect(rq.get('key')).toBe('c4f1a9b7e2');
      expect(rq.get('atts[is_wishlist]')).toBe('yes');
      expect(demo.consoleErrors).toEqual([]);
    });
  });

  test('keyboard: Space adds from the product card, and the page is usable by keyboard', async () => {
    await withDemo(async (demo) => {
      const { page, context } = demo;
      await gotoDemo(page, '/shop/');
      const button = page.locator('.products .wd-wishlist-btn a').first();
      expect(await button.getAttribute('role')).toBe('button');
      await button.focus();
      await page.keyboard.press('Space');
      await expect.poll(() => button.getAttribute('class')).toContain('added');
      expect((await context.cookies()).find((c) => c.name === 'woodmart_wishlist_count')?.value).toBe('1');
      await gotoDemo(page, '/wishlist/');
      const remove = page.locator('.wd-wishlist-remove').first();
      await remove.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.locator('.wd-empty-wishlist').count()).toBe(1);
      // Focus is not lost on the removed control's ghost.
      expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('بازگشت به فروشگاه');
    }, { width: 390, height: 844 });
  });

  test("other scripts hear added_to_wishlist and wdUpdateTooltip once per add, through the page's real jQuery", async () => {
    await withDemo(async (demo) => {
      const { page } = demo;
      await page.route(demoUrl('/shop/'), async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace('<head>', () => `<head><script>${JQUERY_SOURCE}</script>`);
        await route.fulfill({ response, body: html });
      });
      await gotoDemo(page, '/shop/');
      await page.evaluate(() => {
        const w = window as unknown as { heard: string[]; jQuery: (t: unknown) => { on(n: string, h: (e: unknown, ...a: unknown[]) => void): void } };
        w.heard = [];
        w.jQuery(document).on('added_to_wishlist wdUpdateTooltip', (e: unknown, ...args: unknown[]) => {
          const type = (e as { type: string }).type;
          w.heard.push(`${type}:${args.map((a) => (a instanceof Element ? a.tagName : typeof a)).join(',')}`);
        });
      });
      const button = page.locator('.products .wd-wishlist-btn a').first();
      await button.click();
      await expect.poll(() => page.evaluate(() => (window as unknown as { heard: string[] }).heard)).toEqual(['added_to_wishlist:', 'wdUpdateTooltip:A']);
    });
  });
});
